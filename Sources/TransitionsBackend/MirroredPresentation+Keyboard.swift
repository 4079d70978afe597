import Stage

extension MirroredPresentation {
  /// The toolkit's keyboard is about to change (UIKit's `keyboardWillChangeFrameNotification`,
  /// which also comes with every show and hide): the engine window's keyboard
  /// (``Stage/Window/keyboard``) follows it by `feed`'s rules, and what rides on it (a sheet's
  /// bottom edge) moves with it in the same frames. The frame must be in the coordinates of the
  /// view the window mirrors (UIKit's transition container).
  ///
  /// A request that arrives while a drag holds the keyboard (a sheet dragged to dismiss) waits
  /// for the drag's end; one that arrives mid-transition starts at once
  /// (``KeyboardFeed``). Keep the display link running while ``needsFrames`` says so: the
  /// keyboard moves over several frames even when nothing else does.
  ///
  /// ```swift
  /// try scene.keyboardWillChangeFrame(
  ///   KeyboardNotification(endFrame: frameInContainer, duration: 0.25, curve: 7))
  /// ```
  ///
  /// - Returns: The actions of showing the change.
  /// - Throws: ``KeyboardFeedError`` for a missing or bad value; nothing changes then.
  @discardableResult
  public func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, feed: KeyboardFeed = KeyboardFeed()
  ) throws(KeyboardFeedError) -> [BackendAction] {
    guard !isOver else { return drain() }
    if try feed.apply(notification, to: window) != .unchanged { show() }
    return drain()
  }
}
