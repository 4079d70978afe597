import Motion
import Stage
import TransitionsPlayback

/// Every call a session made on its live play since `configure`, in order: what a twin (a second
/// live play of the same script, ``twin(player:)``) is given to be in the live play's state,
/// the engine being deterministic. A committed stall plans the rest of the run on it
/// (``LivePlay/commitRest(planningOn:)``), as a backend's `PlanningTwin` does.
///
/// It holds at most ``limit`` calls (some 80 s of frames at 240 Hz); past that it stops keeping
/// them, and a committed stall is refused until the scene is configured again.
struct LiveJournal {
  /// One call on the live play.
  enum Call {
    /// A frame at this window time.
    case tick(Double)
    /// The finger's touch, given to the host at this window time (its own, mapped).
    case touch(TouchKind, Point, at: Double)
    /// An input performed at this window time.
    case perform(ScriptEvent.Kind, at: Double)
    /// Both published (a plan's first frame).
    case publish
    /// A committed run taken back at this window time.
    case takeBack(LiveCommittedRun, at: Double)
  }

  /// The most calls kept.
  static let limit = 20_000

  /// The script the scene was configured with (nil before a scene).
  private(set) var script: Script?
  private(set) var calls: [Call] = []
  /// Whether calls were dropped past ``limit``: no twin can be built.
  private(set) var isFull = false

  init(script: Script? = nil) {
    self.script = script
  }

  mutating func append(_ call: Call) {
    guard !isFull else { return }
    guard calls.count < Self.limit else {
      isFull = true
      calls = []
      return
    }
    calls.append(call)
  }

  /// A live play of the script given every call: in the live play's state. `nil` with no
  /// script or a full journal.
  @MainActor
  func twin(player: ScenarioPlayer) -> LivePlay? {
    guard let script, !isFull, let twin = try? LivePlay(script, player: player) else { return nil }
    for call in calls {
      switch call {
      case .tick(let time): try? twin.tick(to: time)
      case .touch(let kind, let point, let time):
        _ = try? twin.host.send(
          Touch(id: LivePlay.fingerID, phase: kind.phase, location: point, time: time))
        twin.follow(kind, at: point)
      case .perform(let kind, let time): twin.perform(kind, at: time)
      case .publish: twin.host.publish()
      case .takeBack(let run, let time): twin.takeBack(run, at: time)
      }
    }
    return twin
  }
}
