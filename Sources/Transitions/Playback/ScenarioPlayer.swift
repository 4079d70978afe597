import Motion
import Stage

/// Plays a ``Script`` headless on the Stage at a fixed frame rate and records what was on
/// screen and what happened: the engine behind `transitions play`, the gallery and the tests.
/// The same script always gives the same timeline.
///
/// ```swift
/// var script = Script(transition: "modal", events: [ScriptEvent(at: 0, .action(.present))])
/// script.until = 1
/// let timeline = try ScenarioPlayer().play(script)
/// timeline.frames.last?.phase  // .presented
/// ```
@MainActor
public struct ScenarioPlayer {
  /// Told about each scene the player builds (tests check that nothing outlives a play).
  public var sceneObserver: (@MainActor (AnyObject) -> Void)?
  /// The transitions a script may name: the catalogue's, and any registered.
  public private(set) var transitions: [TransitionDefinition]

  /// A player of `transitions` (the catalogue's by default).
  public init(transitions: [TransitionDefinition] = TransitionCatalogue.definitions) {
    self.transitions = transitions
  }

  /// Lets scripts name `definition`'s transition by its id (replacing one with the same id).
  public mutating func register(_ definition: TransitionDefinition) {
    transitions.removeAll { $0.description.id == definition.description.id }
    transitions.append(definition)
  }

  /// Plays `script`.
  ///
  /// - Throws: ``ScriptError`` naming the JSON path of the first problem; nothing is played.
  public func play(_ script: Script) throws(ScriptError) -> Timeline {
    try script.validate()
    guard
      let entry = transitions.first(where: {
        $0.description.id == script.transition
      })
    else {
      throw TransitionCatalogue.unknown(
        script.transition, known: transitions.map(\.description.id).sorted())
    }
    let options = try TransitionCatalogue.resolve(script.options, for: entry.description)
    for (index, event) in script.events.enumerated() {
      guard case .action(let action) = event.kind else { continue }
      switch action {
      case .select:
        guard entry.description.isContainer else {
          throw ScriptError(
            path: "events[\(index)].action",
            problem: "select is for containers; \(script.transition) takes present and dismiss")
        }
      case .present, .dismiss:
        guard !entry.description.isContainer else {
          throw ScriptError(
            path: "events[\(index)].action",
            problem: "\(action.name) is for modal transitions; \(script.transition) takes select")
        }
      }
    }
    let children = options.integer("children") ?? 1
    for (index, event) in script.events.enumerated() where entry.description.isContainer {
      if case .action(.select(let child)) = event.kind, child >= children {
        throw ScriptError(
          path: "events[\(index)].index",
          problem: "expected a child index from 0 to \(children - 1), got \(child)")
      }
    }
    let recorder = Recorder(script: script)
    guard let make = entry.make else {
      let scene = ContainerScene(
        children: children, policy: options.policy, screen: script.screen,
        reduceMotion: script.reduceMotion, recorder: recorder)
      sceneObserver?(scene)
      scene.observe()
      return try recorder.run(script, scene: scene)
    }
    let scene = ModalScene(
      style: make(options), screen: script.screen, reduceMotion: script.reduceMotion,
      recorder: recorder)
    if options.bool("scrollContent") {
      scene.addScrollContent(offset: options.number("scrollOffset"))
    }
    sceneObserver?(scene)
    if script.start == .presented { scene.showPresented() }
    scene.observe()
    return try recorder.run(script, scene: scene)
  }
}

/// What a played scene must offer the recorder.
@MainActor
protocol PlayScene: AnyObject {
  var window: Window { get }
  /// Performs a button-like action; returns why it was ignored, if it was.
  func perform(_ action: Action) -> String?
  /// The views shown, by role, back to front.
  var roles: [(role: String, view: View)] { get }
  /// The scroll view whose position the view with `role` carries (its scrolling content), if
  /// any.
  func scrollingContent(ofRole role: String) -> ScrollView?
  /// The state now.
  var status:
    (
      phase: Timeline.Phase, operation: Timeline.Operation?, interactive: Bool,
      progress: Double?
    )
  { get }
}

extension PlayScene {
  /// No scrolling content by default.
  func scrollingContent(ofRole role: String) -> ScrollView? { nil }
}

/// Collects events and frames while a script plays.
@MainActor
final class Recorder: HapticsSink {
  private(set) var events: [Timeline.Event] = []
  private var time: () -> Double = { 0 }
  private let script: Script

  init(script: Script) { self.script = script }

  /// The first transition that could not run: the script path of the input that started it,
  /// and why. The play then fails with a ``ScriptError`` at that path.
  private(set) var failure: ScriptError?
  /// The script path of the input being applied.
  private var currentPath = ""

  /// Records a transition event; a failure is kept for the play to throw.
  func record(_ event: TransitionEvent) {
    guard let kind = event.timelineEvent else {
      if case .transitionFailed(_, let reason) = event, failure == nil {
        failure = ScriptError(
          path: currentPath, problem: "the transition could not run: \(reason)")
      }
      return
    }
    record(kind)
  }

  func record(_ kind: Timeline.EventKind) {
    let event = Timeline.Event(time: time(), kind: kind)
    guard case .transitionBegan = kind else {
      events.append(event)
      return
    }
    // Stage begins the appearance transitions just before the transition's driver starts; the
    // timeline names the transition first, then the callbacks it caused.
    var index = events.endIndex
    while index > events.startIndex, events[index - 1].time == event.time,
      case .appearance(_, let callback) = events[index - 1].kind,
      callback == .willAppear || callback == .willDisappear
    {
      index -= 1
    }
    events.insert(event, at: index)
  }

  /// Records `controller`'s appearance callbacks under `role`.
  func recordAppearance(of controller: ViewController, as role: String) {
    controller.lifecycleObserver = { [weak self] _, event in
      guard let callback = Timeline.AppearanceCallback(event) else { return }
      self?.record(.appearance(controller: role, callback: callback))
    }
  }

  func impact(_ impact: HapticImpact) {
    record(.haptic(style: impact.style.rawValue, intensity: impact.intensity))
  }

  /// The inputs in time order: actions and single touches, with drags expanded.
  private func inputs() -> [(time: Double, input: Input, path: String)] {
    var out: [(Double, Input, String)] = []
    for (index, event) in script.events.enumerated() {
      switch event.kind {
      case .action(let action):
        out.append((event.at, .action(action), "events[\(index)].action"))
      case .touch(let kind, let point):
        out.append((event.at, .touch(kind, point), "events[\(index)].touch"))
      case .drag(let drag):
        for touch in drag.touches(startingAt: event.at) {
          out.append((touch.time, .touch(touch.kind, touch.point), "events[\(index)].drag"))
        }
      }
    }
    // Stable: events at the same time keep their script order.
    return out.enumerated().sorted { a, b in
      a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
    }.map(\.element)
  }

  enum Input {
    case action(Action)
    case touch(TouchKind, Point)
  }

  /// Plays the inputs; throws the first transition failure (nothing is returned then, so no
  /// partial timeline is printed).
  func run(_ script: Script, scene: any PlayScene) throws(ScriptError) -> Timeline {
    let window = scene.window
    time = { [unowned window] in window.currentTime }
    let until = script.resolvedUntil
    let frameCount = Int((until * script.frameRate).rounded(.down))
    let queue = inputs()
    var next = 0
    var finger: Point?
    var frames: [Timeline.Frame] = []
    frames.reserveCapacity(frameCount + 1)
    for k in 0...frameCount {
      let t = Double(k) / script.frameRate
      while next < queue.count, queue[next].time <= t {
        apply(queue[next], scene: scene, finger: &finger)
        next += 1
      }
      try? window.advance(to: max(t, window.currentTime))
      frames.append(frame(at: t, scene: scene, finger: finger))
    }
    while next < queue.count, queue[next].time <= until {
      apply(queue[next], scene: scene, finger: &finger)
      next += 1
    }
    if let failure { throw failure }
    return Timeline(
      transition: script.transition, screen: script.screen, frameRate: script.frameRate,
      frames: frames, events: events)
  }

  private func apply(
    _ entry: (time: Double, input: Input, path: String), scene: any PlayScene,
    finger: inout Point?
  ) {
    currentPath = entry.path
    let window = scene.window
    switch entry.input {
    case .action(let action):
      try? window.advance(to: max(entry.time, window.currentTime))
      if let reason = scene.perform(action) {
        record(.ignored(action: action.name, reason: reason))
      }
    case .touch(let kind, let point):
      let phase: TouchPhase
      switch kind {
      case .down: phase = .began
      case .move: phase = .moved
      case .up: phase = .ended
      case .cancel: phase = .cancelled
      }
      try? window.send(
        Touch(id: 1, phase: phase, location: point, time: max(entry.time, window.currentTime)))
      finger = kind == .down || kind == .move ? point : nil
    }
  }

  private func frame(at t: Double, scene: any PlayScene, finger: Point?) -> Timeline.Frame {
    let status = scene.status
    var views: [Timeline.ViewState] = []
    for (role, view) in scene.roles {
      let onScreen = view.onScreen
      let inWindow = view.window != nil
      let frame =
        inWindow ? view.convert(onScreen.bounds, to: nil, layer: .onScreen) : onScreen.frame
      views.append(
        Timeline.ViewState(
          role: role, frame: frame, alpha: onScreen.alpha, scale: onScreen.transform.scaleX,
          cornerRadius: onScreen.cornerRadius, isVisible: inWindow && !view.isHiddenInWindow,
          color: onScreen.backgroundColor,
          contentOffset: scene.scrollingContent(ofRole: role)?.onScreen.bounds.origin))
    }
    return Timeline.Frame(
      time: t, phase: status.phase, operation: status.operation, isInteractive: status.interactive,
      progress: status.progress, views: views, touch: finger)
  }
}

extension View {
  /// Whether this view or an ancestor is hidden.
  var isHiddenInWindow: Bool {
    var current: View? = self
    while let view = current {
      if view.isHidden { return true }
      current = view.superview
    }
    return false
  }
}

/// A modal catalogue transition on a phone: a base controller (role `presenting`) that presents
/// another (`presented`) with the transition's manager.
@MainActor
final class ModalScene: PlayScene {
  let window: Window
  let root = ViewController()
  let detail = ViewController()
  let manager: TransitionManager
  private let recorder: Recorder

  init(style: TransitionStyle, screen: Size, reduceMotion: Bool, recorder: Recorder) {
    self.recorder = recorder
    window = Window(size: screen)
    window.environment = Environment(reduceMotion: reduceMotion, haptics: recorder)
    manager = TransitionManager(style)
    root.title = "presenting"
    root.view.backgroundColor = Color(hex: 0x007AFF)
    detail.title = "presented"
    detail.view.backgroundColor =
      manager.transition is PullDownTransition
      ? Color(hex: 0xFFCC00)
      : manager.transition is ShadeTransition ? Color(hex: 0x1C1C1E) : Color(hex: 0xFFFFFF)
    detail.view.cornerRadius = manager.transition is ModalSheetTransition ? 16 : 0
    window.rootViewController = root
    manager.installPresentationInteraction(from: root, presenting: detail)
  }

  /// The card's scrolling content (option `scrollContent`).
  private(set) var list: ScrollView?

  func scrollingContent(ofRole role: String) -> ScrollView? { role == "presented" ? list : nil }

  /// Shows the end state at t = 0, before anything is recorded.
  func showPresented() {
    try? manager.present(detail, from: root, animated: false)
    manager.dismissalInteraction?.scrollView = list
  }

  /// Puts a scroll view with content 2000 pt tall in the card, at `offset`.
  func addScrollContent(offset: Double) {
    guard let sheet = manager.transition as? ModalSheetTransition else { return }
    let frame = sheet.frameOfPresentedView(inContainerBounds: window.bounds)
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
    list.name = "content"
    list.contentSize = Size(width: frame.width, height: 2000)
    list.contentOffset = Point(x: 0, y: min(max(offset, 0), list.maximumContentOffset.y))
    detail.view.addSubview(list)
    self.list = list
  }

  /// Starts recording callbacks and transition events.
  func observe() {
    for (controller, role) in [(root, "presenting"), (detail, "presented")] {
      recorder.recordAppearance(of: controller, as: role)
    }
    manager.onEvent = { [weak recorder] event in recorder?.record(event) }
    (manager.transition as? ShadeTransition)?.onPhysicsEvent = { [weak recorder] event in
      switch event {
      case .contact(let boundary, _): recorder?.record(.contact(with: boundary))
      case .rest: recorder?.record(.rest)
      }
    }
  }

  func perform(_ action: Action) -> String? {
    switch action {
    case .present:
      if manager.activeAnimator != nil { return "a transition is in progress" }
      if detail.presentingViewController != nil { return "already presented" }
      do {
        try manager.present(detail, from: root)
      } catch {
        return error.description
      }
      manager.dismissalInteraction?.scrollView = list
      return nil
    case .dismiss:
      if manager.activeAnimator != nil { return "a transition is in progress" }
      if detail.presentingViewController == nil { return "nothing is presented" }
      do {
        try detail.dismiss(animated: true)
      } catch {
        return error.description
      }
      return nil
    case .select:
      return "select is for containers"
    }
  }

  var roles: [(role: String, view: View)] {
    var out: [(String, View)] = [("presenting", root.view)]
    out += manager.transition.supportingViews.filter { $0.role == "dimming" }
    out.append(("presented", detail.view))
    out += manager.transition.supportingViews.filter { $0.role != "dimming" }
    return out
  }

  var status:
    (phase: Timeline.Phase, operation: Timeline.Operation?, interactive: Bool, progress: Double?)
  {
    if let animator = manager.activeAnimator, let operation = manager.activeOperation {
      return (
        .transitioning, Timeline.Operation(rawValue: operation.rawValue),
        animator.context.isInteractive, animator.progress
      )
    }
    return (detail.presentingViewController != nil ? .presented : .idle, nil, false, nil)
  }
}

/// A container catalogue transition on a phone: children `child0`… that slide, and the
/// selection `indicator`. A script's `start: presented` shows the same as `idle` (no transition
/// runs).
@MainActor
final class ContainerScene: PlayScene {
  let window: Window
  let container: ContainerViewController
  private let recorder: Recorder

  /// The children's colours, in order.
  static let colors: [Color] = [
    Color(hex: 0x007AFF), Color(hex: 0xFFCC00), Color(hex: 0x34C759), Color(hex: 0xFF3B30),
    Color(hex: 0xAF52DE), Color(hex: 0xFF9500), Color(hex: 0x5AC8FA), Color(hex: 0x8E8E93),
  ]

  init(
    children: Int, policy: ReleasePolicy, screen: Size, reduceMotion: Bool, recorder: Recorder
  ) {
    self.recorder = recorder
    window = Window(size: screen)
    window.environment = Environment(reduceMotion: reduceMotion, haptics: recorder)
    let controllers = (0..<max(children, 1)).map { index -> ViewController in
      let child = ViewController()
      child.title = "child\(index)"
      child.view.backgroundColor = Self.colors[index % Self.colors.count]
      return child
    }
    container = ContainerViewController(children: controllers)
    container.releasePolicy = policy
    window.rootViewController = container
  }

  func observe() {
    for (index, child) in container.viewControllers.enumerated() {
      let role = "child\(index)"
      recorder.recordAppearance(of: child, as: role)
    }
    container.onEvent = { [weak recorder] event in recorder?.record(event) }
  }

  func perform(_ action: Action) -> String? {
    guard case .select(let index) = action else { return "\(action.name) is for modal transitions" }
    if index == container.selectedIndex, container.activeAnimator == nil {
      return "child \(index) is already selected"
    }
    return container.select(index: index) ? nil : "child \(index) is already the target"
  }

  var roles: [(role: String, view: View)] {
    container.viewControllers.enumerated().map { ("child\($0.offset)", $0.element.view) }
      + [("indicator", container.indicatorView)]
  }

  var status:
    (phase: Timeline.Phase, operation: Timeline.Operation?, interactive: Bool, progress: Double?)
  {
    guard let animator = container.activeAnimator else { return (.idle, nil, false, nil) }
    return (.transitioning, .select, animator.context.isInteractive, animator.progress)
  }
}

extension Timeline.AppearanceCallback {
  /// The callback a lifecycle event is, if it is one.
  init?(_ event: LifecycleEvent) {
    switch event {
    case .viewWillAppear: self = .willAppear
    case .viewDidAppear: self = .didAppear
    case .viewWillDisappear: self = .willDisappear
    case .viewDidDisappear: self = .didDisappear
    default: return nil
    }
  }
}

extension TransitionEvent {
  /// The timeline's event, or `nil` for a failure (which ends the play with an error).
  var timelineEvent: Timeline.EventKind? {
    func op(_ operation: TransitionOperation) -> Timeline.Operation {
      Timeline.Operation(rawValue: operation.rawValue) ?? .present
    }
    switch self {
    case .transitionBegan(let operation, let interactive):
      return .transitionBegan(operation: op(operation), interactive: interactive)
    case .interactionBegan: return .interactionBegan
    case .interactionEnded(_, let finish, let velocity, let progress):
      return .interactionEnded(
        decision: finish ? .finish : .cancel, velocity: velocity, progress: progress)
    case .transitionEnded(let operation, let completed):
      return .transitionEnded(operation: op(operation), completed: completed)
    case .transitionFailed:
      return nil  // not a timeline event: the play fails (`Recorder.failure`)
    }
  }
}
