import Stage

/// What a plan read rather than stepped (``PhysicsRun``) asks of the frames recorded so far, and
/// the storage a plan written into the one before keeps; the read frames themselves are
/// appended by `RenderPlanner+Repeats.swift`.
extension RenderPlanner {
  /// The slot of view `id` in the frame recorded last, or `nil` when it was not in it.
  func lastSlot(of id: ViewID) -> Int? {
    for position in 0..<lastViewCount where samples[slotAtPosition[position]].view == id {
      return slotAtPosition[position]
    }
    return nil
  }

  /// The value of `channel` of the view in `slot`, `back` frames before the frame recorded last
  /// (0: that frame), or `nil` when the view was not recorded then.
  func value(slot: Int, _ channel: RenderChannel, back: Int) -> Double? {
    let index = samples[slot].values.count - (back + 1) * Self.channelCount + channel.rawValue
    return index >= 0 ? samples[slot].values[index] : nil
  }

  /// Empties `plan`'s tracks, keeping their storage, and keeps its keyframe animations' arrays,
  /// emptied, for the plan written next (`plan(beginTime:into:)`).
  mutating func keepArrays(of plan: inout RenderPlan) {
    for index in plan.tracks.indices {
      guard case .keyframes = plan.tracks[index].animation.curve else { continue }
      var curve = Self.emptyCurve
      swap(&curve, &plan.tracks[index].animation.curve)
      // Consumed: the arrays are then held only here, and emptied in place.
      guard case .keyframes(var values, var keyTimes, var points) = consume curve else {
        continue
      }
      values.removeAll(keepingCapacity: true)
      keyTimes.removeAll(keepingCapacity: true)
      points.removeAll(keepingCapacity: true)
      keptArrays.append((values, keyTimes, points))
    }
    plan.tracks.removeAll(keepingCapacity: true)
  }

  /// A curve that holds no storage (empty arrays are shared, never allocated).
  private static var emptyCurve: RenderAnimation.Curve {
    .keyframes(values: [], keyTimes: [], controlPoints: [])
  }

  /// Whether `channel` of the view in `slot` is ever more than its tolerance from its last value.
  func moves(slot: Int, _ channel: RenderChannel) -> Bool {
    samples[slot].values.withUnsafeBufferPointer { values in
      let width = Self.channelCount
      guard values.count >= width else { return false }
      let end = values[values.count - width + channel.rawValue]
      let tolerance = channel.tolerance
      var sample = channel.rawValue
      while sample < values.count {
        if abs(values[sample] - end) > tolerance { return true }
        sample += width
      }
      return false
    }
  }
}
