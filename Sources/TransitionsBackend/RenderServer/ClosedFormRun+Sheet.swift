import Stage
import Transitions

/// A frame observer that lays views out every frame as lines in the running transition's
/// progress (the sheet: ``SheetTransition/forEachProgressTrack(_:)``), read by a plan as an
/// animator's tracks are: each value `from + (to − from) · progress`, or through the progress
/// limited to 0…1.
@MainActor
protocol ProgressLaidOut: AnyObject {
  /// Reports each value the run moves as the line from its value at progress 0 to its value
  /// at 1, `limited` when it is drawn through the progress limited to 0…1 (held at an end
  /// outside); `false` when the run is not such lines.
  func forEachProgressTrack(
    _ report: (
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue,
      _ limited: Bool
    ) -> Void
  ) -> Bool

  /// Whether the run's frames leave the screen-reader actions as its first frame reports them:
  /// ``BackendAction/accessibilityActionsChanged`` is then reported at most by that frame (for
  /// the change the run's start made) and at the run's end, which a read steps.
  var keepsScreenReaderActionsDuringRun: Bool { get }
}

extension SheetTransition: ProgressLaidOut {
  /// A sheet presenting or dismissing (the runs ``forEachProgressTrack(_:)`` reports) offers no
  /// screen-reader actions (`accessibilityAnchor` is `nil`), and a frame changes neither where
  /// it is (its position: only the run's end, a finger or a call does) nor its hold, so it
  /// offers none until the run ends.
  var keepsScreenReaderActionsDuringRun: Bool { accessibilityAnchor == nil }
}

extension ClosedFormRun {
  /// The transition's animator when it is all that moves by itself, with the one frame observer
  /// that lays views out from its progress (the sheet, which observes frames before or after
  /// it: either way a frame shows the layout at the frame's progress, the animator's progress
  /// observers laying it out again); `nil` when anything else observes the frames.
  @MainActor
  static func runningAnimator(
    among observers: [any FrameObserver]
  ) -> (TransitionAnimator, (any ProgressLaidOut)?)? {
    switch observers.count {
    case 1:
      return (observers[0] as? TransitionAnimator).map { ($0, nil) }
    case 2:
      for (a, b) in [(0, 1), (1, 0)] {
        if let animator = observers[a] as? TransitionAnimator,
          let laidOut = observers[b] as? any ProgressLaidOut
        {
          return (animator, laidOut)
        }
      }
      return nil
    default:
      return nil
    }
  }
}
