/// Adding, ordering and removing subviews; finding the window a view is in and its ancestry,
/// and telling a subtree that it changes window.
///
/// Every mutation keeps the tree valid: a view has at most one superview and appears once among
/// its siblings; adding a view that has another superview moves it; an operation that would
/// create a cycle (adding an ancestor, or the view itself) is a documented no-op that returns
/// `false`.
extension View {
  /// Adds `view` on top of the other subviews (moving it to the top if it is already one).
  ///
  /// - Returns: `false`, changing nothing, when `view` is this view or one of its ancestors.
  @discardableResult
  public func addSubview(_ view: View) -> Bool {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is the back), clamped to the valid range.
  ///
  /// - Returns: `false`, changing nothing, when `view` is this view or one of its ancestors.
  @discardableResult
  public func insertSubview(_ view: View, at index: Int) -> Bool {
    guard !isDescendant(of: view) else { return false }
    let oldWindow = view.window
    let newWindow = window
    let moving = oldWindow !== newWindow
    if moving { view.notifyWillMove(from: oldWindow, to: newWindow) }
    if let old = view.superview { old.detachSubview(view) }
    insertIntoSubviews(view, at: index)
    view.storeSuperview(self)
    if moving { view.notifyDidMove(from: oldWindow, to: newWindow) }
    return true
  }

  /// Inserts `view` just above `sibling`.
  ///
  /// - Returns: `false`, changing nothing, when `sibling` is not a subview of this view (or is
  ///   `view`), or when `view` is an ancestor.
  @discardableResult
  public func insertSubview(_ view: View, aboveSubview sibling: View) -> Bool {
    guard sibling !== view, sibling.superview === self else { return false }
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count - 1
    let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index
    return insertSubview(view, at: adjust ? index : index + 1)
  }

  /// Inserts `view` just below `sibling`.
  ///
  /// - Returns: `false`, changing nothing, when `sibling` is not a subview of this view (or is
  ///   `view`), or when `view` is an ancestor.
  @discardableResult
  public func insertSubview(_ view: View, belowSubview sibling: View) -> Bool {
    guard sibling !== view, sibling.superview === self else { return false }
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index
    return insertSubview(view, at: adjust ? index - 1 : index)
  }

  /// Moves a subview to the front. A view that is not a subview is ignored.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    var list = subviews
    list.removeAll { $0 === view }
    list.append(view)
    storeSubviews(list)
  }

  /// Moves a subview to the back. A view that is not a subview is ignored.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    var list = subviews
    list.removeAll { $0 === view }
    list.insert(view, at: 0)
    storeSubviews(list)
  }

  /// Removes the view from its superview (a no-op without one).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    if oldWindow != nil { notifyWillMove(from: oldWindow, to: nil) }
    parent.detachSubview(self)
    if oldWindow != nil { notifyDidMove(from: oldWindow, to: nil) }
  }

  /// The first view in this subtree (depth first, self included) whose ``name`` is `name`.
  public func descendant(named name: String) -> View? {
    if self.name == name { return self }
    for subview in subviews {
      if let found = subview.descendant(named: name) { return found }
    }
    return nil
  }

  // MARK: Window and ancestry

  /// The window this view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Detaching and window notifications

  private func detachSubview(_ view: View) {
    removeFromSubviews(view)
    view.storeSuperview(nil)
  }

  /// Tells the subtree, top down, that it is about to change window.
  private func notifyWillMove(from old: Window?, to new: Window?) {
    viewController?.viewWillMove(fromWindow: old, toWindow: new)
    if let old, old.firstResponderStorage === self { old.firstResponderStorage = nil }
    for recognizer in gestureRecognizers where new == nil { recognizer.detach() }
    for subview in subviews { subview.notifyWillMove(from: old, to: new) }
  }

  /// Tells the subtree, top down, that it changed window.
  private func notifyDidMove(from old: Window?, to new: Window?) {
    didMoveToWindow()
    viewController?.viewDidMove(fromWindow: old, toWindow: new)
    for subview in subviews { subview.notifyDidMove(from: old, to: new) }
  }
}
