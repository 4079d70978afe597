import Motion
import TransitionsPlayback

/// A main-thread stall the page asked for (the "stall 250 ms" button, issue 30): for
/// ``duration`` seconds of the server's clock the session runs no frame of its scene, as an app
/// whose main thread is blocked right after a release. `play`'s stalls (`PLAY.md`, "Main-thread
/// stalls and the render server") in the lab:
///
/// - ``Mode/perFrame``: the lab's usual frames: the page's view freezes, then jumps to where the
///   engine is when the stall ends.
/// - ``Mode/committed``: the rest of the run is first committed to the render server, planned on
///   a twin by the backend's planner (``LivePlay/commitRest(planningOn:)``); the page is sent the
///   render server's model of the plan, frame by frame, so the view keeps moving through the
///   stall. When it ends the engine takes the run back where the plan is
///   (``LivePlay/takeBack(_:at:)``) and drives again.
struct LabStall {
  /// How the scene is drawn during the stall.
  enum Mode: String, Sendable, Hashable, CaseIterable {
    case perFrame
    case committed
  }

  /// How long a stall blocks the session's frames, in seconds of the server's clock (250 ms, the
  /// issue's main-thread stall right after a release).
  static let duration = 0.25

  let mode: Mode
  /// When it began and ends, in server seconds.
  let start: Double
  var end: Double { start + Self.duration }
  /// The scene's time when it began, and the scene's seconds per server second then.
  let sceneStart: Double
  let rate: Double
  /// The run committed to the render server (``Mode/committed``).
  let committed: LiveCommittedRun?

  /// The scene's time at `now` server seconds (at most the stall's end): the time the render
  /// server's clock reaches, which the main thread does not see.
  func sceneTime(at now: Double) -> Double {
    sceneStart + (min(now, end) - start) * rate
  }
}
