/// Frames a physics run's plan reads (``PhysicsRun``), recorded in one go at the end of the read
/// rather than one by one: each is the last frame stepped with the values the tracks move
/// changed, so the frames' times are noted as they are read (``noteRepeat(breakAt:)``), and
/// their values are appended together (``appendRepeats(_:headroom:)``) with each view's storage
/// grown once, to its final size, instead of doubling (and copying, and touching fresh pages)
/// as the run grows. The values are the same numbers as recording each frame as a copy of the
/// one before would give, so the plan fitted from them is the same to the bit.
extension RenderPlanner {
  /// Notes the time of a frame whose values ``appendRepeats(_:headroom:)`` appends later: on the
  /// 1/120 s grid, or at `engineTime` between two frames of it (a contact, as
  /// ``recordBreak(_:engineTime:)``).
  mutating func noteRepeat(breakAt engineTime: Double?) {
    if let engineTime {
      times.append(engineTime - engineBeginTime)
      isBreak.append(true)
      breakTimes.append(engineTime)
    } else {
      times.append(Double(gridFrames) * interval)
      isBreak.append(false)
      gridFrames += 1
    }
  }

  /// Appends `count` frames, each a copy of the frame recorded last (every view of it, every
  /// value): the frames whose times ``noteRepeat(breakAt:)`` noted. Each view's storage is grown
  /// once, with room for `headroom` more frames (those the frame path records after a read);
  /// ``setRepeated(slot:_:frame:of:to:)`` then sets what moved.
  mutating func appendRepeats(_ count: Int, headroom: Int) {
    guard count > 0 else { return }
    let width = Self.channelCount
    var values: [Double] = []
    for position in 0..<lastViewCount {
      let slot = slotAtPosition[position]
      // Taken out while appended to: held only here, so no uniqueness check per value.
      swap(&values, &samples[slot].values)
      let end = values.count
      values.reserveCapacity(end + (count + headroom) * width)
      for _ in 0..<count {
        for offset in (end - width)..<end { values.append(values[offset]) }
      }
      swap(&values, &samples[slot].values)
    }
    frames += count
  }

  /// Sets `channel` of the view in `slot` in frame `frame` of the last `count` frames recorded
  /// (0: the first of them).
  mutating func setRepeated(
    slot: Int, _ channel: RenderChannel, frame: Int, of count: Int, to value: Double
  ) {
    let index =
      samples[slot].values.count - (count - frame) * Self.channelCount + channel.rawValue
    samples[slot].values[index] = value
  }
}
