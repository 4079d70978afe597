import Stage

/// Frames a plan reads rather than steps (``PhysicsRun``): a frame recorded as the last one with
/// only the values that moved changed, so that the plan of those frames is fitted exactly as the
/// frame path's (`plan(beginTime:events:)` is the same code on the same numbers).
extension RenderPlanner {
  /// The slot of view `id` in the frame recorded last, or `nil` when it was not in it.
  func lastSlot(of id: ViewID) -> Int? {
    for position in 0..<lastViewCount where samples[slotAtPosition[position]].view == id {
      return slotAtPosition[position]
    }
    return nil
  }

  /// Records a frame whose every view and value is the last frame's: on the 1/120 s grid, or
  /// at `engineTime` between two frames of it (a contact, as
  /// ``recordBreak(_:engineTime:)``). ``setLast(slot:_:to:)`` then sets what moved. Allocates
  /// nothing once the storage has grown.
  mutating func recordRepeat(breakAt engineTime: Double?) {
    if let engineTime {
      times.append(engineTime - engineBeginTime)
      isBreak.append(true)
      breakTimes.append(engineTime)
    } else {
      times.append(Double(gridFrames) * interval)
      isBreak.append(false)
      gridFrames += 1
    }
    let width = Self.channelCount
    var values: [Double] = []
    for position in 0..<lastViewCount {
      let slot = slotAtPosition[position]
      // Taken out while appended to: held only here, so no uniqueness check per value.
      swap(&values, &samples[slot].values)
      let end = values.count
      for offset in (end - width)..<end { values.append(values[offset]) }
      swap(&values, &samples[slot].values)
    }
    frames += 1
  }

  /// Sets `channel` of the view in `slot` (``lastSlot(of:)``) in the frame recorded last.
  mutating func setLast(slot: Int, _ channel: RenderChannel, to value: Double) {
    let index = samples[slot].values.count - Self.channelCount + channel.rawValue
    samples[slot].values[index] = value
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
