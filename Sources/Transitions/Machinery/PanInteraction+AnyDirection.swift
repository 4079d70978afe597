public import Motion

// MARK: A pan that goes any way

extension PanInteraction {
  /// The axis a pan measures along: `axis` itself, or with ``followsAnyDirection`` the unit
  /// vector of the finger's translation since it went down (so the translation along it is the
  /// distance, and a release's velocity along it is the speed away from where the finger went
  /// down), pointing against the translation when `axis` points against ``startAxis`` (a
  /// dismissal's pan that caught a presentation takes it back as it moves away). `axis` while
  /// the finger has not moved.
  public func fingerAxis(_ axis: Vector) -> Vector {
    guard followsAnyDirection else { return axis }
    let moved = panGestureRecognizer.translation(in: nil)
    let length = moved.length
    guard length > 0 else { return axis }
    let sign = axis.dot(startAxis) < 0 ? -1.0 : 1.0
    return Vector(dx: sign * moved.dx / length, dy: sign * moved.dy / length)
  }
}
