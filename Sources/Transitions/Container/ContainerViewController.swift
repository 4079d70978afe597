public import Motion
public import Stage

/// Vends a custom container's transitions (seed 004): an animator for a pair of children, and
/// an interaction controller for that animator. Both have defaults: none.
@MainActor
public protocol ContainerViewControllerDelegate: AnyObject {
  /// The animator from `from` to `to`, or `nil` for the container's default slide.
  func containerViewController(
    _ container: ContainerViewController, animatorFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// An interaction controller for `animator` (one this delegate vended), used only while the
  /// container's gesture drives the transition; `nil` uses the container's own.
  func containerViewController(
    _ container: ContainerViewController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension ContainerViewControllerDelegate {
  public func containerViewController(
    _ container: ContainerViewController, animatorFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func containerViewController(
    _ container: ContainerViewController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
}

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
open class ContainerViewController: ViewController, DragInteractionHost {
  /// The height of the button bar at the bottom, in points.
  public static let barHeight = 64.0

  /// The children, in order.
  public let viewControllers: [ViewController]
  /// The visible child's index.
  public private(set) var selectedIndex = 0
  /// Vends animators and interaction controllers.
  public weak var delegate: (any ContainerViewControllerDelegate)?
  /// The release policy of the default interaction. Default ``ReleasePolicy/projected``; seed
  /// 004's is ``ReleasePolicy/seed004``.
  public var releasePolicy: ReleasePolicy {
    get { interaction.policy }
    set { interaction.policy = newValue }
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
  public private(set) var activeAnimator: TransitionAnimator?

  private lazy var interaction = DragInteraction(
    view: contentView, operation: .select, host: self)
  /// The index the running transition goes to.
  private var targetIndex: Int?
  /// A selection asked for while a transition ran: done when it completes.
  private var pendingIndex: Int?
  /// A drag towards a missing neighbour: the visible child's offset while it rubber-bands.
  private var rubberBanding = false
  /// Set while a transition that could not run is cancelled.
  private var failing = false
  private var rubberBandAnimator: PropertyAnimator?

  /// - Parameter children: At least one; the first is selected.
  public init(children: [ViewController]) {
    viewControllers = children.isEmpty ? [ViewController()] : children
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

  /// Lays out the content, the buttons and the indicator for `size`.
  public func layout(in size: Size) {
    let content = Rect(
      x: 0, y: 0, width: size.width, height: max(size.height - Self.barHeight, 1))
    view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    contentView.frame = content
    let width = size.width / Double(viewControllers.count)
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: Double(index) * width, y: content.height, width: width, height: Self.barHeight)
    }
    indicatorView.frame = indicatorFrame(for: selectedIndex)
    if activeAnimator == nil {
      viewControllers[selectedIndex].view.frame = Rect(
        x: 0, y: 0, width: content.width, height: content.height)
    }
  }

  /// Where the indicator sits under the button of `index`.
  public func indicatorFrame(for index: Int) -> Rect {
    let size = view.bounds.size
    let width = size.width / Double(viewControllers.count)
    return Rect(
      x: Double(index) * width + 12, y: size.height - 10, width: max(width - 24, 1), height: 4)
  }

  open override func viewWillAppear(_ animated: Bool) { layout(in: view.bounds.size) }

  open override func viewWillTransition(to size: Size) { layout(in: size) }

  // MARK: Selecting

  /// Shows the child at `index`, animated. During a running transition, that one first
  /// finishes from where it is (no jump), then this one runs. Selecting the visible child, or
  /// an index out of range, does nothing; returns whether anything will happen.
  @discardableResult
  public func select(index: Int) -> Bool {
    guard viewControllers.indices.contains(index) else { return false }
    if let running = activeAnimator {
      guard index != targetIndex || pendingIndex != nil else { return false }
      pendingIndex = index == targetIndex ? nil : index
      let velocity = running.velocity
      if interaction.isDriving { interaction.finish(velocity: 0) }
      running.release(finish: true, velocity: max(velocity, 0))
      return true
    }
    guard index != selectedIndex else { return false }
    return startTransition(to: index, interactive: false)
  }

  private func buttonTapped(_ index: Int) {
    guard activeAnimator == nil else { return }  // no taps while a transition runs
    select(index: index)
  }

  // MARK: DragInteractionHost

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    // Going to a higher index, the finger moves left.
    guard let target = targetIndex else { return Vector(dx: -1, dy: 0) }
    return target > selectedIndex ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
  }

  public func beginTransition(for interaction: DragInteraction) -> Bool {
    let dx = interaction.panGestureRecognizer.translation(in: nil).dx
    let target = dx < 0 ? selectedIndex + 1 : selectedIndex - 1
    guard dx != 0, viewControllers.indices.contains(target) else {
      rubberBanding = true
      return false
    }
    return startTransition(to: target, interactive: true)
  }

  // MARK: Transitions

  @discardableResult
  private func startTransition(to index: Int, interactive: Bool) -> Bool {
    guard let window = view.window, activeAnimator == nil, index != selectedIndex else {
      return false
    }
    let from = viewControllers[selectedIndex]
    let to = viewControllers[index]
    let bounds = contentView.bounds
    let animator = delegate?.containerViewController(self, animatorFrom: from, to: to)
    let transition = animator ?? ContainerSlideTransition(forward: index > selectedIndex)
    targetIndex = index

    // Containment and appearance, UIKit's order.
    addChild(to)
    from.willMove(toParent: nil)
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    to.view.frame = bounds
    contentView.addSubview(to.view)

    let context = BasicTransitionContext(
      operation: .select, container: contentView, window: window, animated: true,
      startsInteractively: interactive, from: from, to: to,
      frames: [
        .init(from, initial: bounds, final: .zero), .init(to, initial: .zero, final: bounds),
      ]
    ) { [weak self] finished in
      self?.transitionEnded(from: from, to: to, index: index, finished: finished)
    }
    let coordinator = context.transitionCoordinator
    coordinator.transitionDuration = transition.transitionDuration(using: context)
    let indicatorTarget = indicatorFrame(for: index)
    coordinator.animate(alongsideTransition: { [indicatorView] _ in
      indicatorView.frame = indicatorTarget
    })
    coordinator.notifyWhenInteractionChanges { [weak self] coordinator in
      guard let self, !coordinator.isCompleted else { return }
      self.onEvent?(
        coordinator.isInteractive
          ? .interactionBegan(.select)
          : .interactionEnded(
            .select, finish: !coordinator.isCancelled, velocity: coordinator.releaseVelocity,
            progress: coordinator.percentComplete))
    }
    let saved = [from.view, to.view, indicatorView].map(SavedViewState.init)
    let running: TransitionAnimator
    do {
      running = try transition.interruptibleAnimator(using: context)
    } catch {
      // A transition that cannot run does not pretend it ran: cancelled, the children restored
      // (the old one stays, the new one leaves), and the reason told.
      failing = true
      context.completeTransition(false)
      failing = false
      for state in saved { state.restore() }
      onEvent?(.transitionFailed(.select, reason: oneLineReason(error)))
      return false
    }
    coordinator.transitionDuration = running.duration  // the animator's timing is what runs
    activeAnimator = running
    setButtonsEnabled(false)
    onEvent?(.transitionBegan(.select, interactive: interactive))
    if interactive {
      // The delegate's interaction controller only for its own animator.
      if let animator,
        let custom = delegate?.containerViewController(self, interactionControllerFor: animator)
      {
        if let percent = custom as? PercentDrivenInteraction {
          interaction.drive(percent, context: context, animator: running)
        } else {
          custom.startInteractiveTransition(context, animator: running)
        }
      } else {
        interaction.startInteractiveTransition(context, animator: running)
      }
    } else {
      running.start()
    }
    return true
  }

  private func transitionEnded(
    from: ViewController, to: ViewController, index: Int, finished: Bool
  ) {
    activeAnimator = nil
    targetIndex = nil
    if finished {
      from.endAppearanceTransition()
      from.view.removeFromSuperview()
      from.removeFromParent()
      to.endAppearanceTransition()
      to.didMove(toParent: self)
      selectedIndex = index
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
    setButtonsEnabled(true)
    guard !failing else { return }  // it never began
    onEvent?(.transitionEnded(.select, completed: finished))
    if let next = pendingIndex {
      pendingIndex = nil
      if next != selectedIndex { startTransition(to: next, interactive: false) }
    }
  }

  private func setButtonsEnabled(_ enabled: Bool) {
    for button in buttons { button.isUserInteractionEnabled = enabled }
  }

  // MARK: Rubber band

  /// A drag towards a neighbour that does not exist moves the visible child with rubber
  /// banding (Motion's `rubberBand`, c = 0.55, over the width) and springs it back on release.
  private func rubberBand(_ pan: PanGestureRecognizer) {
    guard rubberBanding, activeAnimator == nil else { return }
    let child = viewControllers[selectedIndex].view
    let width = max(contentView.bounds.width, 1)
    switch pan.state {
    case .began, .changed:
      rubberBandAnimator?.stopAnimation(withoutFinishing: true)
      rubberBandAnimator = nil
      let offset = rubberBandUnchecked(offset: pan.translation(in: nil).dx, dimension: width)
      child.transform = Transform(translationX: offset, y: 0)
    case .ended, .cancelled:
      rubberBanding = false
      rubberBandAnimator = try? view.window?.animate(spring: .smooth) {
        child.transform = .identity
      }
    default: break
    }
  }
}
