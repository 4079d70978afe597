import TransitionsBackend
import UIKit

extension HapticFeedback {
  /// Plays this feedback with a generator attached to `view` (iOS 17.5's generators; the
  /// view-less initialisers are deprecated in iOS 27).
  @MainActor
  func play(in view: UIView) {
    switch self {
    case .impact(let style, let intensity):
      UIImpactFeedbackGenerator(style: style.uiKit, view: view)
        .impactOccurred(intensity: CGFloat(intensity))
    case .selection:
      UISelectionFeedbackGenerator(view: view).selectionChanged()
    }
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
