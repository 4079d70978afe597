public import Motion
public import Stage

/// What one of the toolkit's keyboard notifications says (UIKit's
/// `keyboardWillChangeFrameNotification`), as the plain values the glue reads from its
/// `userInfo`: the keyboard's frame at the end of its animation, the animation's duration and
/// its curve. Each is `nil` when the notification did not carry it (or carried something else).
///
/// ```swift
/// // UIKit's glue: the end frame converted from the screen's coordinate space into the view the
/// // engine's window mirrors.
/// let notification = KeyboardNotification(
///   endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7)
/// ```
public struct KeyboardNotification: Sendable, Hashable {
  /// The keyboard's frame at the end of its animation, in points, in the coordinates of the view
  /// the engine's window mirrors (UIKit's `keyboardFrameEndUserInfoKey` is in the screen's
  /// coordinate space: the glue converts it).
  public var endFrame: Rect?
  /// The animation's duration in seconds (UIKit's `keyboardAnimationDurationUserInfoKey`); 0
  /// when the keyboard changes at once (switching between keyboards).
  public var duration: Double?
  /// The animation's curve (UIKit's `keyboardAnimationCurveUserInfoKey`): a
  /// `UIView.AnimationCurve` raw value, ``KeyboardFeed/keyboardCurve`` (7) for the keyboard's
  /// own.
  public var curve: Int?
  /// Whether the keyboard belongs to this app (UIKit's `keyboardIsLocalUserInfoKey`); `nil` when
  /// the notification does not say. Apple: "With Multitasking in iPadOS, the system notifies all
  /// visible apps when the keyboard appears and disappears. The value is true for the app that
  /// caused the keyboard to appear and false for the other apps." Another app's keyboard
  /// (`false`) changes nothing (``KeyboardFeed/change(for:keyboard:bounds:)``).
  public var isLocal: Bool?

  public init(endFrame: Rect?, duration: Double?, curve: Int?, isLocal: Bool? = nil) {
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }
}

/// Turns the toolkit's keyboard notifications into the engine keyboard's requests
/// (`Window/keyboard`): how much of the window the keyboard covers, over which duration
/// it moves, and whether the notification changes anything at all. A value; every decision is
/// here, tested on Linux, and UIKit's glue only reads the notification and converts its frame.
///
/// - **Height.** The keyboard's *visible* height over the window: how far its top is above the
///   window's bottom edge where the two overlap (``visibleHeight(ofKeyboardFrame:in:)``). A
///   keyboard docked at the bottom gives its height; a hardware keyboard's accessory bar (a tall
///   frame mostly below the screen) gives the bar's height; a floating or undocked keyboard
///   (its bottom edge above the window's), an empty frame, or one beside the window gives 0,
///   which hides the engine's keyboard.
/// - **Duration.** ``Timing``: by default the keyboard's own curve (7) plays the keyboard
///   spring's `KeyboardCurve/springDuration` (0.5 s), which is what a device shows
///   whatever duration the notification names (usually 0.25 s; see `KeyboardCurve`);
///   any other curve plays the notification's duration along the keyboard curve, the only one
///   the engine's keyboard has. A duration of 0 changes the keyboard at once.
/// - **Repeats.** UIKit posts the same frame more than once (an accessory view, a second
///   responder); a notification that asks for what the keyboard is already showing or on its way
///   to is ``Change/unchanged``, so it does not restart the animation.
/// - **Mid-drag, mid-transition.** What the engine's keyboard model defines: while a gesture
///   holds the keyboard (`Keyboard/track(visibleHeight:)`, a sheet dragged to dismiss
///   with the keyboard under it) the request waits and is carried out, animated from where the
///   keyboard is, when the gesture lets go (the latest request wins); otherwise it starts at
///   once, also in the middle of a transition, and what rides on the keyboard follows in the
///   same frame.
/// - **Bad values** (a missing or non-finite frame, a missing, negative or non-finite
///   duration) throw ``KeyboardFeedError``; the keyboard does not change.
///
/// ```swift
/// let feed = KeyboardFeed()
/// try feed.apply(notification, to: window)   // .show(height: 336, duration: 0.5)
/// ```
public struct KeyboardFeed: Sendable, Hashable {
  /// Which duration the engine's keyboard moves over.
  public enum Timing: Sendable, Hashable {
    /// The keyboard's own curve (``KeyboardFeed/keyboardCurve``) plays the keyboard spring's
    /// `KeyboardCurve/springDuration`, as Core Animation does; other curves, the
    /// notification's duration. The default.
    case keyboardSpring
    /// Always the notification's duration.
    case notification
  }

  /// What a notification asks of the engine's keyboard.
  public enum Change: Sendable, Hashable {
    /// Show (or change height to) `height` points over `duration` seconds.
    case show(height: Double, duration: Double)
    /// Hide over `duration` seconds.
    case hide(duration: Double)
    /// Nothing: the keyboard already shows, or is on its way to, what the notification says.
    case unchanged
  }

  /// UIKit's keyboard curve, `UIView.AnimationCurve(rawValue: 7)` (`KeyboardCurve`).
  public static let keyboardCurve = 7
  /// How far above the window's bottom edge a keyboard's bottom edge may be and still count as
  /// docked, in points (coordinate conversion rounds).
  public static let dockingTolerance = 1.0
  /// A height change smaller than this, in points, is no change.
  public static let heightTolerance = 0.5

  /// Which duration the keyboard moves over.
  public var timing: Timing

  public init(timing: Timing = .keyboardSpring) {
    self.timing = timing
  }

  /// The keyboard's visible height over a window of `bounds`, in points, for a keyboard whose
  /// frame is `frame` (both in the window's coordinates): from the window's bottom edge up to
  /// the keyboard's top where they overlap, at most the window's height; 0 for an empty or
  /// non-finite frame, one that does not overlap the window, or one that is not docked at the
  /// bottom (its bottom edge more than ``dockingTolerance`` above the window's).
  public static func visibleHeight(ofKeyboardFrame frame: Rect, in bounds: Rect) -> Double {
    guard frame.isFinite, bounds.isFinite, frame.width > 0, frame.height > 0 else { return 0 }
    guard frame.maxY >= bounds.maxY - dockingTolerance else { return 0 }  // floating
    guard frame.minX < bounds.maxX, frame.maxX > bounds.minX else { return 0 }  // beside it
    let top = max(frame.minY, bounds.minY)
    return min(max(bounds.maxY - top, 0), bounds.height)
  }

  /// The duration the engine's keyboard moves over for a notification naming `duration` seconds
  /// and `curve` (see ``Timing``).
  public func playedDuration(_ duration: Double, curve: Int?) -> Double {
    guard duration > 0 else { return 0 }
    switch timing {
    case .keyboardSpring where curve == Self.keyboardCurve: return KeyboardCurve.springDuration
    case .keyboardSpring, .notification: return duration
    }
  }

  /// What `notification` asks of `keyboard`, in a window of `bounds`; nothing is changed.
  ///
  /// - Throws: ``KeyboardFeedError`` for a missing or bad value.
  @MainActor
  public func change(
    for notification: KeyboardNotification, keyboard: Keyboard, bounds: Rect
  ) throws(KeyboardFeedError) -> Change {
    // Another app's keyboard (iPad multitasking): nothing of this window moves for it.
    guard notification.isLocal != false else { return .unchanged }
    guard let frame = notification.endFrame else { throw .missingEndFrame }
    guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
      throw .invalidEndFrame(frame)
    }
    guard let duration = notification.duration else { throw .missingDuration }
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    let height = Self.visibleHeight(ofKeyboardFrame: frame, in: bounds)
    let played = playedDuration(duration, curve: notification.curve)
    let shown = height > 0
    // While a gesture holds the keyboard, every request replaces the one waiting.
    if !keyboard.isTracked {
      if shown, keyboard.isShown, abs(keyboard.height - height) < Self.heightTolerance {
        return .unchanged
      }
      if !shown, !keyboard.isShown { return .unchanged }
    }
    return shown ? .show(height: height, duration: played) : .hide(duration: played)
  }

  /// Carries `notification` out on `window`'s keyboard (see the type's rules).
  ///
  /// - Returns: What was asked of the keyboard.
  /// - Throws: ``KeyboardFeedError`` for a missing or bad value; the keyboard does not change.
  @MainActor
  @discardableResult
  public func apply(
    _ notification: KeyboardNotification, to window: Window
  ) throws(KeyboardFeedError) -> Change {
    let keyboard = window.keyboard
    let change = try change(for: notification, keyboard: keyboard, bounds: window.bounds)
    switch change {
    case .show(let height, let duration):
      // In range by construction: (0, the window's height], a finite duration ≥ 0.
      try? keyboard.show(height: height, duration: duration)
    case .hide(let duration):
      try? keyboard.hide(duration: duration)
    case .unchanged:
      break
    }
    return change
  }
}

/// Why a keyboard notification was refused (``KeyboardFeed``). The keyboard does not change.
public enum KeyboardFeedError: ExplainedError, Equatable {
  /// The notification carried no end frame (UIKit's `keyboardFrameEndUserInfoKey`).
  case missingEndFrame
  /// The end frame is not finite, or has a negative size.
  case invalidEndFrame(Rect)
  /// The notification carried no duration (UIKit's `keyboardAnimationDurationUserInfoKey`).
  case missingDuration
  /// The duration is negative or not finite.
  case invalidDuration(Double)

  /// `endFrame` or `duration`, the value at fault (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .missingEndFrame, .invalidEndFrame: return "endFrame"
    case .missingDuration, .invalidDuration: return "duration"
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .missingEndFrame:
      return "expected the keyboard's frame at the end of its animation, got none"
    case .invalidEndFrame(let frame):
      return "expected a finite rectangle with a size of 0 or more, got \(frame)"
    case .missingDuration:
      return "expected the keyboard animation's duration in seconds, got none"
    case .invalidDuration(let duration):
      return "expected a finite number of seconds, 0 or more, got \(duration)"
    }
  }
}
