import Dynamics
import Motion
import TransitionsTestSupport

/// An empty world of 390 × 844 points (an iPhone screen), stepping every `step` seconds.
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
  var generator = SeededRandom(seed: seed)
  var times: [Double] = []
  var t = 0.0
  while true {
    t += 0.004 + Double(generator.next() % 26_000) / 1_000_000
    if t > duration { break }
    times.append(t)
  }
  return times
}
