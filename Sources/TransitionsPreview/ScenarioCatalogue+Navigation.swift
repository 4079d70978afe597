import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  /// The buttons of a transition's common scenarios: `present` and `dismiss`, or for a
  /// navigation transition `push` and `pop`.
  struct Verbs {
    let show: Action
    let hide: Action
    let showOperation: Timeline.Operation
    let hideOperation: Timeline.Operation
    let showTitle: String
    let hideTitle: String
    /// `presents`, `pushes`.
    let shows: String
    /// `dismisses`, `pops`.
    let hides: String

    init(navigation: Bool) {
      if navigation {
        (show, hide, showOperation, hideOperation) = (.push, .pop, .push, .pop)
        (showTitle, hideTitle, shows, hides) = ("Push", "Pop", "pushes", "pops")
      } else {
        (show, hide, showOperation, hideOperation) = (.present, .dismiss, .present, .dismiss)
        (showTitle, hideTitle, shows, hides) = ("Present", "Dismiss", "presents", "dismisses")
      }
    }

    /// The button that runs `operation` (a drive's) non-interactively.
    func action(for operation: Timeline.Operation) -> Action {
      operation == showOperation ? show : hide
    }
  }

  // MARK: - push

  /// A pan from the left edge pops; progress = translation / W. A button's pop is caught 0.1 s
  /// in, on the leaving screen (its left edge is then about 0.7 W from the left).
  @Sendable static func pushDrive(_ screen: Size) -> InteractiveDrive {
    InteractiveDrive(
      operation: .pop, start: .presented, from: Point(x: 5, y: screen.height / 2),
      direction: Vector(dx: 1, dy: 0), span: screen.width,
      grabPoint: Point(x: screen.width * 0.85, y: screen.height / 2), grabDelay: 0.1)
  }

  /// A flick from 30 pt, the full-width pop, and the mirrored layout.
  @Sendable static func pushExtras(_ screen: Size) -> [Scenario] {
    let y = screen.height / 2
    func script(_ options: [String: OptionValue], _ events: [ScriptEvent]) -> Script {
      Script(
        gallery: "push", screen: screen, options: options, start: .presented, events: events)
    }
    func drag(from x: Double, by distance: Double, over duration: Double, hold: Double = 0)
      -> ScriptEvent
    {
      Self.dragEvent(
        from: Point(x: x, y: y), by: Vector(dx: distance, dy: 0), over: duration, hold: hold)
    }
    return [
      Scenario(
        name: "push-flick-30pt", title: "A flick from 30 pt",
        summary: "30 pt from the left edge in 30 ms (1000 pt/s): the projected position pops.",
        script: script([:], [drag(from: 5, by: 30, over: 0.03)]), expected: .completed(.pop)),
      Scenario(
        name: "push-full-width-pop", title: "Full-width pop",
        summary: "With fullWidthPop, a slow drag from the middle of the screen pops.",
        script: script(
          ["fullWidthPop": .bool(true)],
          [drag(from: screen.width * 0.3, by: screen.width * 0.6, over: 0.6, hold: 0.1)]),
        expected: .completed(.pop)),
      Scenario(
        name: "push-right-to-left", title: "Right to left",
        summary: "Mirrored: the pop begins at the right edge and drags leftwards.",
        script: script(
          ["rightToLeft": .bool(true)],
          [drag(from: screen.width - 5, by: -screen.width * 0.6, over: 0.6, hold: 0.1)]),
        expected: .completed(.pop)),
      Scenario(
        name: "push-rtl-pop", title: "Right-to-left layout: the pop",
        summary:
          "The script's layoutDirection is rightToLeft (no option): the pop begins at the right "
          + "edge and drags leftwards.",
        script: rightToLeft(
          script([:], [drag(from: screen.width - 5, by: -screen.width * 0.6, over: 0.6, hold: 0.1)])
        ),
        expected: .completed(.pop)),
    ]
  }

  // MARK: - zoom

  /// A drag down on the zoomed screen dismisses; progress = translation / (H / 3). A button's
  /// dismissal is caught 0.1 s in, where the shrinking screen still is.
  @Sendable static func zoomDrive(_ screen: Size) -> InteractiveDrive {
    InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: screen.width / 2, y: 300),
      direction: Vector(dx: 0, dy: 1), span: screen.height / 3,
      grabPoint: Point(x: screen.width * 0.4, y: screen.height * 0.4), grabDelay: 0.1)
  }

  /// A diagonal drag, a release back to full screen, a grab while it zooms in, the source gone.
  @Sendable static func zoomExtras(_ screen: Size) -> [Scenario] {
    func script(
      options: [String: OptionValue] = [:], start: Script.Start = .presented,
      _ events: [ScriptEvent]
    ) -> Script {
      Script(gallery: "zoom", screen: screen, options: options, start: start, events: events)
    }
    let x = screen.width / 2
    return [
      Scenario(
        name: "zoom-drag-diagonal", title: "Drag to dismiss in a diagonal",
        summary:
          "Dragged down and to the right, the screen follows the finger and shrinks about it; "
          + "let go past the middle, it zooms into the cell.",
        script: script([
          dragEvent(
            from: Point(x: x, y: 300), to: Point(x: x + 120, y: 300 + screen.height * 0.25),
            over: 0.7, hold: 0.1)
        ]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "zoom-release-back", title: "Release back to full screen",
        summary: "A short drag, held still and let go: it springs back to full screen.",
        script: script([
          dragEvent(from: Point(x: x, y: 300), to: Point(x: x - 40, y: 360), over: 0.4, hold: 0.2)
        ]),
        expected: .cancelled(.dismiss)),
      Scenario(
        name: "zoom-grab-mid-zoom", title: "Grab mid-zoom",
        summary:
          "A button zooms it in; 0.1 s in, a finger catches the growing screen and throws it "
          + "back down into the cell.",
        script: script(
          start: .idle,
          [
            ScriptEvent(at: lead, .action(.present)),
            dragEvent(
              at: lead + 0.1, from: Point(x: 120, y: 320), to: Point(x: 130, y: 460), over: 0.1,
              hold: 0),
          ]),
        expected: .cancelled(.present)),
      Scenario(
        name: "zoom-source-gone", title: "Source gone at dismissal",
        summary: "The cell has gone when the button dismisses: it fades and shrinks to the centre.",
        script: script(
          options: ["sourceGoneAtDismissal": .bool(true)],
          [ScriptEvent(at: lead, .action(.dismiss))]),
        expected: .completed(.dismiss)),
    ]
  }
}
