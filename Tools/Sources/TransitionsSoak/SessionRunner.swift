import Motion
import Transitions
public import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

/// What playing one session found.
public struct SessionResult: Sendable, Hashable {
  /// The broken invariants and laws, one line each; empty when the session kept them all.
  public var problems: [String]
  /// Options the transition refused as a combination (a sheet's detent that is not one of its
  /// detents, say), each dropped and the session played again without it: not a break.
  public var droppedOptions: [String]
  /// Whether the script was played again to 60 s because its transition still ran at its end.
  public var extended: Bool
  /// The frames played.
  public var frames: Int
  /// The script as last played (options dropped, `until` extended); `nil` for a law session.
  public var played: Script? = nil
}

/// Plays sessions and checks them: what the property tests and the law checker check, through
/// the public API.
@MainActor
public enum SessionRunner {
  /// How far past the window's edges a view may go (CataloguePropertyTests: the fastest
  /// release carried into a completion spring overshoots by at most 270 pt, plus a rubber
  /// band's stretch).
  static let margin = 600.0

  /// Plays `session` and checks it.
  public static func run(_ session: SoakSession) -> SessionResult {
    switch session.kind {
    case .script(let script): return run(script)
    case .laws(let transition, let screen, let options, let grabFraction, let along):
      return runLaws(
        transition, screen: screen, options: options, grabFraction: grabFraction, along: along)
    }
  }

  /// The script a session plays after dropping the options its transition refuses; `nil` for a
  /// law session.
  public static func playedScript(_ session: SoakSession) -> Script? {
    guard case .script(var script) = session.kind else { return nil }
    var player = ScenarioPlayer()
    for definition in UsersTransitions.definitions { player.register(definition) }
    for _ in 0..<8 {
      do {
        _ = try player.play(shortened(script))
        return script
      } catch {
        guard let name = optionName(error), script.options[name] != nil else { return script }
        script.options[name] = nil
      }
    }
    return script
  }

  /// `script` cut to its first 10 ms, enough to check its options.
  static func shortened(_ script: Script) -> Script {
    var short = script
    short.events = []
    short.until = 0.01
    return short
  }

  /// The option an error is about (`options.selectedDetent…`), if it is about one.
  static func optionName(_ error: ScriptError) -> String? {
    guard error.path.hasPrefix("options.") else { return nil }
    let rest = error.path.dropFirst("options.".count)
    return String(rest.prefix { $0 != "." && $0 != "[" })
  }

  static func run(_ original: Script) -> SessionResult {
    var script = original
    var dropped: [String] = []
    var extended = false
    var player = ScenarioPlayer()
    for definition in UsersTransitions.definitions { player.register(definition) }
    while true {
      weak var scene: AnyObject?
      player.stageObserver = { scene = $0 }
      let timeline: Timeline
      do {
        timeline = try player.play(script)
      } catch {
        if let name = optionName(error), script.options[name] != nil, dropped.count < 8 {
          dropped.append("\(name)=\(script.options[name].map(\.description) ?? "")")
          script.options[name] = nil
          continue
        }
        return SessionResult(
          problems: ["threw \(error.path): \(error.problem)"], droppedOptions: dropped,
          extended: extended, frames: 0, played: script)
      }
      // A run still under way 3 s after the last input may be a slow one the options ask for
      // (a shade's spring with a damping ratio of 8 takes 7 s): played again to the longest
      // script, it must end by then.
      if timeline.frames.last?.phase == .transitioning,
        (script.until ?? Script.maximumDuration) < Script.maximumDuration
      {
        script.until = Script.maximumDuration
        extended = true
        continue
      }
      var problems = check(timeline, script: script)
      if scene != nil { problems.append("the scene outlived the play") }
      return SessionResult(
        problems: problems, droppedOptions: dropped, extended: extended,
        frames: timeline.frames.count, played: script)
    }
  }

  /// The checks of one played script.
  static func check(_ timeline: Timeline, script: Script) -> [String] {
    var problems: [String] = []
    func note(_ problem: String) {
      // One line per kind of problem is enough to find it again.
      if problems.count < 20 { problems.append(problem) }
    }
    // The law checker's timeline laws: values in range, one end per beginning, balanced
    // appearance callbacks. The script plays 3 s past its last input: every run has ended.
    for violation in TransitionLaws.check(timeline, scenario: "soak", mayEndRunning: false) {
      note("\(violation)")
    }
    let largest = timeline.largestScreen
    for frame in timeline.frames {
      if let progress = frame.progress, !progress.isFinite {
        note("t \(frame.time): progress \(progress)")
      }
      for view in frame.views {
        let box = view.frame
        let inside =
          box.origin.x >= -largest.width - margin
          && box.origin.x + box.size.width <= 2 * largest.width + margin
          && box.origin.y >= -largest.height - margin
          && box.origin.y + box.size.height <= 2 * largest.height + margin
        if !inside { note("t \(frame.time): \(view.role) flew off to \(box)") }
      }
    }
    guard let first = timeline.frames.first, let last = timeline.frames.last else {
      note("no frames")
      return problems
    }
    if last.phase == .transitioning {
      note("still transitioning at \(last.time) (a run that never ends)")
    }
    let kind = TransitionCatalogue.description(of: script.transition)?.kind ?? .modal
    let screen = last.screen ?? timeline.screen
    let full = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    func isFull(_ rect: Rect) -> Bool {
      abs(rect.origin.x) <= 0.01 && abs(rect.origin.y) <= 0.01
        && abs(rect.size.width - full.size.width) <= 0.01
        && abs(rect.size.height - full.size.height) <= 0.01
    }
    switch kind {
    case .container, .tab:
      guard last.phase == .idle else { break }
      let visible = last.views.filter { $0.role.childIndex != nil && $0.isVisible }
      if visible.count != 1 { note("at rest \(visible.count) children visible") }
    case .modal, .navigation:
      guard last.phase == .idle else { break }
      // At rest with nothing presented, the presenter is back, whole, and what the
      // transition added is gone (nothing left behind that was not there at the start).
      let moving: ViewRole = kind == .navigation ? .pushed : .presented
      if last.view(moving)?.isVisible == true { note("at rest, \(moving) still visible") }
      if let presenting = last.view("presenting") {
        if !presenting.isVisible { note("at rest, the presenter hidden") }
        if !isFull(presenting.frame) { note("at rest, the presenter at \(presenting.frame)") }
        if abs(presenting.alpha - 1) > 1e-9 {
          note("at rest, the presenter's alpha \(presenting.alpha)")
        }
      }
      if first.phase == .idle {
        let before = Set(first.views.filter(\.isVisible).map(\.role))
        let after = Set(last.views.filter(\.isVisible).map(\.role))
        // The keyboard is the scene's, shown by the script.
        let left = after.subtracting(before).subtracting(["keyboard"])
        if !left.isEmpty { note("at rest, left behind: \(left.sorted())") }
      }
    }
    return problems
  }

  static func runLaws(
    _ id: String, screen: Size, options: [String: OptionValue], grabFraction: Double,
    along: Double
  ) -> SessionResult {
    let definitions = SessionGenerator.lawTransitions
    guard let definition = definitions.first(where: { $0.description.id == id }) else {
      return SessionResult(
        problems: ["no transition \(id)"], droppedOptions: [], extended: false, frames: 0)
    }
    let drive =
      UsersTransitions.drive(
        id, options: options, screen: screen, grabFraction: grabFraction, along: along)
      ?? ScenarioCatalogue.recipes[id]?.drive?(screen)
      ?? (definition.kind == .tab ? tabDrive(screen, grabFraction: grabFraction) : nil)
    do {
      let report = try TransitionLaws.report(
        definition, drive: drive, screen: screen, options: options)
      return SessionResult(
        problems: report.violations.map(\.description), droppedOptions: [], extended: false,
        frames: 0)
    } catch {
      return SessionResult(
        problems: ["law checker threw \(error.path): \(error.problem)"], droppedOptions: [],
        extended: false, frames: 0)
    }
  }

  /// A tab law session's drive (the catalogue has no gesture recipe for the tab): a pan left
  /// across the content (the window above its 49 pt bar) from 77% of the width, towards the
  /// second tab, the width as travel, grabbed at `grabFraction` of the content's height.
  static func tabDrive(_ screen: Size, grabFraction: Double) -> InteractiveDrive {
    let y = (screen.height - 49) * grabFraction
    return InteractiveDrive(
      operation: .select, start: .idle, from: Point(x: screen.width * 0.77, y: y),
      direction: Vector(dx: -1, dy: 0), span: screen.width,
      grabPoint: Point(x: screen.width * 0.51, y: y), grabDelay: 0.1)
  }

  /// How to play `session` again: for a script, the `transitions play` JSON (options it
  /// refused dropped); for a law session, the Swift call.
  public static func reproducer(_ session: SoakSession) -> String {
    switch session.kind {
    case .script:
      return playedScript(session)?.json() ?? ""
    case .laws(let transition, let screen, let options, let grabFraction, let along):
      return
        "TransitionLaws.report(\(transition), screen: \(screen.width) × \(screen.height), "
        + "options: \(options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }), "
        + "grabFraction: \(grabFraction), along: \(along))"
    }
  }
}
