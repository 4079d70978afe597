import Motion
import Plot
public import Transitions

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
    let document = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .meta(.name("color-scheme"), .content("light dark")),
        .element(named: "title", text: title),
        .style(GalleryAssets.css)
      ),
      .body(
        .header(
          .class("page-header"),
          .h1(.text(title)),
          .p(
            .text(
              "\(subject) (\(count) in all). Press Play to watch one in real time; the chart "
                + "below each shows its progress, the moving view and what happened.")),
          .nav(
            .class("toc"),
            .button(
              .class("play-all"), .attribute(named: "type", value: "button"), .text("Play all")),
            .forEach(sections) { section in
              .a(.href("#\(section.transition.id)"), .text(section.transition.id))
            }
          )
        ),
        .main(
          .forEach(sections) { section in
            self.section(section, renderer: renderer)
          }
        ),
        .if(footer != nil, .footer(.p(.text(footer ?? "")))),
        .script(.raw(GalleryAssets.script))
      )
    )
    return document.render()
  }

  func section(_ section: GallerySection, renderer: FrameRenderer) -> Node<HTML.BodyContext> {
    let transition = section.transition
    return .section(
      .class("transition"), .id(transition.id),
      .h2(
        .code(.text(transition.id)),
        .text(
          transition.isContainer && !transition.id.lowercased().contains("container")
            ? " (container)" : "")),
      .p(.class("summary"), Self.inlineCode(transition.summary)),
      .if(
        !transition.options.isEmpty,
        .table(
          .class("options"),
          .tr(.th(.text("option")), .th(.text("values")), .th(.text("default")), .th(.text(""))),
          .forEach(transition.options) { option in
            .tr(
              .td(.code(.text(option.name))),
              .td(.text(Self.describe(option.kind))),
              .td(.class("default"), .code(.text(Self.describe(option.defaultValue)))),
              .td(Self.inlineCode(option.summary))
            )
          }
        )
      ),
      .div(
        .class("scenarios"),
        .forEach(section.entries) { entry in
          self.article(entry, renderer: renderer)
        }
      )
    )
  }

  func article(_ entry: GalleryEntry, renderer: FrameRenderer) -> Node<HTML.BodyContext> {
    let scenario = entry.scenario
    let frames = entry.timeline.frames.count
    let seconds = PreviewNumber.format(entry.secondsPlayed)
    return .article(
      .class("scenario"), .id(scenario.name),
      .data(named: "scenario", value: scenario.name),
      .data(named: "frames", value: String(frames)),
      .h3(.text(scenario.title)),
      .p(.class("about"), .text(scenario.summary)),
      .p(
        .class("outcome"), .text("Outcome: "), .b(.text(entry.outcome.description)),
        .text(" · \(seconds) s · \(frames) frames")),
      .div(
        .class("stage"),
        .div(
          .class("phone"),
          .attribute(named: "aria-label", value: "\(scenario.title): preview"),
          .raw(renderer.svg(of: entry.timeline, frameAt: 0))),
        .div(
          .class("side"),
          controls(scenario: scenario, frames: frames),
          .div(.class("chart"), .raw(chart.svg(of: entry.timeline))),
          .p(
            .class("script-link"), .text("Script: "),
            .a(
              .href("scenarios/\(scenario.name).json"),
              .text("scenarios/\(scenario.name).json")))
        )
      ),
      .script(
        .class("frames"), .attribute(named: "type", value: "application/json"),
        .raw(FrameData.json(of: entry.timeline, palette: palette)))
    )
  }

  func controls(scenario: Scenario, frames: Int) -> Node<HTML.BodyContext> {
    .div(
      .class("controls"),
      .button(.class("play"), .attribute(named: "type", value: "button"), .text("Play")),
      .button(.class("step"), .attribute(named: "type", value: "button"), .text("Step")),
      .button(
        .class("speed"), .attribute(named: "type", value: "button"),
        .data(named: "speed", value: "0.25"), .attribute(named: "aria-pressed", value: "false"),
        .text("0.25×")),
      .button(
        .class("speed"), .attribute(named: "type", value: "button"),
        .data(named: "speed", value: "1"), .attribute(named: "aria-pressed", value: "true"),
        .text("1×")),
      .label(
        .input(.type(.checkbox), .class("loop"), .attribute(named: "checked", value: "checked")),
        .text("loop")),
      .span(.class("counter"), .text("frame 1 / \(frames)")),
      .input(
        .type(.range), .class("scrub"), .attribute(named: "min", value: "0"),
        .attribute(named: "max", value: String(max(frames - 1, 0))),
        .attribute(named: "step", value: "1"), .value("0"),
        .attribute(named: "aria-label", value: "\(scenario.title): scrub"))
    )
  }

  /// Text with `backticked` spans as code.
  static func inlineCode(_ text: String) -> Node<HTML.BodyContext> {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    // An unmatched backtick stays as it is.
    guard parts.count % 2 == 1 else { return .text(text) }
    return .group(
      parts.enumerated().map { index, part in
        index % 2 == 1 ? .code(.text(String(part))) : .text(String(part))
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
