public import ArgumentParser
import Foundation
import Transitions
import TransitionsPlayback

/// `transitions play`: plays a scripted session of one transition and prints its timeline.
public struct PlayCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a scripted session of one transition and print what was on screen.",
    discussion: """
      SCRIPT is a JSON file (or - for standard input): {"transition": an id from `transitions \
      list`, "options": {}, "screen": [390, 844], "frameRate": 60, "until": seconds, \
      "reduceMotion": false, "start": "idle"|"presented", "events": [{"at": s, "action": \
      "present"|"dismiss"|"select", "index": n} | {"at": s, "touch": "down"|"move"|"up"|"cancel", \
      "x", "y"} | {"at": s, "drag": {"from": [x, y], "to": [x, y], "duration": s, "hold": s, \
      "release": true}}]}. JSON output: {"transition", "screen", "frameRate", "frames": [{"t", \
      "phase", "operation", "interactive", "progress", "views": {role: {"frame", "alpha", \
      "scale", "cornerRadius", "visible", "color", "contentOffset"}}, "touch"}], "events": [{"t", \
      "type", …}]}. The view fields "color" and "contentOffset" (its scrolling content's \
      position) are optional additions. \
      CSV: t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible.

      The contract, with every field, limit and error: docs/PLAY.md.

      Example: transitions play scenarios/modal-flick.json --format csv
      """
  )

  @Argument(
    help: ArgumentHelp("The script, a JSON file, or - for standard input.", valueName: "script"))
  var scriptPath: String

  @Option(help: "Output format: json or csv.")
  var format: PlayFormat = .json

  @Option(
    name: .customLong("frame-rate"), help: "Frames per second (1–1000); overrides the script's.")
  var frameRate: Double?

  public init() {}

  func write(to io: ToolIO) throws {
    var script: Script
    do {
      script = try io.input.readScript(scriptPath, option: "script")
    } catch {
      throw ValidationError("\(error)")
    }
    if let frameRate {
      guard frameRate.isFinite, (1...1000).contains(frameRate) else {
        let given = frameRate.isFinite ? formatShortestNumber(frameRate) : "\(frameRate)"
        throw ValidationError("--frame-rate: expected a number from 1 to 1000, got \(given)")
      }
      script.frameRate = frameRate
    }
    let timeline: Timeline
    do {
      timeline = try onMainActor { try ScenarioPlayer().play(script) }
    } catch {
      throw ValidationError("\(error)")
    }
    io.write(format == .json ? timeline.json() : timeline.csv())
  }
}

/// `play`'s output formats.
enum PlayFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case json
  case csv
}

/// Runs `body` on the main actor: directly when already there (the tool's main thread, or the
/// main queue that runs main-actor code elsewhere, as in tests), else by waiting for the main
/// queue.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
  DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
  if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
    return try MainActor.assumeIsolated(body)
  }
  return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Marks the main queue, to tell when code already runs on it.
private let mainQueueKey = DispatchSpecificKey<Bool>()
