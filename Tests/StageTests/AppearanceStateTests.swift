import Testing

@testable import Stage

/// The appearance state machine on its own: for each state and command, the next state and the
/// callback the controller fires (`nil`: a no-op).
struct AppearanceStateTests {
  typealias State = AppearanceState
  typealias Callback = AppearanceState.Callback

  /// A command of the state machine.
  enum Command: Sendable, CustomStringConvertible {
    case begin(Bool, animated: Bool)
    case end
    case windowWillMove(entering: Bool)
    case windowDidMove

    var description: String {
      switch self {
      case .begin(let appearing, let animated): return "begin(\(appearing), animated: \(animated))"
      case .end: return "end"
      case .windowWillMove(let entering): return "windowWillMove(entering: \(entering))"
      case .windowDidMove: return "windowDidMove"
      }
    }

    /// Applies the command to `state`, returning the callback.
    func apply(to state: inout State) -> Callback? {
      switch self {
      case .begin(let appearing, let animated): return state.begin(appearing, animated: animated)
      case .end: return state.end()
      case .windowWillMove(let entering): return state.windowWillMove(entering: entering)
      case .windowDidMove: return state.windowDidMove()
      }
    }
  }

  /// One row of the table: `command` in `state` gives `next` and fires `callback`.
  struct Row: Sendable, CustomTestStringConvertible {
    var state: State
    var command: Command
    var next: State
    var callback: Callback?

    var testDescription: String { "\(state) + \(command)" }
  }

  static let rows: [Row] = {
    func appearing(_ animated: Bool, _ trigger: State.Trigger) -> State {
      .appearing(animated: animated, trigger: trigger)
    }
    func disappearing(_ animated: Bool, _ trigger: State.Trigger) -> State {
      .disappearing(animated: animated, trigger: trigger)
    }
    return [
      // Beginning to appear: from the other side (a reversal mid-way included) fires
      // will-appear; already heading there takes the new flag and trigger; there, nothing.
      Row(
        state: .disappeared, command: .begin(true, animated: true),
        next: appearing(true, .explicit), callback: .willAppear(animated: true)),
      Row(
        state: disappearing(true, .explicit), command: .begin(true, animated: false),
        next: appearing(false, .explicit), callback: .willAppear(animated: false)),
      Row(
        state: disappearing(false, .windowMove), command: .begin(true, animated: true),
        next: appearing(true, .explicit), callback: .willAppear(animated: true)),
      Row(
        state: appearing(false, .windowMove), command: .begin(true, animated: true),
        next: appearing(true, .explicit), callback: nil),
      Row(state: .appeared, command: .begin(true, animated: true), next: .appeared, callback: nil),

      // Beginning to disappear, the mirror image.
      Row(
        state: .appeared, command: .begin(false, animated: true),
        next: disappearing(true, .explicit), callback: .willDisappear(animated: true)),
      Row(
        state: appearing(false, .explicit), command: .begin(false, animated: true),
        next: disappearing(true, .explicit), callback: .willDisappear(animated: true)),
      Row(
        state: appearing(true, .windowMove), command: .begin(false, animated: false),
        next: disappearing(false, .explicit), callback: .willDisappear(animated: false)),
      Row(
        state: disappearing(false, .windowMove), command: .begin(false, animated: true),
        next: disappearing(true, .explicit), callback: nil),
      Row(
        state: .disappeared, command: .begin(false, animated: true), next: .disappeared,
        callback: nil),

      // Ending: the did-callback with the flag the transition carries, whatever began it; with
      // nothing begun, nothing.
      Row(
        state: appearing(true, .explicit), command: .end, next: .appeared,
        callback: .didAppear(animated: true)),
      Row(
        state: appearing(false, .windowMove), command: .end, next: .appeared,
        callback: .didAppear(animated: false)),
      Row(
        state: disappearing(true, .windowMove), command: .end, next: .disappeared,
        callback: .didDisappear(animated: true)),
      Row(
        state: disappearing(false, .explicit), command: .end, next: .disappeared,
        callback: .didDisappear(animated: false)),
      Row(state: .appeared, command: .end, next: .appeared, callback: nil),
      Row(state: .disappeared, command: .end, next: .disappeared, callback: nil),

      // Entering a window: appears, unanimated, for the move, unless already appearing
      // (an explicit transition keeps its flag and trigger) or appeared.
      Row(
        state: .disappeared, command: .windowWillMove(entering: true),
        next: appearing(false, .windowMove), callback: .willAppear(animated: false)),
      Row(
        state: disappearing(true, .explicit), command: .windowWillMove(entering: true),
        next: appearing(false, .windowMove), callback: .willAppear(animated: false)),
      Row(
        state: appearing(true, .explicit), command: .windowWillMove(entering: true),
        next: appearing(true, .explicit), callback: nil),
      Row(
        state: .appeared, command: .windowWillMove(entering: true), next: .appeared,
        callback: nil),

      // Leaving a window: disappears, unanimated, for the move; a disappearance under way is
      // handed to the move with its flag.
      Row(
        state: .appeared, command: .windowWillMove(entering: false),
        next: disappearing(false, .windowMove), callback: .willDisappear(animated: false)),
      Row(
        state: appearing(true, .explicit), command: .windowWillMove(entering: false),
        next: disappearing(false, .windowMove), callback: .willDisappear(animated: false)),
      Row(
        state: disappearing(true, .explicit), command: .windowWillMove(entering: false),
        next: disappearing(true, .windowMove), callback: nil),
      Row(
        state: .disappeared, command: .windowWillMove(entering: false), next: .disappeared,
        callback: nil),

      // A finished move ends only the transition it owns.
      Row(
        state: appearing(false, .windowMove), command: .windowDidMove, next: .appeared,
        callback: .didAppear(animated: false)),
      Row(
        state: disappearing(true, .windowMove), command: .windowDidMove, next: .disappeared,
        callback: .didDisappear(animated: true)),
      Row(
        state: appearing(true, .explicit), command: .windowDidMove,
        next: appearing(true, .explicit), callback: nil),
      Row(
        state: disappearing(false, .explicit), command: .windowDidMove,
        next: disappearing(false, .explicit), callback: nil),
      Row(state: .appeared, command: .windowDidMove, next: .appeared, callback: nil),
      Row(state: .disappeared, command: .windowDidMove, next: .disappeared, callback: nil),
    ]
  }()

  @Test(arguments: rows)
  func commandGivesNextStateAndCallback(_ row: Row) {
    var state = row.state
    let callback = row.command.apply(to: &state)
    #expect(state == row.next)
    #expect(callback == row.callback)
  }

  @Test func phaseNamesTheCase() {
    #expect(State.disappeared.phase == .disappeared)
    #expect(State.appearing(animated: true, trigger: .explicit).phase == .appearing)
    #expect(State.appeared.phase == .appeared)
    #expect(State.disappearing(animated: false, trigger: .windowMove).phase == .disappearing)
  }

  /// A presentation's presenter: an explicit, animated disappearance that its view's leaving the
  /// window ends, after which the presentation's own end is a no-op.
  @Test func explicitDisappearanceEndedByTheWindowMove() {
    var state = State.appeared
    #expect(state.begin(false, animated: true) == .willDisappear(animated: true))
    #expect(state.windowWillMove(entering: false) == nil)
    #expect(state.windowDidMove() == .didDisappear(animated: true))
    #expect(state == .disappeared)
    #expect(state.end() == nil)
  }

  /// A presented controller: an explicit appearance begun before its view enters the window is
  /// not ended by the move, only by the explicit end.
  @Test func explicitAppearanceOutlivesTheWindowMove() {
    var state = State.disappeared
    #expect(state.begin(true, animated: true) == .willAppear(animated: true))
    #expect(state.windowWillMove(entering: true) == nil)
    #expect(state.windowDidMove() == nil)
    #expect(state.phase == .appearing)
    #expect(state.end() == .didAppear(animated: true))
    #expect(state == .appeared)
  }
}
