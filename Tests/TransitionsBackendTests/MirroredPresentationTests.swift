import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// A presentation mirrored from a toolkit of plain objects, driven as UIKit drives it.
@MainActor
@Suite struct MirroredPresentationTests {
  @Test func aButtonsPresentationIsShownOnTheRealViewsAndCompletesOnce() throws {
    let stage = PlainStage(.card())
    stage.present()
    let scene = try #require(stage.scene)
    #expect(!scene.content.wantsInteractiveStart)  // no finger: undriven, interruptible
    stage.attach(.interruptible)
    #expect(stage.contexts.isEmpty)
    // The presented view is in the toolkit's container, the dimming view made behind it.
    #expect(stage.container.subviews.map(\.role) == ["dimming", nil])
    #expect(stage.container.subviews.last === stage.presentedView)
    stage.run(0.1)
    let midway = try #require(stage.presentedView.values)
    #expect(midway.transform.m42 > 1)  // still below its place: moving up
    stage.run(0.6)
    #expect(stage.contexts == [.complete(true)])
    let shown = try #require(stage.presentedView.values)
    expectApproximately(shown.transform.m42, 0, absolute: 1e-6)
    expectApproximately(shown.center.y, 60 + (844 - 60) / 2.0)
    // The presenter shrinks behind the card: transform only.
    let presenter = try #require(stage.presenterView.values)
    expectApproximately(presenter.transform.m11, CardTransition.Configuration().presenterScale)
    expectApproximately(try #require(stage.container.subviews.first?.values?.alpha), 0.4)
    stage.uikitEnded()
    #expect(stage.actions.last == .focusPresented)
    #expect(scene.content.presentedViewIsModal)
    #expect(scene.content.accessibilityDismisses)
  }

  @Test func aDragThatBeginsADismissalAsksUIKitToDismissAndDrivesItsContext() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    stage.actions.removeAll()
    let scene = try #require(stage.scene)

    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 20, steps: 1...6)
    #expect(stage.actions.contains(.dismiss))  // the engine decided: UIKit must dismiss
    // And UIKit, asking now, gets the interaction.
    #expect(scene.content.wantsInteractiveStart)
    #expect(scene.engineClaimsTouches)
    stage.dismiss()  // UIKit's dismissalTransitionWillBegin: the engine already runs it
    stage.attach(.interactive)
    #expect(!scene.content.wantsInteractiveStart)
    let updates = stage.contexts.compactMap { if case .update(let p) = $0 { p } else { nil } }
    #expect(updates.count >= 1)
    stage.moveDown(from: Point(x: 195, y: 300), by: 20, steps: 7...20)
    stage.touch(.ended, at: Point(x: 195, y: 700))
    stage.run(1.0)
    let commands = stage.contexts
    let releases = commands.filter { $0 == .finish || $0 == .cancel }
    #expect(releases == [.finish])
    #expect(commands.last == .complete(true))
    #expect(commands.filter { if case .complete = $0 { true } else { false } }.count == 1)
    let lastUpdate = commands.lastIndex { if case .update = $0 { true } else { false } }
    let finish = commands.firstIndex(of: .finish)
    #expect(lastUpdate.map { $0 < (finish ?? 0) } == true)  // no update after the release
    stage.uikitEnded()
    #expect(stage.actions.suffix(2) == [.restoreFocus, .ended])
    #expect(stage.container.subviews.isEmpty)  // dimming and presented view gone
    #expect(scene.content.isOver)
    #expect(!scene.content.presentedViewIsModal)
  }

  @Test func aButtonsDismissalRunsInTheEngineWithoutAnInteraction() throws {
    let stage = PlainStage(.modalSheet(dismissal: .standard))
    stage.presentByButton()
    stage.actions.removeAll()
    let scene = try #require(stage.scene)
    #expect(!scene.content.wantsInteractiveStart)
    stage.dismiss()
    #expect(!stage.actions.contains(.dismiss))  // UIKit started it: nothing to ask
    #expect(!scene.content.accessibilityDismisses)  // a transition is under way
    stage.attach(.interruptible)
    stage.run(0.7)
    #expect(stage.contexts == [.complete(true)])
    stage.uikitEnded()
    #expect(stage.actions.contains(.ended))
  }

  @Test func withoutAnimationTheFinalStateIsShownAtOnce() throws {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    stage.present(animated: false)
    let shown = try #require(stage.presentedView.values)
    expectApproximately(shown.transform.m42, 0)
    expectApproximately(try #require(stage.container.subviews.first?.values?.alpha), 0.4)
    stage.actions += stage.scene?.content.toolkitDidEnd(completed: true) ?? []
    // The content placed at its size at rest, unscaled, then the focus moved in.
    let atRest = ContentPlacement(
      shown: scene.content.frameOfPresentedView.size,
      atRest: scene.content.frameOfPresentedView.size, changes: .none)
    #expect(stage.actions == [.presentedContent(atRest), .focusPresented])
    stage.dismiss(animated: false)
    stage.actions += stage.scene?.content.toolkitDidEnd(completed: true) ?? []
    #expect(stage.actions.suffix(2) == [.restoreFocus, .ended])
    #expect(stage.container.subviews.isEmpty)
  }

  @Test func alongsideAnimationsFollowTheProgressAndGoBackOnCancel() throws {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    #expect(scene.content.addAlongsideAnimation() == nil)  // nothing under way
    stage.present()
    let token = try #require(scene.content.addAlongsideAnimation())
    stage.attach(.interruptible)
    stage.run(0.7)
    let scrubs = stage.actions.compactMap { action -> Double? in
      if case .alongside(.scrub(token, let fraction)) = action { return fraction }
      return nil
    }
    #expect(scrubs.count > 5)
    #expect(zip(scrubs, scrubs.dropFirst()).allSatisfy { $0 <= $1 })  // a damped spring: rising
    #expect(stage.actions.contains(.alongside(.finish(token, atEnd: true))))
    stage.uikitEnded()

    // A drag down a little, released still: the dismissal is cancelled.
    stage.actions.removeAll()
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 4, steps: 1...10)
    let dismissal = try #require(scene.content.addAlongsideAnimation())
    stage.dismiss()
    stage.attach(.interactive)
    stage.run(0.3)  // the finger rests
    stage.touch(.ended, at: Point(x: 195, y: 340))
    stage.run(1)
    #expect(stage.contexts.contains(.cancel))
    #expect(stage.contexts.last == .complete(false))
    #expect(stage.actions.contains(.alongside(.finish(dismissal, atEnd: false))))
    stage.uikitEnded()
    #expect(!stage.actions.contains(.ended))  // still presented
    #expect(scene.content.presentedViewIsModal)
  }

  @Test func hapticsComeOutAsTheToolkitsFeedback() throws {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    scene.window.impact(.rigid, intensity: 0.8)
    scene.window.impact(.selection)
    #expect(
      scene.tick(mediaTime: 5) == [.haptic(.impact(.rigid, intensity: 0.8)), .haptic(.selection)])
  }

  @Test func reduceMotionFollowsTheSettingFromTheNextTransition() throws {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    scene.setReduceMotion(true)  // the change notification, before the presentation
    stage.present()
    stage.attach(.interruptible)
    var alphas: [Double] = []
    for _ in 0..<24 {
      stage.run(1 / 60.0)
      let values = try #require(stage.presentedView.values)
      expectApproximately(values.transform.m42, 0)  // no movement: a cross-fade
      alphas.append(values.alpha)
    }
    #expect(alphas.first.map { $0 < 0.2 } == true)
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 <= $1 })
    stage.run(0.2)
    #expect(stage.contexts == [.complete(true)])
    scene.setReduceMotion(false)
    #expect(!scene.window.environment.reduceMotion)
  }

  @Test func aLateLiftIsDeliveredAndALateMoveIsNot() throws {
    let stage = PlainStage(.card())
    stage.present(animated: false)
    let scene = try #require(stage.scene)
    _ = scene.tick(mediaTime: 1000)
    _ = scene.tick(mediaTime: 1000.5)
    let down = scene.send(id: 1, phase: .began, location: Point(x: 100, y: 300), mediaTime: 1000.5)
    #expect(down.delivered)
    let late = scene.send(id: 1, phase: .moved, location: Point(x: 100, y: 310), mediaTime: 1000.5)
    #expect(late.delivered)
    _ = scene.tick(mediaTime: 1000.7)
    let stale = scene.send(
      id: 1, phase: .moved, location: Point(x: 100, y: 320), mediaTime: 1000.55)
    #expect(!stale.delivered)  // 0.15 s late: stale input, refused
    let lift = scene.send(id: 1, phase: .ended, location: Point(x: 100, y: 320), mediaTime: 1000.55)
    #expect(lift.delivered)  // a lift is never lost
    let nan = scene.send(id: 2, phase: .began, location: .zero, mediaTime: .nan)
    #expect(!nan.delivered)
  }

  @Test func aTransitionWithoutDismissalGesturesOffersNoAccessibleDismissal() throws {
    let stage = PlainStage(.modalSheet(dismissal: ModalDismissal.none))
    stage.present(animated: false)
    stage.actions += stage.scene?.content.toolkitDidEnd(completed: true) ?? []
    let scene = try #require(stage.scene)
    #expect(scene.content.presentedViewIsModal)
    #expect(!scene.content.userCanDismiss)
    #expect(!scene.content.accessibilityDismisses)
  }

  @Test func aResizeLaysThePresentationOutAgain() throws {
    let stage = PlainStage(.card())
    stage.present(animated: false)
    let scene = try #require(stage.scene)
    scene.resize(to: Size(width: 844, height: 390), safeAreaInsets: .zero)
    let shown = try #require(stage.presentedView.values)
    expectApproximately(shown.bounds.size.width, 844)
    expectApproximately(
      try #require(stage.container.subviews.first?.values?.bounds.size.width), 844)
  }

  @Test func nothingOutlivesThePresentation() throws {
    weak var window: Window?
    weak var manager: TransitionManager?
    weak var presented: ViewController?
    weak var dimming: PlainView?
    weak var scene: MirroredPresentation<PlainToolkit>?
    do {
      let stage = PlainStage(.card())
      stage.present()
      stage.attach(.interruptible)
      stage.run(0.7)
      stage.uikitEnded()
      stage.dismiss()
      stage.attach(.interruptible)
      stage.run(0.7)
      stage.uikitEnded()
      #expect(stage.actions.last == .ended)
      window = stage.scene?.window
      manager = stage.scene?.content.manager
      presented = stage.scene?.content.presented
      dimming = stage.toolkit.made.first
      scene = stage.scene
      stage.scene = nil  // the backend lets go at `.ended`
    }
    #expect(scene == nil)
    #expect(window == nil)
    #expect(manager == nil)
    #expect(presented == nil)
    #expect(dimming == nil)
  }

  /// Every modal transition of the catalogue, from its data: presented and dismissed by
  /// buttons through the mirrored scene, UIKit's context completed exactly once each way (the
  /// toast with a duration past the 5 s waited here: its own timeout is `MirroredToastTests`').
  @Test func everyCatalogueTransitionPresentsAndDismisses() throws {
    let ids = TransitionCatalogue.definitions.filter { $0.kind == .modal }.map(\.description.id)
    #expect(!ids.isEmpty)
    for id in ids {
      let style = id == "toast" ? .toast(duration: 60) : try TransitionCatalogue.style(for: id)
      let stage = PlainStage(style)
      stage.present()
      stage.attach(.interruptible)
      stage.run(5)
      #expect(stage.contexts == [.complete(true)], "\(id)")
      stage.uikitEnded()
      stage.actions.removeAll()
      stage.dismiss()
      stage.attach(.interruptible)
      stage.run(5)
      #expect(stage.contexts == [.complete(true)], "\(id)")
      stage.uikitEnded()
      #expect(stage.actions.last == .ended, "\(id)")
      #expect(stage.container.subviews.isEmpty, "\(id)")
    }
  }

  /// A real scroll view in the presented view: the engine scrolls it, and a drag down from its
  /// top hands off to the dismissal, which UIKit is asked to start.
  @Test func aRealScrollViewScrollsAndHandsOffToTheDismissal() throws {
    let stage = PlainStage(.modalSheet(dismissal: .standard))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    let list = PlainView("list")
    let frame = scene.content.frameOfPresentedView
    let size = Size(width: frame.size.width, height: frame.size.height)
    let mirrored = scene.content.mirrorScrollView(
      list, frame: Rect(origin: .zero, size: size),
      contentSize: Size(width: size.width, height: 3000), contentOffset: Point(x: 0, y: 200))
    #expect(list.values?.bounds.origin.y == 200)
    stage.actions.removeAll()
    // Down by 120 pt: the content scrolls back towards its top first; no dismissal.
    stage.drag(from: Point(x: 195, y: 300), by: Vector(dx: 0, dy: 120), duration: 0.4)
    stage.run(0.1)
    let offset = try #require(list.values?.bounds.origin.y)
    #expect(offset < 200 && offset > 0)
    #expect(!stage.actions.contains(.dismiss))
    // Down again, far: the content reaches its top and the sheet takes over the drag.
    stage.run(2)
    stage.drag(from: Point(x: 195, y: 200), by: Vector(dx: 0, dy: 500), duration: 0.5)
    #expect(mirrored.scrollView.isAtTop)
    #expect(stage.actions.contains(.dismiss))
    let top = try #require(list.values?.bounds.origin.y)
    expectApproximately(top, 0, absolute: 0.5)
  }

  /// Seed 000: a pan down on the presenter presents interactively (UIKit is asked to present,
  /// and gets the interaction controller); a pan up dismisses; the scene stays to present again.
  @Test func aPanOnThePresenterPresentsThroughUIKitAndCanPresentAgain() throws {
    let stage = PlainStage(.pullDown())
    let scene = try #require(stage.scene)
    #expect(scene.content.installPresentationInteraction())
    for round in 0..<2 {
      stage.actions.removeAll()
      stage.touch(.began, at: Point(x: 195, y: 200))
      stage.moveDown(from: Point(x: 195, y: 200), by: 25, steps: 1...4)
      #expect(stage.actions.filter { $0 == .present }.count == 1, "round \(round)")
      #expect(scene.content.wantsInteractiveStart)
      stage.present()  // UIKit's presentationTransitionWillBegin: the engine already runs it
      stage.attach(.interactive)
      stage.moveDown(from: Point(x: 195, y: 200), by: 25, steps: 5...16)
      stage.touch(.ended, at: Point(x: 195, y: 600))
      stage.run(1.5)
      #expect(stage.contexts.filter { $0 == .finish }.count == 1)
      #expect(stage.contexts.last == .complete(true))
      stage.uikitEnded()
      #expect(scene.content.presentedViewIsModal)

      stage.actions.removeAll()
      stage.drag(from: Point(x: 195, y: 700), by: Vector(dx: 0, dy: -500), duration: 0.25)
      #expect(stage.actions.contains(.dismiss))
      stage.dismiss()
      stage.attach(.interactive)
      stage.run(1.5)
      #expect(stage.contexts.last == .complete(true))
      stage.uikitEnded()
      #expect(!stage.actions.contains(.ended))  // it stays, to present again
      #expect(!scene.content.isOver)
      #expect(stage.presentedView.parent == nil)
    }
  }

  @Test func aSceneWithAPresentationGestureLeavesNothingOnceReleased() throws {
    weak var window: Window?
    weak var manager: TransitionManager?
    weak var presenter: ViewController?
    do {
      let stage = PlainStage(.pullDown())
      let scene = try #require(stage.scene)
      scene.content.installPresentationInteraction()
      stage.drag(from: Point(x: 195, y: 200), by: Vector(dx: 0, dy: 400), duration: 0.3)
      stage.present()
      stage.attach(.interactive)
      stage.run(1.5)
      stage.uikitEnded()
      window = scene.window
      manager = scene.content.manager
      presenter = scene.content.presenter
      stage.scene = nil  // the presenter's TransitionController lets go
    }
    #expect(window == nil)
    #expect(manager == nil)
    #expect(presenter == nil)
  }
}
