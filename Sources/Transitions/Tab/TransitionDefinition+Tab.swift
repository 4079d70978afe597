extension TransitionDefinition {
  /// A tab transition named by `description.id` (scripts `select` its children and pan across
  /// them), made fresh for each play from the script's options. The play builds a
  /// ``TabBarController`` of as many children as the integer option `children` says, if the
  /// description has one, else 3.
  ///
  /// ```swift
  /// let fade = TransitionDefinition(
  ///   tab: TransitionDescription(id: "fadeTabs", summary: "Tabs that fade.", options: [])
  /// ) { _ in .custom { change in Fade(change) } }
  /// ```
  public init(
    tab description: TransitionDescription,
    make: @escaping @MainActor @Sendable (TransitionOptions) -> TabTransitionStyle
  ) {
    self.init(description, factory: .tab(make))
  }

  /// A tab transition with `id` and a one-line `summary` whose options are the fields of
  /// `configuration`, made from the configuration a script's options give.
  public static func tab<Configuration: TransitionConfiguration>(
    id: String, summary: String, configuration: Configuration.Type,
    make: @escaping @MainActor @Sendable (Configuration) -> TabTransitionStyle
  ) -> TransitionDefinition {
    TransitionDefinition(
      id: id, summary: summary, configuration: configuration, make: make, as: Factory.tab)
  }

  /// The tab transition style for `options` (already checked, defaults filled in); `nil` unless
  /// it is a tab transition.
  @MainActor
  public func tabStyle(for options: TransitionOptions) -> TabTransitionStyle? {
    guard case .tab(let make) = factory else { return nil }
    return make(options)
  }
}
