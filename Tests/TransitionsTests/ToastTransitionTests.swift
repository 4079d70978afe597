import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsTestSupport

@testable import Transitions

/// The toast: its banner, its timeout and the finger that holds it, the swipe, the queue, the
/// presenter behind it, VoiceOver, and nothing left behind.
@MainActor
struct ToastTransitionTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  let frame = 1.0 / 60

  func expectFrame(
    _ actual: Rect?, _ expected: Rect, absolute: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("no frame", sourceLocation: sourceLocation)
      return
    }
    for (a, e) in [
      (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
      (actual.width, expected.width), (actual.height, expected.height),
    ] {
      expectApproximately(a, e, absolute: absolute, sourceLocation: sourceLocation)
    }
  }

  func began(_ timeline: Timeline, _ operation: Timeline.Operation) -> [Double] {
    timeline.events.compactMap { event in
      if case .transitionBegan(operation, _) = event.kind { return event.time }
      return nil
    }
  }

  @Test func theBannerStandsAtItsEdgeWithinTheMargins() {
    expectFrame(
      ToastTransition().frameOfPresentedView(inContainerBounds: screen),
      Rect(x: 16, y: 764, width: 358, height: 64))
    var top = ToastTransition.Configuration()
    top.edge = .top
    top.height = 100
    top.margin = 8
    expectFrame(
      ToastTransition(top).frameOfPresentedView(inContainerBounds: screen),
      Rect(x: 8, y: 8, width: 374, height: 100))
    #expect(ToastTransition(top).travel(in: screen) == 108)
  }

  @Test func outOfRangeValuesAreClampedAndNaNTakesTheDefault() {
    var configuration = ToastTransition.Configuration()
    configuration.duration = .nan
    configuration.height = -5
    configuration.queueLimit = 99
    let toast = ToastTransition(configuration)
    #expect(toast.configuration.duration == 2.75)
    #expect(toast.configuration.height == 20)
    #expect(toast.configuration.queueLimit == 16)
  }

  /// In from beyond the bottom edge on a 0.5 s spring; the presenter neither moves nor dims nor
  /// hears appearance calls.
  @Test func aPresentSlidesTheBannerInOverAnUntouchedPresenter() throws {
    let timeline = try play("toast", until: 1.2, [action(.present, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let ended = try #require(timeline.endings.first?.time)
    expectApproximately(ended, 0.6, absolute: frame + 1e-9)
    let moving = timeline.frames.filter { $0.phase == .transitioning }
    let first = try #require(moving.first?.view("presented"))
    #expect(first.frame.minY > 790, "it starts beyond the edge: \(first.frame)")
    expectFrame(
      timeline.frames.last?.view("presented")?.frame, Rect(x: 16, y: 764, width: 358, height: 64))
    for shown in timeline.frames {
      expectFrame(shown.view("presenting")?.frame, screen)
      #expect(shown.view("presenting")?.alpha == 1)
      #expect(shown.view("dimming") == nil)
    }
    #expect(timeline.appearanceCallbacks(of: "presenting").isEmpty)
    #expect(timeline.appearanceCallbacks(of: "presented") == [.willAppear, .didAppear])
  }

  /// 2.75 s after it has come in, it leaves by itself, as a button would (not interactive).
  @Test func itLeavesByItselfAfterItsDuration() throws {
    let timeline = try play("toast", until: 4.6, [action(.present, at: 0.2)])
    let arrived = try #require(timeline.endings.first?.time)
    let left = try #require(began(timeline, .dismiss).first)
    expectApproximately(left - arrived, 2.75, absolute: frame + 1e-9)
    #expect(
      timeline.events.contains {
        $0.kind == .transitionBegan(operation: .dismiss, interactive: false)
      })
    #expect(timeline.endings.map(\.completed) == [true, true])
    #expect(timeline.frames.last?.phase == .idle)
  }

  /// A finger resting on the banner past its timeout keeps it; the lift starts the whole
  /// duration again (Material's rule), so it leaves 1 s after the lift, not at once.
  @Test func aFingerHoldsTheCountdownAndItsLiftRestartsIt() throws {
    let timeline = try play(
      "toast", options: ["duration": .number(1)], start: .presented, until: 4,
      [touch(.down, at: 0.2, 195, 796), touch(.up, at: 2, 195, 796)])
    let left = try #require(began(timeline, .dismiss).first)
    expectApproximately(left, 3, absolute: frame + 1e-9)
    #expect(began(timeline, .dismiss).count == 1)
    #expect(timeline.events("interactionBegan").isEmpty, "a still finger drives nothing")
  }

  @Test func theCountdownReportsWhatIsLeftAndHoldsUnderAFinger() throws {
    let window = Window(size: screen.size)
    let home = ViewController()
    window.rootViewController = home
    let toast = ViewController()
    let manager = try home.present(toast, transition: .toast(duration: 2))
    let countdown = try #require((manager.transition as? ToastTransition)?.countdown)
    #expect(countdown.remaining(at: 0) == nil, "not before the banner has come in")
    try window.advance(to: 0.5, frameRate: 60)
    let start = countdown.startedAt
    expectApproximately(try #require(countdown.remaining(at: start + 0.5)), 1.5, absolute: 1e-9)
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: 796), time: 1))
    try window.advance(to: 5, frameRate: 60)
    #expect(countdown.isHeld && countdown.remaining(at: 5) == 2)
    #expect(toast.presentingViewController === home, "held past its timeout, it stays")
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 796), time: 5))
    try window.advance(to: 6.9, frameRate: 60)
    #expect(toast.presentingViewController === home)
    try window.advance(to: 7.1, frameRate: 60)
    #expect(manager.activeOperation == .dismiss, "2 s after the lift it leaves")
  }

  @Test func aQuickSwipeTowardsTheEdgeDismissesAndOneAwayRubberBands() throws {
    let swipe = try play(
      "toast", start: .presented, until: 1.5,
      [drag(at: 0.2, from: (195, 796), to: (195, 836), duration: 0.1)])
    #expect(
      swipe.events.contains { $0.kind == .transitionBegan(operation: .dismiss, interactive: true) })
    #expect(swipe.endings.map(\.completed) == [true])
    let away = try play(
      "toast", start: .presented, until: 2,
      [drag(at: 0.2, from: (195, 796), to: (195, 676), duration: 0.4, hold: 0.1, release: false)])
    #expect(away.endings.isEmpty)
    let stretched = try #require(away.frames.last?.view("presented")?.frame)
    #expect(stretched.minY < 764 - 10 && stretched.minY > 764 - 120, "\(stretched)")
  }

  /// A second present while one shows is queued, and comes in right after the first has left
  /// (its `transitionEnded` first, then the next `transitionBegan`, within a frame); its own
  /// countdown then takes it away.
  @Test func aPresentWhileOneShowsIsQueuedAndComesInWhenTheFirstHasLeft() throws {
    let timeline = try play(
      "toast", options: ["duration": .number(1)], until: 4.8,
      [action(.present, at: 0.2), action(.present, at: 0.4)])
    let queued = timeline.events("queued")
    #expect(queued.map(\.kind) == [.queued(position: 1)])
    expectApproximately(try #require(queued.first?.time), 0.4, absolute: 1e-9)
    let presents = began(timeline, .present)
    #expect(presents.count == 2)
    let firstLeft = try #require(timeline.endings.dropFirst().first?.time)
    #expect(presents[1] >= firstLeft && presents[1] <= firstLeft + frame + 1e-9)
    let left = try #require(
      timeline.events.firstIndex {
        $0.kind == .transitionEnded(operation: .dismiss, completed: true)
      })
    let next = try #require(
      timeline.events.lastIndex {
        $0.kind == .transitionBegan(operation: .present, interactive: false)
      })
    #expect(next > left, "the first has ended before the next begins")
    #expect(timeline.endings.map(\.completed) == [true, true, true, true])
    #expect(timeline.events("ignored").isEmpty)
    #expect(timeline.frames.last?.phase == .idle)
  }

  /// Past the limit a present is refused (as Android drops a toast past its limit); the one
  /// waiting keeps its place.
  @Test func pastTheQueueLimitAPresentIsIgnored() throws {
    let timeline = try play(
      "toast", options: ["queueLimit": .number(1)], until: 1,
      [action(.present, at: 0.1), action(.present, at: 0.2), action(.present, at: 0.3)])
    #expect(timeline.events("queued").map(\.kind) == [.queued(position: 1)])
    #expect(
      timeline.events("ignored").map(\.kind) == [
        .ignored(action: "present", reason: "the toast queue is full (1 waiting)")
      ])
  }

  /// Touches beside the banner reach the presenter's views; on the banner they do not.
  @Test func aTouchBesideTheBannerReachesThePresenter() throws {
    let window = Window(size: screen.size)
    let home = ViewController()
    window.rootViewController = home
    let button = View(frame: Rect(x: 100, y: 250, width: 190, height: 100))
    home.view.addSubview(button)
    var taps = 0
    let tap = TapGestureRecognizer()
    tap.addAction { _ in taps += 1 }
    button.addGestureRecognizer(tap)
    let toast = ViewController()
    try home.present(toast, transition: .toast())
    try window.advance(to: 1, frameRate: 60)
    #expect(window.hitTest(Point(x: 195, y: 300)) === button)
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: 300), time: 1.1))
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 300), time: 1.15))
    try window.advance(to: 1.2, frameRate: 60)
    #expect(taps == 1)
    #expect(window.hitTest(Point(x: 195, y: 796)) === toast.view)
    #expect(toast.presentingViewController === home, "the tap behind it leaves it shown")
  }

  /// Announced once, when it has come in; a queued one when its turn comes.
  @Test func voiceOverHearsEachToastWhenItHasComeIn() throws {
    let window = Window(size: screen.size)
    let home = ViewController()
    window.rootViewController = home
    let queue = ToastQueue(presenter: home)
    var heard: [(String?, Double)] = []
    func toast(_ text: String) -> (ViewController, TransitionManager) {
      let manager = TransitionManager(.toast(duration: 1))
      let transition = manager.transition as? ToastTransition
      transition?.announcement = text
      transition?.onAnnounce = { heard.append(($0, window.currentTime)) }
      return (ViewController(), manager)
    }
    let (first, firstManager) = toast("Saved")
    let (second, secondManager) = toast("Synced")
    #expect(try queue.show(first, with: firstManager) == .presented)
    #expect(try queue.show(second, with: secondManager) == .queued(position: 1))
    #expect(heard.isEmpty, "not before it has come in")
    try window.advance(to: 0.6, frameRate: 60)
    #expect(heard.map(\.0) == ["Saved"])
    try window.advance(to: 5, frameRate: 60)
    #expect(heard.map(\.0) == ["Saved", "Synced"])
    expectApproximately(heard[1].1 - heard[0].1, 0.5 + 1 + 0.5 + frame, absolute: 2 * frame)
    #expect(throws: ToastQueue.Failure.notAToast) {
      try queue.show(ViewController(), with: TransitionManager(.slide()))
    }
  }

  /// Nothing outlives the toast: once it has timed out and left, its controller, manager,
  /// transition and queue entry are gone.
  @Test func nothingOutlivesTheToast() throws {
    weak var weakToast: ViewController?
    weak var weakManager: TransitionManager?
    weak var weakTransition: ToastTransition?
    let window = Window(size: screen.size)
    let home = ViewController()
    window.rootViewController = home
    let queue = ToastQueue(presenter: home)
    do {
      let toast = ViewController()
      let manager = TransitionManager(.toast(duration: 1))
      weakToast = toast
      weakManager = manager
      weakTransition = manager.transition as? ToastTransition
      #expect(try queue.show(toast, with: manager) == .presented)
    }
    try window.advance(to: 1, frameRate: 60)
    #expect(weakToast != nil, "shown, it is held by its presentation")
    try window.advance(to: 3, frameRate: 60)
    #expect(home.presentedViewController == nil)
    #expect(!queue.isShowing && queue.waiting.isEmpty)
    #expect(weakToast == nil)
    #expect(weakManager == nil)
    #expect(weakTransition == nil)
  }
}
