import Motion

extension Vector {
  /// The progress axis of a screen that rises from the bottom edge: the finger moves up to
  /// present it and down to dismiss it (the card, the sheets, the cross-dissolve, the popover,
  /// the throw-away card).
  static func rising(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .present ? -1 : 1)
  }

  /// The progress axis of a screen that comes down from the top edge: the finger moves down to
  /// present it and up to dismiss it (the pull-down, the shade).
  static func falling(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .dismiss ? -1 : 1)
  }
}
