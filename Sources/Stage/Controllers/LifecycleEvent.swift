// The public vocabulary of a view controller's lifecycle: its appearance phases and the
// callbacks reported to `ViewController.lifecycleObserver`.

/// The appearance phase of a view controller.
public enum AppearancePhase: Sendable, Hashable {
  case disappeared, appearing, appeared, disappearing
}

/// A lifecycle callback, as reported to ``ViewController/lifecycleObserver``.
public enum LifecycleEvent: Sendable, Hashable {
  case viewDidLoad
  case viewWillAppear
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  /// `willMove(toParent:)`; `true` when moving to a parent, `false` when leaving it.
  case willMoveToParent(Bool)
  /// `didMove(toParent:)`; `true` when moved to a parent, `false` when removed.
  case didMoveToParent(Bool)
}
