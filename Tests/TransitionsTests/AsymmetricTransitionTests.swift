import Foundation
import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// A presentation dismissed by another transition (`dismissWith`, `.dismissing(with:)`).
@MainActor
struct AsymmetricTransitionTests {
  /// The card presented, the slide (from the bottom) dismissing: a button's dismissal moves
  /// the card down from its own place by the slide's 0.5 s spring, the card's dimming fades
  /// and the presenter grows back; nothing is left.
  @Test func aCardDismissedByASlideGoesDownFromItsPlace() throws {
    let timeline = try play(
      "card", options: ["dismissWith": .string("slide")], start: .presented, frameRate: 120,
      until: 1, [action(.dismiss, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let ended = try #require(timeline.endings.first?.time)
    expectApproximately(ended, 0.1 + SlideTransition.duration, absolute: 1.0 / 120)
    let moving = timeline.frames.filter { $0.phase == .transitioning }
    let first = try #require(moving.first?.view("presented"))
    expectApproximately(first.frame.minY, 60, absolute: 1)
    #expect(first.frame.height == 844 - 60, "the card keeps its size: \(first.frame)")
    let ys = moving.compactMap { $0.view("presented")?.frame.minY }
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "it only goes down")
    let last = try #require(timeline.frames.last)
    #expect(last.view("presented")?.isVisible != true)
    #expect(last.view("dimming")?.isVisible != true)
    expectApproximately(try #require(last.view("presenting")).scale, 1, absolute: 1e-9)
    expectApproximately(try #require(last.view("presenting")).cornerRadius, 0, absolute: 1e-9)
  }

  /// Presented by the card, the screen is dismissed by the cross-dissolve's drag in any
  /// direction: a drag to the left fades it; the card's own drag down does nothing.
  @Test func theDismissalsGestureDismisses() throws {
    let options: [String: OptionValue] = ["dismissWith": .string("crossDissolve")]
    let left = try play(
      "card", options: options, start: .presented, frameRate: 120, until: 2,
      [drag(at: 0.1, from: (300, 400), to: (100, 400), duration: 0.4)])
    #expect(left.endings.map(\.completed) == [true])
    let fading = left.frames.filter { $0.phase == .transitioning && $0.isInteractive }
    #expect(fading.contains { ($0.view("presented")?.alpha ?? 1) < 0.5 })
    #expect(fading.allSatisfy { abs(($0.view("presented")?.frame.minY ?? 0) - 60) < 1e-9 })
  }

  /// In a right-to-left script a slide dismissal from `leading` goes to the right edge: its
  /// drag is rightwards (the pair hands the layout direction to the slide), and a leftward drag
  /// does not dismiss.
  @Test func aLeadingSlideDismissalFollowsTheLayoutDirection() throws {
    func played(_ from: Double, _ to: Double) throws -> Timeline {
      var script = Script(
        transition: "card",
        options: ["dismissWith": .string("slide")], frameRate: 120, until: 2, start: .presented,
        events: [drag(at: 0.1, from: (from, 400), to: (to, 400), duration: 0.3)])
      script.dismissOptions = ["edge": .string("leading")]
      script.layoutDirection = .rightToLeft
      return try ScenarioPlayer().play(script)
    }
    let rightwards = try played(100, 350)
    #expect(rightwards.endings.map(\.completed) == [true])
    let moving = rightwards.frames.filter { $0.phase == .transitioning && $0.isInteractive }
    #expect(moving.contains { ($0.view("presented")?.frame.minX ?? 0) > 100 })
    let leftwards = try played(350, 100)
    #expect(leftwards.events("transitionBegan").isEmpty)
  }

  /// In Swift: `.card().dismissing(with: .slide(edge: .top))` is an ``AsymmetricTransition``
  /// whose axes are the card's for a present and the slide's for a dismissal, and nothing keeps
  /// the pair alive once its caller lets it go.
  @Test func theSwiftStyleCombinesTheTwo() throws {
    weak var weakPair: AsymmetricTransition?
    do {
      let made = TransitionStyle.card().dismissing(with: .slide(edge: .top)).makeTransition()
      let pair = try #require(made as? AsymmetricTransition)
      #expect(pair.presentation is CardTransition && pair.dismissal is SlideTransition)
      #expect(pair.progressAxis(for: .dismiss) == Vector(dx: 0, dy: -1))
      #expect(pair.progressAxis(for: .present) == Vector(dx: 0, dy: -1))
      #expect(pair.supportingViews.map(\.role) == [.dimming])
      weakPair = pair
    }
    #expect(weakPair == nil)
  }

  @Test(arguments: [
    (
      #"{"transition": "card", "options": {"dismissWith": "slyde"}}"#,
      #"error: options.dismissWith: unknown id "slyde"; known: card, container, crossDissolve, "#
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "container"}}"#,
      "error: options.dismissWith: container is a container transition",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "push"}}"#,
      "error: options.dismissWith: push is a navigation transition",
    ),
    (
      #"{"transition": "push", "options": {"dismissWith": "slide"}}"#,
      "error: options.dismissWith: push is a navigation transition; only a modal one",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "modal"}}"#,
      "error: options.dismissWith: modal does not dismiss another's presentation",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": 3}}"#,
      "error: options.dismissWith: expected a catalogue id, got 3",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "slide", "dismissOptions": {"dismissWith": "card"}}}"#,
      "error: options.dismissOptions.dismissWith: a dismissal cannot itself be dismissed",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "slide", "dismissOptions": {"edge": "up"}}}"#,
      "error: options.dismissOptions.edge: unknown value \"up\"",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "slide", "dismissOptions": {"speed": 1}}}"#,
      "error: options.dismissOptions.speed: unknown option",
    ),
    (
      #"{"transition": "card", "options": {"dismissWith": "slide", "dismissOptions": [1]}}"#,
      "error: options.dismissOptions: expected an object, got an array",
    ),
    (
      #"{"transition": "card", "options": {"dismissOptions": {"edge": "top"}}}"#,
      "error: options.dismissOptions: given without dismissWith",
    ),
  ])
  func badDismissalsAreRefusedAtTheirPaths(script: String, message: String) throws {
    do {
      _ = try ScenarioPlayer().play(try Script(json: script))
      Issue.record("accepted: \(script)")
    } catch {
      #expect("error: \(error)".hasPrefix(message), "\(error)")
    }
  }

  /// `dismissOptions` is read as an object and written back in place; its options apply.
  @Test func dismissOptionsRoundTripAndApply() throws {
    let json =
      #"{"transition": "card", "options": {"dismissOptions": {"edge": "top"}, "#
      + #""dismissWith": "slide"}, "start": "presented", "until": 1, "#
      + #""events": [{"at": 0.1, "action": "dismiss"}]}"#
    let script = try Script(json: json)
    #expect(script.dismissOptions == ["edge": .string("top")])
    let again = try Script(json: script.json())
    #expect(again == script)
    let timeline = try ScenarioPlayer().play(script)
    let ys = timeline.frames.filter { $0.phase == .transitioning }
      .compactMap { $0.view("presented")?.frame.minY }
    #expect((ys.last ?? 0) < 0, "it leaves by the top: \(ys.last ?? 0)")
  }
}
