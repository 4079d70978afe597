import Motion
import Stage
import Transitions

/// A container catalogue transition on a phone: children `child0`… that slide, and the
/// selection `indicator`; or a tab transition: a ``TabBarController``'s children and its
/// `tabBar`. A script's `start: presented` shows the same as `idle` (no transition runs).
@MainActor
final class ContainerStage: PlayStage {
  let window: Window
  let container: ContainerViewController
  private let recorder: Recorder

  /// The children's colours, in order.
  static let colors: [Color] = [
    Color(hex: 0x007AFF), Color(hex: 0xFFCC00), Color(hex: 0x34C759), Color(hex: 0xFF3B30),
    Color(hex: 0xAF52DE), Color(hex: 0xFF9500), Color(hex: 0x5AC8FA), Color(hex: 0x8E8E93),
  ]

  /// The catalogue's container of `configuration`.
  convenience init(
    _ configuration: ContainerViewController.Configuration, screen: Size,
    safeArea: EdgeInsets = .zero, reduceMotion: Bool,
    layoutDirection: LayoutDirection = .leftToRight, recorder: Recorder
  ) {
    let container = ContainerViewController(children: Self.children(configuration.children))
    container.releasePolicy = configuration.releasePolicy
    self.init(
      container, screen: screen, safeArea: safeArea, reduceMotion: reduceMotion,
      layoutDirection: layoutDirection, recorder: recorder)
  }

  /// A tab bar controller of `children` children switched with `style`.
  convenience init(
    tab style: TabTransitionStyle, children: Int, screen: Size, safeArea: EdgeInsets = .zero,
    reduceMotion: Bool, layoutDirection: LayoutDirection = .leftToRight, recorder: Recorder
  ) {
    let tabs = TabBarController(children: Self.children(children))
    tabs.transition = style
    self.init(
      tabs, screen: screen, safeArea: safeArea, reduceMotion: reduceMotion,
      layoutDirection: layoutDirection, recorder: recorder)
  }

  private init(
    _ container: ContainerViewController, screen: Size, safeArea: EdgeInsets,
    reduceMotion: Bool, layoutDirection: LayoutDirection, recorder: Recorder
  ) {
    self.recorder = recorder
    window = Window(size: screen, safeAreaInsets: safeArea)
    window.environment = Environment(
      reduceMotion: reduceMotion, haptics: recorder, layoutDirection: layoutDirection)
    self.container = container
    window.rootViewController = container
  }

  /// `count` children (at least one), titled and coloured by index.
  private static func children(_ count: Int) -> [ViewController] {
    (0..<max(count, 1)).map { index -> ViewController in
      let child = ViewController()
      child.title = "child\(index)"
      child.view.backgroundColor = Self.colors[index % Self.colors.count]
      return child
    }
  }

  func observe() {
    for (index, child) in container.viewControllers.enumerated() {
      recorder.recordAppearance(of: child, as: .child(index))
    }
    container.onEvent = { [weak recorder] event in recorder?.record(event) }
  }

  func perform(_ action: Action) -> String? {
    let index: Int
    switch action {
    case .select(let child): index = child
    case .present, .dismiss: return "\(action.name) is for modal transitions"
    case .push, .pop: return "\(action.name) is for navigation transitions"
    case .selectDetent, .setContentHeight: return "\(action.name) is for sheets"
    case .setInteractive(let operation, let enabled):
      container.setInteractive(enabled, for: operation)
      return nil
    }
    if index == container.selectedIndex, container.activeAnimator == nil {
      return "child \(index) is already selected"
    }
    return container.select(index: index) ? nil : "child \(index) is already the target"
  }

  var roles: [(role: ViewRole, view: View)] {
    let children = container.viewControllers.enumerated().map {
      (role: ViewRole.child($0.offset), view: $0.element.view)
    }
    guard let tabs = container as? TabBarController else {
      return children + [(.indicator, container.indicatorView)]
    }
    return children + [(.tabBar, tabs.tabBar)]
  }

  var status: PlayStatus {
    guard let animator = container.activeAnimator else { return (.idle, nil, false, nil) }
    return (.transitioning, .select, animator.context.isInteractive, animator.progress)
  }
}
