import Motion
import Transitions
import TransitionsPlayback

/// The laws every played run is held to: its values, its sizes, its completion and appearance
/// calls, its ending, and everything restored after a cancel.
extension LawChecker {
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

  /// The roles of the moving view: the one whose size a transition may say changes.
  static let movingRoles: Set<ViewRole> = [.presented, .pushed]

  /// Every visible view keeps its bounds size (the engine's, as recorded; else on-screen size
  /// over scale; within half a point)
  /// from the first frame of each run to its end, but a moving view whose transition says its
  /// size changes.
  mutating func checkSizes(
    _ timeline: Timeline, movingViewChanges: SizeChanges, _ name: String
  ) {
    var running = false
    var sizes: [ViewRole: Size] = [:]
    var events = timeline.events[...]
    for frame in timeline.frames {
      while let event = events.first, event.time <= frame.time {
        events.removeFirst()
        switch event.kind {
        case .transitionBegan: running = true
        case .transitionEnded: running = false
        default: break
        }
        sizes.removeAll()
      }
      guard running else { continue }
      for view in frame.views where view.isVisible && view.scale > 0 {
        if movingViewChanges != .none, Self.movingRoles.contains(view.role) { continue }
        // The engine's bounds when recorded (a rotated view's frame is its bounding box),
        // else the on-screen size over the scale.
        let size =
          view.boundsSize
          ?? Size(
            width: view.frame.size.width / view.scale, height: view.frame.size.height / view.scale)
        guard let first = sizes[view.role] else {
          sizes[view.role] = size
          continue
        }
        if abs(size.width - first.width) > 0.5 || abs(size.height - first.height) > 0.5 {
          record(
            .boundsSizeKept, name,
            "\(view.role) is \(formatSize(size)) at t = \(frame.time), \(formatSize(first)) "
              + "earlier in the run; say so in movingViewSizeChanges if it is the moving view, "
              + "or move it by its centre and transform")
          return
        }
      }
    }
  }

  private func formatSize(_ size: Size) -> String {
    "\((size.width * 10).rounded() / 10) × \((size.height * 10).rounded() / 10) pt"
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
    let children = (0..<5).map(ViewRole.child)  // a tab's (at most five)
    for role in [ViewRole.presenting, .presented, .pushed] + children {
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

  /// Every view in the last frame of a cancelled run is as it was in the first (one the first
  /// did not have is as if it was not visible then).
  mutating func expectRestored(_ timeline: Timeline, _ name: String) {
    guard let first = timeline.frames.first, let last = timeline.frames.last else { return }
    for after in last.views {
      guard let before = first.view(after.role) else {
        if after.isVisible {
          record(
            .cancelRestores, name,
            "\(after.role) is on screen at the end (frame \(after.frame), alpha \(after.alpha)), "
              + "and was not before the transition")
        }
        continue
      }
      if let difference = difference(before, after) {
        record(
          .cancelRestores, name,
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
}
