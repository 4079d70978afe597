import Motion
import Stage

/// A content whose frames scrub the app's alongside blocks to the transition's progress
/// (``AlongsideAnimations/progressed(_:_:)``, after each frame): a function of the progress
/// alone, so a read run (`ClosedFormRun`) scrubs them for the frames it does not step, with the
/// same arithmetic, each scrub dated to its frame.
@MainActor
protocol AlongsideReporting: AnyObject {
  /// The alongside blocks of the run under way.
  var alongside: AlongsideAnimations { get set }
}

extension PresentationContent: AlongsideReporting {}

extension ClosedFormRun {
  /// The content whose alongside blocks a read run scrubs: `content`, when it has blocks the
  /// frames scrub (added, not continued on the render server, not ended).
  @MainActor
  static func alongsideScrubbed(by content: some SceneContent) -> (any AlongsideReporting)? {
    guard let reporting = content as? any AlongsideReporting else { return nil }
    let blocks = reporting.alongside
    guard !blocks.fractions.isEmpty, !blocks.isEnded, blocks.continuation == nil else {
      return nil
    }
    return reporting
  }

  /// The first frame's events after its alongside scrubs, or `nil` when a scrub is not the
  /// one the read computes (a block's fraction: `progress` clamped into `0...1`).
  func eventsAfterScrubs(
    _ events: [RenderPlan.Event], progress: Double
  ) -> ArraySlice<RenderPlan.Event>? {
    var rest = events[...]
    let fraction = min(max(progress, 0), 1)
    while let event = rest.first, case .alongside(let command) = event.action {
      guard alongside != nil, case .scrub(_, let scrubbed) = command, scrubbed == fraction else {
        return nil
      }
      rest = rest.dropFirst()
    }
    return rest
  }
}
