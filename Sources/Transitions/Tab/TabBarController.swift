import Motion
public import Stage

/// A tab bar controller (UIKit's `UITabBarController`,
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller): children, one visible,
/// a ``tabBar`` at the bottom with a tab per child, and switches between them that are animated
/// (``transition``, or the ``tabBarDelegate``'s animator), driven by a horizontal pan across
/// the content, cancellable and caught mid-flight: a ``ContainerViewController`` with UIKit's
/// tab bar semantics.
///
/// - A tap on a tab asks the delegate's `shouldSelect`, selects, then tells `didSelect` (also
///   for the selected tab, as UIKit does). ``ContainerViewController/select(index:)`` is the
///   code's selection (UIKit's `selectedIndex`): animated, and neither asks nor tells.
/// - A horizontal pan follows the finger to the neighbour in its direction (left → next in a
///   left-to-right layout, right → next in a right-to-left one), asking `shouldSelect` first;
///   the release policy decides from position and velocity; a finger catches a running switch;
///   past the first or last child (or towards a refused one) the content rubber-bands. A
///   completed pan tells `didSelect`.
/// - The children's appearance callbacks and containment follow UIKit's order, balanced when a
///   switch is cancelled (``ContainerViewController``).
/// - In a right-to-left layout (`Stage.Environment.layoutDirection`) the tabs run right to left, as
///   UIKit mirrors a tab bar.
///
/// ```swift
/// let tabs = TabBarController(children: [feed, search, profile])
/// tabs.tabBarDelegate = self
/// window.rootViewController = tabs
/// ```
@MainActor
public final class TabBarController: ContainerViewController {
  /// The tab bar's height above the bottom safe area, in points: 49, UIKit's compact tab bar on
  /// iPhone (Apple's Human Interface Guidelines, "Tab bars"; `UITabBar.sizeThatFits` gives 49
  /// plus the bottom safe area inset).
  public static let tabBarHeight = 49.0

  /// The bar the tabs sit in, across the bottom (role `tabBar`); it stays put during switches.
  public let tabBar = View()
  /// Asked and told about selections; vends animators and interaction controllers.
  public weak var tabBarDelegate: (any TabBarControllerDelegate)?
  /// What the children switch with when the delegate vends no animator. Default
  /// ``TabTransitionStyle/slide(releasePolicy:)``; its release policy becomes the pan's.
  public var transition: TabTransitionStyle = .slide() {
    didSet { releasePolicy = transition.releasePolicy }
  }

  /// - Parameter children: At least one; the first is selected.
  public override init(children: [ViewController]) {
    super.init(children: children)
  }

  public override func loadView() -> View {
    let view = super.loadView()
    tabBar.name = "tabBar"
    tabBar.backgroundColor = Color(white: 0.97)
    tabBar.isUserInteractionEnabled = false  // taps reach the tabs above it
    view.insertSubview(tabBar, aboveSubview: contentView)
    indicatorView.isHidden = true  // a tab bar tints its selected tab; nothing slides under it
    return view
  }

  /// Lays out again once in the window: the tab bar's height takes the window's bottom safe
  /// area, which is not known before.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    layout(in: view.bounds.size)
  }

  /// Whether the children take the whole view, the tab bar over their bottom, as UIKit lays out
  /// a tab bar controller's child under a translucent bar (`UIViewController.edgesForExtendedLayout`:
  /// "The default value of this property is `all`, and it is recommended that you do not change
  /// that value"; an opaque bar, `UITabBar.isTranslucent` false, stops the child above it unless
  /// `extendedLayoutIncludesOpaqueBars`). Default `false`: the content ends above the bar
  /// (`transitions play`'s `tab`); a backend mirroring UIKit's tab bar controller sets it.
  /// Changing it lays the view out again.
  public var extendsContentUnderTabBar = false {
    didSet { if isViewLoaded { layout(in: view.bounds.size) } }
  }

  override var extendsContentUnderBar: Bool { extendsContentUnderTabBar }

  override func barHeight(in size: Size) -> Double {
    Self.tabBarHeight + (view.window?.safeAreaInsets.bottom ?? 0)
  }

  override func layoutBar(in size: Size, contentHeight: Double) {
    tabBar.frame = Rect(
      x: 0, y: contentHeight, width: size.width, height: max(size.height - contentHeight, 0))
  }

  // MARK: Tab bar semantics

  override func buttonTapped(_ index: Int) { tapTab(at: index) }

  /// Selects the child at `index` as a tap on its tab does: asks the delegate's `shouldSelect`,
  /// selects (animated), then tells `didSelect`. Nothing while a switch runs. Returns whether
  /// the delegate allowed it.
  @discardableResult
  public func tapTab(at index: Int) -> Bool {
    guard activeRun == nil, viewControllers.indices.contains(index) else { return false }
    let child = viewControllers[index]
    guard tabBarDelegate?.tabBarController(self, shouldSelect: child) ?? true else {
      return false
    }
    select(index: index)
    tabBarDelegate?.tabBarController(self, didSelect: child)
    return true
  }

  override func panMaySelect(_ index: Int) -> Bool {
    tabBarDelegate?.tabBarController(self, shouldSelect: viewControllers[index]) ?? true
  }

  override func selectionEnded(at index: Int, finished: Bool, interactive: Bool) {
    guard interactive, finished else { return }
    tabBarDelegate?.tabBarController(self, didSelect: viewControllers[index])
  }

  override func customAnimator(
    from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    if let animator = tabBarDelegate?.tabBarController(
      self, animationControllerForTransitionFrom: from, to: to)
    {
      return animator
    }
    guard let fromIndex = viewControllers.firstIndex(where: { $0 === from }),
      let toIndex = viewControllers.firstIndex(where: { $0 === to })
    else { return nil }
    let direction = view.window?.environment.layoutDirection ?? .leftToRight
    return transition.makeTransition(
      for: TabSwitch(from: fromIndex, to: toIndex, layoutDirection: direction))
  }

  override func customInteraction(
    for animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    tabBarDelegate?.tabBarController(self, interactionControllerFor: animator)
  }
}
