import Motion
import Transitions
import TransitionsBackend
import UIKit

extension TransitionController {
  /// The presented content's fitting height changed: measure it again and let a sheet's
  /// `fitting` detent follow (UIKit's `invalidateDetents()`, within `animateChanges(_:)` when
  /// `animated`: "When an external input (like a captured property) to a custom detent changes,
  /// call this method to notify the sheet to re-evaluate the detent",
  /// developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()).
  /// Measured once as the presentation begins, and again at each call.
  ///
  /// The height is the presented view's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// at the container's width, its height free (`UIView.layoutFittingExpandedSize`, vertical
  /// priority `.defaultLow`), as Transmission measures its `ideal` detent
  /// (`UIView.idealSize(for:)` in its `UIView+Extensions.swift`). It is the height within the
  /// safe area: the sheet adds the bottom safe area below it, as for a custom detent.
  ///
  /// ```swift
  /// messageLabel.text = longer
  /// transitionController?.invalidateContentHeight()
  /// ```
  public func invalidateContentHeight(animated: Bool = true) {
    guard let content = presented?.viewIfLoaded, let scene else { return }
    let width = scene.window.bounds.width
    let fitting = content.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingExpandedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .defaultLow)
    let height = Double(fitting.height)
    guard height.isFinite, height > 0 else { return }
    perform { scene, _ in (try? scene.content.setContentHeight(height, animated: animated)) ?? [] }
  }
}
