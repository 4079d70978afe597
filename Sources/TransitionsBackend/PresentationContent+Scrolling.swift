public import Motion
public import Stage

extension PresentationContent {
  /// Lets the engine scroll a real scroll view inside the presented view, and hand the drag off
  /// to the dismissal when its content reaches the top (and back), as the engine's own scroll
  /// views do: an engine ``Stage/ScrollView`` at the same place, with the same content size,
  /// inset and offset, is added to the engine's presented view and given to the dismissal
  /// interactions; the real scroll view shows its content offset (its bounds), nothing else.
  ///
  /// The real scroll view must not scroll on its own (UIKit: `isScrollEnabled = false`): the
  /// engine owns that motion too.
  ///
  /// - Parameters:
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
    parts.show()
    return (scrollView, drain())
  }

  /// A real scroll view shows only its engine twin's bounds: its content offset (and size).
  static var scrolled: BindingOptions {
    BindingOptions(applies: .bounds, arrangesSubviews: false, followsRemoval: false)
  }
}
