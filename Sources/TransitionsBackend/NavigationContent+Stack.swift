import Stage
public import Transitions

/// The toolkit's stack, mirrored: its pushes and pops each run as the same change of the
/// engine's navigation controller, and the context it hands over joined to that run.
extension NavigationContent {
  /// Pushes of `controller` from now on (the next one) are made with `style` instead of the
  /// stack's default (UIKit's `preferredTransition`); its pop runs the same transition.
  public func setTransition(_ style: NavigationTransitionStyle, forNextPushOf controller: AnyObject)
  {
    pendingStyle = (WeakReference(controller), wrapped(style))
  }

  /// What a screen pushed without a transition of its own is pushed and popped with from now on
  /// (the engine navigation controller's `NavigationController/transition`).
  public func setDefaultTransition(_ style: NavigationTransitionStyle) {
    navigation.transition = wrapped(style)
  }

  /// Whether `controller` can be pushed onto the toolkit's `stack` now, as the engine's
  /// navigation controller decides.
  ///
  /// - Throws: `NavigationError/transitionInProgress` while a push or pop runs,
  ///   `NavigationError/alreadyOnStack` for a controller on the stack.
  public func checkPush(_ controller: AnyObject, onto stack: [AnyObject]) throws(NavigationError) {
    guard toolkitRun == nil, navigation.activeRun == nil else { throw .transitionInProgress }
    guard !stack.contains(where: { $0 === controller }) else { throw .alreadyOnStack }
  }

  /// The toolkit shows `stack` (root first), changed without animation or just after a
  /// transition (UIKit's `navigationController(_:didShow:animated:)`): the engine's stack
  /// becomes the same at once. Nothing happens while a push or pop runs.
  @discardableResult
  public func toolkitStackChanged(_ stack: [AnyObject]) -> [BackendAction] {
    guard toolkitRun == nil, navigation.activeRun == nil, !stack.isEmpty else { return drain() }
    parts.takeBackBeforeChange()
    let mirrored = stack.map(screen(for:))
    let current = navigation.viewControllers
    if !current.elementsEqual(mirrored, by: ===) {
      if let top = stack.last, pendingStyle?.controller.value === top,
        let style = pendingStyle?.style, mirrored.count == current.count + 1,
        zip(current, mirrored).allSatisfy({ $0 === $1 })
      {
        // Pushed without animation, with its own transition: the engine keeps it for the pop.
        pendingStyle = nil
        try? navigation.pushViewController(screen(for: top), transition: style, animated: false)
      } else {
        try? navigation.setViewControllers(mirrored, animated: false)
      }
    }
    forgetScreens()
    show()
    return drain()
  }

  /// The toolkit asks for the animator of a push or pop from `from` to `to` whose new stack is
  /// `stack` (UIKit's `navigationController(_:animationControllerFor:from:to:)`, where the
  /// navigation controller's `viewControllers` is already the new stack): the engine runs the
  /// same change (or, when a finger began this pop in the engine, goes on with it).
  ///
  /// - Returns: The token of the run, for the animator to carry to
  ///   ``toolkitAttached(_:token:container:from:to:)``; `nil` when the engine refuses (a push or
  ///   pop already runs, an operation other than push or pop, a stack the engine cannot hold).
  ///   And the actions it caused.
  public func toolkitWillRun(
    _ operation: TransitionOperation, from: AnyObject, to: AnyObject, stack: [AnyObject]
  ) -> (token: Int?, actions: [BackendAction]) {
    guard operation == .push || operation == .pop, toolkitRun == nil else { return (nil, drain()) }
    parts.takeBackBeforeChange()  // a committed run (a pop released) first
    let fromScreen = screen(for: from)
    let toScreen = screen(for: to)
    if let run = navigation.activeRun {
      // A finger began this pop in the engine: the toolkit now runs the same one.
      guard run.operation == operation, run.context.viewController(forKey: .from) === fromScreen,
        run.context.viewController(forKey: .to) === toScreen
      else { return (nil, drain()) }
      runScreens = (fromScreen, toScreen)
      return (begin(operation), drain())
    }
    let old = engineStack(before: operation, from: fromScreen, to: toScreen, stack: stack)
    let new = stack.map(screen(for:))
    let style = pendingStyle?.controller.value === to ? pendingStyle?.style : nil
    if style != nil { pendingStyle = nil }
    let token = begin(operation)
    runScreens = (fromScreen, toScreen)
    do {
      if !navigation.viewControllers.elementsEqual(old, by: ===) {
        try navigation.setViewControllers(old, animated: false)
      }
      if operation == .push, new.count == old.count + 1, new.last === toScreen,
        zip(old, new).allSatisfy({ $0 === $1 })
      {
        try navigation.pushViewController(toScreen, transition: style, animated: true)
      } else {
        try navigation.setViewControllers(new, animated: true)
      }
    } catch {
      toolkitRun = nil
      runScreens = nil
      return (nil, drain())
    }
    guard navigation.activeRun != nil else {
      toolkitRun = nil
      runScreens = nil
      return (nil, drain())
    }
    return (token, drain())
  }

  /// The engine's stack before the toolkit's change: as it is when it shows `from` on top (it
  /// mirrors the toolkit's), else rebuilt from the toolkit's new `stack`.
  private func engineStack(
    before operation: TransitionOperation, from: MirroredScreen, to: MirroredScreen,
    stack: [AnyObject]
  ) -> [ViewController] {
    let current = navigation.viewControllers
    if current.last === from { return current }
    var rebuilt: [ViewController] = stack.map(screen(for:))
    if operation == .push, rebuilt.last === to { rebuilt.removeLast() }
    rebuilt.removeAll { $0 === from }
    return rebuilt + [from]
  }

  private func begin(_ operation: TransitionOperation) -> Int {
    lastToken += 1
    let run = ToolkitRun(operation: operation, token: lastToken)
    toolkitRun = run
    return run.token
  }

  /// Every run the engine mirrors gets an interaction controller (``ToolkitRunContent``).
  public var vendsInteractionController: Bool { toolkitRun != nil }

  /// The engine navigation controller's run under way.
  public var engineRun: TransitionRun? { navigation.activeRun }

  /// The toolkit handed over the context of the run `token`, with its `container` and the real
  /// views of the controllers it goes `from` and `to` (``ToolkitRunContent``).
  public func toolkitAttached(
    _ kind: TransitionHandshake.ContextKind, token: Int, container: Toolkit.BackendView,
    from: Toolkit.BackendView, to: Toolkit.BackendView
  ) -> [BackendAction]? {
    guard toolkitRun?.token == token, handshake.context == nil, let runScreens else { return nil }
    binder.bind(navigation.view, to: container, .container)
    let transition = navigation.activeRun?.transition as? any NavigationTransition
    drawsScaled = transition?.movingViewSizeChanges == .drawnByScaling
    lastPlacements = [nil, nil]
    let options = drawsScaled ? Self.screenScaled : Self.screenShown
    binder.bind(runScreens.from.view, to: from, options)
    binder.bind(runScreens.to.view, to: to, options)
    boundViews = [(runScreens.from, WeakReference(from)), (runScreens.to, WeakReference(to))]
    show()
    reportScreenPlacements()
    emit(handshake.contextAttached(kind))
    letGoIfEnded()
    return drain()
  }
}
