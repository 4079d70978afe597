import Motion
import Stage

/// Builds time-stamped touch sequences: a finger goes down, moves in steps, lifts.
///
/// ```swift
/// var script = TouchScript(start: 0, frameRate: 60)
/// script.down(at: Point(x: 100, y: 100))
/// script.move(by: Vector(dx: 0, dy: 200), duration: 0.25)
/// script.up()
/// try script.play(in: window)
/// ```
struct TouchScript {
  private(set) var touches: [Touch] = []
  private(set) var time: Double
  private(set) var location = Point.zero
  let frameRate: Double
  let id: Int

  init(id: Int = 1, start: Double = 0, frameRate: Double = 60) {
    self.id = id
    time = start
    self.frameRate = frameRate
  }

  mutating func down(at point: Point) {
    location = point
    touches.append(Touch(id: id, phase: .began, location: point, time: time))
  }

  /// Moves in a straight line at constant speed, one event per frame.
  mutating func move(by offset: Vector, duration: Double) {
    let steps = max(1, Int((duration * frameRate).rounded()))
    let start = location
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      time += duration / Double(steps)
      location = start + offset * f
      touches.append(Touch(id: id, phase: .moved, location: location, time: time))
    }
  }

  mutating func wait(_ duration: Double) { time += duration }

  mutating func up(after delay: Double = 1.0 / 60) {
    time += delay
    touches.append(Touch(id: id, phase: .ended, location: location, time: time))
  }

  @MainActor
  func play(in window: Window) throws {
    for touch in touches { try window.send(touch) }
  }
}

/// Records lifecycle events of several controllers as "Name.event" strings.
@MainActor
final class LifecycleLog {
  private(set) var entries: [String] = []

  func watch(_ controller: ViewController, as name: String) {
    controller.title = name
    controller.lifecycleObserver = { [weak self] _, event in
      self?.entries.append("\(name).\(Self.name(event))")
    }
  }

  func clear() { entries.removeAll() }

  static func name(_ event: LifecycleEvent) -> String {
    switch event {
    case .viewDidLoad: return "viewDidLoad"
    case .viewWillAppear: return "viewWillAppear"
    case .viewDidAppear: return "viewDidAppear"
    case .viewWillDisappear: return "viewWillDisappear"
    case .viewDidDisappear: return "viewDidDisappear"
    case .willMoveToParent(let to): return to ? "willMoveToParent" : "willMoveToNilParent"
    case .didMoveToParent(let to): return to ? "didMoveToParent" : "didMoveToNilParent"
    }
  }
}

/// A delegate whose answers are set per test.
@MainActor
final class ConfigurableGestureDelegate: GestureRecognizerDelegate {
  var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
  var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    shouldBegin(recognizer)
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    simultaneous(recognizer, other)
  }
}

/// Records the states a recogniser's actions saw.
@MainActor
final class StateLog {
  private(set) var states: [GestureState] = []

  func attach(_ recognizer: GestureRecognizer) {
    recognizer.addAction { [weak self] recognizer in self?.states.append(recognizer.state) }
  }
}

@MainActor
func makeWindow(width: Double = 390, height: Double = 844) -> Window {
  Window(size: Size(width: width, height: height))
}

extension Point {
  static func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
}

/// Whether two arrays hold the same objects in the same order.
func identical<T: AnyObject>(_ a: [T], _ b: [T]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
