import Motion
import Stage

// MARK: Stretch

/// The stretch's geometry and spring: the state machine decides when the view stretches,
/// springs back or is caught; these show it.
extension PanInteraction {
  /// Ends a stretch at once, at rest (a transition is about to start from the view).
  public func endStretch() {
    apply(machine.endStretch())
  }

  /// Whether a drag against the start axis may stretch the view now.
  var stretchAllowed: Bool {
    stretchesAgainstStartAxis && scrollView == nil && installedView?.window != nil
  }

  /// Shows the view stretched from `base` by the rubber-banded finger `travel` (0 or less).
  func showStretch(from base: Rect, travel: Double) {
    guard let view = installedView else { return }
    let amount = rubberBandUnchecked(offset: -travel, dimension: stretchDimension(base))
    view.frame = stretched(base, by: amount)
  }

  /// Measures the stretch on screen (a finger caught it) and reports the finger travel that
  /// shows it.
  func catchStretch(from base: Rect, along: Double) {
    let shown = currentStretch(from: base)
    apply(
      machine.stretchCaught(at: -unbanded(shown, dimension: stretchDimension(base)), along: along))
  }

  /// Springs the view back to `base`, starting at the pan's `velocity` along the start axis
  /// (`nil`: from rest).
  func springBack(to base: Rect, velocity: Vector?) {
    let speed = velocity.map { $0.dot(startAxis) } ?? 0  // positive: towards rest
    guard let view = installedView, let window = view.window else {
      apply(machine.springBackEnded())
      return
    }
    let amount = currentStretch(from: base)
    guard amount > 0 else {
      view.frame = base
      apply(machine.springBackEnded())
      return
    }
    // The view's edge moves at the finger's speed times the band's slope there.
    let d = stretchDimension(base)
    let raw = unbanded(amount, dimension: d)
    let slope = 0.55 / pow2(raw * 0.55 / d + 1)
    // Critically damped at least, and never faster than ω₀ times the way left: a critically
    // damped spring goes past its target only faster than that, and a sheet never shrinks
    // below its size.
    let spring =
      stretchSpring.dampingRatio >= 1
      ? stretchSpring
      : (try? Spring(dampingRatio: 1, response: stretchSpring.response)) ?? .smooth
    let relative = min(
      max(speed.isFinite ? speed * slope / amount : 0, 0), spring.naturalFrequency)
    do {
      springBackAnimator = try window.animate(
        spring: spring, initialVelocity: relative,
        animations: { view.frame = base },
        completion: { [weak self] position in
          guard let self, position == .end else { return }
          self.springBackAnimator = nil
          self.apply(self.machine.springBackEnded())
        })
    } catch {
      apply(machine.springBackFailed())
    }
  }

  /// Stops a spring back where it is, for a finger to take over.
  func stopSpringBack() {
    guard let animator = springBackAnimator else { return }
    springBackAnimator = nil
    animator.stopAnimation(withoutFinishing: true)
  }

  /// The view's size along the start axis: the rubber band's dimension.
  private func stretchDimension(_ frame: Rect) -> Double {
    let axis = startAxis
    return max(abs(frame.size.width * axis.dx) + abs(frame.size.height * axis.dy), 1)
  }

  /// How far the view is stretched from `base` now (on screen), in points, 0 or more.
  private func currentStretch(from base: Rect) -> Double {
    guard let view = installedView else { return 0 }
    let shown = view.onScreen.frame
    let axis = startAxis
    return max(
      abs(shown.size.width - base.size.width) * abs(axis.dx)
        + abs(shown.size.height - base.size.height) * abs(axis.dy), 0)
  }

  /// The view's frame stretched by `amount` points against the start axis.
  private func stretched(_ base: Rect, by amount: Double) -> Rect {
    let axis = startAxis
    var frame = base
    frame.size.width += amount * abs(axis.dx)
    frame.size.height += amount * abs(axis.dy)
    // The edge facing away from the axis moves: up for a downward axis, left for a rightward one.
    if axis.dx > 0 { frame.origin.x -= amount * axis.dx }
    if axis.dy > 0 { frame.origin.y -= amount * axis.dy }
    return frame
  }

  /// The finger's travel that a rubber band shows as `shown` points (the band's inverse).
  private func unbanded(_ shown: Double, dimension d: Double) -> Double {
    let c = 0.55
    guard shown > 0 else { return 0 }
    let ratio = min(shown / d, 0.999_999)
    return d / c * (1 / (1 - ratio) - 1)
  }
}

@inline(__always)
private func pow2(_ x: Double) -> Double { x * x }
