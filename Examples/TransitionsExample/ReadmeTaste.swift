import Transitions
import TransitionsUIKit
import UIKit

// The README's "A taste of `TransitionsUIKit`", line for line (ReadmeUIKitTasteTests checks
// that it stands here, so the Apple type check compiles exactly what the README shows).
extension UIViewController {
  func showDetail(_ detail: UIViewController) {
    // UIKit presents (real appearance calls); the engine moves it, and a drag down dismisses.
    present(detail, transition: .card())
  }

  func showSettings(_ settings: UIViewController) {
    // Seed 001's deliberate drag: "release to close" and a selection haptic at the threshold.
    present(settings, transition: .modalSheet(dismissal: .input, threshold: 160))
  }

  func makeTabs(_ children: [UIViewController]) -> UIViewController {
    // Seed 004's container: a horizontal pan between children, containment in UIKit's order.
    let tabs = TransitionContainerViewController(children: children)
    tabs.interactiveTransitionGestureRecognizer.isEnabled = true
    return tabs
  }
}
