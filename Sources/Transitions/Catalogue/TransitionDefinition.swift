/// A transition that scripts can name: its description (id, summary, options with defaults,
/// units and ranges) and how to make it from a script's options. The catalogue's transitions
/// are ``TransitionCatalogue/definitions``, each defined next to its transition
/// (``CardTransition/definition``, …); yours is one value, registered with a `ScenarioPlayer` (`TransitionsPlayback`)
/// to be played, drawn and checked like them, with no edit to the library.
///
/// ```swift
/// var player = ScenarioPlayer()
/// player.register(
///   TransitionDefinition(id: "rise", summary: "A card rises 40 pt and fades in.") { _ in
///     .custom { RiseTransition() }
///   })
/// let timeline = try player.play(
///   Script(transition: "rise", until: 1, events: [ScriptEvent(at: 0, .action(.present))]))
/// ```
///
/// A transition with a ``TransitionConfiguration`` derives its options from it
/// (``init(id:summary:configuration:supportsScrollContent:supportsDetents:providesOwnContent:make:)``).
public struct TransitionDefinition: Sendable {
  /// What `list` prints and scripts are checked against.
  public var description: TransitionDescription
  /// How the transition is made for one play, by kind.
  package let factory: Factory
  /// Checks what of a play depends on this transition's options beyond each option alone (the
  /// sheet: its detents smallest to largest on the play's screen, each selected detent one of
  /// them), after the options are resolved; throws at the option's path or the one the
  /// conditions give. Default `nil`: nothing more.
  public var checkPlay: (@Sendable (TransitionOptions, PlayConditions) throws(OptionError) -> Void)?
  /// What a modal transition asks of the stage that plays it, from the play's options (checked,
  /// defaults filled in): the presented screen's colour and corners, a source view. Default:
  /// ``Staging/init(presentedColor:presentedCornerRadius:source:)``'s defaults.
  public var staging: @Sendable (TransitionOptions) -> Staging = { _ in Staging() }

  /// How a definition's transition is made from a script's options: one case per
  /// ``TransitionKind``.
  package enum Factory: Sendable {
    /// A modal transition's style.
    case modal(@MainActor @Sendable (TransitionOptions) -> TransitionStyle)
    /// A navigation transition's style.
    case navigation(@MainActor @Sendable (TransitionOptions) -> NavigationTransitionStyle)
    /// The catalogue's container: its host builds it from the options.
    case container
    /// A tab transition's style (its host builds a ``TabBarController``).
    case tab(@MainActor @Sendable (TransitionOptions) -> TabTransitionStyle)

    /// The kind of transition it makes.
    var kind: TransitionKind {
      switch self {
      case .modal: .modal
      case .navigation: .navigation
      case .container: .container
      case .tab: .tab
      }
    }
  }

  /// A definition of `description` made by `factory`; the description's kind is the factory's.
  package init(_ description: TransitionDescription, factory: Factory) {
    self.description = description
    self.description.kind = factory.kind
    self.factory = factory
  }

  /// A modal transition named by `description.id`, made fresh for each play from the script's
  /// options (checked against `description.options`, defaults filled in).
  public init(
    _ description: TransitionDescription,
    make: @escaping @MainActor @Sendable (TransitionOptions) -> TransitionStyle
  ) {
    self.init(description, factory: .modal(make))
  }

  /// A modal transition with `id`, a one-line `summary` and `options` (none by default).
  public init(
    id: String, summary: String, options: [OptionDescription] = [],
    make: @escaping @MainActor @Sendable (TransitionOptions) -> TransitionStyle
  ) {
    self.init(TransitionDescription(id: id, summary: summary, options: options), make: make)
  }

  /// A modal transition with `id` and a one-line `summary` whose options are the fields of
  /// `configuration` (defaults read from `Configuration()`), made from the configuration a
  /// script's options give. The flags are its description's
  /// (``TransitionDescription/supportsScrollContent``, …; all `false` by default).
  ///
  /// ```swift
  /// TransitionDefinition(id: "rise", summary: "A card rises.", configuration: Rise.self) {
  ///   configuration in .custom { RiseTransition(configuration) }
  /// }
  /// ```
  public init<Configuration: TransitionConfiguration>(
    id: String, summary: String, configuration: Configuration.Type,
    supportsScrollContent: Bool = false, supportsDetents: Bool = false,
    providesOwnContent: Bool = false,
    make: @escaping @MainActor @Sendable (Configuration) -> TransitionStyle
  ) {
    self.init(
      id: id, summary: summary, configuration: configuration,
      supportsScrollContent: supportsScrollContent, supportsDetents: supportsDetents,
      providesOwnContent: providesOwnContent, make: make, as: Factory.modal)
  }

  /// A definition of any kind whose options are the fields of `configuration` (defaults read
  /// from `Configuration()`): `make` makes the kind's style from the configuration a script's
  /// options give, and `factory` is the kind's case (``Factory/modal(_:)``, …). The one place
  /// the modal, navigation and tab definitions turn options into a configuration.
  package init<Configuration: TransitionConfiguration, Style>(
    id: String, summary: String, configuration: Configuration.Type,
    supportsScrollContent: Bool = false, supportsDetents: Bool = false,
    providesOwnContent: Bool = false,
    make: @escaping @MainActor @Sendable (Configuration) -> Style,
    as factory: (@escaping @MainActor @Sendable (TransitionOptions) -> Style) -> Factory
  ) {
    self.init(
      TransitionDescription(
        id: id, summary: summary, options: Configuration.options,
        supportsScrollContent: supportsScrollContent, supportsDetents: supportsDetents,
        providesOwnContent: providesOwnContent),
      factory: factory { options in make(Configuration(options: options)) })
  }

  /// This definition with `staging` (``staging``).
  ///
  /// ```swift
  /// TransitionDefinition(id: "rise", summary: "A card rises.") { _ in .custom { Rise() } }
  ///   .staged { _ in Staging(presentedCornerRadius: 16) }
  /// ```
  public func staged(
    _ staging: @escaping @Sendable (TransitionOptions) -> Staging
  ) -> TransitionDefinition {
    var staged = self
    staged.staging = staging
    return staged
  }

  /// This definition with `check` as its ``checkPlay``.
  ///
  /// ```swift
  /// SheetTransition.definition.checkingPlay { options, play throws(OptionError) in
  ///   try SheetTransition.Configuration(options: options).check(play)
  /// }
  /// ```
  public func checkingPlay(
    _ check: @escaping @Sendable (TransitionOptions, PlayConditions) throws(OptionError) -> Void
  ) -> TransitionDefinition {
    var checked = self
    checked.checkPlay = check
    return checked
  }

  /// What kind of transition it makes (``TransitionKind``).
  public var kind: TransitionKind { factory.kind }

  /// The transition style for `options` (already checked, defaults filled in); `nil` unless
  /// it is a modal transition.
  @MainActor
  public func style(for options: TransitionOptions) -> TransitionStyle? {
    guard case .modal(let make) = factory else { return nil }
    return make(options)
  }

  /// The catalogue's container (built by its host from the options).
  init(container description: TransitionDescription) {
    self.init(description, factory: .container)
  }
}
