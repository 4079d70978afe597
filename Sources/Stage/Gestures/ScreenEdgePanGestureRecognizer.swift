public import Motion

/// A pan that must start within ``edgeWidth`` points of one of the window's ``edges``, moving
/// away from it, like `UIScreenEdgePanGestureRecognizer`: the interactive "back" swipe.
///
/// ```swift
/// let edge = ScreenEdgePanGestureRecognizer(edges: .left)
/// edge.addAction { edge in print(edge.translation(in: nil).dx) }
/// container.addGestureRecognizer(edge)
/// ```
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// Window edges.
  public struct Edges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let left = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let right = Edges(rawValue: 8)
    public static let all: Edges = [.top, .left, .bottom, .right]

    /// Whether `point` (window coordinates) lies within `edgeWidth` points of one of these
    /// edges of a window of `size`: where a touch must start for the recogniser (and for a
    /// transition interaction limited to these edges) to begin.
    public func contains(_ point: Point, edgeWidth: Double, in size: Size) -> Bool {
      (contains(.left) && point.x <= edgeWidth)
        || (contains(.right) && point.x >= size.width - edgeWidth)
        || (contains(.top) && point.y <= edgeWidth)
        || (contains(.bottom) && point.y >= size.height - edgeWidth)
    }
  }

  /// The edges a touch may start from.
  public var edges: Edges
  /// How close to an edge a touch must start, in points. Default 20.
  public var edgeWidth = 20.0

  /// A recogniser for touches starting at `edges`. Left and right edges make it horizontal,
  /// top and bottom vertical.
  public init(edges: Edges) {
    self.edges = edges
    super.init()
    if edges.isSubset(of: [.left, .right]) {
      axis = .horizontal
    } else if edges.isSubset(of: [.top, .bottom]) {
      axis = .vertical
    }
  }

  override func touchBegan(_ touch: Touch) {
    if touches.isEmpty, let size = arena?.window?.size,
      !edges.contains(touch.location, edgeWidth: edgeWidth, in: size)
    {
      fail()
      return
    }
    super.touchBegan(touch)
  }
}
