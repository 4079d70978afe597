import Dynamics
import Foundation
import Motion
import Stage
import Testing
import TransitionsTestSupport

@MainActor
@Suite struct DynamicAnimatorTests {
  @Test func aViewFallsAndRestsOnTheBottomOfItsReferenceView() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let box = View(frame: Rect(x: 175, y: 100, width: 40, height: 40))
    window.addSubview(box)
    let animator = try DynamicAnimator(referenceView: window)
    let item = try animator.addItem(box, elasticity: 0.4)
    animator.world.addBehavior(GravityBehavior(items: [item]))
    let collision = CollisionBehavior(items: [item])
    // Weak: the window holds the animator, whose world holds this closure.
    collision.onContactBegan = { [weak window] contact in
      window?.impact(.medium, intensity: min(1, contact.impactSpeed / 2000))
    }
    animator.world.addBehavior(collision)
    var rested = false
    animator.world.onRest = { _ in rested = true }
    animator.install(in: window)
    let recorder = try #require(window.environment.haptics as? HapticsRecorder)
    // The world starts at the first frame after installing: t = 0 there.
    try window.advance(to: 0.3, frameRate: 60)
    // Free fall from centre 120 for 0.3 s less the first frame's time.
    let t = animator.world.elapsedTime
    expectApproximately(box.center.y, 120 + 500 * t * t, absolute: 1e-9)
    try window.advance(to: 4, frameRate: 60)
    #expect(rested)
    expectApproximately(box.center.y, 824, absolute: 1e-6)
    expectApproximately(box.onScreen.center.x, 195, absolute: 1e-9)
    #expect(!recorder.impacts.isEmpty)
    #expect(recorder.impacts.allSatisfy { $0.intensity > 0 && $0.intensity <= 1 })
  }

  /// `advanceWorld(to:)` is the world's part of a window frame: the world reaches the same
  /// state, bit for bit, as a window frame at the same time would bring it to, and the view
  /// stays where the last frame put it until the next frame moves it (issue 30's plan of a
  /// physics run). Not installed, it changes nothing.
  @Test func advancingTheWorldAloneIsAFramesWorldWithoutMovingTheView() throws {
    func falling() throws -> (Window, View, DynamicAnimator, ItemID) {
      let window = Window(size: Size(width: 390, height: 844))
      let box = View(frame: Rect(x: 175, y: 100, width: 40, height: 40))
      window.addSubview(box)
      let animator = try DynamicAnimator(referenceView: window)
      let item = try animator.addItem(box, elasticity: 0.4)
      animator.world.addBehavior(GravityBehavior(items: [item]))
      animator.world.addBehavior(CollisionBehavior(items: [item]))
      return (window, box, animator, item)
    }
    let (window, box, animator, item) = try falling()
    let (otherWindow, otherBox, other, otherItem) = try falling()
    #expect(!animator.advanceWorld(to: 0.5))
    #expect(animator.world.elapsedTime == 0)
    animator.install(in: window)
    other.install(in: otherWindow)
    try window.advance(to: 0.1, frameRate: 120)
    try otherWindow.advance(to: 0.1, frameRate: 120)
    let shown = box.center
    for frame in 13...120 {
      let time = Double(frame) / 120
      #expect(animator.advanceWorld(to: time))
      try otherWindow.advance(to: time, frameRate: 120)
      #expect(animator.world.center(of: item) == other.world.center(of: otherItem), "at \(time)")
      #expect(animator.world.velocity(of: item) == other.world.velocity(of: otherItem))
      #expect(box.center == shown)
    }
    // The next window frame finds the world there and moves the view as the other's.
    try window.advance(to: 1, frameRate: 120)
    #expect(box.center == otherBox.center)
    #expect(box.center.y > shown.y + 100)
  }

  /// A turning item writes its angle into the view's rotation, keeping the rest of its
  /// transform; free, its spin decays as e^(−k·t) (closed form: θ = θ₀ + ω₀(1 − e^(−kt))/k).
  @Test func aTurningItemTurnsItsView() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 300))
    card.transform = Transform(scaleX: 0.9, scaleY: 0.9, rotation: 0.2)
    window.addSubview(card)
    let still = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    still.transform = Transform(rotation: 0.5)
    window.addSubview(still)
    let animator = try DynamicAnimator(referenceView: window)
    let item = try animator.addItem(
      card, allowsRotation: true, angularVelocity: 3, angularResistance: 2)
    let other = try animator.addItem(still)
    animator.install(in: window)
    try window.advance(to: 0.5, frameRate: 60)
    let t = animator.world.elapsedTime
    let expected = 0.2 + 3 * (1 - exp(-2 * t)) / 2
    expectApproximately(animator.world.angle(of: item), expected, absolute: 1e-9)
    expectApproximately(card.transform.rotation, expected, absolute: 1e-9)
    #expect(card.transform.scaleX == 0.9 && card.transform.scaleY == 0.9)
    // An item added without rotation leaves its view's transform alone.
    #expect(still.transform.rotation == 0.5)
    #expect(animator.world.angle(of: other) == 0)
    // After a change by hand, the item is picked up at the view's angle.
    card.transform = Transform(rotation: -1)
    try animator.updateItem(from: card)
    #expect(animator.world.angle(of: item) == -1)
  }

  @Test func aDraggedViewIsPickedUpFromWhereItIs() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 400, width: 100, height: 100))
    window.addSubview(card)
    let animator = try DynamicAnimator(referenceView: window)
    let item = try animator.addItem(card)
    animator.world.addBehavior(SnapBehavior(item: item, point: Point(x: 195, y: 422)))
    animator.install(in: window)
    try window.advance(to: 0.2, frameRate: 60)
    // A finger moves the card; the physics continues from there with the release velocity.
    card.center = Point(x: 300, y: 700)
    try animator.updateItem(from: card, velocity: Vector(dx: 0, dy: -500))
    expectApproximately(animator.world.center(of: item), Point(x: 300, y: 700), absolute: 1e-9)
    try window.advance(to: 5, frameRate: 60)
    expectApproximately(card.center, Point(x: 195, y: 422), absolute: 0.01)
    animator.stop()
    try window.advance(to: 5.1, frameRate: 60)
    #expect(!animator.isRunning)
  }
}
