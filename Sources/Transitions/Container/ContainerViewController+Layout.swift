public import Motion
import Stage

extension ContainerViewController {
  /// Lays out the content, the buttons and the indicator for `size`.
  public func layout(in size: Size) {
    let bar = barHeight(in: size)
    let barTop = max(size.height - bar, 1)
    let content = Rect(
      x: 0, y: 0, width: size.width, height: extendsContentUnderBar ? size.height : barTop)
    view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    contentView.frame = content
    let width = size.width / Double(viewControllers.count)
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: Double(slot(of: index)) * width, y: barTop, width: width, height: bar)
    }
    layoutBar(in: size, contentHeight: barTop)
    indicatorView.frame = indicatorFrame(for: selectedIndex)
    if activeAnimator == nil {
      viewControllers[selectedIndex].view.frame = Rect(
        x: 0, y: 0, width: content.width, height: content.height)
    }
  }

  /// After a run: lays the container out in its bounds as they are now, if they changed while
  /// the run held the layout back (a rotation during a transition left the visible child at
  /// the size the run began with, and the next run moved it between the two sizes, a fast
  /// release stretching it past the window: soak break 3).
  func layoutAfterRun() {
    guard isViewLoaded, activeRun == nil,
      viewControllers[selectedIndex].view.bounds.size != contentView.bounds.size
    else { return }
    layout(in: view.bounds.size)
  }

  /// Where the indicator sits under the button of `index`.
  public func indicatorFrame(for index: Int) -> Rect {
    let size = view.bounds.size
    let width = size.width / Double(viewControllers.count)
    return Rect(
      x: Double(slot(of: index)) * width + 12, y: size.height - 10, width: max(width - 24, 1),
      height: 4)
  }

  /// The position of the button of `index` from the left: its index, mirrored in a
  /// right-to-left layout (the first child's button at the right, as UIKit lays out a tab bar).
  func slot(of index: Int) -> Int {
    isRightToLeft ? viewControllers.count - 1 - index : index
  }

  func setButtonsEnabled(_ enabled: Bool) {
    for button in buttons { button.isUserInteractionEnabled = enabled }
  }
}
