public import Transitions

/// Keeps a declarative toast's binding (SwiftUI's `isPresented:` or `item:` of `.toast`) true to
/// what the overlay shows: ``PresentationBinding``'s rules, and the overlay's queue. A toast is
/// not presented from the modified view but handed to the window's overlay (UIKit glue:
/// `ToastOverlay`), which shows it now, queues it behind the one shown, or refuses it when the
/// queue is full (`Transitions.ToastQueue.Outcome`). Tested on Linux, so that the glue only
/// reads and writes.
///
/// - **Shown now**: as a presentation (the binding stays `true`; the toast's timeout or a swipe
///   dismisses it, and the binding is written `false` once it has gone, then `onDismiss`).
/// - **Queued**: the binding stays `true` while it waits; when it comes in, it is shown. Set
///   `false` (or another item) while it waits, and it is taken out of the queue
///   (``Command/withdraw``), never shown: a presentation that never finished, so `onDismiss`
///   comes once.
/// - **Refused** (the queue is full): the binding is written back `false`, then `onDismiss`.
///
/// ```swift
/// var toast = ToastBinding<Bool>()
/// toast.bindingRead(true)              // [.show(true)]
/// toast.overlayAnswered(.queued(position: 1))  // []: it waits, the binding stays true
/// toast.bindingRead(nil)               // [.withdraw, .onDismiss]
/// ```
public struct ToastBinding<ID: Hashable>: Hashable {
  /// What the glue must do, in order.
  public enum Command: Hashable {
    /// Hand the toast for `id` to the overlay (UIKit: `ToastOverlay.show`), then tell
    /// ``overlayAnswered(_:)`` what it answered.
    case show(ID)
    /// Take the waiting toast out of the overlay's queue (UIKit: `ToastOverlay.withdraw`).
    case withdraw
    /// Dismiss the toast shown (UIKit: `dismiss(animated: true)`).
    case dismiss
    /// Write the binding: `nil` is `false` (or no item).
    case writeBinding(ID?)
    /// Call the modifier's `onDismiss`.
    case onDismiss
  }

  /// The presentation's rules (binding, toolkit, pull-back).
  public private(set) var presentation = PresentationBinding<ID>()
  /// Whether the toast handed to the overlay waits in its queue (not shown yet).
  public private(set) var isWaiting = false

  /// Nothing shown or waiting, the binding `false`.
  public init() {}

  /// The binding's value as SwiftUI reads it on an update. A waiting toast whose binding no
  /// longer asks for it is withdrawn.
  public mutating func bindingRead(_ value: ID?) -> [Command] {
    guard isWaiting, value != presentation.shown else {
      return translate(presentation.bindingRead(value))
    }
    isWaiting = false
    // Never shown: it ends as a presentation that never finished.
    _ = presentation.bindingRead(value)
    return [.withdraw] + translate(presentation.toolkitRefused(.present))
  }

  /// What the overlay answered ``Command/show(_:)`` with.
  public mutating func overlayAnswered(_ outcome: ToastQueue.Outcome) -> [Command] {
    switch outcome {
    case .presented:
      isWaiting = false
      return []
    case .queued:
      isWaiting = true
      return []
    case .refused:
      isWaiting = false
      return translate(presentation.toolkitRefused(.present))
    }
  }

  /// The toast's transition began dismissing (its timeout, a swipe, or ``Command/dismiss``).
  public mutating func toolkitWillDismiss() -> [Command] {
    translate(presentation.toolkitWillDismiss())
  }

  /// The toast's transition ended (a waiting toast's presentation ends when it has come in).
  public mutating func toolkitDidEnd(_ operation: TransitionOperation, completed: Bool)
    -> [Command]
  {
    if operation == .present { isWaiting = false }
    return translate(presentation.toolkitDidEnd(operation, completed: completed))
  }

  private func translate(_ commands: [PresentationBinding<ID>.Command]) -> [Command] {
    commands.map { command in
      switch command {
      case .present(let id): .show(id)
      case .dismiss: .dismiss
      case .writeBinding(let id): .writeBinding(id)
      case .onDismiss: .onDismiss
      }
    }
  }
}
