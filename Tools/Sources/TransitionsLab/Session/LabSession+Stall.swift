import Motion
import Stage
import TransitionsBackend
import TransitionsPlayback

extension LabSession {
  /// The page's "stall 250 ms" button (``LabStall``): refused with a finger down, while a stall
  /// is under way, while nothing moves (``Mode/perFrame``: the scene rests; ``Mode/committed``:
  /// the plan moves nothing), or with no twin to plan on. Otherwise the stall begins at the
  /// last frame the session ran (so a plan's frames fall on the page's), the `stall` event (and
  /// for a committed one, `committed`) is sent, and the scene's frames stop for
  /// ``LabStall/duration``.
  func startStall(_ mode: LabStall.Mode, at now: Double) -> [Output] {
    guard let live else { return [notConfigured("stall")] }
    if let refusal = refusedWhileStalled("stall") { return [refusal] }
    guard !live.isFingerDown else {
      return [cannotStall("a finger is down; a stall follows a release: lift it first")]
    }
    guard !isResting else {
      return [cannotStall("nothing moves: start a run (or release a drag) first")]
    }
    // The stall begins at the last frame (the main thread's last, which the plan starts from,
    // so the plan's frames fall on the page's: a physics run's steps are its frames').
    let start = lastFrameAt ?? now
    var out: [Output] = []
    var committed: LiveCommittedRun?
    if mode == .committed {
      guard let twin = journal.twin(player: player) else {
        return out + [
          cannotStall("the session is too long to plan on a twin: configure the scene again")
        ]
      }
      guard let run = live.commitRest(planningOn: twin) else {
        return out + [cannotStall("nothing moves: start a run (or release a drag) first")]
      }
      journal.append(.publish)
      committed = run
    }
    let sceneStart = live.currentTime
    stall = LabStall(
      mode: mode, start: start, sceneStart: sceneStart, rate: rate, committed: committed)
    let events =
      [Timeline.Event(time: sceneStart, kind: .stall(duration: LabStall.duration))]
      + live.takeEvents()
    out.append(.message(ServerMessage.events(events).json, startsScene: false))
    if let committed,
      let update = differ.update(
        for: live.frame(drawing: committed, at: sceneStart), keyframe: false)
    {
      out.append(.frame(update))
    }
    return out
  }

  /// A frame due at `now` during a stall: none while it lasts (``LabStall/Mode/perFrame``: the
  /// page's view stays as it was) or the render server's model of the committed plan
  /// (``LabStall/Mode/committed``); at its end the engine runs again at the scene's time then
  /// (per frame: one frame, a jump; committed: the plan's frames, a take-back), its clock
  /// anchored there, and the frame due now runs as usual.
  func stallFrame(at now: Double) -> [Output] {
    guard let live, let current = stall else { return [] }
    lastFrameAt = now
    guard now >= current.end else {
      guard let run = current.committed else { return [] }
      let drawn = live.frame(drawing: run, at: current.sceneTime(at: now))
      return differ.update(for: drawn, keyframe: false).map { [.frame($0)] } ?? []
    }
    stall = nil
    let end = current.sceneTime(at: current.end)
    if let run = current.committed {
      live.takeBack(run, at: end)
      journal.append(.takeBack(run, at: end))
    } else if (try? live.tick(to: end)) != nil {
      journal.append(.tick(end))
    }
    // The clock anchors anew at the stall's end (no finger is down: none could land in it).
    driver?.rest()
    driver?.wake(mediaTime: current.end)
    return frame(at: now)
  }

  /// A `touch`, `input` or `stall` while a stall is under way: refused, as a blocked main
  /// thread takes no input (`nil` when no stall is).
  func refusedWhileStalled(_ type: String) -> Output? {
    guard let current = stall else { return nil }
    let ms = Int((LabStall.duration * 1000).rounded())
    return .error(
      LabError(
        .stalled, subject: "type",
        problem: "\(type) during a \(ms) ms \(current.mode.rawValue) stall: wait for it to end"))
  }

  private func cannotStall(_ problem: String) -> Output {
    .error(LabError(.badInput, subject: "$", problem: "stall: " + problem))
  }
}
