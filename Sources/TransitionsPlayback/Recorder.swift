import Motion
import Stage
import Transitions

/// Collects events and frames while a script plays.
@MainActor
final class Recorder: HapticsSink {
  private(set) var events: [Timeline.Event] = []
  /// The time events are stamped with: the played window's.
  var time: () -> Double = { 0 }
  /// How many of ``events`` a live backend has already taken (``LivePlay/takeEvents()``): a
  /// `transitionBegan` is never put before them.
  var taken = 0
  private let script: Script

  init(script: Script) { self.script = script }

  /// The first transition that could not run: the script path of the input that started it,
  /// and why. The play then fails with a ``ScriptError`` at that path.
  var failure: ScriptError?
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
    while index > max(events.startIndex, taken), events[index - 1].time == event.time,
      case .appearance(_, let callback) = events[index - 1].kind,
      callback == .willAppear || callback == .willDisappear
    {
      index -= 1
    }
    events.insert(event, at: index)
  }

  /// Records `kind` at `time` rather than the window's (a stall, which no frame brings).
  func record(_ kind: Timeline.EventKind, at time: Double) {
    events.append(Timeline.Event(time: time, kind: kind))
  }

  /// Stamps events with `window`'s time and records its keyboard's `keyboard` events: what a
  /// play (``run(_:stage:)``) and a live stage (``LivePlay``) both record.
  func observe(_ window: Window) {
    time = { [unowned window] in window.currentTime }
    window.keyboard.onEvent = { [weak self] event in
      switch event {
      case .didShow(let height): self?.record(.keyboard(shown: true, height: height))
      case .didHide(let height): self?.record(.keyboard(shown: false, height: height))
      case .willShow, .willHide: break
      }
    }
  }

  /// Records `controller`'s appearance callbacks under `role`.
  func recordAppearance(of controller: ViewController, as role: ViewRole) {
    controller.lifecycleObserver = { [weak self] _, event in
      guard let callback = Timeline.AppearanceCallback(event) else { return }
      self?.record(.appearance(controller: role, callback: callback))
    }
  }

  func impact(_ impact: HapticImpact) {
    record(.haptic(style: impact.style.rawValue, intensity: impact.intensity))
  }

  /// The inputs of `events` in time order: actions and single touches, with drags expanded.
  static func inputs(of events: [ScriptEvent]) -> [(time: Double, input: Input, path: String)] {
    var out: [(Double, Input, String)] = []
    for (index, event) in events.enumerated() {
      switch event.kind {
      case .action(let action):
        out.append((event.at, .action(action), "events[\(index)].action"))
      case .touch(let kind, let point):
        out.append((event.at, .touch(kind, point), "events[\(index)].touch"))
      case .drag(let drag):
        for touch in drag.touches(startingAt: event.at) {
          out.append((touch.time, .touch(touch.kind, touch.point), "events[\(index)].drag"))
        }
      case .keyboard(let change):
        out.append((event.at, .keyboard(change), "events[\(index)].keyboard"))
      case .resize(let size, let safeArea):
        out.append((event.at, .resize(size, safeArea), "events[\(index)].resize"))
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
    case keyboard(KeyboardChange)
    case resize(Size, EdgeInsets?)
  }

  /// Plays the inputs; throws the first transition failure (nothing is returned then, so no
  /// partial timeline is printed).
  ///
  /// Everything goes through a ``StageHost`` of the stage's window, the seam every backend uses:
  /// touches and ticks in, and each frame's views read from what the host published.
  func run(_ script: Script, stage: any PlayStage) throws(ScriptError) -> Timeline {
    let window = stage.window
    let host = StageHost(window: window)
    observe(window)
    let until = script.resolvedUntil
    let frameCount = Int((until * script.frameRate).rounded(.down))
    let queue = Self.inputs(of: script.events)
    var next = 0
    var finger: Point?
    var frames: [Timeline.Frame] = []
    frames.reserveCapacity(frameCount + 1)
    for k in 0...frameCount {
      let t = Double(k) / script.frameRate
      while next < queue.count, queue[next].time <= t {
        apply(queue[next], stage: stage, host: host, finger: &finger)
        next += 1
      }
      try? host.tick(to: max(t, host.currentTime))
      frames.append(frame(at: t, stage: stage, host: host, finger: finger))
    }
    while next < queue.count, queue[next].time <= until {
      apply(queue[next], stage: stage, host: host, finger: &finger)
      next += 1
    }
    if let failure { throw failure }
    return Timeline(
      transition: script.transition, screen: script.screen, frameRate: script.frameRate,
      frames: frames, events: events)
  }

  /// Applies one input. The inputs come in time order, and the window never runs ahead of the
  /// next one (frames and actions advance it to their own times), so no touch is late.
  func apply(
    _ entry: (time: Double, input: Input, path: String), stage: any PlayStage, host: StageHost,
    finger: inout Point?
  ) {
    currentPath = entry.path
    switch entry.input {
    case .action(let action):
      try? host.tick(to: max(entry.time, host.currentTime))
      if let reason = stage.perform(action) {
        record(.ignored(action: action.name, reason: reason))
      }
    case .touch(let kind, let point):
      try? host.send(Touch(id: 1, phase: kind.phase, location: point, time: entry.time))
      finger = kind == .down || kind == .move ? point : nil
    case .keyboard(let change):
      try? host.tick(to: max(entry.time, host.currentTime))
      switch change {
      case .show(let height, let duration):
        try? stage.window.keyboard.show(height: height, duration: duration)
      case .hide(let duration):
        try? stage.window.keyboard.hide(duration: duration)
      }
    case .resize(let size, let safeArea):
      try? host.tick(to: max(entry.time, host.currentTime))
      stage.window.resize(to: size, safeAreaInsets: safeArea)
    }
  }

  /// The frame at `t`: every role's view as the host last published it. A view outside the
  /// window is not on screen, so not published; the timeline still gives its own values, as not
  /// visible.
  func frame(
    at t: Double, stage: any PlayStage, host: StageHost, finger: Point?
  ) -> Timeline.Frame {
    let status = stage.status
    let published = host.published
    var roles = stage.roles
    let keyboard = stage.window.keyboard.view
    if keyboard.superview != nil { roles.append((.keyboard, keyboard)) }
    var views: [Timeline.ViewState] = []
    views.reserveCapacity(roles.count)
    for (role, view) in roles {
      let scrolling = stage.scrollingContent(ofRole: role)
      guard let id = host.id(of: view), let shown = published[id],
        let frame = published.frameInWindow(of: id)
      else {
        let onScreen = view.onScreen
        views.append(
          Timeline.ViewState(
            role: role, frame: onScreen.frame, alpha: onScreen.alpha,
            scale: onScreen.transform.scaleX, cornerRadius: onScreen.cornerRadius,
            isVisible: false, color: onScreen.backgroundColor,
            contentOffset: scrolling?.onScreen.bounds.origin, boundsSize: onScreen.bounds.size,
            rotation: onScreen.transform.rotation))
        continue
      }
      let contentOffset = scrolling.map { scrolling in
        host.id(of: scrolling).flatMap { published[$0]?.bounds.origin }
          ?? scrolling.onScreen.bounds.origin
      }
      views.append(
        Timeline.ViewState(
          role: role, frame: frame, alpha: shown.alpha, scale: shown.transform.scaleX,
          cornerRadius: shown.cornerRadius, isVisible: published.isHiddenInWindow(id) == false,
          color: shown.backgroundColor, contentOffset: contentOffset,
          boundsSize: shown.bounds.size, rotation: shown.transform.rotation))
    }
    return Timeline.Frame(
      time: t, phase: status.phase, operation: status.operation, isInteractive: status.interactive,
      progress: status.progress, views: views, touch: finger, detent: stage.detent,
      screen: stage.window.size == script.screen ? nil : stage.window.size, arrow: stage.arrow)
  }
}
