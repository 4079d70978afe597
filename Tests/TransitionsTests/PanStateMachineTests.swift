import Motion
import Testing
import TransitionsPlayback

@testable import Transitions

/// `PanInteraction`'s state machine on its own: for each state and event, the next state (with
/// the grab's threshold and the last pan sample) and the actions the interaction performs. A
/// second table lists the events each state ignores; together they cover every pair.
struct PanStateMachineTests {
  typealias Machine = PanInteraction.StateMachine
  typealias State = Machine.State
  typealias Action = Machine.Action
  typealias Facts = Machine.Facts

  static let base = Rect(x: 0, y: 100, width: 390, height: 744)
  static let flick = Vector(dx: 0, dy: 800)

  /// A dismissal of 400 pt of travel, held at `progress`, the pan `along` its axis.
  static func driven(_ progress: Double = 0.4, along: Double = 0, dismisses: Bool = true) -> Facts {
    Facts(
      driven: .init(progress: progress, travel: 400, dismisses: dismisses, along: along),
      host: .running)
  }
  static let rest = Facts()
  static let running = Facts(host: .running)
  static let stretchable = Facts(stretchAllowed: true, viewFrame: base)
  static func scroll(_ content: Facts.ScrollContent, _ facts: Facts = Facts()) -> Facts {
    var facts = facts
    facts.scrollContent = content
    return facts
  }

  /// An event of the state machine.
  enum Event: Sendable, CustomStringConvertible, CaseIterable {
    case grabBegan(Facts, panMinimumDistance: Double)
    case grabEnded(Facts, panIsActive: Bool)
    case panMoved(began: Bool, along: Double, Facts)
    case panEnded(along: Double, velocity: Vector, Facts)
    case panFailed(along: Double)
    case transitionHeld(progress: Double)
    case beginTransitionReturned(started: Bool, Facts)
    case stretchCaught(travel: Double, along: Double)
    case springBackEnded
    case springBackFailed
    case endStretch

    /// One of each kind, with the plainest facts (for the table of ignored events).
    static let allCases: [Event] = [
      .grabBegan(rest, panMinimumDistance: 10), .grabEnded(rest, panIsActive: true),
      .panMoved(began: false, along: 0, rest), .panEnded(along: 0, velocity: .zero, rest),
      .panFailed(along: 0), .transitionHeld(progress: 0.5),
      .beginTransitionReturned(started: true, rest), .stretchCaught(travel: -10, along: 0),
      .springBackEnded, .springBackFailed, .endStretch,
    ]

    var kind: String { String(description.prefix { $0 != "(" }) }

    var description: String {
      switch self {
      case .grabBegan: return "grabBegan"
      case .grabEnded(_, let active): return "grabEnded(panIsActive: \(active))"
      case .panMoved(let began, let along, _): return "panMoved(began: \(began), along: \(along))"
      case .panEnded(let along, _, _): return "panEnded(along: \(along))"
      case .panFailed: return "panFailed"
      case .transitionHeld(let progress): return "transitionHeld(progress: \(progress))"
      case .beginTransitionReturned(let started, _):
        return "beginTransitionReturned(started: \(started))"
      case .stretchCaught(let travel, let along): return "stretchCaught(\(travel), \(along))"
      case .springBackEnded: return "springBackEnded"
      case .springBackFailed: return "springBackFailed"
      case .endStretch: return "endStretch"
      }
    }

    func apply(to machine: inout Machine) -> [Action] {
      Array(actions(on: &machine))
    }

    private func actions(on machine: inout Machine) -> Machine.Actions {
      switch self {
      case .grabBegan(let facts, let distance):
        return machine.grabBegan(facts, panMinimumDistance: distance)
      case .grabEnded(let facts, let active): return machine.grabEnded(facts, panIsActive: active)
      case .panMoved(let began, let along, let facts):
        return machine.panMoved(began: began, along: along, facts)
      case .panEnded(let along, let velocity, let facts):
        return machine.panEnded(along: along, velocity: velocity, facts)
      case .panFailed(let along): return machine.panFailed(along: along)
      case .transitionHeld(let progress): return machine.transitionHeld(progress: progress)
      case .beginTransitionReturned(let started, let facts):
        return machine.beginTransitionReturned(started: started, facts)
      case .stretchCaught(let travel, let along):
        return machine.stretchCaught(at: travel, along: along)
      case .springBackEnded: return machine.springBackEnded()
      case .springBackFailed: return machine.springBackFailed()
      case .endStretch: return machine.endStretch()
      }
    }
  }

  /// One state of each kind.
  static let states: [State] = [
    .idle, .starting(baseline: 5), .holding(startProgress: 0.4),
    .tracking(startProgress: 0.4, baseline: 10), .scrollingContent,
    .stretching(base: base, origin: -5), .stretchHeld(base: base), .springingBack(base: base),
  ]

  static func kind(_ state: State) -> String {
    String(String(describing: state).prefix { $0 != "(" })
  }

  /// One row: `event` in `machine` gives `next` and `actions`.
  struct Row: Sendable, CustomTestStringConvertible {
    var machine: Machine
    var event: Event
    var next: Machine
    var actions: [Action]

    init(
      _ state: State, grabbed: Double? = nil, last: Double = 0, _ event: Event, _ next: State,
      grabbedAfter: Double?? = .none, lastAfter: Double? = nil, _ actions: [Action]
    ) {
      machine = Machine(state: state, panThresholdBeforeGrab: grabbed, lastAlong: last)
      self.event = event
      self.next = Machine(
        state: next, panThresholdBeforeGrab: grabbedAfter ?? grabbed,
        lastAlong: lastAfter ?? last)
      self.actions = actions
    }

    var testDescription: String { "\(PanStateMachineTests.kind(machine.state)) + \(event)" }
  }
}

extension PanStateMachineTests {
  static let rows: [Row] = grabRows + panRows + resultRows

  static let grabRows: [Row] = [
    // A grab takes a running transition nobody drives; the pan's threshold drops for the touch.
    Row(
      .idle, .grabBegan(running, panMinimumDistance: 10), .idle, grabbedAfter: 10,
      [.takeRunningTransition, .lowerPanThreshold]),
    Row(
      .scrollingContent, .grabBegan(running, panMinimumDistance: 10), .scrollingContent,
      grabbedAfter: 10, [.takeRunningTransition, .lowerPanThreshold]),
    Row(
      .idle, grabbed: 0, .grabBegan(running, panMinimumDistance: 0), .idle,
      [.takeRunningTransition]),
    Row(.idle, .grabBegan(rest, panMinimumDistance: 10), .idle, []),
    Row(.idle, .grabBegan(Facts(host: .completed), panMinimumDistance: 10), .idle, []),
    // Held, but someone else let go of it: idle again, so the grab takes it.
    Row(
      .holding(startProgress: 0.4), .grabBegan(running, panMinimumDistance: 10), .idle,
      grabbedAfter: 10, [.takeRunningTransition, .lowerPanThreshold]),
    // A spring back stops under the finger.
    Row(
      .springingBack(base: base), .grabBegan(rest, panMinimumDistance: 10),
      .stretchHeld(base: base), grabbedAfter: 10, [.stopSpringBack, .lowerPanThreshold]),

    // The finger lifts without a pan: a held transition goes on from rest, a held stretch
    // springs back from rest; the threshold comes back.
    Row(
      .holding(startProgress: 0.4), grabbed: 10, .grabEnded(driven(), panIsActive: false), .idle,
      grabbedAfter: .some(nil), [.restorePanThreshold(10), .release(velocity: nil)]),
    Row(
      .tracking(startProgress: 0.4, baseline: 10), .grabEnded(driven(), panIsActive: false),
      .idle, [.release(velocity: nil)]),
    Row(
      .holding(startProgress: 0.4), grabbed: 10, .grabEnded(rest, panIsActive: false), .idle,
      grabbedAfter: .some(nil), [.restorePanThreshold(10)]),
    Row(
      .stretchHeld(base: base), grabbed: 10, .grabEnded(rest, panIsActive: false),
      .springingBack(base: base), grabbedAfter: .some(nil),
      [.restorePanThreshold(10), .springBack(base: base, velocity: nil)]),
    Row(
      .stretching(base: base, origin: -5), .grabEnded(rest, panIsActive: false),
      .springingBack(base: base), [.springBack(base: base, velocity: nil)]),
    Row(
      .idle, grabbed: 10, .grabEnded(rest, panIsActive: false), .idle, grabbedAfter: .some(nil),
      [.restorePanThreshold(10)]),
    // While the pan is active, its end decides.
    Row(
      .holding(startProgress: 0.4), grabbed: 10, .grabEnded(driven(), panIsActive: true),
      .holding(startProgress: 0.4), []),
    // Already springing back: not a second spring.
    Row(
      .springingBack(base: base), .grabEnded(rest, panIsActive: false),
      .springingBack(base: base), []),
  ]

  static let panRows: [Row] = [
    // From rest: along the axis begins a transition; a later sample without scroll content
    // does nothing; against it (when allowed) stretches.
    Row(
      .idle, .panMoved(began: true, along: 12, rest), .starting(baseline: 0), lastAfter: 12,
      [.beginTransition(askFirst: false)]),
    Row(.idle, .panMoved(began: false, along: 30, rest), .idle, lastAfter: 30, []),
    Row(
      .idle, .panMoved(began: true, along: -12, stretchable), .stretching(base: base, origin: 0),
      lastAfter: -12, [.showStretch(base: base, travel: -12)]),
    Row(
      .idle, .panMoved(began: true, along: -12, Facts(stretchAllowed: true)), .idle,
      lastAfter: -12, []),
    Row(
      .idle, .panMoved(began: true, along: -12, Facts(host: .completed, stretchAllowed: true)),
      .starting(baseline: 0), lastAfter: -12, [.beginTransition(askFirst: false)]),
    // Scroll content: it scrolls until at its top with the finger moving along the axis; the
    // view then follows from the previous sample.
    Row(
      .idle, .panMoved(began: true, along: 12, scroll(.scrolled)), .scrollingContent,
      lastAfter: 12, []),
    Row(
      .idle, .panMoved(began: true, along: 12, scroll(.atTop)), .starting(baseline: 0),
      lastAfter: 12, [.beginTransition(askFirst: false)]),
    Row(
      .scrollingContent, last: 20, .panMoved(began: false, along: 30, scroll(.atTop)),
      .starting(baseline: 20), lastAfter: 30, [.beginTransition(askFirst: false)]),
    Row(
      .scrollingContent, last: 20, .panMoved(began: false, along: 15, scroll(.atTop)),
      .scrollingContent, lastAfter: 15, []),
    Row(
      .scrollingContent, last: 20, .panMoved(began: false, along: 30, rest), .scrollingContent,
      lastAfter: 30, []),
    // Held: from touch-down after a grab; from here otherwise (no jump).
    Row(
      .holding(startProgress: 0.5), grabbed: 10,
      .panMoved(began: true, along: 1, driven(0.5, along: 100)),
      .tracking(startProgress: 0.5, baseline: 0), lastAfter: 1,
      [.follow(translation: 100, progress: 0.75)]),
    Row(
      .holding(startProgress: 0.4), .panMoved(began: true, along: 30, driven(along: 30)),
      .tracking(startProgress: 0.4, baseline: 30), lastAfter: 30,
      [.follow(translation: 0, progress: 0.4)]),
    Row(
      .idle, .panMoved(began: true, along: 30, driven(0.2, along: 30)),
      .tracking(startProgress: 0.2, baseline: 30), lastAfter: 30,
      [.follow(translation: 0, progress: 0.2)]),
    Row(
      .tracking(startProgress: 0.4, baseline: 10),
      .panMoved(began: false, along: 50, driven(along: 50)),
      .tracking(startProgress: 0.4, baseline: 10), lastAfter: 50,
      [.follow(translation: 40, progress: 0.5)]),
    Row(
      .tracking(startProgress: 0.4, baseline: 10),
      .panMoved(began: true, along: 50, driven(along: 50)),
      .tracking(startProgress: 0.4, baseline: 50), lastAfter: 50,
      [.follow(translation: 0, progress: 0.4)]),
    Row(
      .tracking(startProgress: 0.4, baseline: 0),
      .panMoved(began: false, along: 40, scroll(.atTop, driven(along: 40))),
      .tracking(startProgress: 0.4, baseline: 0), lastAfter: 40,
      [.pinScrollContent, .follow(translation: 40, progress: 0.5)]),
    // A dismissal from home dragged back home hands the rest of the drag to the content.
    Row(
      .tracking(startProgress: 0, baseline: 0),
      .panMoved(began: false, along: -20, scroll(.atTop, driven(0, along: -20))),
      .scrollingContent, lastAfter: -20,
      [.pinScrollContent, .handBackToScrollContent(translation: -20, scrolledPast: 20)]),
    Row(
      .tracking(startProgress: 0.25, baseline: 0),
      .panMoved(began: false, along: -100, scroll(.atTop, driven(0, along: -100))),
      .tracking(startProgress: 0.25, baseline: 0), lastAfter: -100,
      [.pinScrollContent, .follow(translation: -100, progress: 0)]),
    Row(
      .tracking(startProgress: 0, baseline: 0),
      .panMoved(began: false, along: -20, scroll(.atTop, driven(0, along: -20, dismisses: false))),
      .tracking(startProgress: 0, baseline: 0), lastAfter: -20,
      [.pinScrollContent, .follow(translation: -20, progress: -0.05)]),
    // Let go of elsewhere (a container's selection finished it): the pan moves nothing more.
    Row(
      .tracking(startProgress: 0.4, baseline: 0), .panMoved(began: false, along: 60, rest), .idle,
      lastAfter: 60, []),
    Row(
      .tracking(startProgress: 0.4, baseline: 0), last: 50,
      .panMoved(began: false, along: 60, scroll(.atTop)), .starting(baseline: 50), lastAfter: 60,
      [.beginTransition(askFirst: false)]),
    // A stretch follows the finger; dragged back past rest it begins the transition.
    Row(
      .stretching(base: base, origin: -5), .panMoved(began: false, along: -20, rest),
      .stretching(base: base, origin: -5), lastAfter: -20, [.showStretch(base: base, travel: -25)]),
    Row(
      .stretching(base: base, origin: -5), .panMoved(began: false, along: 8, rest),
      .starting(baseline: 5), lastAfter: 8,
      [.restoreView(base: base), .beginTransition(askFirst: true)]),
    // A stretch is caught by a pan: measured on screen, it continues from there.
    Row(
      .springingBack(base: base), .panMoved(began: true, along: -3, stretchable),
      .stretchHeld(base: base), lastAfter: -3,
      [.stopSpringBack, .catchStretch(base: base, along: -3)]),
    Row(
      .stretchHeld(base: base), .panMoved(began: true, along: 2, stretchable),
      .stretchHeld(base: base), lastAfter: 2, [.catchStretch(base: base, along: 2)]),
    Row(
      .springingBack(base: base),
      .panMoved(began: true, along: -3, Facts(host: .running, stretchAllowed: true)),
      .springingBack(base: base), lastAfter: -3, []),

    // The pan ends: a transition is released with its velocity, a stretch springs back.
    Row(
      .tracking(startProgress: 0.4, baseline: 0), grabbed: 10,
      .panEnded(along: 50, velocity: flick, driven(along: 50)), .idle, grabbedAfter: .some(nil),
      lastAfter: 50, [.restorePanThreshold(10), .release(velocity: flick)]),
    Row(
      .holding(startProgress: 0.4), .panEnded(along: 0, velocity: flick, driven()), .idle,
      [.release(velocity: flick)]),
    Row(
      .stretching(base: base, origin: 0), .panEnded(along: -40, velocity: flick, stretchable),
      .springingBack(base: base), lastAfter: -40, [.springBack(base: base, velocity: flick)]),
    Row(
      .scrollingContent, .panEnded(along: 9, velocity: flick, scroll(.scrolled)), .idle,
      lastAfter: 9, []),
    Row(
      .tracking(startProgress: 0.4, baseline: 0), .panEnded(along: 9, velocity: flick, rest),
      .idle, lastAfter: 9, []),
    Row(
      .idle, grabbed: 10, .panFailed(along: 4), .idle, grabbedAfter: .some(nil), lastAfter: 4,
      [.restorePanThreshold(10)]),
    Row(.idle, .panFailed(along: 4), .idle, lastAfter: 4, []),
  ]

  static let resultRows: [Row] = [
    // The host started a transition for this interaction, or a grab took the running one.
    Row(
      .starting(baseline: 5), .transitionHeld(progress: 0.3),
      .tracking(startProgress: 0.3, baseline: 5), []),
    Row(
      .tracking(startProgress: 0.1, baseline: 5), .transitionHeld(progress: 0.3),
      .tracking(startProgress: 0.3, baseline: 5), []),
    Row(.idle, .transitionHeld(progress: 0.3), .holding(startProgress: 0.3), []),
    Row(.scrollingContent, .transitionHeld(progress: 0.3), .holding(startProgress: 0.3), []),
    Row(
      .holding(startProgress: 0.1), .transitionHeld(progress: 0.3), .holding(startProgress: 0.3), []
    ),
    Row(.stretchHeld(base: base), .transitionHeld(progress: 0.3), .holding(startProgress: 0.3), []),
    Row(
      .stretching(base: base, origin: 0), .transitionHeld(progress: 0.3),
      .holding(startProgress: 0.3), []),
    Row(
      .springingBack(base: base), .transitionHeld(progress: 0.3), .holding(startProgress: 0.3), []),

    // The host's answer: follow what it started; refused, the pan moves nothing (or scrolls).
    Row(
      .tracking(startProgress: 0.3, baseline: 5),
      .beginTransitionReturned(started: true, driven(0.3, along: 25)),
      .tracking(startProgress: 0.3, baseline: 5), [.follow(translation: 20, progress: 0.35)]),
    Row(
      .tracking(startProgress: 0.3, baseline: 5),
      .beginTransitionReturned(started: false, driven(0.3, along: 25)),
      .tracking(startProgress: 0.3, baseline: 5), []),
    Row(.starting(baseline: 5), .beginTransitionReturned(started: false, rest), .idle, []),
    Row(.starting(baseline: 5), .beginTransitionReturned(started: true, rest), .idle, []),
    Row(
      .starting(baseline: 5), .beginTransitionReturned(started: false, scroll(.atTop)),
      .scrollingContent, []),

    // A caught stretch continues from the travel that shows it.
    Row(
      .stretchHeld(base: base), .stretchCaught(travel: -30, along: 5),
      .stretching(base: base, origin: -35), [.showStretch(base: base, travel: -30)]),

    // The spring back's end.
    Row(.springingBack(base: base), .springBackEnded, .idle, []),
    Row(.springingBack(base: base), .springBackFailed, .stretchHeld(base: base), []),

    // A transition is about to start from the view: the stretch ends at rest.
    Row(.stretching(base: base, origin: -5), .endStretch, .idle, [.restoreView(base: base)]),
    Row(.stretchHeld(base: base), .endStretch, .idle, [.restoreView(base: base)]),
    Row(
      .springingBack(base: base), .endStretch, .idle, [.stopSpringBack, .restoreView(base: base)]),
  ]

  /// The events each state ignores: no action, nothing changes (the last pan sample aside).
  static let ignored: [String: [String]] = [
    "grabBegan": ["starting", "tracking", "stretching", "stretchHeld"],
    "grabEnded": ["starting", "scrollingContent"],
    "panMoved": ["starting"],
    "panEnded": ["idle", "starting", "stretchHeld", "springingBack"],
    "panFailed": [
      "starting", "holding", "tracking", "scrollingContent", "stretching", "stretchHeld",
      "springingBack",
    ],
    "beginTransitionReturned": [
      "idle", "holding", "scrollingContent", "stretching", "stretchHeld", "springingBack",
    ],
    "stretchCaught": [
      "idle", "starting", "holding", "tracking", "scrollingContent", "stretching", "springingBack",
    ],
    "springBackEnded": [
      "idle", "starting", "holding", "tracking", "scrollingContent", "stretching", "stretchHeld",
    ],
    "springBackFailed": [
      "idle", "starting", "holding", "tracking", "scrollingContent", "stretching", "stretchHeld",
    ],
    "endStretch": ["idle", "starting", "holding", "tracking", "scrollingContent"],
  ]

  @Test(arguments: rows)
  func eventGivesNextStateAndActions(_ row: Row) {
    var machine = row.machine
    let actions = row.event.apply(to: &machine)
    #expect(machine == row.next)
    #expect(actions == row.actions)
  }

  @Test func ignoredEventsChangeNothing() {
    for (event, kinds) in Self.ignored {
      let sample = try! #require(Event.allCases.first { $0.kind == event })
      for state in Self.states where kinds.contains(Self.kind(state)) {
        // A held transition is still held (it is not the event that lets go of it).
        var machine = Machine(state: state)
        let before = machine
        let actions = Self.inWorldHolding(sample, state).apply(to: &machine)
        #expect(actions.isEmpty, "\(Self.kind(state)) + \(event)")
        #expect(machine.state == before.state, "\(Self.kind(state)) + \(event)")
        #expect(machine.panThresholdBeforeGrab == before.panThresholdBeforeGrab)
      }
    }
  }

  /// Every event meets every kind of state in one table or the other.
  @Test func everyEventMeetsEveryState() {
    let covered = Set(Self.rows.map { "\($0.event.kind) \(Self.kind($0.machine.state))" })
    for event in Event.allCases {
      for state in Self.states {
        let pair = "\(event.kind) \(Self.kind(state))"
        let ignored = Self.ignored[event.kind, default: []].contains(Self.kind(state))
        #expect(covered.contains(pair) || ignored, "no row for \(pair)")
      }
    }
  }

  /// `sample` with facts in which a held transition stays held.
  static func inWorldHolding(_ sample: Event, _ state: State) -> Event {
    let facts: Facts
    switch state {
    case .holding, .tracking: facts = driven()
    default: facts = rest
    }
    switch sample {
    case .grabBegan(_, let distance): return .grabBegan(facts, panMinimumDistance: distance)
    case .grabEnded(_, let active): return .grabEnded(facts, panIsActive: active)
    case .panMoved(let began, let along, _): return .panMoved(began: began, along: along, facts)
    case .panEnded(let along, let velocity, _):
      return .panEnded(along: along, velocity: velocity, facts)
    case .beginTransitionReturned(let started, _):
      return .beginTransitionReturned(started: started, facts)
    default: return sample
    }
  }
}

/// The arbitration queries: whether the pan and the grab may begin (the state never changes).
extension PanStateMachineTests {
  struct VerdictRow: Sendable, CustomTestStringConvertible {
    var state: State
    var facts: Facts
    var along: Double
    var across = 0.0
    var beginsTransitions = true
    var isBidirectional = false
    var startsAtEdge = true
    var verdict: Machine.Verdict
    var testDescription: String { "\(PanStateMachineTests.kind(state)), along \(along)" }
  }

  static let verdictRows: [VerdictRow] = [
    // Driving, a running transition to grab, a stretch under way: always, even off the edges.
    VerdictRow(
      state: .tracking(startProgress: 0.4, baseline: 0), facts: driven(), along: -50,
      startsAtEdge: false, verdict: .begin),
    VerdictRow(state: .idle, facts: running, along: -50, startsAtEdge: false, verdict: .begin),
    VerdictRow(
      state: .springingBack(base: base), facts: rest, along: 50, startsAtEdge: false,
      verdict: .begin),
    // From rest: only from the edges, if any.
    VerdictRow(state: .idle, facts: rest, along: 50, startsAtEdge: false, verdict: .refuse),
    VerdictRow(state: .idle, facts: rest, along: 50, across: 3, verdict: .askShouldBegin),
    VerdictRow(state: .idle, facts: rest, along: 50, across: 60, verdict: .refuse),
    VerdictRow(state: .idle, facts: rest, along: -50, verdict: .refuse),
    VerdictRow(
      state: .idle, facts: rest, along: -50, isBidirectional: true, verdict: .askShouldBegin),
    VerdictRow(state: .idle, facts: rest, along: 0, isBidirectional: true, verdict: .refuse),
    VerdictRow(state: .idle, facts: rest, along: 50, beginsTransitions: false, verdict: .refuse),
    // Against the axis: a stretch when allowed and nothing runs.
    VerdictRow(
      state: .idle, facts: stretchable, along: -50, across: 10, beginsTransitions: false,
      verdict: .begin),
    VerdictRow(
      state: .idle, facts: Facts(host: .completed, stretchAllowed: true), along: -50,
      verdict: .refuse),
    // Scroll content: every drag along the axis, either way.
    VerdictRow(state: .idle, facts: scroll(.scrolled), along: -50, verdict: .askShouldBegin),
    VerdictRow(state: .idle, facts: scroll(.scrolled), along: -50, across: 60, verdict: .refuse),
  ]

  @Test(arguments: verdictRows)
  func panVerdict(_ row: VerdictRow) {
    let machine = Machine(state: row.state)
    let verdict = machine.panVerdict(
      row.facts, movement: .init(along: row.along, across: row.across),
      beginsTransitions: row.beginsTransitions, isBidirectional: row.isBidirectional,
      startsAtEdge: row.startsAtEdge)
    #expect(verdict == row.verdict)
  }

  @Test func theGrabBeginsOnASpringBackOrARunningTransition() {
    #expect(Machine(state: .springingBack(base: Self.base)).grabMayBegin(Self.rest))
    #expect(Machine(state: .idle).grabMayBegin(Self.running))
    #expect(!Machine(state: .idle).grabMayBegin(Facts(host: .completed)))
    #expect(!Machine(state: .stretchHeld(base: Self.base)).grabMayBegin(Self.rest))
  }
}

/// The inline list of actions keeps every action in order, also past its inline capacity.
@Test func actionsKeepOrderPastTheirInlineCapacity() {
  typealias Action = PanInteraction.StateMachine.Action
  let all: [Action] = (0..<7).map { .restorePanThreshold(Double($0)) }
  var actions = PanInteraction.StateMachine.Actions()
  #expect(actions.isEmpty)
  for action in all { actions.append(action) }
  #expect(Array(actions) == all)
  let joined =
    PanInteraction.StateMachine.Actions(all[0], all[1])
    + PanInteraction.StateMachine.Actions(all[2], all[3])
  #expect(Array(joined) == Array(all.prefix(4)))
  #expect(!joined.isEmpty)
}
