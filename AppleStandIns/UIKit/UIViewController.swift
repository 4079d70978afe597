// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIViewController: UIResponder {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) (iOS 2.0+; checked against iOS 26)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (iOS 2.0+; checked against iOS 26)
  // NSObject's `init`, a convenience initialiser here: UIViewController has designated ones, so
  // a subclass gets `init()` only when it overrides both of them.
  public override convenience init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (iOS 2.0+; checked against iOS 26)
  public required init?(coder: NSCoder) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view (iOS 2.0+; checked against iOS 26)
  // Implicitly unwrapped in the SDK (`UIView!`): declared non-optional here, the stricter form.
  open var view: UIView {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/title (iOS 2.0+; checked against iOS 26)
  open var title: String? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (iOS 2.0+; checked against iOS 26)
  open func viewDidLoad() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (iOS 2.0+; checked against iOS 26)
  open func viewWillAppear(_ animated: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) (iOS 2.0+; checked against iOS 26)
  open func viewDidAppear(_ animated: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:) (iOS 2.0+; checked against iOS 26)
  open func viewWillDisappear(_ animated: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:) (iOS 2.0+; checked against iOS 26)
  open func viewDidDisappear(_ animated: Bool) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews() (iOS 5.0+; checked against iOS 26)
  open func viewDidLayoutSubviews() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) (iOS 5.0+; checked against iOS 26)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) (iOS 5.0+; checked against iOS 26)
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle (iOS 3.2+; checked against iOS 26)
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate (iOS 7.0+; checked against iOS 26)
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller (iOS 5.0+; checked against iOS 26)
  open var presentingViewController: UIViewController? { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance (iOS 7.0+; checked against iOS 26)
  // Whether a presented controller that is not full screen takes over the status bar's
  // appearance from the presenting one.
  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets (iOS 11.0+; checked against iOS 26)
  // Custom insets added to the safe area of the controller's view.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller (iOS 5.0+; checked against iOS 26)
  // The controller this one presents, or one of its ancestors presents; nil when none.
  open var presentedViewController: UIViewController? { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded (iOS 9.0+; checked against iOS 26)
  // The view, or nil when it is not loaded (reading it never loads it).
  open var viewIfLoaded: UIView? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (iOS 7.0+; checked against iOS 26)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) (iOS 5.0+; checked against iOS 26)
  open func addChild(_ childController: UIViewController) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() (iOS 5.0+; checked against iOS 26)
  open func removeFromParent() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) (iOS 5.0+; checked against iOS 26)
  open func willMove(toParent parent: UIViewController?) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) (iOS 5.0+; checked against iOS 26)
  open func didMove(toParent parent: UIViewController?) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:) (iOS 5.0+; checked against iOS 26)
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    fatalError("stand-in")
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition() (iOS 5.0+; checked against iOS 26)
  open func endAppearanceTransition() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods (iOS 6.0+; checked against iOS 26)
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (iOS 3.2+; checked against iOS 26)
@objc public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}
