import Motion
import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// The lab's interactivity toggle: the page's `setInteractive` inputs switch a direction's
/// gestures off and on while the transition is shown.
@MainActor
@Suite struct InteractivityToggleTests {
  /// The `input` message of one of the toggle's buttons.
  private func toggle(_ direction: String, _ enabled: Bool) throws -> PageMessage {
    let label = "\(direction) gesture: \(enabled ? "on" : "off")"
    let choice = try #require(InputChoices.candidates.first { $0.label == label })
    var fields = choice.fields
    fields["type"] = .string("input")
    return try PageMessage(Array(JSONValue.object(fields).text.utf8))
  }

  private func began(_ page: SimulatedPage) -> Int {
    page.events.filter { $0["type"] == .string("transitionBegan") }.count
  }

  @Test func aDragWithTheDismissGestureOffDoesNothingAndOnAgainDismisses() throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card", start: .presented)))
    page.send(try toggle("dismiss", false))
    #expect(page.errors.isEmpty)
    var delays = [Double](repeating: 0.002, count: 200).makeIterator()
    let down = Drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), duration: 0.2)
    page.drag(down, at: page.now + 0.05, delays: &delays)
    page.run(until: page.now + 1)
    #expect(began(page) == 0)
    page.send(try toggle("dismiss", true))
    page.drag(down, at: page.now + 0.05, delays: &delays)
    page.run(until: page.now + 1)
    #expect(began(page) == 1)
    #expect(page.errors.isEmpty)
    // The saved script holds the toggle as play reads it.
    let saved = try page.save()
    #expect(
      saved.events.contains { $0.kind == .action(.setInteractive(.dismiss, enabled: false)) })
  }

  /// A container or a tab offers the `select` toggle only (its pan); a drag across the content
  /// with it off switches nothing, and on again it does.
  @Test(arguments: ["container", "tab"])
  func aContainerOffersTheSelectToggleAndItStopsThePan(id: String) throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: id)))
    guard case .array(let inputs)? = page.last("scene")?["inputs"] else {
      Issue.record("no inputs")
      return
    }
    let labels = inputs.compactMap { input -> String? in
      guard case .object(let fields) = input, case .string(let label)? = fields["label"] else {
        return nil
      }
      return label
    }
    #expect(
      labels.filter { $0.contains("gesture") } == ["select gesture: off", "select gesture: on"])
    page.send(try toggle("select", false))
    var delays = [Double](repeating: 0.002, count: 200).makeIterator()
    let left = Drag(from: Point(x: 330, y: 400), to: Point(x: 60, y: 400), duration: 0.2)
    page.drag(left, at: page.now + 0.05, delays: &delays)
    page.run(until: page.now + 1)
    #expect(began(page) == 0)
    page.send(try toggle("select", true))
    page.drag(left, at: page.now + 0.05, delays: &delays)
    page.run(until: page.now + 1)
    #expect(began(page) == 1)
    #expect(page.errors.isEmpty)
  }
}
