/// Presenting and dismissing view controllers modally.
///
/// Callbacks come in UIKit's order. Presenting B from A full screen: A `viewWillDisappear`,
/// B `viewWillAppear`, (B's view added; when the transition completes A's view removed),
/// B `viewDidAppear`, A `viewDidDisappear`. Dismissing B: B `viewWillDisappear`, A
/// `viewWillAppear`, (A's view back; B's view removed on completion), A `viewDidAppear`, B
/// `viewDidDisappear`. A cancelled transition reverses both with a second begin/end pair,
/// so callbacks stay balanced. Over-full-screen and custom presentations leave the presenter
/// on screen and without callbacks, unless the delegate removes its view.
///
/// ```swift
/// try home.present(detail, animated: false)
/// home.presentedViewController === detail   // true
/// try detail.dismiss(animated: false)
/// ```
extension ViewController {
  /// Presents `controller` over this one (or over the root of this controller's containment
  /// tree, which becomes its presenting controller).
  ///
  /// Animated with a runner from the presented controller's ``transitioningDelegate``; without
  /// one, or when not animated, the change completes before this returns.
  ///
  /// - Parameters:
  ///   - controller: The controller to present; it must not be presented or in a hierarchy.
  ///   - animated: Whether the change is animated (by the runner, when there is one).
  ///   - completion: Called when the transition ends, with `true` if it completed and
  ///     `false` if it was cancelled.
  /// - Throws: ``PresentationError``; nothing changes then.
  public func present(
    _ controller: ViewController, animated: Bool,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(PresentationError) {
    let presenter = rootAncestor
    var ancestor: ViewController? = self
    while let current = ancestor {
      if current === controller { throw .presentingItself }
      ancestor = current.parent ?? current.presentingViewController
    }
    guard presenter.presentedViewController == nil else { throw .alreadyPresenting }
    guard controller.presentingViewController == nil, controller.parent == nil,
      !(controller.isViewLoaded && controller.view.superview != nil)
    else { throw .alreadyPresented }
    guard let window = presenter.hostWindow else { throw .notInWindow }
    guard window.activeTransition == nil else { throw .transitionInProgress }

    let style = controller.modalPresentationStyle
    let delegate = controller.transitioningDelegate
    let removes =
      style == .fullScreen
      || (style == .custom
        && delegate?.shouldRemovePresentersView(forPresented: controller) == true)
    let container = View(frame: window.bounds)
    container.name = "presentation"
    let record = PresentationRecord(
      presenter: presenter, presented: controller, container: container, removes: removes)
    presenter.presentedViewController = controller
    controller.presentingViewController = presenter
    controller.isBeingPresented = true
    window.presentationRecords.append(record)

    controller.loadViewIfNeeded()
    if removes { presenter.beginAppearanceTransition(false, animated: animated) }
    controller.beginAppearanceTransition(true, animated: animated)
    let finalFrame =
      style == .custom
      ? (delegate?.frameOfPresentedView(
        inContainerBounds: container.bounds, forPresented: controller)
        ?? container.bounds)
      : container.bounds
    controller.view.frame = finalFrame
    container.addSubview(controller.view)
    window.addSubview(container)

    let context = PresentationContext(
      isPresenting: true, presented: controller, presenting: presenter, container: container,
      window: window, animated: animated, finalFrame: finalFrame
    ) { [weak window] finished in
      window?.finishPresentation(record, finished: finished)
      completion?(finished)
    }
    if animated,
      let runner = delegate?.presentationRunner(
        forPresented: controller, presenting: presenter)
    {
      window.activeTransition = context
      runner.startTransition(context)
    } else {
      try? context.complete(true)
    }
  }

  /// Dismisses the controller this one presented, with everything presented above it; or, when
  /// this controller presents nothing, the presentation this controller (or its containment
  /// root) belongs to.
  ///
  /// - Parameters:
  ///   - animated: Whether the change is animated (by the runner, when there is one).
  ///   - completion: Called when the transition ends, with `true` if it completed.
  /// - Throws: ``PresentationError``; nothing changes then.
  public func dismiss(
    animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(PresentationError) {
    let root = rootAncestor
    guard
      let presenter = root.presentedViewController != nil ? root : root.presentingViewController,
      let top = presenter.presentedViewController
    else { throw .nothingToDismiss }
    guard let window = presenter.hostWindow else { throw .notInWindow }
    guard window.activeTransition == nil else { throw .transitionInProgress }
    guard let index = window.presentationRecords.firstIndex(where: { $0.presenter === presenter })
    else { throw .nothingToDismiss }
    let records = Array(window.presentationRecords[index...])
    let topmost = records.last?.presented ?? top
    let revealsPresenter = records[0].removesPresenterView

    // Only controllers on screen disappear (one under a full-screen presentation already has).
    let leaving = records.reversed().map(\.presented).filter(\.isAppearingOrAppeared)
    for record in records { record.presented.isBeingDismissed = true }
    for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
    if revealsPresenter {
      presenter.beginAppearanceTransition(true, animated: animated)
      records[0].restorePresenterView()
    }

    let container = records.last?.container ?? records[0].container
    let context = PresentationContext(
      isPresenting: false, presented: topmost, presenting: presenter, container: container,
      window: window, animated: animated, finalFrame: topmost.view.frame
    ) { [weak window] finished in
      window?.finishDismissal(records, leaving: leaving, finished: finished)
      completion?(finished)
    }
    if animated, let runner = topmost.transitioningDelegate?.dismissalRunner(forDismissed: topmost)
    {
      window.activeTransition = context
      runner.startTransition(context)
    } else {
      try? context.complete(true)
    }
  }
}

extension ViewController {
  /// The window this controller's presentation chain is shown in: its own view's, or, when a
  /// full-screen presentation took its view off screen, the window of a controller it presents.
  var hostWindow: Window? {
    var current: ViewController? = rootAncestor
    while let controller = current {
      if controller.isViewLoaded, let window = controller.view.window { return window }
      current = controller.presentedViewController?.rootAncestor
    }
    return nil
  }
}

extension Window {
  /// Ends a presentation: keeps it (`finished`) or takes it back.
  func finishPresentation(_ record: PresentationRecord, finished: Bool) {
    activeTransition = nil
    defer { record.presented.isBeingPresented = false }
    let presenter = record.presenter
    let presented = record.presented
    if finished {
      presented.endAppearanceTransition()
      record.removePresenterView()  // its view leaving the window ends its disappearance
      if record.removesPresenterView { presenter.endAppearanceTransition() }
      return
    }
    presented.beginAppearanceTransition(false, animated: true)
    if record.removesPresenterView { presenter.beginAppearanceTransition(true, animated: true) }
    record.container.removeFromSuperview()
    presented.view.removeFromSuperview()
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presentationRecords.removeAll { $0 === record }
    presented.endAppearanceTransition()
    if record.removesPresenterView { presenter.endAppearanceTransition() }
  }

  /// Ends a dismissal of `records` (bottom first), whose `leaving` controllers were on screen:
  /// removes them (`finished`) or restores them.
  func finishDismissal(
    _ records: [PresentationRecord], leaving: [ViewController], finished: Bool
  ) {
    activeTransition = nil
    defer { for record in records { record.presented.isBeingDismissed = false } }
    guard let first = records.first else { return }
    let presenter = first.presenter
    let reveals = first.removesPresenterView
    if finished {
      if reveals { presenter.endAppearanceTransition() }
      for record in records.reversed() {
        // Each view leaving the window ends its controller's disappearance.
        record.container.removeFromSuperview()
        record.presented.view.removeFromSuperview()
        record.presenter.presentedViewController = nil
        record.presented.presentingViewController = nil
      }
      presentationRecords.removeAll { record in records.contains { $0 === record } }
      for controller in leaving { controller.endAppearanceTransition() }
      return
    }
    for controller in leaving { controller.beginAppearanceTransition(true, animated: true) }
    if reveals { presenter.beginAppearanceTransition(false, animated: true) }
    for controller in leaving { controller.endAppearanceTransition() }
    if reveals {
      first.removePresenterView()  // its view leaving the window ends its disappearance
      presenter.endAppearanceTransition()
    }
  }
}
