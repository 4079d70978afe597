/// What a backend tells its toolkit's transition context (UIKit's
/// `UIViewControllerContextTransitioning`) about a run the engine decides, and when: a pure
/// value, so the rules hold on Linux (`TransitionHandshakeTests`).
///
/// The engine owns the motion; the toolkit must still be kept informed, in its own order:
/// progress while a finger drives an interactive transition, `finish` or `cancel` when it lets
/// go, and `completeTransition(_:)` exactly once, with the engine's outcome. The two sides do
/// not start together: the engine may begin (a drag that the engine decided dismisses) before
/// the toolkit calls back with its context, and may even end before it does. The handshake
/// keeps what the engine did and replays what the toolkit must hear when the context arrives.
///
/// - A toolkit context is ``ContextKind/interactive`` when the toolkit was given an interaction
///   controller (only while a gesture drives, as seeds 000 and 001 require) and
///   ``ContextKind/animated`` otherwise. An animated context hears only its completion: the
///   engine's grab of a moving view is invisible to it (the backend shows the views itself).
/// - An interactive context hears `update` with each new progress while a finger drives it,
///   `pause` when a finger catches it again after a release, `finish` or `cancel` at each
///   release, and `completeTransition` at the end (after `finish` or `cancel`, as UIKit asks).
///
/// ```swift
/// var handshake = TransitionHandshake()
/// handshake.engineBegan(interactive: true)
/// handshake.wantsInteractionController          // true: vend one to UIKit
/// for command in handshake.contextAttached(.interactive) { apply(command, to: context) }
/// ```
public struct TransitionHandshake: Sendable, Hashable {
  /// How the toolkit started the transition.
  public enum ContextKind: Sendable, Hashable {
    /// `animateTransition(using:)`: no interaction controller.
    case animated
    /// `startInteractiveTransition(_:)`: an interaction controller was vended.
    case interactive
  }

  /// What the backend calls on the toolkit's context.
  public enum Command: Sendable, Hashable {
    /// `updateInteractiveTransition(_:)` with the progress (0…1; beyond while rubber banding is
    /// clamped to 0…1, as UIKit expects).
    case update(Double)
    /// `pauseInteractiveTransition()`: a finger caught the transition again.
    case pause
    /// `finishInteractiveTransition()`.
    case finish
    /// `cancelInteractiveTransition()`.
    case cancel
    /// `completeTransition(_:)`: `true` keeps the new state.
    case complete(Bool)
  }

  /// Where the engine's run is, as the handshake knows it.
  public private(set) var engineRunning = false
  /// Whether a finger drives the engine's run now.
  public private(set) var engineInteracting = false
  /// The engine's latest progress.
  public private(set) var progress = 0.0
  /// The engine's outcome, once its run ended.
  public private(set) var engineOutcome: Bool?
  /// The toolkit's context, once attached.
  public private(set) var context: ContextKind?
  /// Whether the interactive context was told a finger drives it (and not yet told the release).
  public private(set) var contextInteracting = false
  /// Whether `completeTransition` was sent.
  public private(set) var completed = false
  /// The last progress the context was told.
  private var toldProgress: Double?

  public init() {}

  /// Whether the toolkit, asking now, should get an interaction controller: a run is under way
  /// (or about to be) and a finger drives it.
  public var wantsInteractionController: Bool {
    engineOutcome == nil && engineInteracting && context == nil
  }

  // MARK: The engine

  /// The engine began its run (`interactive`: a finger drives it from its first frame).
  public mutating func engineBegan(interactive: Bool) {
    guard !engineRunning, engineOutcome == nil else { return }
    engineRunning = true
    engineInteracting = interactive
  }

  /// The engine's progress changed.
  public mutating func engineProgressed(_ value: Double) -> [Command] {
    engineProgressedCommand(value).map { [$0] } ?? []
  }

  /// ``engineProgressed(_:)`` without an array, for a display link's every frame: the one
  /// command it would return (an ``Command/update(_:)``), if any.
  public mutating func engineProgressedCommand(_ value: Double) -> Command? {
    guard value.isFinite, engineOutcome == nil else { return nil }
    progress = value
    return updateCommand()
  }

  /// A finger took hold of the run (at its start, or mid-flight).
  public mutating func engineInteractionBegan() -> [Command] {
    guard engineOutcome == nil else { return [] }
    engineInteracting = true
    guard context == .interactive, !completed, !contextInteracting else { return [] }
    contextInteracting = true
    return [.pause] + updateIfDriving()
  }

  /// The finger let go; the engine will `finish` or cancel.
  public mutating func engineInteractionEnded(finish: Bool) -> [Command] {
    guard engineOutcome == nil else { return [] }
    engineInteracting = false
    lastDecision = finish
    guard context == .interactive, contextInteracting, !completed else { return [] }
    contextInteracting = false
    return [finish ? .finish : .cancel]
  }

  /// The engine's run ended (`completed`: it kept the new state). A run that could not start
  /// ends with `false`.
  public mutating func engineEnded(completed outcome: Bool) -> [Command] {
    guard engineOutcome == nil else { return [] }
    engineOutcome = outcome
    engineRunning = false
    engineInteracting = false
    return settle()
  }

  // MARK: The toolkit

  /// The toolkit called back with its context: what it must hear at once (the progress so far,
  /// a release that already happened, the end if the engine is already done).
  public mutating func contextAttached(_ kind: ContextKind) -> [Command] {
    guard context == nil, !completed else { return [] }
    context = kind
    guard kind == .interactive else { return settle() }
    // UIKit's interactive context is driven from its first frame.
    contextInteracting = true
    var commands = updateIfDriving(force: true)
    if engineOutcome != nil { return commands + settle() }
    if !engineInteracting {
      // The finger let go before the toolkit called back.
      contextInteracting = false
      commands.append(lastDecision ?? true ? .finish : .cancel)
    }
    return commands
  }

  // MARK: Rules

  /// The decision of the engine's last release, for a context that attaches after it.
  private var lastDecision: Bool?

  private mutating func updateIfDriving(force: Bool = false) -> [Command] {
    updateCommand(force: force).map { [$0] } ?? []
  }

  private mutating func updateCommand(force: Bool = false) -> Command? {
    guard context == .interactive, contextInteracting, !completed else { return nil }
    let clamped = min(max(progress, 0), 1)
    guard force || toldProgress != clamped else { return nil }
    toldProgress = clamped
    return .update(clamped)
  }

  /// The engine ended: an attached context hears the release (if it was still told a finger
  /// drives) and the completion, once.
  private mutating func settle() -> [Command] {
    guard let outcome = engineOutcome, let context, !completed else { return [] }
    var commands: [Command] = []
    if context == .interactive, contextInteracting {
      contextInteracting = false
      commands.append(outcome ? .finish : .cancel)
    }
    completed = true
    commands.append(.complete(outcome))
    return commands
  }
}
