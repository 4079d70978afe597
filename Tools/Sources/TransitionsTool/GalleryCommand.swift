public import ArgumentParser
import Foundation
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// `transitions gallery` (the default command): plays every catalogue transition through its
/// scenarios and writes a self-contained HTML page that plays them back.
public struct GalleryCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Write an HTML gallery of every transition, played through its scenarios (default).",
    discussion: """
      Plays every catalogue transition through a set of scenarios (present, dismiss, \
      interactive finish and cancel, a flick, a grab mid-flight, Reduce Motion, and the \
      transition's own) with the engine behind `transitions play`, then writes DIR/index.html \
      (self-contained: open it in any browser, no network) and each scenario's script as \
      DIR/scenarios/NAME.json (replay it with `transitions play`). Prints the page's path and \
      a table: transition, scenario, outcome, seconds played.

      Example: transitions gallery --output /tmp/gallery
      """
  )

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The folder to write (created if missing).", valueName: "dir"))
  var output: String = "transitions-gallery"

  public init() {}

  func render() throws -> String {
    let clock = ContinuousClock()
    let start = clock.now
    let sections: [GallerySection]
    do {
      sections = try onMainActor {
        let player = ScenarioPlayer()
        return try Gallery.play(TransitionCatalogue.descriptions) { try player.play($0) }
      }
    } catch {
      throw ValidationError("gallery: a scenario did not play: \(error)")
    }
    let html = GalleryPage().html(sections)
    let folder = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
    let scenarios = folder.appendingPathComponent("scenarios", isDirectory: true)
    let page = folder.appendingPathComponent("index.html")
    do {
      try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
      try Data(html.utf8).write(to: page)
      for entry in sections.flatMap(\.entries) {
        let file = scenarios.appendingPathComponent("\(entry.scenario.name).json")
        try Data(entry.scenario.script.json().utf8).write(to: file)
      }
    } catch {
      throw ValidationError("--output: cannot write \(folder.path): \(error.localizedDescription)")
    }
    let elapsed = clock.now - start
    let count = sections.reduce(0) { $0 + $1.entries.count }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return page.path + "\n\n" + Gallery.table(sections)
      + "\n\(count) scenarios of \(sections.count) transitions in "
      + "\(PreviewNumber.format(seconds)) s; \(PreviewNumber.format(Double(html.utf8.count) / 1_000_000)) MB page\n"
  }
}
