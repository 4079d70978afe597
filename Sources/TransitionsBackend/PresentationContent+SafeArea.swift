public import Motion
import Stage

/// How much safe area the presented content must be given back while the engine moves it (device
/// risk 2): UIKit works a view's safe area out from where it is shown, so a full-screen sheet
/// dragged 30 pt down would lose 30 pt of its top inset (its content jumps up under the finger),
/// and a card the engine lifts would lose bottom inset. Transmission gives the difference back
/// through `additionalSafeAreaInsets` (`InteractivePresentationController
/// .presentedViewAdditionalSafeAreaInsets()`: "SwiftUI automatically reduces safe area during a
/// view transform, which causes layout changes. Add back the difference so it stays
/// consistent."); so does this backend, with ``safeAreaCompensation(resting:shown:)``.
extension PresentationContent {
  /// The insets to add to the presented content's safe area when its view, resting at
  /// `resting` (``frameOfPresentedView``), is shown at `shown` (both in the container's
  /// coordinates): on each edge, what the resting view overlaps of the window's safe-area inset
  /// and the shown one no longer does. Never negative: an edge that overlaps more than at rest
  /// keeps what UIKit gives it (Transmission clamps the same way). Zero at rest.
  ///
  /// - Complexity: O(1).
  public func safeAreaCompensation(resting: Rect, shown: Rect) -> EdgeInsets {
    let insets = window.safeAreaInsets
    let height = window.bounds.height
    func topOverlap(_ frame: Rect) -> Double { max(0, insets.top - frame.minY) }
    func bottomOverlap(_ frame: Rect) -> Double { max(0, frame.maxY - (height - insets.bottom)) }
    guard resting.isFinite, shown.isFinite else { return .zero }
    return EdgeInsets(
      top: max(0, topOverlap(resting) - topOverlap(shown)), left: 0,
      bottom: max(0, bottomOverlap(resting) - bottomOverlap(shown)), right: 0)
  }

  /// The compensation now: the engine's presented view as it is on screen this frame against
  /// where it rests.
  public var presentedSafeAreaCompensation: EdgeInsets {
    presentedSafeAreaCompensation(inWindow: presented.view.window != nil)
  }

  /// ``presentedSafeAreaCompensation``, told whether the presented view is in the window (a
  /// frame asks once for both reports: the walk up to the window is most of their cost).
  func presentedSafeAreaCompensation(inWindow: Bool) -> EdgeInsets {
    guard inWindow else { return .zero }
    let view = presented.view
    let shown = view.convert(view.bounds, to: nil, layer: .onScreen)
    return safeAreaCompensation(resting: frameOfPresentedView, shown: shown)
  }

  /// Emits ``BackendAction/presentedSafeArea(_:)`` when the compensation changed since the last
  /// one emitted; `presentedInWindow` is whether the presented view is in the window now.
  func reportSafeArea(presentedInWindow: Bool) {
    let compensation = presentedSafeAreaCompensation(inWindow: presentedInWindow)
    guard compensation != lastSafeAreaCompensation else { return }
    lastSafeAreaCompensation = compensation
    parts.emit(.presentedSafeArea(compensation))
  }
}

extension PresentationContent {
  /// How the toolkit's presented view follows the engine's: every value but clipping, which
  /// the content placement decides (``ContentPlacement/clips``).
  static var presentedBinding: BindingOptions {
    var options = BindingOptions.moved
    options.applies.remove(.clipsToBounds)
    return options
  }

  /// The content placement now: the engine's presented view's size against its size at rest
  /// (``frameOfPresentedView``), by the transition's `SizeChanges`.
  public var contentPlacement: ContentPlacement {
    let view = presented.view
    return ContentPlacement(
      shown: view.bounds.size, atRest: frameOfPresentedView.size,
      changes: manager.transition.movingViewSizeChanges, clips: view.clipsToBounds)
  }

  /// Emits ``BackendAction/presentedContent(_:)`` when the placement changed since the last one
  /// emitted.
  func reportContentPlacement() {
    reportContentPlacement(presentedInWindow: presented.view.window != nil)
  }

  /// ``reportContentPlacement()``, told whether the presented view is in the window now.
  func reportContentPlacement(presentedInWindow: Bool) {
    guard presentedInWindow else { return }  // nothing presented yet
    let placement = contentPlacement
    guard placement != lastContentPlacement else { return }
    lastContentPlacement = placement
    parts.emit(.presentedContent(placement))
  }
}
