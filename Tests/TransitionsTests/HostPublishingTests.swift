import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// Every catalogue transition driven the way a backend drives it, through a `StageHost`: ticks
/// at 60 Hz, touches sent after the tick they belong to (stamped up to a frame behind the
/// window's clock, as real input is). In every frame the published values are what the views
/// show, to the last bit.
@MainActor
struct HostPublishingTests {
  @Test(arguments: ["pullDown", "modal", "card", "shade"])
  func publishedValuesAreWhatTheViewsShowInEveryFrame(id: String) throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    let host = StageHost(window: window)
    var frames = 0
    var changing = 0
    var time = 0.0
    func tick(_ count: Int, touches: (Int) -> Touch? = { _ in nil }) throws {
      for index in 0..<count {
        time += 1.0 / 60
        try host.tick(to: time)
        #expect(publishedMismatches(host) == [], "\(id), frame \(frames)")
        frames += 1
        if host.published.hasChanges { changing += 1 }
        // A touch that happened 10 ms before the frame's time arrives after the tick.
        if var touch = touches(index) {
          touch.time = time - 0.01
          try host.send(touch)
        }
      }
    }
    let manager = try home.present(detail, transition: TransitionCatalogue.style(for: id))
    try tick(180)  // the shade bounces for over a second
    #expect(manager.activeAnimator == nil, "\(id): presented")
    #expect(host.id(of: detail.view) != nil)
    // A finger drags the presented view the way it dismisses (up for the pull-down and the
    // shade, down for the others) and lets go, quickly.
    let up = id == "shade" || id == "pullDown"
    let start = Point(x: 195, y: up ? 800 : 300)
    let direction = up ? -1.0 : 1.0
    changing = 0
    try tick(40) { index in
      guard index < 12 else { return nil }
      let phase: TouchPhase = index == 0 ? .began : index == 11 ? .ended : .moved
      let location = Point(x: start.x, y: start.y + direction * 40 * Double(index))
      return Touch(id: 1, phase: phase, location: location, time: 0)
    }
    #expect(changing > 10, "\(id): the drag moved views")
    try tick(60)
    #expect(frames == 280)
  }
}
