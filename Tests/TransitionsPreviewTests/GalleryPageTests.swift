import Foundation
import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// A small gallery of hand-built timelines: two transitions, three scenarios.
func sampleSections() -> [GallerySection] {
  func entry(_ name: String, _ title: String, _ timeline: Timeline) -> GalleryEntry {
    GalleryEntry(
      scenario: Scenario(
        name: name, title: title, summary: "A hand-built timeline.",
        script: Script(transition: timeline.transition), expected: ScenarioOutcome(timeline)),
      timeline: timeline)
  }
  return [
    GallerySection(
      transition: SampleTimelines.pullDownDescription,
      entries: [
        entry("pullDown-present", "Present", SampleTimelines.pullDownPresent()),
        entry(
          "pullDown-present-30", "Present at 30 fps", SampleTimelines.pullDownPresent(frameRate: 30)
        ),
      ]),
    GallerySection(
      transition: SampleTimelines.modalDescription,
      entries: [
        entry("modal-interactive", "Interactive dismiss", SampleTimelines.modalInteractiveDismiss())
      ]),
  ]
}

@Suite struct GalleryPageTests {
  let html = GalleryPage().html(sampleSections())

  @Test func aGalleryOfYourOwnSaysWhatItShowsAndMayDropTheToolsFooter() {
    let catalogue = GalleryPage().html(sampleSections())
    #expect(catalogue.contains("Every catalogue transition, played headless"))
    #expect(catalogue.contains("<footer><p>Each scenario's script is saved beside this page"))
    let own = GalleryPage(title: "Rise", subject: "Our app's transitions", footer: nil)
      .html(sampleSections())
    #expect(own.contains("<p>Our app's transitions (3 in all). Press Play"))
    #expect(!own.contains("catalogue transition"))
    #expect(!own.contains("<footer"))
    let noted = GalleryPage(footer: "Scripts live in Tests/Scripts.").html(sampleSections())
    #expect(noted.contains("<footer><p>Scripts live in Tests/Scripts.</p></footer>"))
  }

  @Test func pageIsSelfContained() {
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // Nothing is fetched: no external script, style sheet, image or font.
    for needle in ["<script src", "<link", "<img", "@import", "url(", "http://", "https://"] {
      let allowed = "http://www.w3.org/2000/svg"
      #expect(!html.replacingOccurrences(of: allowed, with: "").contains(needle), "\(needle)")
    }
    #expect(html.contains("prefers-color-scheme: dark"))
    #expect(html.contains("name=\"viewport\""))
  }

  @Test func everyScenarioHasAPreviewControlsAChartAndItsFrames() {
    for name in ["pullDown-present", "pullDown-present-30", "modal-interactive"] {
      #expect(html.contains("data-scenario=\"\(name)\""))
      #expect(html.contains("href=\"scenarios/\(name).json\""))
    }
    #expect(html.components(separatedBy: "<div class=\"phone\"").count - 1 == 3)
    #expect(
      html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\"")
        .count - 1 == 3)
    #expect(html.components(separatedBy: "type=\"application/json\"").count - 1 == 3)
    for control in [
      "class=\"play\"", "class=\"step\"", "data-speed=\"0.25\"", "data-speed=\"1\"",
      "class=\"loop\"", "class=\"scrub\"", "class=\"counter\"",
    ] {
      #expect(html.components(separatedBy: control).count - 1 == 3, "\(control)")
    }
  }

  @Test func headerListsOptionsWithTheirDefaults() {
    #expect(html.contains("<code>dismissal</code>"))
    #expect(html.contains("none | standard | input"))
    #expect(html.contains("<td class=\"default\"><code>480</code></td>"))
    #expect(html.contains("100–10000 pt"))
    #expect(html.contains("A card slides up over a dimming view."))
  }

  @Test func frameDataHoldsEveryFrameAndOnlyVisibleViews() throws {
    let timeline = SampleTimelines.pullDownPresent()
    let json = FrameData.json(of: timeline)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[Any]])
    #expect(frames.count == timeline.frames.count)
    #expect(object["roles"] as? [String] == ["presenting", "presented"])
    // Frame 0: only the presenting view is visible; progress and touch are null.
    let views = try #require(frames[0][3] as? [[Double]])
    #expect(views.count == 1)
    #expect(frames[0][1] is NSNull)
  }

  @Test func backtickedWordsAreCode() {
    var sections = sampleSections()
    sections[0].transition.summary = "drag at least `threshold` points, `odd"
    let page = GalleryPage().html(sections)
    #expect(page.contains("drag at least <code>threshold</code> points, `odd") == false)
    sections[0].transition.summary = "drag at least `threshold` points"
    #expect(GalleryPage().html(sections).contains("drag at least <code>threshold</code> points"))
  }

  @Test func textIsEscaped() {
    var sections = sampleSections()
    sections[0].transition.summary = "<b>bold</b> & \"quoted\""
    let page = GalleryPage().html(sections)
    #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp;"))
    #expect(!page.contains("<b>bold</b>"))
  }

  @Test func outcomeIsReadFromTheEvents() {
    #expect(ScenarioOutcome(SampleTimelines.pullDownPresent()) == .completed(.present))
    #expect(ScenarioOutcome(SampleTimelines.modalInteractiveDismiss()) == .completed(.dismiss))
    var timeline = SampleTimelines.pullDownPresent()
    timeline.events = [Timeline.Event(time: 0, kind: .ignored(action: "dismiss", reason: "idle"))]
    #expect(ScenarioOutcome(timeline) == .ignored(action: "dismiss"))
    timeline.events.append(
      Timeline.Event(time: 1, kind: .transitionBegan(operation: .present, interactive: true)))
    #expect(ScenarioOutcome(timeline) == .unfinished(.present))
    timeline.events.append(
      Timeline.Event(time: 2, kind: .transitionEnded(operation: .present, completed: false)))
    #expect(ScenarioOutcome(timeline) == .cancelled(.present))
    #expect(
      ScenarioOutcome(Timeline(transition: "x", screen: Size(width: 1, height: 1), frameRate: 60))
        == .nothing)
  }
}
