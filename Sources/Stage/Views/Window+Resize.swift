public import Motion

/// Changing the window's size: a rotation, a split-screen resize, a keyboard-free layout
/// change, even in the middle of a transition.
///
/// ```swift
/// window.resize(to: Size(width: 844, height: 390),
///               safeAreaInsets: EdgeInsets(left: 47, right: 47))
/// ```
extension Window {
  /// Resizes the window and lays out the root and presented controllers' views again.
  ///
  /// Each controller on screen (the root and every presented one) first gets
  /// ``ViewController/viewWillTransition(to:)``. Then the root view and the presentation
  /// containers take the new bounds, and presented views their new frames (a `.custom`
  /// presentation asks its delegate), and each presented controller's delegate hears
  /// ``TransitioningDelegate/containerViewDidLayoutSubviews(_:forPresented:)``. These frames are
  /// set without animation, replacing any animation of them: a transition that must survive a
  /// resize animates transforms (or re-targets its frames from that call).
  ///
  /// - Parameters:
  ///   - size: The new size in points; a negative or non-finite size is a no-op.
  ///   - insets: New safe area insets (the `safeAreaInsets` argument), or `nil` to keep the
  ///     current ones.
  public func resize(to size: Size, safeAreaInsets insets: EdgeInsets? = nil) {
    guard size.isFinite, size.width >= 0, size.height >= 0 else { return }
    var controllers: [ViewController] = []
    if let root = rootViewController { controllers.append(root) }
    controllers += presentationRecords.map(\.presented)
    for controller in controllers { controller.viewWillTransition(to: size) }
    frame = Rect(origin: .zero, size: size)
    if let insets { safeAreaInsets = insets }
    if let root = rootViewController, root.isViewLoaded { root.view.frame = bounds }
    for record in presentationRecords {
      record.container.frame = bounds
      let presented = record.presented
      if presented.modalPresentationStyle == .custom,
        let delegate = presented.transitioningDelegate
      {
        presented.view.frame = delegate.frameOfPresentedView(
          inContainerBounds: record.container.bounds, forPresented: presented)
      } else {
        presented.view.frame = record.container.bounds
      }
      presented.transitioningDelegate?.containerViewDidLayoutSubviews(
        record.container, forPresented: presented)
    }
  }
}
