import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Risk 1 of the device review: UIKit ignores touches meant for a transition it runs without an
/// interaction controller, so a button's transition could not be caught on a device. Every run
/// the toolkit mirrors gets an interaction controller (starting undriven, with an interruptible
/// animator), and a finger that catches it mid-flight makes the toolkit's context interactive:
/// `pause`, progress, the release's `finish` or `cancel`, one completion.
@MainActor
@Suite struct CatchableRunTests {
  /// A point on the presented view where it shows now, in the 390 × 844 container: 30 pt
  /// below its top edge (its centre moved by its transform's translation), kept on screen.
  static func shownCentre(_ stage: PlainStage) throws -> Point {
    let values = try #require(stage.presentedView.values)
    let top = values.center.y + values.transform.m42 - values.bounds.size.height / 2
    return Point(x: values.center.x + values.transform.m41, y: min(max(top + 30, 10), 834))
  }

  /// Every modal transition of the catalogue, presented and then dismissed by a button, is
  /// caught by a finger mid-flight through the toolkit's interruptible context.
  @Test(
    arguments: TransitionCatalogue.definitions.filter { $0.kind == .modal }.map(\.description.id))
  func aButtonsRunIsCaughtThroughTheToolkit(id: String) throws {
    for operation in [TransitionOperation.present, .dismiss] {
      let stage = PlainStage(try TransitionCatalogue.style(for: id))
      let scene = try #require(stage.scene)
      if operation == .dismiss {
        stage.presentByButton()
        stage.actions.removeAll()
        stage.dismiss()
      } else {
        stage.present()
      }
      // What the glue vends: an interaction controller that does not start interactive.
      #expect(!scene.content.wantsInteractiveStart, "\(id) \(operation)")
      stage.attach(.interruptible)
      stage.run(0.1)
      #expect(stage.contexts.isEmpty, "\(id) \(operation): undriven, the context hears nothing")
      let point = try Self.shownCentre(stage)
      stage.touch(.began, at: point)
      stage.run(0.1)
      #expect(stage.contexts.first == .pause, "\(id) \(operation): caught, the context pauses")
      #expect(
        stage.contexts.contains { if case .update = $0 { true } else { false } },
        "\(id) \(operation): then hears the progress")
      stage.touch(.ended, at: point)
      stage.run(3)
      let commands = stage.contexts
      let releases = commands.filter { $0 == .finish || $0 == .cancel }
      #expect(releases.count == 1, "\(id) \(operation): \(commands)")
      let completions = commands.filter { if case .complete = $0 { true } else { false } }
      #expect(completions.count == 1, "\(id) \(operation): \(commands)")
      #expect(
        commands.last == .complete(releases.first == .finish), "\(id) \(operation): \(commands)")
    }
  }
}
