public import ArgumentParser

/// `transitions sample …`: samples the Motion layer's curves at given points.
public struct SampleCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Sample a spring, a timing curve, a decay or a rubber band at given points.",
    subcommands: [
      SampleSpringCommand.self, SampleCurveCommand.self, SampleDecayCommand.self,
      SampleRubberBandCommand.self,
    ]
  )

  public init() {}
}
