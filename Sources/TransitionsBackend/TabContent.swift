public import Motion
import Stage
public import Transitions

/// A toolkit's tab bar controller (UIKit's `UITabBarController`) mirrored by a
/// ``MirroredScene``: an engine `TabBarController` with one engine child per real child decides
/// every switch, pan and rubber band, with UIKit's tab bar semantics; the toolkit's views show
/// it. The fourth kind of host, beside a presentation, a navigation stack and a container.
///
/// Two ways to drive it:
/// - **The engine's own** (a toolkit without a tab bar controller of its own, and the tests): the
///   real content view, children and tab bar are bound (``bind(content:children:tabBar:)``);
///   ``select(index:)`` is the code's selection, ``tapTab(at:)`` the user's tap (asking
///   ``shouldSelect`` and telling ``didSelect``), a pan across the content the user's swipe. The
///   toolkit makes the containment and appearance calls it is given
///   (``BackendAction/child(_:_:)``), in the engine's order.
/// - **The toolkit's tab bar controller** (UIKit's glue): the toolkit keeps its children, its
///   tab bar and its selection; each switch it starts (a tap on its tab bar, a change of its
///   `selectedIndex`) runs in the engine (``toolkitWillSelect(from:to:)``), whose frames the
///   views of the toolkit's transition context show (``toolkitAttached(_:token:container:from:to:)``),
///   and whose progress, release and completion the context hears (``TransitionHandshake``). A
///   pan the engine begins asks the toolkit to select (``BackendAction/select(_:)``), so that it
///   asks for the interaction controller and gets it.
///
/// The frames are the engine's: the same as `transitions play` shows for the catalogue's `tab`.
///
/// ```swift
/// let scene = MirroredTabBar(children: 3, toolkit: views, size: size, safeAreaInsets: insets)
/// scene.content.bind(content: real, children: childViews, tabBar: bar)
/// perform(scene.tick(mediaTime: link.targetTimestamp))
/// ```
@MainActor
public final class TabContent<Toolkit: BackendToolkit>: ToolkitRunContent {
  /// The engine's tab bar controller: the window's root.
  public let tabs: TabBarController
  /// Asked before the user selects a child (a tap on a tab, a pan towards it): the toolkit's
  /// `tabBarController(_:shouldSelect:)`. `nil`: yes.
  public var shouldSelect: (@MainActor (Int) -> Bool)?
  /// Told when the user selected a child (a tap on a tab, a pan's completed switch): the
  /// toolkit's `tabBarController(_:didSelect:)`.
  public var didSelect: (@MainActor (Int) -> Void)?
  let parts: SceneParts<Toolkit>
  private let children: MirroredChildren<Toolkit>
  private let semantics = Semantics()
  /// The toolkit's switch under way, by its token (``toolkitWillSelect(from:to:)``).
  public internal(set) var toolkitRun: Int?
  /// What the toolkit's transition context has been told of the engine's run.
  public internal(set) var handshake = TransitionHandshake()
  var lastToken = 0
  var engineRunEnded = false
  /// The real views of the toolkit's run, bound to the engine's children.
  var boundChildren: [Int] = []

  init(children count: Int, transition: TabTransitionStyle, parts: SceneParts<Toolkit>) {
    self.parts = parts
    children = MirroredChildren(count: count, parts: parts)
    tabs = TabBarController(children: children.controllers)
    tabs.transition = transition
    semantics.content = self
    tabs.tabBarDelegate = semantics
    tabs.onEvent = { [weak self] event in self?.engineEvent(event) }
    parts.window.rootViewController = tabs
    parts.host.publish()
    children.isBuilt = true
  }

  // MARK: SceneContent

  /// A switch runs (the engine's, or the toolkit's until its context heard the end).
  public var isRunning: Bool { tabs.activeRun != nil || toolkitRun != nil }
  /// A tab bar controller is never over: it lives as long as the toolkit's.
  public var isOver: Bool { false }
  /// The pan follows a finger, or a finger drives a switch.
  public var claimsTouches: Bool { MirroredChildren<Toolkit>.claimsTouches(tabs) }
  /// The toolkit's context hears the progress; a run that ended lets its views go.
  public func frameApplied() {
    if let animator = tabs.activeAnimator,
      let command = handshake.engineProgressedCommand(animator.progress)
    {
      parts.emit(.context(command))
    }
    letGoIfEnded()
  }

  // MARK: The engine's own

  /// Binds the toolkit's views: its content view, one view per child (in order) and its tab bar.
  /// Extra or missing views are ignored. Returns the containment of the first child, made when
  /// the scene was built, for the toolkit to make.
  @discardableResult
  public func bind(
    content: Toolkit.BackendView, children: [Toolkit.BackendView], tabBar: Toolkit.BackendView
  ) -> [BackendAction] {
    self.children.bind(content: content, to: tabs.contentView, children: children)
    parts.binder.bind(tabs.tabBar, to: tabBar, .moved)
    parts.apply()
    return parts.drain()
  }

  /// The code's selection (UIKit's `selectedIndex`): animated; neither asks ``shouldSelect`` nor
  /// tells ``didSelect``. Returns whether anything will happen.
  @discardableResult
  public func select(index: Int) -> (accepted: Bool, actions: [BackendAction]) {
    parts.changing { tabs.select(index: index) }
  }

  /// The user's tap on the tab of `index`: asks ``shouldSelect``, selects, tells ``didSelect``
  /// (also for the selected tab, as UIKit does). Nothing while a switch runs.
  @discardableResult
  public func tapTab(at index: Int) -> (accepted: Bool, actions: [BackendAction]) {
    parts.changing { tabs.tapTab(at: index) }
  }

  /// Switches the pan across the content on or off at runtime (`.select`), as
  /// `ContainerViewController/setInteractive(_:for:)`: off, it stops beginning (nor catches
  /// nor rubber-bands); a drag under way goes on to its release. Taps and code work either way.
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    tabs.setInteractive(enabled, for: operation)
  }

  /// What the forwarding recogniser's `gestureRecognizerShouldBegin` answers: a gesture that has
  /// taken the touches goes on; otherwise the pan must be switched on.
  public var gesturesMayBegin: Bool { claimsTouches || tabs.isInteractive(.select) }

  /// The engine's delegate: asks and tells the toolkit's.
  @MainActor
  private final class Semantics: TabBarControllerDelegate {
    weak var content: TabContent?

    func tabBarController(
      _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
      guard let content, let index = content.index(of: viewController) else { return true }
      return content.shouldSelect?(index) ?? true
    }

    func tabBarController(
      _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
      guard let content, let index = content.index(of: viewController) else { return }
      content.didSelect?(index)
    }
  }

  func index(of child: ViewController) -> Int? {
    tabs.viewControllers.firstIndex { $0 === child }
  }
}

/// The scene behind a toolkit's tab bar controller (``TabContent``).
public typealias MirroredTabBar<Toolkit: BackendToolkit> = MirroredScene<TabContent<Toolkit>>

extension MirroredScene {
  /// A scene for a tab bar controller of `children` children (at least one) switched with
  /// `transition`, in a toolkit view of `size` points with `safeAreaInsets` (no default: pass
  /// the view's).
  public convenience init<Toolkit>(
    tabs children: Int, transition: TabTransitionStyle = .slide(), toolkit: Toolkit, size: Size,
    safeAreaInsets: EdgeInsets, reduceMotion: Bool = false
  ) where Content == TabContent<Toolkit> {
    let parts = SceneParts(
      toolkit: toolkit, size: size, safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion)
    self.init(parts: parts) {
      TabContent(children: children, transition: transition, parts: $0)
    }
  }
}
