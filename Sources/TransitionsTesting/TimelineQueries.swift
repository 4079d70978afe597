public import Transitions
public import TransitionsPlayback

/// Questions a test asks of a played timeline.
///
/// ```swift
/// let timeline = try player.play(script)
/// timeline.endings.map(\.completed)           // [true]
/// timeline.frame(at: 0.25)?.view("presented")  // what was on screen then
/// ```
extension Timeline {
  /// The frame at time `t` (within half a frame), if the timeline has one.
  public func frame(at t: Double) -> Frame? {
    frames.first { abs($0.time - t) < 0.5 / frameRate }
  }

  /// The events of one type (`transitionBegan`, `appearance`, …), in order.
  public func events(ofType type: String) -> [Event] { events.filter { $0.kind.type == type } }

  /// Every `transitionEnded`, as its time and whether it completed.
  public var endings: [(time: Double, completed: Bool)] {
    events.compactMap { event in
      if case .transitionEnded(_, let completed) = event.kind { return (event.time, completed) }
      return nil
    }
  }

  /// The appearance callbacks of the controller with `role`, in order.
  public func appearanceCallbacks(of role: ViewRole) -> [AppearanceCallback] {
    events.compactMap { event in
      if case .appearance(let controller, let callback) = event.kind, controller == role {
        return callback
      }
      return nil
    }
  }

  /// Every role shown in any frame, in order of first appearance.
  public var roles: [ViewRole] {
    var seen: [ViewRole] = []
    for frame in frames {
      for view in frame.views where !seen.contains(view.role) { seen.append(view.role) }
    }
    return seen
  }
}

extension Timeline.Frame {
  /// The views on screen in this frame, back to front. ``Timeline/Frame/views`` lists every
  /// view of the stage, on screen or not (one out of the window or hidden has `isVisible`
  /// `false` and the values it last had); this keeps only those with `isVisible`.
  public var visibleViews: [Timeline.ViewState] { views.filter(\.isVisible) }
}
