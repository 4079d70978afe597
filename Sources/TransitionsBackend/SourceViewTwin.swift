import Motion
public import Stage
public import Transitions

/// What a toolkit must do for a ``SourceViewTwin``, besides a ``BackendToolkit``'s four calls:
/// measure a view in its window, and hide or show it. No decisions.
///
/// ```swift
/// extension Layers: SourceViewToolkit {
///   func placement(of view: Layer) -> WindowPlacement? { view.window.map { … } }
///   func setHidden(_ hidden: Bool, _ view: Layer) { view.isHidden = hidden }
/// }
/// ```
@MainActor
public protocol SourceViewToolkit: BackendToolkit {
  /// Where `view` is now, in its window's coordinates; `nil` when it is in no window.
  func placement(of view: BackendView) -> WindowPlacement?
  /// Hides (`true`) or shows `view` (UIKit: `isHidden`).
  func setHidden(_ hidden: Bool, _ view: BackendView)
}

/// An engine twin of a real view that a zoom zooms from (a cell in a grid), for a backend that
/// mirrors the zoom's scene with real views: the engine's `ZoomTransition` sees only
/// engine views, so its source provider is answered with this twin, placed where the real view
/// is, and the real view is hidden exactly while the zoom hides the twin, as UIKit's zoom hides
/// its source view.
///
/// - **Asked twice.** The real view is asked for (``ToolkitZoomSource/provider``) when the zoom
///   presents and again when it dismisses (the cell may have scrolled, or another cell shows the
///   item now); each time the twin moves to the real view's frame and corner radius *then*,
///   converted through the window into the container's coordinates
///   (``SourcePlacement/resolve(_:hiddenByZoom:in:)``).
/// - **Gone.** A view that is deallocated, in no window, in another window, hidden, transparent
///   or wholly off-screen is no source: the zoom is told there is none and falls back to its
///   fade and shrink (``lastPlacement`` says why).
/// - **Hidden and shown.** After each applied frame (``sync()``), the real view is hidden while
///   the twin is; when the zoom shows its source again (the dismissal completed), or the real
///   view stops being the source, or the scene ends (``showSource()``), it is shown again.
/// - **Held weakly.** The real view is never kept alive by the twin: once it is deallocated, the
///   zoom falls back.
///
/// Reusable by any scene the zoom runs in (a modal presentation, a navigation stack): give it
/// the toolkit, how to find the transition's container, and the provider, and answer the zoom's
/// `ZoomTransition/sourceProvider` with ``engineSource(_:)``.
///
/// ```swift
/// let twin = SourceViewTwin(toolkit: views, container: { container }, provider: source.provider)
/// zoom.sourceProvider = { [weak twin] context in twin?.engineSource(context) }
/// // after each frame is applied to the real views:
/// twin.sync()
/// ```
///
/// The twin is put under the source controller's engine view (the presenter's); it must not be
/// under a view whose subviews the backend shows (``BindingOptions/arrangesSubviews``).
@MainActor
public final class SourceViewTwin<Toolkit: SourceViewToolkit> {
  /// The toolkit that measures, hides and shows the real view.
  public let toolkit: Toolkit
  /// The engine view given to the zoom as its source.
  public let twin = View()
  /// The real view the twin stands for now (held weakly).
  public private(set) weak var source: Toolkit.BackendView?
  /// Whether the real view is hidden by this twin (and must be shown again).
  public private(set) var hidesSource = false
  /// Where the last asked-for source was found, or why there was none.
  public private(set) var lastPlacement: SourcePlacement?

  private let provider: ToolkitZoomSource<Toolkit.BackendView>.Provider
  private let container: @MainActor () -> Toolkit.BackendView?

  /// A twin for the views `provider` gives, placed in the coordinates of the toolkit's
  /// transition container that `container` returns (UIKit's container view; `nil` before the
  /// transition has one).
  public init(
    toolkit: Toolkit, container: @escaping @MainActor () -> Toolkit.BackendView?,
    provider: @escaping ToolkitZoomSource<Toolkit.BackendView>.Provider
  ) {
    self.toolkit = toolkit
    self.container = container
    self.provider = provider
    twin.name = "source twin"
    twin.isUserInteractionEnabled = false
  }

  /// The answer to the zoom's `ZoomTransition/sourceProvider`: the twin, placed
  /// under the source controller's view where the real source is now, or `nil` (the zoom falls
  /// back).
  public func engineSource(_ context: ZoomTransition.SourceContext) -> View? {
    engineSource(for: context.operation, under: context.sourceViewController?.view)
  }

  /// The twin for `operation`, placed under `parent` (an engine view in the window that mirrors
  /// the toolkit's container) where the real source is now; `nil` when there is none.
  public func engineSource(for operation: TransitionOperation, under parent: View?) -> View? {
    let real = provider(operation)
    if real !== source {
      showSource()
      source = real
    }
    let placement = place(real)
    lastPlacement = placement
    guard let placed = placement.place(twin, under: parent) else {
      showSource()
      return nil
    }
    return placed
  }

  /// Hides the real view while the zoom hides the twin, and shows it when the zoom shows the
  /// twin again. Call it after each frame is applied to the real views.
  public func sync() {
    guard let source else {
      hidesSource = false
      return
    }
    let hide = twin.isHidden && twin.window != nil
    guard hide != hidesSource else { return }
    toolkit.setHidden(hide, source)
    hidesSource = hide
  }

  /// Shows the real view again if this twin hid it (the scene ends, or the source changed).
  public func showSource() {
    if hidesSource, let source { toolkit.setHidden(false, source) }
    hidesSource = false
  }

  private func place(_ real: Toolkit.BackendView?) -> SourcePlacement {
    guard let real else { return .unavailable(.gone) }
    guard let container = container(), let inWindow = toolkit.placement(of: container) else {
      return .unavailable(.noContainer)
    }
    return SourcePlacement.resolve(
      toolkit.placement(of: real), hiddenByZoom: hidesSource, in: inWindow)
  }
}

/// What a ``MirroredPresentation`` tells, besides its binder, after each frame is applied and
/// when it ends.
@MainActor
protocol MirroredSceneAttachment: AnyObject {
  func sceneApplied()
  func sceneEnded()
}

extension SourceViewTwin: MirroredSceneAttachment {
  func sceneApplied() {
    sync()
  }

  func sceneEnded() {
    showSource()
    twin.removeFromSuperview()
  }
}
