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
  HostedContextReceiving
{
  /// What a screen pushed without a transition of its own is pushed and popped with.
  public var transition: NavigationTransitionStyle {
    didSet {
      runs.set { [transition] in $0.setDefaultTransition(transition) }
    }
  }
  private weak var navigationController: UINavigationController?
  /// The app's own navigation delegate: it is told when a controller is about to be shown and
  /// has been shown (`willShow`, `didShow`), as if it were the navigation controller's. It was
  /// the navigation controller's delegate when the engine's transition was installed, and is
  /// again once it is removed. Held weakly.
  public weak var delegate: (any UINavigationControllerDelegate)?
  /// The scene's runner and its twin, the context, the pop's switch (shared with the tab bar's).
  let runs = HostedRuns<NavigationContent<UIKitToolkit>>()
  private var scene: MirroredNavigation<UIKitToolkit>? { runs.scene }
  private let toolkit = UIKitToolkit()
  /// The views of the run under way, from and to (placed when drawn scaled).
  private weak var runFrom: UIView?
  private weak var runTo: UIView?
  /// The forwarding recogniser on the navigation controller's view: the engine's pop gesture.
  private lazy var forwarder = runs.makeForwarder { [weak self] in self?.touch($0, $1, $2, $3) }

  init(transition: NavigationTransitionStyle) {
    self.transition = transition
    super.init()
  }

  /// The pan that drives the interactive pop, in place of UIKit's (see the type's
  /// documentation): coordinate your recognisers with it; disable it to disable the pop.
  public var interactivePopGestureRecognizer: UIGestureRecognizer { forwarder }

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
      self?.runs.set { $0.setPopGestureEnabled(enabled) }
    }
    navigationController.view.addGestureRecognizer(forwarder)
  }

  /// Gives UIKit its own pushes, pops and pop gesture back.
  func uninstall() {
    runs.stop()
    if let navigationController {
      if navigationController.delegate === self { navigationController.delegate = delegate }
      navigationController.interactivePopGestureRecognizer?.isEnabled = true
      navigationController.view.removeGestureRecognizer(forwarder)
    }
    navigationController = nil
  }

  /// The mirrored stack of `navigationController`, made the first time it has a root.
  private func scene(for navigationController: UINavigationController)
    -> MirroredNavigation<UIKitToolkit>?
  {
    if let scene { return scene }
    guard let root = navigationController.viewControllers.first else { return nil }
    let view = navigationController.view
    let (size, insets) = (Size(view.bounds.size), EdgeInsets(view.safeAreaInsets))
    let (style, reduce) = (transition, UIAccessibility.isReduceMotionEnabled)
    let made = MirroredNavigation(
      root: root, toolkit: toolkit, size: size, safeAreaInsets: insets, transition: style,
      reduceMotion: reduce)
    // The live scene's zooms only: a zoom's run is drawn scaled, never planned ahead.
    made.content.mirrorZoomSources(placedIn: { [weak navigationController] in
      navigationController?.view
    })
    // The twin the rest of a run is planned on (issue 30): a stack built alike over views
    // nobody shows; its screens stand for the same controllers (held weakly, as the scene's).
    let twin = HostedRuns.twin { [weak root] in
      MirroredNavigation(
        root: root ?? NSObject(), toolkit: UIKitToolkit(showsValues: false), size: size,
        safeAreaInsets: insets, transition: style, reduceMotion: reduce)
    }
    runs.start(
      made, twin: twin,
      hapticView: { [weak navigationController] in navigationController?.view }
    ) { [weak self] action in
      self?.handle(action)
    }
    let enabled = forwarder.isEnabled
    let stack = WeakObjects(navigationController.viewControllers)
    runs.perform { scene, _ in
      scene.content.setPopGestureEnabled(enabled)
      return stack.objects.map { scene.content.toolkitStackChanged($0) } ?? []
    }
    return made
  }

  func push(
    _ controller: UIViewController, transition style: NavigationTransitionStyle,
    on navigationController: UINavigationController, animated: Bool
  ) throws(NavigationError) {
    if let scene = scene(for: navigationController) {
      try scene.content.checkPush(controller, onto: navigationController.viewControllers)
      runs.set { [weak controller] in
        if let controller { $0.setTransition(style, forNextPushOf: controller) }
      }
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
    followStack(of: navigationController)
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
    let stack = WeakObjects(navigationController.viewControllers)
    let token = runs.willRun(in: navigationController.view) { [weak fromVC, weak toVC] scene in
      guard let fromVC, let toVC, let controllers = stack.objects else { return (nil, []) }
      return scene.content.toolkitWillRun(
        engineOperation, from: fromVC, to: toVC, stack: controllers)
    }
    return ContextReceiver(controller: self, token: token)
  }

  /// The same animator as its interaction controller, for every run the engine mirrors; it
  /// starts interactive only while a finger drives the engine's run.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    runs.interactionController(for: animationController)
  }

  // MARK: From the animator

  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) {
    // Before attaching: its actions place these views when the run is drawn scaled.
    runFrom = context.viewController(forKey: .from)?.view
    runTo = context.viewController(forKey: .to)?.view
    runs.attach(context, kind, token: token)
  }

  /// UIKit's transition ended (completed or cancelled): the engine's stack follows UIKit's.
  func transitionEnded() {
    guard let navigationController else { return }
    followStack(of: navigationController)
  }

  /// The engine's stack becomes `navigationController`'s (held weakly by the call).
  private func followStack(of navigationController: UINavigationController) {
    let stack = WeakObjects(navigationController.viewControllers)
    runs.perform { scene, _ in
      stack.objects.map { scene.content.toolkitStackChanged($0) } ?? []
    }
  }

  // MARK: Touches and actions

  private func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: TimeInterval) {
    guard let navigationController, scene(for: navigationController) != nil else { return }
    runs.touch(finger, phase, point, time, in: navigationController.view)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  private func handle(_ action: BackendAction) {
    switch action {
    case .context(let command): runs.tell(command)
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
