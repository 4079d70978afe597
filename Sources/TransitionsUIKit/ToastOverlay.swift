import ObjectiveC
public import Transitions
public import UIKit

/// Toasts over a window scene, one at a time, in a window of their own above the app's
/// (``windowLevel``): each is presented with the engine's toast (``Transitions/ToastTransition``)
/// from the overlay's empty root controller, through the same one-scene glue as every engine
/// presentation, so the countdown, the swipe and the queue are the engine's.
///
/// **Why a window and not the app's presentation chain.** A toast presented from the app's
/// controller is its `presentedViewController` (Apple's `present(_:animated:completion:)`: the
/// presenter's `presentedViewController` is set until the dismissal), so while it shows the app
/// cannot present an alert or a sheet from that controller, and a sheet presented from another
/// one would cover the toast. A window at a higher level is in front of every presentation of the
/// scene (Apple's `windowLevel`: "All windows assigned to the same window level appear in front
/// of (or behind) all windows assigned to a different window level"), and leaves the app's
/// presentations alone. This is Transmission's window presentation (`WindowLink`: a separate
/// `UIWindow` in the presenting window's scene, its level the presenting window's + 1 for
/// `.overlay`, a `PassthroughWindow` whose hit test answers `nil` where it hit only itself).
///
/// **Touches.** ``ToastWindow`` answers a hit test only on the banner: beside it the overlay's
/// root view is what is hit (the engine's scene passes touches beside the banner through, the
/// `PassThroughView` forwarding them to the presenter's view, the overlay's root), and the
/// window answers `nil`, so UIKit hands the touch to the app's window below.
///
/// **VoiceOver.** When a banner has come in, its announcement (the given text, else the
/// toast's view's `accessibilityLabel`) is posted with
/// `UIAccessibility.post(notification: .announcement, argument:)`, Apple's notification for
/// "events that don't update the app's UI, or that update the UI only briefly"; the engine's
/// decision (``Transitions/ToastTransition/announcement``): once, when it has come in, not when
/// queued.
///
/// ```swift
/// let toasts = ToastOverlay(windowScene: scene)
/// toasts.show(SavedBanner(), announcement: "Saved")
/// ```
@MainActor
public final class ToastOverlay {
  /// The overlay's window, hidden while no toast shows.
  public let window: ToastWindow
  /// How many toasts may wait behind the one shown (the engine's queue limit).
  public let limit: Int
  private let host = UIViewController()
  private var waiting: [Waiting] = []
  private weak var shown: UIViewController?

  /// What the toast's transition did, for one toast: UIKit's transitions as they end (its
  /// presentation once it came in, its dismissal once its countdown ran out or a swipe took it).
  public typealias Ended = @MainActor (TransitionOperation, Bool) -> Void

  private struct Waiting {
    let toast: UIViewController
    let style: TransitionStyle
    let text: String?
    let willDismiss: (@MainActor () -> Void)?
    let ended: Ended?
  }

  /// An overlay over `windowScene`, at `windowLevel` (default: one above `normal`, as
  /// Transmission's `.overlay`), with at most `limit` toasts waiting (default 4, the engine's
  /// ``Transitions/ToastTransition/Configuration/queueLimit``).
  public init(
    windowScene: UIWindowScene,
    windowLevel: UIWindow.Level = UIWindow.Level(UIWindow.Level.normal.rawValue + 1),
    limit: Int = ToastTransition.Configuration().queueLimit
  ) {
    window = ToastWindow(windowScene: windowScene)
    window.windowLevel = windowLevel
    window.rootViewController = host
    window.isHidden = true
    self.limit = max(limit, 0)
  }

  /// Shows `toast` with `style` (default ``Transitions/TransitionStyle/toast(_:)``'s defaults)
  /// now, or queues it while one shows, or refuses it when ``limit`` wait (as the engine's
  /// ``Transitions/ToastQueue``).
  ///
  /// `willDismiss` hears that `toast`'s dismissal begins, `ended` its transitions as they end
  /// (the SwiftUI modifier writes its binding from them).
  @discardableResult
  public func show(
    _ toast: UIViewController, transition style: TransitionStyle = .toast(),
    announcement: String? = nil, willDismiss: (@MainActor () -> Void)? = nil,
    ended: Ended? = nil
  ) -> ToastQueue.Outcome {
    let entry = Waiting(
      toast: toast, style: style, text: announcement, willDismiss: willDismiss, ended: ended)
    if shown != nil || !waiting.isEmpty {
      guard waiting.count < limit else { return .refused }
      waiting.append(entry)
      return .queued(position: waiting.count)
    }
    present(entry)
    return .presented
  }

  /// Takes `toast` out of the queue before it comes in; `false` when it is not waiting (shown
  /// already, or never queued).
  @discardableResult
  public func withdraw(_ toast: UIViewController) -> Bool {
    guard let index = waiting.firstIndex(where: { $0.toast === toast }) else { return false }
    waiting.remove(at: index)
    return true
  }

  private func present(_ entry: Waiting) {
    shown = entry.toast
    window.isHidden = false
    // Not the entry: it holds the toast, which keeps its controller and so these closures.
    let (announcement, willDismiss, ended) = (entry.text, entry.willDismiss, entry.ended)
    host.present(
      entry.toast, transition: entry.style, animated: true,
      prepare: { [weak self, weak toast = entry.toast] controller in
        controller.onWillDismiss = willDismiss
        controller.onDidEnd = { operation, completed in
          ended?(operation, completed)
          guard completed else { return }
          if operation == .present {
            let text = announcement ?? toast?.view.accessibilityLabel
            UIAccessibility.post(notification: .announcement, argument: text)
          } else if operation == .dismiss {
            self?.showNext()
          }
        }
      }, completion: nil)
  }

  /// The toast shown has left: the next waiting comes in, or the overlay hides.
  private func showNext() {
    shown = nil
    guard !waiting.isEmpty else {
      window.isHidden = true
      return
    }
    present(waiting.removeFirst())
  }

  /// The overlay of `windowScene`, made at its first use and kept by the scene (an associated
  /// object): every toast of the scene, whichever view shows it, shares one window and one
  /// queue, as the engine's ``Transitions/ToastQueue`` has one per window.
  public static func overlay(for windowScene: UIWindowScene) -> ToastOverlay {
    let key = unsafeBitCast(ToastOverlay.self, to: UnsafeRawPointer.self)
    if let kept = objc_getAssociatedObject(windowScene, key) as? ToastOverlay { return kept }
    let overlay = ToastOverlay(windowScene: windowScene)
    objc_setAssociatedObject(windowScene, key, overlay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return overlay
  }
}

/// The overlay's window: hit only where a toast's own views are (Transmission's
/// `PassthroughWindow`), so a touch anywhere else goes to the app's window below.
@MainActor
public final class ToastWindow: UIWindow {
  override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard let hit, hit !== self, hit !== rootViewController?.view else { return nil }
    return hit
  }
}
