import TransitionsBackend
import UIKit

/// The feedback generators of one scene: one per ``TransitionsBackend/HapticGenerator``, made on
/// first use and kept for the scene's life, prepared when the scene says a finger landed
/// (``TransitionsBackend/BackendAction/prepareHaptic(_:)``), attached to the scene's view
/// (iOS 17.5's generators; the view-less initialisers are deprecated in iOS 27).
@MainActor
final class FeedbackGenerators {
  private let view: @MainActor () -> UIView?
  private var generators: [HapticGenerator: UIFeedbackGenerator] = [:]

  /// Generators attached to the view `view` gives when one is first needed.
  init(view: @escaping @MainActor () -> UIView?) {
    self.view = view
  }

  /// Prepares `kind`'s generator (UIKit: `prepare()`).
  func prepare(_ kind: HapticGenerator) {
    generator(kind)?.prepare()
  }

  /// Plays `feedback` with its kind's generator.
  func play(_ feedback: HapticFeedback) {
    switch (feedback, generator(feedback.generator)) {
    case (.impact(_, let intensity), let impact as UIImpactFeedbackGenerator):
      impact.impactOccurred(intensity: CGFloat(intensity))
    case (.selection, let selection as UISelectionFeedbackGenerator):
      selection.selectionChanged()
    default:
      break  // no view to attach a generator to: nothing plays
    }
  }

  private func generator(_ kind: HapticGenerator) -> UIFeedbackGenerator? {
    if let kept = generators[kind] { return kept }
    guard let view = view() else { return nil }
    let made: UIFeedbackGenerator
    switch kind {
    case .impact(let style): made = UIImpactFeedbackGenerator(style: style.uiKit, view: view)
    case .selection: made = UISelectionFeedbackGenerator(view: view)
    }
    generators[kind] = made
    return made
  }
}

extension ImpactFeedbackStyle {
  /// UIKit's style.
  var uiKit: UIImpactFeedbackGenerator.FeedbackStyle {
    switch self {
    case .light: .light
    case .medium: .medium
    case .heavy: .heavy
    case .soft: .soft
    case .rigid: .rigid
    }
  }
}
