public import Motion
public import Stage

extension PresentationContent {
  /// Lets the engine scroll a real scroll view inside the presented view, and hand the drag off
  /// to the dismissal when its content reaches the top (and back), as the engine's own scroll
  /// views do: an engine `ScrollView` at the same place, with the same content size,
  /// inset and offset, is added to the engine's presented view and given to the dismissal
  /// interactions; the real scroll view shows its content offset (its bounds), nothing else.
  ///
  /// The real scroll view stays enabled (its indicators, refresh control, VoiceOver's scrolling
  /// and the status bar's scroll-to-top keep working): the backend reports each offset it takes
  /// to ``toolkitScrollViewMoved(to:)``, which puts it back while the engine owns the motion and
  /// lets the engine adopt it otherwise.
  ///
  /// - Parameters:
  ///   - backend: the real scroll view.
  ///   - frame: the scroll view's frame in the presented view's coordinates, in points.
  ///   - contentSize: its content size, in points.
  ///   - contentInset: its content inset (UIKit's `adjustedContentInset`), in points.
  ///   - contentOffset: its content offset now.
  /// - Returns: the engine's scroll view (to update its content size later), and the actions of
  ///   showing it.
  @discardableResult
  public func mirrorScrollView(
    _ backend: Toolkit.BackendView, frame: Rect, contentSize: Size,
    contentInset: EdgeInsets = .zero, contentOffset: Point
  ) -> (scrollView: ScrollView, actions: [BackendAction]) {
    let scrollView = ScrollView(frame: frame)
    scrollView.contentSize = contentSize
    scrollView.contentInset = contentInset
    scrollView.contentOffset = contentOffset
    presented.view.addSubview(scrollView)
    for interaction in manager.dismissalInteractions
    where interaction.panGestureRecognizer.view === presented.view {
      interaction.scrollView = scrollView
    }
    binder.bind(scrollView, to: backend, Self.scrolled)
    scrollTwin = scrollView
    parts.show()
    return (scrollView, drain())
  }

  /// The toolkit's registered scroll view is at `offset` (UIKit: read in a target of its
  /// `panGestureRecognizer`, so in the same event as its own scrolling, and before each touch
  /// is forwarded): what the backend must do. While the engine owns the content's motion (a
  /// finger is down in the scene, the engine's content is dragged or decelerates, a transition
  /// runs) the toolkit's own scrolling is undone: ``ScrollOffsetDecision/restore(_:)`` with the
  /// engine's offset (FloatingPanel does the same with `setContentOffset(_:animated:)`, which
  /// also stops UIKit's deceleration). At rest, the toolkit moved it by other means (VoiceOver,
  /// scroll-to-top, `scrollRectToVisible`): the engine adopts the offset. Not finite, or without
  /// a registered scroll view: ``ScrollOffsetDecision/inStep`` (nothing changes).
  public func toolkitScrollViewMoved(to offset: Point) -> ScrollOffsetDecision {
    guard let twin = scrollTwin, offset.x.isFinite, offset.y.isFinite else { return .inStep }
    let engine = twin.contentOffset
    if abs(engine.x - offset.x) <= 0.5, abs(engine.y - offset.y) <= 0.5 { return .inStep }
    let engineOwns =
      parts.host.hasFingersDown || twin.isDragging || twin.isDecelerating
      || manager.activeRun != nil || toolkitOperation != nil
    if engineOwns { return .restore(engine) }
    twin.contentOffset = offset
    return .adopted(offset)
  }

  /// Whether a touch landing at `point` (in the container's coordinates) belongs to the app's
  /// views behind the presentation rather than to the scene: the engine's own hit test finds
  /// the presenter there (outside the presented view, above an undimmed detent, where the
  /// dimming is clear). UIKit's container takes every touch otherwise, so the glue asks this in
  /// a hit test at the bottom of the container and hands the touch to the presenter's view
  /// (FloatingPanel's `PassthroughView` forwards the same way). Where the dimming shows, or on
  /// the presented view, the scene takes it (a tap on the dimming dismisses). Not finite: `false`.
  public func passesTouchThrough(at point: Point) -> Bool {
    guard point.x.isFinite, point.y.isFinite, !isOver else { return false }
    guard let hit = window.hitTest(point) else { return true }
    return hit === presenter.view || hit.isDescendant(of: presenter.view)
  }

  /// A real scroll view shows only its engine twin's bounds: its content offset (and size).
  static var scrolled: BindingOptions {
    BindingOptions(applies: .bounds, arrangesSubviews: false, followsRemoval: false)
  }
}
