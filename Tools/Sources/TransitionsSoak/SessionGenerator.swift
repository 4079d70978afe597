import Foundation
public import Motion
public import Transitions
public import TransitionsPlayback
import TransitionsPreview

/// One random session of the soak: a script played by the scenario player, or a transition held
/// to the public law checker with a random window and drive.
public struct SoakSession: Sendable, Hashable {
  /// Its index in the run (with the run's seed, all that is needed to draw it again).
  public var index: UInt64
  public var kind: Kind

  public init(index: UInt64, kind: Kind) {
    self.index = index
    self.kind = kind
  }

  public enum Kind: Sendable, Hashable {
    /// A random script of a catalogue or users' transition.
    case script(Script)
    /// `TransitionLaws.report` of `transition` (a modal, navigation or tab one) on a `screen`-sized
    /// window with `options`, driven by the catalogue's drive for it, or for a users'
    /// transition a drive grabbing it `grabFraction` of the way into a run at `along`.
    case laws(
      transition: String, screen: Size, options: [String: OptionValue], grabFraction: Double,
      along: Double)
  }

  /// The transition it plays.
  public var transition: String {
    switch kind {
    case .script(let script): return script.transition
    case .laws(let transition, _, _, _, _): return transition
    }
  }
}

/// Draws the soak's sessions: the same seed and index always give the same session.
public enum SessionGenerator {
  /// Every transition a session may play: the catalogue's (all of it, whatever it holds when
  /// the soak is built) and the users' own.
  public static var definitions: [TransitionDefinition] {
    TransitionCatalogue.definitions + UsersTransitions.definitions
  }

  /// One session in this many is a law-checker session (it plays a dozen scenarios).
  public static let lawSessionEvery = 40

  /// Session `index` of the run seeded `seed`.
  public static func session(seed: UInt64, index: UInt64) -> SoakSession {
    var random = SoakRandom(seed: seed, index: index)
    if Int.random(in: 0..<lawSessionEvery, using: &random) == 0 {
      return SoakSession(index: index, kind: lawSession(&random))
    }
    let all = definitions
    let definition = all[Int.random(in: 0..<all.count, using: &random)]
    return SoakSession(index: index, kind: .script(randomScript(definition, &random)))
  }

  /// The transitions law sessions check: every one the law checker takes (the catalogue's
  /// modal, navigation and tab ones, whether or not a gesture drives them) and the users' own.
  public static var lawTransitions: [TransitionDefinition] {
    TransitionCatalogue.definitions.filter { $0.kind != .container }
      + UsersTransitions.definitions
  }

  static func lawSession(_ random: inout SoakRandom) -> SoakSession.Kind {
    let candidates = lawTransitions
    let definition = candidates[Int.random(in: 0..<candidates.count, using: &random)]
    let id = definition.description.id
    let isUsers = UsersTransitions.definitions.contains { $0.description.id == id }
    // A modal transition no gesture drives (the popover) is checked on phones and tablets
    // alike (a popover adapts below 600 pt), and with random options: no drive depends on them.
    let undriven =
      !isUsers && definition.kind == .modal && ScenarioCatalogue.recipes[id]?.drive == nil
    let screen = Size(
      width: Double.random(in: 320...(undriven ? 1024 : 430), using: &random).rounded(),
      height: Double.random(in: 568...932, using: &random).rounded())
    var options: [String: OptionValue] = [:]
    // The catalogue's drives are written for its default options; users' transitions take
    // random ones, and drives that follow them.
    if isUsers || undriven {
      for option in definition.description.options where Bool.random(using: &random) {
        if let value = randomValue(option.kind, screen: screen, &random) {
          options[option.name] = value
        }
      }
    }
    return .laws(
      transition: definition.description.id, screen: screen, options: options,
      grabFraction: Double.random(in: 0.1...0.9, using: &random),
      along: Double.random(in: -1...1, using: &random))
  }

  /// A random script of `definition`: random window, safe area, frame rate, Reduce Motion,
  /// start, options within their ranges, scene, then 1 to 10 random inputs: buttons (present,
  /// dismiss, push, pop, select, a sheet's detents), taps, drags, flicks (down to one 0.1 ms
  /// sample), grabs mid-flight, the keyboard and, rarely, a rotation. It plays until 3 s after
  /// its last input (and the longest duration its options give), by when every transition has
  /// ended.
  static func randomScript(_ definition: TransitionDefinition, _ random: inout SoakRandom)
    -> Script
  {
    let description = definition.description
    var screen = Size(
      width: Double.random(in: 320...430, using: &random),
      height: Double.random(in: 568...932, using: &random))
    let rates: [Double] = [60, 60, 60, 30, 90, 120, 120, 240]
    var script = Script(
      transition: description.id, screen: screen,
      frameRate: Int.random(in: 0..<6, using: &random) == 0
        ? Double.random(in: 24...240, using: &random)
        : rates[Int.random(in: 0..<rates.count, using: &random)],
      reduceMotion: Int.random(in: 0..<4, using: &random) == 0,
      start: Bool.random(using: &random) ? .presented : .idle)
    if Int.random(in: 0..<3, using: &random) == 0 {
      script.safeArea = EdgeInsets(
        top: Double.random(in: 0...59, using: &random), left: 0,
        bottom: Double.random(in: 0...34, using: &random), right: 0)
    }
    // Options: each set or left at its default, at random; a detent that must be one of the
    // sheet's detents is one of them.
    var detents: [OptionValue] = []
    if let option = description.options.first(where: { $0.name == "detents" }),
      case .list(let values) = option.defaultValue
    {
      detents = values
    }
    for option in description.options where Bool.random(using: &random) {
      if option.name == "detents", case .list(let kinds) = option.kind {
        // Smallest first, distinct.
        let custom = Double.random(in: 80...240, using: &random).rounded()
        let all: [OptionValue] = [.number(custom), .string("medium"), .string("large")]
        let some = all.filter { _ in Bool.random(using: &random) }
        _ = kinds
        detents = some.isEmpty ? [.string("large")] : some
        script.options[option.name] = .list(detents)
        continue
      }
      if case .oneOf(let kinds) = option.kind, option.name.hasSuffix("Detent") {
        var picks = detents
        for case .choice(let names) in kinds {
          picks += names.filter { $0 != "medium" && $0 != "large" }.map { .string($0) }
        }
        script.options[option.name] = picks.randomElement(using: &random)
        continue
      }
      script.options[option.name] = randomValue(option.kind, screen: screen, &random)
    }
    if description.supportsScrollContent {
      if Bool.random(using: &random) {
        script.scrollSettings.scrollContent = Bool.random(using: &random)
      }
      if Bool.random(using: &random) {
        script.scrollSettings.scrollOffset = Double.random(
          in: 0...Script.ScrollSettings.contentHeight, using: &random)
      }
    }

    let kind = description.kind
    var children = 3
    if case .number(let count) = script.options["children"] { children = Int(count) }
    var keyboardShown = false
    var t = 0.0
    var events: [ScriptEvent] = []
    func point(_ random: inout SoakRandom) -> Point {
      if Int.random(in: 0..<3, using: &random) == 0 {
        // Where the moving views are: the middle, and the lower half.
        return Point(
          x: Double.random(in: screen.width * 0.2...screen.width * 0.8, using: &random),
          y: Double.random(in: screen.height * 0.3...screen.height * 0.95, using: &random))
      }
      return Point(
        x: Double.random(in: -20...(screen.width + 20), using: &random),
        y: Double.random(in: -20...(screen.height + 20), using: &random))
    }
    func drag(at time: Double, flick: Bool, _ random: inout SoakRandom) -> Double {
      let from = point(&random)
      let to = point(&random)
      let duration =
        flick
        ? pow(10, Double.random(in: -4 ... -1, using: &random))
        : Double.random(in: 0.02...0.8, using: &random)
      let hold =
        flick || Bool.random(using: &random) ? 0 : Double.random(in: 0...0.3, using: &random)
      events.append(
        ScriptEvent(at: time, .drag(Drag(from: from, to: to, duration: duration, hold: hold))))
      return duration + hold
    }
    func button(_ random: inout SoakRandom) -> Action {
      switch kind {
      case .container, .tab:
        return .select(index: Int.random(in: 0..<max(1, children), using: &random))
      case .navigation: return Bool.random(using: &random) ? .push : .pop
      case .modal:
        if description.supportsDetents, Int.random(in: 0..<4, using: &random) == 0,
          let detent = detents.randomElement(using: &random)
        {
          switch detent {
          case .number(let height): return .selectDetent(.height(height))
          case .string("medium"): return .selectDetent(.medium)
          default: return .selectDetent(.large)
          }
        }
        return Bool.random(using: &random) ? .present : .dismiss
      }
    }
    for _ in 0..<Int.random(in: 1...10, using: &random) {
      t += Double.random(in: 0...0.6, using: &random)
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<6:
        events.append(ScriptEvent(at: t, .action(button(&random))))
      case 6..<8:
        // A grab mid-flight: a button, then a finger on the moving view while it moves.
        events.append(ScriptEvent(at: t, .action(button(&random))))
        t += Double.random(in: 0.02...0.4, using: &random)
        t += drag(at: t, flick: Bool.random(using: &random), &random)
      case 8..<10:
        let at = point(&random)
        let hold = Double.random(in: 0...0.4, using: &random)
        events.append(ScriptEvent(at: t, .touch(.down, at)))
        events.append(ScriptEvent(at: t + hold, .touch(.up, at)))
        t += hold
      case 10:
        let duration =
          Bool.random(using: &random) ? 0.25 : Double.random(in: 0...0.5, using: &random)
        if keyboardShown && Bool.random(using: &random) {
          events.append(ScriptEvent(at: t, .keyboard(.hide(duration: duration))))
          keyboardShown = false
        } else {
          let height = Double.random(in: 200...min(400, screen.height), using: &random)
          events.append(ScriptEvent(at: t, .keyboard(.show(height: height, duration: duration))))
          keyboardShown = true
        }
      case 11 where Int.random(in: 0..<4, using: &random) == 0:
        // A rotation, or a split-view resize.
        screen =
          Bool.random(using: &random)
          ? Size(width: screen.height, height: screen.width)
          : Size(
            width: Double.random(in: 320...1024, using: &random),
            height: Double.random(in: 568...1024, using: &random))
        // The keyboard must fit the new window: hide it first.
        if keyboardShown {
          events.append(ScriptEvent(at: t, .keyboard(.hide(duration: 0))))
          keyboardShown = false
        }
        events.append(ScriptEvent(at: t, .resize(screen, safeArea: nil)))
      case 11..<14:
        t += drag(at: t, flick: true, &random)
      default:
        t += drag(at: t, flick: false, &random)
      }
    }
    script.events = events
    // 3 s past the last input, and past the longest duration an option gives (a pull-down's
    // present may take 10 s).
    var longest = 0.0
    for option in description.options {
      if case .number(_, "s") = option.kind, case .number(let seconds) = script.options[option.name]
      {
        longest = max(longest, seconds)
      }
    }
    let last = events.map(\.end).max() ?? 0
    script.until = min(last + 3 + longest, Script.maximumDuration)
    return script
  }
}
