public import Stage

/// What a toolkit's feedback generator plays for one of the engine's haptic impacts: an impact
/// of a style at an intensity (`UIImpactFeedbackGenerator(style:)` then
/// `impactOccurred(intensity:)`), or a selection tick (`UISelectionFeedbackGenerator`'s
/// `selectionChanged()`).
///
/// ```swift
/// switch HapticFeedback(impact) {
/// case .impact(let style, let intensity): play(style.rawValue, intensity)
/// case .selection: tick()
/// }
/// ```
public enum HapticFeedback: Sendable, Hashable {
  /// An impact: its style, and its intensity, 0…1.
  case impact(ImpactFeedbackStyle, intensity: Double)
  /// A selection change: a light tick, with no intensity.
  case selection

  /// The feedback for an engine impact. The intensity is clamped into 0…1; one that is not a
  /// number is played at 1 (the engine asked for a haptic; its strength is what is unknown).
  public init(_ impact: HapticImpact) {
    let intensity = impact.intensity.isNaN ? 1 : min(max(impact.intensity, 0), 1)
    switch impact.style {
    case .light: self = .impact(.light, intensity: intensity)
    case .medium: self = .impact(.medium, intensity: intensity)
    case .heavy: self = .impact(.heavy, intensity: intensity)
    case .soft: self = .impact(.soft, intensity: intensity)
    case .rigid: self = .impact(.rigid, intensity: intensity)
    case .selection: self = .selection
    }
  }
}

/// An impact's style, with the raw values of `UIImpactFeedbackGenerator.FeedbackStyle`.
public enum ImpactFeedbackStyle: Int, Sendable, Hashable, CaseIterable {
  case light = 0
  case medium = 1
  case heavy = 2
  case soft = 3
  case rigid = 4
}

/// A haptics sink that hands every impact on, mapped, to a closure: the engine's window plays
/// its haptics through it, and the backend passes them to its generators.
@MainActor
public final class HapticForwarder: HapticsSink {
  private let forward: @MainActor (HapticFeedback) -> Void

  /// Forwards each impact to `forward`.
  public init(_ forward: @escaping @MainActor (HapticFeedback) -> Void) {
    self.forward = forward
  }

  public func impact(_ impact: HapticImpact) {
    forward(HapticFeedback(impact))
  }
}
