import Dynamics
import Stage

extension PhysicsRun {
  /// What reading left to the frame path.
  struct Handover {
    /// The next frame of the grid the frame path plans (the twin is at the one before).
    var frame: Int
    /// Whether the engine stopped moving at the frame the twin is at.
    var done: Bool
    /// How many frames of the grid were read, not stepped.
    var read: Int
  }

  /// Reads the run's frames from `frame` on into `planner`, after the twin ran the frames before
  /// as the frame path does (the last of them reporting nothing): the world advanced alone frame
  /// by frame (and to each contact between two), until a step may report its rest, or a frame
  /// shows no change, or `limit`; then the twin shows the frame the world is at and the frame
  /// path goes on from the returned frame. `nil`, nothing read, when the last frame stepped shows
  /// the run does not qualify (a value shown otherwise than read).
  func read<Twin: SceneContent>(
    _ twin: MirroredScene<Twin>, from frame: Int, start: Double, interval: Double,
    limit: Double, planner: inout RenderPlanner, events: inout [RenderPlan.Event]
  ) -> Handover? {
    guard let first = follower.followedProgress(), let reader = follower.progressReader(),
      reader() == first
    else { return nil }
    var slots: [Int] = []
    slots.reserveCapacity(tracks.count)
    for track in tracks {
      guard let slot = planner.lastSlot(of: track.view) else { return nil }
      slots.append(slot)
    }
    guard agrees(planner, slots: slots, progress: first) else { return nil }
    let world = physics.world
    let margin = MirroredScene<Twin>.breakMargin
    var previous = first
    var now = twin.host.currentTime
    var next = frame
    var read = 0
    // The frames read: their times noted as they come, their values appended at the end of the
    // read with each view's storage grown once (`appendRepeats`), the values the tracks show
    // at each frame's progress set then.
    var progresses: [Double] = []
    func record(_ progress: Double, breakAt time: Double?) {
      planner.noteRepeat(breakAt: time)
      progresses.append(progress)
    }
    func recordValues() {
      let count = progresses.count
      planner.appendRepeats(count, headroom: Self.headroom)
      // Track by track (each copied once, not once per frame), frame by frame.
      for (track, slot) in zip(tracks, slots) {
        for (frame, progress) in progresses.enumerated() {
          let shown = Self.shown(track, atProgress: progress)
          for channel in track.moving {
            planner.setRepeated(
              slot: slot, channel, frame: frame, of: count, to: channel.value(of: shown))
          }
        }
      }
    }
    func drain(at time: Double) {
      for action in twin.parts.outbox.drain() {
        events.append(RenderPlan.Event(time: time, action: action))
      }
    }
    reading: while Double(next) * interval <= limit {
      let time = start + Double(next) * interval
      // A step that may report the rest is the window's: the transition ends there.
      guard let rest = world.earliestRestReport, time - origin < rest - 1e-6 else { break }
      // A contact between two frames gets a frame of its own, as the frame path's.
      while let contact = physics.nextMotionBreak(before: time - margin), contact > now + margin {
        physics.advanceWorld(to: contact)
        now = contact
        drain(at: contact - start)
        record(reader(), breakAt: contact)
      }
      physics.advanceWorld(to: time)
      now = time
      drain(at: Double(next) * interval)
      let progress = reader()
      if progress == previous {
        // Nothing changed: the frame path stops at this frame. The frame before is shown (the
        // world, already here, shows the same), and the frame path steps this one.
        recordValues()
        show(twin, frame: next - 1, start: start, interval: interval, events: &events)
        return Handover(frame: next, done: false, read: max(read - 1, 0))
      }
      record(progress, breakAt: nil)
      previous = progress
      next += 1
      read += 1
    }
    recordValues()
    // The frame the world is at, shown by one window frame (which finds the world there).
    show(twin, frame: next - 1, start: start, interval: interval, events: &events)
    return Handover(frame: next, done: !twin.engineMoves, read: max(read - 1, 0))
  }

  /// Frames the read's storage leaves room for after it: those the frame path steps to the
  /// rest (a few), recorded without growing a view's storage again.
  static let headroom = 16

  /// One window frame at the grid's frame `frame` (the world already there: it does not move).
  private func show<Twin: SceneContent>(
    _ twin: MirroredScene<Twin>, frame: Int, start: Double, interval: Double,
    events: inout [RenderPlan.Event]
  ) {
    let time = start + Double(frame) * interval
    guard time > twin.host.currentTime, (try? twin.host.tick(to: time)) != nil else { return }
    twin.content.frameApplied()
    for action in twin.parts.outbox.drain() {
      events.append(RenderPlan.Event(time: Double(frame) * interval, action: action))
    }
  }
}

extension MirroredScene {
  /// On this scene as a twin, at a plan's begin (`frame` 1 next): when the run is moved by a
  /// dynamics world alone (``PhysicsRun``), steps its first two frames as the frame path does and
  /// reads the frames after them, leaving `frame` at the next frame the frame path plans and
  /// `done` as the frame path would. Returns how many frames of the grid were read, not stepped.
  func readPhysicsRun(
    _ frame: inout Int, done: inout Bool, start: Double, interval: Double, limit: Double,
    planner: inout RenderPlanner, events: inout [RenderPlan.Event]
  ) -> Int {
    guard Double(frame + 2) * interval <= limit, let run = PhysicsRun(self) else { return 0 }
    // The first two frames as the frame path's: the first may report the run's start (the
    // screen reader's actions while it moves); the second, a frame like every other, must not.
    var reported = 0
    for _ in 0..<2 where !done {
      reported = events.count
      done = !planFrame(frame, start: start, interval: interval, planner: &planner, events: &events)
      frame += 1
      if !done { done = !engineMoves }
    }
    guard !done, events.count == reported,
      let handover = run.read(
        self, from: frame, start: start, interval: interval, limit: limit, planner: &planner,
        events: &events)
    else { return 0 }
    frame = handover.frame
    done = handover.done
    return handover.read
  }
}
