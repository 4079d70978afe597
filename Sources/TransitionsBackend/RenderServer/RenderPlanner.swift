import Motion
public import Stage

/// Turns a run simulated ahead, frame by frame, into a ``RenderPlan`` (issue 30).
///
/// ```swift
/// var planner = RenderPlanner()
/// planner.begin(engineTime: host.currentTime, interval: 1.0 / 120)
/// planner.record(host.published)                  // the frame at the begin time
/// while running { try host.tick(to: next); planner.record(host.published) }
/// let plan = planner.plan(beginTime: mediaTime)
/// ```
///
/// Per view and channel that moves (more than its tolerance away from its end value at some
/// frame), the plan has: a `CASpringAnimation` when the samples are a spring's to rounding
/// (``SpringIdentification``, ``exactness``; it ends where the engine's animator ends,
/// ``noteEnd(engineTime:)``), a `CABasicAnimation` when they follow one of Core Animation's
/// named timing functions to rounding (``CurveIdentification``), else a `CAKeyframeAnimation`
/// with a cubic timing function per segment (`KeyframeFit`): keys on frames, on each frame
/// taken between two of the grid at a contact (``recordBreak(_:engineTime:)``, always keyed),
/// and on the engine's turning points where it overshoots its keys, placed greedily: each key as
/// far from the previous as the segment's cubic (the Hermite cubic of the engine's values and
/// velocities at both keys) stays within ``fitFraction`` of the channel's tolerance at every
/// frame between and between those frames (against the frame-to-frame cubic of the engine's
/// values and velocities). The rest of the tolerance is left for the engine's motion between two
/// frames, which no sample sees.
///
/// Storage is kept between plans: a planner reused for runs of the same size allocates only the
/// plan it returns.
public struct RenderPlanner: Sendable {
  /// The share of a channel's tolerance keyframes may use at the frames.
  public static let fitFraction = 0.8
  /// How close, relative to the largest value, a spring or a basic animation must come to
  /// every frame to stand for the engine's motion: the engine's springs and curves are closed
  /// forms, so one it runs is found to rounding; a motion merely close to one is keyed.
  public static let exactness = 1e-7

  struct Samples: Sendable {
    var view: ViewID
    /// The frame index of its first sample.
    var first: Int
    /// Frame by frame, the frame's value of every channel in ``RenderChannel`` order: one array
    /// per view (not one per channel), so that a fresh planner grows a few arrays, not 13 per
    /// view.
    var values: [Double]
  }

  /// The channels, in ``RenderChannel`` order, made once (`allCases` makes an array per call).
  private static let channels = RenderChannel.allCases
  static let channelCount = channels.count
  var samples: [Samples] = []
  var count = 0
  private var index: [ViewID: Int] = [:]
  /// The slot of the view at each position of the frame recorded last: a frame of the same
  /// views in the same order finds each slot with no hashing.
  var slotAtPosition: [Int] = []
  /// How many views the frame recorded last had (its slots: `slotAtPosition`'s first ones).
  var lastViewCount = 0
  /// One channel's samples of one view, gathered for its fit (kept between plans).
  private var channelValues: [Double] = []
  var frames = 0
  /// Per recorded frame, its time from the first frame, in seconds.
  var times: [Double] = []
  /// Frames on the 1/120 s grid recorded so far (the others are off-grid: contacts).
  var gridFrames = 0
  /// Whether each recorded frame is off the grid (a key must fall on it).
  var isBreak: [Bool] = []
  /// The engine times of the off-grid frames.
  var breakTimes: [Double] = []
  /// When animators' segments end, from the first frame (``noteEnd(engineTime:)``).
  private var ends: [Double] = []
  /// The keys of one channel's keyframe animation (storage kept between plans).
  private var keyframes = KeyframeFit()
  /// Emptied arrays of the keyframe animations of a plan written over (`plan(beginTime:into:)`).
  var keptArrays: [([Double], [Double], [RenderAnimation.ControlPoints])] = []
  /// The engine's time of the first frame.
  public private(set) var engineBeginTime = 0.0
  /// Seconds between two recorded frames.
  public private(set) var interval = 1.0 / 120

  public init() {}

  /// How many frames were recorded.
  public var frameCount: Int { frames }

  /// Starts a new plan: its first frame will be at `engineTime`, the next every `interval` s.
  public mutating func begin(engineTime: Double, interval: Double = 1.0 / 120) {
    for slot in 0..<count { samples[slot].values.removeAll(keepingCapacity: true) }
    count = 0
    index.removeAll(keepingCapacity: true)
    slotAtPosition.removeAll(keepingCapacity: true)
    lastViewCount = 0
    frames = 0
    gridFrames = 0
    times.removeAll(keepingCapacity: true)
    isBreak.removeAll(keepingCapacity: true)
    breakTimes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    engineBeginTime = engineTime
    self.interval = interval
  }

  /// Records the frame `host` last published: the next frame of the plan, on its 1/120 s grid.
  public mutating func record(_ frame: PublishedFrame) {
    times.append(Double(gridFrames) * interval)
    isBreak.append(false)
    gridFrames += 1
    store(frame)
  }

  /// Records a frame published between two frames of the grid, at `engineTime` (after the
  /// last frame recorded, before the next one of the grid): where the motion turns sharply (a
  /// contact, `Window.nextMotionBreak(before:)`). A keyframe animation gets a key on it.
  public mutating func recordBreak(_ frame: PublishedFrame, engineTime: Double) {
    times.append(engineTime - engineBeginTime)
    isBreak.append(true)
    breakTimes.append(engineTime)
    store(frame)
  }

  /// Notes that an animator's segment ends at `engineTime` (`Window.nextAnimatorEnd`, asked
  /// through a microsecond past each frame): an identified spring or curve whose final value is
  /// first shown by the next frame stops there, as the engine's does, rather than half a frame
  /// before that frame. An end up to a microsecond past a frame is that frame's.
  public mutating func noteEnd(engineTime: Double) {
    ends.append(engineTime - engineBeginTime)
  }

  /// The end of an identified animation that stops half a frame before the frame that shows
  /// its final value: the animator's end noted within that frame's interval, if any.
  private func engineEnd(_ duration: Double) -> Double {
    let snap = duration + interval / 2
    var best = duration
    // A microsecond early: the engine counts a frame that close to an end as the end (its sums
    // of frame times round), and the frame on the end must show the final value.
    // An end up to a microsecond after the frame is that frame's (`ProgressSegment`'s rule).
    for end in ends where end > snap - interval + 1e-6 && end <= snap + 1e-6 { best = end - 1e-6 }
    return best
  }

  private mutating func store(_ frame: PublishedFrame) {
    for (position, view) in frame.views.enumerated() {
      let slot = self.slot(of: view.id, at: position)
      // A view that left and came back gets a new id from the host: one slot per id.
      let shown = view.onScreen
      for channel in Self.channels {
        samples[slot].values.append(channel.value(of: shown))
      }
    }
    lastViewCount = frame.views.count
    frames += 1
  }

  /// The slot of the view `id`, at `position` in the frame being recorded: the slot of the view
  /// at that position last frame when it is the same view, else found (or made) by id.
  private mutating func slot(of id: ViewID, at position: Int) -> Int {
    if position < slotAtPosition.count {
      let guess = slotAtPosition[position]
      if samples[guess].view == id { return guess }
    }
    let slot: Int
    if let known = index[id] {
      slot = known
    } else {
      slot = count
      count += 1
      index[id] = slot
      if slot == samples.count {
        samples.append(Samples(view: id, first: frames, values: []))
      } else {
        samples[slot].view = id
        samples[slot].first = frames
      }
    }
    if position < slotAtPosition.count {
      slotAtPosition[position] = slot
    } else {
      slotAtPosition.append(slot)
    }
    return slot
  }

  /// The plan of what was recorded, its animations beginning at media time `beginTime`, with
  /// `events` (times from the begin).
  public mutating func plan(beginTime: Double, events: [RenderPlan.Event] = []) -> RenderPlan {
    var plan = RenderPlan(
      beginTime: beginTime, engineBeginTime: engineBeginTime, duration: 0, events: events)
    self.plan(beginTime: beginTime, into: &plan)
    return plan
  }

  /// The plan of what was recorded, written into the storage of `plan` (the plan before, held
  /// only here): its tracks, its keyframe animations' arrays (kept by the planner in between)
  /// and its contact frames are reused, so that planning runs of the same size allocates
  /// nothing once the storage has grown. Its ``RenderPlan/events`` are left as they are.
  public mutating func plan(beginTime: Double, into plan: inout RenderPlan) {
    keepArrays(of: &plan)
    let duration = times.last ?? 0
    plan.beginTime = beginTime
    plan.engineBeginTime = engineBeginTime
    plan.duration = duration
    plan.breakFrames.removeAll(keepingCapacity: true)
    plan.breakFrames.append(contentsOf: breakTimes)
    guard duration > 0 else { return }
    var values = channelValues
    channelValues = []  // unique while fitting: no copy
    for slot in 0..<count {
      let view = samples[slot].view
      let first = samples[slot].first
      for channel in Self.channels {
        // Looked at in place first: most channels never leave their end value.
        guard moves(slot: slot, channel) else { continue }
        values.removeAll(keepingCapacity: true)
        var sample = channel.rawValue
        while sample < samples[slot].values.count {
          values.append(samples[slot].values[sample])
          sample += Self.channelCount
        }
        guard let end = values.last else { continue }
        let animation = fit(
          values[...], first: first, channel: channel, beginTime: beginTime, duration: duration)
        plan.tracks.append(
          RenderPlan.Track(view: view, channel: channel, animation: animation, endValue: end))
      }
    }
    channelValues = values
  }

  private mutating func fit(
    _ values: ArraySlice<Double>, first: Int, channel: RenderChannel, beginTime: Double,
    duration: Double
  ) -> RenderAnimation {
    let tolerance = channel.tolerance * Self.fitFraction
    let start = beginTime + times[first]
    // Before its first key (a view that came later) the first value; after its last, the model
    // value, which is the last.
    let fill = RenderAnimation.FillMode.backwards
    // A spring only where the engine's motion is one (to rounding): anything else is keyed.
    let exact = Self.exactness * max(1, values.reduce(0) { max($0, abs($1)) })
    // Identification reads frames on one grid: none off it.
    let uniform = breakTimes.isEmpty
    if uniform, first == 0,
      let spring = SpringIdentification.identify(values, interval: interval, tolerance: exact)
    {
      return RenderAnimation(
        spring.curve, beginTime: beginTime, duration: engineEnd(spring.duration),
        fillMode: .backwards)
    }
    if uniform, first == 0,
      let basic = CurveIdentification.identify(values, interval: interval, tolerance: exact)
    {
      return RenderAnimation(
        basic.curve, beginTime: beginTime, duration: basic.duration, fillMode: .backwards)
    }
    let n = values.count
    keyframes.fit(
      values, times: times[first..<(first + n)], isBreak: isBreak[first..<(first + n)],
      tolerance: tolerance)
    let span = times[first + n - 1] - times[first]
    let keyCount = keyframes.keys.count
    // The arrays of a keyframe animation of the plan before, emptied (`keepArrays(of:)`).
    var (keyValues, keyTimes, timing) = keptArrays.popLast() ?? ([], [], [])
    keyValues.reserveCapacity(keyCount)
    keyTimes.reserveCapacity(keyCount)
    timing.reserveCapacity(keyCount - 1)
    for index in 0..<keyCount {
      let key = keyframes.key(index)
      keyValues.append(key.value)
      keyTimes.append(span > 0 ? (key.time - times[first]) / span : 0)
      if index + 1 < keyCount { timing.append(keyframes.timing(index)) }
    }
    return RenderAnimation(
      .keyframes(values: keyValues, keyTimes: keyTimes, controlPoints: timing),
      beginTime: start,
      duration: max(span, interval), fillMode: fill)
  }
}
