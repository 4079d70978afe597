/// Containment: a container view controller shows its children's views inside its own.
///
/// The sequence is UIKit's: `addChild(child)` (which calls `child.willMove(toParent:)`), add
/// the child's view to a view of the container (the child appears automatically if the
/// container is on screen), then `child.didMove(toParent:)`. To remove: `willMove(toParent:
/// nil)`, remove the view (it disappears), then `removeFromParent()` (which calls
/// `didMove(toParent: nil)`).
///
/// ```swift
/// container.addChild(child)
/// container.view.addSubview(child.view)
/// child.didMove(toParent: container)
/// ```
extension ViewController {
  /// Makes `child` a child of this controller, calling `child.willMove(toParent: self)`.
  ///
  /// A child of another controller is first removed from it. A no-op when `child` is this
  /// controller or one of its ancestors, or a presented controller.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self, child.presentingViewController == nil else {
      return
    }
    var ancestor: ViewController? = self
    while let current = ancestor {
      if current === child { return }
      ancestor = current.parent
    }
    if child.parent != nil { child.removeFromParent() }
    child.isMovingToParent = true
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, calling `didMove(toParent: nil)`. A no-op
  /// without a parent. It does not remove the view: do that first.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The root of the containment tree this controller belongs to.
  public var rootAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }
}
