/// What a transition says about the size of its moving view (the presented view; the screen
/// pushed or popped) during a run, and how a live backend must draw it.
///
/// On a device a view whose bounds change size lays its content out again (Auto Layout,
/// SwiftUI, text reflowing): a change of size every frame is a layout every frame. So a view
/// keeps its size during a run unless its transition says otherwise here, and a size that
/// changes as motion is drawn by a transform and a clip, not by resizing. The law checker holds
/// every transition to it (`TransitionsTesting`'s `boundsSizeKept`).
///
/// ```swift
/// var movingViewSizeChanges: SizeChanges { .drawnByScaling }  // a zoom
/// ```
public enum SizeChanges: Sendable, Hashable, CaseIterable {
  /// The moving view keeps its size through a run; it moves by its centre and transform. The
  /// default.
  case none
  /// Its size changes as motion (a zoom from a thumbnail): a backend lays the content out once,
  /// at its size at rest, scales it to fill the view's frame and clips it there.
  case drawnByScaling
  /// Its size changes as layout (a sheet moving between detents, as UIKit's sheets do): a
  /// backend lays the content out again at each size.
  case laidOut
}
