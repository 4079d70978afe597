import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
struct ViewControllerLifecycleTests {
  @Test func viewLoadsLazilyOnce() {
    let log = LifecycleLog()
    let controller = ViewController()
    log.watch(controller, as: "A")
    #expect(!controller.isViewLoaded)
    #expect(log.entries.isEmpty)
    let view = controller.view
    #expect(controller.view === view)
    #expect(view.viewController === controller)
    #expect(log.entries == ["A.viewDidLoad"])
  }

  @Test func rootViewControllerAppearsAndDisappears() {
    let log = LifecycleLog()
    let window = makeWindow()
    let a = ViewController()
    let b = ViewController()
    log.watch(a, as: "A")
    log.watch(b, as: "B")
    window.rootViewController = a
    #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    expectApproximately(a.view.frame.size.height, 844)
    log.clear()
    window.rootViewController = b
    #expect(
      log.entries == [
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
  }

  @Test func explicitAppearanceTransitionsIgnoreRepeatsAndReverse() {
    let log = LifecycleLog()
    let a = ViewController()
    log.watch(a, as: "A")
    a.endAppearanceTransition()  // nothing begun: no-op
    a.beginAppearanceTransition(true, animated: true)
    a.beginAppearanceTransition(true, animated: true)  // repeat: no-op
    #expect(a.appearancePhase == .appearing)
    a.beginAppearanceTransition(false, animated: true)  // reversed mid-way
    a.endAppearanceTransition()
    #expect(log.entries == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    #expect(a.appearancePhase == .disappeared)
  }

  @Test func containmentCallbacksInUIKitOrder() {
    let log = LifecycleLog()
    let window = makeWindow()
    let parent = ViewController()
    let child = ViewController()
    log.watch(parent, as: "P")
    log.watch(child, as: "C")
    window.rootViewController = parent
    log.clear()

    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.entries == [
        "C.willMoveToParent", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear",
        "C.didMoveToParent",
      ])
    #expect(child.parent === parent)
    #expect(identical(parent.children, [child]))
    log.clear()

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.entries == [
        "C.willMoveToNilParent", "C.viewWillDisappear", "C.viewDidDisappear",
        "C.didMoveToNilParent",
      ])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }

  @Test func childrenFollowTheirParentInAndOutOfTheWindow() {
    let log = LifecycleLog()
    let window = makeWindow()
    let parent = ViewController()
    let child = ViewController()
    log.watch(parent, as: "P")
    log.watch(child, as: "C")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    log.clear()
    window.rootViewController = parent
    #expect(
      log.entries == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
    log.clear()
    window.rootViewController = nil
    #expect(
      log.entries == [
        "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear",
      ])
  }

  @Test func addChildRefusesCyclesAndMovesBetweenParents() {
    let a = ViewController()
    let b = ViewController()
    let c = ViewController()
    a.addChild(b)
    b.addChild(a)  // a is b's ancestor: no-op
    #expect(a.parent == nil)
    c.addChild(b)  // moves
    #expect(b.parent === c)
    #expect(a.children.isEmpty)
    #expect(b.rootAncestor === c)
  }
}
