// The protocols of custom view-controller transitions, as Swift imports them: `@MainActor`
// (their pages show it), optional requirements as real `@objc optional` requirements.

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate (iOS 7.0+; checked against iOS 26)
@objc @MainActor public protocol UIViewControllerTransitioningDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:) (iOS 2.0+; checked against iOS 26)
  @objc optional func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:) (iOS 2.0+; checked against iOS 26)
  @objc optional func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:) (iOS 2.0+; checked against iOS 26)
  @objc optional func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:) (iOS 2.0+; checked against iOS 26)
  @objc optional func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:) (iOS 8.0+; checked against iOS 26)
  @objc optional func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning (iOS 7.0+; checked against iOS 26)
@objc @MainActor public protocol UIViewControllerAnimatedTransitioning {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:) (iOS 2.0+; checked against iOS 26)
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:) (iOS 2.0+; checked against iOS 26)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:) (iOS 2.0+; checked against iOS 26)
  @objc optional func animationEnded(_ transitionCompleted: Bool)
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:) (iOS 10.0+; checked against iOS 26)
  // "You must return the same animator object for the duration of the transition."
  @objc optional func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning (iOS 7.0+; checked against iOS 26)
@objc @MainActor public protocol UIViewControllerInteractiveTransitioning {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:) (iOS 2.0+; checked against iOS 26)
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart (iOS 10.0+; checked against iOS 26)
  @objc optional var wantsInteractiveStart: Bool { get }
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning (iOS 7.0+; checked against iOS 26)
@objc @MainActor public protocol UIViewControllerContextTransitioning {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview (iOS 2.0+; checked against iOS 26)
  var containerView: UIView { get }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive (iOS 2.0+; checked against iOS 26)
  var isInteractive: Bool { get }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled (iOS 2.0+; checked against iOS 26)
  var transitionWasCancelled: Bool { get }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:) (iOS 2.0+; checked against iOS 26)
  // `CGFloat` in the SDK. Linux's `CGFloat` is a Swift struct, which an `@objc` requirement
  // cannot take, so `Double` here: the stricter form (a `Double` argument converts to `CGFloat`
  // implicitly on Apple platforms; a `CGFloat` argument fails here, a false alarm at worst).
  func updateInteractiveTransition(_ percentComplete: Double)
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition() (iOS 2.0+; checked against iOS 26)
  func finishInteractiveTransition()
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition() (iOS 2.0+; checked against iOS 26)
  func cancelInteractiveTransition()
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/pauseinteractivetransition() (iOS 10.0+; checked against iOS 26)
  func pauseInteractiveTransition()
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:) (iOS 2.0+; checked against iOS 26)
  func completeTransition(_ didComplete: Bool)
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext (iOS 7.0+; checked against iOS 26)
@objc @MainActor public protocol UIViewControllerTransitionCoordinatorContext {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated (iOS 2.0+; checked against iOS 26)
  var isAnimated: Bool { get }
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator (iOS 7.0+; checked against iOS 26)
@objc @MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) (iOS 2.0+; checked against iOS 26)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller (iOS 8.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIPresentationController: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:) (iOS 8.0+; checked against iOS 26)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller (iOS 8.0+; checked against iOS 26)
  open var presentedViewController: UIViewController { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller (iOS 8.0+; checked against iOS 26)
  open var presentingViewController: UIViewController { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview (iOS 8.0+; checked against iOS 26)
  open var containerView: UIView? { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview (iOS 8.0+; checked against iOS 26)
  open var presentedView: UIView? { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview (iOS 8.0+; checked against iOS 26)
  open var frameOfPresentedViewInContainerView: CGRect { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin() (iOS 8.0+; checked against iOS 26)
  open func presentationTransitionWillBegin() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:) (iOS 8.0+; checked against iOS 26)
  open func presentationTransitionDidEnd(_ completed: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin() (iOS 8.0+; checked against iOS 26)
  open func dismissalTransitionWillBegin() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:) (iOS 8.0+; checked against iOS 26)
  open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewdidlayoutsubviews() (iOS 8.0+; checked against iOS 26)
  // Called after UIKit adjusted the layout of the container view's views.
  open func containerViewDidLayoutSubviews() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:) (iOS 8.0+; checked against iOS 26)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) { fatalError("stand-in") }
}
