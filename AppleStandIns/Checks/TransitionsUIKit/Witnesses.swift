// Compile-only: type-checked together with Sources/TransitionsUIKit by scripts/check-apple.sh, never
// built for an Apple platform. Each line names a declaration the rest of the backend (and UIKit)
// relies on, with its exact type, so that a renamed, misspelled or re-typed one fails the check
// even where nothing else in the module would notice: an `@objc optional` protocol requirement
// that a misspelling leaves silently unimplemented is the case this exists for (see
// AppleStandIns/README.md, "Witnesses").

import QuartzCore
import Stage
import TransitionsBackend
import UIKit

@MainActor
func transitionsUIKitWitnesses() {
  // DisplayLinkClock: created with a frame-rate range, the window scene whose display it
  // follows and a handler, started and stopped.
  let _:
    (
      CAFrameRateRange, @escaping @MainActor () -> UIWindowScene?,
      @escaping DisplayLinkClock.FrameHandler
    ) -> DisplayLinkClock = DisplayLinkClock.init(frameRateRange:scene:onFrame:)
  let _: (DisplayLinkClock) -> () -> Void = DisplayLinkClock.start
  let _: (DisplayLinkClock) -> () -> Void = DisplayLinkClock.stop
  let _: KeyPath<DisplayLinkClock, Bool> = \DisplayLinkClock.isRunning

  // Value application: a view takes a frame's values, the changed ones.
  let _: (UIView) -> (ViewValues, ViewChanges) -> Void = UIView.apply

  // The transitioning delegate: UIKit finds these optional requirements by selector.
  let _:
    (TransitionController) -> (UIViewController, UIViewController, UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)? =
      TransitionController.animationController(forPresented:presenting:source:)
  let _:
    (TransitionController) -> (UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)? =
      TransitionController.animationController(forDismissed:)
  let _:
    (TransitionController) -> (any UIViewControllerAnimatedTransitioning)
      -> (any UIViewControllerInteractiveTransitioning)? =
      TransitionController.interactionControllerForDismissal(using:)
  let _:
    (TransitionController) -> (UIViewController, UIViewController?, UIViewController)
      -> UIPresentationController? =
      TransitionController.presentationController(forPresented:presenting:source:)

  // The touch forwarder: the recogniser delegate's optional requirement.
  let _: (TouchForwardingRecognizer) -> (UIGestureRecognizer, UIGestureRecognizer) -> Bool =
    TouchForwardingRecognizer.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
}
