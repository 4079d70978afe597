public import Motion
public import Stage

/// Builds time-stamped touch sequences: a finger goes down, moves in steps, lifts.
///
/// ```swift
/// var script = TouchScript(start: 0, frameRate: 60)
/// script.down(at: Point(x: 100, y: 100))
/// script.move(by: Vector(dx: 0, dy: 200), duration: 0.25)
/// script.up()
/// try script.play(in: window)
/// ```
public struct TouchScript: Sendable {
  /// The touches so far, in time order.
  public private(set) var touches: [Touch] = []
  /// The time of the next touch, in seconds.
  public private(set) var time: Double
  /// Where the finger is, in window points.
  public private(set) var location = Point.zero
  /// Move events per second.
  public let frameRate: Double
  /// The finger's touch identifier.
  public let id: Int

  /// A script for finger `id` starting at `start` seconds, moving at `frameRate` events per
  /// second.
  public init(id: Int = 1, start: Double = 0, frameRate: Double = 60) {
    self.id = id
    time = start
    self.frameRate = frameRate
  }

  /// The finger lands at `point`.
  public mutating func down(at point: Point) {
    location = point
    touches.append(Touch(id: id, phase: .began, location: point, time: time))
  }

  /// Moves in a straight line at constant speed, one event per frame.
  public mutating func move(by offset: Vector, duration: Double) {
    let steps = max(1, Int((duration * frameRate).rounded()))
    let start = location
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      time += duration / Double(steps)
      location = start + offset * f
      touches.append(Touch(id: id, phase: .moved, location: location, time: time))
    }
  }

  /// Lets `duration` seconds pass with the finger still.
  public mutating func wait(_ duration: Double) { time += duration }

  /// The finger lifts `delay` seconds after the last event, where it is.
  public mutating func up(after delay: Double = 1.0 / 60) {
    time += delay
    touches.append(Touch(id: id, phase: .ended, location: location, time: time))
  }

  /// Sends every touch to `window`, in order.
  @MainActor
  public func play(in window: Window) throws {
    for touch in touches { try window.send(touch) }
  }
}

/// A window of `width` × `height` points (an iPhone's by default) at time 0.
@MainActor
public func makeWindow(width: Double = 390, height: Double = 844) -> Window {
  Window(size: Size(width: width, height: height))
}

extension Point {
  /// `Point(x: x, y: y)`, short for touch scripts.
  public static func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
}

/// Whether two arrays hold the same objects in the same order.
public func identical<T: AnyObject>(_ a: [T], _ b: [T]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
