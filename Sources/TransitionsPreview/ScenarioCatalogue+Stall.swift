import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  /// How long the main thread is blocked in the stall scenarios: 250 ms (issue 30's).
  static let stallDuration = 0.25

  /// The two stall scenarios of a transition (issue 30), side by side in the gallery: `base`
  /// (a flick, or a button's run) with the app's main thread blocked for 250 ms from `release`
  /// (right after the finger lifts or the button is pressed), played frame by frame
  /// (`-stall-frames`: the views freeze, then jump) and committed to the render server
  /// (`-stall-committed`: they keep moving through the stall). Both end as `base` does.
  static func stallScenarios(of base: Scenario, id: String, release: Double, what: String)
    -> [Scenario]
  {
    let stall = Stall(at: release, duration: stallDuration)
    var frames = base.script
    frames.stalls = [stall]
    frames.until = max(frames.resolvedUntil, stall.end + 0.5)
    var committed = frames
    committed.renderServer = true
    return [
      Scenario(
        name: "\(id)-stall-frames", title: "Stall, frame by frame",
        summary: "\(what), then the main thread is blocked for 250 ms: frame by frame the views "
          + "freeze, then jump.",
        script: frames, expected: base.expected),
      Scenario(
        name: "\(id)-stall-committed", title: "Stall, committed",
        summary: "\(what), then the same 250 ms stall: the rest was committed to the render "
          + "server, which keeps it moving.",
        script: committed, expected: base.expected),
    ]
  }

  /// The stall scenarios made from the first of `scenarios` named `name`, whose last input is
  /// the release (or the button).
  static func stallScenarios(
    from scenarios: [Scenario], named name: String, id: String, what: String
  )
    -> [Scenario]
  {
    guard let base = scenarios.first(where: { $0.name == name }),
      let release = base.script.events.map(\.end).max()
    else { return [] }
    return stallScenarios(of: base, id: id, release: release, what: what)
  }
}

extension [Scenario] {
  /// These scenarios and the two stall scenarios made from the one named `name` (``ScenarioCatalogue/stallScenarios(from:named:id:what:)``).
  func withStalls(from name: String, id: String, what: String) -> [Scenario] {
    self + ScenarioCatalogue.stallScenarios(from: self, named: name, id: id, what: what)
  }
}
