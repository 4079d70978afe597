import Motion
import Stage
public import Transitions
import TransitionsBackend
public import UIKit

/// The delegate of a `UITabBarController` whose switches the engine runs: the children slide
/// (``Transitions/TabTransitionStyle/slide(releasePolicy:)``, the catalogue's `tab`) or move
/// with your own animator, and a horizontal pan across the content drives a switch to the
/// neighbour, caught mid-flight and rubber-banding past the first and last tab. UIKit keeps the
/// children, the tab bar, the selection and the appearance calls. Install it with
/// ``UIKit/UITabBarController/transition``; the tab bar controller keeps it (UIKit's `delegate`
/// reference is weak).
///
/// What it does, and what it decides nothing of (``TransitionsBackend/MirroredTabBar`` decides):
/// - UIKit asks for an animator for every switch, a tap's and a change of `selectedIndex`
///   (`tabBarController(_:animationControllerForTransitionFrom:to:)`): it gets one that runs the
///   same switch in the engine's mirrored tab bar controller, and the same object as the
///   interaction controller (`tabBarController(_:interactionControllerFor:)`), starting
///   interactive only while a finger drives it, so a tap's switch can be caught.
/// - **The pan is the engine's.** ``interactiveTransitionGestureRecognizer`` hands every touch on
///   the tab bar controller's view to the engine; when a pan begins a switch there, the
///   controller asks the app's delegate `tabBarController(_:shouldSelect:)` first (UIKit asks it
///   for a tap; a pan is the user's too), then sets UIKit's `selectedIndex`, so UIKit asks for
///   the animator and the interaction controller and gets them. Apple's own sample does the
///   same ("Custom View Controller Transitions", 2016: its slide demo's delegate sets the tab bar
///   controller's `selectedIndex` when the pan begins and vends an interaction controller).
/// - **UIKit's semantics are kept.** The app's delegate (``delegate``) is asked `shouldSelect`
///   for a tap (by UIKit) and before a pan; told `didSelect` after a tap (by UIKit, even on the
///   selected tab) and when a pan's switch completes; never for the code's `selectedIndex`
///   ("not called when your code changes the tab bar contents programmatically",
///   `tabBarController(_:didSelect:)`). A cancelled pan leaves UIKit's selection as it was (the
///   context completes cancelled).
/// - ``setInteractive(_:)`` switches the pan off and on at runtime: off, the forwarding
///   recogniser's `gestureRecognizerShouldBegin(_:)` answers `false`; a drag under way goes on.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [feed, search, profile]
/// tabs.transition = .slide()
/// ```
@MainActor
public final class TabBarTransitionController: NSObject, UITabBarControllerDelegate,
  HostedContextReceiving
{
  /// What the children switch with.
  public var transition: TabTransitionStyle {
    didSet {
      runs.set { [transition] in $0.tabs.transition = transition }
    }
  }
  weak var tabBarController: UITabBarController?
  /// The app's own tab bar delegate: asked `shouldSelect`, told `didSelect`, as if it were the
  /// tab bar controller's. It was the tab bar controller's delegate when the engine's transition
  /// was installed, and is again once it is removed. Held weakly.
  public weak var delegate: (any UITabBarControllerDelegate)?
  /// The scene's runner and its twin, the context, the pan's switch (shared with the stack's).
  let runs = HostedRuns<TabContent<UIKitToolkit>>()
  var scene: MirroredTabBar<UIKitToolkit>? { runs.scene }
  private let toolkit = UIKitToolkit()
  /// The forwarding recogniser on the tab bar controller's view: the engine's pan.
  private lazy var forwarder = runs.makeForwarder { [weak self] in self?.touch($0, $1, $2, $3) }

  init(transition: TabTransitionStyle) {
    self.transition = transition
    super.init()
  }

  /// The pan across the content that drives a switch (coordinate your recognisers with it;
  /// disable it to disable the pan, cutting one under way, as UIKit's `isEnabled` does).
  public var interactiveTransitionGestureRecognizer: UIGestureRecognizer { forwarder }

  /// Switches the pan on or off while the tab bar controller is shown: off, it stops beginning
  /// (the recogniser's `gestureRecognizerShouldBegin(_:)` answers `false`, so your views keep
  /// the touches); a drag under way goes on to its release. Taps on the tab bar and the code's
  /// `selectedIndex` work either way.
  public func setInteractive(_ enabled: Bool) {
    runs.setInteractive(enabled, for: .select)
  }

  // MARK: Installing

  /// Becomes `tabBarController`'s delegate, with the engine's pan on its view.
  func install(on tabBarController: UITabBarController) {
    self.tabBarController = tabBarController
    if let previous = tabBarController.delegate, previous !== self { delegate = previous }
    tabBarController.delegate = self
    forwarder.mayBegin = { [weak self] in self?.scene?.content.gesturesMayBegin ?? false }
    tabBarController.view.addGestureRecognizer(forwarder)
  }

  /// Gives UIKit its own switches back, and the app's delegate its place.
  func uninstall() {
    runs.stop()
    if let tabBarController {
      if tabBarController.delegate === self { tabBarController.delegate = delegate }
      tabBarController.view.removeGestureRecognizer(forwarder)
    }
    tabBarController = nil
  }

  /// The mirrored tab bar controller, made the first time UIKit's has children (and again when
  /// their number changed).
  @discardableResult
  func scene(for tabBarController: UITabBarController) -> MirroredTabBar<UIKitToolkit>? {
    let count = tabBarController.viewControllers?.count ?? 0
    if let scene, scene.content.tabs.viewControllers.count == count { return scene }
    runs.stop()
    guard count > 0 else { return nil }
    let view = tabBarController.view
    let (size, insets) = (Size(view.bounds.size), EdgeInsets(view.safeAreaInsets))
    let (style, reduce) = (transition, UIAccessibility.isReduceMotionEnabled)
    let made = MirroredTabBar(
      tabs: count, transition: style, toolkit: toolkit, size: size, safeAreaInsets: insets,
      reduceMotion: reduce)
    made.content.toolkitSelects = true
    // The app's delegate is asked and told by the live scene only; its answers are kept for
    // the twin, which switches (or not) as the scene did.
    let answers = SelectionAnswers()
    made.content.shouldSelect = { [weak self, weak tabBarController] index in
      guard let self, let tabBarController else { return answers.record(false) }
      return answers.record(self.asksShouldSelect(index, of: tabBarController))
    }
    made.content.didSelect = { [weak self, weak tabBarController] index in
      guard let self, let tabBarController,
        let child = tabBarController.viewControllers?[index]
      else { return }
      self.delegate?.tabBarController?(tabBarController, didSelect: child)
    }
    // The twin the rest of a switch is planned on (issue 30): a tab bar controller built alike
    // over views nobody shows, telling no delegate and given the scene's answers.
    let twin = HostedRuns.twin {
      let scene = MirroredTabBar(
        tabs: count, transition: style, toolkit: UIKitToolkit(showsValues: false), size: size,
        safeAreaInsets: insets, reduceMotion: reduce)
      scene.content.toolkitSelects = true
      scene.content.shouldSelect = answers.replayer()
      return scene
    }
    runs.start(
      made, twin: twin, hapticView: { [weak tabBarController] in tabBarController?.view }
    ) { [weak self] action in
      self?.handle(action)
    }
    let selected = tabBarController.selectedIndex
    if selected > 0, selected < count {
      runs.set { _ = $0.tabs.showSelected(selected) }
    }
    return made
  }

  /// The app delegate's `shouldSelect` for the child at `index` (yes without one).
  private func asksShouldSelect(_ index: Int, of tabBarController: UITabBarController) -> Bool {
    guard let child = tabBarController.viewControllers?[index] else { return false }
    return delegate?.tabBarController?(tabBarController, shouldSelect: child) ?? true
  }
}

/// The app delegate's `shouldSelect` answers, in order, as the live scene got them: a planning
/// twin (issue 30), built again by replay, is given the same answers and switches as the scene
/// did (a twin that switched where the app refused would differ from then on).
@MainActor
final class SelectionAnswers {
  private var answers: [Bool] = []

  /// Keeps `answer`, and returns it.
  func record(_ answer: Bool) -> Bool {
    answers.append(answer)
    return answer
  }

  /// The answers from the first, one per question, for one twin (`true` past the last).
  func replayer() -> @MainActor (Int) -> Bool {
    var next = 0
    return { [self] _ in
      defer { next += 1 }
      return next < answers.count ? answers[next] : true
    }
  }
}
