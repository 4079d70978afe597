public import Motion
public import Stage

/// UIKit's sheet (`UISheetPresentationController`) with what its users ask for besides: it
/// rests at detents (``SheetDetent``: `medium`, `large`, custom heights) and a drag moves it
/// between them, the release choosing the detent nearest to where the flick would land
/// (``SheetRelease``: a fast swipe from the tip goes to full, a slow one to half); it rides on the
/// keyboard; it hands off to scrolling content with no jump, both ways; and it survives a size
/// change.
///
/// - **Presenting** slides the sheet up from the bottom edge to ``Configuration/selectedDetent``
///   (the smallest by default) on a 0.5 s spring of damping ratio 1; a black `dimming` view fades
///   in behind it. Dismissing (a button) slides it back down. Both can be grabbed mid-flight.
/// - **Detents.** The sheet's height above its floor (the window's bottom edge, or the
///   keyboard's top) is what moves. A drag follows the finger one to one; past the largest
///   detent it rubber-bands (Motion's `rubberBand`, c = 0.55, over the window's height). On
///   release, ``SheetRelease`` picks the target from the projected height (UIKit's deceleration
///   rate, 0.998 per ms), kept to the adjacent detent when ``Configuration/skipsDetents`` is
///   false, and the sheet springs there (``detentSpring``) starting at the finger's velocity; it
///   can be grabbed again at any moment, with no jump. A change reports
///   ``SheetEvent/detentChanged(from:to:interactive:)`` when it has finished.
/// - **Dismissal by finger.** Dragged below the smallest detent, the same drag becomes an
///   interactive dismissal (`transitionBegan`, interactive); dragged back above it, the dismissal
///   is cancelled at once and the drag goes on between detents. On release the same projection
///   decides: dismissal is one more place to land, at height 0. A flick that lands there from
///   higher up dismisses too (unless ``Configuration/skipsDetents`` is false). The completing
///   spring carries the release velocity.
/// - **Dimming.** At or below ``Configuration/largestUndimmedDetent`` the presenter is not
///   dimmed and receives touches; above it the dimming fades in up to the next detent. A tap on
///   the dimming dismisses (when ``Configuration/dismissible``).
/// - **Presenter.** At the `large` detent the presenter recedes as the card's does (scale
///   ``Configuration/presenterScale`` about its centre, the sheet's corner radius), in
///   proportion between the detent below `large` and `large`.
/// - **Keyboard.** While the window's keyboard (`Stage.Window.keyboard`) shows, the sheet's
///   bottom edge rides on its top in the same animation, never higher than the top safe area (a
///   tall sheet shrinks instead); when it hides the sheet returns to its detent with no jump, in
///   a drag or a spring too. A dismissal while it shows moves the sheet and the keyboard
///   together: the keyboard's top stays on the sheet's bottom until it is gone.
/// - **Scrolling content** (``scrollView``): a drag on it expands the sheet to a larger detent
///   before the content scrolls (``Configuration/prefersScrollingExpandsWhenScrolledToEdge``),
///   and with the content at its top a downward drag moves the sheet down, in one drag both
///   ways, with no jump at the hand-off.
/// - **Size change.** Detents are resolved again for the new size (medium is half the new
///   height) and the sheet stays at the same detent, or the same distance from the detent it
///   moves to, mid-drag and mid-spring too.
/// - **Reduce Motion.** Presenting and dismissing by button cross-fade the sheet in place (the
///   presenter does not recede); changes between detents move critically damped, never
///   overshooting; the keyboard's own curve has no overshoot.
///
/// ```swift
/// let sheet = SheetTransition(configuration)
/// sheet.onEvent = { event in print(event) }   // detentChanged(from: medium, to: large, …)
/// let manager = TransitionManager(transition: sheet)
/// try manager.present(detail, from: home)
/// sheet.select(.large)                         // animated, reported as not interactive
/// ```
@MainActor
public final class SheetTransition: ModalTransition, FrameObserver, KeyboardObserver {
  /// The dimming view's alpha where the sheet dims fully.
  public static let dimmingAlpha = 0.3
  /// Presenting and dismissing by button: a spring of damping ratio 1 settled (within half a
  /// point) after this many seconds.
  public static let duration = 0.5
  /// The spring between detents: damping ratio 0.9, response 0.35 s (under Reduce Motion,
  /// damping ratio 1 with the carried velocity limited so that it never overshoots).
  public static let detentSpring =
    (try? Spring(dampingRatio: 0.9, response: 0.35)) ?? .smooth
  /// The grabber's size, in points (UIKit's: 36 × 5), and its distance from the sheet's top.
  public static let grabberSize = Size(width: 36, height: 5)
  /// The grabber's distance from the sheet's top edge, in points.
  public static let grabberInset = 5.0

  /// What the sheet was made from, every value in its range.
  public let configuration: Configuration
  /// The black view between the presenter and the sheet.
  public let dimmingView = View()
  /// The grabber, drawn at the top of the sheet when ``Configuration/prefersGrabberVisible``.
  public let grabberView = View()
  /// The tap on the dimming view that dismisses.
  public let dimmingTap = TapGestureRecognizer()
  /// Called with each event, as it happens (programmatic changes included, marked).
  public var onEvent: (@MainActor (SheetEvent) -> Void)?
  /// Told when a finger has changed the detent, as UIKit's sheet delegate is (not for
  /// programmatic changes).
  public weak var delegate: (any SheetTransitionDelegate)?
  /// Scrolling content inside the sheet that hands off with it (see the type's discussion).
  public weak var scrollView: ScrollView? {
    didSet { interaction?.scrollView = scrollView }
  }

  /// The words of the screen-reader actions and announcements (``accessibilityActions``),
  /// to localise. Default: English.
  public var accessibilityText = DetentAccessibilityText()
  /// Called with what the screen reader should announce, when it should (see
  /// ``performAccessibilityAction(_:)``); a backend posts it (UIKit: `.announcement`).
  public var onAccessibilityAnnouncement: (@MainActor (String) -> Void)?
  /// The detent a screen-reader action is moving the sheet to, until it rests (or is taken).
  var announcing: SheetDetent?

  /// The presented content's fitting height, in points within the safe area: the height of the
  /// ``SheetDetent/fitting`` detent. From ``Configuration/contentHeight``, then as the content
  /// says (``setContentHeight(_:animated:)``).
  public internal(set) var contentHeight: Double

  /// Where the sheet is and what moves it: the one source of truth for every view it shows.
  var position = Position.hidden
  /// A finger holding the sheet, from touch-down (or the pan's start) to the release.
  var hold: Hold?
  /// Drives a transition the sheet's own drags start or catch.
  let driver = PercentDrivenInteraction()
  /// The detent the sheet rested at last (the `from` of the next change).
  var lastRested: SheetDetent?
  /// The detents sorted smallest first for the window's size and safe area, and their heights
  /// above the window's bottom edge (resolved again when either changes).
  var detents: [SheetDetent] = []
  var heights: [Double] = []
  var resolvedFor: (size: Size, safeArea: EdgeInsets, contentHeight: Double)?
  /// The detents' heights above the floor now (scratch for a release; never reallocated).
  var landingHeights: [Double] = []
  /// Where `large` and the largest undimmed detent are among ``detents``.
  var largeIndex: Int?
  var undimmedIndex: Int?
  /// Whether the dismissal the sheet is running holds the keyboard.
  var holdsKeyboard = false
  /// The floor the views were last laid out on: a sheet at rest, or held still, on the same
  /// floor needs no new layout in a frame.
  var laidOutOn: Floor?

  weak var window: Window?
  weak var presented: ViewController?
  weak var presenterView: View?
  weak var host: (any PanInteractionHost)?
  weak var activeContext: (any TransitionContext)?
  var interaction: SheetInteraction?

  /// A sheet made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    contentHeight = self.configuration.contentHeight
    DimmedPresentation.prepare(dimmingView)
    grabberView.name = "grabber"
    grabberView.backgroundColor = Color(hex: 0xAEAEB2)
    grabberView.cornerRadius = Self.grabberSize.height / 2
    grabberView.isUserInteractionEnabled = false
    dimmingTap.addAction { [weak self] _ in self?.dimmingTapped() }
    dimmingTap.isEnabled = self.configuration.dismissible
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  // MARK: State

  /// The detent the sheet rests at now; `nil` while it moves, is held, or is not presented.
  public var restingDetent: SheetDetent? {
    if case .resting(let detent) = position { return detent }
    return nil
  }

  /// The detent the sheet rests at or is moving to (UIKit's `selectedDetentIdentifier`); `nil`
  /// while not presented, or while a finger holds it.
  public var selectedDetent: SheetDetent? {
    switch position {
    case .resting(let detent), .springing(let detent, _, _, _, _), .presenting(let detent, _):
      return detent
    case .hidden, .dragged, .dismissing: return nil
    }
  }

  /// Moves the sheet to `detent` as code does (UIKit's `animateChanges`): on the sheet's spring
  /// from where it is, or at once when not `animated`. Reported as
  /// ``SheetEvent/detentChanged(from:to:interactive:)`` with `interactive` false when it has
  /// finished, and not to the ``delegate``.
  ///
  /// - Returns: Whether the sheet moves: `false` when `detent` is not one of its detents, when
  ///   it is not presented, or while a finger holds it or a transition runs.
  @discardableResult
  public func select(_ detent: SheetDetent, animated: Bool = true) -> Bool {
    guard hold == nil, configuration.detents.contains(detent) else { return false }
    let now = window?.currentTime ?? 0
    switch position {
    case .resting, .springing:
      let state = extentAndVelocity(at: now)
      if animated {
        spring(to: detent, from: state.extent, velocity: state.velocity, interactive: false)
      } else {
        position = .resting(detent)
        rested(at: detent, interactive: false)
      }
      layOut()
      return true
    case .hidden, .dragged, .presenting, .dismissing:
      return false
    }
  }

  private func dimmingTapped() {
    guard configuration.dismissible, hold == nil else { return }
    switch position {
    case .resting, .springing: try? presented?.dismiss(animated: true)
    case .hidden, .dragged, .presenting, .dismissing: break
    }
  }

  // MARK: Frames

  public func windowDidAdvance(to time: Double) -> Bool {
    var arrived = false
    if case .springing(let detent, _, let start, let duration, let interactive) = position,
      time - start >= duration - 1e-6
    {
      position = .resting(detent)
      arrived = true
      rested(at: detent, interactive: interactive)
    }
    switch position {
    case .hidden: return false
    case .resting, .dragged:
      // Nothing moves it but the keyboard and the window (a finger lays it out as it moves).
      if !arrived, let window, let laidOutOn,
        laidOutOn == Floor(window: window, keyboard: window.keyboard.visibleHeight(at: time))
      {
        return true
      }
    case .springing, .presenting, .dismissing: break
    }
    layOut(at: time)
    return true
  }

  /// The sheet came to rest at `detent`: a change from the last detent is reported.
  func rested(at detent: SheetDetent, interactive: Bool) {
    let from = lastRested
    lastRested = detent
    if let target = announcing {
      announcing = nil
      if target == detent, !interactive {
        onAccessibilityAnnouncement?(accessibilityText.announcement(for: detent))
      }
    }
    guard let from, from != detent else { return }
    onEvent?(.detentChanged(from: from, to: detent, interactive: interactive))
    if interactive { delegate?.sheetTransition(self, didChangeDetentTo: detent) }
  }
}
