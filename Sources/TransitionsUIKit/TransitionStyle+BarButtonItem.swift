import Motion
public import Transitions
import TransitionsBackend
public import UIKit

extension TransitionStyle {
  /// The matched-element zoom from a bar button item, as iOS 26's
  /// `UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)`
  /// (developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:):
  /// its page gives the declaration only, `(ZoomSourceViewProviderContext) -> UIBarButtonItem?`,
  /// asked as the view provider of `zoom(options:sourceViewProvider:)` is, "when it presents
  /// and when it dismisses"). The presented screen grows out of the item and shrinks back into
  /// it, wherever the bar shows it then.
  ///
  /// An item is no view: its frame is what UIKit reports with
  /// `UIPopoverPresentationControllerSourceItem.frame(in:)` (iOS 17; `UIBarButtonItem` adopts
  /// the protocol since iOS 16, as `UIPopoverPresentationController.sourceItem` anchors a
  /// popover to it), measured in the transition container's window each time the zoom asks. An
  /// item in no window, or one UIKit reports no frame for, is no source: the zoom falls back to
  /// a fade and a shrink. The item is not hidden while the zoom shows it (the bar draws it).
  ///
  /// ```swift
  /// let share = UIBarButtonItem(...)
  /// list.present(sheet, transition: .zoom(sourceBarButtonItemProvider: { [weak share] _ in share }))
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: the zoom's numbers (its `sourceFrame` is not used).
  ///   - sourceBarButtonItemProvider: the item, for `.present` and then `.dismiss`; capture it
  ///     weakly (the transition keeps the provider while the presentation lasts).
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceBarButtonItemProvider:
      @escaping @MainActor @Sendable (TransitionOperation) ->
      UIBarButtonItem?
  ) -> TransitionStyle {
    let source = ToolkitZoomSourceItem<UIView> { operation, container in
      guard let item = sourceBarButtonItemProvider(operation), let window = container.window,
        let frame = item.frame(in: window)
      else { return nil }
      return barItemPlacement(frame, in: window)
    }
    return .zoom(configuration, toolkitSourceItem: source)
  }

  /// The zoom from `item`, held weakly: once it is deallocated the zoom falls back.
  @MainActor
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceBarButtonItem item: UIBarButtonItem
  ) -> TransitionStyle {
    let reference = WeakReference(item)
    return .zoom(configuration, sourceBarButtonItemProvider: { _ in reference.value })
  }
}

/// A bar item's frame in `window` as a zoom's source place: seen, unscaled, no corner radius
/// (UIKit reports none for an item).
@MainActor
func barItemPlacement(_ frame: CGRect, in window: UIWindow) -> WindowPlacement {
  WindowPlacement(
    window: ObjectIdentifier(window), frame: Rect(frame), boundsSize: Size(frame.size))
}
