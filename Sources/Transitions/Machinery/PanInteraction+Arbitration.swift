import Motion
import Stage

// MARK: Gesture arbitration

extension PanInteraction {
  /// Whether the pan may begin: always while it drives (or may grab) a transition or a stretch
  /// is under way; from rest only from the start ``edges`` (if any), and along ``startAxis``
  /// (either way when ``isBidirectional``), against it to stretch, or along the axis either way
  /// with a ``scrollView`` (to hand off when the content reaches its top); last, ``shouldBegin``.
  func panShouldBegin() -> Bool {
    let moved = panGestureRecognizer.translation(in: nil)
    let axis = fingerAxis(startAxis)
    let movement = StateMachine.Movement(
      along: moved.dot(axis), across: abs(moved.dx * axis.dy - moved.dy * axis.dx))
    let verdict = machine.panVerdict(
      facts(), movement: movement, beginsTransitions: beginsTransitions,
      isBidirectional: isBidirectional, startsAtEdge: startsAtEdge)
    switch verdict {
    case .begin: return true
    case .refuse: return false
    case .askShouldBegin: return shouldBegin?(self) ?? true
    }
  }

  /// Whether the host lets this interaction's gestures begin now
  /// (``PanInteractionHost/isInteractive(_:)`` for ``operation``); `true` without a host.
  public var mayBeginGestures: Bool { host?.isInteractive(operation) ?? true }

  /// Whether the grab may begin: while the host runs a transition, or a stretch springs back.
  func grabShouldBegin() -> Bool { machine.grabMayBegin(facts()) }

  /// Whether the finger went down within ``edgeWidth`` of one of ``edges`` of the window
  /// (Stage's screen-edge test); `true` without edges.
  private var startsAtEdge: Bool {
    guard !edges.isEmpty else { return true }
    guard let size = installedView?.window?.size else { return false }
    return edges.contains(startLocation, edgeWidth: edgeWidth, in: size)
  }
}

extension PanInteraction.StateMachine {
  /// The pan's movement when it asks to begin: along the start axis and across it, in points.
  struct Movement: Sendable, Hashable {
    var along: Double
    var across: Double
  }

  /// The answer to a pan that asks to begin.
  enum Verdict: Sendable, Hashable {
    case begin
    case refuse
    /// Begin if the interaction's `shouldBegin` agrees (asked last, and only then).
    case askShouldBegin
  }

  /// Whether a pan that has moved by `movement` may begin (a query: the state does not change).
  func panVerdict(
    _ facts: Facts, movement: Movement, beginsTransitions: Bool, isBidirectional: Bool,
    startsAtEdge: Bool
  ) -> Verdict {
    if facts.driven != nil || facts.host == .running || isStretched { return .begin }
    guard startsAtEdge else { return .refuse }
    let along = movement.along
    let across = movement.across
    if facts.stretchAllowed, facts.host == .none, along < 0, -along >= across { return .begin }
    guard beginsTransitions else { return .refuse }
    if facts.scrollContent != .none {
      // Tracks every drag along the axis, to hand off when the content reaches its top.
      return abs(along) >= across ? .askShouldBegin : .refuse
    }
    guard isBidirectional ? along != 0 : along > 0, abs(along) >= across else { return .refuse }
    return .askShouldBegin
  }

  /// Whether the grab may begin: a spring back to catch, or a running transition.
  func grabMayBegin(_ facts: Facts) -> Bool {
    if case .springingBack = state { return true }
    return facts.host == .running
  }
}

/// The interaction's gesture delegate (a separate object, so the interaction's public surface
/// stays free of delegate methods).
@MainActor
final class DragInteractionArbiter: GestureRecognizerDelegate {
  weak var owner: PanInteraction?

  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let owner else { return false }
    // Switched off at runtime: nothing new begins; what a finger drives already goes on.
    guard owner.isDriving || owner.mayBeginGestures else { return false }
    if recognizer === owner.grabGestureRecognizer { return owner.grabShouldBegin() }
    return owner.panShouldBegin()
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    // The grab never blocks anything; the pan runs alongside its own grab and the scroll view
    // it hands off with.
    guard let owner else { return false }
    if let scrollView = owner.scrollView,
      recognizer === scrollView.panGestureRecognizer || other === scrollView.panGestureRecognizer
    {
      return true
    }
    if recognizer === owner.grabGestureRecognizer || other === owner.grabGestureRecognizer {
      return true
    }
    guard let ask = owner.recognizesSimultaneously else { return false }
    if recognizer === owner.panGestureRecognizer { return ask(other) }
    return other === owner.panGestureRecognizer && ask(recognizer)
  }
}
