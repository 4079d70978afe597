import Motion
import Stage
import TransitionsBackend

@testable import Transitions
@testable import TransitionsPlayback

/// The three hosts a gallery script of a navigation, container or tab transition plays on, as
/// UIKit's glue drives them (``TwinnedHost``), each with the toolkit's part: the stack and its
/// contexts (UIKit's navigation controller), the selection and its contexts (UIKit's tab bar
/// controller), the buttons (the container).
@MainActor
enum TwinnedHosts {
  static func definition(_ script: Script) throws -> TransitionDefinition {
    guard
      let found = TransitionCatalogue.definitions.first(where: {
        $0.description.id == script.transition
      })
    else { throw HostError.kind }
    return found
  }

  static func options(_ script: Script, _ definition: TransitionDefinition) throws
    -> TransitionOptions
  {
    try TransitionCatalogue.resolve(script.options, for: definition.description)
  }

  /// `scene` in the script's layout direction, from its start (as `play` builds its window).
  static func laidOut<Content>(_ scene: MirroredScene<Content>, _ script: Script)
    -> MirroredScene<Content>
  {
    scene.setLayoutDirection(script.layoutDirection)
    return scene
  }

  // MARK: Navigation

  /// UIKit's side of a navigation stack: its controllers, the run under way, its container.
  @MainActor final class Stack {
    let root = PlainController("root")
    let detail = PlainController("detail")
    let container = PlainView("container")
    var controllers: [PlainController]
    var running: (before: [PlainController], from: PlainController, to: PlainController)?

    init() { controllers = [root] }
  }

  static func navigation(_ script: Script, twinned: Bool) throws -> (
    HostScriptPlayer<NavigationContent<PlainToolkit>>, Stack
  ) {
    let definition = try definition(script)
    guard case .navigation(let make) = definition.factory else { throw HostError.kind }
    let style = make(try options(script, definition))
    let stack = Stack()
    let host = TwinnedHost(twinned: twinned) { [root = stack.root] in
      laidOut(
        MirroredNavigation(
          root: root, toolkit: PlainToolkit(), size: script.screen,
          safeAreaInsets: script.safeArea, transition: style, reduceMotion: script.reduceMotion),
        script)
    }
    host.react = { [weak host] actions in
      guard let host else { return }
      for action in actions {
        switch action {
        case .pop: change(stack, host, to: Array(stack.controllers.dropLast()), .pop)
        case .context(.complete(let completed)): complete(stack, host, completed)
        default: break
        }
      }
    }
    if script.start == .presented {
      stack.controllers = [stack.root, stack.detail]
      host.perform { [stack] s, _ in s.content.toolkitStackChanged(stack.controllers) }
    }
    let player = HostScriptPlayer(script, host: host) { action, host in
      switch action {
      case .push:
        guard stack.running == nil, stack.controllers.count == 1 else { return }
        change(stack, host, to: stack.controllers + [stack.detail], .push)
      case .pop:
        guard stack.running == nil, stack.controllers.count > 1 else { return }
        change(stack, host, to: Array(stack.controllers.dropLast()), .pop)
      case .setInteractive(let operation, let enabled):
        host.perform { s, _ in
          s.content.setInteractive(enabled, for: operation)
          return []
        }
      default: break
      }
    }
    return (player, stack)
  }

  /// UIKit's animated push or pop: the stack changes, the delegate vends an animator and an
  /// interaction controller, the context arrives with the container holding the from view.
  private static func change(
    _ stack: Stack, _ host: TwinnedHost<NavigationContent<PlainToolkit>>,
    to new: [PlainController], _ operation: TransitionOperation
  ) {
    guard stack.running == nil, let from = stack.controllers.last, let to = new.last else { return }
    let before = stack.controllers
    stack.controllers = new
    let token = host.perform { s, _ in
      s.content.toolkitWillRun(operation, from: from, to: to, stack: new)
    }
    guard let token else {
      stack.controllers = before
      return
    }
    let kind: TransitionHandshake.ContextKind =
      host.scene.content.wantsInteractiveStart ? .interactive : .interruptible
    stack.running = (before, from, to)
    let attached = host.perform(commits: true) { [container = stack.container] s, view in
      guard
        let actions = s.content.toolkitAttached(
          kind, token: token, container: view(container), from: view(from.view),
          to: view(to.view))
      else { return (false, []) }
      return (true, actions)
    }
    if !attached { complete(stack, host, false) }
  }

  private static func complete(
    _ stack: Stack, _ host: TwinnedHost<NavigationContent<PlainToolkit>>, _ completed: Bool
  ) {
    guard let running = stack.running else { return }
    stack.running = nil
    if !completed { stack.controllers = running.before }
    if completed {
      host.perform { [controllers = stack.controllers] s, _ in
        s.content.toolkitStackChanged(controllers)
      }
    }
  }

  // MARK: Container

  static func container(_ script: Script, twinned: Bool) throws
    -> HostScriptPlayer<ContainerContent<PlainToolkit>>
  {
    let content = PlainView("content")
    let children = (0..<3).map { PlainView("child\($0)") }
    let buttons = (0..<3).map { PlainView("button\($0)") }
    let indicator = PlainView("indicator")
    let host = TwinnedHost(twinned: twinned) {
      laidOut(
        MirroredContainer(
          children: 3, toolkit: PlainToolkit(), size: script.screen,
          safeAreaInsets: script.safeArea, reduceMotion: script.reduceMotion), script)
    }
    host.perform { s, view in
      s.content.bind(
        content: view(content), children: children.map(view), buttons: buttons.map(view),
        indicator: view(indicator))
    }
    let player = HostScriptPlayer(script, host: host) { action, host in
      switch action {
      case .select(let index):
        host.perform(commits: true) { s, _ in s.content.select(index: index).actions }
      case .setInteractive(let operation, let enabled):
        host.perform { s, _ in
          s.content.setInteractive(enabled, for: operation)
          return []
        }
      default: break
      }
    }
    player.retained = [content, indicator] + children + buttons
    return player
  }

  // MARK: Tab

  /// UIKit's side of a tab bar controller: its selection, the switch under way, its views.
  @MainActor final class Tabs {
    let container = PlainView("container")
    let children = (0..<3).map { PlainView("child\($0)") }
    var selected = 0
    var running: Int?
  }

  static func tab(_ script: Script, twinned: Bool) throws -> (
    HostScriptPlayer<TabContent<PlainToolkit>>, Tabs
  ) {
    let definition = try definition(script)
    guard case .tab(let make) = definition.factory else { throw HostError.kind }
    let style = make(try options(script, definition))
    let tabs = Tabs()
    let host = TwinnedHost(twinned: twinned) {
      let made = MirroredTabBar(
        tabs: 3, transition: style, toolkit: PlainToolkit(), size: script.screen,
        safeAreaInsets: script.safeArea, reduceMotion: script.reduceMotion)
      made.content.toolkitSelects = true
      return laidOut(made, script)
    }
    host.react = { [weak host] actions in
      guard let host else { return }
      for action in actions {
        switch action {
        case .select(let index): select(tabs, host, index)
        case .context(.complete(let completed)):
          if completed, let to = tabs.running { tabs.selected = to }
          tabs.running = nil
        default: break
        }
      }
    }
    let player = HostScriptPlayer(script, host: host) { action, host in
      switch action {
      case .select(let index): select(tabs, host, index)
      case .setInteractive(let operation, let enabled):
        host.perform { s, _ in
          s.content.setInteractive(enabled, for: operation)
          return []
        }
      default: break
      }
    }
    return (player, tabs)
  }

  /// UIKit's `selectedIndex` set (by code, or the glue after a pan began a switch): the delegate
  /// vends an animator and an interaction controller, the context arrives.
  private static func select(
    _ tabs: Tabs, _ host: TwinnedHost<TabContent<PlainToolkit>>, _ index: Int
  ) {
    guard tabs.running == nil, index != tabs.selected else { return }
    let from = tabs.selected
    let token = host.perform { s, _ in s.content.toolkitWillSelect(from: from, to: index) }
    guard let token else {
      // UIKit switches without an animator; the engine follows.
      tabs.selected = index
      host.perform { s, _ in
        if s.content.tabs.activeRun == nil { _ = s.content.tabs.showSelected(index) }
        return []
      }
      return
    }
    tabs.running = index
    let kind: TransitionHandshake.ContextKind =
      host.scene.content.wantsInteractiveStart ? .interactive : .interruptible
    let attached = host.perform(commits: true) { [tabs] s, view in
      guard
        let actions = s.content.toolkitAttached(
          kind, token: token, container: view(tabs.container), from: view(tabs.children[from]),
          to: view(tabs.children[index]))
      else { return (false, []) }
      return (true, actions)
    }
    if !attached { tabs.running = nil }
  }

  enum HostError: Error { case kind }
}
