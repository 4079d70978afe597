public import Motion

/// A continuous drag: begins once the touches have moved ``minimumDistance`` points (along
/// ``axis``, if set), reports translation and velocity, ends when the last finger lifts.
///
/// Translation is measured from where the fingers went down, so at `.began` it already holds
/// the minimum distance. Velocity is the least-squares estimate of Motion's
/// `VelocityTracker2D` over the last 100 ms of touch samples, and reads 0 once the fingers
/// have rested more than 40 ms.
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
  /// The most fingers the pan accepts; a further finger makes a possible pan fail. Default
  /// `Int.max`.
  public var maximumNumberOfTouches = Int.max
  /// The fewest fingers that must be down for the pan to begin. Default 1.
  public var minimumNumberOfTouches = 1

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
    return view?.convert(vectorFromRoot: inWindow, layer: .presentation) ?? inWindow
  }

  /// Resets the translation so that it reads `translation` in `view`'s coordinates now.
  public func setTranslation(_ translation: Vector, in view: View?) {
    let inWindow =
      view?.transformToRoot(.presentation).apply(to: translation) ?? translation
    offset = inWindow - rawTranslation
  }

  /// The velocity of the touches, in points per second in `view`'s coordinate directions:
  /// zero after a rest longer than 40 ms.
  public func velocity(in view: View?) -> Vector {
    let now = arena?.window?.currentTime ?? tracker.lastTime ?? 0
    let inWindow = tracker.velocity(at: now)
    return view?.convert(vectorFromRoot: inWindow, layer: .presentation) ?? inWindow
  }

  private var rawTranslation: Vector { (centroid ?? lastCentroid ?? start) - start }
  private var windowTranslation: Vector { rawTranslation + offset }

  // MARK: Touches

  override func touchBegan(_ touch: Touch) {
    let before = centroid
    addTouch(touch)
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
    case .began, .changed: change()
    case .ended, .cancelled, .failed: break
    }
  }

  override func touchEnded(_ touch: Touch) {
    let before = centroid
    updateTouch(touch)
    record(touch.time)
    lastCentroid = centroid
    removeTouch(touch.id)
    if touches.isEmpty {
      end()
    } else if let before, let after = centroid {
      start += after - before
      tracker.reset()
    }
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
