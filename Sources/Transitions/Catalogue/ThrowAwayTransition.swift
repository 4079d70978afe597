import Dynamics
public import Motion
public import Stage

/// A card held at the finger and thrown off screen (issue 33 §2): the way a Tinder-style card
/// stack swipes a card away, or a photo held by one corner is flicked off.
///
/// - The presented screen is a card (``cardFrame(in:)``: 16 pt from the sides, 12% of the
///   height from the top and bottom, corner radius ``cornerRadius``) over a black `dimming`
///   view of alpha ``dimmingAlpha``. A button presents it rising from below the window on a
///   0.5 s spring of damping ratio 0.85 (settled within half a point after 0.5 s), the dimming
///   fading in along.
/// - A drag on the card (it begins up or down, as Photos' swipe down; once begun it follows in
///   any direction) holds the card at the point it was grabbed: that point stays under the finger,
///   and the card swings about it as a `Dynamics` item would on a stiff attachment with that
///   offset from its centre (UIKit's `UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)`,
///   rotation allowed, ``Configuration/angularResistance``): a card held at its centre only
///   slides; one held at a corner tilts as it is pulled, its centre trailing behind the finger.
/// - The release throws the card when it moves at least ``Configuration/throwVelocity``
///   (default 1100 pt/s) along the card's displacement from its place, or the card is at least
///   ``Configuration/throwDistance`` of the window's shorter side (default a quarter) from its
///   place (the rule of Shuffle's `SwipeView`, which counts speed along the drag): a
///   fast release back towards its place springs back. The rule is judged at every movement of
///   the finger (and when it catches the card), and the pan's ``releasePolicy`` is kept at its
///   verdict, so the release's decision the machinery reports is the rule's. Thrown, it leaves on a `Dynamics` item
///   along the release velocity (a slower release past the distance: along the card's
///   displacement at ``Configuration/throwVelocity``), turning at the release's angular
///   velocity, its spin decaying as e^(−angularResistance·t), and fires a medium haptic; the
///   dismissal completes on the first frame its on-screen bounding box has left the window
///   (or after ``flightTimeCap`` seconds at the latest). Otherwise it springs back to its place
///   and angle 0: x, y and the angle each on a spring of damping ratio
///   ``Configuration/returnDampingRatio`` settled after ``Configuration/returnDuration`` (default
///   0.6 s, 0.5) carrying the release's velocities, and the dismissal is cancelled.
/// - A button's dismissal throws the card down at 1.5 × ``Configuration/throwVelocity``
///   turning at ``buttonSpin`` rad/s, with the same haptic.
/// - A finger catches the card at any moment (flying away or springing back), with no jump,
///   and holds it from the point it caught.
/// - Reduce Motion: a button's present or dismiss is the catalogue's 0.3 s cross-fade at the
///   card's place; a drag still follows the finger but the card does not turn, and a throw
///   fades the card out where it was let go (0.3 s) instead of flying; a return springs back
///   without overshoot.
///
/// Defaults, from the best-known card swipes: Shuffle (mac-gallagher/Shuffle, "a multi-directional
/// card swiping library inspired by Tinder", `SwipeView.minimumSwipeSpeed` = 1100 pt/s,
/// `minimumSwipeDistance` = min(screen width, height) / 4, `CardAnimationOptions`
/// `totalResetDuration` = 0.6 s and `resetSpringDamping` = 0.5). The angular resistance (2 /s:
/// a spin halves in 0.35 s) has no published source: UIKit's default is 0, which lets a thrown
/// card spin on unchanged; ours is chosen so a corner throw turns about a quarter to half a turn
/// before it leaves, as a card flicked across a table does.
///
/// ```swift
/// try stack.present(card, transition: .throwAway())
/// ```
@MainActor
public final class ThrowAwayTransition: ModalTransition, DimmingTransition, ReducedMotionTiming,
  ReleasePolicyProviding, TransitionSimulation, FrameObserver
{
  /// What the physics did, for timelines and logs.
  public enum PhysicsEvent: Sendable, Hashable {
    /// A release (or a button) threw the card at `velocity` pt/s turning at `angularVelocity`
    /// rad/s.
    case thrown(velocity: Vector, angularVelocity: Double)
    /// The thrown card left the window.
    case left
    /// The card came back to its place.
    case returned
  }

  /// The card's corner radius, in points.
  nonisolated public static let cornerRadius = 16.0
  /// The dimming view's alpha behind the presented card.
  nonisolated public static let dimmingAlpha = 0.4
  /// The button's present: a spring of this damping ratio settled after ``presentDuration``.
  nonisolated public static let presentDuration = 0.5
  /// The damping ratio of the button's present.
  nonisolated public static let presentDampingRatio = 0.85
  /// The angular velocity of a button's throw, in rad/s (clockwise).
  nonisolated public static let buttonSpin = 1.5
  /// The held card's attachment to the finger: its frequency (Hz) and damping ratio. Stiff,
  /// so the card swings about the finger without a visible lag of its angle.
  nonisolated public static let holdFrequency = 6.0
  /// The held card's attachment damping ratio.
  nonisolated public static let holdDampingRatio = 1.0
  /// The longest a thrown card flies before the dismissal completes anyway, in seconds.
  nonisolated public static let flightTimeCap = 5.0

  /// What the transition was made from, every value in its range.
  public let configuration: Configuration
  /// The pan's first policy (it cancels); from then on the pan's policy is kept at the throw
  /// rule's verdict (``Configuration/throwVelocity``, ``Configuration/throwDistance``).
  public var releasePolicy: ReleasePolicy { Self.decided(false) }
  /// Called when the card is thrown, leaves the window, or is back at its place.
  public var onPhysicsEvent: (@MainActor (PhysicsEvent) -> Void)?
  /// The black view behind the card.
  public let dimmingView = View()

  var run: Run?
  var observing = false
  /// The dismissal's pan: its policy is kept at the throw rule's verdict for the card now, so
  /// the machinery's decision (reported, and obeyed by backends) is the throw rule's.
  weak var dismissal: PanInteraction?

  /// A policy that always decides `finish`.
  static func decided(_ finish: Bool) -> ReleasePolicy {
    ReleasePolicy(.progress(threshold: finish ? -Double.infinity : Double.infinity))
  }

  /// Keeps the pan's policy at what the throw rule says of a release at `velocity` now.
  func decide(velocity: Vector) {
    guard let current = run, let card = current.view else { return }
    let thrown =
      Self.throwVelocity(
        release: velocity, displacement: card.center - current.home.center,
        bounds: current.bounds, configuration: configuration) != nil
    dismissal?.releasePolicy = Self.decided(thrown)
  }

  /// A throw-away card made from `configuration` (default: ``Configuration/init()``), its
  /// numbers clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    DimmedPresentation.prepare(dimmingView, passesTouchesThrough: true)
  }

  /// The card's place in a container of `bounds`: 16 pt from the sides, 12% of the height from
  /// the top and the bottom.
  public static func cardFrame(in bounds: Rect) -> Rect {
    let inset = min(16, bounds.width / 4)
    return Rect(
      x: bounds.origin.x + inset, y: bounds.origin.y + bounds.height * 0.12,
      width: max(bounds.width - 2 * inset, 1), height: max(bounds.height * 0.76, 1))
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    Self.cardFrame(in: bounds)
  }

  /// A dismissal's drag begins vertically (either way, as Photos' swipe down): progress is the
  /// travel down over the window's height.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .rising(for: operation)
  }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    let interaction = makePan(on: presented.view, .dismiss, host: host)
    interaction.isBidirectional = true
    interaction.onUpdate = { [weak self] interaction in self?.follow(interaction) }
    dismissal = interaction
    return interaction
  }

  public var motionDuration: Double { Self.presentDuration }

  // MARK: Supporting views and callbacks

  public func transitionWillBegin(_ context: any TransitionContext) {
    let presenting = context.operation == .present
    // A custom presentation leaves the presenter without callbacks; tell it, as the card does.
    DimmedPresentation.beginAppearance(context)
    let container = context.containerView
    if dimmingView.superview !== container {
      dimmingView.alpha = presenting ? 0 : Self.dimmingAlpha
      container.insertSubview(dimmingView, at: 0)
    }
    dimmingView.frame = container.bounds
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    let presenting = context.operation == .present
    DimmedPresentation.endAppearance(context, completed: completed)
    let shown = presenting == completed
    if let view = run?.view {
      view.transform = .identity
      view.frame = Self.cardFrame(in: context.containerView.bounds)
      view.alpha = 1
    }
    if !shown { dimmingView.removeFromSuperview() }
    run = nil
  }

  // MARK: The animator

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, card, bounds) = try context.modalRun()
    let home = Self.cardFrame(in: bounds)
    let below = home.offsetBy(Vector(dx: 0, dy: bounds.height - home.origin.y))
    let dimming = dimmingView
    let dimTo = presenting ? Self.dimmingAlpha : 0
    card.transform = .identity
    card.alpha = 1
    card.cornerRadius = Self.cornerRadius
    run = Run(view: card, home: home, bounds: bounds)
    if context.crossFades {
      return try ReducedMotion.crossFade(
        card, at: home, appearing: presenting, context: context,
        alongside: { dimming.alpha = dimTo })
    }
    if presenting {
      card.frame = below
      let views = try PropertyAnimator(duration: Self.presentDuration, window: context.window) {
        card.frame = home
        dimming.alpha = dimTo
      }
      let distance = max(below.origin.y - home.origin.y, 1)
      let spring =
        (try? Spring.settling(
          in: Self.presentDuration, dampingRatio: Self.presentDampingRatio, distance: distance))
        ?? .smooth
      return try TransitionAnimator(
        context: context, propertyAnimator: views, timing: .spring(spring), travel: distance)
    }
    card.frame = home
    let views = try PropertyAnimator(duration: Self.presentDuration, window: context.window) {
      dimming.alpha = dimTo
    }
    let animator = try TransitionAnimator(
      context: context, propertyAnimator: views,
      timing: .curve(.linear, duration: Self.presentDuration), travel: max(bounds.height, 1))
    return simulating(animator, in: context)
  }
}
