public import Motion

/// What a backend must do for its engine scene, besides showing the frames: each call into a
/// ``MirroredScene`` returns the actions it caused, in order, and the backend performs them as
/// they are (UIKit's glue maps each to one UIKit call). One type for every kind of host: a
/// host's glue performs the ones its content emits.
public enum BackendAction: Sendable, Hashable {
  /// Tell the toolkit's transition context (``TransitionHandshake/Command``).
  case context(TransitionHandshake.Command)
  /// The engine began a dismissal (a drag decided it): start the toolkit's own,
  /// `dismiss(animated: true)` on the presented controller, so the toolkit asks for the
  /// interaction controller, and gets it.
  case dismiss
  /// The engine began a presentation (the presentation gesture on the presenter, see
  /// ``PresentationContent/installPresentationInteraction()``): start the toolkit's own,
  /// `present(_:animated: true)`, so the toolkit asks for the interaction controller, and gets
  /// it.
  case present
  /// A finger began a pop in the engine's navigation stack: start the toolkit's own,
  /// `popViewController(animated: true)`, so the toolkit asks for the interaction controller,
  /// and gets it.
  case pop
  /// A finger began a switch in the engine's tab bar controller (``TabContent``): select the
  /// toolkit's child at the index (UIKit: `selectedIndex`), so that the toolkit asks for the
  /// animator and the interaction controller, and gets them.
  case select(Int)
  /// Make `call` on the real child at the index (a container's containment and appearance
  /// calls, in the engine's order).
  case child(Int, ChildCall)
  /// Play a haptic, with the one generator kept for its kind (``HapticFeedback/generator``).
  case haptic(HapticFeedback)
  /// A finger landed: prepare this generator (UIKit: `prepare()`), one the scene played before,
  /// so that the gesture's haptic plays without the generator's start-up latency.
  case prepareHaptic(HapticGenerator)
  /// Scrub or finish an alongside animation (``AlongsideAnimations/Command``).
  case alongside(AlongsideAnimations.Command)
  /// Give the presented content this much safe area on top of the app's own (UIKit: the
  /// presented controller's `additionalSafeAreaInsets`, added to what it had before the
  /// presentation), so that it keeps the safe area it has at rest while the engine moves it
  /// (``PresentationContent/safeAreaCompensation(resting:shown:)``).
  case presentedSafeArea(EdgeInsets)
  /// Place the presented controller's view inside the toolkit's presented view (UIKit: its
  /// `bounds` size, `center` and a scale `transform`; the presented view's `clipsToBounds`): it
  /// keeps its size at rest while the frame changes size as motion
  /// (``ContentPlacement``). Emitted when it changes.
  case presentedContent(ContentPlacement)
  /// Place a navigation run's screen (`destination`: the one it goes to, else the one it leaves)
  /// at its size at rest, scaled and masked (UIKit: `bounds`, `center`, `transform3D`, a `mask`
  /// view): its transition draws its size changes by scaling (``ScreenPlacement``). Emitted when
  /// it changes.
  case screenPlacement(destination: Bool, ScreenPlacement)
  /// Move the screen reader's focus into the presented view: the presentation completed
  /// (UIKit: post `.screenChanged` with the presented view).
  case focusPresented
  /// Give the screen reader's focus back to where it was before the presentation: the
  /// presented view left the screen (a completed dismissal, a cancelled presentation).
  case restoreFocus
  /// The screen reader should announce `text` now (UIKit: post `.announcement` with it): a
  /// screen-reader action moved a sheet to its detent (``PresentationContent/accessibilityDetentActions``),
  /// or opened or closed a shade (``PresentationContent/accessibilityShadeActions``).
  case announce(String)
  /// The sheet's or the shade's screen-reader actions changed (it rests elsewhere, or can or
  /// cannot be moved now): offer ``PresentationContent/accessibilityDetentActions`` and
  /// ``PresentationContent/accessibilityShadeActions`` again (UIKit: `accessibilityCustomActions`).
  case accessibilityActionsChanged
  /// The presentation is over (dismissed): the scene has let go of every view; release it.
  case ended
  /// Commit the rest of a run to the render server, or take it back (issue 30).
  case renderServer(RenderServerCommand)
}
