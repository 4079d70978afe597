import Motion
public import Transitions
public import TransitionsPlayback

/// One played scenario: the script, what it promised and the timeline the engine produced.
public struct GalleryEntry: Sendable, Hashable {
  /// The scenario: its name, title, summary, script and the outcome it promises.
  public var scenario: Scenario
  /// What the engine played.
  public var timeline: Timeline

  public init(scenario: Scenario, timeline: Timeline) {
    self.scenario = scenario
    self.timeline = timeline
  }

  /// What the timeline's events say happened.
  public var outcome: ScenarioOutcome { ScenarioOutcome(timeline) }

  /// The seconds the timeline covers (its last frame's time).
  public var secondsPlayed: Double { timeline.frames.last?.time ?? 0 }
}

/// One transition's part of the gallery: its description and its played scenarios.
public struct GallerySection: Sendable, Hashable {
  /// The transition's id, summary and options, as the page shows them.
  public var transition: TransitionDescription
  /// Its scenarios, in the order the page shows them.
  public var entries: [GalleryEntry]

  public init(transition: TransitionDescription, entries: [GalleryEntry]) {
    self.transition = transition
    self.entries = entries
  }
}

/// The gallery as one self-contained HTML page: no network, no other file needed. Each scenario
/// has a phone-sized preview that plays its recorded frames in real time, controls
/// (play/pause, scrubber, 0.25×/1× speed, step, loop, a frame counter), the timeline chart under
/// it, and a link to its script as `scenarios/NAME.json` beside the page (the page does not
/// write those files; `transitions gallery` does).
public struct GalleryPage: Sendable {
  /// The colours of the previews.
  public var palette: Palette
  /// The chart drawn under each preview.
  public var chart: TimelineChart
  /// The page's title and heading.
  public var title: String
  /// What the page shows, in one sentence under the heading (the page adds how many sessions
  /// and how to watch them). Default: the catalogue's; a gallery of your own transitions says
  /// what they are.
  public var subject: String
  /// The footer: where each scenario's script is and how to replay it. Default: the
  /// `transitions gallery` layout (`scenarios/NAME.json`, replayed with `transitions play`,
  /// which knows catalogue ids only); `nil` for no footer.
  public var footer: String?

  /// The catalogue's subject.
  public static let catalogueSubject =
    "Every catalogue transition, played headless by the engine through scripted sessions"
  /// The footer of `transitions gallery`.
  public static let toolFooter =
    "Each scenario's script is saved beside this page as scenarios/NAME.json; "
    + "replay or edit it with `transitions play scenarios/NAME.json`."

  public init(
    palette: Palette = Palette(), chart: TimelineChart = TimelineChart(width: 400, height: 220),
    title: String = "swift-transitions gallery", subject: String = GalleryPage.catalogueSubject,
    footer: String? = GalleryPage.toolFooter
  ) {
    self.palette = palette
    self.chart = chart
    self.title = title
    self.subject = subject
    self.footer = footer
  }

  /// The page's HTML.
  public func html(_ sections: [GallerySection]) -> String {
    let renderer = FrameRenderer(palette: palette)
    let count = sections.reduce(0) { $0 + $1.entries.count }
    let head = Markup.element(
      "head", [:],
      .void("meta", ["charset": "UTF-8"]),
      .void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
      .void("meta", ["name": "color-scheme", "content": "light dark"]),
      .element("title", [:], .text(title)),
      .element("style", [:], .raw(GalleryAssets.css)))
    let header = Markup.element(
      "header", ["class": "page-header"],
      .element("h1", [:], .text(title)),
      .element(
        "p", [:],
        .text(
          "\(subject) (\(count) in all). Press Play to watch one in real time; the chart "
            + "below each shows its progress, the moving view and what happened.")),
      .element(
        "nav", ["class": "toc"],
        [.element("button", ["class": "play-all", "type": "button"], .text("Play all"))]
          + sections.map { section in
            .element("a", ["href": "#\(section.transition.id)"], .text(section.transition.id))
          }))
    let body = Markup.element(
      "body", [:],
      header,
      .element("main", [:], sections.map { self.section($0, renderer: renderer) }),
      footer.map { .element("footer", [:], .element("p", [:], .text($0))) } ?? .empty,
      .element("script", [:], .raw(GalleryAssets.script)))
    return "<!DOCTYPE html>" + Markup.element("html", ["lang": "en"], head, body).html
  }

  func section(_ section: GallerySection, renderer: FrameRenderer) -> Markup {
    let transition = section.transition
    let options =
      transition.options.isEmpty
      ? Markup.empty
      : .element(
        "table", ["class": "options"],
        [
          .element(
            "tr", [:], .element("th", [:], .text("option")), .element("th", [:], .text("values")),
            .element("th", [:], .text("default")), .element("th", [:], .text("")))
        ]
          + transition.options.map { option in
            .element(
              "tr", [:],
              .element("td", [:], .element("code", [:], .text(option.name))),
              .element("td", [:], .text(Self.describe(option.kind))),
              .element(
                "td", ["class": "default"],
                .element("code", [:], .text(Self.describe(option.defaultValue)))),
              .element("td", [:], Self.inlineCode(option.summary)))
          })
    return .element(
      "section", ["class": "transition", "id": transition.id],
      .element(
        "h2", [:],
        .element("code", [:], .text(transition.id)),
        .text(
          transition.kind == .container && !transition.id.lowercased().contains("container")
            ? " (container)" : "")),
      .element("p", ["class": "summary"], Self.inlineCode(transition.summary)),
      options,
      .element(
        "div", ["class": "scenarios"], section.entries.map { article($0, renderer: renderer) }))
  }

  func article(_ entry: GalleryEntry, renderer: FrameRenderer) -> Markup {
    let scenario = entry.scenario
    let frames = entry.timeline.frames.count
    let seconds = PreviewNumber.format(entry.secondsPlayed)
    return .element(
      "article",
      [
        "class": "scenario", "id": scenario.name, "data-scenario": scenario.name,
        "data-frames": String(frames),
      ],
      .element("h3", [:], .text(scenario.title)),
      .element("p", ["class": "about"], .text(scenario.summary)),
      .element(
        "p", ["class": "outcome"], .text("Outcome: "),
        .element("b", [:], .text(entry.outcome.description)),
        .text(" · \(seconds) s · \(frames) frames")),
      .element(
        "div", ["class": "stage"],
        .element(
          "div", ["class": "phone", "aria-label": "\(scenario.title): preview"],
          .raw(renderer.svg(of: entry.timeline, frameAt: 0))),
        .element(
          "div", ["class": "side"],
          controls(scenario: scenario, frames: frames),
          .element("div", ["class": "chart"], .raw(chart.svg(of: entry.timeline))),
          .element(
            "p", ["class": "script-link"], .text("Script: "),
            .element(
              "a", ["href": "scenarios/\(scenario.name).json"],
              .text("scenarios/\(scenario.name).json"))))),
      .element(
        "script", ["class": "frames", "type": "application/json"],
        .raw(FrameData.json(of: entry.timeline, palette: palette))))
  }

  func controls(scenario: Scenario, frames: Int) -> Markup {
    .element(
      "div", ["class": "controls"],
      .element("button", ["class": "play", "type": "button"], .text("Play")),
      .element("button", ["class": "step", "type": "button"], .text("Step")),
      .element(
        "button",
        ["class": "speed", "type": "button", "data-speed": "0.25", "aria-pressed": "false"],
        .text("0.25×")),
      .element(
        "button", ["class": "speed", "type": "button", "data-speed": "1", "aria-pressed": "true"],
        .text("1×")),
      .element(
        "label", [:], .void("input", ["type": "checkbox", "class": "loop", "checked": "checked"]),
        .text("loop")),
      .element("span", ["class": "counter"], .text("frame 1 / \(frames)")),
      .void(
        "input",
        [
          "type": "range", "class": "scrub", "min": "0", "max": String(max(frames - 1, 0)),
          "step": "1", "value": "0", "aria-label": "\(scenario.title): scrub",
        ]))
  }

  /// Text with `backticked` spans as code.
  static func inlineCode(_ text: String) -> Markup {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    // An unmatched backtick stays as it is.
    guard parts.count % 2 == 1 else { return .text(text) }
    return .group(
      parts.enumerated().map { index, part in
        index % 2 == 1 ? .element("code", [:], .text(String(part))) : .text(String(part))
      })
  }

  /// `0–1000 pt`, `one of none, standard, input`, `true or false`.
  static func describe(_ kind: OptionDescription.Kind) -> String {
    switch kind {
    case .number(let range, let unit):
      let text =
        "\(PreviewNumber.format(range.lowerBound, places: 6))–"
        + PreviewNumber.format(range.upperBound, places: 6)
      return unit.isEmpty ? text : "\(text) \(unit)"
    case .integer(let range):
      return "\(range.lowerBound)–\(range.upperBound)"
    case .bool:
      return "true or false"
    case .choice(let choices):
      return choices.joined(separator: " | ")
    case .list(let kinds):
      return "a list of " + kinds.map(describe).joined(separator: " | ")
    case .oneOf(let kinds):
      return kinds.map(describe).joined(separator: " | ")
    case .rect(let range, let unit):
      let text =
        "[x, y, w, h], \(PreviewNumber.format(range.lowerBound, places: 6))–"
        + PreviewNumber.format(range.upperBound, places: 6)
      return unit.isEmpty ? text : "\(text) \(unit)"
    }
  }

  static func describe(_ value: OptionValue) -> String {
    switch value {
    case .number(let number): return PreviewNumber.format(number, places: 6)
    case .bool(let bool): return bool ? "true" : "false"
    case .string(let string): return string
    case .list(let values): return "[" + values.map(describe).joined(separator: ", ") + "]"
    }
  }
}
