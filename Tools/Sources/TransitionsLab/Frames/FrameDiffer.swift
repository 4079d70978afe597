import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// Turns the frames a live scene publishes into the updates a page needs: what changed since
/// the last update, in the units the page draws (``FrameUpdate``). It remembers what it has
/// told the page, which is what the page shows once every update has arrived (merged or not).
///
/// ```swift
/// var differ = FrameDiffer(palette: Palette())
/// let first = differ.update(for: live.frame, keyframe: true)   // every role
/// let next = differ.update(for: live.frame, keyframe: false)   // nil: nothing changed
/// ```
struct FrameDiffer {
  /// The colours views are drawn in when they have none of their own.
  let palette: Palette
  /// The roles seen so far, by index.
  private(set) var roles: [RoleEntry] = []
  /// What the page was told of each role: how it is drawn, or `nil` when it is not.
  private var shown: [DrawnView?] = []
  /// The state the page was last told.
  private var state: State?
  /// How many updates were made.
  private var count = 0

  init(palette: Palette) { self.palette = palette }

  /// The state part of an update.
  private struct State: Hashable {
    var phase: Timeline.Phase
    var operation: Timeline.Operation?
    var isInteractive: Bool
    var progress: Int?
    var touch: QuantizedPoint?
    var detent: Timeline.Detent?
    var screen: QuantizedSize?
  }

  /// The update that takes the page from what it was told to `frame`; `nil` when nothing it
  /// draws or shows changed (and no keyframe is asked for).
  mutating func update(for frame: Timeline.Frame, keyframe: Bool) -> FrameUpdate? {
    let state = State(
      phase: frame.phase, operation: frame.operation, isInteractive: frame.isInteractive,
      progress: frame.progress.map(Quantize.tenThousandths),
      touch: frame.touch.map(QuantizedPoint.init), detent: frame.detent,
      screen: frame.screen.map(QuantizedSize.init))
    var newRoles: [RoleEntry] = []
    var views: [Int: DrawnView?] = [:]
    var seen = Set<Int>()
    for view in frame.views {
      let color = hexString(palette.color(of: view))
      let index: Int
      if let known = roles.firstIndex(where: { $0.name == view.role.rawValue }) {
        index = known
        if roles[known].color != color {
          roles[known].color = color
          newRoles.append(roles[known])
        }
      } else {
        index = roles.count
        roles.append(RoleEntry(index: index, name: view.role.rawValue, color: color))
        shown.append(nil)
        newRoles.append(roles[index])
      }
      seen.insert(index)
      let drawn = view.isVisible ? Self.drawn(view, palette: palette) : nil
      if keyframe || drawn != shown[index] {
        views[index] = .some(drawn)
        shown[index] = drawn
      }
    }
    // A role the frame no longer lists is not drawn.
    for index in shown.indices where !seen.contains(index) && (keyframe || shown[index] != nil) {
      views[index] = .some(nil)
      shown[index] = nil
    }
    guard keyframe || !views.isEmpty || !newRoles.isEmpty || state != self.state else {
      return nil
    }
    self.state = state
    defer { count += 1 }
    return FrameUpdate(
      number: count, time: Quantize.tenThousandths(frame.time), isKeyframe: keyframe,
      phase: state.phase, operation: state.operation, isInteractive: state.isInteractive,
      progress: state.progress, touch: state.touch, detent: state.detent, screen: state.screen,
      roles: keyframe ? roles : newRoles, views: views)
  }

  /// A visible view as the gallery draws it: its rectangle, alpha clamped to 0…1, its corner
  /// radius on screen (times the scale, at most half the shorter side) and its content's rows.
  static func drawn(_ view: Timeline.ViewState, palette: Palette) -> DrawnView {
    let rect = view.frame.standardized
    let radius = max(0, min(view.cornerRadius * abs(view.scale), rect.width / 2, rect.height / 2))
    let rows =
      view.contentOffset.map { offset in
        ContentRows.rows(in: rect, scale: view.scale, offset: offset).map { row in
          DrawnRow(
            x: Quantize.tenths(row.rect.minX), y: Quantize.tenths(row.rect.minY),
            width: Quantize.tenths(row.rect.width), height: Quantize.tenths(row.rect.height),
            color: palette.contentRowColorIndex(row.index))
        }
      } ?? []
    return DrawnView(
      x: Quantize.tenths(rect.minX), y: Quantize.tenths(rect.minY),
      width: Quantize.tenths(rect.width), height: Quantize.tenths(rect.height),
      alpha: Quantize.thousandths(min(max(view.alpha, 0), 1)), radius: Quantize.tenths(radius),
      rows: rows)
  }
}

/// `#rrggbb` in lower case, as the gallery writes colours.
func hexString(_ color: Color) -> String { color.hexString.lowercased() }
