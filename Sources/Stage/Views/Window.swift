public import Motion

/// The root of a view tree and the owner of its frame loop: a screen of a given size with a
/// root view controller, safe-area insets and an ``Environment``.
///
/// Time only moves when the window is told to: ``advance(to:)`` runs, in this order, the
/// gesture recognisers' timers, the frame observers (scroll deceleration, dynamics) and the
/// animators, deterministically. Touches are injected with ``send(_:)``. Nothing reads a clock.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// window.rootViewController = HomeViewController()
/// try window.send(Touch(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0))
/// try window.advance(to: 1.0 / 60)
/// ```
@MainActor
public final class Window: View {
  /// The window's current time, in seconds.
  public private(set) var currentTime: Double = 0
  /// How many times ``advance(to:)`` has run.
  public private(set) var frameCount = 0
  /// Reduce Motion and the haptics sink.
  public var environment: Environment
  /// The insets of the area not covered by bars or rounded corners, in points.
  public var safeAreaInsets: EdgeInsets
  /// The on-screen keyboard: shown and hidden along UIKit's keyboard curve (``Keyboard``).
  public private(set) lazy var keyboard = Keyboard(window: self)

  /// Animation blocks being captured, innermost last.
  var captures: [AnimationCapture] = []
  private var animators: [PropertyAnimator] = []
  private var observers: [any FrameObserver] = []
  private var lastToken = 0
  let arena = GestureArena()
  /// The presentations shown in this window, bottom first.
  var presentationRecords: [PresentationRecord] = []
  /// The focused view (see ``firstResponder``); not retained.
  weak var firstResponderStorage: View?
  /// The presentation or dismissal being animated by a runner, if any.
  public internal(set) var activeTransition: PresentationContext?

  /// A window of `size` points at time 0.
  public init(
    size: Size, safeAreaInsets: EdgeInsets = .zero, environment: Environment = Environment()
  ) {
    self.environment = environment
    self.safeAreaInsets = safeAreaInsets
    super.init(frame: Rect(origin: .zero, size: size))
    arena.window = self
  }

  /// The window's size, in points.
  public var size: Size { bounds.size }

  /// The view controller whose view fills the window. Setting it removes the old root's view
  /// (it disappears) and adds the new one's (it appears, loading its view first).
  ///
  /// Presentations over the old root are dismissed first, without animation; a transition
  /// under way is cancelled (its runner's later `complete` then throws
  /// ``PresentationError/alreadyCompleted``). A new root that is presented elsewhere is
  /// dismissed, and one that is a child is removed from its parent.
  public var rootViewController: ViewController? {
    willSet {
      guard newValue !== rootViewController else { return }
      try? activeTransition?.complete(false)
      if let old = rootViewController, old.presentedViewController != nil {
        try? old.dismiss(animated: false)
      }
      guard let new = newValue else { return }
      if let presenter = new.presentingViewController { try? presenter.dismiss(animated: false) }
      if new.parent != nil {
        new.willMove(toParent: nil)
        if new.isViewLoaded { new.view.removeFromSuperview() }
        new.removeFromParent()
      }
    }
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue, old.isViewLoaded { old.view.removeFromSuperview() }
      if let root = rootViewController {
        root.view.frame = bounds
        insertSubview(root.view, at: 0)
      }
    }
  }

  // MARK: Frame loop

  /// Moves time forward to `time` seconds and runs one frame: gesture timers, frame observers,
  /// then animators. Advancing to the current time runs a frame without moving time.
  ///
  /// - Throws: ``ClockError`` for a non-finite time or one earlier than ``currentTime``; nothing
  ///   changes then.
  public func advance(to time: Double) throws(ClockError) {
    guard time.isFinite else { throw .nonFinite(time) }
    guard time >= currentTime else {
      throw .timeWentBackwards(requested: time, current: currentTime)
    }
    currentTime = time
    frameCount += 1
    arena.advance(to: time)
    stepObservers(time)
    stepAnimators(time)
  }

  /// Advances in equal frames of `1 / frameRate` seconds until `time` (the last frame lands on
  /// `time` exactly).
  ///
  /// - Parameters:
  ///   - time: Seconds on the window's clock, not before ``currentTime``.
  ///   - frameRate: Frames per second, greater than 0.
  public func advance(to time: Double, frameRate: Double) throws(ClockError) {
    guard frameRate.isFinite, frameRate > 0 else { throw .invalidFrameRate(frameRate) }
    guard time.isFinite else { throw .nonFinite(time) }
    let step = 1 / frameRate
    while currentTime + step < time - 1e-9 { try advance(to: currentTime + step) }
    try advance(to: time)
  }

  /// Adds an observer stepped on every frame until it returns `false` or is removed.
  public func addFrameObserver(_ observer: any FrameObserver) {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
  }

  /// The frame observers, in the order they are stepped (a plan reading a transition's motion
  /// checks that nothing else moves by itself).
  public var frameObservers: [any FrameObserver] { observers }

  /// Removes a frame observer (a no-op if it is not registered).
  public func removeFrameObserver(_ observer: any FrameObserver) {
    observers.removeAll { $0 === observer }
  }

  /// The first time after ``currentTime`` and before `limit` at which a frame observer's motion
  /// turns sharply (a dynamics item's boundary contact,
  /// ``FrameObserver/nextMotionBreak(before:)``), if nothing else changes meanwhile: a frame
  /// there shows the turn itself, which frames on either side of it cut across. Changes nothing.
  public func nextMotionBreak(before limit: Double) -> Double? {
    var first: Double?
    for observer in observers {
      guard let time = observer.nextMotionBreak(before: first ?? limit), time > currentTime
      else { continue }
      first = time
    }
    return first
  }

  /// The first time after `time`, at or before `limit`, at which a running animator's segment
  /// or a frame observer's motion (``FrameObserver/nextMotionEnd(after:through:)``: a
  /// transition's progress) ends (a spring settled, a curve's duration over: the frame after
  /// it sets the final values), if nothing changes meanwhile. Changes nothing.
  public func nextAnimatorEnd(after time: Double, through limit: Double) -> Double? {
    var first: Double?
    for animator in animators {
      guard let segment = animator.state.runningSegment else { continue }
      let end = segment.span.startTime + segment.span.duration
      if end > time, end <= limit, end < (first ?? .infinity) { first = end }
    }
    for observer in observers {
      guard let end = observer.nextMotionEnd(after: time, through: first ?? limit) else {
        continue
      }
      first = end
    }
    return first
  }

  private func stepObservers(_ time: Double) {
    var index = 0
    while index < observers.count {
      let observer = observers[index]
      if observer.windowDidAdvance(to: time) {
        index += 1
      } else if index < observers.count, observers[index] === observer {
        observers.remove(at: index)
      } else {
        removeFrameObserver(observer)
      }
    }
  }

  private func stepAnimators(_ time: Double) {
    guard !animators.isEmpty else { return }
    var finished = false
    var index = 0
    // Animators with the same spring segment share its sample within this frame.
    var memo = SpringSampleMemo()
    // Completions may start animators (appended, stepped this frame from their start).
    while index < animators.count {
      if !animators[index].step(at: time, memo: &memo) { finished = true }
      index += 1
    }
    if finished {
      animators.removeAll { animator in
        if animator.isRunning { return false }
        animator.isInFrameList = false
        return true
      }
    }
  }

  /// Puts a running animator in the frame list.
  func schedule(_ animator: PropertyAnimator) {
    guard !animator.isInFrameList else { return }
    animator.isInFrameList = true
    animators.append(animator)
  }

  /// The animators in the frame list (running, or finished this frame).
  public var runningAnimatorCount: Int { animators.count { $0.isRunning } }

  func makeAnimationToken() -> Int {
    lastToken += 1
    return lastToken
  }

  // MARK: Input and output

  /// Delivers a touch to the gesture recognisers, first advancing the window to the touch's
  /// time if it is later.
  ///
  /// - Throws: ``ClockError`` when the touch's time is before ``currentTime`` or not finite.
  public func send(_ touch: Touch) throws(ClockError) {
    if touch.time > currentTime || !touch.time.isFinite { try advance(to: touch.time) }
    guard touch.time >= currentTime else {
      throw .timeWentBackwards(requested: touch.time, current: currentTime)
    }
    arena.handle(touch)
  }

  /// Sends a haptic impact to the environment's sink, stamped with the current time.
  ///
  /// - Parameters:
  ///   - style: The impact's weight.
  ///   - intensity: 0…1. Default 1.
  public func impact(_ style: ImpactStyle, intensity: Double = 1) {
    environment.haptics.impact(
      HapticImpact(style: style, intensity: min(max(intensity, 0), 1), time: currentTime))
  }
}
