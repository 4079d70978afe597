public import Motion
public import Transitions
public import TransitionsPreview

/// The laws every transition must obey, checked against any transition by playing it headless:
/// what the catalogue is held to, for yours, the way swift-collections' `checkCollection` checks
/// any collection.
///
/// ```swift
/// let rise = TransitionDefinition(id: "rise", summary: "…") { _ in .custom { Rise() } }
/// let drive = InteractiveDrive(
///   operation: .dismiss, start: .presented, from: Point(x: 195, y: 400),
///   direction: Vector(dx: 0, dy: 1), span: 40, grabPoint: Point(x: 195, y: 400))
/// let violations = try TransitionLaws.check(rise, drive: drive)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// It plays a button-driven present and dismiss (a push and pop for a navigation transition),
/// and, with a `drive` (how a finger drives the transition), an interactive finish, an
/// interactive cancel, a flick and a grab mid-flight, then each again under Reduce Motion where
/// it applies, and checks every ``Law`` on every frame and event.
public enum TransitionLaws {
  /// One law.
  public enum Law: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The same transition runs driven by a button and by a finger, and each run ends as
    /// driven: a button's present and dismiss complete, a drag held past the middle finishes,
    /// one held near the start cancels.
    case interactiveAndNot
    /// A cancelled transition leaves every view exactly as it was before it began (frame,
    /// alpha, scale, corner radius, visibility).
    case cancelRestores
    /// Each run completes exactly once: one `transitionEnded` per `transitionBegan`, and its
    /// context's `completeTransition` called once.
    case completesOnce
    /// Appearance callbacks come in legal will/did pairs and end settled.
    case balancedAppearance
    /// A finger landing on the moving view catches it where it is, with no jump, and holds it
    /// still.
    case grabWithoutJump
    /// A release carries the finger's velocity into the completing motion.
    case releaseCarriesVelocity
    /// Under Reduce Motion a button-driven present or dismiss moves no view (a cross-fade).
    case reduceMotion
    /// Nothing of a played scene (window, controllers, transition, manager) outlives it.
    case nothingOutlives
    /// Every frame shows legal values: finite geometry, alpha in 0…1, a positive scale, a
    /// corner radius of 0 or more.
    case valuesInRange

    public var description: String { rawValue }
  }

  /// A law broken in one scenario, and how.
  public struct Violation: Error, Sendable, Hashable, CustomStringConvertible {
    public var law: Law
    /// The scenario that broke it (`present`, `interactive-cancel`, …).
    public var scenario: String
    /// What was seen.
    public var detail: String

    public var description: String { "\(law) (\(scenario)): \(detail)" }
  }

  /// Every law `definition`'s transition breaks, on a `screen`-sized window.
  ///
  /// - Parameters:
  ///   - definition: The transition (a modal or a navigation one), as a ``ScenarioPlayer`` plays
  ///     it.
  ///   - drive: How a finger drives it; `nil` checks only the button-driven laws.
  ///   - options: The options every scenario sets (the drive's are added to its own).
  /// - Returns: The violations, empty when the transition obeys every law.
  /// - Throws: ``ScriptError`` when a scenario cannot be played (an option the transition
  ///   does not take, say).
  @MainActor
  public static func check(
    _ definition: TransitionDefinition, drive: InteractiveDrive? = nil,
    screen: Size = Size(width: 390, height: 844), options: [String: OptionValue] = [:]
  ) throws(ScriptError) -> [Violation] {
    guard definition.isModal || definition.isNavigation else {
      throw ScriptError(
        path: "transition",
        problem:
          "\(definition.description.id) is a container; the law checker takes modal and "
          + "navigation ones")
    }
    var checker = Checker(definition: definition, screen: screen, options: options)
    try checker.run(drive: drive)
    return checker.violations
  }

  /// Throws a ``Violations`` error listing every law `definition`'s transition breaks; returns
  /// quietly when it obeys them all. The parameters are those of
  /// ``check(_:drive:screen:options:)``.
  @MainActor
  public static func verify(
    _ definition: TransitionDefinition, drive: InteractiveDrive? = nil,
    screen: Size = Size(width: 390, height: 844), options: [String: OptionValue] = [:]
  ) throws {
    let violations = try check(definition, drive: drive, screen: screen, options: options)
    if !violations.isEmpty { throw Violations(violations: violations) }
  }

  /// The laws one played `timeline` breaks that a timeline alone can show: values in range,
  /// one `transitionEnded` per `transitionBegan`, balanced appearance callbacks. For a session
  /// of your own (a random one, say); ``check(_:drive:screen:options:)`` plays the scenarios of
  /// every law itself.
  ///
  /// - Parameters:
  ///   - scenario: What to call the session in the violations.
  ///   - mayEndRunning: Whether the timeline may stop while a transition still runs (its last
  ///     `transitionBegan` then has no `transitionEnded`, and callbacks may be pending).
  @MainActor
  public static func check(
    _ timeline: Timeline, scenario: String, mayEndRunning: Bool = false
  ) -> [Violation] {
    var checker = Checker(definition: nil, screen: timeline.screen, options: [:])
    checker.checkValues(timeline, scenario)
    checker.checkCompletion(
      timeline, audit: TransitionAudit(), scenario, mayEndRunning: mayEndRunning)
    checker.checkAppearance(timeline, scenario, mayEndPending: mayEndRunning)
    return checker.violations
  }

  /// The laws a transition broke, one per line.
  public struct Violations: Error, CustomStringConvertible {
    public var violations: [Violation]
    public var description: String { violations.map(\.description).joined(separator: "\n") }
  }
}

/// Plays the scenarios and collects what breaks.
@MainActor
private struct Checker {
  /// The transition the scenarios play (`nil` when only a given timeline is checked).
  let definition: TransitionDefinition?
  let screen: Size
  let options: [String: OptionValue]
  var violations: [TransitionLaws.Violation] = []
  /// The first input of every scenario, after a still first frame.
  let lead = 0.2
  /// A drag this long (points) is sure to begin a pan (UIKit's movement threshold is 10 pt).
  static let panSlop = 15.0

  init(definition: TransitionDefinition?, screen: Size, options: [String: OptionValue]) {
    self.definition = definition
    self.screen = screen
    self.options = options
  }

  mutating func record(_ law: TransitionLaws.Law, _ scenario: String, _ detail: String) {
    violations.append(TransitionLaws.Violation(law: law, scenario: scenario, detail: detail))
  }

  /// Plays `events` and checks the laws every run obeys; returns the timeline.
  mutating func play(
    _ name: String, _ events: [ScriptEvent], start: Script.Start, until: Double,
    options extra: [String: OptionValue] = [:], reduceMotion: Bool = false,
    frameRate: Double = 120
  ) throws(ScriptError) -> Timeline {
    guard let inner = definition else {
      throw ScriptError(path: "transition", problem: "no transition to play")
    }
    let audit = TransitionAudit()
    var player = ScenarioPlayer(transitions: [])
    if inner.isNavigation {
      player.register(
        TransitionDefinition(navigation: inner.description) { options in
          let style = inner.navigationStyle(for: options) ?? .push()
          return .custom { AuditedNavigationTransition(style.makeTransition(), audit: audit) }
        })
    } else {
      player.register(
        TransitionDefinition(inner.description) { options in
          let style = inner.style(for: options) ?? .modalSheet()
          return .custom { AuditedTransition(style.makeTransition(), audit: audit) }
        })
    }
    weak var scene: AnyObject?
    player.sceneObserver = { scene = $0 }
    let script = Script(
      transition: inner.description.id, options: options.merging(extra) { $1 },
      screen: screen, frameRate: frameRate, until: until, reduceMotion: reduceMotion,
      start: start, events: events)
    let timeline = try player.play(script)
    if scene != nil { record(.nothingOutlives, name, "the played scene is still alive") }
    checkValues(timeline, name)
    checkCompletion(timeline, audit: audit, name)
    checkAppearance(timeline, name)
    return timeline
  }

  /// Whether the transition is a navigation one (pushed and popped).
  var navigates: Bool { definition?.isNavigation ?? false }
  /// The button that shows the transition's end state: `present`, or `push`.
  var showAction: Action { navigates ? .push : .present }
  /// The button that takes it back: `dismiss`, or `pop`.
  var hideAction: Action { navigates ? .pop : .dismiss }

  mutating func run(drive: InteractiveDrive?) throws(ScriptError) {
    let tail = 2.0
    let present = try play(
      "present", [ScriptEvent(at: lead, .action(showAction))], start: .idle, until: lead + tail)
    expectEnding(present, completed: true, "present")
    let dismiss = try play(
      "dismiss", [ScriptEvent(at: lead, .action(hideAction))], start: .presented,
      until: lead + tail)
    expectEnding(dismiss, completed: true, "dismiss")
    try checkReduceMotion(tail: tail)
    guard let drive else { return }
    try checkInteractive(drive, tail: tail)
    try checkFlick(drive, tail: tail)
    try checkGrab(drive, tail: tail)
  }

  // MARK: Laws on every run

  mutating func checkValues(_ timeline: Timeline, _ name: String) {
    for frame in timeline.frames {
      for view in frame.views {
        let geometry = [
          view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height,
        ]
        var problem: String?
        if !geometry.allSatisfy(\.isFinite) {
          problem = "frame \(view.frame)"
        } else if !(view.alpha >= 0 && view.alpha <= 1) {
          problem = "alpha \(view.alpha)"
        } else if !(view.scale > 0) {
          problem = "scale \(view.scale)"
        } else if !(view.cornerRadius >= 0) {
          problem = "corner radius \(view.cornerRadius)"
        }
        if let problem {
          record(.valuesInRange, name, "\(view.role) shows \(problem) at t = \(frame.time)")
          return
        }
      }
    }
  }

  mutating func checkCompletion(
    _ timeline: Timeline, audit: TransitionAudit, _ name: String, mayEndRunning: Bool = false
  ) {
    var running = false
    for event in timeline.events {
      switch event.kind {
      case .transitionBegan:
        if running {
          record(
            .completesOnce, name, "a transition began at t = \(event.time) before the last ended")
        }
        running = true
      case .transitionEnded:
        if !running {
          record(.completesOnce, name, "a transition ended at t = \(event.time) that had not begun")
        }
        running = false
      default: break
      }
    }
    if running, !mayEndRunning { record(.completesOnce, name, "a transition never ended") }
    for (run, count) in audit.completions.enumerated() where count != 1 {
      record(.completesOnce, name, "run \(run + 1) called completeTransition \(count) times")
    }
  }

  mutating func checkAppearance(
    _ timeline: Timeline, _ name: String, mayEndPending: Bool = false
  ) {
    for role in ["presenting", "presented", "pushed"] {
      var pending: Timeline.AppearanceCallback?
      for callback in timeline.appearanceCallbacks(of: role) {
        switch (callback, pending) {
        case (.willAppear, _), (.willDisappear, _):
          pending = callback
        case (.didAppear, .willAppear?), (.didDisappear, .willDisappear?):
          pending = nil
        default:
          record(
            .balancedAppearance, name,
            "\(role) got \(callback) after \(pending.map { "\($0)" } ?? "nothing pending")")
          return
        }
      }
      if let pending, !mayEndPending {
        record(.balancedAppearance, name, "\(role) was left after \(pending)")
      }
    }
  }

  mutating func expectEnding(_ timeline: Timeline, completed: Bool, _ name: String) {
    let endings = timeline.endings.map(\.completed)
    if endings != [completed] {
      record(
        .interactiveAndNot, name,
        "expected one ending that \(completed ? "completed" : "cancelled"), got \(endings)")
    }
  }

  // MARK: Driven by a finger

  mutating func checkInteractive(_ drive: InteractiveDrive, tail: Double) throws(ScriptError) {
    func drag(_ distance: Double, over duration: Double) -> ScriptEvent {
      Touches.drag(
        at: lead, from: drive.from, to: drive.point(drive.from, movedBy: distance),
        duration: duration, hold: 0.2)
    }
    let finish = try play(
      "interactive-finish", [drag(0.6 * drive.span, over: 0.9)], start: drive.start,
      until: lead + 1.1 + tail, options: drive.options)
    expectEnding(finish, completed: true, "interactive-finish")
    // A fifth of the way, but at least what a pan needs to begin (10 pt) and then some, and
    // at most 40% of the way: held still there, every release policy cancels.
    let short = max(0.2 * drive.span, min(0.4 * drive.span, Self.panSlop))
    let cancel = try play(
      "interactive-cancel", [drag(short, over: 0.5)], start: drive.start,
      until: lead + 0.7 + tail, options: drive.options)
    expectEnding(cancel, completed: false, "interactive-cancel")
    guard let first = cancel.frames.first, let last = cancel.frames.last else { return }
    for before in first.views {
      guard let after = last.view(before.role) else { continue }
      if let difference = difference(before, after) {
        record(
          .cancelRestores, "interactive-cancel",
          "\(before.role).\(difference) at the end, not as before the transition")
      }
    }
  }

  /// The first property of `a` and `b` that differs (by more than 1e-6), described.
  func difference(_ a: Timeline.ViewState, _ b: Timeline.ViewState) -> String? {
    func far(_ x: Double, _ y: Double) -> Bool { !(abs(x - y) <= 1e-6) }
    if !a.isVisible && !b.isVisible { return nil }  // off screen both times: nothing shown
    if far(a.alpha, b.alpha) { return "alpha is \(b.alpha), was \(a.alpha)" }
    if far(a.scale, b.scale) { return "scale is \(b.scale), was \(a.scale)" }
    if far(a.cornerRadius, b.cornerRadius) {
      return "cornerRadius is \(b.cornerRadius), was \(a.cornerRadius)"
    }
    if a.isVisible != b.isVisible { return "visible is \(b.isVisible), was \(a.isVisible)" }
    if framesDiffer(a.frame, b.frame) { return "frame is \(b.frame), was \(a.frame)" }
    return nil
  }

  /// Whether two frames differ by more than 1e-6 pt in any coordinate.
  func framesDiffer(_ p: Rect, _ q: Rect) -> Bool {
    !(abs(p.origin.x - q.origin.x) <= 1e-6 && abs(p.origin.y - q.origin.y) <= 1e-6
      && abs(p.size.width - q.size.width) <= 1e-6 && abs(p.size.height - q.size.height) <= 1e-6)
  }

  /// A flick of 15% of the span (at least 15 pt, so a pan begins) at 2 000 pt/s: the
  /// completing motion starts at the finger's velocity (progress per second, measured over the
  /// first 2 ms after the release).
  mutating func checkFlick(_ drive: InteractiveDrive, tail: Double) throws(ScriptError) {
    let distance = max(0.15 * drive.span, Self.panSlop)
    // Slow enough that no cap applies: a release carries at most 30 distances-left per second
    // (``TransitionAnimator/maximumRelativeCompletionVelocity``), and the flick may finish or
    // cancel; half of that, towards the nearer end.
    let fraction = distance / max(drive.span, 1)
    let speed = min(2000, 15 * min(fraction, max(1 - fraction, 0)) * drive.span)
    let flick = Touches.drag(
      at: lead, from: drive.from, to: drive.point(drive.from, movedBy: distance),
      duration: distance / speed)
    let timeline = try play(
      "flick", [flick], start: drive.start, until: lead + 0.2 + tail, options: drive.options,
      frameRate: 1000)
    guard
      let ended = timeline.events.first(where: { $0.kind.type == "interactionEnded" }),
      case .interactionEnded(_, let velocity, let progress) = ended.kind
    else {
      record(.interactiveAndNot, "flick", "the flick did not drive the transition")
      return
    }
    let length = drive.direction.length
    guard length > 0, drive.span > 0 else { return }
    let along = (velocity.dx * drive.direction.dx + velocity.dy * drive.direction.dy) / length
    let expected = along / drive.span  // progress per second at the release
    let after = timeline.frames.filter { $0.time > ended.time }.prefix(3).compactMap(\.progress)
    guard after.count == 3 else { return }
    let shown = (after[2] - after[1]) * timeline.frameRate
    // The spring's own acceleration over a millisecond is far below the tolerance.
    if !(abs(shown - expected) <= 0.25 * abs(expected) + 0.5) {
      record(
        .releaseCarriesVelocity, "flick",
        "released at \(expected) per second (progress \(progress)), the motion went on at "
          + "\(shown) per second")
    }
  }

  /// A button-driven run of the drive's operation, caught `grabDelay` s in at the grab point
  /// and held 0.3 s: held where it was when the finger landed, with no jump.
  mutating func checkGrab(_ drive: InteractiveDrive, tail: Double) throws(ScriptError) {
    let shows = drive.operation == .present || drive.operation == .push
    let action = shows ? showAction : hideAction
    let start: Script.Start = shows ? .idle : .presented
    let down = lead + drive.grabDelay + 0.5 / 240  // between two frames
    let hold = 0.3
    let button = [ScriptEvent(at: lead, .action(action))]
    let free = try play(
      "grab-reference", button, start: start, until: down + hold + tail,
      options: drive.options, frameRate: 240)
    let grabbed = try play(
      "grab", button + Touches.grab(at: down, drive.grabPoint, hold: hold), start: start,
      until: down + hold + tail, options: drive.options, frameRate: 240)
    if grabbed.events(ofType: "interactionBegan").isEmpty {
      record(.grabWithoutJump, "grab", "a finger on the moving view did not catch it")
      return
    }
    guard let before = free.frames.last(where: { $0.time < down }),
      let next = free.frames.first(where: { $0.time > down }),
      let held = grabbed.frames.first(where: { $0.time > down }),
      let stillHeld = grabbed.frames.last(where: { $0.time < down + hold })
    else { return }
    for view in held.views {
      guard let a = before.view(view.role), let b = next.view(view.role) else { continue }
      let x = view.frame.origin.x
      let y = view.frame.origin.y
      let slack = 0.5
      let between =
        x >= min(a.frame.origin.x, b.frame.origin.x) - slack
        && x <= max(a.frame.origin.x, b.frame.origin.x) + slack
        && y >= min(a.frame.origin.y, b.frame.origin.y) - slack
        && y <= max(a.frame.origin.y, b.frame.origin.y) + slack
      if !between {
        record(
          .grabWithoutJump, "grab",
          "\(view.role) jumped to \(view.frame.origin) when caught; it was moving from "
            + "\(a.frame.origin) to \(b.frame.origin)")
        return
      }
      if let later = stillHeld.view(view.role), let moved = difference(view, later) {
        record(.grabWithoutJump, "grab", "\(view.role) moved while held: \(moved)")
        return
      }
    }
  }

  // MARK: Reduce Motion

  mutating func checkReduceMotion(tail: Double) throws(ScriptError) {
    for (name, action, start) in [
      ("reduce-motion-present", showAction, Script.Start.idle),
      ("reduce-motion-dismiss", hideAction, .presented),
    ] {
      let timeline = try play(
        name, [ScriptEvent(at: lead, .action(action))], start: start, until: lead + tail,
        reduceMotion: true)
      var previous: Timeline.Frame?
      frames: for frame in timeline.frames {
        defer { previous = frame }
        guard frame.phase == .transitioning, let previous, previous.phase == .transitioning
        else { continue }
        for view in frame.views where view.isVisible {
          guard let earlier = previous.view(view.role), earlier.isVisible else { continue }
          if framesDiffer(earlier.frame, view.frame) {
            record(
              .reduceMotion, name,
              "\(view.role) moved at t = \(frame.time): \(earlier.frame) → \(view.frame)")
            break frames  // one report per scenario
          }
        }
      }
    }
  }
}
