import Motion
import Stage

extension ClosedFormRun {
  /// The render server's animation of `line`: the animator's spring from the plan's begin (its
  /// state there), or its curve from the motion's start.
  func animation(_ line: Line, beginTime: Double) -> RenderAnimation {
    let target = motion.target
    let end = motion.startTime + motion.duration - start
    switch motion.shape {
    case .spring(let spring, _):
      // Its state at the plan's begin: the same motion from there (a release's spring began
      // at the release; a button's, now).
      let state = spring.state(at: max(0, start - motion.startTime))
      let span = target - state.value
      let velocity = span != 0 ? state.velocity / span : 0
      // A microsecond early: the engine counts a frame that close to the end as the end, and
      // shows the model value (the end value) from that frame on.
      return RenderAnimation(
        .spring(
          from: line.value(atProgress: state.value), to: line.value(atProgress: target),
          spring: spring.spring, initialVelocity: velocity),
        beginTime: beginTime, duration: max(end - 1e-6, interval), fillMode: .backwards)
    case .curve(let curve, let from, let to, let duration):
      return RenderAnimation(
        .basic(
          from: line.value(atProgress: from), to: line.value(atProgress: to), timing: curve),
        beginTime: beginTime + motion.startTime - start, duration: duration,
        fillMode: .backwards)
    }
  }

  /// Keyframes for the values no line reads that change in the last frames (a view added or
  /// removed at the end): keys at the plan's begin and at each of those frames.
  ///
  /// Each view's values are looked up once per frame (not once per channel), in place: the
  /// frames are not copied while they are looked at.
  func keyUnread(
    _ frames: [(frame: Int, published: PublishedFrame)], into plan: inout RenderPlan
  ) {
    var ids: [ViewID] = first.views.map(\.id)
    for index in frames.indices {
      for view in frames[index].published.views where !ids.contains(view.id) {
        ids.append(view.id)
      }
    }
    // A view's values at the plan's begin, then at each frame (`nil`: not in that frame).
    var shown: [ViewProperties?] = []
    shown.reserveCapacity(frames.count + 1)
    for id in ids {
      var read = 0  // the channels a line reads, one bit each
      for line in lines where line.view == id { read |= 1 << line.channel.rawValue }
      shown.removeAll(keepingCapacity: true)
      shown.append(first[id]?.onScreen)
      for index in frames.indices { shown.append(frames[index].published[id]?.onScreen) }
      for channel in RenderChannel.allCases where read & (1 << channel.rawValue) == 0 {
        // Most values never change: looked at in place, before any sample is kept.
        var last: Double?
        for values in shown { last = values.map { channel.value(of: $0) } ?? last }
        guard let end = last else { continue }
        guard
          shown.contains(where: { values in
            values.map { abs(channel.value(of: $0) - end) > channel.tolerance } ?? false
          })
        else { continue }
        var samples: [(time: Double, value: Double)] = []
        if let values = shown[0] { samples.append((0, channel.value(of: values))) }
        for index in frames.indices {
          guard let values = shown[index + 1] else { continue }
          samples.append((Double(frames[index].frame) * interval, channel.value(of: values)))
        }
        plan.tracks.append(
          RenderPlan.Track(
            view: id, channel: channel,
            animation: Self.keyframes(samples, beginTime: plan.beginTime, interval: interval),
            endValue: end))
      }
    }
  }

  /// Keyframes for a line the overshoot limit bends: its frames before the motion's end as the
  /// engine computes them (``Line/shown(atProgress:)``), the twin's frames from the end on, keyed
  /// as the planner keys a channel (each key as far from the one before as a straight line stays
  /// within ``RenderPlanner/fitFraction`` of the tolerance at every frame between).
  func keyLimited(
    _ line: Line, _ frames: [(frame: Int, published: PublishedFrame)],
    into plan: inout RenderPlan
  ) {
    var samples: [(time: Double, value: Double)] = [(0, line.shown(atProgress: progressNow))]
    var bent: Int?
    for frame in 1..<endFrame {
      let progress = progresses[frame]
      let shown = line.shown(atProgress: progress)
      if bent == nil, shown != line.value(atProgress: progress) { bent = frame }
      samples.append((Double(frame) * interval, shown))
    }
    for (frame, published) in frames where frame >= endFrame {
      guard let view = published[line.view] else { continue }
      samples.append((Double(frame) * interval, line.channel.value(of: view.onScreen)))
    }
    guard let end = samples.last?.value,
      samples.contains(where: { abs($0.value - end) > line.channel.tolerance })
    else { return }
    // Held at its end value from the first frame the limit bends on (an alpha fading to 0 whose
    // spring overshoots past the end): the spring, ending half a frame before that frame, and
    // the model value (the end value) after, as the planner draws an engine spring that ends.
    if let bent, bent >= 2, samples[bent...].allSatisfy({ $0.value == end }) {
      var animation = animation(line, beginTime: plan.beginTime)
      animation.duration = min(animation.duration, (Double(bent) - 0.5) * interval)
      plan.tracks.append(
        RenderPlan.Track(
          view: line.view, channel: line.channel, animation: animation, endValue: end))
      return
    }
    let tolerance = line.channel.tolerance * RenderPlanner.fitFraction
    var keys = [samples[0]]
    var from = 0
    while from < samples.count - 1 {
      var to = from + 1
      while to + 1 < samples.count, Self.fits(samples, from: from, to: to + 1, tolerance) {
        to += 1
      }
      keys.append(samples[to])
      from = to
    }
    plan.tracks.append(
      RenderPlan.Track(
        view: line.view, channel: line.channel,
        animation: Self.keyframes(keys, beginTime: plan.beginTime, interval: interval),
        endValue: end))
  }

  /// Whether the straight line from sample `i` to sample `j` stays within `tolerance` of every
  /// sample between.
  static func fits(
    _ samples: [(time: Double, value: Double)], from i: Int, to j: Int, _ tolerance: Double
  ) -> Bool {
    let (a, b) = (samples[i], samples[j])
    let slope = (b.value - a.value) / (b.time - a.time)
    for k in (i + 1)..<j
    where abs(a.value + slope * (samples[k].time - a.time) - samples[k].value) > tolerance {
      return false
    }
    return true
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
