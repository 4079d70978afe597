import Dynamics
import Motion

/// A world of 390 × 844 points with one box, for tests.
func makeWorld(step: Double = 1.0 / 240) throws -> World {
  try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844), step: step)
}

/// Frame times from 0 to `duration` at `rate` Hz.
func frames(rate: Double, duration: Double) -> [Double] {
  let count = Int((duration * rate).rounded())
  return (1...count).map { Double($0) / rate }
}

/// Frame times with pseudo-random gaps between 4 and 30 ms.
func jitteredFrames(duration: Double, seed: UInt64) -> [Double] {
  var generator = SplitMix(seed: seed)
  var times: [Double] = []
  var t = 0.0
  while true {
    t += 0.004 + Double(generator.next() % 26_000) / 1_000_000
    if t > duration { break }
    times.append(t)
  }
  return times
}

struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Records every event of a world.
final class EventLog {
  var events: [WorldEvent] = []
  init(_ world: World) {
    world.onEvent = { [unowned self] event in self.events.append(event) }
  }
  var rests: [WorldEvent] {
    events.filter {
      if case .rest = $0 { return true }
      return false
    }
  }
  var contactsBegan: [Contact] {
    events.compactMap {
      if case .contactBegan(let contact) = $0 { return contact }
      return nil
    }
  }
}
