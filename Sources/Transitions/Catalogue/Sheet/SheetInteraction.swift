import Motion
import Stage

/// The sheet's own gestures on its view: a pan that moves it, and a grab (a zero-duration
/// press) that catches it the moment a finger lands while it moves. With scrolling content the
/// pan recognises alongside the content's and shares each movement with it: up, the sheet
/// expands until its largest detent (when it prefers to) and the content scrolls the rest;
/// down, the content scrolls to its top and the sheet takes the rest; in one drag, both ways.
///
/// It measures the finger and tells the ``SheetTransition`` (``SheetTransition/beginHolding()``,
/// ``SheetTransition/holdMoved(by:)``, ``SheetTransition/endHolding(velocity:)``), which decides.
@MainActor
final class SheetInteraction {
  let pan = PanGestureRecognizer()
  let grab = LongPressGestureRecognizer()
  weak var sheet: SheetTransition?
  weak var scrollView: ScrollView?
  private weak var view: View?
  private let arbiter = SheetGestureArbiter()
  /// The finger's upward travel at the previous event.
  private var lastAlong = 0.0
  /// The content's offset after the previous event.
  private var lastContentOffset: Double?
  /// The pan's minimum distance before a grab lowered it, until the touch ends.
  private var thresholdBeforeGrab: Double?
  /// Whether the sheet is held in this touch.
  private var holding = false
  /// Whether the sheet (not the content) took the latest movement.
  private var sheetMovedLast = false

  init(sheet: SheetTransition, view: View) {
    self.sheet = sheet
    self.view = view
    arbiter.owner = self
    installGrabAndPan(
      grab: grab, pan: pan, named: "sheet", delegate: arbiter, on: view,
      grabbed: { [weak self] recognizer in self?.grabChanged(recognizer) },
      panned: { [weak self] recognizer in self?.panChanged(recognizer) })
  }

  func uninstall() {
    view?.removeGestureRecognizer(grab)
    view?.removeGestureRecognizer(pan)
    view = nil
  }

  // MARK: Arbitration

  /// Whether the sheet's drag may begin now: its host's dismissal interactivity
  /// (``PanInteractionHost/isInteractive(_:)`` for `.dismiss`; the sheet's drag is its
  /// dismissal gesture). A touch that holds the sheet already goes on.
  private var isInteractive: Bool { sheet?.host?.isInteractive(.dismiss) ?? true }

  var grabShouldBegin: Bool { (sheet?.isMoving ?? false) && isInteractive }

  var panShouldBegin: Bool {
    guard let sheet, sheet.isPresentedOrMoving else { return false }
    if holding { return true }
    guard isInteractive else { return false }
    let moved = pan.translation(in: nil)
    return abs(moved.dy) >= abs(moved.dx)
  }

  func recognizesAlongside(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if a === grab || b === grab { return true }
    guard let scroll = scrollView?.panGestureRecognizer else { return false }
    return (a === pan && b === scroll) || (a === scroll && b === pan)
  }

  // MARK: Gestures

  private func grabChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard let sheet, !holding else { return }
      holding = sheet.beginHolding()
      if holding, thresholdBeforeGrab == nil {
        thresholdBeforeGrab = pan.minimumDistance
        pan.minimumDistance = 0  // the sheet is the finger's: no slop
      }
    case .ended, .cancelled:
      guard pan.state != .began, pan.state != .changed else { return }
      restoreThreshold()
      if holding {
        holding = false
        sheet?.endHolding(velocity: .zero)
      }
    case .possible, .changed, .failed: break
    }
  }

  private func panChanged(_ recognizer: GestureRecognizer) {
    let along = -pan.translation(in: nil).dy
    switch recognizer.state {
    case .began:
      // From touch-down: the pan's slop is taken back as it begins (as the card's and the
      // modal's are), so the sheet's top keeps its distance to the finger from touch-down on;
      // after a grab there is no slop to take back.
      lastAlong = 0
      lastContentOffset = scrollView?.contentOffset.y
      sheetMovedLast = false
      // With scrolling content the sheet is held once it moves (the content may take it all).
      if !holding, scrollView == nil, let sheet { holding = sheet.beginHolding() }
      move(by: along - lastAlong)
      lastAlong = along
    case .changed:
      move(by: along - lastAlong)
      lastAlong = along
    case .ended, .cancelled:
      restoreThreshold()
      guard holding else { return }
      holding = false
      if let scrollView, sheetMovedLast {
        scrollView.contentOffset.y = scrollView.minimumContentOffset.y  // no fling of the content
      }
      // A drag the content took to its end leaves the sheet where it is.
      let velocity =
        recognizer.state == .ended && (sheetMovedLast || scrollView == nil)
        ? pan.velocity(in: nil) : .zero
      sheet?.endHolding(velocity: velocity)
    case .possible, .failed:
      restoreThreshold()
    }
  }

  private func restoreThreshold() {
    guard let distance = thresholdBeforeGrab else { return }
    thresholdBeforeGrab = nil
    pan.minimumDistance = distance
  }

  /// Moves the sheet `delta` points up, holding it first if need be.
  private func moveSheet(by delta: Double) {
    guard let sheet else { return }
    if !holding { holding = sheet.beginHolding() }
    guard holding else { return }
    sheetMovedLast = true
    sheet.holdMoved(by: delta)
  }

  /// Shares `delta` points of upward travel between the sheet and the content.
  private func move(by delta: Double) {
    guard let sheet, delta != 0 else { return }
    guard let scrollView else {
      moveSheet(by: delta)
      return
    }
    let top = scrollView.minimumContentOffset.y
    let before = lastContentOffset ?? scrollView.contentOffset.y
    defer { lastContentOffset = scrollView.contentOffset.y }
    if delta > 0 {
      // Up: the sheet expands first, when the content is at its top.
      guard sheet.configuration.prefersScrollingExpandsWhenScrolledToEdge, before <= top + 0.5
      else {
        sheetMovedLast = false
        return
      }
      let taken = min(delta, sheet.roomToExpand)
      guard taken > 0 else {
        sheetMovedLast = false
        return
      }
      moveSheet(by: taken)
      scrollView.contentOffset.y = top + (delta - taken)
    } else {
      // Down: the content scrolls to its top, the sheet takes the rest.
      let left = max(before - top, 0)
      guard -delta > left else {
        sheetMovedLast = false
        return
      }
      scrollView.contentOffset.y = top
      moveSheet(by: delta + left)
    }
  }
}

/// The interaction's gesture delegate (its own object, so the interaction exposes no delegate
/// methods).
@MainActor
final class SheetGestureArbiter: GestureRecognizerDelegate {
  weak var owner: SheetInteraction?

  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let owner else { return false }
    return recognizer === owner.grab ? owner.grabShouldBegin : owner.panShouldBegin
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    owner?.recognizesAlongside(recognizer, other) ?? false
  }
}
