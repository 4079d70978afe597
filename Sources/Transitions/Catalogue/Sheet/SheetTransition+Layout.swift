import Motion
import Stage

/// Where the sheet is, and every view it shows as a function of that: one pure computation per
/// frame from the sheet's position, the transition's progress, the keyboard's visible height
/// and the window's size.
extension SheetTransition {
  /// Where the sheet is and what moves it.
  enum Position {
    /// Not presented.
    case hidden
    /// At rest at a detent.
    case resting(SheetDetent)
    /// Springing to a detent: its height is the detent's plus the motion's value (an offset
    /// that goes to 0) at `time − start`, until `duration` has passed.
    case springing(
      to: SheetDetent, motion: SpringMotion, start: Double, duration: Double, interactive: Bool)
    /// Held by a finger between detents (``SheetTransition/hold``).
    case dragged
    /// Presenting, to a detent, with the transition's progress.
    case presenting(to: SheetDetent, crossFades: Bool)
    /// Dismissing from where ``Departure`` says, with the transition's progress.
    case dismissing(Departure)
  }

  /// Where a dismissal started.
  struct Departure {
    /// The sheet's height above its floor then.
    var extent: Double
    /// The keyboard's visible height then.
    var keyboard: Double
    /// The sheet's frame height then (it slides away at this height).
    var height: Double
    /// The dimming's alpha and the presenter's recede then.
    var dimming: Double
    var recede: Double
    var crossFades: Bool

    /// How far the sheet's top travels to leave the window: its height above the floor and the
    /// keyboard under it.
    var travel: Double { extent + keyboard }
  }

  /// A finger holding the sheet.
  struct Hold {
    /// The detent the drag started from, or was moving to: with `skipsDetents` false a release
    /// goes to it or a neighbour.
    var from: SheetDetent
    /// Where the finger holds the sheet's top, unbanded: `offset` points above the reference
    /// detent's height from the window's bottom edge (relative, so a size change moves it with
    /// its detent; from the bottom edge, so the keyboard moving under the sheet leaves its top
    /// under the finger).
    var reference: SheetDetent
    var offset: Double
    /// While a transition is held: its progress and the finger's height when it was taken.
    var origin: (progress: Double, height: Double)?
    /// Set when a dismissal could not start: the rest of the drag rubber-bands instead.
    var dismissalRefused = false
  }

  /// The window's geometry with the keyboard: the floor the sheet stands on and the room above
  /// it.
  struct Floor: Equatable {
    var size: Size
    var safeTop: Double
    /// The keyboard's visible height.
    var keyboard: Double

    @MainActor init(window: Window, keyboard: Double) {
      size = window.bounds.size
      safeTop = window.safeAreaInsets.top
      self.keyboard = keyboard
    }

    /// The floor's y: the keyboard's top, or the window's bottom edge.
    var y: Double { size.height - keyboard }
    /// The most a sheet may show above the floor: up to the top safe area.
    var room: Double { max(y - safeTop, 1) }
    /// The y of the top of a sheet `extent` points above the floor.
    func top(ofExtent extent: Double) -> Double { y - extent }
  }

  // MARK: Height

  /// The sheet's height above the floor at `time`, and how fast it rises (points per second),
  /// outside a transition.
  func extentAndVelocity(at time: Double) -> (extent: Double, velocity: Double) {
    guard let window else { return (0, 0) }
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: time))
    switch position {
    case .resting(let detent): return (effectiveHeight(of: detent, floor), 0)
    case .springing(let detent, let motion, let start, _, _):
      let state = motion.state(at: max(time - start, 0))
      return (effectiveHeight(of: detent, floor) + state.value, state.velocity)
    case .dragged: return (heldExtent(floor), 0)
    case .hidden, .presenting, .dismissing:
      guard let sheet = presented?.view else { return (0, 0) }
      return (floor.y - sheet.frame.origin.y, 0)
    }
  }

  /// A detent's height above the window's bottom edge (not limited by the keyboard).
  func nominalHeight(of detent: SheetDetent) -> Double {
    let index = index(of: detent)
    return heights.indices.contains(index) ? heights[index] : 0
  }

  /// The finger's height above the floor, unbanded.
  func heldRawExtent(_ hold: Hold, _ floor: Floor) -> Double {
    nominalHeight(of: hold.reference) + hold.offset - floor.keyboard
  }

  /// The offset from `reference` that holds the sheet `extent` points above the floor.
  func holdOffset(forExtent extent: Double, from reference: SheetDetent, _ floor: Floor) -> Double {
    extent + floor.keyboard - nominalHeight(of: reference)
  }

  /// The held sheet's height above the floor: the finger's, rubber-banded past the largest
  /// detent, and below the smallest when it may not be dismissed.
  func heldExtent(_ floor: Floor) -> Double {
    guard let hold else { return effectiveHeight(at: 0, floor) }
    let raw = heldRawExtent(hold, floor)
    let highest = effectiveHeight(at: heights.count - 1, floor)
    if raw > highest {
      return highest + rubberBandUnchecked(offset: raw - highest, dimension: floor.size.height)
    }
    let lowest = effectiveHeight(at: 0, floor)
    if raw < lowest {
      return lowest - rubberBandUnchecked(offset: lowest - raw, dimension: max(lowest, 1))
    }
    return raw
  }

  /// The finger's height that ``heldExtent(_:)`` shows as `extent` (its inverse): a sheet caught
  /// past its largest detent stays where it is.
  func heldHeight(showing extent: Double, _ floor: Floor) -> Double {
    let highest = effectiveHeight(at: heights.count - 1, floor)
    if extent > highest {
      return highest + unbanded(extent - highest, dimension: floor.size.height)
    }
    let lowest = effectiveHeight(at: 0, floor)
    if extent < lowest { return lowest - unbanded(lowest - extent, dimension: max(lowest, 1)) }
    return extent
  }

  /// The offset a rubber band of `dimension` shows as `shown` points (the band's inverse).
  private func unbanded(_ shown: Double, dimension: Double) -> Double {
    let ratio = min(shown / dimension, 0.999_999)
    return dimension / 0.55 * (1 / (1 - ratio) - 1)
  }

  /// Where a dismissal starting now sets off from.
  func departure(at time: Double, floor: Floor, crossFades: Bool) -> Departure {
    let extent = max(extentAndVelocity(at: time).extent, 0)
    return Departure(
      extent: extent, keyboard: floor.keyboard, height: sheetHeight(extent, floor),
      dimming: dimmingAlpha(extent, floor), recede: recedeFraction(extent, floor),
      crossFades: crossFades)
  }

  /// The sheet's frame height `extent` points above the floor: the extent, and below the
  /// smallest detent the smallest's height (it slides, no longer shrinking).
  func sheetHeight(_ extent: Double, _ floor: Floor) -> Double {
    max(extent, min(effectiveHeight(at: 0, floor), floor.room), 1)
  }

  /// The dimming's alpha with the sheet `extent` points above the floor: none at or below the
  /// largest undimmed detent, rising to full at the next one; full at every detent otherwise
  /// (in proportion below the smallest).
  func dimmingAlpha(_ extent: Double, _ floor: Floor) -> Double {
    let full = Self.dimmingAlpha
    guard let index = undimmedIndex else {
      let lowest = effectiveHeight(at: 0, floor)
      return full * fraction(extent, from: 0, to: lowest)
    }
    guard index + 1 < heights.count else { return 0 }
    return full
      * fraction(
        extent, from: effectiveHeight(at: index, floor), to: effectiveHeight(at: index + 1, floor))
  }

  /// How far the presenter has receded (0…1) with the sheet `extent` points above the floor:
  /// in proportion from the detent below `large` (or the floor) to `large`; none without a
  /// `large` detent or under Reduce Motion.
  func recedeFraction(_ extent: Double, _ floor: Floor) -> Double {
    guard let large = largeIndex, window?.environment.reduceMotion != true else { return 0 }
    let below = large > 0 ? effectiveHeight(at: large - 1, floor) : 0
    return fraction(extent, from: below, to: effectiveHeight(at: large, floor))
  }

  /// Where `value` is from `low` (0) to `high` (1), clamped; a step at `high` when they meet.
  private func fraction(_ value: Double, from low: Double, to high: Double) -> Double {
    guard high - low > 1e-9 else { return value >= high - 1e-9 ? 1 : 0 }
    return min(max((value - low) / (high - low), 0), 1)
  }

  // MARK: Views

  /// The running transition's progress (0 before it shows any).
  var progress: Double { activeContext?.transitionCoordinator.percentComplete ?? 0 }

  /// Lays out every view the sheet shows, at `time` (default: the window's).
  func layOut(at time: Double? = nil) {
    guard let window, let sheet = presented?.view else { return }
    let now = time ?? window.currentTime
    resolveDetents(for: window)
    let size = window.bounds.size
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
    laidOutOn = floor
    var top: Double
    let height: Double
    var alpha = 1.0
    var dimming: Double
    var recede: Double
    switch position {
    case .hidden:
      return
    case .resting, .springing, .dragged:
      let extent = extentAndVelocity(at: now).extent
      top = floor.top(ofExtent: extent)
      height = sheetHeight(extent, floor)
      dimming = dimmingAlpha(extent, floor)
      recede = recedeFraction(extent, floor)
    case .presenting, .dismissing:
      guard let run = runLayout(atProgress: progress, floor, size: size) else { return }
      top = run.top
      height = run.height
      alpha = run.alpha
      dimming = run.dimming
      recede = run.recede
      if holdsKeyboard, case .dismissing(let departure) = position {
        // The keyboard's top stays on the sheet's bottom until it is gone.
        window.keyboard.track(
          visibleHeight: max(departure.keyboard - departure.travel * progress, 0))
      }
    }
    let frame = Rect(x: 0, y: top, width: size.width, height: height)
    if sheet.frame != frame { sheet.frame = frame }
    if sheet.alpha != alpha { sheet.alpha = alpha }
    if let scrollView, scrollView.superview === sheet {
      // Its content fills the sheet, as a sheet's content view does.
      let bounds = Rect(x: 0, y: 0, width: size.width, height: height)
      if scrollView.frame.size != bounds.size { scrollView.frame = bounds }
    }
    if sheet.cornerRadius != configuration.cornerRadius {
      sheet.cornerRadius = configuration.cornerRadius
    }
    if dimmingView.alpha != dimming { dimmingView.alpha = dimming }
    if configuration.prefersGrabberVisible {
      let grabber = grabberFrame(top: top, width: size.width)
      if grabberView.frame != grabber { grabberView.frame = grabber }
      if grabberView.alpha != alpha { grabberView.alpha = alpha }
    }
    if let presenter = presenterView {
      let transform = presenterTransform(recede)
      if presenter.transform != transform { presenter.transform = transform }
      let radius = presenterCornerRadius(recede)
      if presenter.cornerRadius != radius { presenter.cornerRadius = radius }
    }
  }
}
