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
    self.init(description, factory: .navigation(make))
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
      id: id, summary: summary, configuration: configuration, make: make, as: Factory.navigation)
  }

  /// The navigation transition style for `options` (already checked, defaults filled in); `nil`
  /// unless it is a navigation transition.
  @MainActor
  public func navigationStyle(for options: TransitionOptions) -> NavigationTransitionStyle? {
    guard case .navigation(let make) = factory else { return nil }
    return make(options)
  }
}
