public import Motion
public import Transitions
import TransitionsPlayback

/// The gallery's scenarios: for every transition the common set (non-interactive present and
/// dismiss, interactive finish and cancel, a flick, a grab mid-flight, Reduce Motion) and the
/// transition's own.
///
/// A transition's scenarios come from a ``Recipe``: how a finger drives it and its own scripts.
/// The catalogue's are in ``recipes``; a transition of yours passes its own to
/// ``scenarios(for:screen:recipe:)`` or ``Gallery/play(_:screen:recipes:player:)``. A transition
/// with no recipe still gets the non-interactive ones (containers: a `select` and its Reduce
/// Motion twin), and a scenario whose options the transition does not (yet) have is left out.
/// For example, the card's: dismissed by a pan down on it, plus its tap on the dimming:
///
/// ```swift
/// "card": Recipe(
///   drive: { screen in
///     InteractiveDrive(
///       operation: .dismiss, start: .presented, from: Point(x: screen.width / 2, y: 400),
///       direction: Vector(dx: 0, dy: 1), span: screen.height - 60,
///       grabPoint: Point(x: screen.width / 2, y: screen.height - 100), grabDelay: 0.1)
///   },
///   extras: { screen in [/* Scenario(name: "card-tap-dimming", …, expected: .completed(.dismiss)) */] }),
/// ```
///
/// `ScenarioCatalogueTests` then plays them all on the engine and checks each ends as named.
public enum ScenarioCatalogue {
  /// What the catalogue knows about one transition.
  public struct Recipe: Sendable {
    /// How a finger drives it; `nil` when no gesture does (only the buttons).
    public var drive: (@Sendable (Size) -> InteractiveDrive)?
    /// Its own scenarios, after the common ones.
    public var extras: @Sendable (Size) -> [Scenario]
    /// Seconds the common scenarios play on after their last input (longer for bounces).
    public var tail: Double
    /// The options the common scenarios without a drive's own play with. Default none.
    public var options: [String: OptionValue]

    public init(
      drive: (@Sendable (Size) -> InteractiveDrive)?,
      extras: @escaping @Sendable (Size) -> [Scenario] = { _ in [] }, tail: Double = 1.3,
      options: [String: OptionValue] = [:]
    ) {
      self.drive = drive
      self.extras = extras
      self.tail = tail
      self.options = options
    }
  }

  /// The catalogue's transitions' recipes, by id.
  public static let recipes: [String: Recipe] = [
    "pullDown": Recipe(drive: pullDownDrive),
    "modal": Recipe(drive: modalDrive, extras: modalExtras),
    "container": Recipe(drive: nil, extras: containerExtras),
    "card": Recipe(drive: cardDrive, extras: { cardExtras($0) + interactivityExtras($0) }),
    "shade": Recipe(drive: shadeDrive, extras: shadeExtras, tail: 4.5),
    "sheet": Recipe(drive: sheetDrive, extras: { sheetExtras($0) + sheetFittingExtras($0) }),
    "push": Recipe(drive: pushDrive, extras: pushExtras),
    "zoom": Recipe(drive: zoomDrive, extras: { zoomExtras($0) + barButtonZoomExtras($0) }),
    "slide": Recipe(drive: slideDrive, extras: slideExtras),
    "throwAway": Recipe(drive: throwAwayDrive, extras: throwAwayExtras),
    "toast": Recipe(drive: toastDrive, extras: toastExtras),
    "tab": Recipe(drive: nil, extras: tabExtras),
    "crossDissolve": Recipe(drive: crossDissolveDrive, extras: crossDissolveExtras),
    "popover": Recipe(drive: nil, extras: popoverExtras, options: popoverOptions),
  ]

  /// When the first input of a scenario happens: a still first frame before it.
  static let lead = 0.2
  /// How long a scenario plays on after its last input (springs settle, bounces end), unless
  /// its recipe says otherwise.
  static let tail = 1.3

  /// A drag at `time` from `start`, moved by `offset` over `duration` seconds, held still
  /// `hold` seconds before it lifts.
  static func dragEvent(
    at time: Double = lead, from start: Point, by offset: Vector, over duration: Double,
    hold: Double = 0
  ) -> ScriptEvent {
    let end = Point(x: start.x + offset.dx, y: start.y + offset.dy)
    return dragEvent(at: time, from: start, to: end, over: duration, hold: hold)
  }

  /// A drag at `time` from `start` to `end` over `duration` seconds, held `hold` seconds.
  static func dragEvent(
    at time: Double = lead, from start: Point, to end: Point, over duration: Double,
    hold: Double = 0
  ) -> ScriptEvent {
    ScriptEvent(at: time, .drag(Drag(from: start, to: end, duration: duration, hold: hold)))
  }

  /// Every scenario of `transition`, on a screen of `screen` points, from `recipe` (by default
  /// the catalogue's recipe for its id; a transition of yours passes its own, or none for only
  /// the button-driven scenarios).
  public static func scenarios(
    for transition: TransitionDescription, screen: Size = Size(width: 390, height: 844),
    recipe: Recipe? = nil
  ) -> [Scenario] {
    let id = transition.id
    let recipe = recipe ?? recipes[id]
    let tail = recipe?.tail ?? Self.tail
    let own = OwnScenarios(id: id, screen: screen, tail: tail)
    /// The recipe's options unless `options` are given.
    func script(
      _ events: [ScriptEvent], start: Script.Start = .idle, reduceMotion: Bool = false,
      options: [String: OptionValue] = [:]
    ) -> Script {
      own.script(
        options.isEmpty ? recipe?.options ?? [:] : options, start: start,
        reduceMotion: reduceMotion, events)
    }
    if transition.kind == .container || transition.kind == .tab {
      return supported(
        [
          own.scenario(
            "select", "Select",
            "The second child is selected by a button.",
            script([ScriptEvent(at: lead, .action(.select(index: 1)))]),
            .completed(.select)),
          own.scenario(
            "reduce-motion", "Reduce Motion",
            "The same selection with Reduce Motion on: a cross-fade.",
            script([ScriptEvent(at: lead, .action(.select(index: 1)))], reduceMotion: true),
            .completed(.select)),
        ] + (recipe?.extras(screen) ?? []), by: transition
      ).withStalls(
        from: "\(id)-select", id: id, what: "A button selects the second child")
    }
    // A navigation transition is pushed and popped where a modal one is presented and
    // dismissed.
    let verbs = Verbs(navigation: transition.kind == .navigation)
    var scenarios = [
      own.scenario(
        verbs.show.name, verbs.showTitle,
        "A button \(verbs.shows) it, non-interactively.",
        script([ScriptEvent(at: lead, .action(verbs.show))]),
        .completed(verbs.showOperation)),
      own.scenario(
        verbs.hide.name, verbs.hideTitle,
        "A button \(verbs.hides) it, non-interactively.",
        script([ScriptEvent(at: lead, .action(verbs.hide))], start: .presented),
        .completed(verbs.hideOperation)),
    ]
    if let drive = recipe?.drive?(screen) {
      let verb = drive.operation.rawValue
      func drag(_ distance: Double, over duration: Double, hold: Double = 0, from: Point? = nil)
        -> ScriptEvent.Kind
      {
        let start = from ?? drive.from
        return .drag(
          Drag(
            from: start, to: drive.point(start, movedBy: distance), duration: duration,
            hold: hold))
      }
      let span = drive.span
      func driven(_ events: [ScriptEvent]) -> Script {
        script(events, start: drive.start, options: drive.options)
      }
      scenarios += [
        own.scenario(
          "interactive-finish", "Interactive finish",
          "A slow drag to 60% of the way, held still, then released: it finishes.",
          driven([ScriptEvent(at: lead, drag(0.6 * span, over: 0.9, hold: 0.2))]),
          .completed(drive.operation)),
        own.scenario(
          "interactive-cancel", "Interactive cancel",
          "A slow drag to 20% of the way, held still, then released: it cancels.",
          driven([ScriptEvent(at: lead, drag(0.2 * span, over: 0.5, hold: 0.2))]),
          .cancelled(drive.operation)),
        own.scenario(
          "flick", "Flick",
          "A short, fast drag (12% of the way in 80 ms): the release velocity finishes it.",
          driven([ScriptEvent(at: lead, drag(0.12 * span, over: 0.08))]),
          .completed(drive.operation)),
        own.scenario(
          "grab-mid-flight", "Grab mid-flight",
          "A button starts the \(verb); the finger catches it mid-flight and throws it "
            + (drive.grabThrowsBack ? "back." : "on."),
          driven([
            ScriptEvent(at: lead, .action(verbs.action(for: drive.operation))),
            ScriptEvent(
              at: lead + drive.grabDelay,
              drag((drive.grabThrowsBack ? -0.25 : 0.25) * span, over: 0.12, from: drive.grabPoint)),
          ]),
          drive.grabThrowsBack
            ? .cancelled(drive.operation) : .completed(drive.operation)),
      ]
    }
    scenarios.append(
      own.scenario(
        "reduce-motion", "Reduce Motion",
        "A button \(verbs.shows) it with Reduce Motion on: a cross-fade, no movement.",
        script([ScriptEvent(at: lead, .action(verbs.show))], reduceMotion: true),
        .completed(verbs.showOperation)))
    return supported(scenarios + (recipe?.extras(screen) ?? []), by: transition).withStalls(
      from: recipe?.drive == nil ? "\(id)-\(verbs.show.name)" : "\(id)-flick", id: id,
      what: recipe?.drive == nil ? "A button \(verbs.shows) it" : "A flick")
  }

  /// The scenarios whose options the transition has, and whose staging it supports (a
  /// transition that gains an option, or scrolling content, brings its scenarios with it).
  static func supported(_ scenarios: [Scenario], by transition: TransitionDescription)
    -> [Scenario]
  {
    // `dismissWith` goes with any modal transition (its options are `dismissOptions`).
    let known = Set(transition.options.map(\.name) + [Script.dismissWithKey])
    return scenarios.filter {
      $0.script.options.keys.allSatisfy(known.contains)
        && (transition.supportsScrollContent || $0.script.scrollSettings == Script.ScrollSettings())
    }
  }

  // MARK: - pullDown

  /// A pan down anywhere on the presenter presents; progress = translation / H.
  @Sendable static func pullDownDrive(_ screen: Size) -> InteractiveDrive {
    InteractiveDrive(
      operation: .present, start: .idle, from: Point(x: screen.width / 2, y: 150),
      direction: Vector(dx: 0, dy: 1), span: screen.height,
      // 0.25 s into the 0.5 s ease-in-out the presented view covers the top half.
      grabPoint: Point(x: screen.width / 2, y: screen.height * 0.25))
  }

  // MARK: - container

  /// A horizontal pan drives the container: leftwards selects the next child; past the first
  /// child it rubber-bands and selects nothing. Progress = translation / W.
  @Sendable static func containerExtras(_ screen: Size) -> [Scenario] {
    let y = screen.height / 2
    let width = screen.width
    let own = OwnScenarios(id: "container", screen: screen)
    let pans = horizontalPans(
      own, next: "child", y: y, from: width * 0.77,
      grabSummary: "A button selects the second child; the finger catches it and throws it back.")
    return pans + [
      own.scenario(
        "edge", "Edge: nothing before the first child",
        "A pan right on the first child rubber-bands and springs back; nothing is selected.",
        own.script([
          horizontalDrag(y: y, from: width * 0.23, by: 0.5 * width, over: 0.5, hold: 0.1)
        ]), .nothing),
      own.scenario(
        "select-during-transition", "Selection during a transition",
        "The second child is selected, then the third while the first slide runs.",
        own.script([
          ScriptEvent(at: lead, .action(.select(index: 1))),
          ScriptEvent(at: lead + 0.1, .action(.select(index: 2))),
        ]), .completed(.select)),
    ]
  }
}
