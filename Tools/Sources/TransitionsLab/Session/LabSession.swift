import Motion
import Stage
import Transitions
import TransitionsBackend
import TransitionsPlayback
import TransitionsPreview

/// One open page's session: its scene, played live (``LivePlay``, through a ``StageHost``), the
/// driver that runs it in the server's time (``MediaTimeDriver``, the one every live backend
/// drives its host through: its ``ClockMapping``, its late-touch rule), the page's clock
/// (``PageClock``), what the page was shown (``FrameDiffer``) and the script of what it did
/// (``SessionScript``).
///
/// It decides everything a page's messages mean and never reads a clock: each call is given
/// the server's time in seconds (monotonic), and returns what to send back. The server only
/// reads the clock, carries messages and schedules ``tick(at:)``.
///
/// ```swift
/// let session = LabSession()
/// session.receive(.configure(Script(transition: "card")), at: now)   // scene, keyframe
/// session.receive(.input(.action(.present)), at: now + 0.1)          // frame, events
/// session.tick(at: now + 0.116)                                      // the next frame
/// ```
///
/// The scene's clock stops while it rests (no transition runs, no finger is down, and three
/// frames changed nothing): resting sessions cost nothing, and a script holds only the time
/// something happened.
@MainActor
final class LabSession {
  /// What a session sends back.
  enum Output: Sendable {
    /// A message; one that `startsScene` drops any frame of the scene before still waiting.
    case message(String, startsScene: Bool)
    /// A frame update.
    case frame(FrameUpdate)
    /// A refusal; the connection closes after it when it is fatal.
    case error(LabError)
  }

  /// The transitions a page may configure.
  let player: ScenarioPlayer
  /// The colours frames are drawn with.
  let palette: Palette

  private(set) var live: LivePlay?
  /// Drives the scene's host in the server's time (the server's clock is the driver's media
  /// clock).
  var driver: MediaTimeDriver?
  var pageClock = PageClock()
  var differ: FrameDiffer
  private var recording: SessionScript?
  /// Engine seconds per server second.
  var rate = 1.0
  /// The page's display rate, in frames per second.
  private(set) var displayRate = 60.0
  /// The page time of the last touch delivered, in milliseconds.
  var lastPageTime: Double?
  /// The server time of the last touch delivered, in seconds.
  var lastTouchTime = -Double.infinity
  /// Frames in a row that changed nothing while nothing could change them.
  private var quietFrames = 0
  /// When the last frame ran, in server seconds.
  var lastFrameAt: Double?
  /// The inputs the page was last told the scene takes (`scene`, then `inputs`).
  private(set) var offeredInputs: [InputChoice] = []
  /// The script the scene was configured with, and every call made on its live play since: a
  /// twin to plan a committed stall on is built from them (``LiveJournal``).
  var journal = LiveJournal()
  /// The stall under way, if any (``LabStall``).
  var stall: LabStall?

  /// Frames in a row that change nothing before the scene rests.
  static let quietFramesToRest = 3

  init(player: ScenarioPlayer = ScenarioPlayer(), palette: Palette = Palette()) {
    self.player = player
    self.palette = palette
    differ = FrameDiffer(palette: palette)
  }

  /// Whether the scene's clock is stopped (or there is no scene): no frame is due.
  private(set) var isResting = true

  /// When the next frame is due, in server seconds; `nil` while the scene rests.
  var nextFrameAt: Double? {
    guard !isResting else { return nil }
    return (lastFrameAt ?? 0) + 1 / displayRate
  }

  /// The scene's time, in seconds (0 before a scene).
  var sceneTime: Double { live?.currentTime ?? 0 }

  // MARK: Messages

  /// What the page is told for `message`, received at `now` server seconds.
  func receive(_ message: PageMessage, at now: Double) -> [Output] {
    switch message {
    case .hello(let displayRate):
      self.displayRate = displayRate
      return []
    case .configure(let script):
      return configure(script, at: now)
    case .touch(let kind, let point, let pageTime):
      if let refusal = refusedWhileStalled("touch") { return [refusal] }
      return touch(kind, at: point, pageTime: pageTime, now: now)
    case .input(let kind):
      if let refusal = refusedWhileStalled("input") { return [refusal] }
      return input(kind, at: now)
    case .stall(let mode):
      return startStall(mode, at: now)
    case .speed(let newRate):
      rate = newRate
      // The page's rates (0.1–1) are all the driver's.
      try? driver?.setRate(newRate, at: now)
      return []
    case .save:
      guard let live, let recording else { return [notConfigured("save")] }
      return [
        .message(
          ServerMessage.script(recording.script(at: live.currentTime)).json, startsScene: false)
      ]
    case .ping(let id):
      return [.message(ServerMessage.pong(id: id).json, startsScene: false)]
    case .ack:
      // The connection's to act on (``Outbox``): nothing changes in the scene.
      return []
    }
  }

  /// Runs the frame due at `now` server seconds (if the scene does not rest) and returns what
  /// the page is told: the frame update, if anything it shows changed, and the events.
  func tick(at now: Double) -> [Output] {
    guard live != nil, !isResting else { return [] }
    if stall != nil { return stallFrame(at: now) }
    return frame(at: now)
  }

  private func configure(_ script: Script, at now: Double) -> [Output] {
    // A script's stalls and render server hold for its whole run: the lab stalls on its
    // buttons instead (``LabStall``).
    if !script.stalls.isEmpty || script.renderServer {
      let problem =
        "the lab stalls on its stall buttons, not in a configuration; use transitions play"
      let field = script.stalls.isEmpty ? "renderServer" : "stalls"
      return [.error(LabError(.badConfiguration, subject: field, problem: problem))]
    }
    let live: LivePlay
    do {
      live = try LivePlay(script, player: player)
    } catch {
      return [.error(LabError(.badConfiguration, subject: error.subject, problem: error.problem))]
    }
    self.live = live
    journal = LiveJournal(script: script)
    stall = nil
    recording = SessionScript(header: live.script)
    differ = FrameDiffer(palette: palette)
    let driver = MediaTimeDriver(host: live.host)
    try? driver.setRate(rate, at: now)
    driver.wake(mediaTime: now)
    self.driver = driver
    lastFrameAt = now
    quietFrames = 0
    isResting = false
    offeredInputs = InputChoices.choices(for: live)
    let setup = ServerMessage.SessionSetup(
      script: live.script, palette: palette, inputs: offeredInputs,
      orientations: Orientations.choices(for: live))
    var out: [Output] = [.message(ServerMessage.scene(setup).json, startsScene: true)]
    if let keyframe = differ.update(for: live.frame, keyframe: true) {
      out.append(.frame(keyframe))
    }
    return out
  }

  private func input(_ kind: ScriptEvent.Kind, at now: Double) -> [Output] {
    guard let live else { return [notConfigured("input")] }
    do {
      try live.check(kind)
    } catch {
      var subject = error.path
      if subject.hasPrefix("events[0].") { subject.removeFirst("events[0].".count) }
      return [.error(LabError(.badInput, subject: subject, problem: error.problem))]
    }
    wake(at: now)
    // The frame due by now runs first; the input is performed at the scene's time then.
    if driver?.tick(mediaTime: now) == true { journal.append(.tick(live.currentTime)) }
    let time = live.currentTime
    live.perform(kind, at: time)
    journal.append(.perform(kind, at: time))
    var out: [Output] = []
    record(kind, at: time, into: &out)
    if case .resize = kind {
      // What the window takes may change with it: a keyboard or a detent taller than the
      // turned window no longer fits.
      let inputs = InputChoices.choices(for: live)
      if inputs != offeredInputs {
        offeredInputs = inputs
        out.append(.message(ServerMessage.inputs(inputs).json, startsScene: false))
      }
    }
    return out + frame(at: now)
  }

  /// Starts the scene's clock again after a rest, at the scene's time now.
  func wake(at now: Double) {
    quietFrames = 0
    guard isResting else { return }
    isResting = false
    driver?.wake(mediaTime: now)
  }

  func record(_ kind: ScriptEvent.Kind, at time: Double, into out: inout [Output]) {
    guard var recording, !recording.isFull else { return }
    if !recording.record(kind, at: time) {
      out.append(
        .message(
          ServerMessage.notice(
            "The script is full: it holds the session's first \(Int(SessionScript.limit)) s "
              + "of activity. Configure the scene again to record a new one."
          ).json, startsScene: false))
    }
    self.recording = recording
  }

  /// Runs a frame at the scene time of `now` and returns the events and the frame update.
  func frame(at now: Double) -> [Output] {
    guard let live else { return [] }
    // No frame due (a time not later than the last frame's): the window runs one where it is,
    // so what a touch or an input changed is published.
    if driver?.tick(mediaTime: now) == true || (try? live.tick(to: live.currentTime)) != nil {
      journal.append(.tick(live.currentTime))
    }
    lastFrameAt = now
    var out: [Output] = []
    let events = live.takeEvents()
    if !events.isEmpty {
      out.append(.message(ServerMessage.events(events).json, startsScene: false))
    }
    if let failure = live.takeFailure() {
      out.append(.error(LabError(.transitionFailed, subject: nil, problem: failure.problem)))
    }
    let frame = live.frame
    if let update = differ.update(for: frame, keyframe: false) { out.append(.frame(update)) }
    let quiet =
      !live.host.published.hasChanges && !live.isFingerDown && frame.phase != .transitioning
      && !live.keepsTime
    quietFrames = quiet ? quietFrames + 1 : 0
    if quietFrames >= Self.quietFramesToRest {
      isResting = true
      // The clock stops: the next input anchors it anew where the scene stopped.
      driver?.rest()
    }
    return out
  }

  func notConfigured(_ type: String) -> Output {
    .error(
      LabError(
        .notConfigured, subject: "type",
        problem: "\(type) before a scene: send configure first"))
  }
}
