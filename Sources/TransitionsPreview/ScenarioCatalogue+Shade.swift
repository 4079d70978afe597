import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - shade

  /// A pan down that starts in the top 90 pt presents; progress = translation / H. The physics
  /// decides on release.
  @Sendable static func shadeDrive(_ screen: Size) -> InteractiveDrive {
    InteractiveDrive(
      operation: .present, start: .idle, from: Point(x: screen.width / 2, y: 40),
      direction: Vector(dx: 0, dy: 1), span: screen.height,
      // A button drops it from rest: 0.25 s in it is open and bouncing.
      grabPoint: Point(x: screen.width / 2, y: screen.height - 100))
  }

  /// The bounce of a strong flick, the time cap, and UIKit-compatible physics.
  @Sendable static func shadeExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    func script(_ options: [String: OptionValue], _ events: [ScriptEvent]) -> Script {
      Script(gallery: "shade", screen: screen, options: options, tail: 4.5, events: events)
    }
    let flick = ScriptEvent(
      at: lead, .drag(Drag(from: Point(x: x, y: 40), to: Point(x: x, y: 240), duration: 0.08)))
    return [
      Scenario(
        name: "shade-bounce", title: "A strong flick bounces",
        summary: "200 pt at 2500 pt/s: it hits the bottom, bounces with haptics, and rests open.",
        script: script([:], [flick]), expected: .completed(.present)),
      Scenario(
        name: "shade-time-cap", title: "Time cap",
        summary: "The same flick with a 0.6 s cap: the transition ends mid-bounce, open.",
        script: script(["timeCap": .number(0.6)], [flick]), expected: .completed(.present)),
      Scenario(
        name: "shade-uikit-compatible", title: "UIKit-compatible physics",
        summary: "Box2D's implicit Euler, as UIKit Dynamics: more damped, frame-rate dependent.",
        script: script(["physics": .string("uikitCompatible")], [flick]),
        expected: .completed(.present)),
    ]
  }
}
