import Motion
import Transitions
import TransitionsPlayback

extension Script {
  /// A gallery scenario's script of `transition` on `screen`: its `events` are played until
  /// `tail` seconds (``ScenarioCatalogue/tail`` by default) after the last of them ends, so that
  /// what they started comes to rest on the page.
  init(
    gallery transition: String, screen: Size, options: [String: OptionValue] = [:],
    scrollSettings: ScrollSettings = ScrollSettings(), safeArea: EdgeInsets = .zero,
    reduceMotion: Bool = false, start: Start = .idle, tail: Double = ScenarioCatalogue.tail,
    events: [ScriptEvent]
  ) {
    self.init(
      transition: transition, options: options, scrollSettings: scrollSettings, screen: screen,
      safeArea: safeArea, until: (events.map(\.end).max() ?? 0) + tail,
      reduceMotion: reduceMotion, start: start, events: events)
  }
}
