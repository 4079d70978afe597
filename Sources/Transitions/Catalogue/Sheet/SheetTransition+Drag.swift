import Motion
import Stage

/// A finger on the sheet: taking hold of it wherever it is (at rest, springing, presenting,
/// dismissing), moving it, handing the drag to a dismissal below the smallest detent and back,
/// and letting go where ``SheetRelease`` says. ``SheetInteraction`` measures the finger and
/// calls these.
extension SheetTransition {
  /// Whether something moves that a finger landing on the sheet catches: a spring between
  /// detents, or a transition no finger holds.
  package var isMoving: Bool {
    guard hold == nil else { return false }
    switch position {
    case .springing: return true
    case .presenting, .dismissing:
      guard let animator = host?.activeAnimator else { return false }
      return !animator.isCompleted && driver.animator !== animator
    case .hidden, .resting, .dragged: return false
    }
  }

  /// Whether the sheet is on screen (presented, or presenting or dismissing).
  var isPresentedOrMoving: Bool {
    if case .hidden = position { return false }
    return true
  }

  /// How many points the sheet may still rise before its largest detent (a drag up on its
  /// content expands it that far before the content scrolls).
  var roomToExpand: Double {
    guard let window else { return 0 }
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight)
    switch position {
    case .resting, .springing, .dragged:
      let extent = extentAndVelocity(at: window.currentTime).extent
      return max(effectiveHeight(at: heights.count - 1, floor) - extent, 0)
    case .presenting, .dismissing: return .greatestFiniteMagnitude
    case .hidden: return 0
    }
  }

  /// A finger takes hold of the sheet where it is: a spring stops, a transition is held (it
  /// becomes interactive), a sheet at rest waits for the finger to move. Returns whether there
  /// is a sheet to hold.
  @discardableResult
  func beginHolding() -> Bool {
    guard hold == nil, let window else { return hold != nil }
    let now = window.currentTime
    switch position {
    case .hidden:
      return false
    case .resting(let detent):
      let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
      hold = Hold(
        from: detent, reference: detent,
        offset: holdOffset(forExtent: effectiveHeight(of: detent, floor), from: detent, floor))
      position = .dragged
    case .springing(let detent, _, _, _, _):
      let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
      let shown = extentAndVelocity(at: now).extent
      hold = Hold(
        from: detent, reference: detent,
        offset: holdOffset(forExtent: heldHeight(showing: shown, floor), from: detent, floor))
      position = .dragged
    case .dragged:
      let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
      let detent = openingDetent
      hold = Hold(
        from: detent, reference: detent,
        offset: holdOffset(forExtent: extentAndVelocity(at: now).extent, from: detent, floor))
    case .presenting(let detent, _):
      guard takeRunningTransition() else { return false }
      hold = Hold(from: detent, reference: detent, offset: 0, origin: (driverProgress, 0))
    case .dismissing(let departure):
      guard takeRunningTransition() else { return false }
      let floor = Floor(window: window, keyboard: departure.keyboard)
      let from = nearestDetent(to: departure.extent, floor)
      hold = Hold(from: from, reference: from, offset: 0, origin: (driverProgress, 0))
    }
    layOut()
    return true
  }

  /// The finger moved `delta` points up (negative: down) on the sheet.
  func holdMoved(by delta: Double) {
    guard var hold, delta.isFinite, let window else { return }
    hold.offset += delta
    self.hold = hold
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight)
    switch position {
    case .dragged:
      let lowest = effectiveHeight(at: 0, floor)
      let raw = heldRawExtent(hold, floor)
      if raw < lowest, configuration.dismissible, !hold.dismissalRefused {
        // The sheet goes down to its smallest detent; the dismissal takes the rest.
        let atLowest = hold.offset - (raw - lowest)
        self.hold?.offset = atLowest
        layOut()
        if beginDismissal() {
          self.hold?.origin = (0, atLowest)
          self.hold?.offset = hold.offset
          followTransition()
        } else {
          self.hold?.dismissalRefused = true
          self.hold?.offset = hold.offset
          layOut()
        }
      } else {
        layOut()
      }
    case .presenting, .dismissing:
      followTransition()
    case .hidden, .resting, .springing:
      break
    }
  }

  /// The held transition follows the finger: progress from the finger's travel since it was
  /// taken; a dismissal dragged back above where it started, or a presentation past its
  /// detent, ends at once and the drag goes on between detents.
  private func followTransition() {
    guard let hold, let origin = hold.origin, let animator = driver.animator, let window else {
      return
    }
    let travelled = hold.offset - origin.height  // points up since the transition was taken
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight)
    switch position {
    case .dismissing(let departure):
      let p = origin.progress - travelled / animator.travel
      guard p < 0 else {
        driver.update(p)
        return
      }
      // Back above where the dismissal started: it is over, the drag goes on.
      let extent = departure.extent - p * animator.travel
      endTransitionAtOnce(finished: false, extent: extent, floor: floor)
    case .presenting(let detent, _):
      let p = origin.progress + travelled / animator.travel
      guard p > 1 else {
        driver.update(p)
        return
      }
      let extent = effectiveHeight(of: detent, floor) + (p - 1) * animator.travel
      endTransitionAtOnce(finished: true, extent: extent, floor: floor)
    case .hidden, .resting, .springing, .dragged:
      break
    }
  }

  /// Ends the held transition where it is (a dismissal cancelled, a presentation finished) and
  /// keeps the finger on the sheet, `extent` points above the floor.
  private func endTransitionAtOnce(finished: Bool, extent: Double, floor: Floor) {
    guard let animator = driver.animator else { return }
    let reference = nearestDetent(to: extent, floor)
    hold?.reference = reference
    hold?.offset = holdOffset(forExtent: extent, from: reference, floor)
    hold?.origin = nil
    position = .dragged
    driver.animator = nil
    animator.context.transitionCoordinator.releaseVelocity = .zero
    animator.release(finish: finished, velocity: 0)
    animator.complete(finished: finished)
    layOut()
  }

  /// Starts a dismissal driven by the sheet's finger; `false` when the host refuses.
  private func beginDismissal() -> Bool {
    host?.beginTransition(.dismiss, drivenBy: driver) ?? false
  }

  /// Holds the host's running transition with the sheet's driver; `false` when none runs.
  private func takeRunningTransition() -> Bool {
    guard let animator = host?.activeAnimator, !animator.isCompleted else { return false }
    if driver.animator !== animator { driver.take(animator) }
    return driver.animator === animator
  }

  /// The held transition's progress.
  private var driverProgress: Double { driver.animator?.progress ?? 0 }

  /// The finger lets go, moving at `velocity` (window coordinates, pt/s): the sheet goes where
  /// ``SheetRelease`` says, carrying the velocity.
  func endHolding(velocity: Vector) {
    guard let hold, let window else { return }
    defer {
      self.hold = nil
      layOut()
    }
    let up = velocity.dy.isFinite ? -velocity.dy : 0
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight)
    for index in heights.indices { landingHeights[index] = effectiveHeight(at: index, floor) }
    // Where the sheet is, on the scale of its detents (a transition's progress read as height).
    let extent: Double
    switch position {
    case .dragged:
      extent = heldExtent(floor)
    case .dismissing(let departure):
      extent = departure.extent - driverProgress * departure.travel
    case .presenting(let detent, _):
      let travel = driver.animator?.travel ?? 0
      extent = effectiveHeight(of: detent, floor) - (1 - driverProgress) * travel
    case .hidden, .resting, .springing:
      return
    }
    let target = SheetRelease.target(
      height: extent, velocity: up, heights: landingHeights, from: index(of: hold.from),
      skipsDetents: configuration.skipsDetents, dismissible: configuration.dismissible)
    guard case .detent(let index) = target else {
      if case .dragged = position, !beginDismissal() {
        spring(to: detents.first ?? hold.from, from: extent, velocity: up, interactive: true)
        return
      }
      // Away: a dismissal finishes, a presentation is cancelled, carrying the velocity.
      driver.animator?.context.transitionCoordinator.releaseVelocity = velocity
      if case .presenting = position {
        driver.cancel(velocity: up)
      } else {
        driver.finish(velocity: -up)
      }
      return
    }
    let detent = detents[index]
    guard let animator = driver.animator else {
      spring(to: detent, from: extent, velocity: up, interactive: true)
      return
    }
    // A held transition ends where the sheet is (a dismissal cancelled, a presentation
    // finished), and the sheet springs on from there.
    let finished: Bool
    if case .presenting = position { finished = true } else { finished = false }
    spring(
      to: detent, from: extentAndVelocity(at: window.currentTime).extent, velocity: up,
      interactive: true)
    driver.animator = nil
    animator.context.transitionCoordinator.releaseVelocity = velocity
    animator.release(finish: finished, velocity: 0)
    animator.complete(finished: finished)
  }
}
