import Stage
import Transitions

/// A frame observer that lays views out every frame as lines in the running transition's
/// progress (the sheet: ``SheetTransition/forEachProgressTrack(over:_:)``), read by a plan as
/// an animator's tracks are: each value `from + (to − from) · progress`.
@MainActor
protocol ProgressLaidOut: AnyObject {
  /// Reports each value the run moves as the line from its value at progress 0 to its value
  /// at 1; `false` when the run is not such lines over `progress`.
  func forEachProgressTrack(
    over progress: ClosedRange<Double>,
    _ report: (
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue
    ) -> Void
  ) -> Bool
}

extension SheetTransition: ProgressLaidOut {}

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
