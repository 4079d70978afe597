public import Stage

/// The countdown to a toast's own dismissal, stepped by the window's frames (the engine's
/// clock: a played script's time, a device's display link), and the finger that holds it.
///
/// - It starts when the banner has come in (Material's `SnackbarManager.onShown` schedules the
///   timeout then, not when `show()` is called), and dismisses the toast (as a button would) at
///   the first frame at least ``duration`` seconds later.
/// - A finger on the banner (``holdGestureRecognizer``, a press of no duration that no movement
///   fails, recognised alongside everything) holds it: nothing is counted while the finger is
///   down, also while it drags the banner.
/// - When the finger lifts, the countdown **starts again in full**, it does not resume with what
///   was left. This is Material's rule: `SnackbarManager.restoreTimeoutIfPaused` calls
///   `scheduleTimeoutLocked`, which posts the whole duration again. A user who put a finger on
///   the banner was reading it or about to swipe it; what was left (perhaps a few frames) would
///   take it away under the lifting finger.
/// - A swipe that springs back leaves the banner shown and the countdown going (from the lift);
///   a timeout that comes while another transition runs waits for it (Stage refuses the
///   dismissal then) and is tried again on the next frame.
@MainActor
public final class ToastCountdown: FrameObserver {
  /// Seconds the banner stays once it has come in (``ToastTransition/Configuration/duration``).
  public let duration: Double
  /// A press of no duration on the banner: a finger is on it while it has begun or changed.
  public let holdGestureRecognizer = LongPressGestureRecognizer()
  /// Whether the countdown runs (from the banner's arrival to its timeout or dismissal).
  public private(set) var isRunning = false
  /// The window time the countdown last started from (its start, or the last lift of a finger).
  public private(set) var startedAt = 0.0
  private weak var toast: ViewController?
  private weak var window: Window?
  private var isObserving = false
  private let arbiter = AlongsideEverything()

  init(duration: Double) {
    self.duration = duration
  }

  /// Whether a finger is on the banner now.
  public var isHeld: Bool {
    holdGestureRecognizer.state == .began || holdGestureRecognizer.state == .changed
  }

  /// The seconds left at window time `time` (the whole duration while a finger holds it), or
  /// `nil` when the countdown does not run.
  public func remaining(at time: Double) -> Double? {
    guard isRunning else { return nil }
    return isHeld ? duration : max(duration - (time - startedAt), 0)
  }

  /// Puts the hold recogniser on the banner.
  func install(on banner: View) {
    holdGestureRecognizer.minimumPressDuration = 0
    holdGestureRecognizer.allowableMovement = .greatestFiniteMagnitude
    holdGestureRecognizer.name = "toast hold"
    holdGestureRecognizer.delegate = arbiter
    banner.addGestureRecognizer(holdGestureRecognizer)
  }

  /// Starts counting now for `toast`, in `window`.
  func start(for toast: ViewController, in window: Window) {
    self.toast = toast
    self.window = window
    startedAt = window.currentTime
    isRunning = true
    if !isObserving {
      isObserving = true
      window.addFrameObserver(self)
    }
  }

  /// Stops counting (the banner has left).
  func stop() {
    isRunning = false
    toast = nil
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard isRunning, let toast, window != nil else {
      isObserving = false
      return false
    }
    if isHeld {
      startedAt = time  // held: nothing counts; the lift starts it again in full
      return true
    }
    guard time - startedAt >= duration else { return true }
    guard toast.presentingViewController != nil else {
      stop()  // dismissed some other way
      isObserving = false
      return false
    }
    do {
      try toast.dismiss(animated: true)
    } catch {
      return true  // another transition runs: try again on the next frame
    }
    isRunning = false
    isObserving = false
    return false
  }
}

/// The hold recogniser's delegate: it recognises alongside every other recogniser (it only
/// watches the finger).
@MainActor
private final class AlongsideEverything: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { true }
}
