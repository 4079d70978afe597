import Motion
import Stage

/// A navigation run whose transition draws size changes by scaling (device risk 8).
extension NavigationContent {
  /// Emits ``BackendAction/screenPlacement(destination:_:)`` for each of the run's screens
  /// whose placement changed, when its transition draws size changes by scaling.
  func reportScreenPlacements() {
    guard drawsScaled, let runScreens else { return }
    let atRest = window.bounds.size
    report(runScreens.from, index: 0, atRest: atRest)
    report(runScreens.to, index: 1, atRest: atRest)
  }

  /// One screen's placement, emitted when it changed (no allocation: it runs every frame).
  private func report(_ screen: MirroredScreen, index: Int, atRest: Size) {
    let host = parts.host
    guard let id = host.id(of: screen.view), let shown = host.published[id] else { return }
    let placement = ScreenPlacement(values: ViewValues(shown), atRest: atRest)
    guard placement != lastPlacements[index] else { return }
    lastPlacements[index] = placement
    emit(.screenPlacement(destination: index == 1, placement))
  }

  /// A run's screen drawn scaled: the engine's values but size, transform, corner radius and
  /// clipping, which its ``ScreenPlacement`` gives.
  static var screenScaled: BindingOptions {
    BindingOptions(
      applies: ViewChanges.all.subtracting([
        .content, .backgroundColor, .bounds, .transform, .cornerRadius, .clipsToBounds,
      ]),
      arrangesSubviews: false, followsRemoval: false)
  }
}
