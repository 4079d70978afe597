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
/// - **Every run can be caught** (seeds 000 and 001: grab it at any moment). UIKit ignores touches
///   meant for a transition it runs without an interaction controller, so the toolkit always gets
///   one, and an animator that is interruptible (UIKit's `interruptibleAnimator(using:)`): its
///   `wantsInteractiveStart` (``wantsInteractiveStart``) is `true` only when a finger already
///   drives the engine's run. Apple: "even a transition that starts off as noninteractive may
///   become interactive later if it implements the `interruptibleAnimator(using:)` method"
///   (`UIViewControllerInteractiveTransitioning.wantsInteractiveStart`); Transmission vends its
///   animator as the interaction controller for every presentation and sets
///   `wantsInteractiveStart = false` when no gesture drives it (`PresentationLinkAdapter`).
/// - A toolkit context is ``ContextKind/interactive`` when it started driven by a finger,
///   ``ContextKind/interruptible`` when it started without one (it hears nothing until a finger
///   catches the run), and ``ContextKind/animated`` when the toolkit gave no interaction
///   controller at all (it hears only its completion).
/// - An interactive or interruptible context hears `update` with each new progress while a
///   finger drives it, `pause` when a finger catches the run while it is not driven, `finish` or
///   `cancel` at each release, and `completeTransition` at the end (after `finish` or `cancel`
///   when it was driven, as UIKit asks).
///
/// ```swift
/// var handshake = TransitionHandshake()
/// handshake.engineBegan(interactive: true)
/// handshake.wantsInteractiveStart               // true: the interaction controller starts driven
/// for command in handshake.contextAttached(.interactive) { apply(command, to: context) }
/// ```
public struct TransitionHandshake: Sendable, Hashable {
  /// How the toolkit started the transition.
  public enum ContextKind: Sendable, Hashable {
    /// `animateTransition(using:)`: no interaction controller.
    case animated
    /// `startInteractiveTransition(_:)` of an interaction controller whose
    /// `wantsInteractiveStart` was `true`: a finger drives it from its first frame.
    case interactive
    /// `startInteractiveTransition(_:)` of an interaction controller whose
    /// `wantsInteractiveStart` was `false` (a button's transition, with an interruptible
    /// animator): it runs undriven until a finger catches it (`pause`), then is driven.
    case interruptible
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

  /// What the engine is doing, as the handshake knows it.
  public enum EngineState: Sendable, Hashable {
    /// No run has begun yet (the toolkit may be first).
    case idle
    /// The run is under way; `interacting`: a finger drives it now; `lastDecision`: what the
    /// last release decided (`true`: finish), for a context that attaches after it.
    case running(interacting: Bool, lastDecision: Bool?)
    /// The run ended, keeping the new state (`true`) or not.
    case ended(completed: Bool)
  }

  /// What the toolkit's context has been told, as the handshake knows it.
  public enum ContextState: Sendable, Hashable {
    /// No context yet: the toolkit has not called back.
    case waiting
    /// An ``ContextKind/animated`` context: it hears only its completion.
    case animated
    /// An ``ContextKind/interactive`` context; `driven`: it was told a finger drives it (and not
    /// yet told the release); `toldProgress`: the last progress it was told.
    case interactive(driven: Bool, toldProgress: Double?)
    /// `completeTransition` was sent: it hears nothing more.
    case completed
  }

  /// The engine's side.
  public private(set) var engine = EngineState.idle
  /// The toolkit context's side.
  public private(set) var toolkit = ContextState.waiting
  /// The engine's latest progress.
  public private(set) var progress = 0.0
  /// The kind of the context attached, kept after its completion.
  public private(set) var context: ContextKind?

  public init() {}

  /// Whether the engine's run is under way.
  public var engineRunning: Bool {
    if case .running = engine { return true }
    return false
  }

  /// Whether a finger drives the engine's run now.
  public var engineInteracting: Bool {
    if case .running(let interacting, _) = engine { return interacting }
    return false
  }

  /// The engine's outcome, once its run ended.
  public var engineOutcome: Bool? {
    if case .ended(let completed) = engine { return completed }
    return nil
  }

  /// Whether the interactive context was told a finger drives it (and not yet told the release).
  public var contextInteracting: Bool {
    if case .interactive(let driven, _) = toolkit { return driven }
    return false
  }

  /// Whether `completeTransition` was sent.
  public var completed: Bool { toolkit == .completed }

  /// The `wantsInteractiveStart` of the interaction controller the toolkit gets now (it always
  /// gets one, so that every run can be caught): `true` when a finger drives the engine's run,
  /// which no context has joined yet; `false` otherwise (the context then joins
  /// ``ContextKind/interruptible``).
  public var wantsInteractiveStart: Bool {
    engineInteracting && toolkit == .waiting
  }

  // MARK: The engine

  /// The engine began its run (`interactive`: a finger drives it from its first frame).
  public mutating func engineBegan(interactive: Bool) {
    guard engine == .idle else { return }
    engine = .running(interacting: interactive, lastDecision: nil)
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
    engine = .running(interacting: true, lastDecision: lastDecision)
    guard case .interactive(false, let told) = toolkit else { return [] }
    toolkit = .interactive(driven: true, toldProgress: told)
    return [.pause] + updateIfDriving()
  }

  /// The finger let go; the engine will `finish` or cancel.
  public mutating func engineInteractionEnded(finish: Bool) -> [Command] {
    guard engineOutcome == nil else { return [] }
    engine = .running(interacting: false, lastDecision: finish)
    guard case .interactive(true, let told) = toolkit else { return [] }
    toolkit = .interactive(driven: false, toldProgress: told)
    return [finish ? .finish : .cancel]
  }

  /// The engine's run ended (`completed`: it kept the new state). A run that could not start
  /// ends with `false`.
  public mutating func engineEnded(completed outcome: Bool) -> [Command] {
    guard engineOutcome == nil else { return [] }
    engine = .ended(completed: outcome)
    return settle()
  }

  // MARK: The toolkit

  /// The toolkit called back with its context: what it must hear at once (the progress so far,
  /// a release that already happened, the end if the engine is already done).
  public mutating func contextAttached(_ kind: ContextKind) -> [Command] {
    guard toolkit == .waiting else { return [] }
    context = kind
    switch kind {
    case .animated:
      toolkit = .animated
      return settle()
    case .interruptible:
      toolkit = .interactive(driven: false, toldProgress: nil)
      if engineOutcome != nil { return settle() }
      guard engineInteracting else { return [] }
      // A finger caught the run between the vending and now.
      toolkit = .interactive(driven: true, toldProgress: nil)
      return [.pause] + updateIfDriving(force: true)
    case .interactive: break
    }
    // UIKit's interactive context is driven from its first frame.
    toolkit = .interactive(driven: true, toldProgress: nil)
    var commands = updateIfDriving(force: true)
    if engineOutcome != nil { return commands + settle() }
    if !engineInteracting {
      // The finger let go before the toolkit called back (or no finger drove yet).
      if case .interactive(_, let told) = toolkit {
        toolkit = .interactive(driven: false, toldProgress: told)
      }
      commands.append(lastDecision ?? true ? .finish : .cancel)
    }
    return commands
  }

  // MARK: Rules

  /// The decision of the engine's last release, for a context that attaches after it.
  private var lastDecision: Bool? {
    if case .running(_, let decision) = engine { return decision }
    return nil
  }

  private mutating func updateIfDriving(force: Bool = false) -> [Command] {
    updateCommand(force: force).map { [$0] } ?? []
  }

  private mutating func updateCommand(force: Bool = false) -> Command? {
    guard case .interactive(true, let told) = toolkit else { return nil }
    let clamped = min(max(progress, 0), 1)
    guard force || told != clamped else { return nil }
    toolkit = .interactive(driven: true, toldProgress: clamped)
    return .update(clamped)
  }

  /// The engine ended: an attached context hears the release (if it was still told a finger
  /// drives) and the completion, once.
  private mutating func settle() -> [Command] {
    guard let outcome = engineOutcome else { return [] }
    var commands: [Command] = []
    switch toolkit {
    case .waiting, .completed: return []
    case .interactive(true, _): commands.append(outcome ? .finish : .cancel)
    case .interactive(false, _), .animated: break
    }
    toolkit = .completed
    commands.append(.complete(outcome))
    return commands
  }
}
