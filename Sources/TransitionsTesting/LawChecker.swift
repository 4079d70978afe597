import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// Plays the scenarios and collects what breaks.
@MainActor
struct LawChecker {
  /// The transition the scenarios play (`nil` when only a given timeline is checked).
  let definition: TransitionDefinition?
  let screen: Size
  let options: [String: OptionValue]
  var violations: [TransitionLaws.Violation] = []
  var warnings: [TransitionLaws.Warning] = []
  /// The button-driven runs of the scenarios `present` and `dismiss` (`push` and `pop`), by
  /// operation: how the moving view goes when nothing drives it.
  var buttonRuns: [Timeline.Operation: Timeline] = [:]
  /// The transition's `progressAxis` for each operation, as the last scenario's gave it.
  var axes: [TransitionOperation: Vector] = [:]
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
    if inner.kind == .tab {
      player.register(
        TransitionDefinition(tab: inner.description) { options in
          let style = inner.tabStyle(for: options) ?? .slide()
          return .custom(releasePolicy: style.releasePolicy) { change in
            AuditedTabTransition(style.makeTransition(for: change), audit: audit)
          }
        })
    } else if inner.kind == .navigation {
      player.register(
        TransitionDefinition(navigation: inner.description) { options in
          let style = inner.navigationStyle(for: options) ?? .push()
          return .custom {
            let transition = style.makeTransition()
            audit.noteAxes(of: transition)
            return AuditedNavigationTransition(transition, audit: audit)
          }
        })
    } else {
      player.register(
        TransitionDefinition(inner.description) { options in
          let style = inner.style(for: options) ?? .modalSheet()
          return .custom {
            let transition = style.makeTransition()
            audit.noteAxes(of: transition)
            return AuditedTransition(transition, audit: audit)
          }
        })
    }
    weak var stage: AnyObject?
    player.stageObserver = { stage = $0 }
    let script = Script(
      transition: inner.description.id, options: options.merging(extra) { $1 },
      screen: screen, frameRate: frameRate, until: until, reduceMotion: reduceMotion,
      start: start, events: events)
    let timeline = try player.play(script)
    if stage != nil { record(.nothingOutlives, name, "the played stage is still alive") }
    axes = audit.axes
    for leftover in audit.leftovers { record(.leavesNothingBehind, name, leftover) }
    for view in audit.unlisted where !warnings.contains(where: { $0.detail.hasPrefix(view) }) {
      warnings.append(
        TransitionLaws.Warning(
          scenario: name,
          detail:
            "\(view) is in the container but not in the transition's supportingViews: the laws "
            + "hold it, but a backend that shows views by role does not see it; list it"))
    }
    checkValues(timeline, name)
    checkSizes(timeline, movingViewChanges: audit.sizeChanges, name)
    checkCompletion(timeline, audit: audit, name)
    checkAppearance(timeline, name)
    return timeline
  }

  /// Whether the transition is a navigation one (pushed and popped).
  var navigates: Bool { definition?.kind == .navigation }
  /// Whether the transition is a tab one (its children selected: the first shown, the second
  /// selected and back).
  var selects: Bool { definition?.kind == .tab }
  /// The button that shows the transition's end state: `present`, `push`, or a tab's `select`
  /// of the second child.
  var showAction: Action { selects ? .select(index: 1) : navigates ? .push : .present }
  /// The button that takes it back: `dismiss`, `pop`, or a tab's `select` of the first child
  /// (played after the second was selected: a tab has no start with the second shown).
  var hideAction: Action { selects ? .select(index: 0) : navigates ? .pop : .dismiss }

  mutating func run(drive: InteractiveDrive?) throws(ScriptError) {
    let tail = 2.0
    let present = try play(
      selects ? "select" : "present", [ScriptEvent(at: lead, .action(showAction))], start: .idle,
      until: lead + tail)
    expectEnding(present, completed: true, selects ? "select" : "present")
    if selects {
      // The way back is the round trip's second run.
      buttonRuns = [.select: present]
    } else {
      let dismiss = try play(
        "dismiss", [ScriptEvent(at: lead, .action(hideAction))], start: .presented,
        until: lead + tail)
      expectEnding(dismiss, completed: true, "dismiss")
      buttonRuns = [navigates ? .push : .present: present, navigates ? .pop : .dismiss: dismiss]
    }
    // Shown and taken away in one session: what the showing run added, the hiding run removes
    // (a screen pushed without animation, as `dismiss` starts, runs no transition).
    let roundTrip = try play(
      "round-trip",
      [
        ScriptEvent(at: lead, .action(showAction)),
        ScriptEvent(at: lead + tail, .action(hideAction)),
      ],
      start: .idle, until: lead + 2 * tail)
    if roundTrip.endings.map(\.completed) != [true, true] {
      record(
        .interactiveAndNot, "round-trip",
        "expected two endings that completed, got \(roundTrip.endings.map(\.completed))")
    }
    try checkReduceMotion(tail: tail)
    guard let drive else { return }
    try checkInteractive(drive, tail: tail)
    try checkFlick(drive, tail: tail)
    try checkGrab(drive, tail: tail)
  }

  // MARK: Reduce Motion

  mutating func checkReduceMotion(tail: Double) throws(ScriptError) {
    let show = ScriptEvent(at: lead, .action(showAction))
    let back = ScriptEvent(at: selects ? lead + tail : lead, .action(hideAction))
    let scenarios: [(name: String, events: [ScriptEvent], start: Script.Start)] = [
      (selects ? "reduce-motion-select" : "reduce-motion-present", [show], .idle),
      selects
        ? (name: "reduce-motion-round-trip", events: [show, back], start: Script.Start.idle)
        : (name: "reduce-motion-dismiss", events: [back], start: Script.Start.presented),
    ]
    for (name, events, start) in scenarios {
      let timeline = try play(
        name, events, start: start, until: back.at + tail, reduceMotion: true)
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
