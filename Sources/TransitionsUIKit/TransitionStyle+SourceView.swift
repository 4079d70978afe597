public import Transitions
import TransitionsBackend
public import UIKit

extension TransitionStyle {
  /// The matched-element zoom (``Transitions/ZoomTransition``) from a real view, as UIKit's
  /// `.zoom(sourceViewProvider:)`: the presented screen grows out of `sourceView` and, dismissed,
  /// shrinks back into it wherever it is then. `sourceView` is hidden while the zoom shows it,
  /// and is held weakly: once it is deallocated, removed from its window, hidden or scrolled
  /// off-screen, the zoom falls back to a fade and a shrink to the centre.
  ///
  /// ```swift
  /// grid.present(photo, transition: .zoom(sourceView: cell))
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: the zoom's numbers (its `sourceFrame` is not used).
  ///   - sourceView: the view to zoom from and back into.
  @MainActor
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceView: UIView
  ) -> TransitionStyle {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(view: sourceView))
  }

  /// The matched-element zoom from the view `sourceViewProvider` gives, asked when the zoom
  /// presents and again when it dismisses (with `.present`, then `.dismiss`): the cell showing
  /// the item *then*, as UIKit's `.zoom(sourceViewProvider:)`. Return `nil` when no cell shows
  /// it (the zoom falls back to a fade and a shrink). Capture your views weakly: the transition
  /// keeps the provider while the presentation lasts.
  ///
  /// ```swift
  /// grid.present(photo, transition: .zoom { [weak grid] _ in grid?.cell(showing: photo.id) })
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceViewProvider: @escaping @MainActor @Sendable (TransitionOperation) -> UIView?
  ) -> TransitionStyle {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(provider: sourceViewProvider))
  }
}
