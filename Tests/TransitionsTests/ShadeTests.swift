import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@MainActor
struct ShadeTests {
  let height = 844.0

  /// A drag down from the top region by `distance`, over `duration`, held `hold` seconds.
  func pull(_ distance: Double, over duration: Double, hold: Double = 0, at time: Double = 0.1)
    -> ScriptEvent
  {
    drag(at: time, from: (195, 40), to: (195, 40 + distance), duration: duration, hold: hold)
  }

  @Test func whileDraggedTheShadeFollowsTheFingerFromWhereItWasGrabbed() throws {
    let timeline = try play("shade", until: 3, [pull(300, over: 0.6, hold: 0.2)])
    for frame in timeline.frames where frame.isInteractive {
      let translation = try #require(frame.touch).y - 40
      expectApproximately(
        try #require(frame.view("presented")).frame.origin.y, -height + translation,
        absolute: 1e-6)
    }
  }

  @Test(arguments: [(300.0, false), (600.0, true)])
  func aSlowReleaseAboveOrBelowTheMiddleSettlesOnItsSide(distance: Double, opens: Bool) throws {
    let timeline = try play("shade", until: 6, [pull(distance, over: 0.8, hold: 0.2)])
    #expect(timeline.endings.map(\.completed) == [opens])
    let last = try #require(timeline.frames.last)
    #expect(last.phase == (opens ? .presented : .idle))
    #expect(timeline.events("rest").count == 1)
    if opens {
      expectApproximately(try #require(last.view("presented")).frame.origin.y, 0, absolute: 0.01)
    }
  }

  @Test func aFlickAgainstThePositionDecides() throws {
    // 120 pt in 0.08 s (1500 pt/s): projected 0.14 + 1500/844 · 0.499 ≈ 1.03: it opens.
    let down = try play("shade", until: 6, [pull(120, over: 0.08)])
    #expect(down.endings.map(\.completed) == [true])
    // Presented, a pan from the bottom region flicked up 150 pt at 1875 pt/s: it closes.
    let up = try play(
      "shade", start: .presented, until: 6,
      [drag(at: 0.1, from: (195, 800), to: (195, 650), duration: 0.08)])
    #expect(up.endings.map(\.completed) == [true])
    #expect(up.frames.last?.phase == .idle)
  }

  @Test func pansOutsideTheStartRegionsDoNothing() throws {
    let middle = try play(
      "shade", until: 2, [drag(at: 0.1, from: (195, 300), to: (195, 700), duration: 0.2)])
    #expect(middle.events("transitionBegan").isEmpty)
    let presentedTop = try play(
      "shade", start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (195, 100), duration: 0.2)])
    #expect(presentedTop.events("transitionBegan").isEmpty)
    let narrow = try play(
      "shade", options: ["startRegion": .number(30)], until: 2,
      [drag(at: 0.1, from: (195, 40), to: (195, 600), duration: 0.2)])
    #expect(narrow.events("transitionBegan").isEmpty)
  }

  @Test func contactsWithOpenFireHapticsThatGrowWithImpactSpeed() throws {
    let window = Window(size: Size(width: 390, height: height))
    let recorder = HapticsRecorder()
    window.environment = Environment(haptics: recorder)
    let home = ViewController()
    window.rootViewController = home
    let shade = ShadeTransition()
    var contacts: [(String, Double)] = []
    shade.onPhysicsEvent = { event in
      if case .contact(let boundary, let speed) = event { contacts.append((boundary, speed)) }
    }
    let manager = TransitionManager(transition: shade)
    try manager.present(ViewController(), from: home)  // the physics from rest
    try window.advance(to: 5, frameRate: 60)
    #expect(home.presentedViewController != nil)
    let open = contacts.filter { $0.0 == "open" }
    #expect(open.count >= 2)
    #expect(recorder.impacts.count == open.count)
    for (impact, contact) in zip(recorder.impacts, open) {
      expectApproximately(
        impact.intensity, ShadeTransition.hapticIntensity(impactSpeed: contact.1), absolute: 1e-12)
    }
    // Each bounce is slower than the one before.
    for (a, b) in zip(open, open.dropFirst()) { #expect(b.1 < a.1) }
    #expect(ShadeTransition.hapticIntensity(impactSpeed: 40) == 0)
    #expect(ShadeTransition.hapticIntensity(impactSpeed: 2500) == 1)
    expectApproximately(ShadeTransition.hapticIntensity(impactSpeed: 1025), 0.5, absolute: 1e-12)
  }

  @Test func theTimeCapEndsTheTransitionWhereverThePhysicsIs() throws {
    let timeline = try play(
      "shade", options: ["timeCap": .number(0.5)], frameRate: 120, until: 3,
      [pull(500, over: 0.2)])
    let release = try #require(timeline.events("interactionEnded").first).time
    let end = try #require(timeline.events("transitionEnded").first).time
    expectApproximately(end - release, 0.5, absolute: 1.0 / 60)
    #expect(timeline.events("rest").count == 1)
  }

  @Test func exactPhysicsIsTheSameAtEveryFrameRateAndCompatibleIsNot() throws {
    func ys(_ physics: String, _ rate: Double) throws -> [Double: Double] {
      let timeline = try play(
        "shade", options: ["physics": .string(physics)], frameRate: rate, until: 2.5,
        [pull(200, over: 0.1)])
      var out: [Double: Double] = [:]
      for frame in timeline.frames {
        let key = (frame.time * 30).rounded() / 30
        if abs(frame.time - key) < 1e-9, let y = frame.view("presented")?.frame.origin.y {
          out[key] = y
        }
      }
      return out
    }
    let exact30 = try ys("exact", 30)
    for rate in [60.0, 120] {
      let other = try ys("exact", rate)
      for (time, y) in exact30 where time > 0.6 {
        expectApproximately(other[time] ?? .nan, y, absolute: 1e-6)
      }
    }
    let compatible30 = try ys("uikitCompatible", 30)
    let compatible120 = try ys("uikitCompatible", 120)
    let differs = exact30.keys.contains { time in
      time > 0.6 && abs((compatible30[time] ?? 0) - (exact30[time] ?? 0)) > 0.5
    }
    #expect(differs)
    expectApproximately(compatible30[2.5] ?? .nan, compatible120[2.5] ?? 0, absolute: 0.5)
  }

  @Test func grabbingTheBouncingShadeRemovesThePhysicsAndItFollowsTheFinger() throws {
    let timeline = try play(
      "shade", frameRate: 120, until: 5,
      [
        pull(150, over: 0.06),  // a flick: it opens and bounces
        drag(at: 0.5, from: (195, 600), to: (195, 400), duration: 0.4, hold: 0.3),
      ])
    // Caught where it was; it waits under the finger until the pan is recognised, then follows
    // the finger's movement one to one from there (no jump by the pan's 10 pt slop).
    let grabbed = try #require(timeline.frame(at: 0.5)?.view("presented")).frame.origin.y
    var previous: (finger: Double, y: Double)?
    for frame in timeline.frames where frame.isInteractive && frame.time > 0.5 {
      let finger = try #require(frame.touch).y
      let y = try #require(frame.view("presented")).frame.origin.y
      #expect(abs(y - grabbed) <= abs(finger - 600) + 1e-6)
      if let previous, abs(previous.y - grabbed) > 1e-9 {
        expectApproximately(y - previous.y, finger - previous.finger, absolute: 1e-6)
      }
      previous = (finger, y)
    }
    #expect(abs((previous?.y ?? 0) - grabbed) > 150)
    // No contact while held.
    #expect(!timeline.events("contact").contains { $0.time > 0.5 && $0.time < 1.2 })
    #expect(timeline.events("interactionBegan").count == 2)
    #expect(timeline.endings.count == 1)
  }

  @Test func reduceMotionNeverBouncesAndFiresNoContactHaptics() throws {
    let timeline = try play(
      "shade", reduceMotion: true, until: 5, [pull(150, over: 0.06)])
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.events("haptic").isEmpty)
    #expect(timeline.frames.compactMap(\.progress).allSatisfy { $0 <= 1 + 1e-9 })
  }
}
