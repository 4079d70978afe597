public import Stage
import Transitions

/// An engine screen standing for one of the toolkit's view controllers on a mirrored navigation
/// stack (``MirroredNavigation``): the engine pushes, pops and drags it; the toolkit controller's
/// real view shows what it does. A zoom's source inside it is a ``SourceViewTwin`` under its
/// view (``NavigationContent/mirrorZoomSources(placedIn:)``).
@MainActor
public final class MirroredScreen: ViewController {
  /// The toolkit's view controller this screen stands for (not retained).
  public private(set) weak var toolkitController: AnyObject?

  /// A screen for `controller`, titled `title`.
  public init(standingFor controller: AnyObject, title: String? = nil) {
    toolkitController = controller
    super.init()
    self.title = title
  }
}

extension NavigationContent where Toolkit: SourceViewToolkit {
  /// Zooms from real views: every `ZoomTransition` the stack pushes from now on
  /// whose `ZoomTransition/toolkitSource` is a ``ToolkitZoomSource`` of this
  /// toolkit's views gets a ``SourceViewTwin``: the zoom's source provider is answered with the
  /// twin (under the source screen's engine view) of the real view the source gives at the push
  /// and at the pop, measured against `placementView` (the toolkit view the scene's window
  /// mirrors: UIKit's navigation controller's view, which its transition container fills); the
  /// real view is hidden while the zoom hides the twin, and shown again when the pop lands on
  /// it or the zoomed screen leaves the stack. Call it once the scene is made (UIKit's
  /// `NavigationTransitionController` does).
  ///
  /// ```swift
  /// scene.mirrorZoomSources(placedIn: { [weak navigation] in navigation?.view })
  /// ```
  public func mirrorZoomSources(
    placedIn placementView: @escaping @MainActor () -> Toolkit.BackendView?
  ) {
    zoomAdopter = { [weak self] zoom in
      guard let self, let source = zoom.toolkitSource as? ToolkitZoomSource<Toolkit.BackendView>
      else { return }
      let twin = SourceViewTwin(
        toolkit: binder.toolkit, container: placementView, provider: source.provider)
      zoom.sourceProvider = { [weak twin] context in twin?.engineSource(context) }
      zoomTwins.append((WeakReference(zoom), twin))
      parts.attachments.append(twin)
    }
  }
}
