public import Stage

/// One toast at a time over a presenter: a toast presented while another shows waits, and
/// comes in once the one shown has left (its dismissal completed: timed out, swiped away or
/// dismissed by the app), first in, first out: at the window's next step after the one shown
/// ended (within a frame), so that its `transitionEnded` comes before the next one's
/// `transitionBegan`.
///
/// **Limit**: at most ``limit`` toasts wait behind the one shown (default
/// ``ToastTransition/Configuration/queueLimit``, 4: five with the one shown, Android's per-app
/// toast limit, `NotificationManagerService.MAX_PACKAGE_TOASTS` = 5, "to limit bad UX of seeing
/// a toast many seconds after it was triggered"). Past it the new toast is refused
/// (``Outcome/refused``) and nothing changes, as Android drops it (logging "Package has already
/// queued N toasts"); the ones waiting keep their places.
///
/// The queue holds the waiting toasts and their managers until their turn; the one shown is
/// held by its presentation, as any presented controller.
///
/// ```swift
/// let toasts = ToastQueue(presenter: home)
/// try toasts.show(saved, with: TransitionManager(.toast()))   // comes in
/// try toasts.show(synced, with: TransitionManager(.toast()))  // .queued(position: 1)
/// ```
@MainActor
public final class ToastQueue: FrameObserver {
  /// What became of a toast given to ``ToastQueue/show(_:with:animated:)``.
  public enum Outcome: Sendable, Hashable {
    /// It is being presented now.
    case presented
    /// It waits; `position` 1 is the next to come in.
    case queued(position: Int)
    /// The queue was full (``limit`` waiting): it was dropped.
    case refused
  }

  /// Why a toast cannot be shown at all.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The manager's transition is not a ``ToastTransition``.
    case notAToast
    /// The presenter has gone.
    case noPresenter
    /// Stage refused the presentation.
    case refused(PresentationError)

    public var description: String {
      switch self {
      case .notAToast: return "the manager's transition is not a toast"
      case .noPresenter: return "the presenter has gone"
      case .refused(let error): return error.description
      }
    }
  }

  /// How many toasts may wait behind the one shown, 0 or more.
  public let limit: Int
  /// The toasts waiting, next first, with the managers that present them.
  public private(set) var waiting: [(toast: ViewController, manager: TransitionManager)] = []
  /// Called when a waiting toast begins to come in (after the one before it left), or could
  /// not (`PresentationError`), with the toast.
  public var onNext: (@MainActor (ViewController, PresentationError?) -> Void)?
  private weak var presenter: ViewController?
  /// The manager of the toast shown now (its presentation keeps it alive).
  private weak var current: TransitionManager?

  /// A queue for toasts over `presenter`, with at most `limit` waiting (negative counts as 0).
  public init(presenter: ViewController, limit: Int = ToastTransition.Configuration().queueLimit) {
    self.presenter = presenter
    self.limit = max(limit, 0)
  }

  /// Whether a toast of this queue is on screen (coming in, shown or leaving).
  public var isShowing: Bool { current?.presentedViewController?.presentingViewController != nil }

  /// Presents `toast` with `manager` (whose transition is a ``ToastTransition``) now, or queues
  /// it while another toast of this queue shows, or refuses it when ``limit`` wait already.
  /// `animated: false` shows it at once (a toast already up when a screen is restored).
  public func show(
    _ toast: ViewController, with manager: TransitionManager, animated: Bool = true
  ) throws(Failure) -> Outcome {
    guard manager.transition is ToastTransition else { throw .notAToast }
    if isShowing || !waiting.isEmpty {
      guard waiting.count < limit else { return .refused }
      waiting.append((toast, manager))
      return .queued(position: waiting.count)
    }
    try present(toast, with: manager, animated: animated)
    return .presented
  }

  private func present(
    _ toast: ViewController, with manager: TransitionManager, animated: Bool = true
  ) throws(Failure) {
    guard let presenter, let transition = manager.transition as? ToastTransition else {
      throw .noPresenter
    }
    transition.onLeft = { [weak self, weak presenter] in
      guard let self, !self.waiting.isEmpty else {
        self?.current = nil
        return
      }
      presenter?.view.window?.addFrameObserver(self)  // the next one comes in on the next frame
    }
    current = manager
    do {
      try manager.present(toast, from: presenter, animated: animated)
    } catch {
      current = nil
      throw .refused(error)
    }
  }

  /// The frame after the toast shown has left: the next one waiting comes in.
  public func windowDidAdvance(to time: Double) -> Bool {
    showNext()
    return false
  }

  private func showNext() {
    current = nil
    guard !waiting.isEmpty else { return }
    let (toast, manager) = waiting.removeFirst()
    do {
      try present(toast, with: manager)
      onNext?(toast, nil)
    } catch {
      if case .refused(let refusal) = error { onNext?(toast, refusal) }
    }
  }
}
