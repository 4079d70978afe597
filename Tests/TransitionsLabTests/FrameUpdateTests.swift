import Motion
import Testing
import Transitions
import TransitionsPreview
import TransitionsTestSupport

@testable import TransitionsLab

/// Plays `script` on a live scene at 60 Hz and calls `body` after every frame.
@MainActor
func playLive(_ script: Script, _ body: (LivePlay) throws -> Void) throws {
  let live = try LivePlay(script)
  var inputs: [(Double, ScriptEvent.Kind)] = []
  for event in script.events {
    guard case .drag(let drag) = event.kind else {
      inputs.append((event.at, event.kind))
      continue
    }
    inputs.append((event.at, .touch(.down, drag.from)))
    let steps = max(1, Int((drag.duration / Drag.moveInterval).rounded(.up)))
    for k in 1...steps {
      let s = min(Double(k) * Drag.moveInterval, drag.duration) / drag.duration
      let point = Point(
        x: drag.from.x + (drag.to.x - drag.from.x) * s,
        y: drag.from.y + (drag.to.y - drag.from.y) * s)
      inputs.append((event.at + s * drag.duration, .touch(.move, point)))
    }
    if drag.hold > 0 {
      inputs.append((event.at + drag.duration + drag.hold, .touch(.move, drag.to)))
    }
    if drag.release { inputs.append((event.at + drag.duration + drag.hold, .touch(.up, drag.to))) }
  }
  var next = 0
  for k in 0...Int(script.resolvedUntil * 60) {
    let t = Double(k) / 60
    while next < inputs.count, inputs[next].0 <= t {
      let (time, kind) = inputs[next]
      if case .touch(let phase, let point) = kind {
        _ = try live.touch(phase, at: point, time: time)
      } else {
        live.perform(kind, at: time)
      }
      next += 1
    }
    try live.tick(to: max(t, live.currentTime))
    try body(live)
  }
}

@MainActor
@Suite struct FrameUpdateTests {
  /// The largest message a frame may be, in bytes.
  static let budget = 1024

  /// Every catalogue scene through every gallery scenario (and a container of the most
  /// children): a keyframe of any frame, the largest a frame can be, fits in a kilobyte.
  @Test(arguments: TransitionCatalogue.descriptions.map(\.id))
  func everyFrameOfEveryCatalogueSceneFitsInAKilobyte(id: String) throws {
    let description = try #require(TransitionCatalogue.description(of: id))
    var scripts = ScenarioCatalogue.scenarios(for: description).map(\.script)
    if description.isContainer {
      scripts = scripts.map { script in
        var most = script
        most.options["children"] = .number(8)
        return most
      }
    }
    var largest = 0
    for script in scripts {
      var differ = FrameDiffer(palette: Palette())
      try playLive(script) { live in
        var fresh = FrameDiffer(palette: Palette())
        let drawn = fresh.update(for: live.frame, keyframe: true)
        let keyframe = try #require(drawn)
        largest = max(largest, keyframe.json.utf8.count)
        if let update = differ.update(for: live.frame, keyframe: false) {
          largest = max(largest, update.json.utf8.count)
        }
      }
    }
    #expect(largest > 100 && largest <= Self.budget, "\(id): \(largest) bytes")
  }

  @Test func aFrameThatChangesNothingSendsNothing() throws {
    let live = try LivePlay(Script(transition: "card"))
    var differ = FrameDiffer(palette: Palette())
    let drawn = differ.update(for: live.frame, keyframe: true)
    let first = try #require(drawn)
    #expect(first.isKeyframe && first.views.count == first.roles.count)
    try live.tick(to: 0.1)
    #expect(differ.update(for: live.frame, keyframe: false) == nil)
    live.perform(.action(.present), at: 0.2)
    try live.tick(to: 0.25)
    let changed = differ.update(for: live.frame, keyframe: false)
    let moving = try #require(changed)
    #expect(!moving.isKeyframe && moving.phase == .transitioning && moving.progress != nil)
    #expect(
      moving.roles.isEmpty && !moving.views.isEmpty && moving.views.count < first.views.count + 1)
  }

  /// The page's state after every update equals the scene's frame drawn afresh: applying the
  /// deltas (merged at random, as a slow page gets them) never drifts.
  @Test func deltasMergedAtRandomAddUpToTheFrame() throws {
    var random = SeededRandom(seed: 2024)
    let shade = try #require(TransitionCatalogue.description(of: "shade"))
    let scenario = try #require(
      ScenarioCatalogue.scenarios(for: shade).first { $0.name == "shade-interactive-finish" })
    var differ = FrameDiffer(palette: Palette())
    var page: [Int: DrawnView] = [:]
    var waiting: FrameUpdate?
    func apply(_ update: FrameUpdate) {
      if update.isKeyframe { page = [:] }
      for (role, view) in update.views { page[role] = view }
    }
    try playLive(scenario.script) { live in
      let update = differ.update(for: live.frame, keyframe: waiting == nil && page.isEmpty)
      if let update { waiting = waiting.map { $0.merging(update) } ?? update }
      if Bool.random(using: &random), let sent = waiting {
        apply(sent)
        waiting = nil
        var fresh = FrameDiffer(palette: Palette())
        let keyframe = fresh.update(for: live.frame, keyframe: true)
        let truth = try #require(keyframe)
        let drawn = truth.views.compactMapValues { $0 }
        #expect(page.compactMapValues { $0 } == drawn)
      }
    }
  }

  @Test func jsonIsTheGallerysDrawingInCompactForm() {
    var views: [Int: DrawnView?] = [
      1: DrawnView(x: 0, y: 4023, width: 3900, height: 4417, alpha: 1000, radius: 160, rows: [])
    ]
    views[2] = .some(nil)
    let update = FrameUpdate(
      number: 3, time: 2500, isKeyframe: false, phase: .transitioning, operation: .dismiss,
      isInteractive: true, progress: 4321, touch: QuantizedPoint(Point(x: 195, y: 300.54)),
      roles: [RoleEntry(index: 2, name: "dimming", color: "#000000")], views: views)
    #expect(
      update.json
        == #"{"type":"frame","n":3,"t":0.25,"key":false,"phase":"transitioning","#
        + #""operation":"dismiss","interactive":true,"progress":0.4321,"touch":[195,300.5],"#
        + ##""roles":[[2,"dimming","#000000"]],"views":[[1,0,402.3,390,441.7,1,16],[2]]}"##)
  }
}
