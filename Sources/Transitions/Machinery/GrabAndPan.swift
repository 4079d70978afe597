import Stage

/// The two recognisers every draggable interaction installs: a *grab* (a press of no duration
/// that no movement fails) that catches the motion under a finger mid-flight, and a one-finger
/// *pan* that drives it. Both are named `"<name> grab"`/`"<name> drag"` (or `"grab"`/`"drag"`),
/// share one delegate that arbitrates them, and are added to `view`.
///
/// The delegate is held weakly by the recognisers, as UIKit's are: the caller keeps it.
@MainActor
func installGrabAndPan(
  grab: LongPressGestureRecognizer, pan: PanGestureRecognizer, named name: String?,
  delegate: any GestureRecognizerDelegate, on view: View,
  grabbed: @escaping @MainActor (GestureRecognizer) -> Void,
  panned: @escaping @MainActor (GestureRecognizer) -> Void
) {
  grab.minimumPressDuration = 0
  grab.allowableMovement = .greatestFiniteMagnitude
  grab.name = name.map { "\($0) grab" } ?? "grab"
  pan.name = name.map { "\($0) drag" } ?? "drag"
  pan.maximumNumberOfTouches = 1
  grab.delegate = delegate
  pan.delegate = delegate
  grab.addAction(grabbed)
  pan.addAction(panned)
  view.addGestureRecognizer(grab)
  view.addGestureRecognizer(pan)
}
