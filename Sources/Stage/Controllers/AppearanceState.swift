/// A view controller's appearance as a state machine whose states carry their data:
/// `disappeared → appearing → appeared → disappearing → disappeared`, reversible mid-way.
///
/// A transition under way (`appearing`, `disappearing`) carries the `animated` flag its
/// callbacks receive and what began it (``Trigger``). Each command is a pure transition that
/// returns the callback to fire, or `nil` when the command is a no-op; ``ViewController`` fires
/// it and forwards it to its children (`ViewController+Appearance.swift`).
///
/// - ``begin(_:animated:trigger:)`` towards the state already in or heading to changes no
///   phase and fires nothing (heading there, it takes the new `animated` and trigger); towards
///   the other side it starts (or reverses) a transition.
/// - ``end()`` completes the transition under way; with none, it is a no-op.
/// - ``windowWillMove(entering:)`` begins a transition for a view entering or leaving a window
///   unless one in that direction is under way, and hands a disappearance already under way to
///   the move; ``windowDidMove()`` ends the transition only when the move owns it.
///
/// ```swift
/// var state = AppearanceState.disappeared
/// state.begin(true, animated: true)  // .willAppear(animated: true)
/// state.begin(true, animated: true)  // nil: already appearing
/// state.end()                        // .didAppear(animated: true); state == .appeared
/// ```
enum AppearanceState: Sendable, Hashable {
  /// What began a transition, and so what ends it.
  enum Trigger: Sendable, Hashable {
    /// ``ViewController/beginAppearanceTransition(_:animated:)`` (from a presentation, a
    /// container, a parent forwarding its own transition, or app code): ended by
    /// ``ViewController/endAppearanceTransition()``.
    case explicit
    /// The view entering or leaving a window: ended when the move is done (and also by an
    /// explicit end).
    case windowMove
  }

  /// A lifecycle callback to fire, with the `animated` flag it receives.
  enum Callback: Sendable, Hashable {
    /// `viewWillAppear(animated)`.
    case willAppear(animated: Bool)
    /// `viewDidAppear(animated)`.
    case didAppear(animated: Bool)
    /// `viewWillDisappear(animated)`.
    case willDisappear(animated: Bool)
    /// `viewDidDisappear(animated)`.
    case didDisappear(animated: Bool)
  }

  /// Off screen, with no transition under way.
  case disappeared
  /// On its way on screen: `viewWillAppear` fired, `viewDidAppear` not yet.
  case appearing(animated: Bool, trigger: Trigger)
  /// On screen, with no transition under way.
  case appeared
  /// On its way off screen: `viewWillDisappear` fired, `viewDidDisappear` not yet.
  case disappearing(animated: Bool, trigger: Trigger)

  /// The public phase of this state.
  var phase: AppearancePhase {
    switch self {
    case .disappeared: return .disappeared
    case .appearing: return .appearing
    case .appeared: return .appeared
    case .disappearing: return .disappearing
    }
  }

  /// Begins a transition towards appearing (`appearing`) or disappearing.
  ///
  /// From the other side, at rest or on its way there (a reversal), it moves to `appearing`
  /// (or `disappearing`) and returns the will-callback. Already on its way, it takes `animated`
  /// and `trigger` (the transition is now the caller's) and returns `nil`; at rest on that side,
  /// it returns `nil` and changes nothing.
  mutating func begin(_ appearing: Bool, animated: Bool, trigger: Trigger = .explicit)
    -> Callback?
  {
    switch (self, appearing) {
    case (.disappeared, true), (.disappearing, true):
      self = .appearing(animated: animated, trigger: trigger)
      return .willAppear(animated: animated)
    case (.appeared, false), (.appearing, false):
      self = .disappearing(animated: animated, trigger: trigger)
      return .willDisappear(animated: animated)
    case (.appearing, true):
      self = .appearing(animated: animated, trigger: trigger)
      return nil
    case (.disappearing, false):
      self = .disappearing(animated: animated, trigger: trigger)
      return nil
    case (.appeared, true), (.disappeared, false):
      return nil
    }
  }

  /// Completes the transition under way, returning its did-callback with the `animated` flag it
  /// began with; `nil`, changing nothing, when none is under way.
  mutating func end() -> Callback? {
    switch self {
    case .appearing(let animated, _):
      self = .appeared
      return .didAppear(animated: animated)
    case .disappearing(let animated, _):
      self = .disappeared
      return .didDisappear(animated: animated)
    case .appeared, .disappeared:
      return nil
    }
  }

  /// The view is about to enter (`entering`) or leave a window.
  ///
  /// Entering, a controller not already appearing or appeared begins to appear, unanimated,
  /// for the move. Leaving, one appearing or appeared begins to disappear, unanimated, for the
  /// move, and a disappearance already under way (begun explicitly) is handed to the move,
  /// keeping its `animated` flag. Otherwise nothing changes. Returns the callback to fire.
  mutating func windowWillMove(entering: Bool) -> Callback? {
    switch (self, entering) {
    case (.disappeared, true), (.disappearing, true), (.appeared, false), (.appearing, false):
      return begin(entering, animated: false, trigger: .windowMove)
    case (.disappearing(let animated, _), false):
      self = .disappearing(animated: animated, trigger: .windowMove)
      return nil
    case (.appearing, true), (.appeared, true), (.disappeared, false):
      return nil
    }
  }

  /// The view entered or left a window: ends the transition the move owns (see
  /// ``windowWillMove(entering:)``), returning its did-callback; `nil` for any other state.
  mutating func windowDidMove() -> Callback? {
    switch self {
    case .appearing(_, .windowMove), .disappearing(_, .windowMove):
      return end()
    case .appearing(_, .explicit), .disappearing(_, .explicit), .appeared, .disappeared:
      return nil
    }
  }
}
