import Motion
public import Stage

extension RenderChannel {
  /// Sets the channel's value in a view's values: the inverse of ``value(of:)``.
  public func set(_ value: Double, in properties: inout ViewProperties) {
    switch self {
    case .centerX: properties.center.x = value
    case .centerY: properties.center.y = value
    case .boundsX: properties.bounds.origin.x = value
    case .boundsY: properties.bounds.origin.y = value
    case .width: properties.bounds.size.width = value
    case .height: properties.bounds.size.height = value
    case .translationX: properties.transform.translation.dx = value
    case .translationY: properties.transform.translation.dy = value
    case .scaleX: properties.transform.scaleX = value
    case .scaleY: properties.transform.scaleY = value
    case .rotation: properties.transform.rotation = value
    case .alpha: properties.alpha = value
    case .cornerRadius: properties.cornerRadius = value
    }
  }
}

extension RenderPlan {
  /// What the render server shows of `view` at `mediaTime`: `committed` (the view's values when
  /// the plan was committed) with every channel the plan moves replaced by the plan's value then
  /// (``value(of:_:at:)``). A channel the plan does not move keeps its committed value, as a
  /// layer with no animation on a property shows its model value.
  public func presentation(
    of view: ViewID, over committed: ViewProperties, at mediaTime: Double
  ) -> ViewProperties {
    var shown = committed
    for track in tracks where track.view == view {
      let value = RenderProperty(modelValue: track.endValue, animations: [track.animation])
        .presentationValue(at: mediaTime)
      track.channel.set(value, in: &shown)
    }
    return shown
  }
}
