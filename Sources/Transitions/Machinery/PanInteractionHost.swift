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
  /// Whether the gestures of `operation`'s interactions may begin now (switched at runtime,
  /// e.g. ``TransitionManager/setInteractive(_:for:)``): when `false`, a pan or grab of an
  /// interaction made for `operation` does not begin, so its touches reach the views under
  /// it; one already under way is not cut. Default: `true`.
  func isInteractive(_ operation: TransitionOperation) -> Bool
}

extension PanInteractionHost {
  public func beginTransition(
    _ operation: TransitionOperation, drivenBy interaction: any InteractiveTransitioning
  ) -> Bool { false }

  public func isInteractive(_ operation: TransitionOperation) -> Bool { true }
}
