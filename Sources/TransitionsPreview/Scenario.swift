public import Motion
public import Transitions
public import TransitionsPlayback

/// One gallery scenario: a `play` script with a name and the outcome its name promises.
public struct Scenario: Sendable, Hashable {
  /// A file-safe id, unique in the gallery: `pullDown-interactive-finish`. The script is saved
  /// as `scenarios/NAME.json`.
  public var name: String
  /// What a reader sees: `Interactive finish`.
  public var title: String
  /// One line: what the finger or the buttons do.
  public var summary: String
  public var script: Script
  /// The outcome the name promises; a test checks the player agrees.
  public var expected: ScenarioOutcome

  public init(
    name: String, title: String, summary: String, script: Script, expected: ScenarioOutcome
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.script = script
    self.expected = expected
  }
}

/// How a finger drives a transition interactively: where the drag starts, which way it goes and
/// how far it must go for progress 1.
public struct InteractiveDrive: Sendable, Hashable {
  /// What the drag does: `present` or `dismiss` (`push` or `pop` for a navigation transition).
  public var operation: Timeline.Operation
  /// How a script with this drag starts (`idle` to present, `presented` to dismiss).
  public var start: Script.Start
  /// Where the finger goes down, in window points.
  public var from: Point
  /// The direction of the drag; any length (it is normalised).
  public var direction: Vector
  /// The translation, in points, that is progress 1.
  public var span: Double
  /// The options the interactive scripts set (e.g. the modal's `dismissal: standard`).
  public var options: [String: OptionValue]
  /// Where the moving view can be grabbed ``grabDelay`` seconds into a non-interactive
  /// `operation`.
  public var grabPoint: Point
  /// Seconds from the start of the non-interactive `operation` to the grab. Default 0.25.
  public var grabDelay: Double
  /// Whether the `grab-mid-flight` scenario's finger throws the caught run back (against
  /// ``direction``: cancelled), or on (a fade, whose progress is the finger's distance in any
  /// direction: completed). Default `true`.
  public var grabThrowsBack = true

  public init(
    operation: Timeline.Operation, start: Script.Start, from: Point, direction: Vector,
    span: Double, options: [String: OptionValue] = [:], grabPoint: Point, grabDelay: Double = 0.25
  ) {
    self.operation = operation
    self.start = start
    self.from = from
    self.direction = direction
    self.span = span
    self.options = options
    self.grabPoint = grabPoint
    self.grabDelay = grabDelay
  }

  /// The point `distance` points from `point` along ``direction``.
  public func point(_ point: Point, movedBy distance: Double) -> Point {
    let length = (direction.dx * direction.dx + direction.dy * direction.dy).squareRoot()
    guard length > 0 else { return point }
    return Point(
      x: point.x + direction.dx / length * distance, y: point.y + direction.dy / length * distance)
  }
}

extension InteractiveDrive {
  /// A pan straight down on the presented screen that dismisses it: the finger down at `y` in
  /// the middle of `screen`, progress 1 after `span` points; a dismissal is grabbed 0.1 s in,
  /// 100 pt above the window's bottom (the card, the modal, the sheet and the slide).
  static func downwardDismissal(
    on screen: Size, from y: Double, span: Double, options: [String: OptionValue] = [:]
  ) -> InteractiveDrive {
    InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: screen.width / 2, y: y),
      direction: Vector(dx: 0, dy: 1), span: span, options: options,
      grabPoint: Point(x: screen.width / 2, y: screen.height - 100), grabDelay: 0.1)
  }
}
