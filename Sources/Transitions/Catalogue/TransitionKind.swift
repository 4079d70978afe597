/// What kind of transition a definition makes, which decides how it is hosted and driven, as
/// box2d's `b2BodyType` decides how a body moves: one value, never a set of flags.
///
/// A script's actions follow from it (``actions``): a modal transition is presented and
/// dismissed, a navigation transition pushed and popped, a container's or a tab bar's children
/// selected.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
  /// Presented over another controller and dismissed (``TransitionStyle``).
  case modal
  /// Pushed onto and popped off a ``NavigationController`` (``NavigationTransitionStyle``).
  case navigation
  /// A container controller that moves between its children (``ContainerViewController``),
  /// built by whoever hosts it from the definition's options.
  case container
  /// Switches a ``TabBarController``'s children (``TabTransitionStyle``).
  case tab

  /// The script actions that drive this kind, as a sentence names them: `present and dismiss`,
  /// `push and pop`, `select`.
  public var actions: String {
    switch self {
    case .modal: "present and dismiss"
    case .navigation: "push and pop"
    case .container, .tab: "select"
    }
  }

  /// The kind in the plural, as an error names the transitions an action is for: `modal
  /// transitions`, `navigation transitions`, `containers`.
  public var plural: String {
    switch self {
    case .modal: "modal transitions"
    case .navigation: "navigation transitions"
    case .container: "containers"
    case .tab: "tab transitions"
    }
  }

  /// The kind with its article, as an error names one transition: `a modal transition`, `a
  /// navigation transition`, `a container`.
  public var withArticle: String {
    switch self {
    case .modal: "a modal transition"
    case .navigation: "a navigation transition"
    case .container: "a container"
    case .tab: "a tab transition"
    }
  }
}
