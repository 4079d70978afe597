public import Motion
public import Stage

/// Touches outside the popover: the presentation's container keeps them from the presenter, a
/// tap among them dismisses, and those on a pass-through view go through to it.
extension PopoverTransition: GestureRecognizerDelegate {
  /// The container catches touches outside the popover (UIKit's popover disables the other
  /// views while it shows), passes those on the pass-through views, and takes taps.
  func showOutside(in container: View) {
    self.container = container
    container.passesTouchesThrough = false
    container.passesTouchThrough = { [weak self, weak container] point in
      guard let self, let container else { return false }
      return self.isPassthrough(container.convert(point, to: nil))
    }
    if !container.gestureRecognizers.contains(where: { $0 === outsideTap }) {
      container.addGestureRecognizer(outsideTap)
    }
  }

  /// The popover has gone: the container keeps nothing of it.
  func hideOutside() {
    container?.removeGestureRecognizer(outsideTap)
    container?.passesTouchThrough = nil
    container = nil
  }

  /// Whether `point` (window points) is on a pass-through view, or on the source when it passes
  /// touches through.
  public func isPassthrough(_ point: Point) -> Bool {
    var views = passthroughViews
    if configuration.passthroughSource, let sourceView { views.append(sourceView) }
    for view in views where view.window != nil && !view.isHidden && view.isUserInteractionEnabled {
      if view.point(inside: view.convert(point, from: nil, layer: .onScreen)) { return true }
    }
    if let rects = passthroughRects?(), rects.contains(where: { $0.contains(point) }) {
      return true
    }
    if configuration.passthroughSource, sourceView == nil { return sourceFrame.contains(point) }
    return false
  }

  /// Only touches on the container itself (outside the content and its arrow) are the tap's.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    guard let container else { return false }
    return container.hitTest(container.convert(touch.location, from: nil, layer: .onScreen))
      === container
  }

  /// A tap outside: a presentation still running goes back from where it is; a popover shown is
  /// dismissed, as a button would; a dismissal running goes on.
  func tappedOutside() {
    if let presentation, !presentation.isCompleted {
      presentation.hold()
      presentation.release(finish: false, velocity: 0)
      return
    }
    guard let presented, presented.presentingViewController != nil, isAdapted == false else {
      return
    }
    try? presented.dismiss(animated: true)
  }
}
