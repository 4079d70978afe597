public import Motion

/// The rows drawn for a view's scrolling content
/// (`TransitionsPlayback.Timeline.ViewState.contentOffset`), so a preview shows the content scroll
/// before the view moves, as in a scroll hand-off.
///
/// The content is a list of rows 72 pt tall every 88 pt, inset 16 pt from the sides, the first
/// at 56 pt; it is drawn in the view's on-screen rectangle, shifted up by the content offset and
/// scaled with the view, and clipped to the rectangle.
///
/// ```swift
/// let rows = ContentRows.rows(in: Rect(x: 0, y: 100, width: 390, height: 400),
///                             scale: 1, offset: Point(x: 0, y: 120))
/// rows.first?.index  // 0: its top is at 100 + 56 − 120, so it shows clipped to y = 100
/// ```
public enum ContentRows {
  /// The first row's top, in content points.
  public static let firstRowTop = 56.0
  /// The distance from one row's top to the next's, in content points.
  public static let pitch = 88.0
  /// A row's height, in content points.
  public static let rowHeight = 72.0
  /// The inset from the view's sides, in content points.
  public static let inset = 16.0
  /// At most this many rows are drawn per view.
  public static let maximumRows = 64

  /// A row on screen: its index in the list and its rectangle, clipped to the view.
  public struct Row: Sendable, Hashable {
    /// The row's position in the list, from 0.
    public var index: Int
    /// Where the row is on screen, in window points, clipped to the view.
    public var rect: Rect
  }

  /// The rows visible in a view occupying `frame` on screen (after its transform), drawn at
  /// `scale`, whose content is scrolled to `offset`.
  public static func rows(in frame: Rect, scale: Double, offset: Point) -> [Row] {
    let frame = frame.standardized
    let scale = abs(scale)
    guard scale > 0, scale.isFinite, offset.y.isFinite, frame.height > 0, frame.width > 0 else {
      return []
    }
    let width = frame.width - 2 * inset * scale
    guard width > 0 else { return [] }
    // The first row whose bottom is below the view's top.
    let first = max(0, Int(((offset.y - firstRowTop - rowHeight) / pitch).rounded(.down)))
    var rows: [Row] = []
    var index = first
    while rows.count < maximumRows {
      let top = frame.minY + (firstRowTop + Double(index) * pitch - offset.y) * scale
      if top >= frame.maxY { break }
      let bottom = top + rowHeight * scale
      let clippedTop = max(top, frame.minY)
      let clippedBottom = min(bottom, frame.maxY)
      if clippedBottom > clippedTop {
        rows.append(
          Row(
            index: index,
            rect: Rect(
              x: frame.minX + inset * scale, y: clippedTop, width: width,
              height: clippedBottom - clippedTop)))
      }
      index += 1
    }
    return rows
  }
}
