public import Motion
public import Transitions

/// How a toolkit draws the content of the presented view (device risk 8): the toolkit's
/// presented view (UIKit's `presentedView`, a wrapper the backend owns) takes the engine's
/// frame; the content inside it (the presented controller's view) is laid out once, at its size
/// at rest, and only scaled and clipped while the frame changes size. On a device, a view whose
/// size changes every frame lays its content out every frame (Auto Layout solved again, text
/// reflowed); a transform and a clip cost nothing of the kind, and UIKit's own zoom draws this
/// way.
///
/// - For a transition whose moving view keeps its size, or changes it as motion
///   (`SizeChanges/none`, `SizeChanges/drawnByScaling`): the content
///   keeps the size at rest, centred in the frame, scaled uniformly to fill it (the larger of
///   the two axes' ratios, as an aspect fill), and the frame clips what overflows.
/// - For one whose size changes are layout (`SizeChanges/laidOut`: a sheet between
///   detents): the content takes the frame's size, unscaled.
///
/// ```swift
/// let placement = ContentPlacement(
///   shown: Size(width: 100, height: 100), atRest: Size(width: 390, height: 844),
///   changes: .drawnByScaling)
/// // size 390 × 844, scale 100/390, centre (50, 50), clips
/// ```
public struct ContentPlacement: Sendable, Hashable {
  /// The content's bounds size, in points: its size at rest (or the frame's, when laid out).
  public var size: Size
  /// Its centre in the presented view's own coordinates, in points.
  public var center: Point
  /// The uniform scale it is drawn at (its transform).
  public var scale: Double
  /// Whether the presented view clips its content (the scaled content overflows the frame, or
  /// the engine's view clips).
  public var clips: Bool

  public init(size: Size, center: Point, scale: Double, clips: Bool) {
    self.size = size
    self.center = center
    self.scale = scale
    self.clips = clips
  }

  /// The placement for a presented view shown at size `shown` whose content rests at size
  /// `atRest`, by what its transition says of its size (`changes`); `clips` is added when the
  /// engine's view clips. A size not finite, or not positive, at rest: the content takes the
  /// frame's size, unscaled.
  ///
  /// - Complexity: O(1).
  public init(shown: Size, atRest: Size, changes: SizeChanges, clips: Bool = false) {
    let shownSize = Size(
      width: shown.width.isFinite ? max(shown.width, 0) : 0,
      height: shown.height.isFinite ? max(shown.height, 0) : 0)
    let middle = Point(x: shownSize.width / 2, y: shownSize.height / 2)
    let restsUsably =
      atRest.width.isFinite && atRest.height.isFinite && atRest.width > 0 && atRest.height > 0
    guard changes != .laidOut, restsUsably else {
      self.init(size: shownSize, center: middle, scale: 1, clips: clips)
      return
    }
    let scale = max(shownSize.width / atRest.width, shownSize.height / atRest.height)
    let overflows =
      atRest.width * scale > shownSize.width + 0.5 || atRest.height * scale > shownSize.height + 0.5
    self.init(size: atRest, center: middle, scale: scale, clips: clips || overflows)
  }

  /// The content's frame in the presented view's coordinates, as drawn (after its scale).
  public var drawnFrame: Rect {
    Rect(
      x: center.x - size.width * scale / 2, y: center.y - size.height * scale / 2,
      width: size.width * scale, height: size.height * scale)
  }
}
