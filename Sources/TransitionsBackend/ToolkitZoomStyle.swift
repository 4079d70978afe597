public import Transitions

/// A style that can carry the matched-element zoom (`ZoomTransition`) from a toolkit's view:
/// the presentation's (`TransitionStyle`) and the navigation stack's
/// (`NavigationTransitionStyle`). The zoom factories both have are said once, here and in the
/// toolkits' glue (UIKit's `.zoom(sourceView:)`), for every style that adopts it.
public protocol ToolkitZoomStyle: Sendable {
  /// A style whose transition is the zoom `make` makes, a fresh one each time.
  static func zoomStyle(_ make: @escaping @MainActor @Sendable () -> ZoomTransition) -> Self
}

extension TransitionStyle: ToolkitZoomStyle {
  /// A style presenting the zoom `make` makes (``ToolkitZoomStyle``).
  public static func zoomStyle(
    _ make: @escaping @MainActor @Sendable () -> ZoomTransition
  ) -> TransitionStyle {
    .custom(make)
  }
}

extension NavigationTransitionStyle: ToolkitZoomStyle {
  /// A style pushing the zoom `make` makes (``ToolkitZoomStyle``).
  public static func zoomStyle(
    _ make: @escaping @MainActor @Sendable () -> ZoomTransition
  ) -> NavigationTransitionStyle {
    .custom(make)
  }
}

extension ToolkitZoomStyle {
  /// The matched-element zoom (`ZoomTransition`) from a toolkit view: a backend that mirrors
  /// the zoom with real views (UIKit's) zooms from `source`'s view, asked when the zoom presents
  /// and again when it dismisses (at the push and at the pop on a navigation stack:
  /// ``PresentationContent/mirrorZoomSource()``,
  /// ``NavigationContent/mirrorZoomSources(placedIn:)``). Shown by the engine alone, or by a
  /// backend of another toolkit, it has no source and falls back to a fade and a shrink. A
  /// pushed screen pops by its own drag down.
  ///
  /// ```swift
  /// home.present(photo, transition: .zoom(toolkitSource: ToolkitZoomSource(view: cell)))
  /// scene.setTransition(
  ///   .zoom(toolkitSource: ToolkitZoomSource(view: cell)), forNextPushOf: photo)
  /// ```
  public static func zoom<BackendView>(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    toolkitSource source: ToolkitZoomSource<BackendView>
  ) -> Self {
    zoomStyle { ZoomTransition.from(source, configuration) }
  }
}

extension ZoomTransition {
  /// A zoom with `configuration` whose source is a toolkit's (``toolkitSource``): a view
  /// (``ToolkitZoomSource``) or a bar item (``ToolkitZoomSourceItem``). The one the
  /// presentation and navigation styles make.
  @MainActor
  static func from(_ source: any Sendable, _ configuration: Configuration) -> ZoomTransition {
    let zoom = ZoomTransition(configuration)
    zoom.toolkitSource = source
    return zoom
  }
}
