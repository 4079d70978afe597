import Motion
import QuartzCore
import Stage
import Transitions
import TransitionsBackend
import UIKit

/// The glue a container controller's transition shares, whatever hosts it (a
/// `UINavigationController`'s delegate, a `UITabBarController`'s, ``TransitionContainerViewController``):
/// the scene's runner with its planning twin (issue 30: the rest of a run committed to the render
/// server after a lift and after a button's run began), the engine's gestures switched at
/// runtime, the forwarded touches, and for a toolkit that runs its own transition context (a
/// navigation or tab bar controller) the interaction controller it gets and the context it hands
/// over.
@MainActor
final class HostedRuns<Content: HostedContent> where Content.Toolkit == UIKitToolkit {
  /// The runner of the scene, once made (``start(_:twin:hapticView:handle:)``).
  private(set) var runner: SceneRunner<Content>?
  /// The toolkit's context of the run under way (a navigation or tab bar controller's).
  var context: (any UIViewControllerContextTransitioning)?
  /// The gestures switched on or off before the scene was made, applied when it is.
  private var interactive: [(operation: TransitionOperation, enabled: Bool)] = []

  var scene: MirroredScene<Content>? { runner?.scene }

  /// A twin made by `make` (a scene built alike, over `UIKitToolkit(showsValues: false)`), with
  /// stand-ins at the real views' frames.
  static func twin(_ make: @escaping @MainActor () -> MirroredScene<Content>)
    -> PlanningTwin<Content>
  {
    PlanningTwin(make: make, standIn: { real in UIView(frame: real.frame) })
  }

  /// Runs `scene` with `twin` (every call made on both), handing each action to `handle`; the
  /// gestures switched before apply now.
  func start(
    _ scene: MirroredScene<Content>, twin: PlanningTwin<Content>?,
    hapticView: @escaping @MainActor () -> UIView?,
    handle: @escaping @MainActor (BackendAction) -> Void
  ) {
    runner?.stop()
    runner = SceneRunner(scene: scene, twin: twin, hapticView: hapticView, handle: handle)
    for (operation, enabled) in interactive {
      set { $0.setInteractive(enabled, for: operation) }
    }
  }

  /// Stops the display link and lets the scene go.
  func stop() {
    runner?.stop()
    runner = nil
  }

  /// Makes `call` on the scene and its twin (``SceneRunner/perform(inToolkitAnimation:commits:_:)``).
  func perform(commits: Bool = false, _ call: @escaping SceneRunner<Content>.Call) {
    runner?.perform(commits: commits, call)
  }

  /// Switches the gestures of `operation` on or off, now and for a scene made later.
  func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    interactive.removeAll { $0.operation == operation }
    interactive.append((operation, enabled))
    set { $0.setInteractive(enabled, for: operation) }
  }

  /// Changes a setting of the content, on the scene and its twin (no actions).
  func set(_ change: @escaping @MainActor (Content) -> Void) {
    perform { scene, _ in
      change(scene.content)
      return []
    }
  }

  /// A recogniser that hands real touches to `touch` (the host's, which makes its scene first
  /// when it has none) and begins, cancelling the views' own touches, once the engine's gestures
  /// claim them.
  func makeForwarder(
    _ touch: @escaping @MainActor (Int, TouchPhase, CGPoint, TimeInterval) -> Void
  ) -> TouchForwardingRecognizer {
    TouchForwardingRecognizer(
      forward: touch, engineClaims: { [weak self] in self?.scene?.engineClaimsTouches ?? false })
  }

  /// The toolkit asks for the animator of a run (UIKit's `animationControllerFor`): the scene,
  /// resized to `view` first, runs it (`run`) and answers with its token (`nil`: refused).
  func willRun(
    in view: UIView,
    _ run: @escaping @MainActor (MirroredScene<Content>) -> (token: Int?, actions: [BackendAction])
  ) -> Int? {
    guard let runner else { return nil }
    let (size, insets) = (Size(view.bounds.size), EdgeInsets(view.safeAreaInsets))
    return runner.perform(answering: { scene, _ in
      let resized = scene.resize(to: size, safeAreaInsets: insets)
      let answer = run(scene)
      return (answer.token, resized + answer.actions)
    })
  }

  /// A real touch at `point` in `view`'s coordinates, the scene first resized to `view` when a
  /// finger lands; a lift may leave the run to itself (committed).
  func touch(
    _ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: TimeInterval, in view: UIView
  ) {
    let size = Size(view.bounds.size)
    let insets = EdgeInsets(view.safeAreaInsets)
    let location = Point(x: point.x, y: point.y)
    perform(commits: phase == .ended || phase == .cancelled) { scene, _ in
      let resized = phase == .began ? scene.resize(to: size, safeAreaInsets: insets) : []
      return resized
        + scene.send(id: finger, phase: phase, location: location, mediaTime: time).actions
    }
  }
}

extension HostedRuns where Content: ToolkitRunContent {
  /// The same animator as its interaction controller, for every run the engine mirrors; it
  /// starts interactive only while a finger drives the engine's run (a button's run undriven
  /// until a finger catches it).
  func interactionController(for animationController: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    guard let animator = animationController as? ContextReceiver, animator.token != nil,
      let scene, scene.content.vendsInteractionController
    else { return nil }
    let startsDriven = scene.content.wantsInteractiveStart
    animator.wantsInteractiveStart = startsDriven
    return animator
  }

  var transitionDuration: TimeInterval { scene?.content.transitionDuration ?? 0 }

  /// UIKit handed over `context` for the engine's run `token`: its views show the engine's from
  /// now on, and the rest of a run no finger drives is committed. A context the engine refuses
  /// is completed at once, cancelled.
  ///
  /// - Returns: the real views the run goes from and to, when attached.
  @discardableResult
  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) -> (from: UIView, to: UIView)? {
    guard let runner, let token, let from = context.viewController(forKey: .from)?.view,
      let to = context.viewController(forKey: .to)?.view
    else {
      context.completeTransition(false)
      return nil
    }
    let container = context.containerView
    self.context = context  // before the call: its actions are told to this context
    let attached = runner.perform(
      commits: true,
      answering: {
        [weak container, weak from, weak to] scene, view in
        guard let container, let from, let to,
          let actions = scene.content.toolkitAttached(
            kind, token: token, container: view(container), from: view(from), to: view(to))
        else { return (false, [BackendAction]()) }
        return (true, actions)
      })
    guard attached else {
      self.context = nil
      context.completeTransition(false)
      return nil
    }
    return (from, to)
  }

  /// Tells the context of the run under way `command`, as the handshake decided it.
  func tell(_ command: TransitionHandshake.Command) {
    guard let context else { return }
    if case .complete = command { self.context = nil }
    context.perform(command)
  }
}

/// A host whose animator (a ``ContextReceiver``) hands UIKit's context to its ``HostedRuns``: a
/// navigation stack's delegate, a tab bar controller's.
@MainActor
protocol HostedContextReceiving: ContextReceiving {
  associatedtype Content: ToolkitRunContent where Content.Toolkit == UIKitToolkit
  var runs: HostedRuns<Content> { get }
}

extension HostedContextReceiving {
  var transitionDuration: TimeInterval { runs.transitionDuration }

  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) {
    runs.attach(context, kind, token: token)
  }
}

/// Objects held weakly (controllers, views), for a call the planning twin's journal keeps
/// (issue 30): `nil` once one of them is gone.
@MainActor
struct WeakObjects<Object: AnyObject> {
  private let entries: [WeakReference<Object>]

  init(_ objects: [Object]) {
    entries = objects.map { WeakReference($0) }
  }

  var objects: [Object]? {
    let alive = entries.compactMap(\.value)
    return alive.count == entries.count ? alive : nil
  }
}
