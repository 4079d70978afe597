import Motion
import Stage

/// One change of the stack: checked, then made at once or run as one push or pop.
extension NavigationController {
  /// Replaces the stack with `stack`: at once without animation (or out of a window), else with
  /// one push or pop. `gesture`: the interaction that begins it (it drives the run from its first
  /// frame); `style`: the transition a newly pushed top controller gets.
  ///
  /// - Returns: Whether a transition runs (or the change was made).
  @discardableResult
  func change(
    to stack: [ViewController], animated: Bool, pushedWith style: NavigationTransitionStyle? = nil,
    drivenBy gesture: PanInteraction? = nil
  ) throws(NavigationError) -> Bool {
    try check(stack)
    guard activeRun == nil else { throw .transitionInProgress }
    let old = viewControllers
    guard let from = old.last, let to = stack.last else { throw .emptyStack }
    let added = stack.filter { controller in !old.contains { $0 === controller } }
    let removed = old.filter { controller in !stack.contains { $0 === controller } }
    if let style, !old.contains(where: { $0 === to }) {
      entries[ObjectIdentifier(to)] = Entry(transition: style.makeTransition())
    }
    let operation: TransitionOperation? =
      to === from ? nil : old.contains { $0 === to } ? .pop : .push
    guard let operation, animated, isViewLoaded, let window = view.window else {
      viewControllers = stack
      replaceAtOnce(from: from, to: to, added: added, removed: removed)
      return true
    }
    let change = StackChange(
      old: old, new: stack, from: from, to: to, added: added, removed: removed,
      operation: operation)
    return try run(change, in: window, drivenBy: gesture)
  }

  /// Refuses a stack that cannot be: empty, a controller twice, this controller or an ancestor,
  /// or a presented one.
  private func check(_ stack: [ViewController]) throws(NavigationError) {
    guard !stack.isEmpty else { throw .emptyStack }
    for (index, controller) in stack.enumerated() {
      if stack[..<index].contains(where: { $0 === controller }) { throw .duplicateController }
      if controller.presentingViewController != nil { throw .unavailableController }
      var ancestor: ViewController? = self
      while let current = ancestor {
        if current === controller { throw .unavailableController }
        ancestor = current.parent ?? current.presentingViewController
      }
    }
  }

  /// The transition that pushes and pops `controller` (made from ``transition`` the first time
  /// it is asked for).
  func entryTransition(for controller: ViewController) -> any NavigationTransition {
    let key = ObjectIdentifier(controller)
    let found = entries[key]?.transition ?? transition.makeTransition()
    if entries[key] == nil { entries[key] = Entry(transition: found) }
    (found as? any LayoutDirectionFollowing)?.follow(view.window)
    return found
  }

  // MARK: At once

  /// The change without animation: containment and appearance in UIKit's order, the new top's
  /// view at rest in the bounds.
  private func replaceAtOnce(
    from: ViewController, to: ViewController, added: [ViewController], removed: [ViewController]
  ) {
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    to.loadViewIfNeeded()
    delegate?.navigationController(self, willShow: to, animated: false)
    if to !== from, isViewLoaded {
      let onScreen = isAppearingOrAppeared
      if onScreen {
        from.beginAppearanceTransition(false, animated: false)
        to.beginAppearanceTransition(true, animated: false)
      }
      Self.rest(to.view, in: view.bounds)
      view.addSubview(to.view)
      from.view.removeFromSuperview()
      if onScreen {
        from.endAppearanceTransition()
        to.endAppearanceTransition()
      }
    }
    for controller in removed {
      if controller.isViewLoaded, controller.view.superview === view {
        controller.view.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    for controller in added { controller.didMove(toParent: self) }
    dropEntries(of: removed)
    if to !== from { installInteractions(of: to) }
    gestureSettingsChanged()
    delegate?.navigationController(self, didShow: to, animated: false)
  }

  /// A controller's view at rest: filling `bounds`, untransformed, opaque.
  static func rest(_ view: View, in bounds: Rect) {
    view.transform = .identity
    view.frame = bounds
    view.alpha = 1
  }

  // MARK: Animated

  /// Everything one animated change needs to commit or take back.
  struct StackChange {
    let old: [ViewController]
    let new: [ViewController]
    let from: ViewController
    let to: ViewController
    let added: [ViewController]
    let removed: [ViewController]
    let operation: TransitionOperation
    /// The transition of the screen pushed or popped, when it runs (no delegate's animator).
    var own: (any NavigationTransition)?
  }

  /// Runs one push or pop (one ``TransitionRun``): containment and appearance in UIKit's order,
  /// the delegate's animator and interaction controller if it vends them, else the transition
  /// of the screen pushed (or popped).
  private func run(
    _ proposed: StackChange, in window: Window, drivenBy gesture: PanInteraction?
  ) throws(NavigationError) -> Bool {
    var change = proposed
    let (from, to) = (change.from, change.to)
    let own = entryTransition(for: change.operation == .push ? to : from)
    delegate?.navigationController(self, willShow: to, animated: true)
    let custom = delegate?.navigationController(
      self, animationControllerFor: change.operation, from: from, to: to)
    let transition = custom ?? own
    change.own = custom == nil ? own : nil
    viewControllers = change.new

    // Containment and appearance, UIKit's order.
    for controller in change.added { addChild(controller) }
    for controller in change.removed { controller.willMove(toParent: nil) }
    to.loadViewIfNeeded()
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    let bounds = view.bounds
    Self.rest(to.view, in: bounds)
    if change.operation == .push {
      view.addSubview(to.view)
    } else {
      view.insertSubview(to.view, belowSubview: from.view)
    }
    installInteractions(of: to)

    let supporting = custom == nil ? own.supportingViews.map(\.view) : []
    let run = TransitionRun(
      transition, operation: change.operation, container: view, window: window,
      start: start(for: custom, drivenBy: gesture), from: from, to: to,
      frames: [
        .init(from, initial: bounds, final: .zero), .init(to, initial: .zero, final: bounds),
      ],
      restoring: [from.view, to.view] + supporting
    ) { [weak self, change] finished in
      self?.ended(change, finished: finished)
    }
    run.onEvent = { [weak self] event in self?.onEvent?(event) }
    activeRun = run
    change.own?.transitionWillBegin(run.context)
    guard run.begin() else {
      throw .transitionFailed(reason: run.failureReason ?? "its animator could not be built")
    }
    return true
  }

  /// How the run starts: driven by the delegate's interaction controller for its own animator
  /// (through `gesture` when that is percent-driven and a gesture begins it), by `gesture`, or
  /// along its timing.
  private func start(
    for custom: (any AnimatedTransitioning)?, drivenBy gesture: PanInteraction?
  ) -> TransitionRun.Start {
    if let custom,
      let interaction = delegate?.navigationController(self, interactionControllerFor: custom)
    {
      guard let gesture, let percent = interaction as? PercentDrivenInteraction else {
        return .interactively(by: interaction)
      }
      return .interactively { context, animator in
        gesture.drive(percent, context: context, animator: animator)
      }
    }
    if let gesture { return .interactively(by: gesture) }
    return .animated
  }

  /// The run ended: commit the new stack (`finished`) or take it back, callbacks balanced.
  private func ended(_ change: StackChange, finished: Bool) {
    let context = activeRun?.context
    activeRun = nil
    let (from, to) = (change.from, change.to)
    if let own = change.own, let context { own.transitionDidEnd(context, completed: finished) }
    if finished {
      from.endAppearanceTransition()
      from.view.removeFromSuperview()
      for controller in change.removed { controller.removeFromParent() }
      to.endAppearanceTransition()
      for controller in change.added { controller.didMove(toParent: self) }
      dropEntries(of: change.removed)
      gestureSettingsChanged()
      // The window may have been resized while the run held the layout back (a rotation during
      // a pop): the screen now on top fills the bounds as they are.
      layoutTopAfterRun()
      delegate?.navigationController(self, didShow: to, animated: true)
      return
    }
    // Back: the arriving controller leaves as a removed child does; the leaving one, still on
    // the stack, appears again and confirms its parent.
    viewControllers = change.old
    from.beginAppearanceTransition(true, animated: true)
    to.beginAppearanceTransition(false, animated: true)
    for controller in change.added { controller.willMove(toParent: nil) }
    to.view.removeFromSuperview()
    for controller in change.added { controller.removeFromParent() }
    to.endAppearanceTransition()
    from.endAppearanceTransition()
    for controller in change.removed { controller.didMove(toParent: self) }
    dropEntries(of: change.added)
    gestureSettingsChanged()
    layoutTopAfterRun()
  }

  // MARK: Entries

  /// Installs the pop interactions of `controller`'s transition on its view (once); none for
  /// the root, which is never popped.
  func installInteractions(of controller: ViewController) {
    guard controller !== viewControllers.first else { return }
    let key = ObjectIdentifier(controller)
    let transition = entryTransition(for: controller)
    guard var entry = entries[key], entry.interactions.isEmpty else { return }
    entry.interactions = transition.makePopInteractions(on: controller, host: entryHost)
    entries[key] = entry
  }

  /// Forgets the entries of controllers that left the stack, uninstalling their interactions.
  func dropEntries(of controllers: [ViewController]) {
    for controller in controllers {
      guard let entry = entries.removeValue(forKey: ObjectIdentifier(controller)) else { continue }
      for interaction in entry.interactions { interaction.uninstall() }
    }
  }
}
