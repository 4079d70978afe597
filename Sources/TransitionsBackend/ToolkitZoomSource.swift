public import Transitions

/// A zoom's source as a toolkit view (a `UIView`): what `ZoomTransition/toolkitSource`
/// holds for a backend that shows the zoom with real views. The backend asks ``provider`` when
/// the zoom presents and again when it dismisses, and gives the engine a twin of the view
/// (``SourceViewTwin``, through ``PresentationContent/mirrorZoomSource()``).
///
/// ```swift
/// let style = TransitionStyle.zoom(toolkitSource: ToolkitZoomSource(view: cell))
/// let scene = MirroredPresentation(style: style, toolkit: views, size: size)
/// scene.mirrorZoomSource()
/// ```
public struct ToolkitZoomSource<BackendView: AnyObject>: Sendable {
  /// Gives the source view for `.present` and `.dismiss` (`.push` and `.pop` on a navigation
  /// stack); `nil` when there is none (the zoom falls back to a fade and a shrink).
  public typealias Provider = @MainActor @Sendable (TransitionOperation) -> BackendView?

  /// Asked for the source view when the zoom presents and when it dismisses.
  public let provider: Provider

  /// A source given by `provider`, asked each time (the cell showing the item then). Hold your
  /// views weakly in it: the transition keeps it as long as the presentation lasts.
  public init(provider: @escaping Provider) {
    self.provider = provider
  }

  /// Always `view`, held weakly: once it is deallocated the zoom falls back.
  @MainActor
  public init(view: BackendView) {
    let reference = WeakReference(view)
    provider = { _ in reference.value }
  }
}

/// A weak reference that a sendable closure may capture (it is only read on the main actor).
@MainActor
package final class WeakReference<Object: AnyObject> {
  package weak var value: Object?

  package init(_ value: Object) {
    self.value = value
  }
}
