import Dynamics
import Stage

/// Runs after the dynamic animator each frame and shows the world's state as progress.
@MainActor
final class ProgressFollower: WorldFollowing {
  weak var shade: ShadeTransition?
  weak var physics: DynamicAnimator?
  let item: ItemID

  init(shade: ShadeTransition, physics: DynamicAnimator, item: ItemID) {
    self.shade = shade
    self.physics = physics
    self.item = item
  }

  func windowDidAdvance(to time: Double) -> Bool {
    guard let shade, let physics else { return false }
    return shade.follow(item, in: physics)
  }

  var followedPhysics: DynamicAnimator? { physics }

  var followingAnimator: TransitionAnimator? {
    guard let shade, let physics else { return nil }
    return shade.driven(item, in: physics)?.animator
  }

  var worldCallbacksAreOwn: Bool { shade?.callbacksAreOwn ?? false }

  func followedProgress() -> Double? {
    guard let shade, let physics else { return nil }
    return shade.driven(item, in: physics)?.progress
  }

  func progressReader() -> (@MainActor () -> Double)? {
    guard let shade, let physics else { return nil }
    return shade.reader(item, in: physics)
  }
}
