import Motion
import Stage

/// A navigation run whose transition draws size changes by scaling (device risk 8).
extension NavigationContent {
  /// Emits ``BackendAction/screenPlacement(destination:_:)`` for each of the run's screens
  /// whose placement changed, when its transition draws size changes by scaling.
  func reportScreenPlacements() {
    guard drawsScaled, let runScreens else { return }
    let atRest = window.bounds.size
    let host = parts.host
    for (index, screen) in [runScreens.from, runScreens.to].enumerated() {
      guard let id = host.id(of: screen.view), let shown = host.published[id] else { continue }
      let placement = ScreenPlacement(values: ViewValues(shown), atRest: atRest)
      guard placement != lastPlacements[index] else { continue }
      lastPlacements[index] = placement
      emit(.screenPlacement(destination: index == 1, placement))
    }
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
