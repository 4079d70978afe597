public import Motion
public import Stage

/// A custom container as capable as a system one (seed 004): N children, one visible, a bar of
/// buttons with a selection ``indicatorView``, and transitions between neighbours that are
/// interactive, cancellable and interruptible through the same machinery as modal ones — its own
/// ``BasicTransitionContext``, no private hooks.
///
/// - A horizontal pan drives the transition to the neighbour in its direction (left → next);
///   progress = |translation| / width; the release policy decides (``releasePolicy``); a pan
///   towards a neighbour that does not exist rubber-bands and starts nothing; a vertical pan
///   does nothing. ``interactiveTransitionGestureRecognizer`` is the pan: disable it to disable
///   the default interaction.
/// - ``select(index:)`` animates to a child; during a running transition it first finishes that
///   one from where it is, then goes on. The buttons take no taps while a transition runs.
/// - The indicator moves alongside every transition through the transition coordinator.
/// - Containment in UIKit's order: `addChild(to)` (to's `willMove(toParent:)`) and from's
///   `willMove(toParent: nil)` when the transition begins; when it completes, from's view leaves
///   and `removeFromParent()`, then to's `didMove(toParent:)`. Cancelled: to's view leaves,
///   `to.willMove(toParent: nil)`, `to.removeFromParent()`, and from, still the child, gets
///   `didMove(toParent: self)`. Appearance callbacks are balanced both ways.
///
/// ```swift
/// let tabs = ContainerViewController(children: [feed, search, profile])
/// window.rootViewController = tabs
/// tabs.select(index: 2)
/// ```
@MainActor
open class ContainerViewController: ViewController, PanInteractionHost {
  /// The height of the button bar at the bottom, in points.
  public static let barHeight = 64.0

  /// The children, in order.
  public let viewControllers: [ViewController]
  /// The visible child's index.
  public var selectedIndex: Int { selection.selectedIndex }
  /// Vends animators and interaction controllers.
  public weak var delegate: (any ContainerViewControllerDelegate)?
  /// The release policy of the default interaction. Default ``ReleasePolicy/projected``; seed
  /// 004's is ``ReleasePolicy/progressThreshold``.
  public var releasePolicy: ReleasePolicy {
    get { interaction.releasePolicy }
    set { interaction.releasePolicy = newValue }
  }
  /// Called after each event.
  public var onEvent: (@MainActor (TransitionEvent) -> Void)?
  /// The view the children's views live in (above the bar).
  public let contentView = View()
  /// The selection marker under the buttons; it moves alongside each transition.
  public let indicatorView = View()
  /// The buttons, one per child.
  public private(set) var buttons: [View] = []
  /// The transition running now.
  public var activeAnimator: TransitionAnimator? { activeRun?.animator }
  /// The transition running now, from its start to its end.
  public private(set) var activeRun: TransitionRun?
  /// A selection made while a transition ran, to start once it has ended.
  private var queuedSelection: Int?

  lazy var interaction = PanInteraction(
    view: contentView, operation: .select, host: self)
  /// The visible child, the running transition's target and a queued selection, or a rubber
  /// band: the rules are ``ContainerSelectionState``'s.
  public internal(set) var selection: ContainerSelectionState
  var rubberBandAnimator: PropertyAnimator?
  /// The operations whose gestures are switched off (``setInteractive(_:for:)``).
  var interactivity = InteractivitySwitches()

  /// - Parameter children: At least one; the first is selected.
  public init(children: [ViewController]) {
    viewControllers = children.isEmpty ? [ViewController()] : children
    selection = ContainerSelectionState(count: viewControllers.count)
    super.init()
  }

  /// The pan that drives the default interaction (typed as a plain recogniser, as UIKit
  /// exposes it). Disabling it disables the default interaction.
  public var interactiveTransitionGestureRecognizer: GestureRecognizer {
    interaction.panGestureRecognizer
  }

  open override func loadView() -> View {
    let view = View()
    view.backgroundColor = Color(white: 0.95)
    contentView.clipsToBounds = true
    view.addSubview(contentView)
    for index in viewControllers.indices {
      let button = View()
      button.name = "button\(index)"
      let tap = TapGestureRecognizer()
      tap.addAction { [weak self] _ in self?.buttonTapped(index) }
      button.addGestureRecognizer(tap)
      buttons.append(button)
      view.addSubview(button)
    }
    indicatorView.backgroundColor = Color(hex: 0x007AFF)
    indicatorView.cornerRadius = 2
    indicatorView.isUserInteractionEnabled = false
    view.addSubview(indicatorView)
    return view
  }

  open override func viewDidLoad() {
    interaction.isBidirectional = true
    interaction.panGestureRecognizer.axis = .horizontal
    interaction.panGestureRecognizer.addAction { [weak self] pan in self?.rubberBand(pan) }
    let first = viewControllers[selectedIndex]
    addChild(first)
    contentView.addSubview(first.view)
    first.didMove(toParent: self)
  }

  open override func viewWillAppear(_ animated: Bool) { layout(in: view.bounds.size) }

  open override func viewWillTransition(to size: Size) { layout(in: size) }

  // MARK: Selecting

  /// Shows the child at `index`, animated. During a running transition, that one first
  /// finishes from where it is (no jump), then this one runs. Selecting the visible child, or
  /// an index out of range, does nothing; returns whether anything will happen.
  @discardableResult
  public func select(index: Int) -> Bool {
    switch selection.select(index) {
    case .ignore:
      return false
    case .start(let index):
      return startTransition(to: index, interactive: false)
    case .finishRunning:
      guard let running = activeAnimator else { return false }
      let velocity = running.velocity
      if interaction.isDriving { interaction.finish(velocity: 0) }
      running.release(finish: true, velocity: max(velocity, 0))
      return true
    }
  }

  /// A tap on the button of `index`: selects it (nothing while a transition runs).
  /// ``TabBarController`` asks its delegate first and tells it after, as UIKit's tab bar does.
  func buttonTapped(_ index: Int) {
    guard activeRun == nil else { return }  // no taps while a transition runs
    select(index: index)
  }

  /// Whether leading is the right edge (the window's `Stage.Environment.layoutDirection`): the
  /// children then run right to left, and a pan to the right goes to the next one.
  public var isRightToLeft: Bool { view.window?.environment.layoutDirection.isRightToLeft ?? false }

  /// The animator from `from` to `to`, or `nil` for the default slide: the delegate's.
  /// ``TabBarController`` vends its own.
  func customAnimator(
    from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    delegate?.containerViewController(self, animatorFrom: from, to: to)
  }

  /// An interaction controller for `animator` (the one ``customAnimator(from:to:)`` vended).
  func customInteraction(
    for animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    delegate?.containerViewController(self, interactionControllerFor: animator)
  }

  /// Whether a finger's pan may start the transition to `index` (``TabBarController`` asks its
  /// delegate's `shouldSelect`). Default: yes.
  func panMaySelect(_ index: Int) -> Bool { true }

  /// A transition ended; `interactive`: a pan drove it at its start.
  func selectionEnded(at index: Int, finished: Bool, interactive: Bool) {}

  /// The bar's height for a view of `size`, in points: ``barHeight``
  /// (``TabBarController``'s: 49 pt above the bottom safe area).
  func barHeight(in size: Size) -> Double { Self.barHeight }

  /// Whether the content takes the whole view, the bar floating over its bottom
  /// (``TabBarController/extendsContentUnderTabBar``). Default `false`: the content ends above it.
  var extendsContentUnderBar: Bool { false }

  /// Lays out a bar behind the buttons (``TabBarController``'s tab bar); the container has none.
  func layoutBar(in size: Size, contentHeight: Double) {}

  // MARK: PanInteractionHost

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    // Going to a higher index, the finger moves left (right in a right-to-left layout).
    let next = Vector(dx: isRightToLeft ? 1 : -1, dy: 0)
    guard let target = selection.targetIndex else { return next }
    return target > selectedIndex ? next : Vector(dx: -next.dx, dy: 0)
  }

  public func beginTransition(for interaction: PanInteraction) -> Bool {
    let dx = interaction.panGestureRecognizer.translation(in: nil).dx
    guard let target = selection.dragBegan(dx: isRightToLeft ? -dx : dx) else { return false }
    guard panMaySelect(target) else {
      selection.dragRefused()
      return false
    }
    return startTransition(to: target, interactive: true)
  }

  // MARK: Transitions

  /// Runs the transition to `index` (one ``TransitionRun``): containment and appearance in
  /// UIKit's order, the indicator alongside, the delegate's animator and interaction if it
  /// vends them.
  @discardableResult
  private func startTransition(to index: Int, interactive: Bool) -> Bool {
    guard let window = view.window, activeRun == nil, index != selectedIndex else {
      return false
    }
    let from = viewControllers[selectedIndex]
    let to = viewControllers[index]
    let bounds = contentView.bounds
    let animator = customAnimator(from: from, to: to)
    let transition =
      animator ?? ContainerSlideTransition(forward: (index > selectedIndex) != isRightToLeft)
    selection.transitionBegan(to: index)

    // Containment and appearance, UIKit's order.
    addChild(to)
    from.willMove(toParent: nil)
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    to.view.frame = bounds
    contentView.addSubview(to.view)

    let run = TransitionRun(
      transition, operation: .select, container: contentView, window: window,
      start: interactive ? interactiveStart(for: animator) : .animated, from: from, to: to,
      frames: [
        .init(from, initial: bounds, final: .zero), .init(to, initial: .zero, final: bounds),
      ],
      restoring: [from.view, to.view, indicatorView]
    ) { [weak self] finished in
      self?.transitionEnded(from: from, to: to, finished: finished)
      self?.selectionEnded(at: index, finished: finished, interactive: interactive)
    }
    run.onEvent = { [weak self] event in self?.onEvent?(event) }
    run.onEnded = { [weak self] _ in self?.startQueuedSelection() }
    let indicatorTarget = indicatorFrame(for: index)
    run.context.transitionCoordinator.animate(alongsideTransition: { [indicatorView] _ in
      indicatorView.frame = indicatorTarget
    })
    activeRun = run
    guard run.begin() else { return false }
    setButtonsEnabled(false)
    return true
  }

  /// The delegate's interaction controller only for its own animator; else the container's pan.
  private func interactiveStart(for animator: (any AnimatedTransitioning)?) -> TransitionRun.Start {
    guard let animator,
      let custom = customInteraction(for: animator)
    else { return .interactively(by: interaction) }
    guard let percent = custom as? PercentDrivenInteraction else {
      return .interactively(by: custom)
    }
    return .interactively { [interaction] context, animator in
      interaction.drive(percent, context: context, animator: animator)
    }
  }

  private func transitionEnded(from: ViewController, to: ViewController, finished: Bool) {
    activeRun = nil
    queuedSelection = selection.transitionEnded(finished: finished)
    if finished {
      from.endAppearanceTransition()
      from.view.removeFromSuperview()
      from.removeFromParent()
      to.endAppearanceTransition()
      to.didMove(toParent: self)
    } else {
      // Back: to leaves as a removed child does (willMove, its view leaves, removeFromParent);
      // from, still the child, appears again and confirms its parent.
      from.beginAppearanceTransition(true, animated: true)
      to.beginAppearanceTransition(false, animated: true)
      to.willMove(toParent: nil)
      to.view.removeFromSuperview()
      to.removeFromParent()
      to.endAppearanceTransition()
      from.endAppearanceTransition()
      from.didMove(toParent: self)
    }
    layoutAfterRun()
    setButtonsEnabled(true)
  }

  private func startQueuedSelection() {
    guard let next = queuedSelection else { return }
    queuedSelection = nil
    startTransition(to: next, interactive: false)
  }
}
