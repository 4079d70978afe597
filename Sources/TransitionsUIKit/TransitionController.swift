import Motion
import QuartzCore
import Stage
public import Transitions
package import TransitionsBackend
public import UIKit

/// The transitioning delegate of one presented controller (seed 001's "transition manager"):
/// it vends UIKit's objects and carries out what the engine's mirrored scene
/// (``TransitionsBackend/MirroredPresentation``) decides. The presented controller keeps it
/// (``UIKit/UIViewController/present(_:transition:animated:completion:)``); UIKit holds it
/// weakly.
@MainActor
public final class TransitionController: NSObject, UIViewControllerTransitioningDelegate,
  ContextReceiving
{
  /// The transition presented and dismissed.
  public let style: TransitionStyle
  weak var presented: UIViewController?
  weak var presenter: UIViewController?
  private var runner: SceneRunner<PresentationContent<UIKitToolkit>>?
  /// The scene mirroring the presentation, from the presentation (or the presentation gesture)
  /// on, until the dismissal completes.
  var scene: MirroredPresentation<UIKitToolkit>? { runner?.scene }
  private let toolkit = UIKitToolkit()
  private var context: (any UIViewControllerContextTransitioning)?
  private var alongside: [Int: UIViewPropertyAnimator] = [:]
  private var focusBefore: Any?
  /// The presented controller's own `additionalSafeAreaInsets`, before the engine adds to them.
  private var appSafeArea: UIEdgeInsets?
  private var keyboardObservation: KeyboardObservation?
  /// The presentation gesture's recogniser, while installed on the presenter's view.
  private weak var presentationForwarder: UIGestureRecognizer?
  /// UIKit's transition container, once the presentation began: the view the scene mirrors.
  private weak var containerView: UIView?

  /// A scroll view inside the presented controller's view whose drag hands off to the
  /// dismissal at its top (the sheet's scroll hand-off). The engine scrolls it from the start
  /// of the presentation; it stays enabled (indicators, refresh control, VoiceOver's scrolling
  /// and scroll-to-top keep working), and its own scrolling is undone while the engine owns the
  /// motion (``TransitionsBackend/PresentationContent/toolkitScrollViewMoved(to:)``). Set it in
  /// the presented controller's `viewDidLoad` (`transitionController?.scrollView = list`).
  public weak var scrollView: UIScrollView? {
    didSet { mirrorScrollView() }
  }
  private weak var mirrored: UIScrollView?
  /// The recogniser on UIKit's container that forwards its touches to the scene.
  private weak var forwarder: TouchForwardingRecognizer?

  /// For a declarative front end (the SwiftUI modifier): UIKit's transitions as they begin and
  /// end, and the ``TransitionsBackend/PresentationProgress`` after every frame and event.
  package var onWillDismiss: (@MainActor () -> Void)?
  package var onDidEnd: (@MainActor (TransitionOperation, Bool) -> Void)?
  package var onProgress: (@MainActor (PresentationProgress) -> Void)?
  /// Reduce Motion as the front end's environment says (SwiftUI's `accessibilityReduceMotion`);
  /// `nil`: UIKit's `UIAccessibility.isReduceMotionEnabled`, followed as it changes.
  package var reduceMotion: Bool? {
    didSet { runner?.reduceMotion = reduceMotion }
  }

  init(style: TransitionStyle) {
    self.style = style
    super.init()
  }

  // MARK: UIViewControllerTransitioningDelegate

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    ContextReceiver(controller: self)
  }

  public func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    ContextReceiver(controller: self)
  }

  /// Always the animator itself, so that a finger can catch any presentation: it starts
  /// interactive only while a finger drives the engine's (the presentation gesture).
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    vend(animator)
  }

  /// Always the animator itself, so that a finger can catch any dismissal: it starts interactive
  /// only while a finger drives the engine's (a drag that began it, seeds 000 and 001).
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    vend(animator)
  }

  /// The animator as the interaction controller, starting interactive as the scene decides
  /// (``TransitionsBackend/PresentationContent/wantsInteractiveStart``).
  private func vend(
    _ animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let receiver = animator as? ContextReceiver else { return nil }
    receiver.wantsInteractiveStart = scene?.content.wantsInteractiveStart ?? false
    return receiver
  }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    EnginePresentationController(
      presentedViewController: presented, presenting: presenting, controller: self)
  }

  // MARK: Alongside animations

  /// Animates the app's views alongside the transition under way, in UIKit's shape: the block
  /// runs in a paused `UIViewPropertyAnimator` scrubbed to the engine's progress each frame,
  /// finished at the end, or run back when the transition is cancelled. Returns `false` (and
  /// runs nothing) when no transition is under way.
  @discardableResult
  public func animate(
    alongsideTransition animation: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    guard let token = scene?.content.addAlongsideAnimation() else { return false }
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: animation)
    if let completion { animator.addCompletion { position in completion(position == .end) } }
    animator.pauseAnimation()
    alongside[token] = animator
    return true
  }

  // MARK: From the presentation controller and the context receiver

  /// Lets a pan on `view` (the presenter's) present, as the transition's presentation gesture
  /// says; the scene then lives as long as this controller (kept by the presenter).
  func installPresentationGesture(on view: UIView) {
    let runner = makeRunner(size: view.bounds.size, safeArea: view.safeAreaInsets)
    guard runner.scene.content.installPresentationInteraction() else { return }
    let forwarder = runner.makeForwarder()
    view.addGestureRecognizer(forwarder)
    presentationForwarder = forwarder
  }

  /// Takes the presentation gesture off the presenter's view.
  func removePresentationGesture() {
    guard let presentationForwarder else { return }
    presentationForwarder.view?.removeGestureRecognizer(presentationForwarder)
    self.presentationForwarder = nil
  }

  private func makeRunner(
    size: CGSize, safeArea: UIEdgeInsets
  ) -> SceneRunner<PresentationContent<UIKitToolkit>> {
    if let runner { return runner }
    let scene = MirroredPresentation(
      style: style, toolkit: toolkit, size: Size(size), safeAreaInsets: EdgeInsets(safeArea),
      reduceMotion: reduceMotion ?? UIAccessibility.isReduceMotionEnabled)
    let runner = SceneRunner(
      scene: scene,
      hapticView: { [weak self] in self?.presented?.viewIfLoaded ?? self?.presenter?.viewIfLoaded }
    ) { [weak self] action in
      self?.handle(action)
    }
    runner.reduceMotion = reduceMotion
    self.runner = runner
    scene.content.mirrorZoomSource()
    toolkit.dimmingActivated = { [weak self] in self?.dismissForAccessibility() ?? false }
    keyboardObservation = KeyboardObservation(
      view: { [weak self] in self?.containerView ?? self?.presenter?.view },
      deliver: { [weak self] notification in self?.keyboardWillChange(notification) })
    return runner
  }

  /// The keyboard will change: the scene's keyboard follows (``TransitionsBackend/KeyboardFeed``
  /// decides; a notification with a bad value changes nothing).
  private func keyboardWillChange(_ notification: KeyboardNotification) {
    perform { scene in (try? scene.keyboardWillChangeFrame(notification)) ?? [] }
  }

  func willPresent(_ presentation: EnginePresentationController, animated: Bool) {
    guard let container = presentation.containerView else { return }
    let runner = makeRunner(size: container.bounds.size, safeArea: container.safeAreaInsets)
    let scene = runner.scene
    containerView = container
    focusBefore = UIAccessibility.focusedElement(using: .notificationVoiceOver)
    appSafeArea = presentation.presentedViewController.additionalSafeAreaInsets
    let forwarder = runner.makeForwarder()
    forwarder.willForwardTouchDown = { [weak self] in self?.scrollViewMoved() }
    container.addGestureRecognizer(forwarder)
    self.forwarder = forwarder
    // Touches the scene does not take (above an undimmed detent) reach the presenter.
    let floor = PassThroughView(frame: container.bounds)
    floor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    floor.target = presentation.presentingViewController.view
    floor.passesThrough = { [weak self] point in
      self?.scene?.content.passesTouchThrough(at: Point(x: point.x, y: point.y)) ?? false
    }
    container.insertSubview(floor, at: 0)
    // The presented controller decides the status bar when it is under it.
    presentation.presentedViewController.modalPresentationCapturesStatusBarAppearance =
      scene.content.capturesStatusBarAppearance
    mirrorScrollView()
    // The container is modal: its siblings, the presenter's views, are hidden from the screen
    // reader; the dimming view and the presented view both answer the escape gesture
    // (TransitionsBackend's ScreenReaderModality).
    container.accessibilityViewIsModal = true
    presentation.wrapper.escape = { [weak self] in self?.dismissForAccessibility() ?? false }
    perform { _ in
      scene.content.toolkitWillPresent(
        container: container, presentedView: presentation.wrapper,
        presenterView: presentation.presentingViewController.view, animated: animated)
    }
  }

  private func mirrorScrollView() {
    guard let scene, let scrollView, mirrored !== scrollView, let content = presented?.view
    else { return }
    mirrored = scrollView
    // Read in the same event as UIKit's own scrolling (a target of its pan, as FloatingPanel).
    scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollViewPanned))
    forwarder?.registeredScrollView = scrollView
    let inset = scrollView.adjustedContentInset
    perform { _ in
      scene.content.mirrorScrollView(
        scrollView, frame: Rect(scrollView.convert(scrollView.bounds, to: content)),
        contentSize: Size(scrollView.contentSize),
        contentInset: EdgeInsets(inset),
        contentOffset: Point(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y)
      ).actions
    }
  }

  @objc private func scrollViewPanned() {
    scrollViewMoved()
  }

  /// The registered scroll view's offset, as UIKit has it now, told to the scene: put back
  /// where the engine owns the motion, adopted by the engine where it is at rest.
  private func scrollViewMoved() {
    guard let scene, let scrollView = mirrored else { return }
    let offset = scrollView.contentOffset
    let decision = scene.content.toolkitScrollViewMoved(to: Point(x: offset.x, y: offset.y))
    switch decision {
    case .restore(let engine):
      // `animated: false` also stops UIKit's own deceleration.
      scrollView.setContentOffset(CGPoint(x: engine.x, y: engine.y), animated: false)
    case .inStep, .adopted: break
    }
  }

  func willDismiss(animated: Bool) {
    perform { scene in scene.content.toolkitWillDismiss(animated: animated) }
    onWillDismiss?()
  }

  func didEnd(_ completed: Bool) {
    let operation = scene?.content.toolkitOperation
    perform { scene in scene.content.toolkitDidEnd(completed: completed) }
    if let operation { onDidEnd?(operation, completed) }
  }

  /// The container changes size (a rotation): inside UIKit's rotation animation (`animated`),
  /// the views follow it.
  func resize(to size: CGSize, safeArea: UIEdgeInsets, animated: Bool) {
    perform(inToolkitAnimation: animated) { scene in
      scene.resize(to: Size(size), safeAreaInsets: EdgeInsets(safeArea))
    }
  }

  /// UIKit laid the container out: its size and safe area, then every value set again (UIKit may
  /// have set the presented view's frame under the engine's transform).
  func containerDidLayout(size: CGSize, safeArea: UIEdgeInsets) {
    perform { scene in
      scene.resize(to: Size(size), safeAreaInsets: EdgeInsets(safeArea))
        + scene.toolkitDidLayout()
    }
  }

  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) {
    guard scene != nil else { return context.completeTransition(false) }
    self.context = context
    perform { scene in scene.content.toolkitAttached(kind) }
  }

  var transitionDuration: TimeInterval { scene?.content.transitionDuration ?? 0 }

  func transitionEnded() {}

  // MARK: Actions

  private func dismissForAccessibility() -> Bool {
    guard scene?.content.accessibilityDismisses == true, let presented else { return false }
    presented.dismiss(animated: true)
    return true
  }

  /// Makes `call` on the scene through the runner (implicit animation off, the display link
  /// started or stopped after it), then tells the front end the progress.
  private func perform(
    inToolkitAnimation: Bool = false,
    _ call: (MirroredPresentation<UIKitToolkit>) -> [BackendAction]
  ) {
    guard let runner else { return }
    runner.perform(inToolkitAnimation: inToolkitAnimation, call)
    onProgress?(scene?.content.progress ?? .dismissed)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  private func handle(_ action: BackendAction) {
    switch action {
    case .context(let command): tell(command)
    case .dismiss: presented?.dismiss(animated: true)
    case .present:
      if let presented, presented.presentingViewController == nil {
        presenter?.present(presented, animated: true)
      }
    case .alongside(.scrub(let token, let fraction)):
      alongside[token]?.fractionComplete = CGFloat(fraction)
    case .alongside(.finish(let token, let atEnd)):
      alongside[token]?.stopAnimation(false)
      alongside.removeValue(forKey: token)?.finishAnimation(at: atEnd ? .end : .start)
    case .focusPresented:
      UIAccessibility.post(notification: .screenChanged, argument: presented?.view)
    case .restoreFocus: UIAccessibility.post(notification: .screenChanged, argument: focusBefore)
    case .ended: end()
    case .pop, .child, .screenPlacement: break  // a navigation stack's and a container's
    case .haptic, .prepareHaptic, .renderServer: break  // the runner's
    case .presentedContent(let placement):
      // Laid out once at its size at rest; scaled and clipped while the frame changes size.
      guard let content = presented?.viewIfLoaded else { return }
      content.bounds = CGRect(
        x: 0, y: 0, width: placement.size.width, height: placement.size.height)
      content.center = CGPoint(x: placement.center.x, y: placement.center.y)
      var scale = Matrix3D()
      scale.m11 = placement.scale
      scale.m22 = placement.scale
      content.transform3D = CATransform3D(scale)
      content.superview?.clipsToBounds = placement.clips
    case .presentedSafeArea(let insets):
      guard let presented, let app = appSafeArea else { return }
      presented.additionalSafeAreaInsets = UIEdgeInsets(
        top: app.top + insets.top, left: app.left + insets.left, bottom: app.bottom + insets.bottom,
        right: app.right + insets.right)
    }
  }

  private func tell(_ command: TransitionHandshake.Command) {
    guard let context else { return }
    if case .complete = command { self.context = nil }
    context.perform(command)
  }

  private func end() {
    mirrored?.panGestureRecognizer.removeTarget(self, action: #selector(scrollViewPanned))
    if let appSafeArea { presented?.additionalSafeAreaInsets = appSafeArea }
    appSafeArea = nil
    runner?.stop()
    runner = nil
    context = nil
    alongside.removeAll()
    keyboardObservation?.stop()
    keyboardObservation = nil
  }
}

/// UIKit's animator and its interaction controller, one object: it only hands the context to its
/// controller (a ``TransitionController``, a ``NavigationTransitionController``) with the engine
/// run's `token`; the engine animates.
///
/// It is vended as the interaction controller for every transition, with `wantsInteractiveStart`
/// `false` unless a finger already drives the engine's run, and it is interruptible
/// (`interruptibleAnimator(using:)`): Apple documents that a transition that "starts off as
/// noninteractive may become interactive later if it implements" that method, and UIKit ignores
/// touches meant for a transition run without an interaction controller. Transmission vends its
/// animator the same way (`PresentationLinkAdapter.interactionControllerForPresentation`).
@MainActor
final class ContextReceiver: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerInteractiveTransitioning
{
  private weak var controller: (any ContextReceiving)?
  /// The engine's run this context belongs to, for a controller whose scene gives one (`nil`:
  /// none, or refused).
  let token: Int?
  /// UIKit's `wantsInteractiveStart`: set when vended as the interaction controller.
  var wantsInteractiveStart = true
  /// The one interruptible animator of this transition (it animates nothing: the engine moves
  /// the views).
  private var interruptible: UIViewPropertyAnimator?

  init(controller: any ContextReceiving, token: Int? = nil) {
    self.controller = controller
    self.token = token
    super.init()
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    controller?.transitionDuration ?? 0
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let controller else { return transitionContext.completeTransition(false) }
    controller.attach(transitionContext, .animated, token: token)
  }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let controller else { return transitionContext.completeTransition(false) }
    controller.attach(
      transitionContext, wantsInteractiveStart ? .interactive : .interruptible, token: token)
  }

  /// The same animator for the whole transition, as Apple requires; it animates nothing, and
  /// nothing completes the transition when it ends: the engine's outcome does
  /// (``TransitionsBackend/TransitionHandshake``).
  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    if let interruptible { return interruptible }
    let made = UIViewPropertyAnimator(
      duration: max(controller?.transitionDuration ?? 0, 0.01), curve: .linear)
    interruptible = made
    return made
  }

  /// After the context completed (a navigation controller's cancelled pop sends no `didShow`).
  func animationEnded(_ transitionCompleted: Bool) {
    controller?.transitionEnded()
  }
}

/// What a ``ContextReceiver`` hands UIKit's context to.
@MainActor
protocol ContextReceiving: AnyObject {
  /// The non-interactive duration of the run under way, for `transitionDuration(using:)`.
  var transitionDuration: TimeInterval { get }
  /// UIKit handed over `context`, as `kind`, for the engine's run `token`.
  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?)
  /// UIKit's transition ended.
  func transitionEnded()
}

extension Size {
  init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

extension Rect {
  init(_ rect: CGRect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}
