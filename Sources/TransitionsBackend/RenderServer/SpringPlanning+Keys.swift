import Motion
import Stage

extension ClosedFormRun {
  /// Keyframes for the values no line reads that change in the last frames (a view added or
  /// removed at the end): keys at the plan's begin and at each of those frames.
  func keyUnread(
    _ frames: [(frame: Int, published: PublishedFrame)], into plan: inout RenderPlan
  ) {
    var ids: [ViewID] = first.views.map(\.id)
    for (_, published) in frames {
      for view in published.views where !ids.contains(view.id) { ids.append(view.id) }
    }
    for id in ids {
      for channel in RenderChannel.allCases where !reads(id, channel) {
        // Most values never change: looked at in place, before any sample is kept.
        func value(in frame: PublishedFrame) -> Double? {
          frame[id].map { channel.value(of: $0.onScreen) }
        }
        var last = value(in: first)
        for (_, published) in frames { last = value(in: published) ?? last }
        guard let end = last else { continue }
        func away(_ value: Double?) -> Bool {
          value.map { abs($0 - end) > channel.tolerance } ?? false
        }
        guard away(value(in: first)) || frames.contains(where: { away(value(in: $0.published)) })
        else { continue }
        var samples: [(time: Double, value: Double)] = []
        if let view = first[id] { samples.append((0, channel.value(of: view.onScreen))) }
        for (frame, published) in frames {
          guard let view = published[id] else { continue }
          samples.append((Double(frame) * interval, channel.value(of: view.onScreen)))
        }
        plan.tracks.append(
          RenderPlan.Track(
            view: id, channel: channel,
            animation: Self.keyframes(samples, beginTime: plan.beginTime, interval: interval),
            endValue: end))
      }
    }
  }

  /// A linear keyframe animation through `samples` (times from the plan's begin), a key at each
  /// sample that is not between two equal ones.
  static func keyframes(
    _ samples: [(time: Double, value: Double)], beginTime: Double, interval: Double
  ) -> RenderAnimation {
    let begin = samples[0].time
    let span = (samples.last?.time ?? begin) - begin
    var values: [Double] = []
    var keyTimes: [Double] = []
    for (index, sample) in samples.enumerated() {
      let between =
        index > 0 && index < samples.count - 1 && samples[index - 1].value == sample.value
        && samples[index + 1].value == sample.value
      guard !between else { continue }
      values.append(sample.value)
      keyTimes.append(span > 0 ? (sample.time - begin) / span : 0)
    }
    return RenderAnimation(
      .keyframes(values: values, keyTimes: keyTimes), beginTime: beginTime + begin,
      duration: max(span, interval), fillMode: .backwards)
  }
}

extension RenderChannel {
  /// The channels a view property's value holds (none for a colour: a plan does not animate
  /// colours).
  static func channels(of property: AnimatableProperty) -> [RenderChannel] {
    switch property {
    case .center: return [.centerX, .centerY]
    case .bounds: return [.boundsX, .boundsY, .width, .height]
    case .transform: return [.translationX, .translationY, .scaleX, .scaleY, .rotation]
    case .alpha: return [.alpha]
    case .cornerRadius: return [.cornerRadius]
    case .backgroundColor: return []
    }
  }
}

extension PropertyValue {
  /// Whether both values are of the same kind (interpolating between kinds snaps at the end).
  func isSameKind(as other: PropertyValue) -> Bool {
    switch (self, other) {
    case (.point, .point), (.rect, .rect), (.transform, .transform), (.number, .number),
      (.color, .color):
      return true
    default: return false
    }
  }
}
