import Motion
import Stage

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
