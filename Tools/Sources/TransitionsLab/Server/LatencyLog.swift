/// Delays from touch messages to the frames that show them, in seconds: the last
/// ``capacity``, for the percentiles `transitions-lab --measure-latency` prints.
actor LatencyLog {
  /// How many delays are kept.
  static let capacity = 1 << 17
  private var samples: [Double] = []
  private var next = 0
  /// How many delays were recorded in all.
  private(set) var count = 0

  /// Records one delay.
  func record(_ seconds: Double) {
    if samples.count < Self.capacity {
      samples.append(seconds)
    } else {
      samples[next] = seconds
      next = (next + 1) % Self.capacity
    }
    count += 1
  }

  /// The delays kept, in seconds: the median, the 99th percentile and the largest; `nil` when
  /// none was recorded.
  func summary() -> LatencySummary? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double {
      sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
    }
    return LatencySummary(
      count: count, median: percentile(0.5), p99: percentile(0.99), maximum: sorted.last ?? 0)
  }
}

/// The delays from touch messages to their frames, in seconds.
public struct LatencySummary: Sendable, Hashable, CustomStringConvertible {
  /// How many were measured.
  public var count: Int
  public var median: Double
  /// The 99th percentile.
  public var p99: Double
  public var maximum: Double

  /// `touch → frame: 1234 measured, median 0.081 ms, p99 0.412 ms, max 1.9 ms`.
  public var description: String {
    func ms(_ seconds: Double) -> String { "\((seconds * 1e6).rounded() / 1000) ms" }
    return "touch → frame: \(count) measured, median \(ms(median)), p99 \(ms(p99)), "
      + "max \(ms(maximum))"
  }
}
