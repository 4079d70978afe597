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
  /// The scene's runner and its twin, the pan's switch (shared with the stack's and the tab bar's).
  private let runs = HostedRuns<ContainerContent<UIKitToolkit>>()
  private var scene: MirroredContainer<UIKitToolkit>? { runs.scene }
  private lazy var forwarder = runs.makeForwarder { [weak self] finger, phase, point, time in
    guard let self else { return }
    runs.touch(finger, phase, point, time, in: view)
  }

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
    runs.setInteractive(enabled, for: .select)
  }

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
    let (count, size) = (viewControllers.count, Size(view.bounds.size))
    let (insets, reduce) = (EdgeInsets(view.safeAreaInsets), UIAccessibility.isReduceMotionEnabled)
    let scene = MirroredContainer(
      children: count, toolkit: toolkit, size: size, safeAreaInsets: insets, reduceMotion: reduce)
    // The twin the rest of a selection is planned on (issue 30): a container built alike over
    // views nobody shows.
    let twin = HostedRuns.twin {
      MirroredContainer(
        children: count, toolkit: UIKitToolkit(showsValues: false), size: size,
        safeAreaInsets: insets, reduceMotion: reduce)
    }
    runs.start(scene, twin: twin, hapticView: { [weak self] in self?.viewIfLoaded }) {
      [weak self] action in
      self?.handle(action)
    }
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? true }
    forwarder.enabledChanged = { [weak self] enabled in self?.setInteractionEnabled(enabled) }
    setInteractionEnabled(forwarder.isEnabled)
    view.addGestureRecognizer(forwarder)
    let bound = WeakObjects([contentView] + viewControllers.map(\.view) + labels + [indicator])
    runs.perform { scene, view in
      // Held weakly: the twin's journal keeps the call.
      guard let views = bound.objects else { return [] }
      return scene.content.bind(
        content: view(views[0]), children: views[1...count].map(view),
        buttons: views[(count + 1)...(2 * count)].map(view), indicator: view(views[2 * count + 1]))
    }
  }

  private func setInteractionEnabled(_ enabled: Bool) {
    runs.set { $0.setInteractionEnabled(enabled) }
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let (size, insets) = (Size(view.bounds.size), EdgeInsets(view.safeAreaInsets))
    runs.perform { scene, _ in
      scene.resize(to: size, safeAreaInsets: insets) + scene.toolkitDidLayout()
    }
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
    // A button's selection runs by itself: its rest is committed to the render server.
    runs.runner?.perform(
      commits: true,
      answering: { scene, _ in
        scene.content.select(index: index)
      }) ?? false
  }

  private var selected: UIViewController? {
    scene.map { viewControllers[$0.content.container.selectedIndex] }
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
