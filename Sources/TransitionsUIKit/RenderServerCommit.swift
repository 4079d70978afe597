import Foundation
import Motion
import QuartzCore
import Stage
import TransitionsBackend
import UIKit

/// Plays a committed ``TransitionsBackend/RenderPlan`` on the real views' layers (issue 30), and
/// takes it back: the one place the glue talks to the render server.
///
/// - **Commit**, in one transaction with actions disabled
///   ([CATransaction](https://developer.apple.com/documentation/quartzcore/catransaction)): each
///   track's model value is set to its end value (`setValue(_:forKeyPath:)`), so that what the
///   layer shows once the animation is gone is the run's end; its animation is added under a key
///   of its own (`add(_:forKey:)`) with the plan's shared begin time, a time on the media clock
///   (`CACurrentMediaTime()`) converted into the layer's time space (`convertTime(_:from: nil)`;
///   [beginTime](https://developer.apple.com/documentation/quartzcore/camediatiming/begintime)
///   is in the layer's time, which a `speed` or `timeOffset` above it would shift). A backwards
///   fill keeps a track that starts later at its first value
///   ([fillMode](https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode)),
///   and `isRemovedOnCompletion` leaves the model value (the end) once it is over. The
///   transaction's completion, "called on the main thread once every animation added in the
///   transaction has completed or been removed"
///   ([setCompletionBlock](https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:))),
///   reports the end, unless the plan was taken back since (a plan that animates nothing ends at
///   its end time). The plan's haptics are scheduled on the main queue at their times: a
///   stalled main thread plays them late, by the stall.
/// - **Remove** (a reclaim): every animation added is removed by its key, the scheduled haptics
///   are cancelled; the scene set the engine's values in the same transaction. In debug builds
///   the presentation layer (`presentation()`, "a close approximation of the layer that is
///   currently being displayed onscreen") is first compared with the plan's model at the same
///   media time: a begin time in the wrong time space shows there.
@MainActor
final class RenderServerCommit {
  private var added: [(layer: CALayer, key: String, track: RenderPlan.Track)] = []
  /// Which commit is current: a completion or a haptic of an older one does nothing.
  private var generation = 0
  /// The plan committed, while it is.
  private var plan: RenderPlan?

  /// Commits `plan` to the layers of the views `view` finds; `finished` is called once the
  /// render server has played it (not after a ``remove()``), `haptic` at each haptic's time.
  func commit(
    _ plan: RenderPlan, view: (ViewID) -> UIView?,
    finished: @escaping @MainActor () -> Void,
    haptic: @escaping @MainActor (HapticFeedback) -> Void
  ) {
    generation += 1
    let current = generation
    self.plan = plan
    let ended: @MainActor () -> Void = { [weak self] in
      guard let self, self.generation == current, !self.added.isEmpty else { return }
      self.removeAdded()
      self.plan = nil
      finished()
    }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { MainActor.assumeIsolated { ended() } }
    for track in plan.tracks {
      guard let layer = view(track.view)?.layer else { continue }
      let key = "swift-transitions.render-server." + track.channel.keyPath
      let beginTime = layer.convertTime(track.animation.beginTime, from: nil)
      layer.setValue(track.endValue, forKeyPath: track.channel.keyPath)
      layer.add(Self.animation(for: track, beginTime: beginTime), forKey: key)
      added.append((layer, key, track))
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
    for (layer, key, _) in added { layer.removeAnimation(forKey: key) }
    added.removeAll()
  }

  /// Removes every animation committed and cancels the scheduled haptics (a touch took the run
  /// back). The transaction's completion then fires, and does nothing. In debug builds, first
  /// asserts that each layer's presentation agrees with the plan's model at `mediaTime` (now)
  /// within its channel's tolerance (0.25 pt, 0.25°, 0.005), so that a begin time or a fill
  /// that is wrong on a device shows in the debugger instead of as a jump.
  func remove(mediaTime: Double) {
    generation += 1
    if let plan {
      for entry in added {
        assert(
          Self.presentationAgrees(entry.layer, entry.track, plan, at: mediaTime),
          "the render server does not draw the plan: \(entry.track.view) \(entry.track.channel)")
      }
    }
    plan = nil
    removeAdded()
  }

  /// Whether `layer`'s presentation value for `track` is within its tolerance of what `plan`
  /// says the render server draws at `mediaTime` (true when the layer has no presentation yet).
  private static func presentationAgrees(
    _ layer: CALayer, _ track: RenderPlan.Track, _ plan: RenderPlan, at mediaTime: Double
  ) -> Bool {
    guard let shown = layer.presentation()?.value(forKeyPath: track.channel.keyPath) as? NSNumber,
      let planned = plan.value(of: track.view, track.channel, at: mediaTime)
    else { return true }
    // The presentation is the last frame's: allow one 120 Hz frame of motion besides.
    let frame = abs(
      (plan.value(of: track.view, track.channel, at: mediaTime - 1.0 / 120) ?? planned) - planned)
    return abs(shown.doubleValue - planned) <= track.channel.tolerance + frame
  }

  /// Core Animation's timing function with `curve`'s control points (`Float`s, as the plan's
  /// keyframe curves already are:
  /// [init(controlPoints:_:_:_:)](https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:))).
  static func timingFunction(_ curve: TimingCurve) -> CAMediaTimingFunction {
    timingFunction(RenderAnimation.ControlPoints(curve))
  }

  /// Core Animation's timing function through a keyframe segment's control points (the plan
  /// keeps only the four numbers; Core Animation builds its own curve from them).
  static func timingFunction(_ points: RenderAnimation.ControlPoints) -> CAMediaTimingFunction {
    CAMediaTimingFunction(
      controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
  }

  /// Core Animation's animation for `track`: a spring, a basic animation with its timing
  /// function, or keyframes in linear calculation mode with a timing function per segment
  /// ([timingFunctions](https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions):
  /// "n-1 objects" for n values), beginning at `beginTime` (in the layer's time space), with
  /// the track's duration, fill and additivity.
  static func animation(for track: RenderPlan.Track, beginTime: Double) -> CAAnimation {
    let planned = track.animation
    let keyPath = track.channel.keyPath
    let made: CAPropertyAnimation
    switch planned.curve {
    case .basic(let from, let to, let timing):
      let basic = CABasicAnimation(keyPath: keyPath)
      basic.fromValue = from
      basic.toValue = to
      basic.timingFunction = timingFunction(timing)
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
    case .keyframes(let values, let keyTimes, let timing):
      let keyframes = CAKeyframeAnimation(keyPath: keyPath)
      keyframes.values = values
      keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
      keyframes.calculationMode = .linear
      // One per segment, in order: segment i (key i to key i + 1) is paced by the i-th.
      let functions = timing.map { timingFunction($0) }
      keyframes.timingFunctions = functions.isEmpty ? nil : functions
      made = keyframes
    }
    made.beginTime = beginTime
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
