public import ArgumentParser
import Motion
import Transitions
import TransitionsPlayback

/// `transitions sample curve`: a timing curve's progress at given time fractions.
public struct SampleCurveCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "curve",
    abstract: "Progress y of a timing curve at the given time fractions x.",
    discussion: """
      Choose a Core Animation preset or any cubic Bézier with control x coordinates in [0, 1]. \
      y is exact to 1e-7; outside [0, 1] the curve continues with its end slopes. CSV columns: \
      x,y. JSON: {"samples":[{x, y}]}.

      Example: transitions sample curve --bezier 0.2,0.9,0.3,1 --at 0,0.25,0.5
      """
  )

  @Option(help: "A preset: linear, easeIn, easeOut, easeInEaseOut or default.")
  var preset: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Control points of a cubic Bézier.", valueName: "x1,y1,x2,y2"),
    transform: parseNumberList)
  var bezier: [Double]?

  @Option(
    name: .customLong("at"), parsing: .unconditional,
    help: ArgumentHelp("Time fractions.", valueName: "x1,x2,..."),
    transform: parseNumberList)
  var xs: [Double]

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func makeCurve() throws -> TimingCurve {
    switch (preset, bezier) {
    case (nil, nil):
      throw ValidationError("missing curve: give --preset NAME or --bezier X1,Y1,X2,Y2")
    case (.some, .some):
      throw ValidationError("give either --preset or --bezier, not both")
    case (.some(let name), nil):
      guard let curve = TimingCurve.presets.first(where: { $0.name == name })?.curve else {
        let names = TimingCurve.presets.map(\.name).joined(separator: ", ")
        throw ValidationError("--preset: unknown preset '\(name)'; expected one of \(names)")
      }
      return curve
    case (nil, .some(let points)):
      guard points.count == 4 else {
        throw ValidationError(
          "--bezier: expected four comma-separated numbers x1,y1,x2,y2, got \(points.count)")
      }
      do {
        return try TimingCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
      } catch {
        throw ValidationError("--bezier: \(error)")
      }
    }
  }

  func render() throws -> String {
    let curve = try makeCurve()
    let table = NumberTable(columns: ["x", "y"], rows: xs.map { [$0, curve.value(at: $0)] })
    switch format {
    case .csv: return table.csv
    case .json: return JSONOutput.object([("samples", table.jsonSamples)]).text + "\n"
    }
  }
}
