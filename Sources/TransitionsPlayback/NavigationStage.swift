import Motion
import Stage
import Transitions

/// A navigation transition on a phone: a ``NavigationController`` whose root (role
/// `presenting`) has one screen (`pushed`) to push with the transition, and the transition's
/// supporting views (`dimming`, …) by their roles. A `push` while the screen is on the stack,
/// a `pop` at the root, and either while a push or pop runs are ignored.
@MainActor
final class NavigationStage: PlayStage {
  let window: Window
  let root = ViewController()
  let detail = ViewController()
  let navigation: NavigationController
  /// The transition every push and pop of the stage runs (one screen is pushed at a time).
  let transition: any NavigationTransition
  private let recorder: Recorder

  init(
    style: NavigationTransitionStyle, screen: Size, safeArea: EdgeInsets = .zero,
    reduceMotion: Bool,
    layoutDirection: LayoutDirection = .leftToRight, recorder: Recorder
  ) {
    self.recorder = recorder
    window = Window(size: screen, safeAreaInsets: safeArea)
    window.environment = Environment(
      reduceMotion: reduceMotion, haptics: recorder, layoutDirection: layoutDirection)
    let made = style.makeTransition()
    transition = made
    root.title = ViewRole.presenting.rawValue
    root.view.backgroundColor = Color(hex: 0x007AFF)
    detail.title = ViewRole.pushed.rawValue
    detail.view.backgroundColor = Color(hex: 0xFFFFFF)
    navigation = NavigationController(rootViewController: root)
    let box = TransitionBox(made)
    navigation.transition = .custom { box.transition }
    window.rootViewController = navigation
    before = navigation.view.subviews
  }

  /// Shows the pushed screen at t = 0, before anything is recorded.
  func showPushed() {
    try? navigation.pushViewController(detail, animated: false)
  }

  /// Starts recording callbacks and transition events.
  func observe() {
    for (controller, role) in [(root, ViewRole.presenting), (detail, .pushed)] {
      recorder.recordAppearance(of: controller, as: role)
    }
    navigation.onEvent = { [weak recorder] event in recorder?.record(event) }
  }

  func perform(_ action: Action) -> String? {
    switch action {
    case .push:
      if navigation.activeRun != nil { return "a transition is in progress" }
      if detail.parent != nil { return "the screen is already pushed" }
      return refusal { () throws(NavigationError) in
        try navigation.pushViewController(detail, animated: true)
      }
    case .pop:
      if navigation.activeRun != nil { return "a transition is in progress" }
      if navigation.viewControllers.count < 2 { return "nothing to pop: the root is on top" }
      return refusal { () throws(NavigationError) in
        try navigation.popViewController(animated: true)
      }
    case .setInteractive(let operation, let enabled):
      navigation.setInteractive(enabled, for: operation)
      return nil
    case .present, .dismiss, .select, .selectDetent, .setContentHeight:
      return "\(action.name) is not a navigation action"
    }
  }

  /// What the navigation controller's view held before anything was pushed.
  private let before: [View]
  /// What the transition put in the container (the navigation controller's view) without
  /// listing it.
  private let unlisted = UnlistedViews()

  /// The views back to front: the root's, the listed dimming, the unlisted views found behind
  /// the pushed view, the pushed view, the other listed views, and the unlisted views found in
  /// front of it.
  var roles: [(role: ViewRole, view: View)] {
    let listed = transition.supportingViews
    unlisted.update(
      container: navigation.view, known: before + [root.view, detail.view] + listed.map(\.view),
      anchor: detail.view)
    return stagedRoles(
      back: [(.presenting, root.view)], anchor: (.pushed, detail.view), listed: listed,
      unlisted: unlisted)
  }

  var status: PlayStatus {
    playStatus(
      animator: navigation.activeAnimator, operation: navigation.activeOperation,
      otherwise: navigation.viewControllers.count > 1 ? .presented : .idle)
  }
}

/// One transition handed out by a style each time (the stage's single pushed screen).
@MainActor
private final class TransitionBox {
  let transition: any NavigationTransition
  init(_ transition: any NavigationTransition) { self.transition = transition }
}
