import Stage

/// What a played scene must offer the recorder.
@MainActor
protocol PlayScene: AnyObject {
  var window: Window { get }
  /// Performs a button-like action; returns why it was ignored, if it was.
  func perform(_ action: Action) -> String?
  /// The views shown, by role, back to front.
  var roles: [(role: String, view: View)] { get }
  /// The scroll view whose position the view with `role` carries (its scrolling content), if
  /// any.
  func scrollingContent(ofRole role: String) -> ScrollView?
  /// For a transition with detents, where it rests now (a frame's `detent`); `nil` otherwise.
  var detent: Timeline.Detent? { get }
  /// The state now.
  var status:
    (
      phase: Timeline.Phase, operation: Timeline.Operation?, interactive: Bool,
      progress: Double?
    )
  { get }
}

extension PlayScene {
  /// No scrolling content by default.
  func scrollingContent(ofRole role: String) -> ScrollView? { nil }
  /// No detents by default.
  var detent: Timeline.Detent? { nil }
}

/// Runs a button's request: `nil` when it went through, else the refusal's line (the `reason`
/// of an `ignored` event).
@MainActor
func refusal<Failure: Error & CustomStringConvertible>(
  _ request: () throws(Failure) -> Void
) -> String? {
  do {
    try request()
    return nil
  } catch {
    return error.description
  }
}
