/// The soak's random numbers: SplitMix64, seeded by the run's seed and a session's index, so
/// the same seed and index always draw the same session, whichever worker plays it.
public struct SoakRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// The generator of session `index` of the run seeded `seed`.
  public init(seed: UInt64, index: UInt64) {
    state = seed &+ index &* 0xD1B5_4A32_D192_ED03
    // Two draws mix a seed of few bits (0, 1, 2…) into all of the state.
    _ = next()
    _ = next()
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
