import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback

// A user's transition settings, written once as a configuration through the public API only:
// the options scripts give, their checks and defaults come from it, as the catalogue's do.

/// The settings of a lift: how far the card rises and how a release decides.
struct Lift: TransitionConfiguration, Hashable {
  /// Points, 10…400. Default 120.
  var distance = 120.0
  /// Default ``ReleasePolicy/projected``.
  var releasePolicy = ReleasePolicy.projected

  init() {}

  static let fields: [ConfigurationField<Self>] = [
    .number("distance", \.distance, in: 10...400, unit: "pt", "how far the card rises"),
    .releasePolicy(\.releasePolicy, choices: [.projected, .fastOrPastHalfway], "release rule"),
  ]
}

/// The configuration the last play made its transition from.
@MainActor private var lastLift: Lift?

@MainActor
@Suite(.serialized) struct YourConfigurationTests {
  let definition = TransitionDefinition(
    id: "lift", summary: "A card rises into place.", configuration: Lift.self
  ) { configuration in
    lastLift = configuration
    return .custom { RiseTransition() }
  }

  @Test func theOptionsAndTheirDefaultsComeFromTheConfiguration() {
    let options = definition.description.options
    #expect(options.map(\.name) == ["distance", "policy"])
    #expect(options.map(\.defaultValue) == [.number(Lift().distance), .string("projected")])
    #expect(options.first?.kind == .number(range: 10...400, unit: "pt"))
    var tooFar = Lift()
    tooFar.distance = 1000
    #expect(tooFar.clamped().distance == 400)
  }

  @Test func aScriptsOptionsReachTheConfigurationAndAreChecked() throws {
    let player = ScenarioPlayer(transitions: [definition])
    _ = try player.play(
      Script(
        transition: "lift", options: ["distance": .number(200), "policy": .string("seed001")],
        until: 0.1))
    #expect(lastLift?.distance == 200)
    #expect(lastLift?.releasePolicy == .fastOrPastHalfway, "a former policy name still reads")
    _ = try player.play(Script(transition: "lift", until: 0.1))
    #expect(lastLift == Lift())
    #expect(
      throws: ScriptError(
        path: "options.distance", problem: "expected a number from 10 to 400 pt, got 5")
    ) {
      try player.play(Script(transition: "lift", options: ["distance": .number(5)], until: 0.1))
    }
  }
}
