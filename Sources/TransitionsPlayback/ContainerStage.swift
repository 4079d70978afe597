import Motion
import Stage
import Transitions

/// A container catalogue transition on a phone: children `child0`… that slide, and the
/// selection `indicator`. A script's `start: presented` shows the same as `idle` (no transition
/// runs).
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

  init(
    _ configuration: ContainerViewController.Configuration, screen: Size,
    safeArea: EdgeInsets = .zero, reduceMotion: Bool, recorder: Recorder
  ) {
    self.recorder = recorder
    window = Window(size: screen, safeAreaInsets: safeArea)
    window.environment = Environment(reduceMotion: reduceMotion, haptics: recorder)
    let controllers = (0..<max(configuration.children, 1)).map { index -> ViewController in
      let child = ViewController()
      child.title = "child\(index)"
      child.view.backgroundColor = Self.colors[index % Self.colors.count]
      return child
    }
    container = ContainerViewController(children: controllers)
    container.releasePolicy = configuration.releasePolicy
    window.rootViewController = container
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
    case .setInteractive: return "setInteractive is for modal transitions"
    }
    if index == container.selectedIndex, container.activeAnimator == nil {
      return "child \(index) is already selected"
    }
    return container.select(index: index) ? nil : "child \(index) is already the target"
  }

  var roles: [(role: ViewRole, view: View)] {
    container.viewControllers.enumerated().map { (.child($0.offset), $0.element.view) }
      + [(.indicator, container.indicatorView)]
  }

  var status: PlayStatus {
    guard let animator = container.activeAnimator else { return (.idle, nil, false, nil) }
    return (.transitioning, .select, animator.context.isInteractive, animator.progress)
  }
}
