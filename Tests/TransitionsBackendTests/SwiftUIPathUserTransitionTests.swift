import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

// A user's own transition (`TransitionStyle.custom`, public API only) through the platform-neutral
// part of the SwiftUI path: `PresentationBinding` deciding, `MirroredPresentation` moving, wired
// the way `PresentationCoordinator` (Sources/TransitionsSwiftUI) and `TransitionController`
// (Sources/TransitionsUIKit) wire them on a device.

/// A user's transition: a drawer 300 pt wide slides in from the trailing edge; a swipe back
/// towards that edge closes it. Written as an app would, against the public API only.
final class DrawerTransition: ModalTransition {
  static let width = 300.0

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let drawer = try context.movingView()
    let open = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let closed = open.offsetBy(Vector(dx: Self.width, dy: 0))
    let opening = context.operation == .present
    drawer.frame = opening ? closed : open
    let slide = try PropertyAnimator(duration: 0.3, window: context.window) {
      drawer.frame = opening ? open : closed
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: slide, timing: .curve(.easeInEaseOut, duration: 0.3),
      travel: Self.width)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }

  let presentationStyle = ModalPresentationStyle.custom

  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    bounds.inset(by: EdgeInsets(top: 0, left: bounds.size.width - Self.width, bottom: 0, right: 0))
  }

  /// Opening moves leftwards, closing rightwards.
  func progressAxis(for operation: TransitionOperation) -> Vector {
    operation == .present ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, host: host)
  }
}

/// The SwiftUI path without SwiftUI: an `isPresented:` binding, the reconciler, and the mirrored
/// scene with UIKit's part played by `PlainStage`. Each toolkit event reaches the reconciler as
/// `TransitionController`'s hooks pass it on (`onWillDismiss`, `onDidEnd` with the operation).
@MainActor
final class SwiftUIPath {
  let stage: PlainStage
  private var reconciler = PresentationBinding<Bool>()
  /// The user's `@State var isPresented`.
  private(set) var isPresented = false
  /// What the path did to the user's side, in order: `write false`, `write true`, `onDismiss`.
  private(set) var events: [String] = []
  private var handled = 0

  init(_ style: TransitionStyle) {
    stage = PlainStage(style)
  }

  /// The user sets the binding; SwiftUI updates the representable, which reads it.
  func set(_ value: Bool) {
    isPresented = value
    perform(reconciler.bindingRead(isPresented ? true : nil))
  }

  /// Frames tick; each new action the scene asks of UIKit is carried out as UIKit does.
  func run(_ duration: Double) {
    stage.run(duration)
    pump()
  }

  func touch(_ phase: TouchPhase, at point: Point) {
    stage.touch(phase, at: point)
    pump()
  }

  private func pump() {
    while handled < stage.actions.count {
      let action = stage.actions[handled]
      handled += 1
      switch action {
      case .dismiss:  // the drag decided: UIKit's dismiss(animated: true), then interactive
        stage.dismiss()
        perform(reconciler.toolkitWillDismiss())
        stage.attach(.interactive)
      case .context(.complete(let completed)):
        let operation = stage.scene?.content.toolkitOperation
        stage.uikitEnded()
        if let operation { perform(reconciler.toolkitDidEnd(operation, completed: completed)) }
      default: break
      }
    }
  }

  private func perform(_ commands: [PresentationBinding<Bool>.Command]) {
    for command in commands {
      switch command {
      case .present:
        stage.present()
        stage.attach(.interruptible)
        pump()
      case .dismiss:
        stage.dismiss()
        perform(reconciler.toolkitWillDismiss())
        stage.attach(.interruptible)
        pump()
      case .writeBinding(let value):
        isPresented = value != nil
        events.append("write \(isPresented)")
      case .onDismiss:
        events.append("onDismiss")
      }
    }
  }

  var phase: PresentationBinding<Bool>.Phase { reconciler.phase }
  /// What `\.presentationProgress` carries each frame.
  var progress: PresentationProgress { stage.scene?.content.progress ?? .dismissed }
}

@MainActor
@Suite struct SwiftUIPathUserTransitionTests {
  @Test func aUsersTransitionIsPresentedDraggedAndDismissedWritingTheBindingOnce() throws {
    weak var made: DrawerTransition?
    let path = SwiftUIPath(
      .custom {
        let transition = DrawerTransition()
        made = transition
        return transition
      })
    #expect(path.stage.scene != nil)

    // Presented by the binding: the user's transition slides the drawer in, 0.3 s.
    path.set(true)
    #expect(made != nil)
    path.run(0.5)
    #expect(path.phase == .presented(true))
    #expect(path.progress == .presented)
    let frame = try #require(path.stage.presentedView.values)
    expectApproximately(frame.center.x, 390 - DrawerTransition.width / 2)
    path.set(true)  // SwiftUI updates again with the same value: nothing happens
    #expect(path.events.isEmpty)

    // Dragged: the finger swipes the drawer back; the binding stays true while it does.
    path.touch(.began, at: Point(x: 150, y: 400))
    var fractions: [Double] = []
    for step in 1...12 {
      path.run(1 / 60.0)
      path.touch(.moved, at: Point(x: 150 + Double(step) * 15, y: 400))
      if path.progress.isInteractive { fractions.append(path.progress.fraction) }
    }
    #expect(path.progress.operation == .dismiss)
    #expect(fractions.count >= 4)
    #expect(fractions.last.map { $0 < 0.9 && $0 > 0.3 } == true)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-9 })
    #expect(path.isPresented)
    #expect(path.events.isEmpty)

    // Dismissed on release: the binding is written false once, then onDismiss, once.
    path.touch(.ended, at: Point(x: 330, y: 400))
    path.run(1.0)
    #expect(path.stage.contexts.contains(.complete(true)))
    #expect(path.events == ["write false", "onDismiss"])
    #expect(!path.isPresented)
    #expect(path.phase == .idle)
    #expect(path.progress == .dismissed)
    path.set(false)  // SwiftUI reads the written value back: nothing more
    path.run(0.2)
    #expect(path.events == ["write false", "onDismiss"])

    // The user's transition does not outlive its scene (released once UIKit lets it go).
    #expect(path.stage.actions.contains(.ended))
    path.stage.scene = nil
    #expect(made == nil)
  }
}
