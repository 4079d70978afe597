extension TransitionDefinition {
  /// A navigation transition named by `description.id` (scripts `push` and `pop` it), made
  /// fresh for each play from the script's options (checked against `description.options`,
  /// defaults filled in).
  ///
  /// ```swift
  /// let slide = TransitionDefinition(
  ///   navigation: TransitionDescription(id: "slide", summary: "A plain slide.", options: [])
  /// ) { _ in .custom { Slide() } }
  /// ```
  public init(
    navigation description: TransitionDescription,
    make: @escaping @MainActor @Sendable (TransitionOptions) -> NavigationTransitionStyle
  ) {
    var described = description
    described.isNavigation = true
    self.init(container: described)
    makeNavigation = make
  }

  /// A navigation transition with `id` and a one-line `summary` whose options are the fields of
  /// `configuration`, made from the configuration a script's options give. (A factory, not an
  /// initialiser: a trailing closure must never leave it ambiguous which kind of transition a
  /// definition makes.)
  ///
  /// ```swift
  /// TransitionDefinition.navigation(
  ///   id: "push", summary: "…", configuration: PushTransition.Configuration.self
  /// ) { configuration in .push(configuration) }
  /// ```
  public static func navigation<Configuration: TransitionConfiguration>(
    id: String, summary: String, configuration: Configuration.Type,
    make: @escaping @MainActor @Sendable (Configuration) -> NavigationTransitionStyle
  ) -> TransitionDefinition {
    TransitionDefinition(
      navigation: TransitionDescription(
        id: id, summary: summary, options: Configuration.options, isNavigation: true)
    ) { options in make(Configuration(options: options)) }
  }

  /// Whether it is a navigation transition (scripts `push` and `pop` it).
  public var isNavigation: Bool { makeNavigation != nil }

  /// The navigation transition style for `options` (already checked, defaults filled in); `nil`
  /// for the others.
  @MainActor
  public func navigationStyle(for options: TransitionOptions) -> NavigationTransitionStyle? {
    makeNavigation?(options)
  }
}
