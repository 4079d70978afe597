// The Swift side of `compare_physics.py`: times the `Dynamics` scenes exactly as the script times
// them in pymunk and Box2D, and prints the result as JSON on standard output.
//
//   swift build -c release --product DynamicsComparison
//   .build/release/DynamicsComparison [--steps N] [--repeats R] [--scene springs|boxes|shade|stack|card]...
//
// For each scene and each repeat: build the scene afresh and warm it up (not timed), then time
// N steps (default 240, one `advance(by: world.step)` each) with a monotonic clock. The best
// repeat counts (default 7 repeats); the median is reported too.

import Dynamics
import DynamicsScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func fail(_ message: String) -> Never {
  var line = "DynamicsComparison: \(message)\n"
  line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(2)
}

var steps = DynamicsScene.measuredSteps
var repeats = 7
var scenes: [DynamicsScene] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--steps":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fail("--steps expects a positive integer")
    }
    steps = value
  case "--repeats":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fail("--repeats expects a positive integer")
    }
    repeats = value
  case "--scene":
    guard let value = arguments.popFirst().flatMap({ DynamicsScene(rawValue: $0) }) else {
      fail("--scene expects one of springs, boxes, shade, stack, card")
    }
    scenes.append(value)
  default:
    fail("unknown argument \(argument)")
  }
}
if scenes.isEmpty { scenes = DynamicsScene.allCases }

/// A number as JSON (finite numbers only).
func json(_ value: Double) -> String {
  value.isFinite ? "\(value)" : "null"
}

var results: [String] = []
for scene in scenes {
  var times: [UInt64] = []
  var summary = 0.0
  for _ in 0..<repeats {
    let prepared: PreparedScene
    let start: UInt64
    let end: UInt64
    do {
      prepared = try scene.prepare()
      let startTime = prepared.world.elapsedTime
      start = now()
      for _ in 0..<steps { try prepared.step() }
      end = now()
      // The loop ran `steps` whole steps (the world's accumulator did not drop or add one).
      let ran = (prepared.world.elapsedTime - startTime) / prepared.world.step
      guard abs(ran - Double(steps)) < 1e-6 else { fail("\(scene): ran \(ran) steps") }
    } catch {
      fail("\(scene): \(error)")
    }
    times.append(end - start)
    summary = prepared.summary
  }
  times.sort()
  let best = Double(times[0])
  let median = Double(times[times.count / 2])
  let bodies = Double(scene.bodyCount)
  let perStep = best / Double(steps)
  results.append(
    """
      {"scene": "\(scene.rawValue)", "title": "\(scene.title)", "bodies": \(scene.bodyCount), \
    "warmUpSteps": \(scene.warmUpSteps), "steps": \(steps), "repeats": \(repeats), \
    "bestNs": \(json(best)), "medianNs": \(json(median)), "nsPerStep": \(json(perStep)), \
    "nsPerBodyStep": \(json(perStep / bodies)), \
    "medianNsPerBodyStep": \(json(median / Double(steps) / bodies)), \
    "summary": \(json(summary))}
    """)
}
print(
  """
  {"engine": "swift-transitions Dynamics", "step": \(1.0 / 240), "scenes": [
  \(results.joined(separator: ",\n"))
  ]}
  """)
