import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// Found from outside (issue 32): a sheet dragged slowly between its detents kept the pan's
/// slop between its top and the finger, where the card and the modal take it back. Once the
/// pan begins, the sheet's top stays exactly where it was from the finger at touch-down.
@MainActor
struct SheetFollowsFingerTests {
  /// A slow drag (50 pt/s) up from medium, and one down from large, on the sheet at rest.
  @Test(arguments: [
    (SheetDetent.medium, 600.0, 450.0), (SheetDetent.large, 300.0, 450.0),
    (SheetDetent.height(300), 600.0, 450.0),
  ])
  func aSlowDragBetweenDetentsKeepsTheTopsDistanceToTheFinger(
    rest: SheetDetent, from: Double, to: Double
  ) throws {
    let detents: [OptionValue] = [.number(300), .string("medium"), .string("large")]
    let timeline = try play(
      "sheet", options: ["detents": .list(detents), "selectedDetent": rest.optionValue],
      start: .presented, frameRate: 120, until: 4,
      [drag(at: 0.5, from: (195, from), to: (195, to), duration: 3, release: false)])
    let down = try #require(timeline.frame(at: 0.5))
    let top = try #require(down.view("presented")).frame.origin.y
    let distance = top - (try #require(down.touch).y)
    // The frames after the pan began: the sheet has left where it rested.
    let dragged = timeline.frames.filter {
      $0.time > 0.5 && abs(($0.view("presented")?.frame.origin.y ?? top) - top) > 1e-9
    }
    #expect(dragged.count > 300)
    for frame in dragged {
      let y = try #require(frame.view("presented")).frame.origin.y
      let finger = try #require(frame.touch).y
      expectApproximately(y - finger, distance, absolute: 0.01, "t \(frame.time)")
    }
    // It moved as far as the finger did.
    let last = try #require(dragged.last?.view("presented")).frame.origin.y
    expectApproximately(last - top, to - from, absolute: 0.01)
  }
}
