import Stage
import Transitions

/// What a played stage must offer the recorder.
@MainActor
protocol PlayStage: AnyObject {
  var window: Window { get }
  /// Starts recording callbacks and transition events.
  func observe()
  /// Performs a button-like action; returns why it was ignored, if it was.
  func perform(_ action: Action) -> String?
  /// The views shown, by role, back to front.
  var roles: [(role: ViewRole, view: View)] { get }
  /// The scroll view whose position the view with `role` carries (its scrolling content), if
  /// any.
  func scrollingContent(ofRole role: ViewRole) -> ScrollView?
  /// For a transition with detents, where it rests now (a frame's `detent`); `nil` otherwise.
  var detent: Timeline.Detent? { get }
  /// For a popover, the side its arrow points from (a frame's `arrow`); `nil` otherwise.
  var arrow: String? { get }
  /// The state now.
  var status: PlayStatus { get }
  /// Whether the window's clock must run while nothing moves (``TimeKeeping``).
  var keepsTime: Bool { get }
}

extension PlayStage {
  var keepsTime: Bool { false }
}

/// A stage's state: its phase, the operation under way, whether a finger drives it, and its
/// progress.
typealias PlayStatus = (
  phase: Timeline.Phase, operation: Timeline.Operation?, interactive: Bool, progress: Double?
)

/// The status of a stage whose owner runs `animator` for `operation` (a modal or a navigation
/// transition); `phase` when none runs.
@MainActor
func playStatus(
  animator: TransitionAnimator?, operation: TransitionOperation?, otherwise phase: Timeline.Phase
) -> PlayStatus {
  guard let animator, let operation else { return (phase, nil, false, nil) }
  return (
    .transitioning, Timeline.Operation(rawValue: operation.rawValue),
    animator.context.isInteractive, animator.progress
  )
}

/// A modal or navigation stage's views back to front: `back` (the presenting view and what the
/// stage put with it), the listed dimming, the unlisted views found behind `anchor`, `anchor`
/// (the presented or pushed view), the other listed views, and the unlisted views in front.
@MainActor
func stagedRoles(
  back: [(role: ViewRole, view: View)], anchor: (role: ViewRole, view: View),
  listed: [(role: ViewRole, view: View)], unlisted: UnlistedViews
) -> [(role: ViewRole, view: View)] {
  back + listed.filter { $0.role == .dimming } + unlisted.behind + [anchor]
    + listed.filter { $0.role != .dimming } + unlisted.inFront
}

extension PlayStage {
  /// No scrolling content by default.
  func scrollingContent(ofRole role: ViewRole) -> ScrollView? { nil }
  /// No detents by default.
  var detent: Timeline.Detent? { nil }
  /// No arrow by default.
  var arrow: String? { nil }
}

/// Runs a button's request: `nil` when it went through, else the refusal's line (the `reason`
/// of an `ignored` event).
@MainActor
func refusal<Failure: Error & CustomStringConvertible>(
  _ request: () throws(Failure) -> Void
) -> String? {
  do {
    try request()
    return nil
  } catch {
    return error.description
  }
}

/// The views a transition put in its container without listing them in `supportingViews`,
/// found as a stage is recorded, so that a timeline shows (and the law checker holds to the
/// laws) every view a transition adds.
///
/// Each keeps the role it was first found under for the rest of the recording, `unlisted-` and
/// the view's ``View/name`` (`unlisted-1`, `unlisted-2`, … for unnamed views), and, like a
/// listed view, stays in every later frame once found: not visible after it left the window.
@MainActor
final class UnlistedViews {
  /// The views found, in order, with their roles and whether each was behind the anchor (the
  /// presented or pushed view) when found.
  private(set) var found: [(role: ViewRole, view: View, behind: Bool)] = []

  /// Looks in `container` for subviews that are none of `known` (nor found before); `anchor`
  /// decides which are behind it and which in front.
  func update(container: View?, known: [View], anchor: View) {
    guard let container else { return }
    let subviews = container.subviews
    let anchorIndex = subviews.firstIndex { $0 === anchor }
    for (index, view) in subviews.enumerated() {
      if known.contains(where: { $0 === view }) || found.contains(where: { $0.view === view }) {
        continue
      }
      found.append((role(for: view), view, anchorIndex.map { index < $0 } ?? false))
    }
  }

  /// Those found behind the anchor, back to front.
  var behind: [(role: ViewRole, view: View)] { found.filter(\.behind).map { ($0.role, $0.view) } }
  /// Those found in front of it, back to front.
  var inFront: [(role: ViewRole, view: View)] {
    found.filter { !$0.behind }.map { ($0.role, $0.view) }
  }

  /// `unlisted-` and the view's name when no other found view has it, else the next number.
  private func role(for view: View) -> ViewRole {
    if let name = view.name, !name.isEmpty,
      !found.contains(where: { $0.role == .unlisted(name) })
    {
      return .unlisted(name)
    }
    var number = found.count + 1
    while found.contains(where: { $0.role == .unlisted("\(number)") }) { number += 1 }
    return .unlisted("\(number)")
  }
}
