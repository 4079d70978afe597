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
    let own = OwnScenarios(id: "shade", screen: screen, tail: 4.5)
    let flick = ScriptEvent(
      at: lead, .drag(Drag(from: Point(x: x, y: 40), to: Point(x: x, y: 240), duration: 0.08)))
    return [
      own.scenario(
        "bounce", "A strong flick bounces",
        "200 pt at 2500 pt/s: it hits the bottom, bounces with haptics, and rests open.",
        own.script([:], [flick]), .completed(.present)),
      own.scenario(
        "time-cap", "Time cap",
        "The same flick with a 0.6 s cap: the transition ends mid-bounce, open.",
        own.script(["timeCap": .number(0.6)], [flick]), .completed(.present)),
      own.scenario(
        "uikit-compatible", "UIKit-compatible physics",
        "Box2D's implicit Euler, as UIKit Dynamics: more damped, frame-rate dependent.",
        own.script(["physics": .string("uikitCompatible")], [flick]),
        .completed(.present)),
    ]
  }
}
