public import Motion

/// What a ``PanInteraction`` needs from whoever owns the transitions it drives (a
/// ``TransitionManager``, a container).
@MainActor
public protocol PanInteractionHost: AnyObject {
  /// The transition running now, if any: a finger on the view grabs it.
  var activeAnimator: TransitionAnimator? { get }
  /// The direction a finger moves (unit vector, window coordinates) to advance `operation`:
  /// the one place a drag's direction is said. An interaction made for `operation` begins a
  /// transition from rest along it (its ``PanInteraction/startAxis``), and the transition's
  /// progress follows the finger along it.
  func progressAxis(for operation: TransitionOperation) -> Vector
  /// Starts the transition this drag begins when nothing runs (a presentation or dismissal);
  /// returns whether it started. While it starts, ``PanInteraction/isDriving`` is `true`, so
  /// the host vends the interaction for it.
  func beginTransition(for interaction: PanInteraction) -> Bool
  /// Starts `operation` driven by `interaction` from its first frame, for a transition whose
  /// own gesture starts it (a sheet dragged below its smallest detent); returns whether it
  /// started. Default: refuses (`false`).
  func beginTransition(
    _ operation: TransitionOperation, drivenBy interaction: any InteractiveTransitioning
  ) -> Bool
}

extension PanInteractionHost {
  public func beginTransition(
    _ operation: TransitionOperation, drivenBy interaction: any InteractiveTransitioning
  ) -> Bool { false }
}
