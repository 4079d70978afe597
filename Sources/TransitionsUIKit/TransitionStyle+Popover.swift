package import Motion
public import Transitions
public import UIKit

extension TransitionStyle {
  /// The popover (``Transitions/PopoverTransition``) pointing at a real view, as UIKit's
  /// `popoverPresentationController.sourceView`: the engine lays it out beside `sourceView`'s
  /// frame in its window (read when each presentation begins, `nil` once the view has gone:
  /// the configuration's `sourceFrame`), and touches on `passthroughViews` reach them while it
  /// shows (UIKit's `passthroughViews`) without dismissing it. Both are held weakly.
  ///
  /// ```swift
  /// home.present(menu, transition: .popover(sourceView: button))
  /// ```
  ///
  /// **A custom presentation, not `UIPopoverPresentationController`.** Like the other modal
  /// glue, the popover is presented with `modalPresentationStyle = .custom` and the engine's
  /// scene: the engine chooses the arrow's side, sizes the content and owns the motion (its
  /// growth from the arrow's tip, a tap outside taking a running presentation back), and the
  /// arrow is a view of the scene (role `arrow`) drawn by the backend: a triangle pointing at
  /// the source (a `CAShapeLayer` mask, redrawn when the engine's side changes). UIKit's popover
  /// controller would choose the side and run its own animation (Apple:
  /// `permittedArrowDirections` only restricts "the arrow directions that you allow";
  /// `arrowDirection` is only read back), and Transmission, to animate its popover, has to
  /// reach its private `_dimmingView` by key (`PopoverPresentationControllerTransition`).
  /// The compact adaptation is the engine's too: the scene presents the catalogue's sheet.
  @MainActor
  public static func popover(
    _ configuration: PopoverTransition.Configuration = PopoverTransition.Configuration(),
    sourceView: UIView, passthroughViews: [UIView] = []
  ) -> TransitionStyle {
    let anchors = PopoverAnchors(source: sourceView, passthrough: passthroughViews)
    return .custom {
      let popover = PopoverTransition(configuration)
      popover.sourceRect = { anchors.sourceFrame }
      popover.passthroughRects = { anchors.passthroughFrames }
      return popover
    }
  }
}

/// A popover's real source and pass-through views, held weakly, and their frames in their
/// windows (the transition container of a custom presentation fills the window).
@MainActor
final class PopoverAnchors {
  private weak var source: UIView?
  private let passthrough: [WeakUIView]

  init(source: UIView, passthrough: [UIView]) {
    self.source = source
    self.passthrough = passthrough.map(WeakUIView.init)
  }

  /// The source's frame in its window; `nil` once it has gone from one.
  var sourceFrame: Rect? {
    source?.frameInWindow
  }

  /// The frames of the pass-through views in a window, not hidden.
  var passthroughFrames: [Rect] {
    passthrough.compactMap(\.view).filter { $0.window != nil && !$0.isHidden }.map { view in
      Rect(view.convert(view.bounds, to: nil))
    }
  }
}

/// A UIKit view held weakly.
private struct WeakUIView {
  weak var view: UIView?
  init(_ view: UIView) { self.view = view }
}

extension UIView {
  /// This view's bounds in its window's points (`convert(_:to: nil)`); `nil` when it is in no
  /// window. What a popover points at (its source view, or SwiftUI's marked view).
  package var frameInWindow: Rect? {
    guard window != nil else { return nil }
    return Rect(convert(bounds, to: nil))
  }
}
