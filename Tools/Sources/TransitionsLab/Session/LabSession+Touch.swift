import Motion
import Stage
import TransitionsBackend
import TransitionsPlayback

extension LabSession {
  /// The one finger's touch, stamped `pageTime` on the page's clock, received at `now`.
  func touch(_ kind: TouchKind, at point: Point, pageTime: Double, now: Double) -> [Output] {
    guard let live, let driver else { return [notConfigured("touch")] }
    if let last = lastPageTime, pageTime < last {
      return [
        .error(
          LabError(
            .touchOutOfOrder, subject: "t",
            problem: "expected a time no earlier than the previous touch's "
              + "\(last.labText) ms, got \(pageTime.labText)"))
      ]
    }
    if kind == .down, live.isFingerDown {
      return [
        .error(LabError(.touchSequence, subject: "phase", problem: "down while a finger is down"))
      ]
    }
    if kind != .down, !live.isFingerDown {
      return [
        .error(
          LabError(
            .touchSequence, subject: "phase", problem: "\(kind.rawValue) with no finger down"))
      ]
    }
    let serverTime = max(pageClock.serverTime(ofPageTime: pageTime, arrivedAt: now), lastTouchTime)
    wake(at: serverTime)
    var out: [Output] = []
    // The driver's rule: a touch a little late is delivered at the scene's time, an older one
    // refused; a lift refused so is cancelled now, so the finger never stays down.
    let delivery = driver.deliver(
      id: LivePlay.fingerID, phase: kind.phase, location: point, mediaTime: serverTime,
      cancelsRefusedLift: true)
    switch delivery {
    case .delivered(let at):
      live.follow(kind, at: point)
      // The time the host was given (the driver's mapping of the touch's own), for a twin.
      let sent = driver.clock.engineTime(at: serverTime) ?? at
      journal.append(.touch(kind, point, at: sent))
      lastPageTime = pageTime
      lastTouchTime = serverTime
      record(.touch(kind, point), at: at, into: &out)
    case .liftDeliveredNow(let at, _, let refusal):
      live.follow(.cancel, at: point)
      journal.append(.touch(.cancel, point, at: at))
      out.append(
        .error(
          LabError(
            .touchTooLate, subject: "t", problem: refusal.problem + "; the touch is cancelled")))
      record(.touch(.cancel, point), at: at, into: &out)
    case .refused(let refusal):
      var code = LabError.Code.touchTooLate
      if case .touchOutOfOrder = refusal { code = .touchOutOfOrder }
      return [.error(LabError(code, subject: "t", problem: refusal.problem))]
    }
    return out + frame(at: now)
  }
}
