public import Transitions

/// Keeps a declarative presentation's binding (SwiftUI's `isPresented:` or `item:`) true to what
/// is on screen, and says what the toolkit must do to follow the binding: the decisions of the
/// SwiftUI modifier, tested on Linux, so that its glue only reads and writes.
///
/// `ID` is what the binding holds: `Bool` for an `isPresented:` binding (`true` while presented,
/// `nil` for `false`), an item's `id` for an `item:` binding. Three things can end a
/// presentation, and each keeps the binding true to the screen:
///
/// - **The binding** set to `false` (or `nil`, or another item) by code: the toolkit is asked to
///   dismiss (``Command/dismiss``); the binding is not written.
/// - **The toolkit**: the transition's drag, `@Environment(\.dismissPresentation)`, a button calling
///   `dismiss(animated:)`, the escape gesture. The binding stays `true` while the dismissal
///   runs; a cancelled one leaves it `true`; a finished one writes it `false` once, at the end.
/// - **A finger pulling back** a dismissal the binding asked for: what is on screen wins, and
///   the binding is written back to the item shown.
///
/// After every finished dismissal (and a presentation that never finished) ``Command/onDismiss``
/// comes exactly once, after the binding has been written. A binding that asks for a
/// presentation while a dismissal runs (set `true` again, or another item) is presented once
/// the dismissal ends.
///
/// ```swift
/// var binding = PresentationBinding<Bool>()
/// binding.bindingRead(true)                                  // [.present(true)]
/// binding.toolkitWillDismiss()                               // a drag: []
/// binding.toolkitDidEnd(.dismiss, completed: true)           // [.writeBinding(nil), .onDismiss]
/// ```
public struct PresentationBinding<ID: Hashable>: Hashable {
  /// Where the presentation is.
  public enum Phase: Hashable {
    /// Nothing presented.
    case idle
    /// The toolkit presents `id` (from the request to the end of its transition).
    case presenting(ID)
    /// `id` is on screen, at rest.
    case presented(ID)
    /// The toolkit dismisses `id`. `bindingChanged`: the binding changed since the dismissal
    /// began (or began it), so it is not written at the end.
    case dismissing(ID, bindingChanged: Bool)
  }

  /// What the glue must do, in order.
  public enum Command: Hashable {
    /// Present the content for `id` (UIKit: `present(_:transition:)`).
    case present(ID)
    /// Dismiss what is presented (UIKit: `dismiss(animated: true)`).
    case dismiss
    /// Write the binding: `nil` is `false` (or no item).
    case writeBinding(ID?)
    /// Call the modifier's `onDismiss`.
    case onDismiss
  }

  /// Where the presentation is now.
  public private(set) var phase = Phase.idle
  /// What the binding holds, as last read or written here.
  public private(set) var binding: ID?

  /// Nothing presented, the binding `false`.
  public init() {}

  /// What is on screen (presenting, presented or dismissing), if anything.
  public var shown: ID? {
    switch phase {
    case .idle: nil
    case .presenting(let id), .presented(let id), .dismissing(let id, _): id
    }
  }

  /// The binding's value as SwiftUI reads it on an update (`updateUIViewController`). A value
  /// equal to the last one read or written changes nothing.
  public mutating func bindingRead(_ value: ID?) -> [Command] {
    guard value != binding else { return [] }
    binding = value
    if case .dismissing(let id, _) = phase { phase = .dismissing(id, bindingChanged: true) }
    return reconcile()
  }

  /// The toolkit began dismissing (UIKit's `dismissalTransitionWillBegin`): by a drag, by
  /// `@Environment(\.dismissPresentation)`, by a button, or because ``Command/dismiss`` asked it.
  public mutating func toolkitWillDismiss() -> [Command] {
    if case .presented(let id) = phase { phase = .dismissing(id, bindingChanged: false) }
    return []
  }

  /// The toolkit's transition ended (UIKit's `presentationTransitionDidEnd(_:)` /
  /// `dismissalTransitionDidEnd(_:)`); `completed: false` is a cancelled one.
  public mutating func toolkitDidEnd(_ operation: TransitionOperation, completed: Bool)
    -> [Command]
  {
    switch (phase, operation) {
    case (.presenting(let id), .present):
      if completed {
        phase = .presented(id)
        return reconcile()
      }
      phase = .idle
      return gone(id, bindingChanged: binding != id) + reconcile()
    case (.dismissing(let id, let bindingChanged), .dismiss):
      if completed {
        phase = .idle
        return gone(id, bindingChanged: bindingChanged) + reconcile()
      }
      // A finger pulled back a dismissal the binding asked for: the screen wins.
      return stillPresented(id)
    default:
      return []
    }
  }

  /// The toolkit refused the `operation` the glue asked for (``refusal(ofPresentFrom:)``,
  /// ``refusal(ofDismissOf:)``): nothing changed on screen, so the binding is made to say what
  /// the screen shows. A refused presentation ends as a cancelled one (the binding written
  /// `false` unless code changed it meanwhile, `onDismiss`, then the binding followed again); a
  /// refused dismissal leaves the content presented, and a binding that asked for it is written
  /// back to what is shown. Later changes of the binding are followed as usual.
  public mutating func toolkitRefused(_ operation: TransitionOperation) -> [Command] {
    switch (phase, operation) {
    case (.presenting(let id), .present):
      phase = .idle
      return gone(id, bindingChanged: binding != id) + reconcile()
    case (.dismissing(let id, _), .dismiss):
      return stillPresented(id)
    default:
      return []
    }
  }

  /// A dismissal of `id` did not happen: it is presented, and a binding that asked for the
  /// dismissal is written back to what is shown.
  private mutating func stillPresented(_ id: ID) -> [Command] {
    phase = .presented(id)
    guard binding != id else { return [] }
    binding = id
    return [.writeBinding(id)]
  }

  /// `id` left the screen: the binding is written `false` unless code changed it meanwhile,
  /// then `onDismiss`.
  private mutating func gone(_ id: ID, bindingChanged: Bool) -> [Command] {
    var commands: [Command] = []
    if !bindingChanged, binding != nil {
      binding = nil
      commands.append(.writeBinding(nil))
    }
    commands.append(.onDismiss)
    return commands
  }

  /// At rest, the toolkit is asked to follow the binding; during a transition, it waits.
  private mutating func reconcile() -> [Command] {
    switch phase {
    case .idle:
      guard let id = binding else { return [] }
      phase = .presenting(id)
      return [.present(id)]
    case .presented(let id):
      guard binding != id else { return [] }
      phase = .dismissing(id, bindingChanged: true)
      return [.dismiss]
    case .presenting, .dismissing:
      return []
    }
  }
}

/// Why the toolkit would refuse a presentation or a dismissal the binding asks for, decided before
/// asking: UIKit refuses them with only a console warning and no callback, which would leave the
/// binding saying what the screen does not show (and deaf to every later change).
public enum PresentationRefusal: Sendable, Hashable {
  /// The presenter's view is in no window: UIKit does not present ("whose view is not in the
  /// window hierarchy").
  case presenterNotInWindow
  /// The presenter already presents another controller: UIKit presents one at a time.
  case presenterAlreadyPresents
  /// The presented content presents something itself (an alert): UIKit's `dismiss(animated:)`
  /// sent to it dismisses only that ("calling this method on a view controller lower in the
  /// stack dismisses its immediate child").
  case contentPresentsAnother
}

extension PresentationBinding {
  /// Whether presenting from a presenter in this state is refused, and why (`nil`: it is not).
  public static func refusal(
    ofPresentFrom presenter: (inWindow: Bool, presentsAnother: Bool)
  ) -> PresentationRefusal? {
    if !presenter.inWindow { return .presenterNotInWindow }
    if presenter.presentsAnother { return .presenterAlreadyPresents }
    return nil
  }

  /// Whether dismissing content in this state would not dismiss it, and why (`nil`: it would).
  public static func refusal(
    ofDismissOf content: (presentsAnother: Bool, isPresented: Bool)
  ) -> PresentationRefusal? {
    content.presentsAnother ? .contentPresentsAnother : nil
  }
}

extension PresentationBinding: Sendable where ID: Sendable {}
extension PresentationBinding.Phase: Sendable where ID: Sendable {}
extension PresentationBinding.Command: Sendable where ID: Sendable {}

/// How far a presentation is on screen, and whether a finger drives it: what the SwiftUI side
/// exposes every frame while a transition runs, for effects alongside it.
///
/// ```swift
/// @Environment(\.presentationProgress) var progress
/// Color.black.opacity(0.3 * progress.fraction)
/// ```
public struct PresentationProgress: Sendable, Hashable {
  /// How far the presented content is on screen: 0 dismissed, 1 presented (a spring may
  /// overshoot a little past either end).
  public var fraction: Double
  /// The transition under way, `nil` at rest.
  public var operation: TransitionOperation?
  /// Whether a finger drives the transition now.
  public var isInteractive: Bool

  /// - Parameters:
  ///   - fraction: how far on screen, 0 to 1.
  ///   - operation: the transition under way; default none.
  ///   - isInteractive: whether a finger drives it; default `false`.
  public init(fraction: Double, operation: TransitionOperation? = nil, isInteractive: Bool = false)
  {
    self.fraction = fraction
    self.operation = operation
    self.isInteractive = isInteractive
  }

  /// Nothing on screen, at rest.
  public static let dismissed = PresentationProgress(fraction: 0)
  /// On screen, at rest.
  public static let presented = PresentationProgress(fraction: 1)

  /// The progress of `operation`'s transition (0 at its start, 1 at its end) as how far on
  /// screen: a dismissal at 0.25 is 0.75 on screen.
  public init(operation: TransitionOperation, transitionProgress: Double, isInteractive: Bool) {
    let fraction = operation == .dismiss ? 1 - transitionProgress : transitionProgress
    self.init(fraction: fraction, operation: operation, isInteractive: isInteractive)
  }
}

extension PresentationContent {
  /// The scene's ``PresentationProgress`` now: the engine's run under way, or the rest it left
  /// (presented after a presentation or a cancelled dismissal).
  public var progress: PresentationProgress {
    if let run = manager.activeRun, let animator = run.animator,
      run.operation == .present || run.operation == .dismiss
    {
      return PresentationProgress(
        operation: run.operation, transitionProgress: animator.progress,
        isInteractive: animator.context.isInteractive)
    }
    return presented.presentingViewController == nil ? .dismissed : .presented
  }
}
