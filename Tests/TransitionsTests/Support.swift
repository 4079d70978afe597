import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// Plays a script built in place.
@MainActor
func play(
  _ transition: String, options: [String: OptionValue] = [:],
  scrollSettings: Script.ScrollSettings = Script.ScrollSettings(), start: Script.Start = .idle,
  reduceMotion: Bool = false,
  frameRate: Double = 60, until: Double? = nil, screen: Size = Size(width: 390, height: 844),
  _ events: [ScriptEvent]
) throws -> Timeline {
  try ScenarioPlayer().play(
    Script(
      transition: transition, options: options, scrollSettings: scrollSettings, screen: screen,
      frameRate: frameRate, until: until, reduceMotion: reduceMotion, start: start,
      events: events))
}

func drag(
  at time: Double, from: (Double, Double), to: (Double, Double), duration: Double,
  hold: Double = 0, release: Bool = true
) -> ScriptEvent {
  ScriptEvent(
    at: time,
    .drag(
      Drag(
        from: Point(x: from.0, y: from.1), to: Point(x: to.0, y: to.1), duration: duration,
        hold: hold, release: release)))
}

func action(_ action: Action, at time: Double) -> ScriptEvent {
  ScriptEvent(at: time, .action(action))
}

func touch(_ kind: TouchKind, at time: Double, _ x: Double, _ y: Double) -> ScriptEvent {
  ScriptEvent(at: time, .touch(kind, Point(x: x, y: y)))
}

extension Timeline {
  /// The frame at time `t` (within half a frame).
  func frame(at t: Double) -> Frame? {
    frames.first { abs($0.time - t) < 0.5 / frameRate }
  }

  /// The events of one type.
  func events(_ type: String) -> [Event] { events.filter { $0.kind.type == type } }

  /// The `transitionEnded` events as (time, completed).
  var endings: [(time: Double, completed: Bool)] {
    events.compactMap { event in
      if case .transitionEnded(_, let completed) = event.kind { return (event.time, completed) }
      return nil
    }
  }

  /// The y of `role`'s frame at every frame.
  func ys(_ role: ViewRole) -> [Double] { frames.compactMap { $0.view(role)?.frame.origin.y } }

  /// Appearance callbacks of `role`, in order.
  func callbacks(_ role: ViewRole) -> [AppearanceCallback] {
    events.compactMap { event in
      if case .appearance(let controller, let callback) = event.kind, controller == role {
        return callback
      }
      return nil
    }
  }
}

/// Checks a controller's callbacks follow will → did pairs with legal reversals, and end in a
/// settled state; returns the final state (`true`: appeared).
func auditAppearance(_ callbacks: [Timeline.AppearanceCallback], startsAppeared: Bool) -> (
  legal: Bool, appeared: Bool, settled: Bool
) {
  enum Phase { case appeared, disappeared, appearing, disappearing }
  var phase: Phase = startsAppeared ? .appeared : .disappeared
  for callback in callbacks {
    switch (callback, phase) {
    case (.willAppear, .disappeared), (.willAppear, .disappearing): phase = .appearing
    case (.didAppear, .appearing): phase = .appeared
    case (.willDisappear, .appeared), (.willDisappear, .appearing): phase = .disappearing
    case (.didDisappear, .disappearing): phase = .disappeared
    default: return (false, false, false)
    }
  }
  return (true, phase == .appeared, phase == .appeared || phase == .disappeared)
}
