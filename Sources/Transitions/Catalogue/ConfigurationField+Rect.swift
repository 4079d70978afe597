public import Motion

extension ConfigurationField {
  /// A rectangle, given by scripts as `[x, y, width, height]`: four numbers in `range`, in
  /// `unit`, the width and height above 0 (a value set in Swift has each number clamped into
  /// `range`, and a width or height of 0 or less takes the default's).
  ///
  /// ```swift
  /// .rect("sourceFrame", \.sourceFrame, in: -10_000...10_000, unit: "pt", "the source's frame")
  /// ```
  public static func rect(
    _ name: String, _ field: any WritableKeyPath<Configuration, Rect> & Sendable,
    in range: ClosedRange<Double>, unit: String, _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .rect(range: range, unit: unit), deprecatedNames: [],
      deprecatedChoices: [:],
      read: { configuration in
        let rect = configuration[keyPath: field]
        return .list([rect.origin.x, rect.origin.y, rect.width, rect.height].map { .number($0) })
      },
      write: { configuration, value in
        guard case .list(let values) = value else { return }
        let numbers = values.compactMap { value -> Double? in
          if case .number(let number) = value { return number }
          return nil
        }
        guard numbers.count == 4 else { return }
        configuration[keyPath: field] = Rect(
          x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      },
      clamp: { configuration, defaults in
        let rect = configuration[keyPath: field]
        let fallback = defaults[keyPath: field]
        func clamped(_ value: Double, _ other: Double) -> Double {
          value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : other
        }
        let width = clamped(rect.width, fallback.width)
        let height = clamped(rect.height, fallback.height)
        configuration[keyPath: field] = Rect(
          x: clamped(rect.origin.x, fallback.origin.x),
          y: clamped(rect.origin.y, fallback.origin.y),
          width: width > 0 ? width : fallback.width, height: height > 0 ? height : fallback.height)
      })
  }
}
