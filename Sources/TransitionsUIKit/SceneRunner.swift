import Motion
import QuartzCore
import Stage
import TransitionsBackend
import UIKit

/// The one runner of a mirrored scene in UIKit, whatever hosts it (a presentation, a navigation
/// stack, a container): its display link, its touch forwarding, the Reduce Motion observer, and
/// the loop that makes each call with implicit animation off, hands each action to its
/// controller, and starts or stops the link as ``TransitionsBackend/MirroredScene/needsFrames``
/// says. The controllers keep only UIKit's delegate shapes and the mapping of actions to UIKit
/// calls.
///
/// With a twin (``TransitionsBackend/PlanningTwin``), every call is made on the scene and on its
/// twin, and after a lift or a call that starts a run with no finger (`commits`), the rest of the
/// run is planned on the twin and committed to the render server (issue 30): the display link
/// stops, the layers play the plan, and the transaction's completion ends the run; a touch-down
/// takes it back.
@MainActor
final class SceneRunner<Content: SceneContent> where Content.Toolkit == UIKitToolkit {
  /// A call on the scene (or its twin, with stand-ins for the views it passes).
  typealias Call = PlanningTwin<Content>.Call

  /// The scene run.
  let scene: MirroredScene<Content>
  /// The twin the rest of a run is planned on; `nil`: every run plays frame by frame.
  private let twin: PlanningTwin<Content>?
  private let handle: @MainActor (BackendAction) -> Void
  private let haptics: FeedbackGenerators
  /// What is committed to the render server (issue 30).
  private let renderServer = RenderServerCommit()
  private var reduceMotionObserver: (any NSObjectProtocol)?
  private lazy var clock = DisplayLinkClock(
    scene: { [weak self] in self?.hapticView()?.window?.windowScene }
  ) { [weak self] time in
    self?.frame(at: time)
  }
  /// The view the scene shows in: its generators are attached to it, its display link follows
  /// its window scene's display.
  private let hapticView: @MainActor () -> UIView?
  /// Called after every call, touch and display frame the runner makes (its actions carried
  /// out): a front end's live progress (the SwiftUI modifier's) follows each frame.
  var afterEachRun: (@MainActor () -> Void)?
  /// Reduce Motion as a front end's environment says (SwiftUI's `accessibilityReduceMotion`);
  /// `nil`: UIKit's `UIAccessibility.isReduceMotionEnabled`, followed as it changes.
  var reduceMotion: Bool? {
    didSet {
      let value = reduceMotion ?? UIAccessibility.isReduceMotionEnabled
      perform { scene, _ in
        scene.setReduceMotion(value)
        return []
      }
    }
  }

  /// Runs `scene`, handing each action it returns to `handle`, in order, but the haptics: those
  /// it plays and prepares itself, with generators attached to the view `hapticView` gives.
  /// With `twin`, runs left to themselves are committed to the render server.
  init(
    scene: MirroredScene<Content>, twin: PlanningTwin<Content>? = nil,
    hapticView: @escaping @MainActor () -> UIView?,
    handle: @escaping @MainActor (BackendAction) -> Void
  ) {
    self.scene = scene
    self.twin = twin
    self.handle = handle
    self.hapticView = hapticView
    haptics = FeedbackGenerators(view: hapticView)
    scene.mediaClock = { CACurrentMediaTime() }
    reduceMotionObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, self.reduceMotion == nil else { return }
        let value = UIAccessibility.isReduceMotionEnabled
        self.perform { scene, _ in
          scene.setReduceMotion(value)
          return []
        }
      }
    }
  }

  /// Makes `call` on the scene (and its twin) with implicit animation off, hands over its
  /// actions, commits the rest of the run when `commits` and nothing but a touch can change it,
  /// then starts the display link (telling the scene the time:
  /// ``MirroredScene/displayLinkStarted(mediaTime:)``) when the scene needs frames, or stops it
  /// when it does not.
  ///
  /// A call that passes a view passes `view(real)` (its stand-in on the twin) and holds the
  /// real view weakly: the twin's journal keeps the call.
  ///
  /// - Parameter inToolkitAnimation: the call is made inside an animation UIKit runs (a rotation's
  ///   `animate(alongsideTransition:completion:)`): what it changes is left to that animation, so
  ///   the views follow UIKit's rotation instead of snapping while the rest animates.
  func perform(
    inToolkitAnimation: Bool = false, commits: Bool = false, _ call: @escaping Call
  ) {
    run(inToolkitAnimation: inToolkitAnimation, commits: commits) { [scene, twin] in
      twin?.perform(on: scene, call) ?? call(scene) { $0 }
    }
  }

  /// Makes `call` as ``perform(inToolkitAnimation:commits:_:)`` does, and returns the live
  /// scene's answer (whether a gesture was installed, a scroll view's offset decision, a run's
  /// token).
  func perform<Answer>(
    commits: Bool = false, answering call: @escaping PlanningTwin<Content>.Answering<Answer>
  ) -> Answer {
    var answer: Answer?
    run(commits: commits) { [scene, twin] in
      let made = twin?.perform(on: scene, answering: call) ?? call(scene) { $0 }
      answer = made.0
      return made.1
    }
    guard let answer else { return call(scene) { $0 }.0 }  // not reached: run calls its body
    return answer
  }

  /// One display frame.
  private func frame(at time: Double) {
    run(commits: false) { [scene, twin] in
      twin?.tick(scene, mediaTime: time) ?? scene.tick(mediaTime: time)
    }
  }

  /// A real touch; a lift may leave the run to itself.
  private func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: Double) {
    let location = Point(x: point.x, y: point.y)
    run(commits: phase == .ended || phase == .cancelled) { [scene, twin] in
      twin?.send(scene, id: finger, phase: phase, location: location, mediaTime: time).actions
        ?? scene.send(id: finger, phase: phase, location: location, mediaTime: time).actions
    }
  }

  private func run(
    inToolkitAnimation: Bool = false, commits: Bool, _ body: () -> [BackendAction]
  ) {
    followLayoutDirection()
    var actions: [BackendAction] = []
    if inToolkitAnimation {
      actions = body()
    } else {
      withoutImplicitAnimation { actions = body() }
    }
    if commits, !inToolkitAnimation, let twin {
      withoutImplicitAnimation {
        actions += twin.commitRest(of: scene, mediaTime: CACurrentMediaTime())
      }
    }
    for action in actions { carryOut(action) }
    if scene.needsFrames {
      if !clock.isRunning {
        let now = CACurrentMediaTime()
        if let twin {
          twin.displayLinkStarted(scene, mediaTime: now)
        } else {
          scene.displayLinkStarted(mediaTime: now)
        }
        clock.start()
      }
    } else {
      clock.stop()  // committed: the render server draws the rest, no frame on the main thread
    }
    afterEachRun?()
  }

  private func carryOut(_ action: BackendAction) {
    switch action {
    case .haptic(let feedback): haptics.play(feedback)
    case .prepareHaptic(let generator): haptics.prepare(generator)
    case .renderServer(.commit(let plan)):
      renderServer.commit(
        plan, view: { [scene] id in scene.binder.backendView(for: id) },
        finished: { [weak self] in
          let now = CACurrentMediaTime()
          self?.perform { scene, _ in scene.renderServerFinished(mediaTime: now) }
        },
        haptic: { [haptics] feedback in haptics.play(feedback) })
    case .renderServer(.remove): renderServer.remove(mediaTime: CACurrentMediaTime())
    default: handle(action)
    }
  }

  /// Gives the scene the layout direction of the view it shows in
  /// (`effectiveUserInterfaceLayoutDirection`,
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection),
  /// before each call: a right-to-left language mirrors `leading`, the pop edge and a tab pan.
  /// A change goes to the twin too (a twin left to the old direction would plan a mirrored run).
  private func followLayoutDirection() {
    guard let view = hapticView() else { return }
    let direction = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
    guard scene.window.environment.layoutDirection != direction else { return }
    guard let twin else { return scene.setLayoutDirection(direction) }
    twin.perform(on: scene) { scene, _ in
      scene.setLayoutDirection(direction)
      return []
    }
  }

  /// A recogniser that forwards real touches (in its view's coordinates) to the scene and
  /// begins, cancelling the views' own touches, once the engine's gestures claim them.
  func makeForwarder() -> TouchForwardingRecognizer {
    TouchForwardingRecognizer(
      forward: { [weak self] finger, phase, point, time in
        self?.touch(finger, phase, point, time)
      },
      engineClaims: { [weak self] in self?.scene.engineClaimsTouches ?? false })
  }

  /// Stops the display link and the observer: the scene is over, or its host goes.
  func stop() {
    clock.stop()
    if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
    reduceMotionObserver = nil
  }
}

extension EdgeInsets {
  /// UIKit's insets, in points.
  init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension MirroredScene {
  /// Resizes the scene to `view`'s bounds size and safe area (the view it mirrors).
  func resize(toFit view: UIView) -> [BackendAction] {
    resize(to: Size(view.bounds.size), safeAreaInsets: EdgeInsets(view.safeAreaInsets))
  }
}
