import Motion

extension SheetTransition.Configuration {
  /// Checks what a script's options and events ask of the sheet beyond each option alone: its
  /// detents smallest to largest on the script's screen (strictly: two that come to the same
  /// height are one too many), the selected and the largest undimmed detent among them, and each
  /// `selectDetent` naming one of them.
  ///
  /// - Throws: ``ScriptError`` at `options.detents[i]`, `options.selectedDetent`,
  ///   `options.largestUndimmedDetent` or `events[i].detent`.
  func check(_ script: Script) throws(ScriptError) {
    let names = detents.map(\.name).joined(separator: ", ")
    for index in detents.indices.dropFirst() {
      let lower = detents[index - 1]
      let upper = detents[index]
      let low = lower.height(in: script.screen, safeArea: script.safeArea)
      let high = upper.height(in: script.screen, safeArea: script.safeArea)
      guard high > low else {
        throw ScriptError(
          path: "options.detents[\(index)]",
          problem: "expected detents from smallest to largest; \(upper.name) (\(high.scriptText) "
            + "pt on this screen) is not taller than \(lower.name) (\(low.scriptText) pt)")
      }
    }
    for (name, detent, none) in [
      ("selectedDetent", selectedDetent, "smallest"),
      ("largestUndimmedDetent", largestUndimmedDetent, "none"),
    ] {
      guard let detent, !detents.contains(detent) else { continue }
      throw ScriptError(
        path: "options.\(name)",
        problem: "expected one of the detents (\(names)) or \(none), got \(detent.name)")
    }
    for (index, event) in script.events.enumerated() {
      guard case .action(.selectDetent(let detent)) = event.kind, !detents.contains(detent) else {
        continue
      }
      throw ScriptError(
        path: "events[\(index)].detent",
        problem: "the sheet has no detent \(detent.name); its detents are \(names)")
    }
  }
}
