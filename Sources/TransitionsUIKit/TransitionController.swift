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
  var runner: SceneRunner<PresentationContent<UIKitToolkit>>?
  /// The scene mirroring the presentation, from the presentation (or the presentation gesture)
  /// on, until the dismissal completes.
  var scene: MirroredPresentation<UIKitToolkit>? { runner?.scene }
  let toolkit = UIKitToolkit()
  var context: (any UIViewControllerContextTransitioning)?
  var alongside: [Int: UIViewPropertyAnimator] = [:]
  /// The alongside animators scrubbed from a committed plan's progress at display frames.
  lazy var alongsideScrubbing = AlongsideScrubbing(
    scene: { [weak self] in self?.presented?.viewIfLoaded?.window?.windowScene })
  var focusBefore: Any?
  /// The presented controller's own `additionalSafeAreaInsets`, before the engine adds to them.
  var appSafeArea: UIEdgeInsets?
  var keyboardObservation: KeyboardObservation?
  /// The sheet's VoiceOver actions offered; the directions switched off (kept for a new scene).
  var detentActions: [UIAccessibilityCustomAction] = []
  /// The shade's VoiceOver actions offered ("Open shade", "Close shade").
  var shadeActions: [UIAccessibilityCustomAction] = []
  var nonInteractive: Set<TransitionOperation> = []
  /// The presentation gesture's recogniser, while installed on the presenter's view.
  weak var presentationForwarder: UIGestureRecognizer?
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
  weak var mirrored: UIScrollView?
  /// The recogniser on UIKit's container that forwards its touches to the scene.
  weak var forwarder: TouchForwardingRecognizer?

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
    // The scene's transition decides, for an asymmetric presentation the dismissal's: a drag
    // that began `.card().dismissing(with: .slide())`'s slide starts it interactive
    // (DismissalGlueDecisionTests).
    let interactive = scene?.content.wantsInteractiveStart ?? false
    receiver.wantsInteractiveStart = interactive
    return receiver
  }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    EnginePresentationController(
      presentedViewController: presented, presenting: presenting, controller: self)
  }

  // MARK: From the presentation controller and the context receiver

  /// Lets a pan on `view` (the presenter's) present, as the transition's presentation gesture
  /// says; the scene then lives as long as this controller (kept by the presenter).
  func installPresentationGesture(on view: UIView) {
    let runner = makeRunner(size: view.bounds.size, safeArea: view.safeAreaInsets)
    let installed = runner.perform(answering: { scene, _ in
      (scene.content.installPresentationInteraction(), [BackendAction]())
    })
    guard installed else { return }
    let forwarder = runner.makeForwarder()
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? false }
    view.addGestureRecognizer(forwarder)
    presentationForwarder = forwarder
    offerShadeActions()  // "Open shade" on the presenter
  }

  /// Takes the presentation gesture off the presenter's view.
  func removePresentationGesture() {
    guard let presentationForwarder else { return }
    withdrawShadeActions(from: presentationForwarder.view)
    presentationForwarder.view?.removeGestureRecognizer(presentationForwarder)
    self.presentationForwarder = nil
  }

  private func makeRunner(
    size: CGSize, safeArea: UIEdgeInsets
  ) -> SceneRunner<PresentationContent<UIKitToolkit>> {
    if let runner { return runner }
    let reduce = reduceMotion ?? UIAccessibility.isReduceMotionEnabled
    let scene = MirroredPresentation(
      style: style, toolkit: toolkit, size: Size(size), safeAreaInsets: EdgeInsets(safeArea),
      reduceMotion: reduce)
    // A zoom's source twin hides and shows the real source view: a twin scene would too, ahead
    // of time; a zoom's runs play frame by frame.
    let zoomSource = scene.content.mirrorZoomSource()
    toolkit.arrowTriangle = { [weak scene] in scene?.content.popoverArrowTriangle }
    let runner = SceneRunner(
      scene: scene, twin: zoomSource == nil ? Self.twin(of: style, size, safeArea, reduce) : nil,
      hapticView: { [weak self] in self?.presented?.viewIfLoaded ?? self?.presenter?.viewIfLoaded }
    ) { [weak self] action in
      self?.handle(action)
    }
    runner.reduceMotion = reduceMotion
    runner.afterEachRun = { [weak self] in self?.publishProgress() }
    self.runner = runner
    for operation in nonInteractive {
      perform { scene, _ in
        scene.content.setInteractive(false, for: operation)
        return []
      }
    }
    toolkit.dimmingActivated = { [weak self] in self?.dismissForAccessibility() ?? false }
    keyboardObservation = KeyboardObservation(
      view: { [weak self] in self?.containerView ?? self?.presenter?.view },
      deliver: { [weak self] notification in self?.keyboardWillChange(notification) })
    return runner
  }

  /// The keyboard will change: the scene's keyboard follows (``TransitionsBackend/KeyboardFeed``
  /// decides; a notification with a bad value changes nothing).
  private func keyboardWillChange(_ notification: KeyboardNotification) {
    perform { scene, _ in (try? scene.keyboardWillChangeFrame(notification)) ?? [] }
  }

  func willPresent(_ presentation: EnginePresentationController, animated: Bool) {
    guard let container = presentation.containerView else { return }
    let runner = makeRunner(size: container.bounds.size, safeArea: container.safeAreaInsets)
    let scene = runner.scene
    containerView = container
    focusBefore = UIAccessibility.focusedElement(using: .notificationVoiceOver)
    appSafeArea = presentation.presentedViewController.additionalSafeAreaInsets
    let forwarder = runner.makeForwarder()
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? false }
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
    // (TransitionsBackend's ScreenReaderModality). Not for an overlay (a toast): what is behind
    // it stays readable.
    container.accessibilityViewIsModal = !scene.content.isOverlay
    invalidateContentHeight(animated: false)  // a sheet's fitting detent, before it opens
    presentation.wrapper.escape = { [weak self] in self?.dismissForAccessibility() ?? false }
    let wrapper = presentation.wrapper
    let presenterView = presentation.presentingViewController.view
    perform { [weak container, weak wrapper, weak presenterView] scene, view in
      guard let container, let wrapper, let presenterView else { return [] }
      return scene.content.toolkitWillPresent(
        container: view(container), presentedView: view(wrapper),
        presenterView: view(presenterView), animated: animated)
    }
  }

  func willDismiss(animated: Bool) {
    perform { scene, _ in scene.content.toolkitWillDismiss(animated: animated) }
    onWillDismiss?()
  }

  func didEnd(_ completed: Bool) {
    let operation = scene?.content.toolkitOperation
    perform { scene, _ in scene.content.toolkitDidEnd(completed: completed) }
    if let operation { onDidEnd?(operation, completed) }
  }

  /// The container changes size (a rotation): inside UIKit's rotation animation (`animated`),
  /// the views follow it.
  func resize(to size: CGSize, safeArea: UIEdgeInsets, animated: Bool) {
    perform(inToolkitAnimation: animated) { scene, _ in
      scene.resize(to: Size(size), safeAreaInsets: EdgeInsets(safeArea))
    }
  }

  /// UIKit laid the container out: its size and safe area, then every value set again (UIKit may
  /// have set the presented view's frame under the engine's transform).
  func containerDidLayout(size: CGSize, safeArea: UIEdgeInsets) {
    perform { scene, _ in
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
    // Attached, a run a button started is left to itself: committed.
    perform(commits: true) { scene, _ in scene.content.toolkitAttached(kind) }
  }

  var transitionDuration: TimeInterval { scene?.content.transitionDuration ?? 0 }

  func transitionEnded() {}
}
