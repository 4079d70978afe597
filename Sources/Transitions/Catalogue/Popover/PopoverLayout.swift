public import Motion

/// Where a popover's arrow points, as UIKit's `UIPopoverArrowDirection` (`up`, `down`, `left`,
/// `right`): `up` points at a source above the popover (the popover hangs below it).
public enum PopoverArrowDirection: String, Sendable, Hashable, CaseIterable {
  case up, down, left, right
}

/// Which arrow directions a popover may choose from (UIKit's `permittedArrowDirections`, whose
/// default is `.any`). The popover tries them in UIKit's order: up, down, left, right.
public enum PermittedArrowDirections: String, Sendable, Hashable, CaseIterable {
  /// Every direction (UIKit's `.any`).
  case any
  /// Only one direction.
  case up, down, left, right
  /// Up or down (`[.up, .down]`).
  case vertical
  /// Left or right (`[.left, .right]`).
  case horizontal

  /// The directions, in the order the popover tries them.
  public var directions: [PopoverArrowDirection] {
    switch self {
    case .any: [.up, .down, .left, .right]
    case .up: [.up]
    case .down: [.down]
    case .left: [.left]
    case .right: [.right]
    case .vertical: [.up, .down]
    case .horizontal: [.left, .right]
    }
  }
}

/// A popover laid out beside its source: the side its arrow is on, the content's frame and the
/// arrow's, all in window points.
///
/// The rule (Apple documents only that the popover "decides the best placement" among the
/// permitted directions, `UIPopoverController.present(from:in:permittedArrowDirections:animated:)`):
/// the directions are tried in UIKit's order (up, down, left, right); the first whose side of
/// the source has room for the whole preferred size wins; when none has, the one where the size
/// clamped to the room is the largest (the first of equals). The room is the window less the
/// layout margins (UIKit's `popoverLayoutMargins`, measured from the window's edges, here
/// outside its safe area) on that side of the source, less the arrow's height. The content is
/// centred on the source along the arrow's side, then moved inside the margins; the arrow stays
/// on the source's centre line, within the content's side.
public struct PopoverLayout: Sendable, Hashable {
  /// The side the arrow points from.
  public var direction: PopoverArrowDirection
  /// The popover's content (the presented view's frame).
  public var content: Rect
  /// The arrow's bounding box: `base` wide along the content's side, `height` deep.
  public var arrow: Rect
  /// The arrow's tip, touching the source: what the popover grows from.
  public var tip: Point

  /// Lays out a popover of `preferred` size for `source` in `bounds` less `margins`.
  public static func layout(
    source: Rect, preferred: Size, in bounds: Rect, margins: EdgeInsets,
    permitted: PermittedArrowDirections, arrowBase: Double, arrowHeight: Double
  ) -> PopoverLayout {
    let room = bounds.inset(by: margins)
    var best: (layout: PopoverLayout, area: Double)?
    for direction in permitted.directions {
      let layout = place(
        direction, source: source, preferred: preferred, room: room, arrowBase: arrowBase,
        arrowHeight: arrowHeight)
      if layout.content.width >= preferred.width - 1e-9,
        layout.content.height >= preferred.height - 1e-9
      {
        return layout
      }
      let area = layout.content.width * layout.content.height
      if best.map({ area > $0.area }) ?? true { best = (layout, area) }
    }
    return best?.layout
      ?? place(
        .up, source: source, preferred: preferred, room: room, arrowBase: arrowBase,
        arrowHeight: arrowHeight)
  }

  /// The popover on one side of `source`, its size clamped to the room there (at least 1 pt).
  private static func place(
    _ direction: PopoverArrowDirection, source: Rect, preferred: Size, room: Rect,
    arrowBase: Double, arrowHeight: Double
  ) -> PopoverLayout {
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      min(max(value, low), max(low, high))
    }
    let vertical = direction == .up || direction == .down
    // The tip on the source's edge facing the popover, its centre line kept inside the room.
    let along =
      vertical ? clamp(source.midX, room.minX, room.maxX) : clamp(source.midY, room.minY, room.maxY)
    let edge: Double
    switch direction {
    case .up: edge = clamp(source.maxY, room.minY, room.maxY)
    case .down: edge = clamp(source.minY, room.minY, room.maxY)
    case .left: edge = clamp(source.maxX, room.minX, room.maxX)
    case .right: edge = clamp(source.minX, room.minX, room.maxX)
    }
    // The content's near side, past the arrow, and how deep it may be up to the room's far
    // side: it lies towards larger coordinates when the arrow points up or left.
    let increasing = direction == .up || direction == .left
    let near = increasing ? edge + arrowHeight : edge - arrowHeight
    let far = vertical ? (increasing ? room.maxY : room.minY) : (increasing ? room.maxX : room.minX)
    let depth = increasing ? far - near : near - far
    let across = vertical ? room.width : room.height
    let wanted = vertical ? preferred : Size(width: preferred.height, height: preferred.width)
    let breadth = max(min(wanted.width, across), 1)
    let deep = max(min(wanted.height, depth), 1)
    let low = vertical ? room.minX : room.minY
    let start = clamp(along - breadth / 2, low, low + across - breadth)
    let arrowCentre = clamp(along, start + arrowBase / 2, start + breadth - arrowBase / 2)
    let content: Rect
    let arrow: Rect
    let tip: Point
    switch direction {
    case .up:
      content = Rect(x: start, y: near, width: breadth, height: deep)
      arrow = Rect(x: arrowCentre - arrowBase / 2, y: edge, width: arrowBase, height: arrowHeight)
      tip = Point(x: arrowCentre, y: edge)
    case .down:
      content = Rect(x: start, y: near - deep, width: breadth, height: deep)
      arrow = Rect(
        x: arrowCentre - arrowBase / 2, y: near, width: arrowBase, height: arrowHeight)
      tip = Point(x: arrowCentre, y: edge)
    case .left:
      content = Rect(x: near, y: start, width: deep, height: breadth)
      arrow = Rect(x: edge, y: arrowCentre - arrowBase / 2, width: arrowHeight, height: arrowBase)
      tip = Point(x: edge, y: arrowCentre)
    case .right:
      content = Rect(x: near - deep, y: start, width: deep, height: breadth)
      arrow = Rect(x: near, y: arrowCentre - arrowBase / 2, width: arrowHeight, height: arrowBase)
      tip = Point(x: edge, y: arrowCentre)
    }
    return PopoverLayout(direction: direction, content: content, arrow: arrow, tip: tip)
  }
}
