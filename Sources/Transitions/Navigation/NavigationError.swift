public import Motion

/// Why a ``NavigationController`` refused to change its stack. Nothing changes when one is
/// thrown.
///
/// UIKit raises an exception for some of these (pushing a controller already on the stack,
/// popping to one that is not); the engine refuses with an error instead.
public enum NavigationError: ExplainedError, Equatable {
  /// A push or pop is running: the stack changes once it has ended.
  case transitionInProgress
  /// The controller to push is already on the stack.
  case alreadyOnStack
  /// The controller to pop to is not on the stack.
  case notOnStack
  /// A stack must hold at least one controller.
  case emptyStack
  /// The same controller appears twice in the stack given.
  case duplicateController
  /// The controller cannot go on this stack: it is the navigation controller itself or one of
  /// its ancestors, or it is presented.
  case unavailableController
  /// The transition could not run (its animator could not be built): the change was cancelled
  /// and everything restored. `reason` says why.
  case transitionFailed(reason: String)

  /// The argument at fault as the API spells it (`viewController`, `viewControllers`), or `nil`
  /// for a refusal by state (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .alreadyOnStack, .notOnStack, .unavailableController: return "viewController"
    case .emptyStack, .duplicateController: return "viewControllers"
    case .transitionInProgress, .transitionFailed: return nil
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .transitionInProgress: return "a push or pop is already in progress"
    case .alreadyOnStack: return "the view controller is already on the navigation stack"
    case .notOnStack: return "the view controller is not on the navigation stack"
    case .emptyStack: return "expected at least one view controller, got none"
    case .duplicateController: return "a view controller appears more than once"
    case .unavailableController:
      return "the view controller is the navigation controller, one of its ancestors, or presented"
    case .transitionFailed(let reason): return "the transition could not run: \(reason)"
    }
  }
}
