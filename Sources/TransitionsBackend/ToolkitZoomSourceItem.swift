import Motion
public import Stage
public import Transitions

/// A zoom's source that is no view but an item the toolkit draws in a bar (UIKit: a
/// `UIBarButtonItem`, iOS 26's `UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)`):
/// the backend knows it only by the frame the toolkit reports for it in its window, asked when
/// the zoom presents and again when it dismisses (``provider``, handed the toolkit's transition
/// container, a view in the same window to measure against). The engine zooms from a twin
/// placed at that frame (``SourceItemTwin``); the item itself is not hidden while the zoom shows
/// it (a bar draws it; the backend has no view of it to hide).
///
/// ```swift
/// let style = TransitionStyle.zoom(toolkitSourceItem: ToolkitZoomSourceItem<Layer> { _, _ in
///   WindowPlacement(window: id, frame: Rect(x: 338, y: 52, width: 44, height: 44),
///                   boundsSize: Size(width: 44, height: 44), cornerRadius: 22)
/// })
/// ```
public struct ToolkitZoomSourceItem<BackendView: AnyObject>: Sendable {
  /// The item's place in its window for `.present` and `.dismiss`, as the toolkit reports it,
  /// given the transition's container (in the same window); `nil` when it is in no window (the
  /// zoom falls back to a fade and a shrink).
  public typealias Provider =
    @MainActor @Sendable (TransitionOperation, BackendView) -> WindowPlacement?

  /// Asked for the item's place when the zoom presents and when it dismisses.
  public let provider: Provider

  public init(provider: @escaping Provider) {
    self.provider = provider
  }
}

extension TransitionStyle {
  /// The matched-element zoom from an item a bar draws (a bar button), known by its frame in
  /// its window (``ToolkitZoomSourceItem``); shown by the engine alone it has no source and falls
  /// back to a fade and a shrink.
  public static func zoom<BackendView>(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    toolkitSourceItem source: ToolkitZoomSourceItem<BackendView>
  ) -> TransitionStyle {
    .custom { ZoomTransition.from(source, configuration) }
  }
}

/// An engine twin of a bar item a zoom zooms from: placed, each time the zoom asks, at the
/// frame the toolkit reports for the item (converted through the window into the container's
/// coordinates, ``SourcePlacement/resolve(_:hiddenByZoom:in:)``), or no source (the zoom falls
/// back) when the item is in no window, in another, hidden or off-screen.
@MainActor
public final class SourceItemTwin<Toolkit: SourceViewToolkit> {
  /// The engine view given to the zoom as its source.
  public let twin = View()
  /// Where the last asked-for item was found, or why there was none.
  public private(set) var lastPlacement: SourcePlacement?

  private let toolkit: Toolkit
  private let provider: ToolkitZoomSourceItem<Toolkit.BackendView>.Provider
  private let container: @MainActor () -> Toolkit.BackendView?

  public init(
    toolkit: Toolkit, container: @escaping @MainActor () -> Toolkit.BackendView?,
    provider: @escaping ToolkitZoomSourceItem<Toolkit.BackendView>.Provider
  ) {
    self.toolkit = toolkit
    self.container = container
    self.provider = provider
    twin.name = "source item twin"
    twin.isUserInteractionEnabled = false
  }

  /// The answer to the zoom's `ZoomTransition/sourceProvider`.
  public func engineSource(_ context: ZoomTransition.SourceContext) -> View? {
    let parent = context.sourceViewController?.view
    var placement = SourcePlacement.unavailable(.noContainer)
    if let container = container(), let inWindow = toolkit.placement(of: container) {
      placement = SourcePlacement.resolve(
        provider(context.operation, container), hiddenByZoom: false, in: inWindow)
    }
    lastPlacement = placement
    return placement.place(twin, under: parent)
  }
}

extension SourceItemTwin: MirroredSceneAttachment {
  func sceneApplied() {}

  func sceneEnded() {
    twin.removeFromSuperview()
  }
}
