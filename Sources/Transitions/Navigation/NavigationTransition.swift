public import Motion
public import Stage

/// A transition a ``NavigationController`` pushes and pops with: one object animates both
/// operations (it reads ``TransitionContext/operation``, `.push` or `.pop`), says which way a
/// finger moves to drive each, and how the controller's pop gesture begins for a screen it
/// pushed.
///
/// A navigation controller makes one for each screen it pushes (from
/// ``NavigationController/transition``, or the style given to
/// ``NavigationController/pushViewController(_:transition:animated:)``) and keeps it until the
/// screen leaves the stack, so the pop of a screen runs the transition that pushed it (as
/// UIKit's `preferredTransition` does). The catalogue's ``PushTransition`` (the system's look)
/// and ``ZoomTransition`` conform.
///
/// ```swift
/// final class Fade: NavigationTransition {
///   func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }
///   func interruptibleAnimator(
///     using context: any TransitionContext
///   ) throws -> TransitionAnimator {
///     let pushing = context.operation == .push
///     let view = try context.movingView()
///     view.alpha = pushing ? 0 : 1
///     let views = try PropertyAnimator(duration: 0.3, window: context.window) {
///       view.alpha = pushing ? 1 : 0
///     }
///     return try TransitionAnimator(
///       context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.3),
///       travel: context.containerView.bounds.width)
///   }
/// }
/// navigation.transition = .custom { Fade() }
/// ```
@MainActor
public protocol NavigationTransition: ScreenTransition {
  /// How the navigation controller's pop gesture
  /// (``NavigationController/interactivePopGestureRecognizer``) begins for a screen this
  /// transition pushed; `nil`: it does not, the transition pops by its own interactions
  /// (``makePopInteractions(on:host:)``). Default ``NavigationPopGesture/leftEdge``.
  var popGesture: NavigationPopGesture? { get }
  /// Interactions of the transition's own that pop `pushed` (a drag down on it, say), installed
  /// on its view; the navigation controller owns them while `pushed` is on its stack. Default:
  /// none.
  func makePopInteractions(
    on pushed: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction]
}

extension NavigationTransition {
  /// Leftwards for a push, rightwards for a pop: the pop gesture begins along the pop's axis,
  /// and a caught push or pop follows the finger along its own.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    operation == .push ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
  }
  public var popGesture: NavigationPopGesture? { .leftEdge }
  public func makePopInteractions(
    on pushed: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] { [] }
}

/// Where a navigation controller's pop gesture may begin: within ``edgeWidth`` points of one of
/// the window's ``edges`` (UIKit's `interactivePopGestureRecognizer` starts at the leading
/// edge), or anywhere on the screen when ``edges`` is empty (a full-width pop, as iOS 26's
/// `interactiveContentPopGestureRecognizer`).
public struct NavigationPopGesture: Sendable, Hashable {
  /// The window edges the finger must go down at; empty: anywhere.
  public var edges: ScreenEdgePanGestureRecognizer.Edges
  /// How close to one of ``edges`` the finger must go down, in points. Default 20 (as
  /// `UIScreenEdgePanGestureRecognizer`).
  public var edgeWidth: Double

  public init(edges: ScreenEdgePanGestureRecognizer.Edges, edgeWidth: Double = 20) {
    self.edges = edges
    self.edgeWidth = edgeWidth
  }

  /// From the left edge: the pop of a left-to-right layout.
  public static let leftEdge = NavigationPopGesture(edges: .left)
  /// From the right edge: the pop of a right-to-left layout.
  public static let rightEdge = NavigationPopGesture(edges: .right)
  /// Anywhere on the screen.
  public static let anywhere = NavigationPopGesture(edges: [])
}

/// What a navigation controller pushes with: ``push(_:)`` (the system's look),
/// ``zoom(_:source:)``, or your own with ``custom(_:)``. Each screen pushed gets a fresh
/// transition from it.
///
/// ```swift
/// navigation.transition = .push(fullWidthPop: true)
/// try navigation.pushViewController(photo, transition: .zoom(source: { _ in cell }))
/// ```
public struct NavigationTransitionStyle: Sendable {
  let make: @MainActor @Sendable () -> any NavigationTransition

  /// Makes the transition, a fresh one each call (as a navigation controller does for each
  /// screen it pushes).
  @MainActor
  public func makeTransition() -> any NavigationTransition { make() }

  /// Your own transition, made fresh for each screen pushed.
  public static func custom(
    _ make: @escaping @MainActor @Sendable () -> any NavigationTransition
  ) -> NavigationTransitionStyle {
    NavigationTransitionStyle(make: make)
  }
}
