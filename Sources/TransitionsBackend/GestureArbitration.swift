public import Motion

/// How the recogniser that forwards touches to the engine (UIKit's glue: a
/// `UIGestureRecognizer` subclass on the toolkit's container, the navigation controller's view
/// or a container's view) shares touches with the app's own recognisers: which may recognise at
/// the same time as it, and which must fail before it may begin. A pure policy; the glue only
/// describes the other recogniser (``Other``) and returns the answer.
///
/// The rule: **the first to begin takes the touches.** The forwarder watches from the first
/// touch (it stays `possible` while the engine only watches, so nothing is blocked) and begins
/// only when one of the engine's gestures claims the touches. A recogniser that moves content
/// (a map's pan, a horizontal pager, a cell's swipe-to-delete, a pinch, a long press's menu)
/// that began first fails the forwarder (the engine's fingers are then cancelled:
/// ``TouchForwarding/reset()``); one that would begin after the forwarder is prevented. So a
/// slider, a map or a pager never moves together with a dismissal, a pop or a tab pan. Two
/// exceptions run alongside: a tap (it moves nothing; a button under a watching forwarder keeps
/// working), and the scroll view registered for the hand-off, whose content the engine scrolls
/// and pins (``PresentationContent/toolkitScrollViewMoved(to:)``). A screen-edge pan inside the
/// scene (the back swipe of a navigation stack the scene presents) must fail first: it is the
/// more specific gesture.
///
/// Evidence (docs/UIKIT-BACKEND.md, "Device risks", 6): Apple's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` is asked "when recognition of a
/// gesture by either … would block the other", and a `false` answer lets the first to recognise
/// block the other; Transmission's interactive presentation answers `true` only for the tracked
/// scroll view (and SwiftUI's own), and requires the failure of screen-edge pans; FloatingPanel
/// answers `true` only for its tracking scroll view's recognisers and taps at rest.
///
/// ```swift
/// GestureArbitration.recognizesSimultaneously(with: .init(kind: .pan))  // false
/// GestureArbitration.recognizesSimultaneously(with: .init(kind: .tap))  // true
/// GestureArbitration.requiresFailure(of: .init(kind: .screenEdgePan, isInsideScene: true))  // true
/// ```
public enum GestureArbitration {
  /// What kind of recogniser the other one is (UIKit's public recogniser classes; a subclass
  /// counts as its base, a screen-edge pan before a pan).
  public enum Kind: Sendable, Hashable, CaseIterable {
    case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation, hover
    /// Any other recogniser (a custom subclass of the base class, a framework's private one).
    case other
  }

  /// The other recogniser, as the glue describes it.
  public struct Other: Sendable, Hashable {
    /// Its kind.
    public var kind: Kind
    /// Whether it is the pan of the scroll view registered for the hand-off (UIKit: the
    /// registered `UIScrollView`'s `panGestureRecognizer`).
    public var isRegisteredScrollView: Bool
    /// Whether its view is inside the views the scene shows (the presented content, a child),
    /// rather than around them.
    public var isInsideScene: Bool

    public init(kind: Kind, isRegisteredScrollView: Bool = false, isInsideScene: Bool = true) {
      self.kind = kind
      self.isRegisteredScrollView = isRegisteredScrollView
      self.isInsideScene = isInsideScene
    }
  }

  /// Whether the forwarder and `other` may recognise at the same time (UIKit's
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`): only the registered scroll
  /// view's pan, taps and hovers. Everything else: the first to begin takes the touches.
  public static func recognizesSimultaneously(with other: Other) -> Bool {
    if other.isRegisteredScrollView { return true }
    switch other.kind {
    case .tap, .hover: return true
    case .longPress, .pan, .screenEdgePan, .swipe, .pinch, .rotation, .other: return false
    }
  }

  /// Whether the forwarder may begin only after `other` failed (UIKit's
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`): a screen-edge pan inside the scene.
  public static func requiresFailure(of other: Other) -> Bool {
    other.kind == .screenEdgePan && other.isInsideScene && !other.isRegisteredScrollView
  }
}

/// What a backend does when the toolkit's scroll view, registered for the hand-off, reports a
/// content offset (``PresentationContent/toolkitScrollViewMoved(to:)``).
public enum ScrollOffsetDecision: Sendable, Hashable {
  /// The toolkit's offset is the engine's (within half a point): nothing to do.
  case inStep
  /// The engine owns the content's motion now (a finger is down in the scene, the engine's
  /// content is dragged or decelerates, or a transition runs): set the toolkit's offset back to
  /// this one, stopping the toolkit's own deceleration (UIKit: `setContentOffset(_:animated:)`
  /// with `animated: false`).
  case restore(Point)
  /// The toolkit moved the content on its own while the engine's was at rest (VoiceOver's
  /// three-finger scroll, a tap on the status bar, `scrollRectToVisible`, the app's code): the
  /// engine's content took this offset; nothing to do in the toolkit.
  case adopted(Point)
}
