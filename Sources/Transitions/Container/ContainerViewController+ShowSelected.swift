extension ContainerViewController {
  /// Shows the child at `index` at once, without a transition: a selection the host already
  /// made (UIKit's `selectedIndex` set without an animator, or before the view appears), which
  /// a mirror of that host must follow. Containment and appearance callbacks as a switch's,
  /// not animated; the indicator moves with it. Nothing while a transition runs or a drag
  /// rubber-bands, for the visible child or an index out of range; returns whether it switched.
  @discardableResult
  public func showSelected(_ index: Int) -> Bool {
    guard selection.phase == .idle, viewControllers.indices.contains(index),
      index != selectedIndex
    else { return false }
    let from = viewControllers[selectedIndex]
    let to = viewControllers[index]
    selection = ContainerSelectionState(count: viewControllers.count, selectedIndex: index)
    guard isViewLoaded else { return true }  // viewDidLoad adds the selected child
    let shown = view.window != nil
    addChild(to)
    from.willMove(toParent: nil)
    if shown {
      from.beginAppearanceTransition(false, animated: false)
      to.beginAppearanceTransition(true, animated: false)
    }
    to.view.frame = contentView.bounds
    contentView.addSubview(to.view)
    // A completed switch's order: from ends disappearing, leaves; to ends appearing, is moved.
    if shown { from.endAppearanceTransition() }
    from.view.removeFromSuperview()
    from.removeFromParent()
    if shown { to.endAppearanceTransition() }
    to.didMove(toParent: self)
    indicatorView.frame = indicatorFrame(for: index)
    return true
  }
}
