import Motion
import Stage
import Testing

@testable import Transitions

/// The catalogue's convenience styles (`.card(top:…)`, …) build their configuration with the
/// configuration's memberwise initialiser: every argument lands in its own setting, an argument
/// not given keeps `Configuration()`'s value, and `Configuration()` keeps each documented
/// default (the release rule's, now given in `init()`, is ``ReleasePolicy/projected``).
@MainActor
struct ConvenienceStyleTests {
  @Test func cardPassesEveryArgument() throws {
    var expected = CardTransition.Configuration()
    expected.top = 40
    expected.cornerRadius = 20
    expected.presenterScale = 0.8
    expected.dismissesOnDimmingTap = false
    expected.releasePolicy = .fastOrPastHalfway
    let made = TransitionStyle.card(
      top: 40, cornerRadius: 20, presenterScale: 0.8, dismissesOnDimmingTap: false,
      releasePolicy: .fastOrPastHalfway
    ).makeTransition()
    #expect(try #require(made as? CardTransition).configuration == expected)
  }

  @Test func slidePassesEveryArgument() throws {
    var expected = SlideTransition.Configuration()
    expected.edge = .leading
    expected.presenterScale = 0.7
    expected.releasePolicy = .fastOrPastHalfway
    let made = TransitionStyle.slide(
      edge: .leading, presenterScale: 0.7, policy: .fastOrPastHalfway
    ).makeTransition()
    #expect(try #require(made as? SlideTransition).configuration == expected)
  }

  @Test func crossDissolveAndPullDownPassEveryArgument() throws {
    var dissolve = CrossDissolveTransition.Configuration()
    dissolve.duration = 0.9
    dissolve.releasePolicy = .fastOrPastHalfway
    let madeDissolve = TransitionStyle.crossDissolve(
      duration: 0.9, releasePolicy: .fastOrPastHalfway
    ).makeTransition()
    #expect(try #require(madeDissolve as? CrossDissolveTransition).configuration == dissolve)

    var pullDown = PullDownTransition.Configuration()
    pullDown.duration = 1.5
    pullDown.releasePolicy = .velocityDirection
    let madePullDown = TransitionStyle.pullDown(
      duration: 1.5, releasePolicy: .velocityDirection
    ).makeTransition()
    #expect(try #require(madePullDown as? PullDownTransition).configuration == pullDown)
  }

  @Test func modalSheetAndShadePassEveryArgument() throws {
    var sheet = ModalSheetTransition.Configuration()
    sheet.dismissal = .input
    sheet.height = 300
    sheet.threshold = 90
    sheet.releasePolicy = .fastOrPastHalfway
    let madeSheet = TransitionStyle.modalSheet(
      dismissal: .input, height: 300, threshold: 90, releasePolicy: .fastOrPastHalfway
    ).makeTransition()
    #expect(try #require(madeSheet as? ModalSheetTransition).configuration == sheet)

    var shade = ShadeTransition.Configuration()
    shade.startRegion = 50
    shade.dampingRatio = 0.4
    shade.frequency = 2
    shade.timeCap = 3
    shade.physicsMode = .uikitCompatible
    shade.releasePolicy = .velocityDirection
    let madeShade = TransitionStyle.shade(
      startRegion: 50, dampingRatio: 0.4, frequency: 2, timeCap: 3, physics: .uikitCompatible,
      releasePolicy: .velocityDirection
    ).makeTransition()
    #expect(try #require(madeShade as? ShadeTransition).configuration == shade)
  }

  @Test func pushPassesEveryArgument() throws {
    var expected = PushTransition.Configuration()
    expected.fullWidthPop = true
    expected.rightToLeft = true
    expected.releasePolicy = .fastOrPastHalfway
    let made = NavigationTransitionStyle.push(
      fullWidthPop: true, rightToLeft: true, releasePolicy: .fastOrPastHalfway
    ).makeTransition()
    #expect(try #require(made as? PushTransition).configuration == expected)
  }

  /// A style given nothing is `Configuration()`, whose release rule is the documented default.
  @Test func defaultsAreTheConfigurationsDefaults() throws {
    let card = try #require(TransitionStyle.card().makeTransition() as? CardTransition)
    #expect(card.configuration == CardTransition.Configuration())
    let slide = try #require(TransitionStyle.slide().makeTransition() as? SlideTransition)
    #expect(slide.configuration == SlideTransition.Configuration())
    let push = try #require(NavigationTransitionStyle.push().makeTransition() as? PushTransition)
    #expect(push.configuration == PushTransition.Configuration())
    #expect(push.configuration.rightToLeft == nil)
    let policies = [
      CardTransition.Configuration().releasePolicy,
      SlideTransition.Configuration().releasePolicy,
      CrossDissolveTransition.Configuration().releasePolicy,
      PullDownTransition.Configuration().releasePolicy,
      ModalSheetTransition.Configuration().releasePolicy,
      ShadeTransition.Configuration().releasePolicy,
      PushTransition.Configuration().releasePolicy,
    ]
    #expect(policies.allSatisfy { $0 == .projected })
  }

  /// `modalRun()` and `presentingViewController` read a presentation and a dismissal the way
  /// the catalogue's animators did by hand: the arriving view and the `from` controller when
  /// presenting, the leaving view and the `to` controller when dismissing.
  @Test func modalRunReadsBothDirections() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let presenter = ViewController()
    let presented = ViewController()
    window.addSubview(presenter.view)
    let presenting = BasicTransitionContext(
      operation: .present, container: window, window: window, from: presenter, to: presented,
      frames: []
    ) { _ in }
    let run = try presenting.modalRun()
    #expect(run.presenting)
    #expect(run.view === presented.view)
    #expect(run.bounds == window.bounds)
    #expect(presenting.presentingViewController === presenter)

    let dismissing = BasicTransitionContext(
      operation: .dismiss, container: window, window: window, from: presented, to: presenter,
      frames: []
    ) { _ in }
    let back = try dismissing.modalRun()
    #expect(!back.presenting)
    #expect(back.view === presented.view)
    #expect(dismissing.presentingViewController === presenter)
  }
}
