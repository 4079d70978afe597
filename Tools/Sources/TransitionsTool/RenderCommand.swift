public import ArgumentParser
import Foundation
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// `transitions render`: plays a script and draws one frame, or every frame, as SVG.
public struct RenderCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Play a script and draw one frame (--at) or every frame (--frames) as SVG.",
    discussion: """
      SCRIPT is a `transitions play` script (JSON file, or - for standard input). --at T draws \
      the last frame at or before T seconds, to standard output or to --output FILE.svg. \
      --frames DIR writes every frame as DIR/frame-NNNNN.svg and prints how many it wrote. \
      Each view is a rounded rectangle with its colour, alpha, scale and corner radius, back to \
      front; the finger is a dot with a short trail while it is down.

      Example: transitions render scenarios/modal-flick.json --at 0.3 --output flick.svg
      """
  )

  @Argument(
    help: ArgumentHelp("The script, a JSON file, or - for standard input.", valueName: "script"))
  var scriptPath: String

  @Option(
    name: .customLong("at"), parsing: .unconditional,
    help: ArgumentHelp("The time to draw, in seconds.", valueName: "t"),
    transform: parseFinite)
  var time: Double?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the SVG to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Write every frame to this folder.", valueName: "dir"))
  var frames: String?

  public init() {}

  public func validate() throws {
    switch (time, frames) {
    case (nil, nil): throw ValidationError("expected --at T or --frames DIR")
    case (.some, .some): throw ValidationError("--frames: draws every frame; drop --at")
    default: break
    }
    if frames != nil, output != nil {
      throw ValidationError("--output: writes one frame; use it with --at, not --frames")
    }
  }

  func write(to io: ToolIO) throws {
    let script: Script
    do {
      script = try io.input.readScript(scriptPath, option: "script")
    } catch {
      throw ValidationError("\(error)")
    }
    let timeline: Timeline
    do {
      timeline = try onMainActor { try ScenarioPlayer().play(script) }
    } catch {
      throw ValidationError("\(error)")
    }
    let renderer = FrameRenderer()
    if let frames {
      let folder = URL(fileURLWithPath: frames, isDirectory: true).standardizedFileURL
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in timeline.frames.indices {
          let digits = String(index)
          let name = "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
          try Data(renderer.svg(of: timeline, frameAt: index).utf8)
            .write(to: folder.appendingPathComponent(name + ".svg"))
        }
      } catch {
        throw ValidationError(
          "--frames: cannot write \(folder.path): \(error.localizedDescription)")
      }
      io.write("\(timeline.frames.count) frames in \(folder.path)\n")
      return
    }
    let time = self.time ?? 0
    let last = timeline.frames.last?.time ?? 0
    guard time >= 0, time <= last + 1e-9 else {
      throw ValidationError(
        "--at: expected a time from 0 to \(formatNumber(last)) s (the script's frames), got \(formatNumber(time))"
      )
    }
    let svg = renderer.svg(of: timeline, at: time)
    guard let output else {
      io.write(svg)
      return
    }
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      throw ValidationError("--output: cannot write \(output): \(error.localizedDescription)")
    }
  }
}
