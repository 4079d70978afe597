public import ArgumentParser
import Motion
import Transitions
import TransitionsPlayback

/// `transitions sample spring`: value and velocity of a spring motion at given times.
public struct SampleSpringCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Value and velocity of a spring moving from --from to --to at the given times.",
    discussion: """
      Describe the spring with exactly one of: --stiffness and --damping; --damping-ratio and \
      --response; --duration and --bounce (SwiftUI's parameters, mass 1). Values are exact \
      (closed form). CSV columns: t,value,velocity. JSON: {"spring":{mass, stiffness, damping, \
      dampingRatio, response, bounce, settlingDuration}, "samples":[{t, value, velocity}]}; \
      settlingDuration is the time a motion from rest over a distance of 1 takes to stay within \
      0.001 of its target (null if it never settles).

      Example: transitions sample spring --duration 0.5 --bounce 0.2 --to 300 --at 0,0.1,0.2
      """
  )

  @Option(parsing: .unconditional, help: "Moving mass (> 0).", transform: parseFinite)
  var mass: Double = 1

  @Option(
    parsing: .unconditional, help: "Spring constant k (> 0). Needs --damping.",
    transform: parseFinite)
  var stiffness: Double?

  @Option(
    parsing: .unconditional, help: "Damping coefficient c (≥ 0). Needs --stiffness.",
    transform: parseFinite)
  var damping: Double?

  @Option(
    parsing: .unconditional, help: "Damping ratio ζ (≥ 0; 1 is critical). Needs --response.",
    transform: parseFinite)
  var dampingRatio: Double?

  @Option(
    parsing: .unconditional, help: "Undamped period in seconds (> 0). Needs --damping-ratio.",
    transform: parseFinite)
  var response: Double?

  @Option(
    parsing: .unconditional, help: "Perceived duration in seconds (> 0). Needs --bounce.",
    transform: parseFinite)
  var duration: Double?

  @Option(
    parsing: .unconditional, help: "Bounce in (-1, 1]: 0 critical, > 0 bouncy. Needs --duration.",
    transform: parseFinite)
  var bounce: Double?

  @Option(parsing: .unconditional, help: "Starting value.", transform: parseFinite)
  var from: Double = 0

  @Option(parsing: .unconditional, help: "Target value.", transform: parseFinite)
  var to: Double = 1

  @Option(
    parsing: .unconditional, help: "Initial velocity, in units per second.", transform: parseFinite)
  var velocity: Double = 0

  @OptionGroup var sampleTimes: SampleTimes

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  /// The spring the options describe.
  func makeSpring() throws -> Spring {
    let physical = (stiffness, damping)
    let ratio = (dampingRatio, response)
    let perceptual = (duration, bounce)
    let given = [
      physical.0 != nil || physical.1 != nil, ratio.0 != nil || ratio.1 != nil,
      perceptual.0 != nil || perceptual.1 != nil,
    ].filter { $0 }.count
    guard given == 1 else {
      throw ValidationError(
        given == 0
          ? "missing spring parameters: give --stiffness and --damping, --damping-ratio and "
            + "--response, or --duration and --bounce"
          : "give only one of --stiffness/--damping, --damping-ratio/--response, "
            + "--duration/--bounce")
    }
    do {
      if physical.0 != nil || physical.1 != nil {
        guard let k = physical.0 else { throw ValidationError("--damping needs --stiffness") }
        guard let c = physical.1 else { throw ValidationError("--stiffness needs --damping") }
        return try Spring(mass: mass, stiffness: k, damping: c)
      }
      if ratio.0 != nil || ratio.1 != nil {
        guard let z = ratio.0 else { throw ValidationError("--response needs --damping-ratio") }
        guard let r = ratio.1 else { throw ValidationError("--damping-ratio needs --response") }
        return try Spring(mass: mass, dampingRatio: z, response: r)
      }
      guard let d = perceptual.0 else { throw ValidationError("--bounce needs --duration") }
      guard let b = perceptual.1 else { throw ValidationError("--duration needs --bounce") }
      guard mass == 1 else {
        throw ValidationError("--mass cannot be combined with --duration/--bounce (mass is 1)")
      }
      return try Spring(duration: d, bounce: b)
    } catch let error as MotionError {
      throw ValidationError(optionMessage(error))
    }
  }

  func render() throws -> String {
    let spring = try makeSpring()
    let motion = spring.motion(from: from, to: to, initialVelocity: velocity)
    let table = NumberTable(
      columns: ["t", "value", "velocity"],
      rows: sampleTimes.times.map { t in
        let state = motion.state(at: t)
        return [t, state.value, state.velocity]
      })
    switch format {
    case .csv:
      return table.csv
    case .json:
      let description = JSONOutput.object([
        ("mass", .number(spring.mass)),
        ("stiffness", .number(spring.stiffness)),
        ("damping", .number(spring.damping)),
        ("dampingRatio", .number(spring.dampingRatio)),
        ("response", .number(spring.response)),
        ("bounce", .number(spring.bounce)),
        ("settlingDuration", .number(spring.settlingDuration)),
      ])
      return JSONOutput.object([("spring", description), ("samples", table.jsonSamples)]).text
        + "\n"
    }
  }
}

/// A Motion error rephrased with the command-line option's name: `dampingRatio` → `--damping-ratio`.
func optionMessage(_ error: MotionError) -> String {
  // Parameters whose option is not simply the kebab-case of their name.
  let renamed = ["initialVelocity": "--velocity"]
  if let option = renamed[error.parameter] {
    return "\(option): expected \(error.expected), got \(error.given)"
  }
  var option = "--"
  for character in error.parameter {
    if character.isUppercase {
      option += "-" + character.lowercased()
    } else {
      option.append(character)
    }
  }
  return "\(option): expected \(error.expected), got \(error.given)"
}
