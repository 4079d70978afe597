public import Stage

/// A transition whose geometry depends on the environment's layout direction (where `leading`
/// is, which edge a pop starts from): its host tells it the window's
/// `Stage.Environment.layoutDirection` before it asks for an axis, a gesture or an animator
/// (``TransitionManager`` for a modal one, ``NavigationController`` for a navigation one), and
/// the transition reads it again from each ``TransitionContext``'s window.
/// ``SlideTransition`` and ``PushTransition`` follow it, and ``AsymmetricTransition`` hands it to
/// its two halves.
@MainActor
public protocol LayoutDirectionFollowing: AnyObject {
  /// The layout direction the transition lays out in now. Default before any host tells it:
  /// `Stage.LayoutDirection.leftToRight`.
  var layoutDirection: LayoutDirection { get set }
}

extension LayoutDirectionFollowing {
  /// Takes the layout direction of `window`'s environment, if there is a window.
  func follow(_ window: Window?) {
    guard let direction = window?.environment.layoutDirection, direction != layoutDirection
    else { return }
    layoutDirection = direction
  }
}
