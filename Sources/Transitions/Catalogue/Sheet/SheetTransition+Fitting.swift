import Motion
import Stage

/// The content-sized detent: the content's fitting height, followed as it changes.
extension SheetTransition {
  /// The content's fitting height changed (its text grew, a row was added): UIKit's
  /// `invalidateDetents()`, inside `animateChanges(_:)` when `animated`
  /// (developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents():
  /// "To animate custom detents to their new heights, call this method within
  /// `animateChanges(_:)`").
  ///
  /// The ``SheetDetent/fitting`` detent takes the new height at once. A sheet resting at it, or
  /// springing to it, moves to the new height on the sheet's detent spring from where it is
  /// (at once when not `animated`); it stays at the same detent, so no
  /// ``SheetEvent/detentChanged(from:to:interactive:)`` is reported. A sheet held by a finger
  /// stays under the finger (its release lands with the new heights) while the finger is still
  /// within the detents; a `fitting` detent grown past the finger leaves it below the smallest
  /// detent, where the drag's own rule applies (a rubber band, or the dismissal). One resting
  /// at another detent does not move. The height is measured as a custom detent's (within the safe area)
  /// and is never taller than `large`.
  ///
  /// ```swift
  /// let fitting = content.systemLayoutSizeFitting(...)  // the UIKit glue measures it
  /// try sheet.setContentHeight(fitting.height)
  /// ```
  ///
  /// - Throws: ``OptionError`` at `contentHeight` for a height that is not a finite number of
  ///   points greater than 0; nothing changes then.
  public func setContentHeight(_ height: Double, animated: Bool = true) throws(OptionError) {
    guard height.isFinite, height > 0 else {
      throw OptionError(
        path: "contentHeight",
        problem: "expected a finite number of points greater than 0, got \(height)")
    }
    guard height != contentHeight else { return }
    guard let window else {
      contentHeight = height
      return
    }
    let now = window.currentTime
    // Where the sheet is, measured with the old heights, before they change.
    let state = extentAndVelocity(at: now)
    let before = nominalHeight(of: .fitting)
    contentHeight = height
    resolveDetents(for: window)
    if var hold, hold.reference == .fitting {
      // The finger keeps the sheet's top where it is.
      hold.offset -= nominalHeight(of: .fitting) - before
      self.hold = hold
    }
    switch position {
    case .resting(.fitting), .springing(.fitting, _, _, _, _):
      if animated {
        let interactive: Bool
        if case .springing(_, _, _, _, let wasInteractive) = position {
          interactive = wasInteractive
        } else {
          interactive = false
        }
        spring(to: .fitting, from: state.extent, velocity: state.velocity, interactive: interactive)
      } else {
        position = .resting(.fitting)
      }
    case .resting, .springing, .dragged, .hidden, .presenting, .dismissing: break
    }
    layOut()
  }
}
