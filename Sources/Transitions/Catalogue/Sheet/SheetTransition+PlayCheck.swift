import Motion

extension SheetTransition.Configuration {
  /// Checks what a play's options and actions ask of the sheet beyond each option alone: its
  /// detents smallest to largest on the script's screen (strictly: two that come to the same
  /// height are one too many), the selected and the largest undimmed detent among them, and each
  /// selected detent naming one of them.
  ///
  /// - Throws: ``OptionError`` at `options.detents[i]`, `options.selectedDetent`,
  ///   `options.largestUndimmedDetent` or the path of a selected detent.
  func check(_ play: PlayConditions) throws(OptionError) {
    let names = detents.map(\.name).joined(separator: ", ")
    for index in detents.indices.dropFirst() {
      let lower = detents[index - 1]
      let upper = detents[index]
      let low = lower.height(in: play.screen, safeArea: play.safeArea, fittingHeight: contentHeight)
      let high = upper.height(
        in: play.screen, safeArea: play.safeArea, fittingHeight: contentHeight)
      guard high > low else {
        throw OptionError(
          path: "options.detents[\(index)]",
          problem: "expected detents from smallest to largest; \(upper.name) (\(high.shortestText) "
            + "pt on this screen) is not taller than \(lower.name) (\(low.shortestText) pt)")
      }
    }
    for (name, detent, none) in [
      ("selectedDetent", selectedDetent, "smallest"),
      ("largestUndimmedDetent", largestUndimmedDetent, "none"),
    ] {
      guard let detent, !detents.contains(detent) else { continue }
      throw OptionError(
        path: "options.\(name)",
        problem: "expected one of the detents (\(names)) or \(none), got \(detent.name)")
    }
    for selected in play.selectedDetents where !detents.contains(selected.detent) {
      let detent = selected.detent
      throw OptionError(
        path: selected.path,
        problem: "the sheet has no detent \(detent.name); its detents are \(names)")
    }
  }
}
