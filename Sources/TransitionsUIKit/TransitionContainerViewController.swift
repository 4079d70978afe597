import Motion
import Stage
import TransitionsBackend
public import UIKit

/// Seed 004's custom container as a real `UIViewController`: child controllers, a bar of their
/// titles, a selection indicator; the engine's ``Transitions/ContainerViewController``
/// (mirrored by ``TransitionsBackend/MirroredContainer``) decides every selection, drag and
/// rubber band, and its children's containment and appearance calls are made on the real
/// children in the engine's (UIKit's) order.
///
/// ```swift
/// let tabs = TransitionContainerViewController(children: [feed, search, profile])
/// window.rootViewController = tabs
/// tabs.interactiveTransitionGestureRecognizer.isEnabled = false  // buttons only
/// ```
@MainActor
public final class TransitionContainerViewController: UIViewController {
  /// The children, in order.
  public let viewControllers: [UIViewController]
  private let toolkit = UIKitToolkit()
  private let contentView = UIView(frame: .zero)
  private let indicator = UIView(frame: .zero)
  private var runner: SceneRunner<ContainerContent<UIKitToolkit>>?
  private var scene: MirroredContainer<UIKitToolkit>? { runner?.scene }
  private lazy var forwarder = TouchForwardingRecognizer(
    forward: { [weak self] finger, phase, point, time in
      self?.perform { scene in
        scene.send(
          id: finger, phase: phase, location: Point(x: point.x, y: point.y), mediaTime: time
        ).actions
      }
    },
    engineClaims: { [weak self] in self?.scene?.engineClaimsTouches ?? false })

  /// A container of `children` (at least one; the first is shown).
  public init(children: [UIViewController]) {
    viewControllers = children
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The pan that drives the default interaction; disable it to disable the interaction.
  public var interactiveTransitionGestureRecognizer: UIGestureRecognizer { forwarder }

  /// Switches the pan across the content on or off at runtime: off, it stops beginning (the
  /// recogniser's `gestureRecognizerShouldBegin(_:)` answers `false`); a drag under way goes on
  /// to its release. The buttons work either way.
  public func setInteractive(_ enabled: Bool) {
    panInteractive = enabled
    perform { scene in
      scene.content.setInteractive(enabled, for: .select)
      return []
    }
  }
  private var panInteractive = true

  public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let labels = viewControllers.map { child -> UIView in
      let label = UILabel(frame: .zero)
      label.text = child.title
      label.textAlignment = .center
      return label
    }
    view.addSubview(contentView)
    for label in labels { view.addSubview(label) }
    view.addSubview(indicator)
    let scene = MirroredContainer(
      children: viewControllers.count, toolkit: toolkit, size: Size(view.bounds.size),
      safeAreaInsets: EdgeInsets(view.safeAreaInsets),
      reduceMotion: UIAccessibility.isReduceMotionEnabled)
    let runner = SceneRunner(scene: scene, hapticView: { [weak self] in self?.viewIfLoaded }) {
      [weak self] action in
      self?.handle(action)
    }
    self.runner = runner
    scene.content.setInteractionEnabled(forwarder.isEnabled)
    scene.content.setInteractive(panInteractive, for: .select)
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? true }
    forwarder.enabledChanged = { [weak self] enabled in
      self?.scene?.content.setInteractionEnabled(enabled)
    }
    view.addGestureRecognizer(forwarder)
    perform { scene in
      scene.content.bind(
        content: contentView, children: viewControllers.map(\.view), buttons: labels,
        indicator: indicator)
    }
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    perform { scene in scene.resize(toFit: view) + scene.toolkitDidLayout() }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    selected?.beginAppearanceTransition(true, animated: animated)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    selected?.endAppearanceTransition()
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selected?.beginAppearanceTransition(false, animated: animated)
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    selected?.endAppearanceTransition()
  }

  /// Shows the child at `index`, animated; returns whether anything will happen.
  @discardableResult
  public func select(index: Int) -> Bool {
    var accepted = false
    perform { scene in
      let result = scene.content.select(index: index)
      accepted = result.accepted
      return result.actions
    }
    return accepted
  }

  private var selected: UIViewController? {
    scene.map { viewControllers[$0.content.container.selectedIndex] }
  }

  private func perform(_ call: (MirroredContainer<UIKitToolkit>) -> [BackendAction]) {
    runner?.performUntwinned(call)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  private func handle(_ action: BackendAction) {
    switch action {
    case .child(let index, let call): make(call, on: viewControllers[index])
    case .context, .dismiss, .present, .pop, .alongside, .focusPresented, .restoreFocus, .ended,
      .announce, .accessibilityActionsChanged, .select,
      .haptic, .prepareHaptic, .presentedSafeArea, .presentedContent, .screenPlacement,
      .renderServer:
      break  // a presentation's and a navigation stack's; the runner's (haptics, render server)
    }
  }

  /// One call on a real child, as the engine's child got it.
  private func make(_ call: ChildCall, on child: UIViewController) {
    switch call {
    case .addChild: addChild(child)
    case .didMoveToParent: child.didMove(toParent: self)
    case .willMoveToNoParent: child.willMove(toParent: nil)
    case .removeFromParent: child.removeFromParent()
    case .beginAppearance(let appearing): child.beginAppearanceTransition(appearing, animated: true)
    case .endAppearance: child.endAppearanceTransition()
    }
  }
}
