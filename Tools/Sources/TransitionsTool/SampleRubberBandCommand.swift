public import ArgumentParser
import Motion
import Transitions
import TransitionsPlayback

/// `transitions sample rubberband`: how far content shows when dragged past a limit.
public struct SampleRubberBandCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "rubberband",
    abstract: "Displayed offset of content dragged past its limit by the given offsets.",
    discussion: """
      value = (1 - 1 / (|offset|·c/d + 1))·d with the sign of offset. CSV columns: offset,value. \
      JSON: {"samples":[{offset, value}]}.

      Example: transitions sample rubberband --offset 0,50,100,1000 --dimension 844
      """
  )

  @Option(
    name: .customLong("offset"), parsing: .unconditional,
    help: ArgumentHelp("Offsets past the limit, in points.", valueName: "x1,x2,..."),
    transform: parseNumberList)
  var offsets: [Double]

  @Option(
    parsing: .unconditional, help: "Size of the dimension d, in points (> 0).",
    transform: parseFinite)
  var dimension: Double

  @Option(parsing: .unconditional, help: "Coefficient c (> 0).", transform: parseFinite)
  var coefficient: Double = 0.55

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func render() throws -> String {
    var rows: [[Double]] = []
    do {
      for offset in offsets {
        rows.append([
          offset, try rubberBand(offset: offset, dimension: dimension, coefficient: coefficient),
        ])
      }
    } catch {
      throw ValidationError(optionMessage(error))
    }
    let table = NumberTable(columns: ["offset", "value"], rows: rows)
    switch format {
    case .csv: return table.csv
    case .json: return JSONOutput.object([("samples", table.jsonSamples)]).text + "\n"
    }
  }
}
