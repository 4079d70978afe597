public import Motion

/// A continuous drag: begins once the touches have moved ``minimumDistance`` points (along
/// ``axis``, if set), reports translation and velocity, ends when the last finger lifts.
///
/// Translation is measured from where the fingers went down, so at `.began` it already holds
/// the minimum distance. Velocity is the least-squares estimate of Motion's
/// `VelocityTracker2D` over the last 100 ms of touch samples, and reads 0 once the fingers
/// have rested more than 40 ms. Its speed is capped at ``maximumVelocity`` (10 000 pt/s by
/// default): a finger on glass rarely moves faster, so anything above it is a noisy sample (two
/// touches stamped a fraction of a millisecond apart), not a flick.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.axis = .vertical
/// pan.addAction { pan in  // handed the recogniser: capturing `pan` or `sheet` would leak
///   pan.view?.transform = Transform(translationX: 0, y: max(0, pan.translation(in: nil).dy))
/// }
/// sheet.addGestureRecognizer(pan)
/// ```
@MainActor
public class PanGestureRecognizer: GestureRecognizer {
  /// The direction a pan must start in.
  public enum Axis: Sendable, Hashable {
    /// Any direction.
    case free
    /// Mostly horizontal (|dx| ≥ |dy| when the minimum distance is reached), else it fails.
    case horizontal
    /// Mostly vertical, else it fails.
    case vertical
  }

  /// How far the touches must move before the pan begins, in points (0 or more). Default 10.
  public var minimumDistance = 10.0
  /// The direction the pan must start in. Default `.free`.
  public var axis = Axis.free
  /// The most fingers the pan accepts; a further finger makes a possible pan fail. Once the
  /// pan has begun, a further finger is ignored, as in UIKit: the translation keeps following
  /// the fingers it tracks and does not jump. Default `Int.max`.
  public var maximumNumberOfTouches = Int.max
  /// The fewest fingers that must be down for the pan to begin. While fewer are down after it
  /// began, it reports no `.changed` (the translation does not jump when a finger comes back).
  /// Default 1.
  public var minimumNumberOfTouches = 1
  /// The fastest ``velocity(in:)`` reports, in points per second (its direction is kept).
  /// Default ``defaultMaximumVelocity``. Not a number or not positive: no cap.
  public var maximumVelocity = PanGestureRecognizer.defaultMaximumVelocity
  /// 10 000 pt/s: about the fastest a finger moves on glass (Android's framework caps a fling at
  /// 8 000 dp/s for the same reason). A faster estimate comes from noise: two samples a fraction
  /// of a millisecond apart, or a touch stamped late. Capping it here, where the finger is
  /// measured, keeps one bad sample from throwing a view across the screen.
  public static let defaultMaximumVelocity = 10_000.0
  /// Called when a finger lands while no finger was down (before any recognition): a scroll
  /// view stops decelerating at once.
  var onFirstTouchDown: (@MainActor () -> Void)?
  /// Called when the last finger lifts (or is cancelled) without the pan having begun.
  var onLastTouchUpUnrecognized: (@MainActor () -> Void)?

  private var start = Point.zero
  private var offset = Vector.zero
  /// Where the touches were last seen, so the translation still reads its final value after the
  /// last finger lifts (in the `.ended` action and after it), as in UIKit.
  private var lastCentroid: Point?
  private var tracker = VelocityTracker2D()

  /// A pan recogniser with UIKit's defaults.
  public override init() {}

  /// The distance the touches have moved since they went down (plus any
  /// ``setTranslation(_:in:)``), in `view`'s coordinate directions (the window's when `nil`).
  public func translation(in view: View?) -> Vector {
    let inWindow = windowTranslation
    return view?.convert(vectorFromRoot: inWindow, layer: .onScreen) ?? inWindow
  }

  /// Resets the translation so that it reads `translation` in `view`'s coordinates now.
  public func setTranslation(_ translation: Vector, in view: View?) {
    let inWindow =
      view?.transformToRoot(.onScreen).apply(to: translation) ?? translation
    offset = inWindow - rawTranslation
  }

  /// The velocity of the touches, in points per second in `view`'s coordinate directions:
  /// zero after a rest longer than 40 ms.
  public func velocity(in view: View?) -> Vector {
    let now = arena?.window?.currentTime ?? tracker.lastTime ?? 0
    let inWindow = capped(tracker.velocity(at: now))
    return view?.convert(vectorFromRoot: inWindow, layer: .onScreen) ?? inWindow
  }

  /// `velocity` with its speed limited to ``maximumVelocity``, its direction kept.
  private func capped(_ velocity: Vector) -> Vector {
    let speed = velocity.length
    guard speed.isFinite else { return .zero }  // an estimate that overflowed says nothing
    let limit = maximumVelocity
    guard limit.isFinite, limit > 0, speed > limit else { return velocity }
    let factor = limit / speed
    return Vector(dx: velocity.dx * factor, dy: velocity.dy * factor)
  }

  private var rawTranslation: Vector { (centroid ?? lastCentroid ?? start) - start }
  private var windowTranslation: Vector { rawTranslation + offset }

  // MARK: Touches

  override func touchBegan(_ touch: Touch) {
    let before = centroid
    let wasEmpty = touches.isEmpty
    if state == .began || state == .changed, touches.count >= maximumNumberOfTouches {
      return  // ignored: not tracked, so it cannot move the translation
    }
    addTouch(touch)
    if wasEmpty { onFirstTouchDown?() }
    if touches.count > maximumNumberOfTouches {
      if state == .possible { fail() }
      return
    }
    if let before, let after = centroid {
      start += after - before  // a new finger must not jump the translation
    } else {
      start = touch.location
      offset = .zero
    }
    tracker.reset()
    record(touch.time)
    lastCentroid = centroid
  }

  override func touchMoved(_ touch: Touch) {
    guard isTracking(touch) else { return }
    updateTouch(touch)
    record(touch.time)
    lastCentroid = centroid
    switch state {
    case .possible:
      guard pendingState == nil else { return }
      let moved = rawTranslation
      guard touches.count >= minimumNumberOfTouches, moved.length >= minimumDistance else {
        return
      }
      switch axis {
      case .free: break
      case .horizontal where abs(moved.dx) < abs(moved.dy): return fail()
      case .vertical where abs(moved.dy) < abs(moved.dx): return fail()
      case .horizontal, .vertical: break
      }
      requestRecognition(.began)
    case .began, .changed:
      guard touches.count >= minimumNumberOfTouches else { return }
      change()
    case .ended, .cancelled, .failed: break
    }
  }

  private func isTracking(_ touch: Touch) -> Bool { touches.contains { $0.id == touch.id } }

  override func touchEnded(_ touch: Touch) {
    guard isTracking(touch) else { return }
    let before = centroid
    updateTouch(touch)
    record(touch.time)
    lastCentroid = centroid
    removeTouch(touch.id)
    if touches.isEmpty {
      if state == .possible { onLastTouchUpUnrecognized?() }
      end()
    } else if let before, let after = centroid {
      start += after - before
      tracker.reset()
    }
  }

  override func touchCancelled(_ touch: Touch) {
    guard isTracking(touch) else { return }
    let wasPossible = state == .possible
    super.touchCancelled(touch)
    if touches.isEmpty, wasPossible { onLastTouchUpUnrecognized?() }
  }

  override func resetGesture() {
    tracker.reset()
    offset = .zero
  }

  private func record(_ time: Double) {
    guard let centroid else { return }
    try? tracker.add(time: time, position: centroid)  // a repeated time stamp is skipped
  }
}
