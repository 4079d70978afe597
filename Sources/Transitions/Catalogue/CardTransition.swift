public import Motion
public import Stage

/// Seed 002's card, with its promised part 2: the iOS 13 sheet, built to feel better than the
/// system's.
///
/// The card slides up from the bottom (y = H → ``Configuration/top``; full width; height
/// H − top) with rounded corners (``Configuration/cornerRadius``); behind it the presenter's view
/// shrinks about its centre to ``Configuration/presenterScale`` and takes the same corner radius,
/// and a black `dimming` view between them fades to alpha 0.4. Dismissal reverses all three. Not interactive: a 0.5 s spring of damping
/// ratio 1. The presenter's view stays in the window; the presenter gets `willDisappear` /
/// `didDisappear` on present and `willAppear` / `didAppear` on dismiss (balanced when a
/// dismissal is cancelled), as the seed drives them with begin/end appearance transitions.
///
/// Swipe to dismiss: a downward pan on the card follows the finger one to one; scale, corner
/// radius and dimming interpolate with progress (translation / (H − top)); an upward drag past
/// the top rubber-bands, and so does a drag that starts upwards (the card's top edge stretches
/// up, its bottom stays on the screen's edge, and it springs back on release; no transition
/// runs); the release policy decides; finish and cancel springs carry the velocity; the card can
/// be grabbed again at any moment. With ``Configuration/dismissesOnDimmingTap`` a tap on the
/// dimmed strip above the card, or a downward pan that starts there, dismisses too.
///
/// Every setting, with its default, unit and range, is in ``Configuration``.
///
/// The card moves by its transform (its frame stays the final one), so a window resize in the
/// middle of a transition lays it out at once for the new bounds with no jump; the presenter
/// scales about its new centre, and the dimming view follows the container.
///
/// Under Reduce Motion a non-interactive present or dismiss is a 0.3 s cross-fade of the card at
/// its place, and the presenter does not shrink (a dismissal restores it).
///
/// Stage rounds all four corners of a view; the card's bottom corners sit on the screen's edge.
@MainActor
public final class CardTransition: ModalTransition, DimmingTransition, ReducedMotionTiming,
  ReleasePolicyProviding
{
  /// The dimming view's alpha when presented.
  public static let dimmingAlpha = 0.4
  /// The non-interactive duration, in seconds: a spring of damping ratio 1 settled (within
  /// half a point) after this time.
  public static let duration = 0.5

  /// What the card was made from, every value in its range.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// The black view between the presenter and the card.
  public let dimmingView = View()
  /// The tap on the dimmed strip.
  public let dimmingTap = TapGestureRecognizer()

  private weak var presented: ViewController?

  /// A card made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    DimmedPresentation.prepare(dimmingView)
    dimmingTap.addAction { [weak self] _ in self?.dimmingTapped() }
    dimmingTap.isEnabled = self.configuration.dismissesOnDimmingTap
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    let top = top(in: bounds)
    return Rect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 1))
  }

  /// The card's distance from the top in `bounds`: ``Configuration/top``, but at most half the
  /// window's height, so that a window turned to landscape (or any short one) still shows a
  /// card to drag (a `top` below the window's bottom would leave one of 1 pt, whose travel would
  /// turn a short drag into a progress of hundreds).
  public func top(in bounds: Rect) -> Double {
    min(configuration.top, max(bounds.height / 2, 0))
  }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .rising(for: operation)
  }

  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    self.presented = presented
    let card = makePan(on: presented.view, .dismiss, host: host)
    card.stretchesAgainstStartAxis = true  // pulled up, the card stretches (as UIKit's sheets)
    guard configuration.dismissesOnDimmingTap else { return [card] }
    // The dimmed strip: a downward pan dismisses; it grabs nothing (the card is what moves).
    let strip = makePan(on: dimmingView, .dismiss, host: host)
    strip.grabGestureRecognizer.isEnabled = false
    return [card, strip]
  }

  private func dimmingTapped() {
    try? presented?.dismiss(animated: true)
  }

  /// The distance in points that takes progress from 0 to 1: H − top.
  public func travel(in bounds: Rect) -> Double { max(bounds.height - top(in: bounds), 1) }

  public var motionDuration: Double { Self.duration }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, card, bounds) = try context.modalRun()
    let travel = travel(in: bounds)
    let presenter = context.presentingViewController?.view
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    if context.crossFades {
      // The card fades at its place; the presenter does not shrink (a dismissal restores it).
      card.cornerRadius = configuration.cornerRadius
      return try ReducedMotion.crossFade(
        card, at: shown, appearing: presenting, context: context,
        alongside: {
          presenter?.transform = .identity
          presenter?.cornerRadius = 0
        })
    }
    card.alpha = 1
    card.cornerRadius = configuration.cornerRadius
    card.frame = shown
    let below = Transform(translationX: 0, y: bounds.height - shown.origin.y)
    if presenting {
      card.transform = below
      presenter?.transform = .identity
      presenter?.cornerRadius = 0
    }
    let (scale, radius) = (configuration.presenterScale, configuration.cornerRadius)
    return try .settling(in: Self.duration, travel: travel, context: context) {
      card.transform = presenting ? .identity : below
      presenter?.transform = presenting ? Transform(scale: scale) : .identity
      presenter?.cornerRadius = presenting ? radius : 0
    }
  }
}
