import Motion
package import Stage

/// The sheet's views during a run of its transition (a presentation or a dismissal), as a
/// function of the run's progress: what ``layOut(at:)`` shows at each frame, and what a plan
/// for the render server reads instead of stepping the frames (``forEachProgressTrack(_:)``).
extension SheetTransition {
  /// The values a run shows at one progress.
  struct RunLayout {
    /// The sheet's top edge (y, points) and height (points).
    var top: Double
    var height: Double
    /// The sheet's and the grabber's alpha (below 1 only in a cross-fade).
    var alpha: Double
    /// The dimming view's alpha.
    var dimming: Double
    /// How far the presenter has receded, 0…1.
    var recede: Double
  }

  /// The run's values at progress `p`, on `floor` in a window of `size`; `nil` when no run is
  /// under way. Every value is affine in `p`, the alpha, the dimming and the recede through
  /// `p` limited to 0…1.
  func runLayout(atProgress p: Double, _ floor: Floor, size: Size) -> RunLayout? {
    switch position {
    case .presenting(let detent, let crossFades):
      let shown = min(max(p, 0), 1)
      let target = effectiveHeight(of: detent, floor)
      let resting = floor.top(ofExtent: target)
      return RunLayout(
        top: crossFades ? resting : size.height + (resting - size.height) * p,
        height: sheetHeight(target, floor), alpha: crossFades ? shown : 1,
        dimming: dimmingAlpha(target, floor) * shown, recede: recedeFraction(target, floor) * shown
      )
    case .dismissing(let departure):
      let left = 1 - min(max(p, 0), 1)
      return RunLayout(
        top: size.height - departure.travel + (departure.crossFades ? 0 : departure.travel * p),
        height: departure.height, alpha: departure.crossFades ? left : 1,
        dimming: departure.dimming * left, recede: departure.recede * left)
    case .hidden, .resting, .springing, .dragged:
      return nil
    }
  }

  /// The grabber's frame on a sheet whose top is at `top`, in a window `width` points wide.
  func grabberFrame(top: Double, width: Double) -> Rect {
    Rect(
      x: (width - Self.grabberSize.width) / 2, y: top + Self.grabberInset,
      width: Self.grabberSize.width, height: Self.grabberSize.height)
  }

  /// The presenter's transform and corner radius when it has receded by `recede` (0…1).
  func presenterTransform(_ recede: Double) -> Transform {
    Transform(scale: 1 - (1 - configuration.presenterScale) * recede)
  }

  func presenterCornerRadius(_ recede: Double) -> Double {
    configuration.cornerRadius * recede
  }

  /// Each value the running transition moves, as the line from its value at progress 0 to its
  /// value at progress 1 (`report(view, property, from, to, limited)`): the sheet's centre, and
  /// its and the grabber's alpha in a cross-fade, the grabber's centre, the dimming's alpha and
  /// the presenter's transform and corner radius; a value the run does not move (equal ends) is
  /// not reported. `limited` is `true` for a value drawn through the progress limited to 0…1
  /// (the alphas, the dimming, the presenter's recede): outside 0…1 (a completion spring's
  /// overshoot) it is held at the line's end, not on the line.
  ///
  /// - Returns: `false` (nothing reported) when the run is not such lines: no run under way, or
  ///   the keyboard held by a dismissal (the sheet moves it).
  package func forEachProgressTrack(
    _ report: (
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue,
      _ limited: Bool
    ) -> Void
  ) -> Bool {
    guard !holdsKeyboard, let window, let sheet = presented?.view else { return false }
    let size = window.bounds.size
    let floor = Floor(
      window: window, keyboard: window.keyboard.visibleHeight(at: window.currentTime))
    guard let start = runLayout(atProgress: 0, floor, size: size),
      let end = runLayout(atProgress: 1, floor, size: size)
    else { return false }
    func center(_ view: View, _ frame: Rect) -> PropertyValue {
      var values = view.properties
      values.frame = frame
      return .point(values.center)
    }
    // A value the run does not move is not reported (its view may not even be shown).
    func body(
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue,
      limited: Bool = true
    ) {
      if from != to { report(view, property, from, to, limited) }
    }
    body(
      sheet, .center,
      center(sheet, Rect(x: 0, y: start.top, width: size.width, height: start.height)),
      center(sheet, Rect(x: 0, y: end.top, width: size.width, height: end.height)), limited: false)
    body(sheet, .alpha, .number(start.alpha), .number(end.alpha))
    body(dimmingView, .alpha, .number(start.dimming), .number(end.dimming))
    if configuration.prefersGrabberVisible, grabberView.superview != nil {
      body(
        grabberView, .center, center(grabberView, grabberFrame(top: start.top, width: size.width)),
        center(grabberView, grabberFrame(top: end.top, width: size.width)), limited: false)
      body(grabberView, .alpha, .number(start.alpha), .number(end.alpha))
    }
    if let presenter = presenterView {
      body(
        presenter, .transform, .transform(presenterTransform(start.recede)),
        .transform(presenterTransform(end.recede)))
      body(
        presenter, .cornerRadius, .number(presenterCornerRadius(start.recede)),
        .number(presenterCornerRadius(end.recede)))
    }
    return true
  }
}
