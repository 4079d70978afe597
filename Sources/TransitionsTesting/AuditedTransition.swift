import Motion
import Stage
import Transitions

/// What the law checker saw a transition do from the inside: how often each of its runs was
/// completed.
@MainActor
final class TransitionAudit {
  /// Per run (one context each), how many times `completeTransition` was called.
  var completions: [Int] = []
  /// The transition's `progressAxis` for each operation.
  var axes: [TransitionOperation: Vector] = [:]
  /// What runs that take the transition away left in their container, described.
  var leftovers: [String] = []
  /// The views the transition put in its container without listing them, by name, in the
  /// order first seen.
  var unlisted: [String] = []
  /// Per container a run has used, what it held before the first run in it began (the
  /// controllers' views the machinery put there, the navigation controller's own views).
  private var baselines: [(container: View, views: [View])] = []

  /// What the transition says of its moving view's size during a run.
  var sizeChanges = SizeChanges.none

  /// Notes `transition`'s `progressAxis` for every operation, and its size changes.
  func noteAxes(of transition: any ScreenTransition) {
    for operation in TransitionOperation.allCases {
      axes[operation] = transition.progressAxis(for: operation)
    }
    sizeChanges = transition.movingViewSizeChanges
  }

  /// Before the transition's `transitionWillBegin`: remembers what the container holds, the
  /// first time a run uses it.
  func willBegin(_ context: any TransitionContext) {
    let container = context.containerView
    if !baselines.contains(where: { $0.container === container }) {
      baselines.append((container, container.subviews))
    }
  }

  /// After the transition's `transitionWillBegin` or `transitionDidEnd`: notes the views the
  /// transition added that it does not list, and, when the run has ended (`ended` is whether it
  /// completed), what it left behind (``noteLeftovers(_:listed:completed:removeIn:)``).
  func look(
    _ context: any TransitionContext, listed: [(role: ViewRole, view: View)], ended: Bool? = nil
  ) {
    for view in added(in: context) where !listed.contains(where: { $0.view === view }) {
      let name = Self.name(of: view, listed: listed)
      if !unlisted.contains(name) { unlisted.append(name) }
    }
    guard let completed = ended else { return }
    noteLeftovers(context, listed: listed, completed: completed, removeIn: "transitionDidEnd")
  }

  /// After a run has ended: when it took the transition away (a completed dismiss or pop, a
  /// cancelled present or push, any tab switch, completed or cancelled: between switches a tab
  /// shows only its child), notes what the transition left in the container, with where the
  /// transition should have removed it (`removeIn`).
  func noteLeftovers(
    _ context: any TransitionContext, listed: [(role: ViewRole, view: View)], completed: Bool,
    removeIn: String
  ) {
    let added = added(in: context)
    let operation = context.operation
    let takesAway =
      switch operation {
      case .select: true
      case .dismiss, .pop: completed
      case .present, .push: !completed
      }
    guard takesAway, !added.isEmpty else { return }
    let run = "\(completed ? "completed" : "cancelled") \(operation.rawValue)"
    leftovers.append(
      "after a \(run), the container still holds "
        + added.map { Self.describe($0, listed: listed) }.joined(separator: ", ")
        + ", which the transition added (remove it in \(removeIn))")
  }

  /// The views in the run's container that neither were there before the first run in it nor
  /// are the run's controllers' views: the ones the transition added.
  private func added(in context: any TransitionContext) -> [View] {
    let container = context.containerView
    let baseline = baselines.first { $0.container === container }?.views ?? []
    let controllers = [TransitionContextKey.from, .to].compactMap {
      context.viewController(forKey: $0)?.view
    }
    return container.subviews.filter { view in
      !baseline.contains { $0 === view } && !controllers.contains { $0 === view }
    }
  }

  /// A view as a message names it: its role when listed, else as the timeline's unlisted role
  /// would (by its name), with its frame and alpha.
  static func describe(_ view: View, listed: [(role: ViewRole, view: View)]) -> String {
    "\(name(of: view, listed: listed)) (frame \(view.frame), alpha \(view.alpha))"
  }

  /// A view's listed role, or `unlisted-` and its name, or that it has neither.
  static func name(of view: View, listed: [(role: ViewRole, view: View)]) -> String {
    if let role = listed.first(where: { $0.view === view })?.role { return role.rawValue }
    if let name = view.name, !name.isEmpty { return ViewRole.unlisted(name).rawValue }
    return "an unnamed, unlisted view"
  }

  /// `inner`'s animator for a new run: the one place a run is completed from, so it gets a
  /// counting context (which it holds, and nothing else does, so the run's lifetime is
  /// unchanged).
  func animator(
    of inner: any AnimatedTransitioning, using context: any TransitionContext
  ) throws -> TransitionAnimator {
    completions.append(0)
    let counting = AuditedContext(context, audit: self, run: completions.count - 1)
    return try inner.interruptibleAnimator(using: counting)
  }
}

/// A modal transition wrapped so that the law checker can watch it: every requirement is passed
/// to the wrapped one (what modal and navigation transitions share, by
/// ``AuditedScreenTransition``), and the context its animator runs with counts its completions.
@MainActor
final class AuditedTransition: AuditedScreenTransition, ModalTransition {
  let inner: any ModalTransition
  init(_ inner: any ModalTransition, audit: TransitionAudit) {
    self.inner = inner
    super.init(inner, audit: audit)
  }

  var presentationStyle: ModalPresentationStyle { inner.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    inner.frameOfPresentedView(inContainerBounds: bounds)
  }
  func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    inner.makePresentationInteraction(on: presenter, host: host)
  }
  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    inner.makeDismissalInteraction(on: presented, host: host)
  }
  func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    inner.makeDismissalInteractions(on: presented, host: host)
  }
  func containerViewDidLayoutSubviews(_ container: View) {
    inner.containerViewDidLayoutSubviews(container)
  }
}

/// A context that passes everything to the real one and counts `completeTransition` calls
/// (the real one ignores a second call; the checker reports it).
@MainActor
final class AuditedContext: TransitionContext {
  let inner: any TransitionContext
  private let audit: TransitionAudit
  private let run: Int

  init(_ inner: any TransitionContext, audit: TransitionAudit, run: Int) {
    self.inner = inner
    self.audit = audit
    self.run = run
  }

  var operation: TransitionOperation { inner.operation }
  var containerView: View { inner.containerView }
  var window: Window { inner.window }
  var isAnimated: Bool { inner.isAnimated }
  var isInteractive: Bool { inner.isInteractive }
  var startsInteractively: Bool { inner.startsInteractively }
  var transitionWasCancelled: Bool { inner.transitionWasCancelled }
  var isCompleted: Bool { inner.isCompleted }
  var transitionCoordinator: TransitionCoordinator { inner.transitionCoordinator }
  func viewController(forKey key: TransitionContextKey) -> ViewController? {
    inner.viewController(forKey: key)
  }
  func view(forKey key: TransitionContextKey) -> View? { inner.view(forKey: key) }
  func initialFrame(for controller: ViewController) -> Rect { inner.initialFrame(for: controller) }
  func finalFrame(for controller: ViewController) -> Rect { inner.finalFrame(for: controller) }
  func updateInteractiveTransition(_ percentComplete: Double) {
    inner.updateInteractiveTransition(percentComplete)
  }
  func pauseInteractiveTransition() { inner.pauseInteractiveTransition() }
  func finishInteractiveTransition() { inner.finishInteractiveTransition() }
  func cancelInteractiveTransition() { inner.cancelInteractiveTransition() }
  func completeTransition(_ didComplete: Bool) {
    if audit.completions.indices.contains(run) { audit.completions[run] += 1 }
    inner.completeTransition(didComplete)
  }
}
