public import Transitions

extension Script {
  /// What the transition's own check reads of this play (`Transitions.TransitionDefinition.checkPlay`):
  /// the screen, and each `selectDetent` at its event's path.
  public var playConditions: PlayConditions {
    PlayConditions(
      screen: screen, safeArea: safeArea,
      selectedDetents: events.enumerated().compactMap { index, event in
        guard case .action(.selectDetent(let detent)) = event.kind else { return nil }
        return PlayConditions.SelectedDetent(detent, path: "events[\(index)].detent")
      })
  }

  /// The script's options checked against `description`, defaults filled in; an error names
  /// the script's path.
  func resolvedOptions(
    for description: TransitionDescription
  ) throws(ScriptError) -> TransitionOptions {
    do {
      return try TransitionCatalogue.resolve(options, for: description)
    } catch {
      throw ScriptError(error)
    }
  }
}

extension TransitionDefinition {
  /// The transition's own check of `script` (``checkPlay``) with its resolved `options`; an
  /// error names the script's path.
  func check(_ script: Script, options: TransitionOptions) throws(ScriptError) {
    guard let checkPlay else { return }
    do {
      try checkPlay(options, script.playConditions)
    } catch {
      throw ScriptError(error)
    }
  }
}
