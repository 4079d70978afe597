import Motion
import Stage
import Transitions

/// A content whose frames report something computed from its views' values alone: a
/// presentation's safe-area compensation (``BackendAction/presentedSafeArea(_:)``), a function of
/// where the presented view is shown. A read run (`ClosedFormRun`) computes it for the frames it
/// does not step, from the same values by the same arithmetic, and dates each report to its frame.
@MainActor
protocol SafeAreaReporting: AnyObject {
  /// The engine's presented view.
  var reportedView: View { get }
  /// Where the presented view rests (``PresentationContent/frameOfPresentedView``).
  var frameOfPresentedView: Rect { get }
  /// ``PresentationContent/safeAreaCompensation(resting:shown:)``.
  func safeAreaCompensation(resting: Rect, shown: Rect) -> EdgeInsets
  /// The compensation last emitted.
  var lastSafeAreaCompensation: EdgeInsets { get set }
  /// The window whose safe-area insets the compensation gives back.
  var window: Window { get }
}

extension PresentationContent: SafeAreaReporting {
  var reportedView: View { presented.view }
}

extension ClosedFormRun {
  /// One track of the presented view's animator: what the engine writes into the view's
  /// on-screen value of `property` at a progress (``PropertyAnimator/forEachOwnedTrack(_:)``).
  struct PropertyTrack {
    var property: AnimatableProperty
    var from: PropertyValue
    var to: PropertyValue
    var begin: Double

    /// The value a frame showing `progress` writes: `AnimationTrack`'s arithmetic.
    func value(atProgress progress: Double) -> PropertyValue {
      .shownByTrack(of: property, from: from, to: to, begin: begin, atProgress: progress)
    }
  }

  /// The safe-area reports of the frames a read run skips: the presented view's values at each
  /// frame's progress (its tracks applied to its values at the plan's begin), shown through its
  /// ancestors (which no track moves), gives the compensation that frame reports.
  struct SafeAreaReports {
    let content: any SafeAreaReporting
    let tracks: [PropertyTrack]
    /// The presented view's values at the plan's begin.
    let shown: ViewProperties
    let resting: Rect
    /// Each ancestor's transform to its superview, from the presented view's superview up to
    /// the last view with a superview (none moves while the run is read).
    let ancestors: [AffineTransform]
    /// Where the compensation cannot change, when the shown frame's edges are known to move
    /// along a line (``CompensationZones``); `nil`: every frame is computed.
    var zones: CompensationZones?

    /// The presented view's frame in the window at `progress`, as `View.convert(_:to:layer:)`
    /// computes it: its own values this frame's, then its ancestors' transforms in order.
    func shownFrame(atProgress progress: Double) -> Rect {
      var values = shown
      for track in tracks { values[track.property] = track.value(atProgress: progress) }
      // `View.transformToRoot(.onScreen)`, the presented view's own values this frame's.
      var toRoot = AffineTransform.identity.concatenating(values.transformToSuperview)
      for ancestor in ancestors { toRoot = toRoot.concatenating(ancestor) }
      return values.bounds.boundingBox(under: toRoot)
    }

    /// The compensation a frame showing `progress` computes.
    @MainActor
    func compensation(atProgress progress: Double) -> EdgeInsets {
      content.safeAreaCompensation(resting: resting, shown: shownFrame(atProgress: progress))
    }
  }

  /// The reports of a presentation's read run, when its presented view is in the window and
  /// moved by its tracks; `nil` when there is nothing to report (the first frame must then report
  /// nothing). Fails (the outer `nil`) when a
  /// track moves one of the presented view's ancestors, which the reports do not follow, or
  /// changes its size (the content placement, ``BackendAction/presentedContent(_:)``, would be
  /// reported too: not read).
  @MainActor
  static func safeAreaReports(
    of content: any SafeAreaReporting, tracks: [PropertyTrack], lines: [Line], in host: StageHost,
    _ frame: PublishedFrame
  ) -> SafeAreaReports?? {
    let view = content.reportedView
    guard view.window != nil, let id = host.id(of: view), let shown = frame[id]?.onScreen
    else { return .some(nil) }
    let resizes = lines.contains {
      $0.view == id && ($0.channel == .width || $0.channel == .height) && $0.from != $0.to
    }
    guard !resizes else { return nil }
    var ancestor = view.superview
    var ancestors: [AffineTransform] = []
    while let moved = ancestor {
      if let ancestorID = host.id(of: moved), lines.contains(where: { $0.view == ancestorID }) {
        return nil
      }
      if moved.superview != nil { ancestors.append(moved.transformToSuperview(.onScreen)) }
      ancestor = moved.superview
    }
    // Not moved at all: the compensation stays what the first frame reported.
    guard !tracks.isEmpty else { return .some(nil) }
    var reports = SafeAreaReports(
      content: content, tracks: tracks, shown: shown, resting: content.frameOfPresentedView,
      ancestors: ancestors)
    reports.zones = CompensationZones(reports)
    return .some(reports)
  }

  /// Whether the run's first frame, stepped, reported what the read computes for it: its
  /// alongside blocks scrubbed to its progress (``AlongsideReporting``), then nothing but the
  /// safe area, and the compensation the presentation now holds is the computed one; last, a
  /// change of the screen-reader actions where the skipped frames report none
  /// (``keepsScreenReaderActions``: a sheet's dismissal, whose start took its actions away).
  @MainActor
  func firstFrameReportsAsRead(_ events: [RenderPlan.Event]) -> Bool {
    let progress = progresses[1]
    guard var rest = eventsAfterScrubs(events, progress: progress) else { return false }
    if keepsScreenReaderActions, case .accessibilityActionsChanged? = rest.last?.action {
      rest = rest.dropLast()
    }
    guard let reports = safeAreaReports else { return rest.isEmpty }
    guard rest.count <= 1 else { return false }
    if let event = rest.first {
      guard case .presentedSafeArea = event.action else { return false }
    }
    return reports.content.lastSafeAreaCompensation == reports.compensation(atProgress: progress)
  }

  /// The reports of the frames the twin skips (from the second to the one before the jump), each
  /// at its frame's time, in a frame's order (the alongside blocks' scrubs, then the safe area),
  /// the presentation left holding what it would hold had it run them. A frame whose
  /// compensation cannot differ from the last one computed (``CompensationZones``) is not
  /// computed.
  @MainActor
  func reportSkippedFrames(into events: inout [RenderPlan.Event]) {
    guard safeAreaReports != nil || alongside != nil, endFrame - 1 > 2 else { return }
    var last = safeAreaReports?.content.lastSafeAreaCompensation ?? .zero
    var zone = safeAreaReports?.zones?.zone(
      atProgress: progresses[1])
    for frame in 2..<(endFrame - 1) {
      let time = Double(frame) * interval
      let progress = progresses[frame]
      alongside?.alongside.progressed(progress) {
        events.append(RenderPlan.Event(time: time, action: .alongside($0)))
      }
      guard let reports = safeAreaReports else { continue }
      let now = reports.zones?.zone(atProgress: progress)
      if let now, now == zone { continue }  // the compensation last computed
      zone = now
      let compensation = reports.compensation(atProgress: progress)
      guard compensation != last else { continue }
      last = compensation
      events.append(RenderPlan.Event(time: time, action: .presentedSafeArea(compensation)))
    }
    safeAreaReports?.content.lastSafeAreaCompensation = last
  }
}
