public import Motion
public import Stage

/// The popover as a ``ModalTransition``: each call is the popover's own, or the adapted sheet's
/// while the presentation is adapted (decided when it begins, from the window's width, and kept
/// until it has been dismissed).
extension PopoverTransition {
  public var presentationStyle: ModalPresentationStyle { .custom }

  /// Adapted now, or (before a presentation begins) for a window as wide as `bounds`.
  private func adapted(for bounds: Rect) -> Bool { isAdapted ?? adapts(toWidth: bounds.width) }

  /// The content's frame. Shown and at rest, the popover is laid out again for `bounds` (the
  /// window resized: UIKit repositions a popover shown when its window changes); while it
  /// moves it keeps the layout its run began with. The adaptation is kept until it has gone.
  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    if adapted(for: bounds) { return adaptedSheet.frameOfPresentedView(inContainerBounds: bounds) }
    let safeArea = container?.window?.safeAreaInsets ?? .zero
    guard let shown = layout else { return layout(in: bounds, safeArea: safeArea).content }
    guard presentation == nil, presented?.presentingViewController != nil else {
      return shown.content
    }
    let again = layout(in: bounds, safeArea: safeArea)
    layout = again
    return again.content
  }

  /// The popover starts no gesture (see the type's discussion); the sheet's axis when adapted.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    if isAdapted == true { return adaptedSheet.progressAxis(for: operation) }
    return .rising(for: operation)
  }

  /// Keeps the presented controller and the host: the sheet's drag is installed when a
  /// presentation adapts. No pan of the manager's kind.
  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    self.presented = presented
    self.host = host
    if isAdapted == true {
      return adaptedSheet.makeDismissalInteractions(on: presented, host: host)
    }
    return []
  }

  public func containerViewDidLayoutSubviews(_ container: View) {
    if isAdapted == true { return adaptedSheet.containerViewDidLayoutSubviews(container) }
    if let layout { arrowView.frame = layout.arrow }
  }

  /// The arrow; the sheet's dimming and grabber when adapted.
  public var supportingViews: [(role: ViewRole, view: View)] {
    isAdapted == true ? adaptedSheet.supportingViews : [(.arrow, arrowView)]
  }

  public var movingViewSizeChanges: SizeChanges {
    isAdapted == true ? adaptedSheet.movingViewSizeChanges : .none
  }

  public func transitionDuration(using context: any TransitionContext) -> Double {
    if isAdapted == true { return adaptedSheet.transitionDuration(using: context) }
    return context.crossFades ? ReducedMotion.crossFadeDuration : Self.duration
  }

  public func transitionWillBegin(_ context: any TransitionContext) {
    let window = context.window
    if context.operation == .present {
      let adapted = adapts(toWidth: window.bounds.width)
      isAdapted = adapted
      layout = adapted ? nil : layout(in: window.bounds, safeArea: window.safeAreaInsets)
      onAdapt?(adapted)
      if adapted {
        if let presented, let host {
          _ = adaptedSheet.makeDismissalInteractions(on: presented, host: host)
        }
      } else {
        adaptedSheet.interaction?.uninstall()
        adaptedSheet.interaction = nil
        presented = context.viewController(forKey: .to) ?? presented
        showOutside(in: context.containerView)
      }
    }
    if isAdapted == true { return adaptedSheet.transitionWillBegin(context) }
    arrowView.frame = layout?.arrow ?? arrowView.frame
    if arrowView.superview !== context.containerView { context.containerView.addSubview(arrowView) }
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    if context.operation == .present { presentation = nil }
    let gone = (context.operation == .dismiss) == completed
    if isAdapted == true {
      adaptedSheet.transitionDidEnd(context, completed: completed)
    } else if gone {
      arrowView.removeFromSuperview()
      hideOutside()
    }
    if gone {
      isAdapted = nil
      layout = nil
    }
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    if isAdapted == true { return try adaptedSheet.interruptibleAnimator(using: context) }
    return try ownAnimator(using: context)
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    if isAdapted == true { adaptedSheet.animationEnded(transitionCompleted) }
  }
}

extension PopoverTransition: StagedTransition {
  /// Points at the stage's source view (``Staging/Source``), when it has one.
  public func attach(to stage: StageHookup) {
    guard let source = stage.source else { return }
    sourceView = source(.present)
    let report = stage.report
    let previous = onAdapt
    onAdapt = { adapted in
      previous?(adapted)
      if adapted { report(.adapted(to: "sheet")) }
    }
  }
}
