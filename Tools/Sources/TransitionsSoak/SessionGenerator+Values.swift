import Foundation
import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

extension SessionGenerator {
  /// A random value of `kind`, within its range; `nil` for a kind drawn elsewhere.
  static func randomValue(
    _ kind: OptionDescription.Kind, screen: Size, _ random: inout SoakRandom
  ) -> OptionValue? {
    switch kind {
    case .number(let range, let unit):
      // A length in points is drawn within the window (a detent of 10 000 pt is no detent).
      var range = range
      if unit == "pt", range.upperBound > screen.height * 0.8 {
        range = range.lowerBound...max(range.lowerBound, screen.height * 0.8)
      }
      // A time in seconds is drawn up to 8 s: a script lasts at most 60 s, and a toast that
      // stays 58 s (its range goes to 60) was still leaving when it ended, a run cut short, not
      // one that never ends (the third run's first breaks); a queue of toasts takes several.
      if unit == "s", range.upperBound > 8 {
        range = range.lowerBound...max(range.lowerBound, 8)
      }
      return .number(Double.random(in: range, using: &random))
    case .integer(let range): return .number(Double(Int.random(in: range, using: &random)))
    case .bool: return .bool(Bool.random(using: &random))
    case .choice(let choices): return choices.randomElement(using: &random).map { .string($0) }
    case .oneOf(let kinds):
      guard let pick = kinds.randomElement(using: &random) else { return nil }
      return randomValue(pick, screen: screen, &random)
    case .list(let kinds):
      var values: [OptionValue] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        if let pick = kinds.randomElement(using: &random),
          let value = randomValue(pick, screen: screen, &random)
        {
          values.append(value)
        }
      }
      return values.isEmpty ? nil : .list(values)
    case .rect:
      // Inside the window, at least 20 pt a side.
      let x = Double.random(in: 0...(screen.width - 40), using: &random)
      let y = Double.random(in: 0...(screen.height - 40), using: &random)
      let width = Double.random(in: 20...min(screen.width - x, 320), using: &random)
      let height = Double.random(in: 20...min(screen.height - y, 320), using: &random)
      return .list([.number(x), .number(y), .number(width), .number(height)])
    }
  }
}
