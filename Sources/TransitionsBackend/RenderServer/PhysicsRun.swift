import Dynamics
import Motion
import Stage
import Transitions

/// Issue 30's plan of a physics run (the shade's) without running the whole engine frame on the
/// twin for each of its frames: once the finger has lifted, the run is moved by its dynamics
/// world alone, so the plan advances that world by itself, frame by frame and contact to
/// contact, and reads each frame's values from it, as `ClosedFormRun` reads an animator's spring.
///
/// A run qualifies when the only things that move by themselves are a `DynamicAnimator` and the
/// frame observer that shows its world as a transition's progress (`WorldFollowing`, after it),
/// no window animator and no keyboard run, the world's callbacks are the transition's own (no
/// app callback hears its contacts), and every track of the transition's views follows the
/// progress from its start (`PropertyAnimator.forEachOwnedTrack`, begun at progress 0) on a
/// view's centre or bounds (values no overshoot limit bends).
///
/// The twin runs the run's first two frames as the frame path does (the first may report the
/// run's start; a second frame that reports something, or shows a value otherwise than read,
/// leaves the run to the frame path from there). Then, for each later frame, the world is
/// advanced alone by the world's part of the call a frame makes
/// (`DynamicAnimator.advanceWorld(to:)`: the same world times, so the same steps, bit for bit;
/// the animator's views are moved by the window frame that ends the read), first to each contact
/// between two frames (`DynamicAnimator.nextMotionBreak(before:)`,
/// the frame path's own look-ahead), and the frame's values are the tracks' values at the
/// follower's progress (`WorldFollowing.followedProgress()`, the arithmetic the frame uses),
/// recorded into the planner as the frame before with those values changed. The contacts'
/// haptics the world's callbacks make reach the twin's outbox as in a frame, and are dated the
/// same way.
///
/// A step that may report the world's rest is never taken alone (`World.earliestRestReport`):
/// the transition's end runs there, inside a window frame. Before it the twin shows the frame
/// the world is at (one window frame, which finds the world already there) and steps to rest as
/// the frame path does, so the plan's end, the events of the end (`transitionEnded`, the
/// context's completion) and the twin's end state are the frame path's. A frame that shows the
/// same progress as the one before (the frame path stops there: nothing changed) is handed to
/// the window the same way.
@MainActor
struct PhysicsRun {
  /// One property of one view a track moves, and the channels it holds.
  struct Track {
    var view: ViewID
    var property: AnimatableProperty
    var from: PropertyValue
    var to: PropertyValue
    /// The view's values at the plan's begin, the property's value set per frame.
    var shown: ViewProperties
    var channels: [RenderChannel]
    /// Those whose value differs between `from` and `to` (the others never change).
    var moving: [RenderChannel]
  }

  let physics: DynamicAnimator
  let follower: any WorldFollowing
  /// The window time of the world's time 0.
  let origin: Double
  let tracks: [Track]

  /// The run on `twin`, from its present state; `nil` when it does not qualify.
  init?<Twin: SceneContent>(_ twin: MirroredScene<Twin>) {
    let window = twin.host.window
    guard window.runningAnimatorCount == 0, !window.keyboard.isAnimating else { return nil }
    let observers = window.frameObservers
    guard observers.count == 2, let physics = observers[0] as? DynamicAnimator,
      let follower = observers[1] as? any WorldFollowing, follower.followedPhysics === physics,
      follower.worldCallbacksAreOwn, let animator = follower.followingAnimator,
      physics.isRunning, physics.world.earliestRestReport != nil
    else { return nil }
    let frame = twin.host.published
    var tracks: [Track] = []
    var qualifies = true
    animator.propertyAnimator.forEachOwnedTrack { view, property, from, to, begin in
      guard qualifies, property != .backgroundColor else { return }
      guard begin == 0, property == .center || property == .bounds, from.isSameKind(as: to),
        let id = twin.host.id(of: view), let shown = frame[id]?.onScreen
      else {
        qualifies = false
        return
      }
      var start = shown
      var end = shown
      start[property] = from
      end[property] = to
      let channels = RenderChannel.channels(of: property)
      tracks.append(
        Track(
          view: id, property: property, from: from, to: to, shown: shown, channels: channels,
          moving: channels.filter { $0.value(of: start) != $0.value(of: end) }))
    }
    guard qualifies, !tracks.isEmpty else { return nil }
    self.physics = physics
    self.follower = follower
    self.tracks = tracks
    origin = twin.host.currentTime - physics.world.elapsedTime
  }

  /// The view's values a frame showing `progress` shows (the animator's interpolation,
  /// `AnimationTrack.apply`).
  static func shown(_ track: Track, atProgress progress: Double) -> ViewProperties {
    var shown = track.shown
    shown[track.property] = .shownByTrack(
      of: track.property, from: track.from, to: track.to, local: progress)
    return shown
  }

  /// Whether the last two frames `planner` recorded hold the same views (and every view of the
  /// plan), the last showing every track's channels at `progress` exactly and every other value
  /// as the frame before. `slots` are the tracks' slots.
  func agrees(_ planner: RenderPlanner, slots: [Int], progress: Double) -> Bool {
    guard planner.frameCount >= 2, planner.count == planner.lastViewCount else { return false }
    for position in 0..<planner.lastViewCount {
      let slot = planner.slotAtPosition[position]
      guard planner.samples[slot].first <= planner.frameCount - 2 else { return false }
      let view = planner.samples[slot].view
      for channel in Self.channels where !reads(view, channel) {
        guard
          planner.value(slot: slot, channel, back: 0) == planner.value(slot: slot, channel, back: 1)
        else { return false }
      }
    }
    for (track, slot) in zip(tracks, slots) {
      let shown = Self.shown(track, atProgress: progress)
      for channel in track.channels
      where planner.value(slot: slot, channel, back: 0) != channel.value(of: shown) {
        return false
      }
    }
    return true
  }

  /// The channels, made once (`allCases` makes an array per call).
  private static let channels = RenderChannel.allCases

  func reads(_ view: ViewID, _ channel: RenderChannel) -> Bool {
    tracks.contains { $0.view == view && $0.channels.contains(channel) }
  }
}
