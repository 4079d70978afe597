import Motion

extension Vector {
  /// The progress axis of a screen that comes in from the edge `edge` points at (a unit vector)
  /// and is dismissed back towards it: the finger moves towards the edge to dismiss and away
  /// from it to present (the slide, the toast).
  static func towards(_ edge: Vector, for operation: TransitionOperation) -> Vector {
    operation == .dismiss ? edge : -edge
  }

  /// The progress axis of a screen that rises from the bottom edge: the finger moves up to
  /// present it and down to dismiss it (the card, the sheets, the cross-dissolve, the popover,
  /// the throw-away card).
  static func rising(for operation: TransitionOperation) -> Vector {
    towards(Vector(dx: 0, dy: 1), for: operation)
  }

  /// The progress axis of a screen that comes down from the top edge: the finger moves down to
  /// present it and up to dismiss it (the pull-down, the shade).
  static func falling(for operation: TransitionOperation) -> Vector {
    towards(Vector(dx: 0, dy: -1), for: operation)
  }
}
