import Foundation
import Motion
import QuartzCore
import Stage
import TransitionsBackend
import UIKit

/// Plays a committed ``TransitionsBackend/RenderPlan`` on the real views' layers (issue 30), and
/// takes it back: the one place the glue talks to the render server.
///
/// - **Commit**, in one transaction with actions disabled: each track's model value is set to
///   its end value (`setValue(_:forKeyPath:)`), its animation added under a key of its own
///   (`add(_:forKey:)`) with the plan's shared begin time on the media clock; the transaction's
///   completion (called on the main thread once every animation has completed or been removed)
///   removes what is left of them and reports the end, unless the plan was taken back since (a
///   plan that animates nothing ends at its end time). The plan's haptics are scheduled on
///   the main queue at their times: a stalled main thread plays them late.
/// - **Remove** (a reclaim): every animation added is removed by its key, the scheduled haptics
///   are cancelled; the scene set the engine's values in the same transaction.
@MainActor
final class RenderServerCommit {
  private var added: [(layer: CALayer, key: String)] = []
  /// Which commit is current: a completion or a haptic of an older one does nothing.
  private var generation = 0

  /// Commits `plan` to the layers of the views `view` finds; `finished` is called once the
  /// render server has played it (not after a ``remove()``), `haptic` at each haptic's time.
  func commit(
    _ plan: RenderPlan, view: (ViewID) -> UIView?,
    finished: @escaping @MainActor () -> Void,
    haptic: @escaping @MainActor (HapticFeedback) -> Void
  ) {
    generation += 1
    let current = generation
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == current, !self.added.isEmpty else { return }
        self.removeAdded()
        finished()
      }
    }
    for track in plan.tracks {
      guard let layer = view(track.view)?.layer else { continue }
      let key = "swift-transitions.render-server." + track.channel.keyPath
      layer.setValue(track.endValue, forKeyPath: track.channel.keyPath)
      layer.add(Self.animation(for: track), forKey: key)
      added.append((layer, key))
    }
    CATransaction.commit()
    if added.isEmpty {
      // Nothing to animate (the completion came at once): the plan still ends at its time.
      after(plan.endTime, current) { finished() }
    }
    for event in plan.events {
      guard case .haptic(let feedback) = event.action else { continue }
      after(plan.beginTime + event.time, current) { haptic(feedback) }
    }
  }

  /// Calls `body` on the main queue at media time `time`, if the commit `generation` is still
  /// the current one then.
  private func after(
    _ time: Double, _ generation: Int, _ body: @escaping @MainActor () -> Void
  ) {
    let delay = max(0, time - CACurrentMediaTime())
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == generation else { return }
        body()
      }
    }
  }

  /// Removes the animations added (ended or not) and forgets them.
  private func removeAdded() {
    for (layer, key) in added { layer.removeAnimation(forKey: key) }
    added.removeAll()
  }

  /// Removes every animation committed and cancels the scheduled haptics (a touch took the run
  /// back). The transaction's completion then fires, and does nothing.
  func remove() {
    generation += 1
    removeAdded()
  }

  /// Core Animation's animation for `track`: a spring, a basic animation with its timing
  /// function, or linear keyframes, with the track's begin time, duration, fill and additivity.
  static func animation(for track: RenderPlan.Track) -> CAAnimation {
    let planned = track.animation
    let keyPath = track.channel.keyPath
    let made: CAPropertyAnimation
    switch planned.curve {
    case .basic(let from, let to, let timing):
      let basic = CABasicAnimation(keyPath: keyPath)
      basic.fromValue = from
      basic.toValue = to
      basic.timingFunction = CAMediaTimingFunction(
        controlPoints: Float(timing.x1), Float(timing.y1), Float(timing.x2), Float(timing.y2))
      made = basic
    case .spring(let from, let to, let spring, let initialVelocity):
      let animation = CASpringAnimation(keyPath: keyPath)
      animation.fromValue = from
      animation.toValue = to
      animation.mass = CGFloat(spring.mass)
      animation.stiffness = CGFloat(spring.stiffness)
      animation.damping = CGFloat(spring.damping)
      animation.initialVelocity = CGFloat(initialVelocity)
      made = animation
    case .keyframes(let values, let keyTimes):
      let keyframes = CAKeyframeAnimation(keyPath: keyPath)
      keyframes.values = values
      keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
      keyframes.calculationMode = .linear
      made = keyframes
    }
    made.beginTime = planned.beginTime
    made.duration = planned.duration
    made.isAdditive = planned.isAdditive
    switch planned.fillMode {
    case .removed: made.fillMode = .removed
    case .forwards: made.fillMode = .forwards
    case .backwards: made.fillMode = .backwards
    case .both: made.fillMode = .both
    }
    // A forwards fill holds only while the animation stays; the others leave the model value.
    made.isRemovedOnCompletion = planned.fillMode == .removed || planned.fillMode == .backwards
    return made
  }
}
