import Motion
import Stage
import Transitions

/// Issue 30's fast path: the plan of a run whose every moving value is one closed form, read
/// from the transition's animator instead of identified from frames the twin steps.
///
/// A run qualifies when the only thing that moves by itself is one `TransitionAnimator` running
/// along its timing or a completion spring (`TransitionAnimator.runningProgress`: no window
/// animator, no keyboard, no other frame observer such as a dynamics world, a progress follower
/// or a scroll view decelerating), and every track of its views' animator
/// (`PropertyAnimator.forEachOwnedTrack`) follows the progress over the whole run: started by
/// progress (not delayed in time) and never before its start. Each channel a track moves is then
/// `from + (to − from) · local(progress)`, so the render server plays the animator's own spring
/// (`CASpringAnimation`: its mass, stiffness and damping, the velocity relative to the distance
/// left) or its curve (`CABasicAnimation` with the timing function), mapped to the channel's
/// values: no frame sampled, nothing identified. A channel the engine's overshoot limit bends
/// at some frame (an alpha past 0 or 1 while a completion spring overshoots) is computed frame
/// by frame as the engine computes it, and keyed.
///
/// The twin still runs the run's first frame as the frame path does (so that a run that turns out
/// not to qualify goes on frame by frame from there, and a run whose frames report something the
/// read does not compute, a context update, does not qualify; the alongside blocks' scrubs and a
/// presentation's safe area are computed for the frames skipped), then jumps in one frame to the
/// frame before the motion's end (the closed form gives the same state at any time) and steps the
/// last frames as the frame path does: the plan's end time, the events of its end
/// (`transitionEnded`, the context's completion) and the twin's end state are the frame path's.
/// A value no track moves that changes in those last frames (a view added or removed at the
/// end) is keyed from them.
struct ClosedFormRun {
  /// A plan read, and how many frames the twin ran for it.
  struct Read {
    var plan: RenderPlan
    var framesStepped: Int
  }

  let motion: RunningProgress
  let start: Double
  let interval: Double
  let limit: Double
  /// The first frame of the grid that ends the motion.
  let endFrame: Int
  /// The farthest the progress is from its target at a frame before the end.
  let deviation: Double
  /// The progress at each frame before the end (index: the frame; 0 is the animator's now),
  /// computed once: a curve's progress solves its Bézier.
  let progresses: [Double]
  /// The progress the plan begins at.
  let progressNow: Double
  let lines: [Line]
  /// The frame the plan begins with.
  let first: PublishedFrame
  /// A presentation's safe-area reports, computed for the frames the twin skips.
  let safeAreaReports: SafeAreaReports?
  /// The content whose alongside blocks the skipped frames scrub (``AlongsideReporting``).
  let alongside: (any AlongsideReporting)?
  /// Whether the skipped frames report no change of the screen-reader actions
  /// (``ProgressLaidOut/keepsScreenReaderActionsDuringRun``): the first frame may then report
  /// the one the run's start made.
  let keepsScreenReaderActions: Bool

  /// The run on `twin` from `start`, read from its animator; `nil` when it does not qualify.
  @MainActor
  init?<Twin: SceneContent>(
    _ twin: MirroredScene<Twin>, start: Double, interval: Double, limit: Double
  ) {
    let window = twin.host.window
    guard window.runningAnimatorCount == 0, !window.keyboard.isAnimating else { return nil }
    guard let (animator, laidOut) = Self.runningAnimator(among: window.frameObservers),
      let motion = animator.runningProgress, motion.duration > 0,
      abs(animator.progress - motion.progress(at: start).progress) <= 1e-12
    else { return nil }
    // The first frame at or after the motion's end, by the animator's own test.
    var end = max(1, Int((motion.startTime + motion.duration - start) / interval))
    while end > 1, motion.progress(at: start + Double(end - 1) * interval).done { end -= 1 }
    while !motion.progress(at: start + Double(end) * interval).done {
      end += 1
      guard Double(end) * interval <= limit else { return nil }
    }
    guard end >= 3, Double(end) * interval <= limit else { return nil }
    // The progress at every frame before the end: its range (overshoot) and that every frame
    // moves (the frame path stops at a frame with no change).
    let target = motion.target
    var previous = animator.progress
    var (low, high, deviation) = (previous, previous, abs(previous - target))
    var progresses: [Double] = []
    progresses.reserveCapacity(end)
    progresses.append(previous)
    for frame in 1..<end {
      let progress = motion.progress(at: start + Double(frame) * interval).progress
      guard progress != previous else { return nil }
      progresses.append(progress)
      previous = progress
      low = min(low, progress)
      high = max(high, progress)
      deviation = max(deviation, abs(progress - target))
    }
    let first = twin.host.published
    let reporting = twin.content as? any SafeAreaReporting
    var tracks: [PropertyTrack] = []
    guard
      let lines = Self.lines(
        of: animator, laidOut, in: twin.host, first, progress: low...high,
        tracksOf: reporting?.reportedView, into: &tracks),
      let reports = reporting.map({
        Self.safeAreaReports(of: $0, tracks: tracks, lines: lines, in: twin.host, first)
      }) ?? .some(nil)
    else { return nil }
    self.safeAreaReports = reports
    self.alongside = Self.alongsideScrubbed(by: twin.content)
    self.keepsScreenReaderActions = laidOut?.keepsScreenReaderActionsDuringRun ?? false
    self.motion = motion
    self.start = start
    self.interval = interval
    self.limit = limit
    self.endFrame = end
    self.deviation = deviation
    self.progresses = progresses
    self.progressNow = animator.progress
    self.lines = lines
    self.first = first
  }

  /// The channels the animator's tracks move, or `nil` when one does not follow the progress
  /// affinely over `progress` (the range the run's frames show); `watched`'s tracks are also
  /// kept in `tracks`.
  @MainActor
  private static func lines(
    of animator: TransitionAnimator, _ laidOut: (any ProgressLaidOut)?, in host: StageHost,
    _ frame: PublishedFrame, progress: ClosedRange<Double>, tracksOf watched: View?,
    into tracks: inout [PropertyTrack]
  ) -> [Line]? {
    var lines: [Line] = []
    var affine = true
    // `limit`: what may hold the value off its line (``Line/Limit``), `nil` for nothing.
    func add(
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue,
      _ begin: Double?, limit: Line.Limit?
    ) {
      guard affine, property != .backgroundColor else { return }
      guard let begin, begin >= 0, begin < 1, begin == 0 || progress.lowerBound >= begin,
        from.isSameKind(as: to), let id = host.id(of: view), let shown = frame[id]?.onScreen
      else {
        affine = false
        return
      }
      if view === watched {
        tracks.append(PropertyTrack(property: property, from: from, to: to, begin: begin))
      }
      var start = shown
      var end = shown
      start[property] = from
      end[property] = to
      for channel in RenderChannel.channels(of: property) {
        var line = Line(
          view: id, channel: channel, from: channel.value(of: start),
          to: channel.value(of: end), begin: begin)
        // A limit bends the line (the limits are monotone: the extremes show it).
        guard let limit else {
          lines.append(line)
          continue
        }
        let limited = Line.Limited(
          property: property, from: from, to: to, shown: shown, limit: limit)
        line.limited = limited
        let bent = [progress.lowerBound, progress.upperBound].contains {
          let straight = line.value(atProgress: $0)
          return abs(line.shown(atProgress: $0) - straight) > 1e-12 * max(1, abs(straight))
        }
        line.limited = bent ? limited : nil
        lines.append(line)
      }
    }
    animator.propertyAnimator.forEachOwnedTrack { add($0, $1, $2, $3, $4, limit: .overshoot) }
    // A frame observer laying views out from the progress (the sheet): its lines too.
    let laidOutLines = laidOut?.forEachProgressTrack { view, property, from, to, limited in
      add(view, property, from, to, 0, limit: limited ? .progressInUnitRange : nil)
    }
    if laidOutLines == false { return nil }
    return affine ? lines : nil
  }

  /// The plan, after the twin ran the run's first frame (`events` holds its actions): the twin
  /// jumps to the frame before the end and steps to rest. `nil`, the twin one frame on, when the
  /// first frame shows the run does not qualify (something reported, or moved otherwise than
  /// read).
  @MainActor
  func plan<Twin: SceneContent>(
    _ twin: MirroredScene<Twin>, beginTime: Double, events: inout [RenderPlan.Event]
  ) -> Read? {
    guard firstFrameReportsAsRead(events), agrees(twin.host.published, atFrame: 1) else {
      return nil
    }
    let reported = (
      events.count, safeAreaReports?.content.lastSafeAreaCompensation, alongside?.alongside
    )
    reportSkippedFrames(into: &events)
    var frames: [(frame: Int, published: PublishedFrame)] = []
    var frame = endFrame - 1
    var stepped = 1
    while Double(frame) * interval <= limit {
      let time = start + Double(frame) * interval
      guard (try? twin.host.tick(to: time)) != nil else { break }
      twin.content.frameApplied()
      for action in twin.parts.outbox.drain() {
        events.append(RenderPlan.Event(time: Double(frame) * interval, action: action))
      }
      frames.append((frame, twin.host.published))
      stepped += 1
      frame += 1
      guard twin.engineMoves else { break }
    }
    // The jump refused (the clock): nothing moved, the frame path goes on from here, without
    // the skipped frames' reports.
    guard !frames.isEmpty else {
      events.removeSubrange(reported.0...)
      if let last = reported.1 { safeAreaReports?.content.lastSafeAreaCompensation = last }
      if let blocks = reported.2 { alongside?.alongside = blocks }
      return nil
    }
    let duration = Double(frame - 1) * interval
    var plan = RenderPlan(
      beginTime: beginTime, engineBeginTime: start, duration: duration, events: events)
    for line in lines where line.limited != nil {
      keyLimited(line, frames, into: &plan)
    }
    for line in lines where line.limited == nil {
      guard abs(line.slope) * deviation > line.channel.tolerance else { continue }
      let last = frames.last(where: { $0.published[line.view] != nil })?.published[line.view]
      plan.tracks.append(
        RenderPlan.Track(
          view: line.view, channel: line.channel, animation: animation(line, beginTime: beginTime),
          endValue: last.map { line.channel.value(of: $0.onScreen) }
            ?? line.value(atProgress: motion.target)))
    }
    keyUnread(frames, into: &plan)
    return Read(plan: plan, framesStepped: stepped)
  }

  /// Whether `frame` (the twin's frame `index`) shows every line where it is read, to rounding,
  /// and every other value as at the plan's begin.
  private func agrees(_ frame: PublishedFrame, atFrame index: Int) -> Bool {
    guard frame.views.count == first.views.count else { return false }
    let progress = progresses[index]
    for line in lines {
      guard let shown = frame[line.view]?.onScreen else { return false }
      let value = line.channel.value(of: shown)
      guard abs(value - line.shown(atProgress: progress)) <= 1e-9 * max(1, abs(value)) else {
        return false
      }
    }
    for (before, now) in zip(first.views, frame.views) {
      guard before.id == now.id else { return false }
      for channel in RenderChannel.allCases where !reads(before.id, channel) {
        guard channel.value(of: before.onScreen) == channel.value(of: now.onScreen) else {
          return false
        }
      }
    }
    return true
  }

  func reads(_ view: ViewID, _ channel: RenderChannel) -> Bool {
    lines.contains { $0.view == view && $0.channel == channel }
  }
}
