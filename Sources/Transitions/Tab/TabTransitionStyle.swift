public import Stage

/// One switch between a tab bar controller's children: where it comes from and goes to, and
/// which way the layout reads.
public struct TabSwitch: Sendable, Hashable {
  /// The selected child's index.
  public var from: Int
  /// The index of the child that will be selected.
  public var to: Int
  /// The window's layout direction (`Stage.Environment.layoutDirection`).
  public var layoutDirection: LayoutDirection

  public init(from: Int, to: Int, layoutDirection: LayoutDirection = .leftToRight) {
    self.from = from
    self.to = to
    self.layoutDirection = layoutDirection
  }

  /// Whether the incoming child enters from the right: a higher index in a left-to-right
  /// layout, a lower one in a right-to-left layout (the tabs run right to left).
  public var entersFromRight: Bool { (to > from) != layoutDirection.isRightToLeft }
}

/// What a ``TabBarController`` switches its children with (``TabBarController/transition``):
/// ``slide(releasePolicy:)`` (the catalogue's `tab`), or your own animator with
/// ``custom(releasePolicy:_:)``; a fresh one for each switch. The controller's pan drives
/// either; its delegate's animator, when it vends one, wins.
///
/// ```swift
/// tabs.transition = .custom { change in Fade(appearing: change.to) }
/// ```
public struct TabTransitionStyle: Sendable {
  /// How the controller's pan decides on release. Default ``ReleasePolicy/projected``.
  public var releasePolicy: ReleasePolicy
  let make: @MainActor @Sendable (TabSwitch) -> any AnimatedTransitioning

  /// The animator for `change`, a fresh one each call.
  @MainActor
  public func makeTransition(for change: TabSwitch) -> any AnimatedTransitioning { make(change) }

  /// The children slide horizontally (``ContainerSlideTransition``: a 0.35 s spring of damping
  /// ratio 1, the width as travel), a cross-fade with Reduce Motion.
  public static func slide(releasePolicy: ReleasePolicy = .projected) -> TabTransitionStyle {
    TabTransitionStyle(releasePolicy: releasePolicy) { change in
      ContainerSlideTransition(forward: change.entersFromRight)
    }
  }

  /// Your own animator, made fresh for each switch.
  public static func custom(
    releasePolicy: ReleasePolicy = .projected,
    _ make: @escaping @MainActor @Sendable (TabSwitch) -> any AnimatedTransitioning
  ) -> TabTransitionStyle {
    TabTransitionStyle(releasePolicy: releasePolicy, make: make)
  }
}
