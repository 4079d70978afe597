public import Motion
public import Stage
public import Transitions

/// A script's stage played live, input by input, instead of all at once: what the lab drives
/// from a browser. The stage is the one ``ScenarioPlayer/play(_:)`` builds for the same script
/// header (transition, options, screen, Reduce Motion, start), recorded by the same recorder,
/// and every input goes through the code `play` runs for it; so a script of the inputs at the
/// times this reports replays to the same events.
///
/// ```swift
/// let live = try LivePlay(Script(transition: "card"))
/// live.perform(.action(.present), at: 0)
/// let at = try live.touch(.down, at: Point(x: 195, y: 300), time: 0.6)  // when it landed
/// try live.tick(to: 0.616)
/// live.takeEvents()  // transitionBegan, appearance callbacks, transitionEnded, …
/// ```
///
/// Time is the window's, in seconds from the stage's start; nothing here reads a clock.
@MainActor
public final class LivePlay {
  /// The script the stage was built from, as the player resolved it (scroll settings given as
  /// options moved into ``Script/scrollSettings``), with no events.
  public let script: Script
  /// The seam to the stage's window: touches in, ticks in, what is on screen out.
  public let host: StageHost
  let stage: any PlayStage
  let recorder: Recorder
  /// The transition played, as the player knows it (made to dismiss with another where the
  /// script's `dismissWith` says so).
  private let definition: TransitionDefinition?
  /// The script inputs are checked against: ``script`` without `dismissWith`, whose options
  /// the dismissing definition above took.
  private let checked: Script
  /// How many children a container stage holds (0 for the others).
  private let children: Int
  /// Where the finger is while it is down.
  private var finger: Point?
  /// The last `resize` event performed: the window a later event is checked in (what a script
  /// checks of its events after a resize depends on the last one alone).
  private var lastResize: ScriptEvent.Kind?

  /// Builds the stage of `script`'s header (its events and `until` are ignored) as `player`
  /// would play it, and publishes it at time 0.
  ///
  /// - Throws: ``ScriptError`` for a header `play` refuses (unknown transition, option out of
  ///   range, …), naming its JSON path.
  public init(_ script: Script, player: ScenarioPlayer = ScenarioPlayer()) throws(ScriptError) {
    var header = script
    header.events = []
    header.until = nil
    let staged = try player.stage(header)
    self.script = staged.script
    stage = staged.stage
    recorder = staged.recorder
    let window = staged.stage.window
    host = StageHost(window: window)
    recorder.observe(window)
    let named = player.transitions.first { $0.description.id == staged.script.transition }
    if let named, let made = try? player.dismissing(named, staged.script) {
      definition = made.entry
      checked = made.script
    } else {
      definition = named
      checked = staged.script
    }
    children = (staged.stage as? ContainerStage)?.container.viewControllers.count ?? 0
  }

  /// Checks that a script of this stage may hold an input of `kind` now, as `play` checks a
  /// script's events (an action the transition takes, a child index in range, a keyboard no
  /// taller than the window as the last `resize` performed left it, and what the
  /// transition's own check asks, such as a sheet's detent being one of its detents).
  ///
  /// - Throws: ``ScriptError`` at the path `play` would name for it as the script's first
  ///   event (`events[0].action`, `events[0].index`).
  public func check(_ kind: ScriptEvent.Kind) throws(ScriptError) {
    var probe = checked
    let before = lastResize.map { [$0] } ?? []
    probe.events = (before + [kind]).map { ScriptEvent(at: 0, $0) }
    do {
      try probe.validate()
      guard let definition else { return }
      try probe.checkActions(for: definition.description, children: children)
      try definition.check(probe, options: probe.resolvedOptions(for: definition.description))
    } catch {
      // The event's path as the script's first.
      let own = "events[\(before.count)]"
      guard !before.isEmpty, error.path.hasPrefix(own) else { throw error }
      throw ScriptError(
        path: "events[0]" + error.path.dropFirst(own.count), problem: error.problem)
    }
  }

  /// The window's time, in seconds.
  public var currentTime: Double { host.currentTime }

  /// Whether a finger is down.
  public var isFingerDown: Bool { finger != nil }
  /// Whether the stage's clock must run while nothing moves (a toast counting down to its
  /// timeout, `Transitions.TimeKeeping`): a live driver keeps its frames coming.
  public var keepsTime: Bool { stage.keepsTime }

  /// Delivers the scripted finger's touch stamped `time` under the host's late-touch rule
  /// (`StageHost.send(_:)`) and returns the time it was delivered at: `time`, or the window's
  /// time for a touch a little late. A script's touch at that time replays it exactly.
  ///
  /// - Throws: `HostError` for a touch the host refuses (not finite, too late, before the
  ///   finger's previous event); nothing changes then.
  public func touch(_ kind: TouchKind, at point: Point, time: Double) throws(HostError) -> Double {
    let before = host.currentTime
    try host.send(Touch(id: LivePlay.fingerID, phase: kind.phase, location: point, time: time))
    follow(kind, at: point)
    return max(time, before)
  }

  /// The id of the scripted finger's touches.
  public static let fingerID = 1

  /// Follows the scripted finger's touch of `kind` at `point` that reached ``host`` by another
  /// path (a backend's media-time driver): the finger a frame shows.
  public func follow(_ kind: TouchKind, at point: Point) {
    finger = kind == .down || kind == .move ? point : nil
  }

  /// Performs a script event that is not a touch (an action, and whatever kinds of input a
  /// script gains) at `time` seconds, no earlier than the window's, exactly as `play` does: the
  /// window first runs a frame at `time`. An action UIKit would refuse records an `ignored`
  /// event.
  public func perform(_ kind: ScriptEvent.Kind, at time: Double) {
    if case .resize = kind { lastResize = kind }
    for input in Recorder.inputs(of: [ScriptEvent(at: max(time, host.currentTime), kind)]) {
      recorder.apply(input, stage: stage, host: host, finger: &finger)
    }
  }

  /// Runs one frame at `time` seconds and publishes it (`StageHost.tick(to:)`).
  ///
  /// - Throws: `ClockError` for a time that is not finite or is before the window's.
  public func tick(to time: Double) throws(ClockError) {
    try host.tick(to: time)
  }

  /// What is on screen at the last publish, as `play` records a frame: each role's view with
  /// its place in the window, alpha, scale, corner radius, colour and visibility; the phase,
  /// operation and progress; and the finger.
  public var frame: Timeline.Frame {
    recorder.frame(at: host.currentTime, stage: stage, host: host, finger: finger)
  }

  /// The events recorded since the last call, in the order `play` prints them.
  public func takeEvents() -> [Timeline.Event] {
    let events = recorder.events
    guard recorder.taken < events.count else { return [] }
    let new = Array(events[recorder.taken...])
    recorder.taken = events.count
    return new
  }

  /// Why the last transition that could not run failed, once: `play` refuses a script whose
  /// transition fails; a live stage reports it and goes on.
  public func takeFailure() -> ScriptError? {
    defer { recorder.failure = nil }
    return recorder.failure
  }
}

extension TransitionDefinition {
  /// Checks `script`'s options as `play` checks them for this transition: each option against
  /// its description (defaults filled in), then the transition's own check of the script (the
  /// sheet's: its detents smallest to largest, `selectedDetent` one of them). Nothing is built.
  ///
  /// ```swift
  /// try SheetTransition.definition.checkOptions(
  ///   of: Script(transition: "sheet", options: ["detents": .list([.string("medium")])]))
  /// ```
  ///
  /// - Throws: ``ScriptError`` at the path `play` would name (`options.selectedDetent`).
  public func checkOptions(of script: Script) throws(ScriptError) {
    try check(script, options: script.resolvedOptions(for: description))
  }
}

extension TouchKind {
  /// The phase of the scripted finger's touch.
  public var phase: TouchPhase {
    switch self {
    case .down: return .began
    case .move: return .moved
    case .up: return .ended
    case .cancel: return .cancelled
    }
  }
}
