import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@testable import TransitionsLab

@MainActor
@Suite struct OrientationTests {
  @Test func aPhoneTurnsWithItsInsetsAndBack() {
    let portrait = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let (size, insets) = Orientations.turned(Size(width: 390, height: 844), portrait)
    #expect(size == Size(width: 844, height: 390))
    #expect(insets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let (back, backInsets) = Orientations.turned(size, insets)
    #expect(back == Size(width: 390, height: 844) && backInsets == portrait)
    // No insets stay none; an inset never passes half its side.
    #expect(Orientations.turned(Size(width: 390, height: 844), .zero).1 == .zero)
    let small = Orientations.turned(
      Size(width: 100, height: 300), EdgeInsets(top: 150, left: 0, bottom: 0, right: 0))
    #expect(small.1.top == 0 && small.1.left == 150 && small.1.right == 150)
    let narrow = Orientations.turned(
      Size(width: 300, height: 100), EdgeInsets(top: 0, left: 160, bottom: 20, right: 0))
    #expect(narrow.1.top == 150 && narrow.1.bottom == 34 && narrow.1.left == 0)
  }

  /// The rotate button's inputs: the window as configured, then turned; a session that rotates
  /// saves the `resize` events, and `play` replays them to the same events and the same
  /// window.
  @Test func aRotatedSessionIsSavedAndReplayed() throws {
    let page = SimulatedPage()
    let detents: [OptionValue] = [.string("medium"), .string("large")]
    page.send(
      .configure(
        Script(
          transition: "sheet", options: ["detents": .list(detents)],
          safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))))
    guard case .array(let orientations)? = page.last("scene")?["orientations"] else {
      throw LabError(.malformed, subject: nil, problem: "orientations")
    }
    let inputs = orientations.compactMap { choice -> ScriptEvent.Kind? in
      guard case .object(let fields)? = choice.field("input") else { return nil }
      var message = fields
      message["type"] = .string("input")
      guard case .input(let kind)? = try? PageMessage(Array(JSONValue.object(message).text.utf8))
      else { return nil }
      return kind
    }
    #expect(
      orientations.map { $0.field("label") } == [.string("portrait"), .string("landscape")])
    let landscape = ScriptEvent.Kind.resize(
      Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(inputs.last == landscape)
    page.send(.input(.action(.present)))
    page.run(until: page.now + 1)
    page.send(.input(landscape))
    page.run(until: page.now + 0.5)
    // A drag in landscape, from medium (half of 390) up to large.
    var delays = Delays(random: SeededRandom(seed: 5))
    page.drag(
      Drag(from: Point(x: 422, y: 215), to: Point(x: 422, y: 100), duration: 0.1), at: page.now,
      delays: &delays)
    page.run(until: page.now + 1)
    page.send(.input(try #require(inputs.first)))
    page.run(until: page.now + 1)
    #expect(page.errors.isEmpty, "\(page.errors)")
    let saved = try page.save()
    #expect(saved.events.filter { if case .resize = $0.kind { true } else { false } }.count == 2)
    let replay = try ScenarioPlayer().play(saved)
    let live = page.events.filter { $0.number("t") <= (saved.until ?? 2) }
    #expect(live.map { $0.string("type") } == jsonEvents(replay).map { $0.string("type") })
    #expect(live.contains { $0.string("type") == "detentChanged" && $0.string("to") == "large" })
    // In landscape the frames said so, and the replay's frames too; back in portrait, neither.
    #expect(page.frames.contains { $0.screen == QuantizedSize(Size(width: 844, height: 390)) })
    #expect(replay.frames.contains { $0.screen == Size(width: 844, height: 390) })
    #expect(page.frames.last?.screen == nil && replay.frames.last?.screen == nil)
  }

  /// After a rotation, an input is checked in the window as it is now: a keyboard taller than
  /// the landscape window is refused, as `play` would refuse it in the saved script.
  @Test func anInputIsCheckedInTheRotatedWindow() {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card")))
    page.send(.input(.keyboard(.show(height: 500, duration: 0.25))))
    #expect(page.errors.isEmpty)
    page.send(.input(.keyboard(.hide(duration: 0))))
    page.send(.input(.resize(Size(width: 844, height: 390), safeArea: nil)))
    page.send(.input(.keyboard(.show(height: 500, duration: 0.25))))
    let refused = page.errors.last
    #expect(refused?.code == .badInput && refused?.subject == "height")
    #expect(refused?.problem.contains("(390)") == true)
  }

  /// The input buttons follow the window: on a 320 × 568 phone turned to landscape, the
  /// 336 pt keyboard no longer fits the 320 pt window and its button goes (an `inputs`
  /// message); turned back, it returns. A turn that changes nothing says nothing.
  @Test func theInputButtonsFollowARotation() throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card", screen: Size(width: 320, height: 568))))
    let labels = { (inputs: JSONValue?) -> [String] in
      guard case .array(let choices)? = inputs else { return [] }
      return choices.compactMap { choice in
        if case .string(let label)? = choice.field("label") { label } else { nil }
      }
    }
    let offered = labels(page.last("scene")?["inputs"])
    #expect(offered.contains("keyboard: show"))
    page.send(.input(.resize(Size(width: 568, height: 320), safeArea: nil)))
    let turned = labels(page.last("inputs")?["inputs"])
    #expect(turned == offered.filter { $0 != "keyboard: show" })
    // Every button still offered is taken in the turned window.
    page.send(.input(.keyboard(.hide(duration: 0))))
    page.send(.input(.action(.present)))
    #expect(page.errors.isEmpty, "\(page.errors)")
    page.send(.input(.resize(Size(width: 320, height: 568), safeArea: nil)))
    #expect(labels(page.last("inputs")?["inputs"]) == offered)
    let told = page.messages.filter { $0["type"] == .string("inputs") }.count
    page.send(.input(.resize(Size(width: 320, height: 568), safeArea: nil)))
    #expect(page.messages.filter { $0["type"] == .string("inputs") }.count == told)
    #expect(told == 2)
  }
}
