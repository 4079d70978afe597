public import Motion
public import Stage

/// The sheet as a ``ModalTransition``: its views, its frame, its interactions, and each run from
/// its beginning to its end.
extension SheetTransition: ReducedMotionTiming {
  public var presentationStyle: ModalPresentationStyle { .custom }

  /// The sheet's height changes between detents (and with the keyboard) as layout: its content
  /// is laid out again at each height, as in UIKit's sheets.
  public var movingViewSizeChanges: SizeChanges { .laidOut }

  public var supportingViews: [(role: ViewRole, view: View)] {
    configuration.prefersGrabberVisible
      ? [(.dimming, dimmingView), (.grabber, grabberView)] : [(.dimming, dimmingView)]
  }

  /// The sheet at its selected detent (the window's safe area as last seen); the sheet lays
  /// itself out again at once whenever Stage asks this.
  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    let safeArea = window?.safeAreaInsets ?? .zero
    let target = openingDetent
    let height = target.height(in: bounds.size, safeArea: safeArea, fittingHeight: contentHeight)
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// The detent the sheet opens at: the configuration's selected one when it is one of the
  /// detents, else the smallest.
  var openingDetent: SheetDetent {
    if let selected = configuration.selectedDetent, configuration.detents.contains(selected) {
      return selected
    }
    return detents.first ?? configuration.detents.first ?? .large
  }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .rising(for: operation)
  }

  /// Installs the sheet's own drag on `presented`'s view (once per controller) and keeps the
  /// host, to start and catch transitions; returns no pan interaction of the manager's kind.
  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    self.host = host
    if self.presented !== presented || interaction == nil {
      interaction?.uninstall()
      self.presented = presented
      let interaction = SheetInteraction(sheet: self, view: presented.view)
      interaction.scrollView = scrollView
      self.interaction = interaction
    }
    return []
  }

  public func containerViewDidLayoutSubviews(_ container: View) {
    dimmingView.frame = container.bounds
    layOut()
  }

  /// The seconds a button's present or dismiss takes: ``duration`` (0.5), or the 0.3 s
  /// cross-fade under Reduce Motion.
  public var motionDuration: Double { Self.duration }

  public func transitionWillBegin(_ context: any TransitionContext) {
    let window = context.window
    self.window = window
    activeContext = context
    let container = context.containerView
    if context.operation == .present {
      presenterView = context.viewController(forKey: .from)?.view
      container.passesTouchesThrough = true  // beside the sheet, touches reach the presenter
      dimmingView.frame = container.bounds
      dimmingView.alpha = 0
      container.insertSubview(dimmingView, at: 0)
      if configuration.prefersGrabberVisible { container.addSubview(grabberView) }
      lastRested = nil
      hold = nil
    }
    window.addFrameObserver(self)
    window.keyboard.addObserver(self)
    context.transitionCoordinator.observeProgress { [weak self] _ in self?.layOut() }
  }

  /// The keyboard changed between frames: the sheet follows at once.
  public func keyboardDidChange(_ keyboard: Keyboard) { layOut() }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    activeContext = nil
    let keyboard = context.window.keyboard
    switch (context.operation, position) {
    case (.present, .presenting(let detent, _)):
      if completed {
        position = .resting(detent)
        lastRested = detent
      } else {
        position = .hidden
      }
    case (.dismiss, .dismissing(let departure)):
      if completed {
        position = .hidden
      } else {
        // Back where it was: at rest if that was a detent, else on its way to the nearest.
        settle(from: departure.extent)
      }
    case (.dismiss, _) where completed:
      position = .hidden
    default:
      break  // a finger took the sheet over before the transition ended
    }
    if (context.operation == .dismiss) == completed {
      // The sheet has gone: its dimming and grabber leave the container with it.
      dimmingView.removeFromSuperview()
      grabberView.removeFromSuperview()
    }
    if holdsKeyboard {
      holdsKeyboard = false
      let shown = !(context.operation == .dismiss && completed)
      let settled = !shown || keyboard.visibleHeight == keyboard.height
      keyboard.endTracking(shown: shown, duration: settled ? 0 : KeyboardCurve.notificationDuration)
    }
    if case .hidden = position {
      hold = nil
      context.window.removeFrameObserver(self)
      context.window.keyboard.removeObserver(self)
      presenterView?.transform = .identity
      presenterView?.cornerRadius = 0
    }
    layOut()
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    _ = try context.movingView()
    let window = context.window
    self.window = window
    activeContext = context
    resolveDetents(for: window)
    let crossFades = context.crossFades
    let now = window.currentTime
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
    let travel: Double
    if context.operation == .present {
      let detent = openingDetent
      position = .presenting(to: detent, crossFades: crossFades)
      travel = window.bounds.height - floor.top(ofExtent: effectiveHeight(of: detent, floor))
    } else {
      let departure = self.departure(at: now, floor: floor, crossFades: crossFades)
      position = .dismissing(departure)
      travel = departure.travel
      if crossFades {
        try? window.keyboard.hide()
      } else if departure.keyboard > 0 {
        holdsKeyboard = true
        window.keyboard.track(visibleHeight: departure.keyboard)
      }
    }
    let distance = max(travel, 1)
    let views = try PropertyAnimator(duration: Self.duration, window: window) {}
    let timing: TransitionAnimator.Timing =
      crossFades
      ? .curve(.linear, duration: ReducedMotion.crossFadeDuration)
      : .spring(try Spring.settling(in: Self.duration, dampingRatio: 1, distance: distance))
    let animator = try TransitionAnimator(
      context: context, propertyAnimator: views, timing: timing, travel: distance)
    layOut()
    return animator
  }
}
