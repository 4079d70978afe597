public import Stage

/// A frame observer that shows a dynamics world's state as a transition's progress, each frame
/// after the world moved (the shade's): what a plan of the rest of a physics run reads (issue
/// 30). Once the finger has lifted, such a run is moved by its world alone, so a planner may
/// advance the world by itself, frame by frame (`Stage.DynamicAnimator.windowDidAdvance(to:)`, the
/// same call the window's frame makes), and read the progress each frame would show with
/// ``followedProgress()``, the arithmetic the frame itself uses, instead of running the whole
/// frame (the follower, the publishing) on a copy of the scene.
@MainActor
public protocol WorldFollowing: FrameObserver {
  /// The dynamic animator whose world this follows; `nil` once it is gone.
  var followedPhysics: DynamicAnimator? { get }
  /// The transition animator the world's state is shown on; `nil` once it is gone.
  var followingAnimator: TransitionAnimator? { get }
  /// Whether the world's callbacks (its contacts, its rest) do only the transition's own work
  /// (its haptics, its completion): `false` when an app's callback hears them too, which a
  /// planner stepping the world alone would call at other window times than a frame does.
  var worldCallbacksAreOwn: Bool { get }
  /// The progress the next frame shows for the world as it is now (exactly what
  /// `Stage.FrameObserver.windowDidAdvance(to:)` passes to
  /// ``TransitionAnimator/showDriven(_:velocity:)``), or `nil` when it would show nothing (the
  /// physics stopped, the run completed).
  func followedProgress() -> Double?
  /// What ``followedProgress()`` reads, as a function of the world alone, valid while the world
  /// reports no rest and nothing else changes the run (a planner reading frame after frame): the
  /// same arithmetic, without looking up the transition each time. `nil` when it would show
  /// nothing.
  func progressReader() -> (@MainActor () -> Double)?
}
