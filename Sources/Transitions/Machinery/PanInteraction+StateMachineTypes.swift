import Motion

/// The state machine's states, actions and the facts its events come with.
extension PanInteraction.StateMachine {
  /// What the finger does with the view.
  enum State: Sendable, Hashable {
    /// Nothing held, nothing stretched (a pan may be under way that moves nothing).
    case idle
    /// The host was asked to begin a transition; once it is held, the finger's travel along
    /// the axis less `baseline` drives it.
    case starting(baseline: Double)
    /// A grab (or a caller's `take`) holds a transition at `startProgress`; no pan yet.
    case holding(startProgress: Double)
    /// The pan drives the transition: progress = `startProgress` + (travel − `baseline`) /
    /// the transition's travel.
    case tracking(startProgress: Double, baseline: Double)
    /// A pan scrolls the content inside the view; it begins the transition once the content
    /// is at its top and the finger moves along the axis.
    case scrollingContent
    /// A pan stretches the view from its rest frame `base`: the finger's travel along the
    /// axis plus `origin` is the (negative) travel the stretch shows.
    case stretching(base: Rect, origin: Double)
    /// Stretched, at rest under a finger that has not moved yet (or whose spring could not
    /// start): the view stays where it is.
    case stretchHeld(base: Rect)
    /// Springing back to `base` after a stretch.
    case springingBack(base: Rect)
  }

  /// What the interaction must do, in order.
  enum Action: Sendable, Hashable {
    /// Set the pan's minimum distance to 0 (a grab made the view the finger's: no slop).
    case lowerPanThreshold
    /// Set the pan's minimum distance back to this.
    case restorePanThreshold(Double)
    /// The driven interaction takes the host's running transition; report its progress with
    /// ``StateMachine/transitionHeld(progress:)``.
    case takeRunningTransition
    /// Ask the host to begin a transition (when `askFirst`, only if `beginsTransitions` and
    /// `shouldBegin` agree); report with ``StateMachine/beginTransitionReturned(started:_:)``.
    case beginTransition(askFirst: Bool)
    /// Show `progress`, the finger having travelled `translation` points along the axis.
    case follow(translation: Double, progress: Double)
    /// Keep the scroll content at its top while the view moves.
    case pinScrollContent
    /// The view is back home: cancel the transition at once, and the content scrolls by the
    /// finger's travel past home.
    case handBackToScrollContent(translation: Double, scrolledPast: Double)
    /// Let go of the driven transition with the pan's velocity (`nil`: a finger lifted without
    /// moving, at rest).
    case release(velocity: Vector?)
    /// Measure the stretch on screen and report it with
    /// ``StateMachine/stretchCaught(at:along:)``.
    case catchStretch(base: Rect, along: Double)
    /// Show the view stretched from `base` by the rubber-banded `travel` (0 or less).
    case showStretch(base: Rect, travel: Double)
    /// Put the view back at `base`.
    case restoreView(base: Rect)
    /// Spring the view back to `base` with the pan's velocity (`nil`: from rest); report
    /// ``StateMachine/springBackEnded()`` or ``StateMachine/springBackFailed()``.
    case springBack(base: Rect, velocity: Vector?)
    /// Stop the spring back where it is.
    case stopSpringBack
  }

  /// Whether the host is being asked to begin a transition for this interaction.
  var isStarting: Bool {
    if case .starting = state { return true }
    return false
  }

  /// Whether the view is stretched, held stretched or springing back.
  var isStretched: Bool {
    switch state {
    case .stretching, .stretchHeld, .springingBack: return true
    case .idle, .starting, .holding, .tracking, .scrollingContent: return false
    }
  }

  /// Whether a grab lowered the pan's threshold in this touch.
  var isGrabbed: Bool { panThresholdBeforeGrab != nil }
}

extension PanInteraction.StateMachine {
  /// The facts an event comes with, measured by the interaction when it happens.
  struct Facts: Sendable, Hashable {
    /// The transition the driven interaction holds.
    struct Driven: Sendable, Hashable {
      /// Its progress now.
      var progress: Double
      /// Points of finger travel that make progress 1.
      var travel: Double
      /// Whether it is a dismissal (dragged home, it may hand back to scroll content).
      var dismisses: Bool
      /// The pan's translation along its progress axis, in points.
      var along: Double
    }

    /// The host's transition.
    enum HostTransition: Sendable, Hashable {
      /// None.
      case none
      /// One that has not completed: a grab catches it.
      case running
      /// One that has completed and not yet been let go of.
      case completed
    }

    /// Scroll content inside the view, which scrolls before the transition begins.
    enum ScrollContent: Sendable, Hashable {
      /// None.
      case none
      /// At its top.
      case atTop
      /// Scrolled down from its top.
      case scrolled
    }

    /// The transition the driven interaction holds, if any.
    var driven: Driven?
    /// The host's transition.
    var host = HostTransition.none
    /// The scroll content.
    var scrollContent = ScrollContent.none
    /// Whether a drag against the axis may stretch the view now.
    var stretchAllowed = false
    /// The view's frame (its rest frame when nothing stretches it).
    var viewFrame: Rect?

    init(
      driven: Driven? = nil, host: HostTransition = .none, scrollContent: ScrollContent = .none,
      stretchAllowed: Bool = false, viewFrame: Rect? = nil
    ) {
      self.driven = driven
      self.host = host
      self.scrollContent = scrollContent
      self.stretchAllowed = stretchAllowed
      self.viewFrame = viewFrame
    }
  }
}
