public import Motion

/// The context of one presentation or dismissal: who is involved, the container the views are
/// in, and the way to complete it. Given to a ``PresentationRunner``.
///
/// When a presentation starts, the presented view is already in ``containerView`` at
/// ``finalFrameOfPresentedView``; when a dismissal starts, a presenter view that was removed is
/// back under the container. The runner moves views (typically with a ``PropertyAnimator``)
/// and completes:
///
/// ```swift
/// final class SlideUp: PresentationRunner {
///   func startTransition(_ context: PresentationContext) {
///     let view = context.presentedView
///     let height = context.containerView.bounds.height
///     view.transform = Transform(translationX: 0, y: height)
///     let animator = try? PropertyAnimator(duration: 0.5, window: context.window) {
///       view.transform = .identity
///     }
///     animator?.addCompletion { _ in try? context.complete(true) }
///     try? animator?.startAnimation()
///   }
/// }
/// ```
@MainActor
public final class PresentationContext {
  /// `true` for a presentation, `false` for a dismissal.
  public let isPresenting: Bool
  /// The controller being presented or dismissed.
  public let presentedViewController: ViewController
  /// The controller it is (or was) presented from.
  public let presentingViewController: ViewController
  /// The view the transition's views live in: it fills the window.
  public let containerView: View
  /// The window the transition plays in (its clock drives animators).
  ///
  /// Not retained: the window owns its active transition, so a window dropped mid-transition
  /// is freed with it. Read it only while the window exists (a transition outliving its
  /// window is a programming error).
  public unowned let window: Window
  /// Whether the change was requested animated.
  public let isAnimated: Bool
  /// Where the presented view sits when presented, in the container's coordinates.
  public let finalFrameOfPresentedView: Rect
  /// Whether ``complete(_:)`` has been called.
  public private(set) var isCompleted = false

  private let finish: @MainActor (Bool) -> Void

  init(
    isPresenting: Bool, presented: ViewController, presenting: ViewController,
    container: View, window: Window, animated: Bool, finalFrame: Rect,
    finish: @escaping @MainActor (Bool) -> Void
  ) {
    self.isPresenting = isPresenting
    presentedViewController = presented
    presentingViewController = presenting
    containerView = container
    self.window = window
    isAnimated = animated
    finalFrameOfPresentedView = finalFrame
    self.finish = finish
  }

  /// The controller whose view is leaving: the presenter when presenting.
  public var fromViewController: ViewController {
    isPresenting ? presentingViewController : presentedViewController
  }

  /// The controller whose view is arriving: the presented one when presenting.
  public var toViewController: ViewController {
    isPresenting ? presentedViewController : presentingViewController
  }

  /// The presented controller's view.
  public var presentedView: View { presentedViewController.view }

  /// Ends the transition: `true` keeps the new state, `false` cancels and restores the old one
  /// (hierarchy, links and appearance, with balanced callbacks).
  ///
  /// - Throws: ``PresentationError/alreadyCompleted`` on a second call; nothing changes.
  public func complete(_ didFinish: Bool) throws(PresentationError) {
    guard !isCompleted else { throw .alreadyCompleted }
    isCompleted = true
    finish(didFinish)
  }
}

/// One presentation shown in a window.
@MainActor
final class PresentationRecord {
  let presenter: ViewController
  let presented: ViewController
  let container: View
  let removesPresenterView: Bool
  /// Where the presenter's view was before it was removed (fullScreen), to put it back. The
  /// superview is held weakly: it is often the window, which owns this record.
  var removedFrom: (superview: WeakView, index: Int)?

  init(presenter: ViewController, presented: ViewController, container: View, removes: Bool) {
    self.presenter = presenter
    self.presented = presented
    self.container = container
    removesPresenterView = removes
  }

  func removePresenterView() {
    guard removesPresenterView, presenter.isViewLoaded else { return }
    let view = presenter.view
    guard let superview = view.superview else { return }
    removedFrom = (WeakView(superview), superview.subviews.firstIndex { $0 === view } ?? 0)
    view.removeFromSuperview()
  }

  func restorePresenterView() {
    guard let place = removedFrom else { return }
    removedFrom = nil
    place.superview.value?.insertSubview(presenter.view, at: place.index)
  }
}

/// A view held weakly.
@MainActor
struct WeakView {
  weak var value: View?
  init(_ value: View) { self.value = value }
}
