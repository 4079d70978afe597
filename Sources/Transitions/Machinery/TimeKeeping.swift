/// A transition that needs the window's clock to run while nothing moves: a toast counting down
/// to its own dismissal. A live backend keeps its frames coming (a display link, the lab's
/// frame loop) while ``keepsTime`` is `true`, although no view changes; one that stopped its
/// clock at rest would never reach the timeout.
///
/// ```swift
/// final class Banner: ModalTransition, TimeKeeping {
///   var keepsTime: Bool { countdownIsRunning }
///   // …
/// }
/// ```
@MainActor
public protocol TimeKeeping: AnyObject {
  /// Whether the window's clock must keep running now.
  var keepsTime: Bool { get }
}
