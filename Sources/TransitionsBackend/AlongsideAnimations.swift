/// The bookkeeping of animations that run alongside a transition in a toolkit (UIKit's paused
/// `UIViewPropertyAnimator`s): each block is scrubbed to the engine's progress each frame, and
/// at the end finished where the transition ended: at its end when it completed, back at its
/// start when it was cancelled. A pure value; the toolkit performs the ``Command``s.
///
/// When the rest of a run is committed to the render server (issue 30), each block gets the
/// progress's future instead of frames (``continued(_:)``, an ``AlongsideContinuation``); when the
/// render server hands the run back (a touch, the plan's end: ``released(at:)``) every block is
/// scrubbed again to the engine's progress, the toolkit pausing one it had continued.
///
/// ```swift
/// var alongside = AlongsideAnimations()
/// let token = alongside.add()                       // a paused animator holds the block
/// for command in alongside.progressed(0.4) { perform(command) }   // .scrub(token, 0.4)
/// for command in alongside.ended(completed: false) { perform(command) }  // .finish(token, atEnd: false)
/// ```
public struct AlongsideAnimations: Sendable, Hashable {
  /// What the toolkit does to one block's animator.
  public enum Command: Sendable, Hashable {
    /// Set the animator's fraction complete (0…1), pausing it first (and running it forwards)
    /// if the toolkit was running it on a continuation: the engine drives it again.
    case scrub(Int, fraction: Double)
    /// Stop and finish the animator at its end (`true`) or back at its start.
    case finish(Int, atEnd: Bool)
    /// The run is committed to the render server: play the rest of the progress on the
    /// animator by itself (``AlongsideContinuation``), from the fraction it holds.
    case continued(Int, AlongsideContinuation)
  }

  /// The fraction each block was last given, by token; `nil` before its first and while the
  /// toolkit runs it on a continuation.
  public private(set) var fractions: [Double?] = []
  /// Whether the transition ended (no block is added or scrubbed after).
  public private(set) var isEnded = false
  /// The continuation the blocks were given at a commit, until the run is handed back: no
  /// frame scrubs them meanwhile.
  public private(set) var continuation: AlongsideContinuation?
  private var progress = 0.0

  public init() {}

  /// Registers a block; returns its token, or `nil` when the transition has ended (the block
  /// must not run, as UIKit's coordinator returns `false`). A block added mid-flight starts at
  /// the progress so far.
  public mutating func add() -> Int? {
    guard !isEnded else { return nil }
    fractions.append(nil)
    return fractions.count - 1
  }

  /// The commands for a new progress: every block whose fraction changed (the progress clamped
  /// into 0…1; a spring's overshoot and a rubber band hold at the ends). A progress that is not
  /// finite changes nothing.
  public mutating func progressed(_ value: Double) -> [Command] {
    var commands: [Command] = []
    progressed(value) { commands.append($0) }
    return commands
  }

  /// ``progressed(_:)`` handing each command to `perform` as it is decided, with no array: the
  /// form a backend's frame uses.
  public mutating func progressed(_ value: Double, _ perform: (Command) -> Void) {
    guard !isEnded, continuation == nil, value.isFinite else { return }
    progress = min(max(value, 0), 1)
    for index in fractions.indices where fractions[index] != progress {
      fractions[index] = progress
      perform(.scrub(index, fraction: progress))
    }
  }

  /// The rest of the run is committed: every block is continued by `continuation`, and no
  /// frame scrubs them until ``released(at:)``. Nothing once ended, or with no block.
  public mutating func continued(_ continuation: AlongsideContinuation) -> [Command] {
    guard !isEnded, !fractions.isEmpty else { return [] }
    self.continuation = continuation
    // The toolkit moves them now: the fraction each shows is no longer the one last given.
    for index in fractions.indices { fractions[index] = nil }
    return fractions.indices.map { .continued($0, continuation) }
  }

  /// The render server handed the run back (a touch reclaimed it, or its plan ended) with the
  /// engine's progress at `value`: every continued block is scrubbed there (the toolkit pauses
  /// it first). Nothing when nothing was continued.
  public mutating func released(at value: Double) -> [Command] {
    guard continuation != nil else { return [] }
    continuation = nil
    return progressed(value)
  }

  /// The transition ended: every block finishes at its end (`completed`) or goes back to its
  /// start. Once.
  public mutating func ended(completed: Bool) -> [Command] {
    guard !isEnded else { return [] }
    isEnded = true
    continuation = nil
    return fractions.indices.map { .finish($0, atEnd: completed) }
  }
}
