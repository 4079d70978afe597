import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

// The laws a finger shows: a drag that finishes or cancels, a flick, a grab mid-flight, and
// the moving view following the finger.

extension LawChecker {
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
    expectRestored(cancel, "interactive-cancel")
    checkFollowsFinger(finish, drive)
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
    let shows = [.present, .push, .select].contains(drive.operation)
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
}
