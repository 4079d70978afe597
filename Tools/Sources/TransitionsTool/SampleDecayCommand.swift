public import ArgumentParser
import Motion
import Transitions
import TransitionsPlayback

/// `transitions sample decay`: scroll-view deceleration at given times.
public struct SampleDecayCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "decay",
    abstract: "Value and velocity of a scroll-view style deceleration at the given times.",
    discussion: """
      The velocity keeps the fraction --rate of itself every millisecond: v(t) = v0·rate^(1000t). \
      projectedDistance = -v0 / (1000·ln rate) is where the continuous motion comes to rest. \
      CSV columns: t,value,velocity. JSON: {"rate", "projectedDistance", "restingValue", \
      "samples":[{t, value, velocity}]}.

      Example: transitions sample decay --velocity 2000 --rate fast --at 0,0.1,1
      """
  )

  @Option(
    parsing: .unconditional, help: "Initial velocity, in units per second.", transform: parseFinite)
  var velocity: Double

  @Option(
    parsing: .unconditional,
    help: "Velocity kept per millisecond, in (0, 1), or 'normal' (0.998) or 'fast' (0.99).",
    transform: parseRate)
  var rate: Double = Decay.normalRate

  @Option(parsing: .unconditional, help: "Starting value.", transform: parseFinite)
  var from: Double = 0

  @OptionGroup var sampleTimes: SampleTimes

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func render() throws -> String {
    let decay: Decay
    do {
      decay = try Decay(from: from, initialVelocity: velocity, rate: rate)
    } catch {
      throw ValidationError(optionMessage(error))
    }
    let table = NumberTable(
      columns: ["t", "value", "velocity"],
      rows: sampleTimes.times.map { [$0, decay.value(at: $0), decay.velocity(at: $0)] })
    switch format {
    case .csv:
      return table.csv
    case .json:
      return JSONOutput.object([
        ("rate", .number(decay.rate)),
        ("projectedDistance", .number(decay.projectedDistance)),
        ("restingValue", .number(decay.restingValue)),
        ("samples", table.jsonSamples),
      ]).text + "\n"
    }
  }
}

func parseRate(_ text: String) throws -> Double {
  switch text {
  case "normal": return Decay.normalRate
  case "fast": return Decay.fastRate
  default: return try parseFinite(text)
  }
}
