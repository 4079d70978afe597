public import Motion

/// Hooks into a scroll view's drag and deceleration. Every method has a default that does
/// nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag began.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted with `velocity` (content offset points per second); the delegate may
  /// change where the deceleration lands (`targetContentOffset`).
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point)
  /// A drag ended; `willDecelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
  /// The content came to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// A view whose content, larger than itself, scrolls under a finger: a content offset (its
/// bounds origin), rubber banding past the edges while dragging, and after release a
/// deceleration (Motion's `Decay`) that bounces back (a critically damped spring) when it
/// overshoots an edge.
///
/// Its ``panGestureRecognizer`` is an ordinary recogniser, so a container can arbitrate with it:
/// recognise simultaneously, then pin ``contentOffset`` at the top while the container's pan
/// moves a sheet, and release it to scroll again when the sheet is back (a hand-off both ways).
///
/// ```swift
/// let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 700))
/// list.contentSize = Size(width: 390, height: 3000)
/// list.delegate = self
/// sheet.addSubview(list)
/// list.isAtTop  // true
/// ```
@MainActor
public final class ScrollView: View {
  /// The size of the scrollable content, in points.
  public var contentSize = Size.zero
  /// Extra scrollable space around the content, in points.
  public var contentInset = EdgeInsets.zero
  /// Whether dragging past an edge rubber-bands (and a deceleration bounces). Default `true`.
  public var bounces = true
  /// Whether the content bounces vertically even when it fits. Default `false`.
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits. Default `false`.
  public var alwaysBounceHorizontal = false
  /// The per-millisecond velocity factor of the deceleration. Default `Decay.normalRate`.
  public var decelerationRate = Decay.normalRate
  /// The spring that brings overscrolled content back to the edge. Default `Spring.smooth`
  /// (response 0.5 s, critically damped: no bounce).
  public var bounceSpring = Spring.smooth
  /// Hooks into dragging and decelerating.
  public weak var delegate: (any ScrollViewDelegate)?
  /// The recogniser that drags the content.
  public let panGestureRecognizer = PanGestureRecognizer()
  /// Whether a finger is dragging the content.
  public private(set) var isDragging = false

  var raw = Point.zero
  private var lastTranslation = Vector.zero
  var horizontalMotion = AxisMotion.idle
  var verticalMotion = AxisMotion.idle
  var isObserving = false

  /// A scroll view occupying `frame`, with no content.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    panGestureRecognizer.name = "scroll"
    panGestureRecognizer.addAction { [weak self] _ in self?.handlePan() }
    // A finger landing on moving content catches it at once, before any pan is recognised;
    // lifted again without dragging, content left past an edge springs back.
    panGestureRecognizer.onFirstTouchDown = { [weak self] in self?.stopDecelerating() }
    panGestureRecognizer.onLastTouchUpUnrecognized = { [weak self] in
      guard let self, !isDragging, !isDecelerating else { return }
      startDecelerating(velocity: .zero)
    }
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Whether the user can scroll (the pan recogniser is enabled). Default `true`.
  public var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set { panGestureRecognizer.isEnabled = newValue }
  }

  /// The point of the content at the view's top-left corner, in points. Setting it stops a
  /// deceleration and, during a drag, makes the drag continue from the new offset.
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      stopDecelerating()
      raw = newValue
      show(newValue)
    }
  }

  /// The smallest content offset at rest: minus the top and left insets.
  public var minimumContentOffset: Point {
    Point(x: -contentInset.left, y: -contentInset.top)
  }

  /// The largest content offset at rest.
  public var maximumContentOffset: Point {
    let size = bounds.size
    return Point(
      x: max(-contentInset.left, contentSize.width + contentInset.right - size.width),
      y: max(-contentInset.top, contentSize.height + contentInset.bottom - size.height))
  }

  /// Whether the content is scrolled to (or pulled past) its top edge, within half a point.
  public var isAtTop: Bool { contentOffset.y <= minimumContentOffset.y + 0.5 }

  /// Whether the content is moving on its own after a drag.
  public var isDecelerating: Bool {
    !(horizontalMotion.isIdle && verticalMotion.isIdle)
  }

  var canScrollVertically: Bool {
    alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y
  }

  var canScrollHorizontally: Bool {
    alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x
  }

  func show(_ offset: Point) {
    guard offset != bounds.origin else { return }
    bounds.origin = offset
    delegate?.scrollViewDidScroll(self)
  }

  // MARK: Dragging

  private func handlePan() {
    let pan = panGestureRecognizer
    switch pan.state {
    case .began:
      stopDecelerating()
      isDragging = true
      raw = contentOffset
      lastTranslation = pan.translation(in: self)
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      let translation = pan.translation(in: self)
      let delta = translation - lastTranslation
      lastTranslation = translation
      if canScrollHorizontally { raw.x -= delta.dx }
      if canScrollVertically { raw.y -= delta.dy }
      show(banded(raw))
    case .ended, .cancelled:
      guard isDragging else { return }
      isDragging = false
      let finger = pan.state == .ended ? pan.velocity(in: self) : .zero
      var velocity = Vector(
        dx: canScrollHorizontally ? -finger.dx : 0, dy: canScrollVertically ? -finger.dy : 0)
      var target = projectedOffset(velocity)
      let projected = target
      delegate?.scrollViewWillEndDragging(self, velocity: velocity, targetContentOffset: &target)
      if target != projected { velocity = velocityToLand(on: target) }
      startDecelerating(velocity: velocity)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
    case .possible, .failed: break
    }
  }

  /// The offset shown for an unbanded drag position: rubber-banded past the edges (or
  /// clamped when ``bounces`` is off).
  func banded(_ point: Point) -> Point {
    Point(
      x: band(point.x, minimumContentOffset.x, maximumContentOffset.x, bounds.width),
      y: band(point.y, minimumContentOffset.y, maximumContentOffset.y, bounds.height))
  }

  private func band(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
    let limit = value < low ? low : (value > high ? high : value)
    guard bounces, dimension > 0, limit != value else { return limit }
    return limit + rubberBandUnchecked(offset: value - limit, dimension: dimension)
  }
}
