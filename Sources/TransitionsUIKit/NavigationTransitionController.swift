import Motion
import QuartzCore
import Stage
public import Transitions
import TransitionsBackend
public import UIKit

/// The delegate of a `UINavigationController` whose pushes and pops the engine runs: the
/// system's push (``Transitions/PushTransition``) by default, the matched-element zoom, or your
/// own ``Transitions/NavigationTransition``; UIKit's own machinery keeps the stack, the
/// navigation bar and the controllers' appearance calls. Install it with
/// ``UIKit/UINavigationController/transition``; the navigation controller keeps it (UIKit's
/// `delegate` reference is weak).
///
/// What it does, and what it decides nothing of (``TransitionsBackend/MirroredNavigation``
/// decides):
/// - UIKit asks for an animator for every animated push and pop: it gets one that runs the same
///   change in the engine's mirrored stack, and the same object as the interaction controller,
///   starting interactive only while a finger drives it (so a button's push can be caught).
/// - **The interactive pop is the engine's.** UIKit's own `interactivePopGestureRecognizer`
///   cannot drive an animator that UIKit did not make, so it is disabled while this delegate is
///   installed, and ``interactivePopGestureRecognizer`` takes its place: it hands every touch
///   on the navigation controller's view to the engine, whose push pops from the leading edge
///   (anywhere with `fullWidthPop`) and whose zoom pops by a drag down, and whose finger catches
///   a running push or pop. When the engine begins a pop, UIKit is asked to pop
///   (`popViewController(animated: true)`) and gets the interaction controller. Disable the
///   recogniser to disable the interactive pop, as you would UIKit's.
/// - A cancelled pop leaves the top view controller, in UIKit's stack and the engine's.
/// - **Your own delegate is kept.** The navigation controller's delegate when this one is
///   installed becomes ``delegate`` (held weakly, as UIKit holds its delegate), and gets
///   `navigationController(_:willShow:animated:)` and `navigationController(_:didShow:animated:)`
///   as before; it is given back when the engine's transition is removed. Set ``delegate``, not
///   the navigation controller's `delegate`, while the engine's is installed: the latter would
///   replace the engine's. Your delegate is not asked for animation or interaction controllers:
///   the engine runs every animated push and pop.
/// - A second push or pop while one runs is refused, as the engine's navigation controller
///   refuses it: ``UIKit/UINavigationController/pushViewController(_:transition:animated:)``
///   throws ``Transitions/NavigationError/transitionInProgress``, and a change UIKit starts
///   anyway is cancelled at once.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: grid)
/// navigation.transition = .push(fullWidthPop: true)
/// try navigation.pushViewController(photo, transition: .zoom(sourceView: cell))
/// ```
@MainActor
public final class NavigationTransitionController: NSObject, UINavigationControllerDelegate,
  ContextReceiving
{
  /// What a screen pushed without a transition of its own is pushed and popped with.
  public var transition: NavigationTransitionStyle {
    didSet { scene?.content.setDefaultTransition(transition) }
  }
  private weak var navigationController: UINavigationController?
  /// The app's own navigation delegate: it is told when a controller is about to be shown and
  /// has been shown (`willShow`, `didShow`), as if it were the navigation controller's. It was
  /// the navigation controller's delegate when the engine's transition was installed, and is
  /// again once it is removed. Held weakly.
  public weak var delegate: (any UINavigationControllerDelegate)?
  private var runner: SceneRunner<NavigationContent<UIKitToolkit>>?
  private var scene: MirroredNavigation<UIKitToolkit>? { runner?.scene }
  private let toolkit = UIKitToolkit()
  private var context: (any UIViewControllerContextTransitioning)?
  /// The views of the run under way, from and to (placed when drawn scaled).
  private weak var runFrom: UIView?
  private weak var runTo: UIView?
  /// The forwarding recogniser on the navigation controller's view: the engine's pop gesture.
  private lazy var forwarder = TouchForwardingRecognizer(
    forward: { [weak self] finger, phase, point, time in self?.touch(finger, phase, point, time) },
    engineClaims: { [weak self] in self?.scene?.engineClaimsTouches ?? false })

  init(transition: NavigationTransitionStyle) {
    self.transition = transition
    super.init()
  }

  /// The pan that drives the interactive pop, in place of UIKit's (see the type's
  /// documentation): coordinate your recognisers with it; disable it to disable the pop.
  public var interactivePopGestureRecognizer: UIGestureRecognizer { forwarder }
  /// Whether the pop may begin (``setInteractive(_:)``).
  var popInteractive = true

  // MARK: Installing

  /// Becomes `navigationController`'s delegate, with the engine's pop gesture in place of
  /// UIKit's.
  func install(on navigationController: UINavigationController) {
    self.navigationController = navigationController
    if let previous = navigationController.delegate, previous !== self { delegate = previous }
    navigationController.delegate = self
    navigationController.interactivePopGestureRecognizer?.isEnabled = false
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? true }
    forwarder.enabledChanged = { [weak self] enabled in
      self?.scene?.content.setPopGestureEnabled(enabled)
    }
    navigationController.view.addGestureRecognizer(forwarder)
  }

  /// Gives UIKit its own pushes, pops and pop gesture back.
  func uninstall() {
    runner?.stop()
    if let navigationController {
      if navigationController.delegate === self { navigationController.delegate = delegate }
      navigationController.interactivePopGestureRecognizer?.isEnabled = true
      navigationController.view.removeGestureRecognizer(forwarder)
    }
    runner = nil
    navigationController = nil
  }

  /// The mirrored stack of `navigationController`, made the first time it has a root.
  private func scene(for navigationController: UINavigationController)
    -> MirroredNavigation<UIKitToolkit>?
  {
    if let scene { return scene }
    guard let root = navigationController.viewControllers.first else { return nil }
    let view = navigationController.view
    let made = MirroredNavigation(
      root: root, toolkit: toolkit, size: Size(view.bounds.size),
      safeAreaInsets: EdgeInsets(view.safeAreaInsets), transition: transition,
      reduceMotion: UIAccessibility.isReduceMotionEnabled)
    made.content.setPopGestureEnabled(forwarder.isEnabled)
    made.content.setInteractive(popInteractive, for: .pop)
    made.content.mirrorZoomSources(placedIn: { [weak navigationController] in
      navigationController?.view
    })
    made.content.toolkitStackChanged(navigationController.viewControllers)
    runner = SceneRunner(
      scene: made, hapticView: { [weak navigationController] in navigationController?.view }
    ) { [weak self] action in
      self?.handle(action)
    }
    return made
  }

  func push(
    _ controller: UIViewController, transition style: NavigationTransitionStyle,
    on navigationController: UINavigationController, animated: Bool
  ) throws(NavigationError) {
    if let scene = scene(for: navigationController) {
      try scene.content.checkPush(controller, onto: navigationController.viewControllers)
      scene.content.setTransition(style, forNextPushOf: controller)
    }
    navigationController.pushViewController(controller, animated: animated)
  }

  // MARK: UINavigationControllerDelegate

  /// Tells ``delegate``.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    delegate?.navigationController?(
      navigationController, willShow: viewController, animated: animated)
  }

  /// The engine's stack follows UIKit's; then tells ``delegate``.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    _ = scene(for: navigationController)
    perform { scene in scene.content.toolkitStackChanged(navigationController.viewControllers) }
    delegate?.navigationController?(
      navigationController, didShow: viewController, animated: animated)
  }

  /// An animator for every push and pop, which runs it in the engine (`nil` for `.none`: UIKit's
  /// own).
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let engineOperation: TransitionOperation
    switch operation {
    case .push: engineOperation = .push
    case .pop: engineOperation = .pop
    case .none: return nil
    }
    guard scene(for: navigationController) != nil else { return nil }
    var token: Int?
    let view = navigationController.view
    perform { scene in
      let resized = scene.resize(toFit: view)
      let answer = scene.content.toolkitWillRun(
        engineOperation, from: fromVC, to: toVC, stack: navigationController.viewControllers)
      token = answer.token
      return resized + answer.actions
    }
    return ContextReceiver(controller: self, token: token)
  }

  /// The same animator as its interaction controller, for every run the engine mirrors; it
  /// starts interactive only while a finger drives the engine's run.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let animator = animationController as? ContextReceiver, animator.token != nil,
      let scene, scene.content.vendsInteractionController
    else { return nil }
    animator.wantsInteractiveStart = scene.content.wantsInteractiveStart
    return animator
  }

  // MARK: From the animator

  var transitionDuration: TimeInterval { scene?.content.transitionDuration ?? 0 }

  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) {
    var attached = false
    if scene != nil, let token, let from = context.viewController(forKey: .from)?.view,
      let to = context.viewController(forKey: .to)?.view
    {
      perform { scene in
        guard
          let actions = scene.content.toolkitAttached(
            kind, token: token, container: context.containerView, from: from, to: to)
        else { return [] }
        attached = true
        self.context = context
        runFrom = from
        runTo = to
        return actions
      }
    }
    if !attached { context.completeTransition(false) }
  }

  /// UIKit's transition ended (completed or cancelled): the engine's stack follows UIKit's.
  func transitionEnded() {
    guard let navigationController else { return }
    perform { scene in scene.content.toolkitStackChanged(navigationController.viewControllers) }
  }

  // MARK: Touches and actions

  private func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: TimeInterval) {
    guard let navigationController, scene(for: navigationController) != nil else { return }
    let view = navigationController.view
    perform { scene in
      let resized =
        phase == .began
        ? scene.resize(toFit: view)
        : []
      return resized
        + scene.send(
          id: finger, phase: phase, location: Point(x: point.x, y: point.y), mediaTime: time
        ).actions
    }
  }

  func perform(_ call: (MirroredNavigation<UIKitToolkit>) -> [BackendAction]) {
    runner?.performUntwinned(call)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  private func handle(_ action: BackendAction) {
    switch action {
    case .context(let command):
      guard let context else { return }
      if case .complete = command { self.context = nil }
      context.perform(command)
    case .pop: navigationController?.popViewController(animated: true)
    case .screenPlacement(let destination, let placement):
      if let view = destination ? runTo : runFrom { view.place(placement) }
    case .dismiss, .present, .child, .alongside, .focusPresented, .restoreFocus, .ended, .haptic,
      .announce, .accessibilityActionsChanged, .select,
      .prepareHaptic, .presentedSafeArea, .presentedContent, .renderServer:
      break  // a presentation's and a container's; the runner's (haptics, render server)
    }
  }
}

extension UIView {
  /// Shows a screen at its size at rest, scaled and masked as `placement` says: its size changes
  /// are drawn by a transform and a mask view, whose frame changes lay nothing out.
  fileprivate func place(_ placement: ScreenPlacement) {
    bounds = CGRect(x: 0, y: 0, width: placement.size.width, height: placement.size.height)
    center = CGPoint(x: placement.center.x, y: placement.center.y)
    transform3D = CATransform3D(placement.transform)
    guard let shape = placement.mask else {
      mask = nil
      return
    }
    let shown = mask ?? UIView(frame: .zero)
    shown.backgroundColor = .black
    shown.frame = CGRect(x: shape.minX, y: shape.minY, width: shape.width, height: shape.height)
    shown.layer.cornerRadius = placement.maskCornerRadius
    mask = shown
  }
}
