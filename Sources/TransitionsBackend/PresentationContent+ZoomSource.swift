import Transitions

extension PresentationContent where Toolkit: SourceViewToolkit {
  /// Zooms from a real view: when the scene's transition is a `ZoomTransition`
  /// whose `ZoomTransition/toolkitSource` is a ``ToolkitZoomSource`` of this
  /// toolkit's views, its source provider is answered with a ``SourceViewTwin`` of the view the
  /// source gives (asked at the presentation and at the dismissal), which the scene keeps in
  /// step with its frames: the real view is hidden while the zoom shows it, and shown again when
  /// the zoom ends on it or the scene ends. Call it once the scene is made (UIKit's
  /// `TransitionController` does).
  ///
  /// ```swift
  /// let scene = MirroredPresentation(
  ///   style: .zoom(toolkitSource: ToolkitZoomSource(view: cell)), toolkit: views, size: size)
  /// scene.mirrorZoomSource()
  /// ```
  ///
  /// - Returns: the twin, or `nil` when the transition is no zoom from this toolkit's views
  ///   (nothing changes). Calling it again returns the same twin.
  @discardableResult
  public func mirrorZoomSource() -> SourceViewTwin<Toolkit>? {
    guard let zoom = manager.transition as? ZoomTransition else { return nil }
    if let item = zoom.toolkitSource as? ToolkitZoomSourceItem<Toolkit.BackendView> {
      mirrorZoomSourceItem(item, of: zoom)
      return nil
    }
    guard let source = zoom.toolkitSource as? ToolkitZoomSource<Toolkit.BackendView>
    else { return nil }
    if let twin = parts.attachments.lazy.compactMap({ $0 as? SourceViewTwin<Toolkit> }).first {
      return twin
    }
    let twin = SourceViewTwin(
      toolkit: binder.toolkit, container: { [weak self] in self?.container },
      provider: source.provider)
    zoom.sourceProvider = { [weak twin] context in twin?.engineSource(context) }
    parts.attachments.append(twin)
    return twin
  }
}

extension PresentationContent where Toolkit: SourceViewToolkit {
  /// Zooms from a bar item (``ToolkitZoomSourceItem``): the zoom's source provider is answered
  /// with a ``SourceItemTwin`` at the item's frame then. Once per scene.
  func mirrorZoomSourceItem(
    _ item: ToolkitZoomSourceItem<Toolkit.BackendView>, of zoom: ZoomTransition
  ) {
    guard !parts.attachments.contains(where: { $0 is SourceItemTwin<Toolkit> }) else { return }
    let twin = SourceItemTwin(
      toolkit: binder.toolkit, container: { [weak self] in self?.container },
      provider: item.provider)
    zoom.sourceProvider = { [weak twin] context in twin?.engineSource(context) }
    parts.attachments.append(twin)
  }
}
