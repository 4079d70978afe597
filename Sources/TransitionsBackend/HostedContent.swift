public import Transitions

/// What the contents of a navigation stack (``NavigationContent``), a container
/// (``ContainerContent``) and a tab bar controller (``TabContent``) share for their toolkit's
/// glue: gestures switched on and off at runtime, and what the forwarding recogniser asks before
/// it begins. One glue helper serves the three (UIKit's `HostedRuns`).
@MainActor
public protocol HostedContent: SceneContent {
  /// Switches the gestures of `operation` on or off at runtime (a stack's `.pop`, a container's
  /// or a tab bar's `.select`), as the engine controller's `setInteractive(_:for:)`: off, they
  /// stop beginning (nor catch a run); a drag under way goes on to its release.
  func setInteractive(_ enabled: Bool, for operation: TransitionOperation)
  /// What the forwarding recogniser's `gestureRecognizerShouldBegin` answers: a gesture that has
  /// taken the touches goes on; otherwise the gesture must be switched on.
  var gesturesMayBegin: Bool { get }
}

/// A hosted content whose runs the toolkit runs too, each with a transition context of its own
/// (UIKit's navigation and tab bar controllers ask their delegate for an animator and an
/// interaction controller): the handshake of ``TransitionHandshake`` between the engine's run and
/// the toolkit's context.
@MainActor
public protocol ToolkitRunContent: HostedContent {
  /// What the toolkit's context of the current run hears.
  var handshake: TransitionHandshake { get }
  /// The engine's run under way, if any.
  var engineRun: TransitionRun? { get }
  /// Whether the toolkit, asking for an interaction controller now (UIKit's
  /// `navigationController(_:interactionControllerFor:)`,
  /// `tabBarController(_:interactionControllerFor:)`), gets one: for every run the engine
  /// mirrors, so that a button's run can be caught too; it starts interactive as
  /// ``wantsInteractiveStart`` says.
  var vendsInteractionController: Bool { get }
  /// The toolkit handed over the context of the run `token` (UIKit's `animateTransition(using:)`:
  /// `.animated`; `startInteractiveTransition(_:)`: `.interactive` or `.interruptible`), with its
  /// `container` and the real views it goes `from` and `to`: they show the engine's from now
  /// on, and the context hears what it must at once.
  ///
  /// - Returns: `nil` when `token` is not the run under way (a refused change): complete that
  ///   context at once as cancelled. Else the actions to perform.
  func toolkitAttached(
    _ kind: TransitionHandshake.ContextKind, token: Int, container: Toolkit.BackendView,
    from: Toolkit.BackendView, to: Toolkit.BackendView
  ) -> [BackendAction]?
}

extension ToolkitRunContent {
  /// The `wantsInteractiveStart` of the interaction controller the toolkit gets: `true` only
  /// when a finger already drives the engine's run (the edge pop, a pan's switch)
  /// (``TransitionHandshake/wantsInteractiveStart``).
  public var wantsInteractiveStart: Bool { handshake.wantsInteractiveStart }

  /// The non-interactive duration of the run under way, in seconds, for the toolkit's
  /// `transitionDuration(using:)`; 0 when none runs.
  public var transitionDuration: Double {
    engineRun?.context.transitionCoordinator.transitionDuration ?? 0
  }
}

extension SceneParts {
  /// A call of the toolkit's that changes the run (a selection, a tap): a committed run is taken
  /// back first, then `change` answers whether anything will happen.
  func changing(_ change: () -> Bool) -> (accepted: Bool, actions: [BackendAction]) {
    takeBackBeforeChange()
    let accepted = change()
    return (accepted, drain())
  }
}
