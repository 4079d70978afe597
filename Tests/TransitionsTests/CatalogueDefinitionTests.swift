import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsTestSupport

@testable import Transitions

/// One definition per transition: the options a script sees, the initialiser's defaults and the
/// style factories' defaults all come from the transition's `Configuration`.
@MainActor
struct CatalogueDefinitionTests {
  /// The catalogue's transition `id` made from its definition with every option at its
  /// default.
  func made<T>(_ id: String, as type: T.Type) throws -> T {
    try #require(TransitionCatalogue.style(for: id).makeTransition() as? T)
  }

  /// The defaults `id`'s description lists, by option name.
  func listed(_ id: String) throws -> [String: OptionValue] {
    let description = try #require(TransitionCatalogue.description(of: id))
    return Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) })
  }

  @Test func theListedDefaultsAreTheInitialisersDefaults() throws {
    let card = CardTransition().configuration
    #expect(
      try listed("card") == [
        "top": .number(card.top), "cornerRadius": .number(card.cornerRadius),
        "presenterScale": .number(card.presenterScale),
        "dismissesOnDimmingTap": .bool(card.dismissesOnDimmingTap),
        "policy": .string(try #require(card.releasePolicy.name)),
      ])
    let shade = ShadeTransition().configuration
    #expect(
      try listed("shade") == [
        "startRegion": .number(shade.startRegion), "dampingRatio": .number(shade.dampingRatio),
        "frequency": .number(shade.frequency), "timeCap": .number(shade.timeCap),
        "physics": .string(shade.physicsMode.rawValue),
        "policy": .string(try #require(shade.releasePolicy.name)),
      ])
    let sheet = ModalSheetTransition().configuration
    #expect(
      try listed("modal") == [
        "dismissal": .string(sheet.dismissal.rawValue), "height": .number(sheet.height),
        "threshold": .number(sheet.threshold),
        "policy": .string(try #require(sheet.releasePolicy.name)),
      ])
    let pull = PullDownTransition().configuration
    #expect(
      try listed("pullDown") == [
        "duration": .number(pull.duration),
        "policy": .string(try #require(pull.releasePolicy.name)),
      ])
    // The container's scene: a ContainerViewController's own default policy, three children.
    let container = ContainerViewController(children: [ViewController()])
    let defaults = ContainerViewController.Configuration()
    #expect(
      try listed("container") == [
        "children": .number(Double(defaults.children)),
        "policy": .string(try #require(container.releasePolicy.name)),
      ])
  }

  @Test func theDefinitionTheInitialiserAndTheStyleMakeTheSameDefaultTransition() throws {
    let card = CardTransition().configuration
    #expect(try made("card", as: CardTransition.self).configuration == card)
    #expect((TransitionStyle.card().makeTransition() as? CardTransition)?.configuration == card)
    let shade = ShadeTransition().configuration
    #expect(try made("shade", as: ShadeTransition.self).configuration == shade)
    #expect((TransitionStyle.shade().makeTransition() as? ShadeTransition)?.configuration == shade)
    let sheet = ModalSheetTransition().configuration
    #expect(try made("modal", as: ModalSheetTransition.self).configuration == sheet)
    #expect(
      (TransitionStyle.modalSheet().makeTransition() as? ModalSheetTransition)?.configuration
        == sheet)
    let pull = PullDownTransition().configuration
    #expect(try made("pullDown", as: PullDownTransition.self).configuration == pull)
    #expect(
      (TransitionStyle.pullDown().makeTransition() as? PullDownTransition)?.configuration == pull)
  }

  @Test func aScriptsOptionsReachTheTransitionsConfiguration() throws {
    let card = try #require(
      TransitionCatalogue.style(
        for: "card",
        options: [
          "top": .number(80), "dismissesOnDimmingTap": .bool(false),
          "policy": .string("fastOrPastHalfway"),
        ]
      ).makeTransition() as? CardTransition)
    #expect(card.configuration.top == 80)
    #expect(!card.configuration.dismissesOnDimmingTap)
    #expect(card.releasePolicy == .fastOrPastHalfway)
    let shade = try #require(
      TransitionCatalogue.style(
        for: "shade",
        options: ["dampingRatio": .number(0.3), "physics": .string("uikitCompatible")]
      ).makeTransition() as? ShadeTransition)
    #expect(shade.configuration.dampingRatio == 0.3)
    #expect(shade.configuration.physicsMode == .uikitCompatible)
    let pull = try #require(
      TransitionCatalogue.style(for: "pullDown", options: ["duration": .number(0.25)])
        .makeTransition() as? PullDownTransition)
    #expect(pull.configuration.duration == 0.25)
    // A pull-down of 0.25 s ends its non-interactive present then.
    let timeline = try play(
      "pullDown", options: ["duration": .number(0.25)], until: 1, [action(.present, at: 0)])
    let ended = try #require(timeline.events("transitionEnded").first).time
    expectApproximately(ended, 0.25, absolute: 1.0 / 60 + 1e-9)
  }

  /// Values set in Swift are brought into the ranges scripts are held to.
  @Test func theInitialisersClampIntoTheFieldsRanges() {
    var card = CardTransition.Configuration()
    card.top = 5000
    card.presenterScale = -1
    card.cornerRadius = .nan
    let clamped = CardTransition(card).configuration
    #expect(clamped.top == 1000)
    #expect(clamped.presenterScale == 0.5)
    #expect(clamped.cornerRadius == CardTransition.Configuration().cornerRadius)
    var shade = ShadeTransition.Configuration()
    shade.dampingRatio = 0
    shade.timeCap = .infinity
    #expect(ShadeTransition(shade).configuration.dampingRatio == 0.01)
    #expect(
      ShadeTransition(shade).configuration.timeCap == ShadeTransition.Configuration().timeCap)
    var container = ContainerViewController.Configuration()
    container.children = 20
    #expect(container.clamped().children == 8)
  }

  // MARK: Former names (deprecated, still read)

  @Test func formerOptionNamesAndPolicyValuesStillPlayTheSame() throws {
    let flick = [drag(at: 0.2, from: (195, 40), to: (195, 240), duration: 0.08)]
    #expect(
      try play("shade", options: ["damping": .number(0.3)], until: 3, flick)
        == play("shade", options: ["dampingRatio": .number(0.3)], until: 3, flick))
    let tap = [touch(.down, at: 0.1, 195, 30), touch(.up, at: 0.15, 195, 30)]
    let untapped = try play(
      "card", options: ["dismissOnDimmingTap": .bool(false)], start: .presented, until: 1, tap)
    #expect(untapped.endings.isEmpty)
    #expect(
      untapped
        == (try play(
          "card", options: ["dismissesOnDimmingTap": .bool(false)], start: .presented, until: 1,
          tap)))
    let slow = [drag(at: 0.1, from: (300, 300), to: (200, 300), duration: 0.4, hold: 0.2)]
    for (former, current, id, events) in [
      (
        "seed000", "velocityDirection", "pullDown",
        [drag(at: 0.1, from: (195, 100), to: (195, 600), duration: 0.5)]
      ),
      ("seed000", "velocityDirection", "shade", flick),
      (
        "seed001", "fastOrPastHalfway", "modal",
        [drag(at: 0.1, from: (195, 100), to: (195, 140), duration: 0.1)]
      ),
      (
        "seed001", "fastOrPastHalfway", "card",
        [drag(at: 0.1, from: (195, 300), to: (195, 340), duration: 0.1)]
      ),
      ("seed004", "progressThreshold", "container", slow),
    ] {
      let start: Script.Start = id == "modal" || id == "card" ? .presented : .idle
      let old = try play(
        id, options: ["policy": .string(former)], start: start, until: 3, events)
      let new = try play(
        id, options: ["policy": .string(current)], start: start, until: 3, events)
      #expect(old == new, "\(id): \(former)")
      #expect(!new.endings.isEmpty, "\(id): the session decides something")
    }
    // The former name made a difference where the current one does.
    let seed004 = try play("container", options: ["policy": .string("seed004")], until: 3, slow)
    #expect(seed004.endings.map(\.completed) == [true])
    #expect(try play("container", until: 3, slow).endings.map(\.completed) == [false])
  }

  @Test func aFormerNameBesideItsCurrentOneIsAnError() {
    #expect(
      throws: OptionError(
        path: "options.damping",
        problem: #"give "dampingRatio" or its former name "damping", not both"#)
    ) {
      try TransitionCatalogue.style(
        for: "shade", options: ["damping": .number(0.2), "dampingRatio": .number(0.2)])
    }
    // A bad value under a former name is reported where the script wrote it.
    #expect(
      throws: OptionError(
        path: "options.damping", problem: "expected a number from 0.01 to 10 ratio, got 20")
    ) {
      try TransitionCatalogue.style(for: "shade", options: ["damping": .number(20)])
    }
    // Errors list only the current names and values.
    #expect(
      throws: OptionError(
        path: "options.policy",
        problem: #"unknown value "seed004"; expected projected, velocityDirection"#)
    ) {
      try TransitionCatalogue.style(for: "pullDown", options: ["policy": .string("seed004")])
    }
    #expect(
      throws: OptionError(
        path: "options.dismiss",
        problem:
          "unknown option; expected one of top, cornerRadius, presenterScale, "
          + "dismissesOnDimmingTap, policy")
    ) {
      try TransitionCatalogue.style(for: "card", options: ["dismiss": .bool(true)])
    }
  }

  /// `releaseRule` says the alternative's rule with its own numbers: what `list` printed when
  /// each definition spelled it out, for the card's six peers and for the container and tab.
  @Test func theSharedReleaseRuleSaysTheAlternativesNumbers() throws {
    func policySummary(_ id: String) throws -> String {
      let description = try #require(TransitionCatalogue.description(of: id))
      return try #require(description.options.first { $0.name == "policy" }).summary
    }
    for id in ["card", "slide", "zoom", "push", "toast", "crossDissolve"] {
      #expect(
        try policySummary(id)
          == "release rule: projected, or fastOrPastHalfway (v > 300 pt/s, or p > 0.5 and v > −300)"
      )
    }
    for id in ["container", "tab"] {
      #expect(
        try policySummary(id)
          == "release rule: projected, or progressThreshold (finish iff progress > 0.2)")
    }
    #expect(
      try policySummary("pullDown")
        == "release rule: projected (p + v/d × 0.499 s ≥ 0.5) or velocityDirection (p > 0.5 at "
        + "rest, else the velocity's direction)")
    // Another speed is said with its own number; the projected rule to the millisecond.
    let faster = ReleasePolicy(.fastOrPastHalfway(speed: 450.5))
    #expect(faster.rule.inNumbers == "v > 450.5 pt/s, or p > 0.5 and v > −450.5")
    #expect(ReleasePolicy.projected.description == "projected (p + v/d × 0.499 s ≥ 0.5)")
    #expect(ReleasePolicy(.distance(40)).description == "distance (p · d ≥ 40 pt)")
    let field = ConfigurationField<CardTransition.Configuration>.releaseRule(
      \.releasePolicy, projectedOr: .progressThreshold)
    #expect(field.kind == .choice(["projected", "progressThreshold"]))
    #expect(field.deprecatedChoices == ["seed004": "progressThreshold"])
  }
}
