/// What a ``SheetTransition`` reports.
public enum SheetEvent: Sendable, Hashable {
  /// A change of detent has finished: the sheet rests at `to`, having rested at `from`.
  /// `interactive` is `true` when a finger made it (a drag, a flick, a scroll that expanded the
  /// sheet) and `false` when code did (``SheetTransition/select(_:animated:)``).
  case detentChanged(from: SheetDetent, to: SheetDetent, interactive: Bool)
}

/// Told when a finger has changed a sheet's detent, as UIKit's
/// `UISheetPresentationControllerDelegate` is: once the change has finished, and never for
/// programmatic changes.
@MainActor
public protocol SheetTransitionDelegate: AnyObject {
  /// The sheet came to rest at `detent` after a finger moved it from another.
  func sheetTransition(_ sheet: SheetTransition, didChangeDetentTo detent: SheetDetent)
}
