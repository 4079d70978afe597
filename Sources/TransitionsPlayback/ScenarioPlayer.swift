import Motion
import Stage
public import Transitions

/// Plays a ``Script`` headless on the Stage at a fixed frame rate and records what was on
/// screen and what happened: the engine behind `transitions play`, the gallery and the tests.
/// The same script always gives the same timeline.
///
/// ```swift
/// var script = Script(transition: "modal", events: [ScriptEvent(at: 0, .action(.present))])
/// script.until = 1
/// let timeline = try ScenarioPlayer().play(script)
/// timeline.frames.last?.phase  // .presented
/// ```
@MainActor
public struct ScenarioPlayer {
  /// Told about each stage the player builds (tests check that nothing outlives a play).
  public var stageObserver: (@MainActor (AnyObject) -> Void)?
  /// The transitions a script may name: the catalogue's, and any registered.
  public private(set) var transitions: [TransitionDefinition]

  /// A player of `transitions` (the catalogue's by default).
  public init(transitions: [TransitionDefinition] = TransitionCatalogue.definitions) {
    self.transitions = transitions
  }

  /// Lets scripts name `definition`'s transition by its id (replacing one with the same id).
  public mutating func register(_ definition: TransitionDefinition) {
    transitions.removeAll { $0.description.id == definition.description.id }
    transitions.append(definition)
  }

  /// Plays `script`.
  ///
  /// - Throws: ``ScriptError`` naming the JSON path of the first problem; nothing is played.
  public func play(_ script: Script) throws(ScriptError) -> Timeline {
    let staged = try stage(script)
    guard script.renderServer || !script.stalls.isEmpty else {
      return try staged.recorder.run(staged.script, stage: staged.stage)
    }
    // The main thread as a device's: stalls, and (with the render server) plans made on a twin,
    // a second stage of the same script given the same calls.
    let play = MainThreadPlay(
      script: staged.script, stage: staged.stage, recorder: staged.recorder,
      twin: { () throws(ScriptError) in
        let twin = try self.stage(script)
        return (twin.stage, twin.recorder)
      })
    return try play.run()
  }

  /// Checks `script` and builds its stage, observed by a recorder, as ``play(_:)`` plays it:
  /// what a live backend (the lab) drives input by input instead of all at once.
  ///
  /// - Throws: ``ScriptError`` naming the JSON path of the first problem; nothing is built.
  func stage(
    _ script: Script
  ) throws(ScriptError) -> (script: Script, stage: any PlayStage, recorder: Recorder) {
    try script.validate()
    guard let named = transitions.first(where: { $0.description.id == script.transition }) else {
      throw ScriptError(
        TransitionCatalogue.unknown(
          script.transition, known: transitions.map(\.description.id).sorted()))
    }
    let script = try script.movingScrollSettingsOutOfOptions(for: named.description)
    let (entry, own) = try dismissing(named, script)
    let options = try own.resolvedOptions(for: entry.description)
    try checkScrollSettings(script.scrollSettings, for: entry.description)
    try entry.check(script, options: options)
    let recorder = Recorder(script: script)
    let stage: any PlayStage
    switch entry.factory {
    case .modal(let make):
      try script.checkActions(for: entry.description, children: 0)
      let modal = ModalStage(
        style: make(options), staging: entry.staging(options),
        scrollOffset: script.scrollSettings.scrollContent
          ? script.scrollSettings.scrollOffset : nil,
        screen: script.screen, safeArea: script.safeArea, reduceMotion: script.reduceMotion,
        layoutDirection: script.layoutDirection, recorder: recorder)
      stageObserver?(modal)
      if script.start == .presented { modal.showPresented() }
      stage = modal
    case .navigation(let make):
      try script.checkActions(for: entry.description, children: 0)
      let navigation = NavigationStage(
        style: make(options), screen: script.screen, safeArea: script.safeArea,
        reduceMotion: script.reduceMotion, layoutDirection: script.layoutDirection,
        recorder: recorder)
      stageObserver?(navigation)
      if script.start == .presented { navigation.showPushed() }
      stage = navigation
    case .container:
      let configuration = ContainerViewController.Configuration(options: options)
      try script.checkActions(for: entry.description, children: configuration.children)
      let container = ContainerStage(
        configuration, screen: script.screen, safeArea: script.safeArea,
        reduceMotion: script.reduceMotion, layoutDirection: script.layoutDirection,
        recorder: recorder)
      stageObserver?(container)
      stage = container
    case .tab(let make):
      let children = Self.tabChildren(options)
      try script.checkActions(for: entry.description, children: children)
      let tabs = ContainerStage(
        tab: make(options), children: children, screen: script.screen,
        safeArea: script.safeArea, reduceMotion: script.reduceMotion,
        layoutDirection: script.layoutDirection, recorder: recorder)
      stageObserver?(tabs)
      stage = tabs
    }
    stage.observe()
    return (script, stage, recorder)
  }

  /// How many children a tab transition's play builds: its integer option `children`, else 3.
  private static func tabChildren(_ options: TransitionOptions) -> Int {
    guard let count = options.integer("children"), (1...64).contains(count) else { return 3 }
    return count
  }

  /// A stage with settings only for a transition that supports them.
  private func checkScrollSettings(
    _ settings: Script.ScrollSettings, for transition: TransitionDescription
  ) throws(ScriptError) {
    guard !transition.supportsScrollContent, let setting = settings.firstGivenSetting else {
      return
    }
    let takers = transitions.filter(\.description.supportsScrollContent).map(\.description.id)
    throw ScriptError(
      path: "scene.\(setting)",
      problem: "\(transition.id)'s scene has no scrolling content; "
        + (takers.isEmpty
          ? "no transition here takes it" : "it is for \(takers.sorted().joined(separator: ", "))"))
  }
}

extension Script {
  /// Checks a `setInteractive`'s direction against the kind of transition: `present` and
  /// `dismiss` for a modal one, `pop` for a navigation one, `select` for a container or a tab.
  func checkDirection(
    _ operation: TransitionOperation, at index: Int, of transition: TransitionDescription
  ) throws(ScriptError) {
    let kinds: [TransitionKind]
    switch operation {
    case .present, .dismiss: kinds = [.modal]
    case .pop, .push: kinds = [.navigation]
    case .select: kinds = [.container, .tab]
    }
    guard !kinds.contains(transition.kind) else { return }
    let takes: String
    switch transition.kind {
    case .modal: takes = "present or dismiss"
    case .navigation: takes = "pop"
    case .container, .tab: takes = "select"
    }
    throw ScriptError(
      path: "events[\(index)].direction",
      problem:
        "\(operation.rawValue) is for \(kinds.map(\.plural).joined(separator: " and ")); "
        + "\(self.transition) takes \(takes)")
  }

  /// Checks the actions against the kind of transition: `select` for a container, `push` and
  /// `pop` for a navigation transition, `present` and `dismiss` for the others; then each
  /// `select`'s index against `children`.
  func checkActions(
    for transition: TransitionDescription, children: Int
  ) throws(ScriptError) {
    for (index, event) in events.enumerated() {
      guard case .action(let action) = event.kind else { continue }
      let kind: TransitionKind
      switch action {
      case .select:
        kind = transition.kind == .tab ? .tab : .container
      case .present, .dismiss: kind = .modal
      case .setInteractive(let operation, _):
        try checkDirection(operation, at: index, of: transition)
        continue
      case .push, .pop: kind = .navigation
      case .selectDetent, .setContentHeight:
        guard transition.supportsDetents else {
          throw ScriptError(
            path: "events[\(index)].action",
            problem: "\(action.name) is for sheets; \(self.transition) has no detents")
        }
        continue
      }
      guard kind == transition.kind else {
        throw ScriptError(
          path: "events[\(index)].action",
          problem:
            "\(action.name) is for \(kind.plural); \(self.transition) takes "
            + transition.kind.actions)
      }
    }
    for (index, event) in events.enumerated() {
      if case .action(.select(let child)) = event.kind, child >= children {
        throw ScriptError(
          path: "events[\(index)].index",
          problem: "expected a child index from 0 to \(children - 1), got \(child)")
      }
    }
  }
}
