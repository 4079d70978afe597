public import Transitions
public import TransitionsBackend
public import UIKit

/// The zoom from a real view, said once for the presentation's `TransitionStyle` and the
/// navigation stack's `NavigationTransitionStyle` (both adopt
/// `TransitionsBackend.ToolkitZoomStyle`).
extension ToolkitZoomStyle {
  /// The matched-element zoom (``Transitions/ZoomTransition``) from a real view, as UIKit's
  /// `.zoom(sourceViewProvider:)`: the presented (or pushed) screen grows out of `sourceView`
  /// and, dismissed (or popped, by a drag down or the back button), shrinks back into it
  /// wherever it is then. `sourceView` is hidden while the zoom shows it, and is held weakly:
  /// once it is deallocated, removed from its window, hidden or scrolled off-screen, the zoom
  /// falls back to a fade and a shrink to the centre.
  ///
  /// ```swift
  /// grid.present(photo, transition: .zoom(sourceView: cell))
  /// try navigation.pushViewController(photo, transition: .zoom(sourceView: cell))
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: the zoom's numbers (its `sourceFrame` is not used).
  ///   - sourceView: the view to zoom from and back into.
  @MainActor
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceView: UIView
  ) -> Self {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(view: sourceView))
  }

  /// The matched-element zoom from the view `sourceViewProvider` gives, asked when the zoom
  /// presents and again when it dismisses (with `.present`, then `.dismiss`; on a
  /// `UINavigationController`, at the push and at the pop, with `.push`, then `.pop`): the cell
  /// showing the item *then*, as UIKit's `.zoom(sourceViewProvider:)`. Return `nil` when no
  /// cell shows it (the zoom falls back to a fade and a shrink). Capture your views weakly: the
  /// transition keeps the provider while the presentation lasts (while the zoomed screen is on
  /// the stack).
  ///
  /// ```swift
  /// grid.present(photo, transition: .zoom { [weak grid] _ in grid?.cell(showing: photo.id) })
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom { [weak grid] _ in grid?.cell(showing: photo.id) })
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceViewProvider: @escaping @MainActor @Sendable (TransitionOperation) -> UIView?
  ) -> Self {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(provider: sourceViewProvider))
  }
}
