import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

// The moving view follows the finger 1:1, and when it does not, which of three numbers is
// wrong: the animator's `travel`, the transition's `progressAxis`, or the drive's direction.

extension LawChecker {
  /// The view a finger moves: `presented`, `pushed`, or a tab's incoming `child1`.
  var movingRole: ViewRole { selects ? .child(1) : navigates ? .pushed : .presented }

  /// In the drag of `interactive-finish` (60% of the drive's span, held before the release),
  /// the point of the moving view that was under the finger when the transition began moves
  /// along the drive as far as the finger does, within 1 pt or 3%.
  mutating func checkFollowsFinger(_ timeline: Timeline, _ drive: InteractiveDrive) {
    let length = drive.direction.length
    guard length > 0 else { return }
    let along = Vector(dx: drive.direction.dx / length, dy: drive.direction.dy / length)
    let driven = timeline.frames.filter { $0.phase == .transitioning && $0.isInteractive }
    guard let start = driven.first, let end = driven.last(where: { $0.touch != nil }),
      let finger0 = start.touch, let finger1 = end.touch,
      let view0 = start.view(movingRole), let view1 = end.view(movingRole)
    else {
      // Nothing followed the finger: a direction that is not the transition's may be why.
      if let mismatch = axisMismatch(along, drive) {
        record(.followsFinger, "interactive-finish", "nothing followed the finger: \(mismatch)")
      }
      return
    }
    let finger = dot(Vector(dx: finger1.x - finger0.x, dy: finger1.y - finger0.y), along)
    if let fade = fade(of: drive.operation) {
      checkFadeFollowsFinger(fade, finger: finger, (start, view0), (end, view1), drive)
      return
    }
    // The point of the view under the finger at the start, in the view's own unit square: it
    // stays under the finger whether the view slides or scales about the finger.
    func unit(_ value: Double, _ origin: Double, _ size: Double) -> Double {
      size > 0 ? (value - origin) / size : 0
    }
    let u = unit(finger0.x, view0.frame.origin.x, view0.frame.size.width)
    let v = unit(finger0.y, view0.frame.origin.y, view0.frame.size.height)
    func point(_ frame: Rect) -> Point {
      Point(x: frame.origin.x + u * frame.size.width, y: frame.origin.y + v * frame.size.height)
    }
    let (p0, p1) = (point(view0.frame), point(view1.frame))
    let moved = dot(Vector(dx: p1.x - p0.x, dy: p1.y - p0.y), along)
    guard !(abs(moved - finger) <= max(1, 0.03 * abs(finger))) else { return }
    let role = movingRole
    let seen =
      "\(role) moved \(rounded(moved)) pt along the drive while the finger moved "
      + "\(rounded(finger)) pt"
    if let mismatch = axisMismatch(along, drive) {
      record(.followsFinger, "interactive-finish", "\(seen): \(mismatch)")
      return
    }
    let progressed = (end.progress ?? 0) - (start.progress ?? 0)
    guard abs(progressed) > 1e-3 else {
      record(.followsFinger, "interactive-finish", "\(seen), and the progress did not move")
      return
    }
    guard abs(moved) >= 1 else {
      record(
        .followsFinger, "interactive-finish",
        "\(seen): the progress went \(rounded(progressed, 100)) but \(role) stayed put (does "
          + "something outside the animator hold it?)")
      return
    }
    record(
      .followsFinger, "interactive-finish",
      "\(seen): travel disagrees: the animator's travel is \(rounded(finger / progressed)) pt "
        + "of finger per unit of progress, but \(role) goes \(rounded(moved / progressed)) pt "
        + "(pass that as the TransitionAnimator's travel)")
  }

  /// The moving view's alpha at the start and the end of the button-driven run of
  /// `operation` when that run is a fade (its centre moves less than a point and its alpha by
  /// more than a half), or `nil`.
  func fade(of operation: Timeline.Operation) -> (from: Double, to: Double)? {
    guard way(of: operation) == nil, let run = buttonRuns[operation],
      let first = run.frames.first?.view(movingRole), let last = run.frames.last?.view(movingRole),
      abs(last.alpha - first.alpha) > 0.5
    else { return nil }
    return (first.alpha, last.alpha)
  }

  /// A fade follows the finger by its alpha, not its place: the progress goes as far as the
  /// finger over the drive's span (within 0.01 or 3%), the alpha changes by the button run's
  /// change times that progress (within 0.03), and the view stays put (within 1 pt).
  mutating func checkFadeFollowsFinger(
    _ fade: (from: Double, to: Double), finger: Double,
    _ first: (frame: Timeline.Frame, view: Timeline.ViewState),
    _ last: (frame: Timeline.Frame, view: Timeline.ViewState), _ drive: InteractiveDrive
  ) {
    let progressed = (last.frame.progress ?? 0) - (first.frame.progress ?? 0)
    let expected = finger / max(drive.span, 1)
    let (a, b) = (first.view.frame, last.view.frame)
    let moved = max(
      abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y),
      abs(a.size.width - b.size.width), abs(a.size.height - b.size.height))
    let faded = last.view.alpha - first.view.alpha
    let wanted = (fade.to - fade.from) * progressed
    if !(abs(progressed - expected) <= max(0.01, 0.03 * abs(expected))) {
      record(
        .followsFinger, "interactive-finish",
        "the finger moved \(rounded(finger)) pt, \(rounded(expected, 100)) of the span, but "
          + "the fade progressed \(rounded(progressed, 100)): travel disagrees")
    } else if !(abs(faded - wanted) <= 0.03) {
      record(
        .followsFinger, "interactive-finish",
        "the progress went \(rounded(progressed, 100)) but \(movingRole)'s alpha changed by "
          + "\(rounded(faded, 100)), not \(rounded(wanted, 100))")
    } else if !(moved <= 1) {
      record(
        .followsFinger, "interactive-finish",
        "\(movingRole) fades when a button runs it, but moved \(rounded(moved)) pt under the finger"
      )
    }
  }

  /// When the drive's direction and the transition's `progressAxis` for the drive's operation
  /// disagree, which one does: the one the moving view does not go along in the button-driven
  /// run of that operation. `nil` when they agree.
  func axisMismatch(_ along: Vector, _ drive: InteractiveDrive) -> String? {
    guard let axis = progressAxis(for: drive), axis.length > 0 else { return nil }
    let unitAxis = Vector(dx: axis.dx / axis.length, dy: axis.dy / axis.length)
    guard dot(unitAxis, along) < 0.9 else { return nil }
    let operation = drive.operation.rawValue
    let pair =
      "the drive's direction is \(describe(along)), the transition's progressAxis for "
      + "\(operation) is \(describe(unitAxis))"
    guard let way = way(of: drive.operation) else { return "\(pair); they disagree" }
    let goes = "\(movingRole) goes \(describe(way)) when a button \(operation)s it"
    if dot(way, along) >= 0.7 {
      return "progressAxis disagrees: \(pair), and \(goes)"
    }
    if dot(way, unitAxis) >= 0.7 {
      return "the drive's direction disagrees: \(pair), and \(goes)"
    }
    return "\(pair), and \(goes): both disagree with it"
  }

  /// The transition's own `progressAxis` for the drive's operation, as the last scenario's
  /// transition gave it.
  func progressAxis(for drive: InteractiveDrive) -> Vector? {
    TransitionOperation(rawValue: drive.operation.rawValue).flatMap { axes[$0] }
  }

  /// The unit direction the moving view's centre goes in the button-driven run of `operation`
  /// (first frame to last), or `nil` when it hardly moves.
  func way(of operation: Timeline.Operation) -> Vector? {
    guard let run = buttonRuns[operation],
      let first = run.frames.first?.view(movingRole), let last = run.frames.last?.view(movingRole)
    else { return nil }
    let d = Vector(
      dx: last.frame.midX - first.frame.midX, dy: last.frame.midY - first.frame.midY)
    return d.length > 1 ? Vector(dx: d.dx / d.length, dy: d.dy / d.length) : nil
  }

  func dot(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dx + a.dy * b.dy }

  /// A direction as `(dx, dy)` to two decimals.
  func describe(_ vector: Vector) -> String {
    "(\(rounded(vector.dx, 100)), \(rounded(vector.dy, 100)))"
  }

  /// `value` to a tenth (or a hundredth), with no `-0`.
  func rounded(_ value: Double, _ scale: Double = 10) -> Double {
    let r = (value * scale).rounded() / scale
    return r == 0 ? 0 : r
  }
}
