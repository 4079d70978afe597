import Motion
import Stage
public import Transitions

/// A toolkit's own tab bar controller (UIKit's `UITabBarController`) whose switches the engine
/// runs: the toolkit keeps its children, its bar and its selection; the engine, the motion.
extension TabContent {
  /// Whether the toolkit keeps its own selection and asks for each switch's animator (UIKit's
  /// glue): a pan the engine begins then asks the toolkit to select
  /// (``BackendAction/select(_:)``), the engine's runs are told to the toolkit's context, and
  /// the children take the whole view under the toolkit's bar
  /// (`TabBarController/extendsContentUnderTabBar`). Default `false`.
  public var toolkitSelects: Bool {
    get { tabs.extendsContentUnderTabBar }
    set { tabs.extendsContentUnderTabBar = newValue }
  }

  /// The toolkit is about to switch from the child at `from` to the one at `to` (UIKit's
  /// `tabBarController(_:animationControllerForTransitionFrom:to:)`): the engine runs the same
  /// switch, the one a pan already began, or a new one as the code's selection (the toolkit
  /// asked its delegate already).
  ///
  /// - Returns: The token of the run, for the animator to carry to
  ///   ``toolkitAttached(_:token:container:from:to:)``; `nil` when the engine refuses (a switch
  ///   of the toolkit's under way, an index out of range, a selection the engine does not
  ///   mirror): the toolkit then switches without an animator. And the actions it caused.
  public func toolkitWillSelect(from: Int, to: Int) -> (token: Int?, actions: [BackendAction]) {
    let children = tabs.viewControllers.indices
    guard toolkitRun == nil, children.contains(from), children.contains(to), from != to,
      tabs.selectedIndex == from
    else { return (nil, parts.drain()) }
    parts.takeBackBeforeChange()  // a committed switch first
    if tabs.activeRun != nil {
      // A finger began this switch in the engine: the toolkit now runs the same one.
      guard tabs.selection.targetIndex == to else { return (nil, parts.drain()) }
      return (begin(), parts.drain())
    }
    let token = begin()
    guard tabs.select(index: to), tabs.activeRun != nil else {
      toolkitRun = nil
      return (nil, parts.drain())
    }
    return (token, parts.drain())
  }

  private func begin() -> Int {
    lastToken += 1
    toolkitRun = lastToken
    return lastToken
  }

  /// Every switch the engine mirrors gets an interaction controller (``ToolkitRunContent``).
  public var vendsInteractionController: Bool { toolkitRun != nil }

  /// The engine tab bar controller's switch under way.
  public var engineRun: TransitionRun? { tabs.activeRun }

  /// The toolkit handed over the context of the run `token` (``ToolkitRunContent``): the real
  /// views of the children show the engine's (every value but the background and content).
  public func toolkitAttached(
    _ kind: TransitionHandshake.ContextKind, token: Int, container: Toolkit.BackendView,
    from: Toolkit.BackendView, to: Toolkit.BackendView
  ) -> [BackendAction]? {
    guard toolkitRun == token, handshake.context == nil, tabs.activeRun != nil,
      let target = tabs.selection.targetIndex
    else { return nil }
    let binder = parts.binder
    binder.bind(tabs.contentView, to: container, .container)
    let shown = NavigationContent<Toolkit>.screenShown
    binder.bind(tabs.viewControllers[tabs.selectedIndex].view, to: from, shown)
    binder.bind(tabs.viewControllers[target].view, to: to, shown)
    boundChildren = [tabs.selectedIndex, target]
    parts.show()
    parts.emit(handshake.contextAttached(kind))
    letGoIfEnded()
    return parts.drain()
  }

  // MARK: The engine

  func engineEvent(_ event: TransitionEvent) {
    guard toolkitSelects else { return }
    switch event {
    case .transitionBegan(_, let interactive):
      handshake = TransitionHandshake()
      engineRunEnded = false
      handshake.engineBegan(interactive: interactive)
      if toolkitRun == nil, let target = tabs.selection.targetIndex { parts.emit(.select(target)) }
    case .interactionBegan:
      parts.emit(handshake.engineInteractionBegan())
    case .interactionEnded(_, let finish, _, _):
      parts.emit(handshake.engineInteractionEnded(finish: finish))
    case .transitionEnded(_, let completed):
      parts.emit(handshake.engineEnded(completed: completed))
      engineRunEnded = true
    case .transitionFailed:
      parts.emit(handshake.engineEnded(completed: false))
      engineRunEnded = true
    }
  }

  /// After the engine's run ended and the toolkit's context heard its completion (or there is
  /// no toolkit run): the bindings of the run are let go; the toolkit lays its children out.
  func letGoIfEnded() {
    guard engineRunEnded, toolkitRun == nil || handshake.completed else { return }
    engineRunEnded = false
    parts.binder.unbind(tabs.contentView)
    for index in boundChildren { parts.binder.unbind(tabs.viewControllers[index].view) }
    boundChildren = []
    toolkitRun = nil
  }
}
