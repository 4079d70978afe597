import Foundation
import QuartzCore
import TransitionsBackend
import UIKit

/// The app's alongside animations (UIKit's `animate(alongsideTransition:completion:)` shape),
/// each a paused `UIViewPropertyAnimator` the scene's ``TransitionsBackend/AlongsideAnimations``
/// commands drive: scrubbed each frame, continued by UIKit when the rest of the run is committed
/// to the render server (issue 30), finished at the end.
extension TransitionController {
  /// Animates the app's views alongside the transition under way, in UIKit's shape: the block
  /// runs in a paused `UIViewPropertyAnimator` scrubbed to the engine's progress each frame,
  /// finished at the end, or run back when the transition is cancelled. Returns `false` (and
  /// runs nothing) when no transition is under way.
  @discardableResult
  public func animate(
    alongsideTransition animation: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    let token = runner?.perform(answering: { scene, _ in
      (scene.content.addAlongsideAnimation(), [BackendAction]())
    })
    guard let token = token ?? nil else { return false }
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: animation)
    if let completion { animator.addCompletion { position in completion(position == .end) } }
    animator.pauseAnimation()
    alongside[token] = animator
    return true
  }

  /// One alongside command of the scene, as UIKit's calls on the block's paused animator.
  ///
  /// - **Scrub**: `fractionComplete`, which can be set "only while the animator is paused"
  ///   ([fractionComplete](https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete)):
  ///   an animator UIKit runs on a continuation (a committed run taken back by a touch) is
  ///   paused first and set to run forwards again.
  /// - **Continued** (the rest of the run committed to the render server,
  ///   ``TransitionsBackend/AlongsideContinuation``): UIKit plays the rest by itself, with the
  ///   progress's spring (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
  ///   the velocity relative to the distance left, as the plan's `CASpringAnimation`s take it)
  ///   or its curve (`UICubicTimingParameters(controlPoint1:controlPoint2:)`), reversed when the
  ///   run is cancelled, for the rest of the run's duration
  ///   ([continueAnimation(withTimingParameters:durationFactor:)](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)):
  ///   the factor "is multiplied by the original duration value"; the animator is made with
  ///   1 s). It pauses at its end
  ///   ([pausesOnCompletion](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/pausesoncompletion):
  ///   it "remains in the active state" and runs no completion), so the engine's end finishes
  ///   it as frame by frame. A scrubbed continuation (physics) is read at each display frame's
  ///   time by a display link of its own, until a scrub or the end.
  /// - **Finish**: stopped and finished at the end or the start.
  func perform(alongside command: AlongsideAnimations.Command) {
    switch command {
    case .scrub(let token, let fraction):
      alongsideScrubbing.stop(token)
      guard let animator = alongside[token] else { return }
      if animator.isRunning { animator.pauseAnimation() }
      if animator.isReversed { animator.isReversed = false }
      animator.fractionComplete = CGFloat(fraction)
    case .finish(let token, let atEnd):
      alongsideScrubbing.stop(token)
      alongside[token]?.stopAnimation(false)
      alongside.removeValue(forKey: token)?.finishAnimation(at: atEnd ? .end : .start)
    case .continued(let token, let continuation):
      guard let animator = alongside[token] else { return }
      let parameters: any UITimingCurveProvider
      switch continuation.timing {
      case .spring(let spring, let velocity):
        parameters = UISpringTimingParameters(
          mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
          damping: CGFloat(spring.damping),
          initialVelocity: CGVector(dx: CGFloat(velocity), dy: CGFloat(velocity)))
      case .cubic(let points):
        parameters = UICubicTimingParameters(
          controlPoint1: CGPoint(x: points.x1, y: points.y1),
          controlPoint2: CGPoint(x: points.x2, y: points.y2))
      case .scrubbed:
        alongsideScrubbing.follow(animator, token: token, continuation)
        return
      }
      animator.pausesOnCompletion = true
      animator.isReversed = continuation.isReversed
      animator.continueAnimation(
        withTimingParameters: parameters,
        durationFactor: CGFloat(continuation.durationFactor(animatorDuration: animator.duration)))
    }
  }
}

/// Alongside animators whose committed progress no UIKit timing draws (physics): a display link
/// of their own sets each one's `fractionComplete` to the plan's progress at the frame's time
/// (``TransitionsBackend/AlongsideContinuation/fraction(at:)``), while the scene's own link is
/// stopped. A main-thread stall holds them for its length; the next frame puts them where the
/// progress is then. The animators are held weakly (the controller owns them).
@MainActor
final class AlongsideScrubbing {
  private var followed: [Int: (animator: WeakAnimator, continuation: AlongsideContinuation)] = [:]
  private let scene: @MainActor () -> UIWindowScene?
  private lazy var clock = DisplayLinkClock(scene: scene) { [weak self] time in
    self?.frame(at: time)
  }

  init(scene: @escaping @MainActor () -> UIWindowScene?) {
    self.scene = scene
  }

  /// Scrubs `animator` (token `token`) along `continuation` at every display frame from now.
  func follow(
    _ animator: UIViewPropertyAnimator, token: Int, _ continuation: AlongsideContinuation
  ) {
    followed[token] = (WeakAnimator(animator), continuation)
    clock.start()
  }

  /// Stops scrubbing the animator of `token` (the engine drives it again, or it finished).
  func stop(_ token: Int) {
    followed.removeValue(forKey: token)
    if followed.isEmpty { clock.stop() }
  }

  private func frame(at time: Double) {
    for (token, entry) in followed {
      guard let animator = entry.animator.animator else {
        followed.removeValue(forKey: token)
        continue
      }
      animator.fractionComplete = CGFloat(entry.continuation.fraction(at: time))
    }
    if followed.isEmpty { clock.stop() }
  }
}

/// A property animator held weakly.
@MainActor
private struct WeakAnimator {
  weak var animator: UIViewPropertyAnimator?
  init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
}
