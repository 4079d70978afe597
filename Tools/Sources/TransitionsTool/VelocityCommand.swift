public import ArgumentParser
import Motion
import Transitions
import TransitionsPlayback

/// `transitions velocity`: the release velocity a pan would report for recorded samples.
public struct VelocityCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "velocity",
    abstract: "Velocity at the last of the time-stamped samples in a JSON file.",
    discussion: """
      FILE (- for standard input) holds a JSON array [{"t": seconds, "x": points, "y": points}, ...] in increasing \
      time order. The velocity is the slope at the last sample of a least-squares quadratic \
      over the last 100 ms (history before a pause over 40 ms is dropped; fewer than 3 samples \
      fall back to a difference, one sample gives 0); an axis whose fit points against its newest \
      movement reads 0 (a stroke that slowed to a stop). CSV columns: vx,vy. JSON: {"vx", "vy"}, \
      in points per second.

      Example: transitions velocity --samples pan.json --format json
      """
  )

  @Option(help: ArgumentHelp("JSON file of samples.", valueName: "file"))
  var samples: String

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func write(to io: ToolIO) throws {
    let document: JSONValue
    do {
      document = try io.input.readJSON(samples, option: "--samples")
    } catch {
      throw ValidationError(error.description)
    }
    let velocity: Vector
    do {
      velocity = try Self.velocity(of: document)
    } catch let error as InputError {
      throw ValidationError(error.description)
    }
    switch format {
    case .csv:
      io.write("vx,vy\n\(formatNumber(velocity.dx)),\(formatNumber(velocity.dy))\n")
    case .json:
      io.write(
        JSONOutput.object([("vx", .number(velocity.dx)), ("vy", .number(velocity.dy))]).text
          + "\n")
    }
  }

  /// Feeds the samples of a parsed document into a tracker.
  static func velocity(of document: JSONValue) throws -> Vector {
    guard case .array(let elements) = document else {
      throw InputError(
        path: JSONValue.rootPath, problem: "expected an array of samples, got \(document.kind)")
    }
    guard !elements.isEmpty else {
      throw InputError(
        path: JSONValue.rootPath, problem: "expected at least one sample, got none")
    }
    var tracker = VelocityTracker2D()
    for (index, element) in elements.enumerated() {
      let path = "$[\(index)]"
      guard case .object(let fields) = element else {
        throw InputError(path: path, problem: "expected an object, got \(element.kind)")
      }
      if let unknown = fields.keys.sorted().first(where: { !["t", "x", "y"].contains($0) }) {
        throw InputError(
          path: "\(path).\(unknown)", problem: "unknown key; expected one of t, x, y")
      }
      func number(_ key: String) throws -> Double {
        guard let field = fields[key] else {
          throw InputError(path: "\(path).\(key)", problem: "missing")
        }
        guard case .number(let value) = field, value.isFinite else {
          throw InputError(path: "\(path).\(key)", problem: "expected a number, got \(field.kind)")
        }
        return value
      }
      let t = try number("t")
      let point = Point(x: try number("x"), y: try number("y"))
      do {
        try tracker.add(time: t, position: point)
      } catch {
        switch error {
        case .outOfOrder(_, let previous):
          throw InputError(
            path: "\(path).t", problem: "\(t) is earlier than the previous sample's \(previous)")
        case .duplicateTime:
          throw InputError(path: "\(path).t", problem: "\(t) repeats the previous sample's time")
        case .nonFinite:
          throw InputError(path: path, problem: "expected finite numbers")
        }
      }
    }
    return tracker.velocity
  }
}
