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

extension HapticFeedback {
  /// The generator that plays this feedback: one per impact style, one for selection ticks.
  public var generator: HapticGenerator {
    switch self {
    case .impact(let style, _): .impact(style)
    case .selection: .selection
    }
  }
}

/// One of a toolkit's feedback generators (UIKit: a `UIImpactFeedbackGenerator` of a style, or
/// the `UISelectionFeedbackGenerator`). A backend keeps one of each it has played for the
/// scene's life, and prepares them when a finger lands (device risk 10): Apple's
/// `UIFeedbackGenerator.prepare()` "can reduce latency when triggering feedback", and a
/// generator made for each event is never prepared.
public enum HapticGenerator: Sendable, Hashable {
  /// An impact generator of this style.
  case impact(ImpactFeedbackStyle)
  /// The selection generator.
  case selection
}

/// Which generators a scene has played, in the order first played: the ones to prepare at each
/// touch-down (``preparations(forFingerDown:)``).
public struct HapticGenerators: Sendable, Hashable {
  /// The generators played so far.
  public private(set) var played: [HapticGenerator] = []

  public init() {}

  /// `feedback` was played: its generator is kept from now on.
  public mutating func played(_ feedback: HapticFeedback) {
    let generator = feedback.generator
    if !played.contains(generator) { played.append(generator) }
  }

  /// What to prepare when a finger touches down: every generator played so far, once per
  /// gesture (the first finger down, not later fingers or moves).
  public func preparations(forFingerDown firstFinger: Bool) -> [HapticGenerator] {
    firstFinger ? played : []
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
