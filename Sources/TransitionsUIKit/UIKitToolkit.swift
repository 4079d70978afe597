import Stage
import Transitions
import TransitionsBackend
import UIKit

/// The binder's toolkit over `UIView`: views the transition creates become plain `UIView`s (the
/// dimming view an accessibility element whose action dismisses), placed and removed as the
/// engine says.
@MainActor
final class UIKitToolkit: BackendToolkit {
  /// Called when the screen reader activates the dimming view; returns whether it dismissed.
  var dimmingActivated: @MainActor () -> Bool = { false }
  /// Whether the views are given the engine's values: not for a planning twin's stand-ins
  /// (issue 30), which only the engine's state matters for.
  let showsValues: Bool

  init(showsValues: Bool = true) {
    self.showsValues = showsValues
  }

  /// The triangle a popover's arrow view shows now (the scene's), asked when its values change.
  var arrowTriangle: @MainActor () -> PopoverArrowTriangle? = { nil }

  func makeView(for view: PublishedView, role: ViewRole?) -> UIView {
    if role == .arrow, showsValues { return PopoverArrowView(frame: .zero) }
    guard role == .dimming, showsValues else { return UIView(frame: .zero) }
    let dimming = DimmingView(frame: .zero)
    dimming.activated = { [weak self] in self?.dimmingActivated() ?? false }
    dimming.escape = { [weak self] in self?.dimmingActivated() ?? false }
    return dimming
  }

  func apply(_ values: ViewValues, changes: ViewChanges, to view: UIView) {
    guard showsValues else { return }
    view.apply(values, changes)
    (view as? PopoverArrowView)?.show(arrowTriangle())
  }

  func place(_ view: UIView, in parent: UIView, above sibling: UIView?) {
    if let sibling, sibling.superview === parent {
      parent.insertSubview(view, aboveSubview: sibling)
    } else if let floor = parent.subviews.first as? PassThroughView {
      parent.insertSubview(view, aboveSubview: floor)  // the container's floor stays at the back
    } else {
      parent.insertSubview(view, at: 0)
    }
  }

  func remove(_ view: UIView) {
    view.removeFromSuperview()
  }
}

/// The dimming view: one accessibility element, "Dismiss", whose activation dismisses, as does
/// the escape gesture while it has the focus.
@MainActor
final class DimmingView: UIView {
  var activated: @MainActor () -> Bool = { false }
  var escape: @MainActor () -> Bool = { false }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityLabel = "Dismiss"
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func accessibilityActivate() -> Bool {
    activated()
  }

  override func accessibilityPerformEscape() -> Bool {
    escape()
  }
}
