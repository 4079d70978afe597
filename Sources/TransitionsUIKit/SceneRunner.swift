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
@MainActor
final class SceneRunner<Content: SceneContent> where Content.Toolkit == UIKitToolkit {
  /// The scene run.
  let scene: MirroredScene<Content>
  private let handle: @MainActor (BackendAction) -> Void
  private let haptics: FeedbackGenerators
  /// What is committed to the render server (issue 30; no plan is committed until the runner
  /// has the scene's twin to plan on).
  private let renderServer = RenderServerCommit()
  private var reduceMotionObserver: (any NSObjectProtocol)?
  private lazy var clock = DisplayLinkClock(
    scene: { [weak self] in self?.hapticView()?.window?.windowScene }
  ) { [weak self] time in
    self?.perform { scene in scene.tick(mediaTime: time) }
  }
  /// The view the scene shows in: its generators are attached to it, its display link follows
  /// its window scene's display.
  private let hapticView: @MainActor () -> UIView?
  /// Reduce Motion as a front end's environment says (SwiftUI's `accessibilityReduceMotion`);
  /// `nil`: UIKit's `UIAccessibility.isReduceMotionEnabled`, followed as it changes.
  var reduceMotion: Bool? {
    didSet { scene.setReduceMotion(reduceMotion ?? UIAccessibility.isReduceMotionEnabled) }
  }

  /// Runs `scene`, handing each action it returns to `handle`, in order, but the haptics: those
  /// it plays and prepares itself, with generators attached to the view `hapticView` gives.
  init(
    scene: MirroredScene<Content>, hapticView: @escaping @MainActor () -> UIView?,
    handle: @escaping @MainActor (BackendAction) -> Void
  ) {
    self.scene = scene
    self.handle = handle
    self.hapticView = hapticView
    haptics = FeedbackGenerators(view: hapticView)
    reduceMotionObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, self.reduceMotion == nil else { return }
        self.scene.setReduceMotion(UIAccessibility.isReduceMotionEnabled)
      }
    }
  }

  /// Makes `call` on the scene with implicit animation off, hands over its actions, then starts
  /// the display link (telling the scene the time: ``MirroredScene/displayLinkStarted(mediaTime:)``)
  /// when the scene needs frames, or stops it when it does not.
  ///
  /// - Parameter inToolkitAnimation: the call is made inside an animation UIKit runs (a rotation's
  ///   `animate(alongsideTransition:completion:)`): what it changes is left to that animation, so
  ///   the views follow UIKit's rotation instead of snapping while the rest animates.
  func perform(
    inToolkitAnimation: Bool = false, _ call: (MirroredScene<Content>) -> [BackendAction]
  ) {
    followLayoutDirection()
    var actions: [BackendAction] = []
    if inToolkitAnimation {
      actions = call(scene)
    } else {
      withoutImplicitAnimation { actions = call(scene) }
    }
    for action in actions {
      switch action {
      case .haptic(let feedback): haptics.play(feedback)
      case .prepareHaptic(let generator): haptics.prepare(generator)
      case .renderServer(.commit(let plan)):
        renderServer.commit(
          plan, view: { [scene] id in scene.binder.backendView(for: id) },
          finished: { [weak self] in
            self?.perform { $0.renderServerFinished(mediaTime: CACurrentMediaTime()) }
          },
          haptic: { [haptics] feedback in haptics.play(feedback) })
      case .renderServer(.remove): renderServer.remove()
      default: handle(action)
      }
    }
    if scene.needsFrames {
      if !clock.isRunning {
        scene.displayLinkStarted(mediaTime: CACurrentMediaTime())
        clock.start()
      }
    } else {
      clock.stop()
    }
  }

  /// Gives the scene the layout direction of the view it shows in
  /// (`effectiveUserInterfaceLayoutDirection`,
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection),
  /// before each call: a right-to-left language mirrors `leading`, the pop edge and a tab pan.
  private func followLayoutDirection() {
    guard let view = hapticView() else { return }
    scene.setLayoutDirection(LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
  }

  /// A recogniser that forwards real touches (in its view's coordinates) to the scene and
  /// begins, cancelling the views' own touches, once the engine's gestures claim them.
  func makeForwarder() -> TouchForwardingRecognizer {
    TouchForwardingRecognizer(
      forward: { [weak self] finger, phase, point, time in
        self?.perform { scene in
          scene.send(
            id: finger, phase: phase, location: Point(x: point.x, y: point.y), mediaTime: time
          ).actions
        }
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
