import Motion
import Stage
import Testing

/// The screen-edge test the edge pan and transition interactions share.
struct ScreenEdgesTests {
  typealias Edges = ScreenEdgePanGestureRecognizer.Edges
  static let size = Size(width: 390, height: 844)

  struct Row: Sendable {
    var edges: Edges
    var point: Point
    var atEdge: Bool
  }

  static let rows: [Row] = [
    Row(edges: .left, point: Point(x: 20, y: 400), atEdge: true),
    Row(edges: .left, point: Point(x: 20.5, y: 400), atEdge: false),
    Row(edges: .right, point: Point(x: 370, y: 400), atEdge: true),
    Row(edges: .right, point: Point(x: 369, y: 400), atEdge: false),
    Row(edges: .top, point: Point(x: 195, y: 0), atEdge: true),
    Row(edges: .top, point: Point(x: 195, y: 21), atEdge: false),
    Row(edges: .bottom, point: Point(x: 195, y: 824), atEdge: true),
    Row(edges: .bottom, point: Point(x: 195, y: 823), atEdge: false),
    Row(edges: [.left, .bottom], point: Point(x: 195, y: 830), atEdge: true),
    Row(edges: [], point: Point(x: 0, y: 0), atEdge: false),
  ]

  @Test(arguments: rows)
  func aPointIsAtAnEdgeWithinTheEdgeWidth(_ row: Row) {
    #expect(row.edges.contains(row.point, edgeWidth: 20, in: Self.size) == row.atEdge)
  }

  @Test func theWidthIsAnyBand() {
    #expect(Edges.top.contains(Point(x: 10, y: 90), edgeWidth: 90, in: Self.size))
    #expect(!Edges.top.contains(Point(x: 10, y: 90.1), edgeWidth: 90, in: Self.size))
    #expect(Edges.bottom.contains(Point(x: 10, y: 754), edgeWidth: 90, in: Self.size))
  }
}
