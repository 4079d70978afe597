import Motion
public import Stage
import Transitions

// The environment the toolkit reports: its keyboard, Reduce Motion and layout direction.

extension MirroredScene {
  /// The toolkit's keyboard is about to change (UIKit's `keyboardWillChangeFrameNotification`,
  /// which also comes with every show and hide): the engine window's keyboard
  /// (`Window.keyboard`, Stage) follows it by `feed`'s rules, and what rides on it (a sheet's
  /// bottom edge) moves with it in the same frames. The frame must be in the coordinates of the
  /// view the window mirrors (UIKit's transition container).
  ///
  /// A request that arrives while a drag holds the keyboard (a sheet dragged to dismiss) waits
  /// for the drag's end; one that arrives mid-transition starts at once
  /// (``KeyboardFeed``). Keep the display link running while ``needsFrames`` says so: the
  /// keyboard moves over several frames even when nothing else does.
  ///
  /// ```swift
  /// try scene.keyboardWillChangeFrame(
  ///   KeyboardNotification(endFrame: frameInContainer, duration: 0.25, curve: 7))
  /// ```
  ///
  /// - Returns: The actions of showing the change.
  /// - Throws: ``KeyboardFeedError`` for a missing or bad value; nothing changes then.
  @discardableResult
  public func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, feed: KeyboardFeed = KeyboardFeed()
  ) throws(KeyboardFeedError) -> [BackendAction] {
    guard !content.isOver else { return parts.drain() }
    takeBackBeforeChange()  // a plan that moves with the keyboard assumed it stays
    if try feed.apply(notification, to: parts.host.window) != .unchanged { parts.show() }
    return parts.drain()
  }

  /// Follows the system's Reduce Motion setting (UIKit: on its change notification). A run
  /// under way keeps the motion it began with; the next one cross-fades (or moves again).
  public func setReduceMotion(_ reduceMotion: Bool) {
    parts.host.window.environment.reduceMotion = reduceMotion
  }

  /// Follows the toolkit's layout direction (UIKit: the view's
  /// `effectiveUserInterfaceLayoutDirection`; SwiftUI: `\.layoutDirection`): where a slide's
  /// `leading` is, the edge a pop starts from, the way a tab pan goes. The transitions read it
  /// when a run or a gesture begins.
  public func setLayoutDirection(_ direction: LayoutDirection) {
    parts.host.window.environment.layoutDirection = direction
  }
}
