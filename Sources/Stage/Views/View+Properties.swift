public import Motion

/// The animatable model properties of a view, and the on-screen values behind them.
///
/// Setting a property goes through `set(_:_:)`: inside a ``PropertyAnimator``'s animation block
/// the change is recorded and animated from what is on screen; otherwise the on-screen value
/// follows at once and any running animation of that property stops driving it.
///
/// ```swift
/// card.alpha = 0.5
/// card.onScreen.alpha          // 0.5
/// card.isAnimating(.alpha)     // false
/// ```
extension View {
  /// The frame in the superview's coordinates, in points, derived from ``center`` and the size
  /// of ``bounds`` (as in UIKit, it ignores the transform).
  public var frame: Rect {
    get { model.frame }
    set {
      var next = model
      next.frame = newValue
      if next.center != model.center { set(.center, .point(next.center)) }
      if next.bounds != model.bounds { set(.bounds, .rect(next.bounds)) }
    }
  }

  /// The centre in the superview's coordinates, in points.
  public var center: Point {
    get { model.center }
    set { set(.center, .point(newValue)) }
  }

  /// The view's own coordinate space, in points; its origin is the scroll position.
  public var bounds: Rect {
    get { model.bounds }
    set { set(.bounds, .rect(newValue)) }
  }

  /// The transform applied about the centre (scale including z, rotation, translation).
  public var transform: Transform {
    get { model.transform }
    set { set(.transform, .transform(newValue)) }
  }

  /// Opacity from 0 (transparent) to 1 (opaque). Views with an alpha below 0.01 are not hit.
  public var alpha: Double {
    get { model.alpha }
    set { set(.alpha, .number(newValue)) }
  }

  /// Corner radius, in points.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { set(.cornerRadius, .number(newValue)) }
  }

  /// The fill colour, or `nil` for a transparent view.
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { set(.backgroundColor, .color(newValue)) }
  }

  /// All model values at once.
  public var properties: ViewProperties { model }

  /// What is on screen now: the model values, except where an animator drives a property
  /// (UIKit's presentation layer; named apart from modal presentation).
  public var onScreen: ViewProperties { shown }

  /// What is on screen now, under Core Animation's name.
  @available(*, deprecated, renamed: "onScreen")
  public var presentation: ViewProperties { shown }

  /// Whether an animator currently drives `property` of this view.
  public func isAnimating(_ property: AnimatableProperty) -> Bool {
    animationTokens[property.rawValue] != 0
  }

  /// Sets a model value. Inside an animation block of a ``PropertyAnimator`` on this view's
  /// window the change is recorded and animated; otherwise it shows at once and replaces any
  /// running animation of that property.
  func set(_ property: AnimatableProperty, _ value: PropertyValue) {
    if let window, let capture = window.captures.last {
      capture.record(view: self, property: property, from: shown[property])
      model[property] = value
      return
    }
    model[property] = value
    animationTokens[property.rawValue] = 0
    shown[property] = value
  }
}
