import Motion
import Stage
import TransitionsBackend

@testable import Transitions
@testable import TransitionsPlayback

/// A navigation stack, a container or a tab bar controller's scene over plain views, driven as
/// UIKit's glue drives it, at 120 Hz: every call made through a ``PlanningTwin`` (or, for a
/// reference, on the scene alone), the rest of a run committed after a lift and after a button's
/// run began (a context attached, a container's selection), while commits are allowed.
@MainActor
final class TwinnedHost<Content: SceneContent> where Content.Toolkit == PlainToolkit {
  static var interval: Double { 1.0 / 120 }
  /// The media time of frame 0.
  static var origin: Double { 1000 }

  let scene: MirroredScene<Content>
  /// `nil`: a reference, played frame by frame.
  let twin: PlanningTwin<Content>?
  var mediaTime = TwinnedHost.origin
  var actions: [BackendAction] = []
  /// Whether a call that may leave a run to itself commits it (the glue's rule); off, it plays
  /// frame by frame.
  var commitsAllowed = false
  /// What the toolkit does on the scene's actions (UIKit's reactions: a pop, a selection, a
  /// context's completion).
  var react: (([BackendAction]) -> Void)?
  private var linkRuns = false

  init(
    twinned: Bool, compactsJournal: Bool = true,
    make: @escaping @MainActor () -> MirroredScene<Content>
  ) {
    scene = make()
    twin =
      twinned
      ? PlanningTwin(
        make: make, standIn: { real in PlainView("stand-in for \(real.name)") },
        compactsJournal: compactsJournal) : nil
  }

  /// Makes `call` (through the twin), commits when `commits`, starts or stops the link, reacts.
  func perform(commits: Bool = false, _ call: @escaping PlanningTwin<Content>.Call) {
    let answer: Void = perform(commits: commits) { scene, view in ((), call(scene, view)) }
    return answer
  }

  /// Makes `call` as ``perform(commits:_:)``, and returns the live scene's answer.
  func perform<Answer>(
    commits: Bool = false, _ call: @escaping PlanningTwin<Content>.Answering<Answer>
  ) -> Answer {
    let made = twin?.perform(on: scene, answering: call) ?? call(scene) { $0 }
    after(made.1, commits: commits)
    return made.0
  }

  func touch(_ phase: TouchPhase, at point: Point, mediaTime time: Double) {
    let made =
      twin?.send(scene, id: 1, phase: phase, location: point, mediaTime: time).actions
      ?? scene.send(id: 1, phase: phase, location: point, mediaTime: time).actions
    after(made, commits: phase == .ended || phase == .cancelled)
  }

  /// The display frame `frame` (media time origin + frame/120), if the link runs.
  func frame(_ frame: Int) {
    mediaTime = Self.origin + Double(frame) * Self.interval
    guard linkRuns else { return }
    after(
      twin?.tick(scene, mediaTime: mediaTime) ?? scene.tick(mediaTime: mediaTime), commits: false)
  }

  /// The render server's completion, at the plan's end.
  func renderServerFinished() {
    guard let plan = scene.committedPlan else { return }
    mediaTime = plan.endTime
    perform { [mediaTime] s, _ in s.renderServerFinished(mediaTime: mediaTime) }
  }

  /// The media time the engine's state is at now (a touch moves the engine to its time): a plan
  /// committed now begins then, so that it draws the engine's motion at the media clock's times.
  var commitTime: Double {
    let engine = scene.host.currentTime
    guard let mapped = scene.driver.clock.engineTime(at: mediaTime) else { return mediaTime }
    return mediaTime + engine - mapped
  }

  private func after(_ new: [BackendAction], commits: Bool) {
    actions += new
    if commits, commitsAllowed, let twin {
      actions += twin.commitRest(of: scene, mediaTime: commitTime)
    }
    let needed = scene.needsFrames
    if needed, !linkRuns {
      if let twin {
        twin.displayLinkStarted(scene, mediaTime: mediaTime)
      } else {
        scene.displayLinkStarted(mediaTime: mediaTime)
      }
    }
    linkRuns = needed
    react?(new)
  }
}

/// A gallery script played on a ``TwinnedHost`` input by input on the 120 Hz frame grid (as
/// ``GalleryScriptDriver`` plays it on `LivePlay`), the toolkit's part (a stack, a selection)
/// played by `toolkit`.
@MainActor
final class HostScriptPlayer<Content: SceneContent> where Content.Toolkit == PlainToolkit {
  let host: TwinnedHost<Content>
  let inputs: [(time: Double, input: Recorder.Input, path: String)]
  private let act: (Action, TwinnedHost<Content>) -> Void
  /// The toolkit's views and controllers, kept as the toolkit keeps them.
  var retained: [AnyObject] = []
  /// The next input to deliver, and the next frame.
  private(set) var next = 0
  private(set) var nextFrame = 1

  init(
    _ script: Script, host: TwinnedHost<Content>,
    act: @escaping (Action, TwinnedHost<Content>) -> Void
  ) {
    self.host = host
    self.act = act
    inputs = Recorder.inputs(of: script.events)
  }

  /// The inputs after which no finger drives a run: a lift, or an action (a button's run).
  var commitPoints: [Int] {
    inputs.indices.filter { index in
      switch inputs[index].input {
      case .touch(let kind, _): return kind == .up || kind == .cancel
      case .action: return true
      case .keyboard, .resize: return false
      }
    }
  }

  /// The media time of the input after the last delivered, if any.
  var nextInputTime: Double? {
    next < inputs.count ? TwinnedHost<Content>.origin + inputs[next].time : nil
  }

  /// Frames up to input `index`'s time, the inputs due before each, then every input up to
  /// `index` included; commits only while `committing` is delivered.
  func play(through index: Int, committing: Int? = nil) {
    let time = inputs[index].time
    while Double(nextFrame) * TwinnedHost<Content>.interval < time {
      while next < inputs.count,
        inputs[next].time <= Double(nextFrame) * TwinnedHost<Content>.interval
      {
        deliver(committing: committing)
      }
      host.frame(nextFrame)
      nextFrame += 1
    }
    while next <= index { deliver(committing: committing) }
  }

  /// The next frame on the grid.
  func frame() {
    host.frame(nextFrame)
    nextFrame += 1
  }

  private func deliver(committing: Int?) {
    let (time, input, _) = inputs[next]
    host.commitsAllowed = committing == next
    next += 1
    let media = TwinnedHost<Content>.origin + time
    switch input {
    case .touch(let kind, let point):
      let phase: TouchPhase =
        switch kind {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
      host.touch(phase, at: point, mediaTime: media)
    case .action(let action): act(action, host)
    case .keyboard, .resize: break
    }
    host.commitsAllowed = false
  }
}
