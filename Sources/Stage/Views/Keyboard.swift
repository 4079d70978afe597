public import Motion

/// A window's on-screen keyboard, as UIKit shows it to an app: it slides in from the bottom edge,
/// changes height, and slides out, along UIKit's keyboard curve (`Motion.KeyboardCurve`) over
/// the duration its notification gives (0.25 s by default); or it is held by a gesture (a sheet
/// dragged away with the keyboard under it) until the gesture lets go.
///
/// Where it is at any time is a closed form (``visibleHeight(at:)``), so whatever rides on it
/// (a sheet's bottom edge) reads the same height in the same frame, in any order.
///
/// ``view`` stands for the keyboard on screen (UIKit draws the real one in its own window): it
/// is in the window, in front of everything else, while any part of the keyboard is visible, and
/// out of it otherwise. A backend over a real keyboard does not draw it.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// try window.keyboard.show(height: 336)             // 0.25 s along the keyboard curve
/// try window.advance(to: 0.125)
/// window.keyboard.visibleHeight                      // ≈ 316: most of the way at half time
/// try window.advance(to: 0.25)
/// window.keyboard.view.frame                         // (0, 508, 390, 336)
/// ```
@MainActor
public final class Keyboard: FrameObserver {
  /// What the keyboard reports, as UIKit's keyboard notifications do.
  public enum Event: Sendable, Hashable {
    /// It starts to show, or to change its height, to `height` points over `duration` s.
    case willShow(height: Double, duration: Double)
    /// It starts to hide over `duration` s.
    case willHide(duration: Double)
    /// It is shown, `height` points tall: its animation (or its gesture) has ended.
    case didShow(height: Double)
    /// It is hidden; `height` is its height when shown.
    case didHide(height: Double)
  }

  /// How its visible height moves.
  private enum Motion {
    /// Still at this visible height (0: hidden).
    case still(Double)
    /// From `from` to `to` points, along the keyboard curve, from `start` for `duration` s.
    case animating(from: Double, to: Double, start: Double, duration: Double)
    /// Held by a gesture at this visible height.
    case tracked(Double)
  }

  /// The keyboard's own height in points, as its frame reports it: the height it shows at, or
  /// showed at last (0 before it was first shown).
  public private(set) var height = 0.0
  /// Whether it is shown or on its way to being shown (the latest request; while a gesture
  /// holds it, the request it goes to when let go).
  public private(set) var isShown = false
  /// The view that stands for the keyboard, named `keyboard`.
  public let view = View()
  /// Called with each event, as it happens.
  public var onEvent: (@MainActor (Event) -> Void)?

  private weak var window: Window?
  private var motion = Motion.still(0)
  /// What rides on the keyboard, told of each request (not retained).
  private var observers: [WeakKeyboardObserver] = []
  /// A request made while a gesture held the keyboard: carried out when it lets go.
  private var pending: (shown: Bool, height: Double, duration: Double)?

  init(window: Window) {
    self.window = window
    view.name = "keyboard"
    view.backgroundColor = Color(hex: 0xD1D3D9)
  }

  /// Tells `observer` of every request from now on (a show, a hide, a gesture letting go), as
  /// it is made: what rides on the keyboard lays itself out at once when it changes between
  /// frames. Not retained; adding it twice tells it once.
  public func addObserver(_ observer: any KeyboardObserver) {
    observers.removeAll { $0.observer == nil }
    guard !observers.contains(where: { $0.observer === observer }) else { return }
    observers.append(WeakKeyboardObserver(observer: observer))
  }

  /// Stops telling `observer`.
  public func removeObserver(_ observer: any KeyboardObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  private func notifyObservers() {
    for entry in observers { entry.observer?.keyboardDidChange(self) }
  }

  /// The visible height in points at window `time`: how far the keyboard's top is above the
  /// window's bottom edge (0 when hidden).
  public func visibleHeight(at time: Double) -> Double {
    switch motion {
    case .still(let visible), .tracked(let visible): return visible
    case .animating(let from, let to, let start, let duration):
      guard duration > 0 else { return to }
      return from + (to - from) * KeyboardCurve.value(at: (time - start) / duration)
    }
  }

  /// The visible height now, at the window's current time.
  public var visibleHeight: Double { visibleHeight(at: window?.currentTime ?? 0) }

  /// Whether the keyboard is moving along its curve now.
  public var isAnimating: Bool {
    if case .animating = motion { return true }
    return false
  }

  /// Whether a gesture holds it (``track(visibleHeight:)``).
  public var isTracked: Bool {
    if case .tracked = motion { return true }
    return false
  }

  /// Shows the keyboard `height` points tall, sliding in from where it is (the bottom edge, or
  /// its current height: a show while shown changes the height) over `duration` seconds; 0
  /// shows it at once. While a gesture holds it, it goes there when the gesture lets go.
  ///
  /// - Throws: ``KeyboardError`` for a height that is not in (0, the window's height] or a
  ///   duration that is negative or not finite; nothing changes then.
  public func show(height: Double, duration: Double = KeyboardCurve.notificationDuration)
    throws(KeyboardError)
  {
    let limit = window?.bounds.height ?? 0
    guard height.isFinite, height > 0, height <= limit else {
      throw .invalidHeight(height, windowHeight: limit)
    }
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    request(shown: true, height: height, duration: duration)
  }

  /// Hides the keyboard, sliding out through the bottom edge over `duration` seconds; 0 hides it
  /// at once. Hiding a hidden keyboard does nothing. While a gesture holds it, it goes when the
  /// gesture lets go.
  ///
  /// - Throws: ``KeyboardError/invalidDuration(_:)`` for a negative or non-finite duration.
  public func hide(duration: Double = KeyboardCurve.notificationDuration) throws(KeyboardError) {
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    request(shown: false, height: height, duration: duration)
  }

  /// Holds the keyboard at `visibleHeight` points (clamped to 0…its height): a gesture moves it,
  /// as a sheet dragged away with the keyboard under it does. Requests to show or hide wait
  /// until ``endTracking(shown:duration:)``.
  public func track(visibleHeight: Double) {
    guard visibleHeight.isFinite else { return }
    if !isTracked { pending = nil }
    motion = .tracked(min(max(visibleHeight, 0), height))
    attach()
  }

  /// The gesture lets go: the keyboard goes to shown (at ``height``) or hidden from where it is
  /// held, along its curve over `duration` seconds (0, the default: at once), and reports it when
  /// there; then a request made meanwhile is carried out, animated from where it is. No-op
  /// unless tracked.
  public func endTracking(shown: Bool, duration: Double = 0) {
    guard isTracked else { return }
    let now = window?.currentTime ?? 0
    let visible = visibleHeight(at: now)
    let target = shown ? height : 0
    isShown = shown
    if duration.isFinite, duration > 0, visible != target {
      motion = .animating(from: visible, to: target, start: now, duration: duration)
    } else {
      motion = .still(target)
      onEvent?(shown ? .didShow(height: height) : .didHide(height: height))
    }
    if let pending {
      self.pending = nil
      request(shown: pending.shown, height: pending.height, duration: pending.duration)
    }
    attach()
    notifyObservers()
  }

  private func request(shown: Bool, height newHeight: Double, duration: Double) {
    guard !isTracked else {
      pending = (shown, newHeight, duration)
      return
    }
    let now = window?.currentTime ?? 0
    let visible = visibleHeight(at: now)
    let target = shown ? newHeight : 0
    if !shown, !isShown, visible == 0 { return }
    isShown = shown
    if shown { height = newHeight }
    onEvent?(
      shown ? .willShow(height: newHeight, duration: duration) : .willHide(duration: duration))
    motion = .animating(from: visible, to: target, start: now, duration: duration)
    attach()
    if duration == 0 { _ = windowDidAdvance(to: now) }
    notifyObservers()
  }

  /// Lays the view out and keeps stepping while anything of the keyboard is on screen.
  private func attach() {
    guard let window else { return }
    layOut(visible: visibleHeight(at: window.currentTime), in: window)
    window.addFrameObserver(self)
  }

  private func layOut(visible: Double, in window: Window) {
    let size = window.bounds.size
    if visible > 0 {
      if view.superview !== window {
        window.addSubview(view)
      } else if window.subviews.last !== view {
        window.bringSubviewToFront(view)  // a presentation added since stays behind it
      }
    } else if view.superview != nil {
      view.removeFromSuperview()
    }
    let frame = Rect(x: 0, y: size.height - visible, width: size.width, height: max(height, 1))
    if view.frame != frame { view.frame = frame }
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard let window else { return false }
    if case .animating(_, let to, let start, let duration) = motion, time - start >= duration - 1e-6
    {
      motion = .still(to)
      onEvent?(to > 0 ? .didShow(height: height) : .didHide(height: height))
    }
    let visible = visibleHeight(at: time)
    layOut(visible: visible, in: window)
    return visible > 0 || isAnimating || isTracked
  }
}

/// Told of a keyboard's requests as they are made (``Keyboard/addObserver(_:)``).
@MainActor
public protocol KeyboardObserver: AnyObject {
  /// `keyboard` was asked to show, change height or hide, or a gesture let it go.
  func keyboardDidChange(_ keyboard: Keyboard)
}

/// A keyboard observer, not retained.
@MainActor
private struct WeakKeyboardObserver {
  weak var observer: (any KeyboardObserver)?
}

/// Why the keyboard refused a request.
public enum KeyboardError: ExplainedError, Equatable {
  /// A height that is not a finite number in (0, the window's height].
  case invalidHeight(Double, windowHeight: Double)
  /// A duration that is negative or not finite.
  case invalidDuration(Double)

  /// `height` or `duration`, the parameter at fault (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .invalidHeight: return "height"
    case .invalidDuration: return "duration"
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .invalidHeight(let height, let limit):
      return "expected a number greater than 0 and at most the window's height (\(limit)), got "
        + "\(height)"
    case .invalidDuration(let duration):
      return "expected a finite number of seconds, 0 or more, got \(duration)"
    }
  }
}
