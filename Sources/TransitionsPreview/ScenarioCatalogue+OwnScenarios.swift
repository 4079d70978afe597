import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  /// How one transition's own scenarios (its recipe's `extras`) are written, once for every
  /// transition: a scenario is named `id-suffix`, and its script is a gallery script
  /// (`Script.init(gallery:screen:…)`) of `id` (or `transition`) on `screen`, from `start`
  /// unless it says otherwise.
  ///
  /// ```swift
  /// let own = OwnScenarios(id: "card", screen: screen, start: .presented)
  /// own.scenario(
  ///   "tap-dimming", "Tap on the dimming", "A tap on the dimmed strip above the card dismisses it.",
  ///   own.script(tap), .completed(.dismiss))
  /// ```
  struct OwnScenarios {
    /// The transition's gallery id, and the first part of every scenario's name.
    let id: String
    /// The window the scripts play in, in points.
    let screen: Size
    /// How a script starts when it does not say.
    var start: Script.Start = .idle
    /// Seconds a script plays on after its last event (`ScenarioCatalogue.tail` by default).
    var tail = ScenarioCatalogue.tail
    /// Every script's safe area, in points. Default none.
    var safeArea: EdgeInsets = .zero
    /// The catalogue transition the scripts play when it is not `id` (a scenario of `id`'s
    /// played on another transition's stage). Default `nil`: `id`.
    var transition: String?

    /// The gallery script of `events`, with `options`, from `start` (`start` when `nil`).
    func script(
      _ options: [String: OptionValue], start: Script.Start? = nil,
      scrollSettings: Script.ScrollSettings = Script.ScrollSettings(), reduceMotion: Bool = false,
      _ events: [ScriptEvent]
    ) -> Script {
      Script(
        gallery: transition ?? id, screen: screen, options: options, scrollSettings: scrollSettings,
        safeArea: safeArea, reduceMotion: reduceMotion, start: start ?? self.start, tail: tail,
        events: events)
    }

    /// The gallery script of `events`, with no options, from `start` (`start` when `nil`).
    func script(
      start: Script.Start? = nil, reduceMotion: Bool = false, _ events: [ScriptEvent]
    ) -> Script {
      script([:], start: start, reduceMotion: reduceMotion, events)
    }

    /// The scenario `id-suffix`: `script`, which promises `expected`.
    func scenario(
      _ suffix: String, _ title: String, _ summary: String, _ script: Script,
      _ expected: ScenarioOutcome
    ) -> Scenario {
      Scenario(
        name: "\(id)-\(suffix)", title: title, summary: summary, script: script,
        expected: expected)
    }
  }
}
