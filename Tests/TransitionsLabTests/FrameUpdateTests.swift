import Motion
import Testing
import Transitions
import TransitionsPlayback
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
  /// children), each also with the page's rotation half-way and back at three quarters: a
  /// keyframe of any frame, the largest a frame can be, fits in a kilobyte, with the sheet's
  /// `detent` and, while rotated, the window's `screen`.
  @Test(arguments: TransitionCatalogue.descriptions.map(\.id))
  func everyFrameOfEveryCatalogueSceneFitsInAKilobyte(id: String) throws {
    let description = try #require(TransitionCatalogue.description(of: id))
    var scripts = ScenarioCatalogue.scenarios(for: description).map(\.script)
    if description.kind == .container {
      scripts = scripts.map { script in
        var most = script
        most.options["children"] = .number(8)
        return most
      }
    }
    scripts += scripts.map(Self.rotated)
    var largest = 0
    var withDetent = 0
    var withScreen = 0
    for script in scripts {
      var differ = FrameDiffer(palette: Palette())
      try playLive(script) { live in
        var fresh = FrameDiffer(palette: Palette())
        let drawn = fresh.update(for: live.frame, keyframe: true)
        let keyframe = try #require(drawn)
        let text = keyframe.json
        largest = max(largest, text.utf8.count)
        if text.contains(#""detent":"#) { withDetent += 1 }
        if text.contains(#""screen":["#) { withScreen += 1 }
        if let update = differ.update(for: live.frame, keyframe: false) {
          largest = max(largest, update.json.utf8.count)
        }
      }
    }
    #expect(largest > 100 && largest <= Self.budget, "\(id): \(largest) bytes")
    #expect((withDetent > 0) == description.supportsDetents, "\(id): \(withDetent) with a detent")
    #expect(withScreen > 0, "\(id): no frame of a rotated window")
  }

  /// `script` with the page's rotation half-way through and back at three quarters.
  static func rotated(_ script: Script) -> Script {
    let (size, insets) = Orientations.turned(script.screen, script.safeArea)
    var rotated = script
    let until = script.resolvedUntil
    rotated.until = until
    rotated.events += [
      ScriptEvent(at: until / 2, .resize(size, safeArea: insets)),
      ScriptEvent(at: until * 3 / 4, .resize(script.screen, safeArea: script.safeArea)),
    ]
    rotated.events.sort { $0.at < $1.at }
    return rotated
  }

  /// A sheet's frames say where it rests, and a rotated window's its size; back in the scene's
  /// size, `screen` is gone, as in `play`'s frames.
  @Test func frameUpdatesCarryTheDetentAndTheWindow() throws {
    let live = try LivePlay(
      Script(
        transition: "sheet", options: ["detents": .list([.string("medium"), .string("large")])]))
    var differ = FrameDiffer(palette: Palette())
    var updates: [FrameUpdate] = []
    func tick(_ time: Double) throws {
      try live.tick(to: time)
      if let update = differ.update(for: live.frame, keyframe: updates.isEmpty) {
        updates.append(update)
      }
    }
    try tick(0)
    #expect(
      updates.last?.detent == .moving && updates.last?.json.contains(#""detent":null"#) == true)
    live.perform(.action(.present), at: 0)
    for k in 1...60 { try tick(Double(k) / 60) }
    #expect(updates.last?.detent == .resting(.medium))
    live.perform(.resize(Size(width: 844, height: 390), safeArea: nil), at: 1.1)
    try tick(1.1)
    let turned = try #require(updates.last)
    #expect(turned.screen == QuantizedSize(Size(width: 844, height: 390)))
    #expect(turned.json.contains(#""detent":"medium","screen":[844,390]"#))
    live.perform(.resize(Size(width: 390, height: 844), safeArea: nil), at: 1.2)
    try tick(1.2)
    #expect(updates.last?.screen == nil && updates.last?.json.contains("screen") == false)
    // A card's frames have no detent.
    let card = try LivePlay(Script(transition: "card"))
    var cardDiffer = FrameDiffer(palette: Palette())
    let drawn = cardDiffer.update(for: card.frame, keyframe: true)
    let keyframe = try #require(drawn)
    #expect(keyframe.detent == nil && !keyframe.json.contains("detent"))
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
