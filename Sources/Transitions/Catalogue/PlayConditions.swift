public import Motion

/// What a play of a transition asks of it beyond each option alone: the screen it is played on
/// and the detents its actions select. Whoever plays a transition from a description (the
/// scenario player, from a script) gives it to the definition's
/// ``TransitionDefinition/checkPlay``, with the path at which each selection was asked for.
public struct PlayConditions: Sendable, Hashable {
  /// The window size, in points.
  public var screen: Size
  /// The window's safe-area insets, in points.
  public var safeArea: EdgeInsets
  /// Each detent the play selects, with the path that asked for it (`events[3].detent`), in
  /// order.
  public var selectedDetents: [SelectedDetent]

  /// One detent a play selects.
  public struct SelectedDetent: Sendable, Hashable {
    public var detent: SheetDetent
    /// Where it was asked for (an error about it names this path).
    public var path: String

    public init(_ detent: SheetDetent, path: String) {
      self.detent = detent
      self.path = path
    }
  }

  public init(screen: Size, safeArea: EdgeInsets = .zero, selectedDetents: [SelectedDetent] = []) {
    self.screen = screen
    self.safeArea = safeArea
    self.selectedDetents = selectedDetents
  }
}
