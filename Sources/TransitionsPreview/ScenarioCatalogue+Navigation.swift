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
    let own = OwnScenarios(id: "push", screen: screen, start: .presented)
    func drag(from x: Double, by distance: Double, over duration: Double, hold: Double = 0)
      -> ScriptEvent
    {
      Self.dragEvent(
        from: Point(x: x, y: y), by: Vector(dx: distance, dy: 0), over: duration, hold: hold)
    }
    let rightEdgePop = drag(from: screen.width - 5, by: -screen.width * 0.6, over: 0.6, hold: 0.1)
    return [
      own.scenario(
        "flick-30pt", "A flick from 30 pt",
        "30 pt from the left edge in 30 ms (1000 pt/s): the projected position pops.",
        own.script([drag(from: 5, by: 30, over: 0.03)]), .completed(.pop)),
      own.scenario(
        "full-width-pop", "Full-width pop",
        "With fullWidthPop, a slow drag from the middle of the screen pops.",
        own.script(
          ["fullWidthPop": .bool(true)],
          [drag(from: screen.width * 0.3, by: screen.width * 0.6, over: 0.6, hold: 0.1)]),
        .completed(.pop)),
      own.scenario(
        "right-to-left", "Right to left",
        "Mirrored: the pop begins at the right edge and drags leftwards.",
        own.script(["rightToLeft": .bool(true)], [rightEdgePop]), .completed(.pop)),
      own.scenario(
        "rtl-pop", "Right-to-left layout: the pop",
        "The script's layoutDirection is rightToLeft (no option): the pop begins at the right "
          + "edge and drags leftwards.",
        rightToLeft(own.script([rightEdgePop])), .completed(.pop)),
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
    let own = OwnScenarios(id: "zoom", screen: screen, start: .presented)
    let x = screen.width / 2
    return [
      own.scenario(
        "drag-diagonal", "Drag to dismiss in a diagonal",
        "Dragged down and to the right, the screen follows the finger and shrinks about it; let "
          + "go past the middle, it zooms into the cell.",
        own.script([
          dragEvent(
            from: Point(x: x, y: 300), to: Point(x: x + 120, y: 300 + screen.height * 0.25),
            over: 0.7, hold: 0.1)
        ]), .completed(.dismiss)),
      own.scenario(
        "release-back", "Release back to full screen",
        "A short drag, held still and let go: it springs back to full screen.",
        own.script([
          dragEvent(from: Point(x: x, y: 300), to: Point(x: x - 40, y: 360), over: 0.4, hold: 0.2)
        ]), .cancelled(.dismiss)),
      own.scenario(
        "grab-mid-zoom", "Grab mid-zoom",
        "A button zooms it in; 0.1 s in, a finger catches the growing screen and throws it back "
          + "down into the cell.",
        own.script(
          start: .idle,
          [
            ScriptEvent(at: lead, .action(.present)),
            dragEvent(
              at: lead + 0.1, from: Point(x: 120, y: 320), to: Point(x: 130, y: 460), over: 0.1,
              hold: 0),
          ]), .cancelled(.present)),
      own.scenario(
        "source-gone", "Source gone at dismissal",
        "The cell has gone when the button dismisses: it fades and shrinks to the centre.",
        own.script(
          ["sourceGoneAtDismissal": .bool(true)], [ScriptEvent(at: lead, .action(.dismiss))]),
        .completed(.dismiss)),
    ]
  }
}
