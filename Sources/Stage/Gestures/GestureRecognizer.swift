public import Motion

/// The states of a gesture recogniser, as `UIGestureRecognizer.State`.
public enum GestureState: Sendable, Hashable {
  /// Watching touches; nothing recognised yet.
  case possible
  /// A continuous gesture was recognised.
  case began
  /// A continuous gesture moved.
  case changed
  /// The gesture finished (for a discrete gesture, it was recognised).
  case ended
  /// A recognised gesture was interrupted.
  case cancelled
  /// The touches were not this gesture.
  case failed

  /// The state a discrete gesture reaches when recognised (the same as ``ended``).
  public static let recognized = GestureState.ended
}

/// Decides whether and alongside what a recogniser may recognise. Every method has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `recognizer` may leave `.possible`. Default `true`.
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Whether the two may be recognised at the same time (either delegate saying `true`
  /// suffices). Default `false`.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Whether `recognizer` sees a new touch at all. Default `true`.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }
}

/// The common machinery of gesture recognisers: UIKit's state machine, actions, a delegate,
/// failure requirements, and the touches it is tracking. Use a subclass:
/// ``PanGestureRecognizer``, ``ScreenEdgePanGestureRecognizer``, ``TapGestureRecognizer``,
/// ``LongPressGestureRecognizer``.
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.addAction { recognizer in print(recognizer.state) }  // .ended
/// button.addGestureRecognizer(tap)
/// ```
///
/// Impossible transitions (ending a gesture that never began, cancelling a failed one) are
/// no-ops; a disabled or detached recogniser receives nothing.
@MainActor
public class GestureRecognizer {
  /// The current state.
  public internal(set) var state: GestureState = .possible
  /// The view it is attached to.
  public internal(set) weak var view: View?
  /// Arbitration hooks.
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// Disabling it cancels (or fails) a gesture in progress; it then receives nothing.
  public var isEnabled = true {
    didSet { if !isEnabled { detach() } }
  }
  /// A name for debugging.
  public var name: String?

  private var actions: [@MainActor () -> Void] = []
  private var failureRequirements: [WeakRecognizer] = []
  /// The touches being tracked: id and current location in window coordinates.
  var touches: [(id: Int, location: Point)] = []
  /// Wants to recognise, waiting for a recogniser it requires to fail.
  var pendingState: GestureState?
  weak var arena: GestureArena?

  init() {}

  /// Adds an action, called on began, changed, ended (recognised) and cancelled.
  ///
  /// The action is handed the recogniser, typed as the recogniser's own class: use it rather
  /// than capturing the recogniser (or a window or view that owns it), which would make a
  /// retain cycle. `pan.addAction { pan in print(pan.translation(in: pan.view)) }`.
  public func addAction(_ action: @escaping @MainActor (Self) -> Void) {
    // Held weakly; `self` is always a `Self`, so the cast never fails.
    actions.append { [weak self] in
      if let recognizer = self as? Self { action(recognizer) }
    }
  }

  /// Makes this recogniser wait until `other` fails before recognising; if `other` recognises,
  /// this one fails.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self else { return }
    failureRequirements.append(WeakRecognizer(other))
  }

  /// The recognisers this one waits for.
  var requirements: [GestureRecognizer] { failureRequirements.compactMap(\.value) }

  /// How many touches it is tracking.
  public var numberOfTouches: Int { touches.count }

  /// The centroid of the tracked touches in `view`'s coordinates (the window's when `nil`),
  /// using on-screen positions. `.zero` without touches.
  public func location(in view: View?) -> Point {
    guard let centroid = centroid else { return .zero }
    return view?.convert(centroid, from: nil, layer: .onScreen) ?? centroid
  }

  var centroid: Point? {
    guard !touches.isEmpty else { return nil }
    var x = 0.0
    var y = 0.0
    for touch in touches {
      x += touch.location.x
      y += touch.location.y
    }
    return Point(x: x / Double(touches.count), y: y / Double(touches.count))
  }

  /// Whether it should receive events now.
  var isInterested: Bool {
    guard isEnabled, view != nil else { return false }
    switch state {
    case .possible, .began, .changed: return true
    case .ended, .cancelled, .failed: return false
    }
  }

  /// Whether it is waiting, with no touch down, for more touches (a multi-tap between taps).
  var lingers: Bool { false }

  /// Whether it has recognised during the current touch sequence.
  var hasRecognized: Bool {
    switch state {
    case .began, .changed, .ended, .cancelled: return true
    case .possible, .failed: return false
    }
  }

  // MARK: Touch hooks, overridden by subclasses

  func touchBegan(_ touch: Touch) {}
  func touchMoved(_ touch: Touch) {}
  func touchEnded(_ touch: Touch) {}
  func touchCancelled(_ touch: Touch) {
    removeTouch(touch.id)
    if touches.isEmpty { cancel() }
  }
  func timeAdvanced(to time: Double) {}
  func resetGesture() {}

  func addTouch(_ touch: Touch) {
    touches.removeAll { $0.id == touch.id }
    touches.append((touch.id, touch.location))
  }

  func updateTouch(_ touch: Touch) {
    guard let index = touches.firstIndex(where: { $0.id == touch.id }) else { return }
    touches[index].location = touch.location
  }

  func removeTouch(_ id: Int) { touches.removeAll { $0.id == id } }

  // MARK: State machine events

  /// Asks to recognise: `.began` for continuous gestures, `.ended` for discrete ones.
  func requestRecognition(_ target: GestureState) {
    guard state == .possible else { return }
    guard let arena else {
      fail()
      return
    }
    switch arena.resolve(self) {
    case .allowed:
      pendingState = nil
      state = target
      arena.didRecognize(self)
      fireActions()
    case .deferred:
      pendingState = target
    case .denied:
      fail()
    }
  }

  /// A recognised continuous gesture moved.
  func change() {
    guard state == .began || state == .changed else { return }
    state = .changed
    fireActions()
  }

  /// A continuous gesture finished; one that never began fails instead.
  func end() { finish(.ended) }

  /// A recognised gesture is interrupted; one that never began fails instead.
  func cancel() { finish(.cancelled) }

  /// A gesture that began goes to `final` (`.ended` or `.cancelled`) and fires its actions; one
  /// that never began fails; one already over stays as it is.
  private func finish(_ final: GestureState) {
    switch state {
    case .began, .changed:
      state = final
      fireActions()
    case .possible: fail()
    case .ended, .cancelled, .failed: break
    }
  }

  /// The touches are not this gesture.
  func fail() {
    guard state == .possible else { return }
    state = .failed
    pendingState = nil
    arena?.didFail(self)
  }

  /// Back to `.possible`, forgetting touches, between touch sequences.
  func reset() {
    state = .possible
    pendingState = nil
    touches.removeAll()
    resetGesture()
  }

  /// Leaves the arena: an active gesture is cancelled, a possible one fails.
  func detach() {
    if state == .began || state == .changed { cancel() } else { fail() }
    arena?.remove(self)
    reset()
  }

  private func fireActions() {
    for action in actions { action() }
  }
}

/// A weak reference to a recogniser, for failure requirements (no retain cycles).
@MainActor
struct WeakRecognizer {
  weak var value: GestureRecognizer?
  init(_ value: GestureRecognizer) { self.value = value }
}
