import Motion
import Stage
import Transitions

/// A modal catalogue transition on a phone: a base controller (role `presenting`) that presents
/// another (`presented`) with the transition's manager.
@MainActor
final class ModalStage: PlayStage {
  let window: Window
  let root = ViewController()
  let detail = ViewController()
  let manager: TransitionManager
  /// A transition that keeps time (a toast counting down) needs frames at rest.
  var keepsTime: Bool { (manager.transition as? any TimeKeeping)?.keepsTime == true }
  /// A toast's queue: a `present` while the toast shows waits in it (`nil` for other
  /// transitions).
  let toasts: ToastQueue?
  private let recorder: Recorder

  /// A stage for `style`, staged as `staging` asks, with scrolling content in the presented
  /// view at `scrollOffset` (the script's `scene.scrollContent`), if given.
  init(
    style: TransitionStyle, staging: Staging = Staging(), scrollOffset: Double? = nil,
    screen: Size, safeArea: EdgeInsets = .zero, reduceMotion: Bool,
    layoutDirection: LayoutDirection = .leftToRight, recorder: Recorder
  ) {
    self.recorder = recorder
    window = Window(size: screen, safeAreaInsets: safeArea)
    window.environment = Environment(
      reduceMotion: reduceMotion, haptics: recorder, layoutDirection: layoutDirection)
    manager = TransitionManager(style)
    if let toast = manager.transition as? ToastTransition {
      toasts = ToastQueue(presenter: root, limit: toast.configuration.queueLimit)
    } else {
      toasts = nil
    }
    root.title = ViewRole.presenting.rawValue
    root.view.backgroundColor = Color(hex: 0x007AFF)
    detail.title = ViewRole.presented.rawValue
    // A transition with content of its own shows it, as an app presenting it without content.
    let ownContent = (manager.transition as? any ContentProvidingTransition)?.ownContent
    detail.view.backgroundColor =
      staging.presentedColor ?? ownContent?.backgroundColor ?? Color(hex: 0xFFFFFF)
    detail.view.cornerRadius = staging.presentedCornerRadius
    window.rootViewController = root
    manager.installPresentationInteraction(from: root, presenting: detail)
    let sourceProvider = staging.source.map(addSource)
    if let scrollOffset { addScrollContent(offset: scrollOffset) }
    (manager.transition as? any StagedTransition)?.attach(
      to: StageHookup(
        source: sourceProvider, scrollContent: list,
        report: { [weak self] event in self?.report(event) }))
  }

  /// The source view in the presenting screen (role `source`), if the staging asks for one.
  private(set) var source: View?

  /// Puts the staging's source view at its frame in the presenting screen; returns what the
  /// transition asks for it with (with `goneAtDismissal`, it has gone by the dismissal).
  private func addSource(
    _ staged: Staging.Source
  ) -> @MainActor @Sendable (TransitionOperation) -> View? {
    let cell = View(frame: staged.frame)
    cell.name = ViewRole.source.rawValue
    cell.backgroundColor = staged.color
    cell.cornerRadius = staged.cornerRadius
    root.view.addSubview(cell)
    source = cell
    let gone = staged.goneAtDismissal
    return { [weak cell] operation in
      guard gone, operation == .dismiss else { return cell }
      cell?.removeFromSuperview()
      return nil
    }
  }

  /// The presented view's scrolling content (the script's `scene.scrollContent`).
  private(set) var list: ScrollView?

  func scrollingContent(ofRole role: ViewRole) -> ScrollView? { role == .presented ? list : nil }

  /// Shows the end state at t = 0, before anything is recorded.
  func showPresented() {
    if let toasts {
      _ = try? toasts.show(detail, with: manager, animated: false)
    } else {
      try? manager.present(detail, from: root, animated: false)
    }
    manager.dismissalInteraction?.scrollView = list
  }

  /// Puts a scroll view with content ``Script/ScrollSettings/contentHeight`` tall in the presented view,
  /// at `offset` (at most the content's height less the view's).
  private func addScrollContent(offset: Double) {
    let frame = manager.transition.frameOfPresentedView(inContainerBounds: window.bounds)
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
    list.name = "content"
    list.contentSize = Size(width: frame.width, height: Script.ScrollSettings.contentHeight)
    list.contentOffset = Point(x: 0, y: min(max(offset, 0), list.maximumContentOffset.y))
    detail.view.addSubview(list)
    self.list = list
  }

  /// The transition as one with detents, when it is one.
  private var detents: (any DetentTransition)? { manager.transition as? any DetentTransition }

  var detent: Timeline.Detent? {
    guard let detents else { return nil }
    return detents.restingDetent.map { .resting($0) } ?? .moving
  }

  /// A popover's arrow direction while it shows (a frame's `arrow`).
  var arrow: String? { (manager.transition as? PopoverTransition)?.arrowDirection?.rawValue }

  /// Whether what the transition reports is recorded (from ``observe()`` on).
  private var isObserving = false

  /// Records what the transition reports, once recording has started.
  private func report(_ event: StagedEvent) {
    guard isObserving else { return }
    switch event {
    case .contact(let boundary): recorder.record(.contact(with: boundary))
    case .rest: recorder.record(.rest)
    case .detentChanged(let from, let to, let interactive):
      recorder.record(.detentChanged(from: from, to: to, interactive: interactive))
    case .adapted(let to): recorder.record(.adapted(to: to))
    }
  }

  /// Starts recording callbacks and transition events.
  func observe() {
    for (controller, role) in [(root, ViewRole.presenting), (detail, .presented)] {
      recorder.recordAppearance(of: controller, as: role)
    }
    manager.onEvent = { [weak recorder] event in recorder?.record(event) }
    toasts?.onNext = { [weak recorder] _, refusal in
      if let refusal { recorder?.record(.ignored(action: "present", reason: refusal.description)) }
    }
    isObserving = true
  }

  func perform(_ action: Action) -> String? {
    switch action {
    case .present:
      if let toasts { return presentToast(in: toasts) }
      if manager.activeAnimator != nil { return "a transition is in progress" }
      if detail.presentingViewController != nil { return "already presented" }
      if let refused = refusal({ () throws(PresentationError) in
        try manager.present(detail, from: root)
      }) {
        return refused
      }
      manager.dismissalInteraction?.scrollView = list
      return nil
    case .dismiss:
      if manager.activeAnimator != nil { return "a transition is in progress" }
      if detail.presentingViewController == nil { return "nothing is presented" }
      return refusal { () throws(PresentationError) in try detail.dismiss(animated: true) }
    case .select:
      return "select is for containers"
    case .selectDetent(let detent):
      guard let detents else { return "selectDetent is for sheets" }
      if manager.activeAnimator != nil { return "a transition is in progress" }
      if detail.presentingViewController == nil { return "nothing is presented" }
      return detents.select(detent, animated: true) ? nil : "a finger holds the sheet"
    case .push, .pop:
      return "\(action.name) is for navigation transitions"
    case .setContentHeight(let height):
      guard let detents else { return "setContentHeight is for sheets" }
      return refusal { () throws(OptionError) in
        try detents.setContentHeight(height, animated: true)
      }
    case .setInteractive(let operation, let enabled):
      manager.setInteractive(enabled, for: operation)
      return nil
    }
  }

  /// A toast's `present`: shown now, or queued while one shows (an event `queued`), or refused
  /// past the queue's limit.
  private func presentToast(in toasts: ToastQueue) -> String? {
    do {
      switch try toasts.show(detail, with: manager) {
      case .presented: return nil
      case .queued(let position):
        recorder.record(.queued(position: position))
        return nil
      case .refused: return "the toast queue is full (\(toasts.limit) waiting)"
      }
    } catch {
      return "\(error)"
    }
  }

  /// The presentation's container, the last one seen (a run's, or the presented view's
  /// superview).
  private weak var container: View?
  /// What the transition put in the container without listing it.
  private let unlisted = UnlistedViews()

  /// The views back to front: the presenting view, the zoom's source, the listed dimming, the
  /// unlisted views found behind the presented view, the presented view, the other listed views,
  /// and the unlisted views found in front of it.
  var roles: [(role: ViewRole, view: View)] {
    if let run = manager.activeRun {
      container = run.context.containerView
    } else if let superview = detail.view.superview {
      container = superview
    }
    let listed = manager.transition.supportingViews
    unlisted.update(
      container: container,
      known: [root.view, detail.view] + listed.map(\.view) + (source.map { [$0] } ?? []),
      anchor: detail.view)
    var back: [(role: ViewRole, view: View)] = [(.presenting, root.view)]
    if let source { back.append((.source, source)) }
    return stagedRoles(
      back: back, anchor: (.presented, detail.view), listed: listed, unlisted: unlisted)
  }

  var status: PlayStatus {
    playStatus(
      animator: manager.activeAnimator, operation: manager.activeOperation,
      otherwise: detail.presentingViewController != nil ? .presented : .idle)
  }
}
