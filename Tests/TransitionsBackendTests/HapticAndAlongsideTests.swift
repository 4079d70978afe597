import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

@Suite struct HapticFeedbackTests {
  @Test(arguments: [
    (ImpactStyle.light, ImpactFeedbackStyle.light), (.medium, .medium), (.heavy, .heavy),
    (.soft, .soft), (.rigid, .rigid),
  ])
  func everyImpactStyleMapsToUIKitsStyle(_ engine: ImpactStyle, _ expected: ImpactFeedbackStyle) {
    let feedback = HapticFeedback(HapticImpact(style: engine, intensity: 0.7, time: 1))
    #expect(feedback == .impact(expected, intensity: 0.7))
  }

  @Test func rawValuesAreUIKits() {
    // UIImpactFeedbackGenerator.FeedbackStyle: light 0, medium 1, heavy 2, soft 3, rigid 4.
    #expect(ImpactFeedbackStyle.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test func selectionIsATickAndIntensitiesAreClamped() {
    #expect(HapticFeedback(HapticImpact(style: .selection, intensity: 0.2, time: 0)) == .selection)
    #expect(
      HapticFeedback(HapticImpact(style: .rigid, intensity: 3, time: 0))
        == .impact(.rigid, intensity: 1))
    #expect(
      HapticFeedback(HapticImpact(style: .soft, intensity: -1, time: 0))
        == .impact(.soft, intensity: 0))
    #expect(
      HapticFeedback(HapticImpact(style: .heavy, intensity: .nan, time: 0))
        == .impact(.heavy, intensity: 1))
  }

  @MainActor @Test func theForwarderHandsEveryWindowImpactOn() {
    var heard: [HapticFeedback] = []
    let forwarder = HapticForwarder { heard.append($0) }
    let window = Window(
      size: Size(width: 10, height: 10), environment: Environment(haptics: forwarder))
    window.impact(.medium, intensity: 0.5)
    window.impact(.selection)
    #expect(heard == [.impact(.medium, intensity: 0.5), .selection])
  }
}

@Suite struct AlongsideAnimationsTests {
  typealias Command = AlongsideAnimations.Command

  @Test func blocksFollowTheProgressClampedAndFinishWhereTheTransitionEnded() throws {
    var alongside = AlongsideAnimations()
    let firstToken = alongside.add()
    let first = try #require(firstToken)
    #expect(alongside.progressed(0.25) == [.scrub(first, fraction: 0.25)])
    #expect(alongside.progressed(0.25) == [])  // unchanged: nothing to set
    let secondToken = alongside.add()
    let second = try #require(secondToken)  // mid-flight: starts at the progress so far
    #expect(alongside.progressed(0.25) == [.scrub(second, fraction: 0.25)])
    #expect(
      alongside.progressed(1.2) == [.scrub(first, fraction: 1), .scrub(second, fraction: 1)])
    #expect(alongside.progressed(.nan) == [])
    #expect(
      alongside.ended(completed: true) == [
        .finish(first, atEnd: true), .finish(second, atEnd: true),
      ])
    #expect(alongside.ended(completed: false) == [])  // once
    let late = alongside.add()
    #expect(late == nil)
    #expect(alongside.progressed(0.5) == [])
  }

  @Test func aCancelGoesBackThroughTheProgressAndFinishesAtTheStart() throws {
    var alongside = AlongsideAnimations()
    let tokenToken = alongside.add()
    let token = try #require(tokenToken)
    _ = alongside.progressed(0.6)
    #expect(alongside.progressed(0.3) == [.scrub(token, fraction: 0.3)])  // going back
    #expect(alongside.progressed(-0.1) == [.scrub(token, fraction: 0)])
    #expect(alongside.ended(completed: false) == [.finish(token, atEnd: false)])
  }
}

/// Device risk 10: one generator per kind for the scene's life, prepared when a finger lands.
@MainActor
@Suite struct HapticPreparationTests {
  @Test func theGeneratorsPlayedArePreparedAtEachTouchDownOnce() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    func preparations(_ actions: [BackendAction]) -> [HapticGenerator] {
      actions.compactMap { if case .prepareHaptic(let kind) = $0 { kind } else { nil } }
    }
    // Nothing played yet: nothing to prepare.
    var actions = scene.send(id: 1, phase: .began, location: Point(x: 195, y: 600), mediaTime: 2000)
      .actions
    #expect(preparations(actions).isEmpty)
    _ = scene.send(id: 1, phase: .ended, location: Point(x: 195, y: 600), mediaTime: 2000.05)
    // The engine plays a rigid impact and a selection tick.
    scene.window.impact(.rigid, intensity: 0.5)
    scene.window.impact(.selection)
    actions = scene.tick(mediaTime: 2000.1)
    #expect(actions.contains(.haptic(.impact(.rigid, intensity: 0.5))))
    #expect(actions.contains(.haptic(.selection)))
    // The next gesture's first finger prepares both, in the order played; a second finger and
    // the moves prepare nothing more.
    actions =
      scene.send(id: 1, phase: .began, location: Point(x: 195, y: 600), mediaTime: 2001)
      .actions
    #expect(preparations(actions) == [.impact(.rigid), .selection])
    actions =
      scene.send(id: 2, phase: .began, location: Point(x: 100, y: 600), mediaTime: 2001.01)
      .actions
    #expect(preparations(actions).isEmpty)
    actions =
      scene.send(id: 1, phase: .moved, location: Point(x: 195, y: 610), mediaTime: 2001.02)
      .actions
    #expect(preparations(actions).isEmpty)
    #expect(HapticFeedback.impact(.soft, intensity: 1).generator == .impact(.soft))
  }
}

/// Device risk 5: which view is modal for VoiceOver, on a model of UIKit's rule.
@Suite struct ScreenReaderModalityTests {
  typealias Node = ScreenReaderModality.Node

  /// UIKit's window during a custom presentation: the presenter's views, then the transition
  /// container with the dimming view and the presented view (its content inside).
  static func window(modal: ScreenReaderModality.ToolkitView?) -> Node {
    Node(
      "window", isElement: false, isModal: false,
      [
        Node("presenter", [Node("list", isElement: true), Node("button", isElement: true)]),
        Node(
          "container", isModal: modal == .container,
          [
            Node("dimming", isElement: true, isModal: modal == .dimming),
            Node(
              "presentedView", isModal: modal == .presentedView,
              [Node("title", isElement: true), Node("close", isElement: true)]),
          ]),
      ])
  }

  @Test func theContainerIsModalSoThePresenterIsHiddenAndTheDimmingStaysReadable() {
    #expect(ScreenReaderModality.modalView == .container)
    let read = ScreenReaderModality.readableElements(in: Self.window(modal: .container))
    #expect(read == ["dimming", "title", "close"])
  }

  @Test func thePresentedViewAloneWouldLeaveThePresenterReadable() {
    // What the glue did before: the presenter's list and button are still read, and the
    // dimming view's "Dismiss" is not.
    let read = ScreenReaderModality.readableElements(in: Self.window(modal: .presentedView))
    #expect(read == ["list", "button", "title", "close"])
    #expect(
      ScreenReaderModality.readableElements(in: Self.window(modal: nil))
        == ["list", "button", "dimming", "title", "close"])
  }

  @Test func escapeIsAnsweredWhereverTheFocusIsInThePresentation() {
    #expect(Set(ScreenReaderModality.escapeAnswerers) == [.presentedView, .dimming])
  }
}

/// Device risk 3: a presentation gesture's controller lives while the gesture is installed, and
/// nothing lives after it is removed.
@MainActor
@Suite struct PresentationGestureOwnershipTests {
  final class Presenter { var installation: AnyObject? }
  final class Controller { var manager: AnyObject? }
  final class Manager {}

  @Test func theControllerAnAppDidNotKeepLivesWhileTheGestureIsInstalled() throws {
    let presenter = Presenter()
    weak var controller: Controller?
    weak var manager: Manager?
    do {
      let made = Controller()
      let managing = Manager()
      let installation = PresentationGestureInstallation(presenting: made, manager: managing)
      made.manager = installation.managerOfController  // the controller reaches it weakly
      presenter.installation = installation
      controller = made
      manager = managing
    }
    // The app kept neither (a local in its code): the installation does.
    #expect(controller != nil)
    #expect(manager != nil)
    let installation = try #require(
      presenter.installation as? PresentationGestureInstallation<Controller, Manager>)
    #expect(installation.isInstalled)
    #expect(installation.managerOfController.manager === manager)
    // Removed: both go, though the controller still holds its weak reference to the manager.
    installation.remove()
    #expect(!installation.isInstalled)
    #expect(controller == nil)
    #expect(manager == nil)
  }

  @Test func aPresenterThatGoesTakesEverythingWithIt() {
    weak var controller: Controller?
    weak var manager: Manager?
    weak var installed: PresentationGestureInstallation<Controller, Manager>?
    do {
      let presenter = Presenter()
      let made = Controller()
      let managing = Manager()
      let installation = PresentationGestureInstallation(presenting: made, manager: managing)
      made.manager = installation.managerOfController
      presenter.installation = installation
      controller = made
      manager = managing
      installed = installation
    }
    // No cycle: with the presenter gone, nothing of the installation lives on.
    #expect(installed == nil)
    #expect(controller == nil)
    #expect(manager == nil)
  }
}

/// Device risk 11: who decides the status bar's appearance.
@MainActor
@Suite struct StatusBarAppearanceTests {
  static let phone = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

  @Test(arguments: ["card", "sheet", "modal", "pullDown", "shade", "zoom"])
  func thePresentedControllerDecidesWhenItIsUnderTheStatusBar(id: String) throws {
    let scene = MirroredPresentation(
      style: try TransitionCatalogue.style(for: id), toolkit: PlainToolkit(),
      size: Size(width: 390, height: 844), safeAreaInsets: Self.phone)
    let frame = scene.content.frameOfPresentedView
    #expect(scene.content.capturesStatusBarAppearance == (frame.minY < 59), "\(id): \(frame)")
  }

  @Test func aFullScreenPresentationCapturesItAndACardDoesNot() throws {
    func captures(_ style: TransitionStyle) -> Bool {
      MirroredPresentation(
        style: style, toolkit: PlainToolkit(), size: Size(width: 390, height: 844),
        safeAreaInsets: Self.phone
      ).content.capturesStatusBarAppearance
    }
    #expect(captures(.modalSheet()))
    #expect(!captures(.card()))
  }
}

/// Device risk 2: the presented content keeps the safe area it has at rest while the engine
/// moves its view (UIKit works a view's safe area out from where it is shown).
@MainActor
@Suite struct SafeAreaCompensationTests {
  static let phone = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

  static func scene(_ style: TransitionStyle) -> MirroredPresentation<PlainToolkit> {
    MirroredPresentation(
      style: style, toolkit: PlainToolkit(), size: Size(width: 390, height: 844),
      safeAreaInsets: phone)
  }

  @Test func aFullScreenViewDraggedDownGetsItsTopInsetBack() {
    let content = Self.scene(.modalSheet()).content
    let rest = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(content.safeAreaCompensation(resting: rest, shown: rest) == .zero)
    // 30 pt down: the status bar covers 30 pt less of it; 100 pt: none of it.
    let down30 = Rect(x: 0, y: 30, width: 390, height: 844)
    expectApproximately(content.safeAreaCompensation(resting: rest, shown: down30).top, 30)
    let down100 = Rect(x: 0, y: 100, width: 390, height: 844)
    expectApproximately(content.safeAreaCompensation(resting: rest, shown: down100).top, 59)
    // Moving down covers more of the home indicator: nothing to give back there.
    expectApproximately(content.safeAreaCompensation(resting: rest, shown: down100).bottom, 0)
  }

  @Test func aViewLiftedGetsItsBottomInsetBackAndACardBelowTheStatusBarNothingOnTop() {
    let content = Self.scene(.card()).content
    let rest = Rect(x: 0, y: 60, width: 390, height: 784)  // below the status bar
    let lifted = Rect(x: 0, y: 40, width: 390, height: 784)
    let compensation = content.safeAreaCompensation(resting: rest, shown: lifted)
    expectApproximately(compensation.bottom, 20)  // 20 pt less of the home indicator covered
    expectApproximately(compensation.top, 0)  // it never covered the status bar at rest
    let nan = Rect(x: .nan, y: 0, width: 390, height: 844)
    #expect(content.safeAreaCompensation(resting: rest, shown: nan) == .zero)
  }

  @Test func aDraggedModalReportsItsCompensationOnceEachTimeItChanges() throws {
    let stage = PlainStage(.modalSheet(), safeAreaInsets: Self.phone)
    stage.presentByButton()
    stage.actions.removeAll()
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 10, steps: 1...12)
    let reported = stage.actions.compactMap { action -> Double? in
      if case .presentedSafeArea(let insets) = action { return insets.top }
      return nil
    }
    #expect(!reported.isEmpty)
    #expect(zip(reported, reported.dropFirst()).allSatisfy { $0 != $1 })  // only changes
    #expect(try #require(reported.last) > 0)
    #expect(reported.allSatisfy { $0 <= 59 + 1e-9 })
  }
}
