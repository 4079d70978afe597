import Motion
package import Stage

/// The sheet's views during a run of its transition (a presentation or a dismissal), as a
/// function of the run's progress: what ``layOut(at:)`` shows at each frame, and what a plan
/// for the render server reads instead of stepping the frames (``forEachProgressTrack(over:_:)``).
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
  /// value at progress 1 (`report(view, property, from, to)`), for a run whose progress stays in
  /// `progress`: the sheet's centre, and its and the grabber's alpha in a cross-fade, the
  /// grabber's centre, the dimming's alpha and the presenter's transform and corner radius; a
  /// value the run does not move (equal ends) is not reported.
  ///
  /// - Returns: `false` (nothing or only part reported) when the run is not such a line over
  ///   `progress`: no run under way, the keyboard held by a dismissal (the sheet moves it), or a
  ///   value limited to 0…1 that moves while `progress` leaves 0…1 (a completion spring's
  ///   overshoot holds it there).
  package func forEachProgressTrack(
    over progress: ClosedRange<Double>,
    _ report: (
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue
    ) -> Void
  ) -> Bool {
    guard !holdsKeyboard, let window, let sheet = presented?.view else { return false }
    let size = window.bounds.size
    let floor = Floor(
      window: window, keyboard: window.keyboard.visibleHeight(at: window.currentTime))
    guard let start = runLayout(atProgress: 0, floor, size: size),
      let end = runLayout(atProgress: 1, floor, size: size)
    else { return false }
    let limitedMove =
      start.alpha != end.alpha || start.dimming != end.dimming || start.recede != end.recede
    guard !limitedMove || (progress.lowerBound >= 0 && progress.upperBound <= 1) else {
      return false
    }
    func center(_ view: View, _ frame: Rect) -> PropertyValue {
      var values = view.properties
      values.frame = frame
      return .point(values.center)
    }
    // A value the run does not move is not reported (its view may not even be shown).
    func body(
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue
    ) {
      if from != to { report(view, property, from, to) }
    }
    body(
      sheet, .center,
      center(sheet, Rect(x: 0, y: start.top, width: size.width, height: start.height)),
      center(sheet, Rect(x: 0, y: end.top, width: size.width, height: end.height)))
    body(sheet, .alpha, .number(start.alpha), .number(end.alpha))
    body(dimmingView, .alpha, .number(start.dimming), .number(end.dimming))
    if configuration.prefersGrabberVisible, grabberView.superview != nil {
      body(
        grabberView, .center, center(grabberView, grabberFrame(top: start.top, width: size.width)),
        center(grabberView, grabberFrame(top: end.top, width: size.width)))
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
