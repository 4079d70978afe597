import Motion
import Stage
public import Transitions
import TransitionsPreview

// Users' own transitions: written against the public API only, as the README and the
// TransitionsTesting article write one. The soak plays them in random scripts and holds them to
// the public law checker with random drives.

/// A card that rises `lift` points into place and fades in; a drag down dismisses it (the
/// README's `RiseTransition`, with its distance and duration as options).
final class SoakRiseTransition: ModalTransition {
  let lift: Double
  let duration: Double

  init(lift: Double, duration: Double) {
    self.lift = lift
    self.duration = duration
  }

  var presentationStyle: ModalPresentationStyle { .custom }

  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    bounds.inset(by: EdgeInsets(top: 120, left: 24, bottom: 120, right: 24))
  }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .present ? -1 : 1)
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, host: host)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { duration }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()
    let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let lowered = shown.offsetBy(Vector(dx: 0, dy: lift))
    let presenting = context.operation == .present
    if !context.crossFades { card.frame = presenting ? lowered : shown }
    card.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: duration, window: context.window) {
      if !context.crossFades { card.frame = presenting ? shown : lowered }
      card.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: duration),
      travel: lift)
  }
}

/// A full-screen page that slides in from the right edge over the presenter; a drag to the
/// right dismisses it.
final class SoakSlideTransition: ModalTransition {
  let duration: Double

  init(duration: Double) { self.duration = duration }

  var presentationStyle: ModalPresentationStyle { .custom }

  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect { bounds }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: operation == .present ? -1 : 1, dy: 0)
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, host: host)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { duration }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let page = try context.movingView()
    let bounds = context.containerView.bounds
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    let away = shown.offsetBy(Vector(dx: bounds.size.width, dy: 0))
    let presenting = context.operation == .present
    if !context.crossFades { page.frame = presenting ? away : shown }
    page.alpha = presenting && context.crossFades ? 0 : 1
    let views = try PropertyAnimator(duration: duration, window: context.window) {
      if !context.crossFades { page.frame = presenting ? shown : away }
      if context.crossFades { page.alpha = presenting ? 1 : 0 }
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeInEaseOut, duration: duration),
      travel: bounds.size.width)
  }
}

/// The users' transitions the soak plays beside the catalogue, and how a finger drives each.
public enum UsersTransitions {
  /// `rise`: its options, with their ranges.
  static let riseOptions = [
    OptionDescription(
      name: "lift", kind: .number(range: 40...240, unit: "pt"), defaultValue: .number(120),
      summary: "how far the card rises"),
    OptionDescription(
      name: "duration", kind: .number(range: 0.2...0.8, unit: "s"), defaultValue: .number(0.4),
      summary: "the button-driven present and dismiss"),
  ]

  /// `slide`: its options, with their ranges.
  static let slideOptions = [
    OptionDescription(
      name: "duration", kind: .number(range: 0.25...0.6, unit: "s"),
      defaultValue: .number(0.35), summary: "the button-driven present and dismiss")
  ]

  /// Every users' transition, as a ``ScenarioPlayer`` registers it.
  public static let definitions: [TransitionDefinition] = [
    TransitionDefinition(
      id: "soakRise", summary: "A user's card that rises into place; drag it down to dismiss.",
      options: riseOptions
    ) { options in
      .custom {
        SoakRiseTransition(lift: options.number("lift"), duration: options.number("duration"))
      }
    },
    TransitionDefinition(
      id: "soakSlide", summary: "A user's page that slides in from the right; drag it back.",
      options: slideOptions
    ) { options in .custom { SoakSlideTransition(duration: options.number("duration")) } },
  ]

  /// How a finger drives the users' transition `id` with `options` on a `screen`-sized window,
  /// grabbing it `grabFraction` (0…1) of the way into the first 70 % of a button-driven run
  /// (later, a fading card is all but transparent to touches), at `along` (−1…1) of the way
  /// across its safe middle.
  static func drive(
    _ id: String, options: [String: OptionValue], screen: Size, grabFraction: Double,
    along: Double
  ) -> InteractiveDrive? {
    func number(_ name: String, _ fallback: Double) -> Double {
      if case .number(let value) = options[name] { return value }
      return fallback
    }
    switch id {
    case "soakRise":
      let lift = number("lift", 120)
      let duration = number("duration", 0.4)
      // A dismissal lowers the card by up to `lift`: a point between its top once lowered and
      // its bottom at rest (10 pt in from each) is on the card wherever it is on its way. (The
      // middle of the card at rest, up or down by half its height less its lift, was not: with
      // a lift over half the card's height, the card had gone below its middle by the grab.)
      let height = screen.height - 240
      let y = 120 + (lift + height) / 2 + along * max(0, (height - lift) / 2 - 10)
      let point = Point(x: screen.width / 2, y: y)
      return InteractiveDrive(
        operation: .dismiss, start: .presented, from: point, direction: Vector(dx: 0, dy: 1),
        span: lift, options: options, grabPoint: point,
        grabDelay: max(0.02, 0.7 * grabFraction * duration))
    case "soakSlide":
      let duration = number("duration", 0.35)
      let y = screen.height / 2 + along * screen.height * 0.4
      // Near the right edge, where the dismissed page is until it has gone 90 % of the way:
      // grabbed by 70 % of the run (an ease-in-out curve is at 78 % of the way by then).
      return InteractiveDrive(
        operation: .dismiss, start: .presented, from: Point(x: screen.width * 0.3, y: y),
        direction: Vector(dx: 1, dy: 0), span: screen.width, options: options,
        grabPoint: Point(x: screen.width * 0.9, y: y),
        grabDelay: (0.1 + 0.6 * grabFraction) * duration)
    default: return nil
    }
  }
}
