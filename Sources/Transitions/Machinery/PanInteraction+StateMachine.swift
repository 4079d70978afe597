import Motion

extension PanInteraction {
  /// What a ``PanInteraction`` is doing with its view, as a value with pure transitions: each
  /// event (a gesture callback, or the result of an action) returns the actions the interaction
  /// must perform, in order, and the interaction only performs them (the pattern of Stage's
  /// `AppearanceState` and swift-async-algorithms' `MergeStateMachine`).
  ///
  /// The usual paths:
  /// - idle → starting (a pan along the axis) → tracking (the host started a transition for
  ///   it) → idle (the pan ends: released by the policy);
  /// - idle → holding (a grab takes the running transition) → tracking (the pan begins), or
  ///   → idle (lifted without a pan);
  /// - idle → scrollingContent (a pan while the content is below its top) → starting (the
  ///   content reaches its top); tracking → scrollingContent (a dismissal dragged back home);
  /// - idle → stretching (a pan against the axis) → springingBack (lifted) → idle (at rest);
  ///   springingBack → stretchHeld (grabbed) → stretching (the pan begins); stretching →
  ///   starting (dragged back past rest).
  ///
  /// Two regions run beside the state: whether a grab lowered the pan's movement threshold for
  /// the touch (``panThresholdBeforeGrab``), and the pan's travel at its previous event
  /// (``lastAlong``, for a hand-off from scroll content).
  ///
  /// What the machine does not own comes with each event as its ``Facts``: the transition the
  /// interaction drives (anyone may finish or cancel it, so a state that drives one is
  /// reconciled with the fact first), the host's transition, the scroll content. An event that
  /// does not apply to the state is ignored: it returns no action and changes nothing.
  struct StateMachine: Sendable, Hashable {
    private(set) var state = State.idle
    /// The pan's minimum distance before a grab lowered it, until the touch ends.
    private(set) var panThresholdBeforeGrab: Double?
    /// The pan's travel along the start axis at its previous event.
    private(set) var lastAlong = 0.0

    init(state: State = .idle, panThresholdBeforeGrab: Double? = nil, lastAlong: Double = 0) {
      self.state = state
      self.panThresholdBeforeGrab = panThresholdBeforeGrab
      self.lastAlong = lastAlong
    }

    /// A state that drives a transition the driven interaction no longer holds (someone else
    /// finished or cancelled it) becomes idle, or scrolls the content; one that holds nothing
    /// while the driven interaction holds a transition (a caller's `take`) holds it.
    private mutating func reconcile(with facts: Facts, panIsActive: Bool) {
      switch (state, facts.driven) {
      case (.holding, nil), (.tracking, nil):
        state = panIsActive && facts.scrollContent != .none ? .scrollingContent : .idle
      case (.idle, let driven?), (.scrollingContent, let driven?):
        state = .holding(startProgress: driven.progress)
      default: break
      }
    }

    private mutating func lowerPanThreshold(from distance: Double) -> Actions {
      guard panThresholdBeforeGrab == nil else { return Actions() }
      panThresholdBeforeGrab = distance
      return Actions(.lowerPanThreshold)
    }

    private mutating func restorePanThreshold() -> Actions {
      guard let distance = panThresholdBeforeGrab else { return Actions() }
      panThresholdBeforeGrab = nil
      return Actions(.restorePanThreshold(distance))
    }
  }
}

/// The state machine's events: the gestures' callbacks, and the results of the actions that
/// report back (a transition held, the host's answer, a stretch measured, a spring's end).
extension PanInteraction.StateMachine {
  // MARK: Grab

  /// A finger landed on the view and the grab began (`panMinimumDistance`: the pan's threshold
  /// now). A spring back stops under the finger; a running transition nobody drives is taken.
  /// Either way the pan's threshold drops to 0 for the touch. Anything else: ignored.
  mutating func grabBegan(_ facts: Facts, panMinimumDistance: Double) -> Actions {
    reconcile(with: facts, panIsActive: false)
    switch state {
    case .springingBack(let base):
      state = .stretchHeld(base: base)
      return Actions(.stopSpringBack) + lowerPanThreshold(from: panMinimumDistance)
    case .idle, .scrollingContent:
      guard facts.host == .running else { return Actions() }
      return Actions(.takeRunningTransition) + lowerPanThreshold(from: panMinimumDistance)
    case .starting, .holding, .tracking, .stretching, .stretchHeld:
      return Actions()
    }
  }

  /// The grab ended (the finger lifted). While the pan is active the pan's end decides;
  /// otherwise the threshold comes back, a held stretch springs back from rest and a held
  /// transition goes on from rest by the policy.
  mutating func grabEnded(_ facts: Facts, panIsActive: Bool) -> Actions {
    reconcile(with: facts, panIsActive: panIsActive)
    guard !panIsActive else { return Actions() }
    var actions = restorePanThreshold()
    switch state {
    case .stretchHeld(let base), .stretching(let base, _):
      state = .springingBack(base: base)
      actions.append(.springBack(base: base, velocity: nil))
    case .holding, .tracking:
      state = .idle
      actions.append(.release(velocity: nil))
    case .idle, .starting, .scrollingContent, .springingBack:
      break
    }
    return actions
  }

  // MARK: Pan

  /// The pan began (`began`) or moved; `along` is its translation along the start axis.
  mutating func panMoved(began: Bool, along: Double, _ facts: Facts) -> Actions {
    reconcile(with: facts, panIsActive: true)
    defer { lastAlong = along }
    switch state {
    case .stretching(let base, let origin):
      return stretch(base: base, origin: origin, along: along)
    case .stretchHeld(let base), .springingBack(let base):
      // Caught by this pan (or by a grab that already stopped it): the stretch continues from
      // where it is on screen.
      guard began, facts.stretchAllowed, facts.host == .none else { return Actions() }
      let stop = if case .springingBack = state { Actions(.stopSpringBack) } else { Actions() }
      state = .stretchHeld(base: base)
      return stop + Actions(.catchStretch(base: base, along: along))
    case .holding(let startProgress):
      guard let driven = facts.driven else { return Actions() }
      // A grab held it from touch-down: the view follows from there. Held otherwise, the view
      // waited; it follows from here, without a jump.
      let baseline = isGrabbed ? 0 : driven.along
      return follow(startProgress, baseline, driven, facts.scrollContent)
    case .tracking(let startProgress, let baseline):
      guard let driven = facts.driven else { return Actions() }
      let rebased = began && !isGrabbed ? driven.along : baseline
      return follow(startProgress, rebased, driven, facts.scrollContent)
    case .idle, .scrollingContent:
      return begin(began: began, along: along, facts)
    case .starting:
      return Actions()
    }
  }

  /// The pan ended or was cancelled, at `velocity` (window coordinates, pt/s).
  mutating func panEnded(along: Double, velocity: Vector, _ facts: Facts) -> Actions {
    reconcile(with: facts, panIsActive: true)
    defer { lastAlong = along }
    var actions = restorePanThreshold()
    switch state {
    case .stretching(let base, _):
      state = .springingBack(base: base)
      actions.append(.springBack(base: base, velocity: velocity))
    case .holding, .tracking:
      state = .idle
      actions.append(.release(velocity: velocity))
    case .scrollingContent:
      state = .idle
    case .idle, .starting, .stretchHeld, .springingBack:
      break
    }
    return actions
  }

  /// The pan failed: only the threshold comes back.
  mutating func panFailed(along: Double) -> Actions {
    lastAlong = along
    return restorePanThreshold()
  }

  /// From rest (idle or scrolling content): a pan against the axis stretches, one along it
  /// begins a transition (with scroll content, once the content is at its top).
  private mutating func begin(began: Bool, along: Double, _ facts: Facts) -> Actions {
    if began, facts.stretchAllowed, facts.host == .none, along < 0 {
      guard let frame = facts.viewFrame else { return Actions() }
      return stretch(base: frame, origin: 0, along: along)
    }
    switch facts.scrollContent {
    case .none:
      guard began else { return Actions() }
    case .atTop, .scrolled:
      // The content scrolls until it is at its top and the finger moves along the axis; then
      // the rest of the drag hands off to the transition (no lift needed).
      let delta = began ? along : along - lastAlong
      guard facts.scrollContent == .atTop, delta > 0 else {
        state = .scrollingContent
        return Actions()
      }
    }
    // With scroll content the view follows from where the content reached its top (the
    // previous sample); otherwise from where the finger went down.
    state = .starting(baseline: facts.scrollContent == .none || began ? 0 : lastAlong)
    return Actions(.beginTransition(askFirst: false))
  }

  /// Follows the finger, or hands the rest of the drag back to the scroll content once a
  /// dismissal from home is dragged back home.
  private mutating func follow(
    _ startProgress: Double, _ baseline: Double, _ driven: Facts.Driven,
    _ scrollContent: Facts.ScrollContent
  ) -> Actions {
    state = .tracking(startProgress: startProgress, baseline: baseline)
    let translation = driven.along - baseline
    let progress = startProgress + translation / driven.travel
    guard scrollContent != .none else {
      return Actions(.follow(translation: translation, progress: progress))
    }
    if progress <= 0, driven.dismisses, startProgress <= 0 {
      state = .scrollingContent
      return Actions(
        .pinScrollContent,
        .handBackToScrollContent(translation: translation, scrolledPast: -progress * driven.travel))
    }
    return Actions(.pinScrollContent, .follow(translation: translation, progress: progress))
  }

  /// Stretches from `base`; dragged back past rest, the stretch is over and the rest of the
  /// drag may begin the transition.
  private mutating func stretch(base: Rect, origin: Double, along: Double) -> Actions {
    let travel = origin + along  // negative: against the axis
    guard travel > 0 else {
      state = .stretching(base: base, origin: origin)
      return Actions(.showStretch(base: base, travel: travel))
    }
    state = .starting(baseline: along - travel)
    return Actions(.restoreView(base: base), .beginTransition(askFirst: true))
  }

  // MARK: Results of actions

  /// The driven interaction now holds a transition at `progress` (the host started one for
  /// this interaction, or a grab took the running one).
  mutating func transitionHeld(progress: Double) -> Actions {
    switch state {
    case .starting(let baseline), .tracking(_, let baseline):
      state = .tracking(startProgress: progress, baseline: baseline)
    case .idle, .scrollingContent, .holding, .stretching, .stretchHeld, .springingBack:
      state = .holding(startProgress: progress)
    }
    return Actions()
  }

  /// The host answered ``Action/beginTransition(askFirst:)``: the view follows if it started a
  /// transition this interaction drives; otherwise the pan goes on moving nothing (or
  /// scrolling the content).
  mutating func beginTransitionReturned(started: Bool, _ facts: Facts) -> Actions {
    switch state {
    case .starting:
      state = facts.scrollContent == .none ? .idle : .scrollingContent
      return Actions()
    case .tracking(let startProgress, let baseline):
      guard started, let driven = facts.driven else { return Actions() }
      return follow(startProgress, baseline, driven, facts.scrollContent)
    case .idle, .holding, .scrollingContent, .stretching, .stretchHeld, .springingBack:
      return Actions()
    }
  }

  /// ``Action/catchStretch(base:along:)`` measured the stretch on screen: `travel` is the
  /// finger travel (negative) that the rubber band shows as it.
  mutating func stretchCaught(at travel: Double, along: Double) -> Actions {
    guard case .stretchHeld(let base) = state else { return Actions() }
    return stretch(base: base, origin: travel - along, along: along)
  }

  /// The spring back reached rest, or there was nothing to spring back.
  mutating func springBackEnded() -> Actions {
    guard case .springingBack = state else { return Actions() }
    state = .idle
    return Actions()
  }

  /// The spring back could not start: the view stays stretched, held.
  mutating func springBackFailed() -> Actions {
    guard case .springingBack(let base) = state else { return Actions() }
    state = .stretchHeld(base: base)
    return Actions()
  }

  /// Ends a stretch at once, at rest (a transition is about to start from the view).
  mutating func endStretch() -> Actions {
    switch state {
    case .stretching(let base, _), .stretchHeld(let base):
      state = .idle
      return Actions(.restoreView(base: base))
    case .springingBack(let base):
      state = .idle
      return Actions(.stopSpringBack, .restoreView(base: base))
    case .idle, .starting, .holding, .tracking, .scrollingContent:
      return Actions()
    }
  }
}
