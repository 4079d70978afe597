import Foundation
import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// The popover's arrow in the gallery's SVG: a triangle whose tip touches the source and whose
/// base lies on the popover's content, on each of the four sides.
@MainActor @Suite struct PopoverArrowDrawingTests {
  /// How far a drawn point may be from where it belongs, in points.
  static let tolerance = 0.5

  @Test(arguments: PopoverArrowDirection.allCases)
  func theArrowIsATriangleFromTheContentToTheSource(_ direction: PopoverArrowDirection) throws {
    let description = try #require(TransitionCatalogue.description(of: "popover"))
    let scenario = try #require(
      ScenarioCatalogue.scenarios(for: description).first {
        $0.name == "popover-arrow-\(direction)"
      })
    guard case .list(let numbers)? = scenario.script.options["sourceFrame"] else {
      Issue.record("\(scenario.name) has no sourceFrame")
      return
    }
    let values = numbers.compactMap { value -> Double? in
      if case .number(let number) = value { return number }
      return nil
    }
    try #require(values.count == 4)
    let source = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    let timeline = try ScenarioPlayer().play(scenario.script)
    let last = try #require(timeline.frames.last)
    #expect(last.arrow == direction.rawValue)
    let svg = FrameRenderer().svg(of: timeline, frameAt: timeline.frames.count - 1)

    #expect(!svg.contains("<rect data-role=\"arrow\""), "the arrow is no rectangle")
    let polygon = try #require(Self.element("polygon", role: "arrow", in: svg))
    let points = try #require(Self.points(polygon["points"]))
    try #require(points.count == 3, "\(polygon)")
    let content = try #require(Self.element("rect", role: "presented", in: svg))
    let popover = try #require(Self.rect(content))
    #expect(polygon["fill"] == content["fill"], "filled as the popover: \(polygon), \(content)")

    // The source's edge the tip touches, and the content's edge the base lies on, across the
    // arrow's axis (x for left and right, y for up and down).
    let vertical = direction == .up || direction == .down
    let (sourceEdge, contentEdge): (Double, Double) =
      switch direction {
      case .up: (source.maxY, popover.minY)
      case .down: (source.minY, popover.maxY)
      case .left: (source.maxX, popover.minX)
      case .right: (source.minX, popover.maxX)
      }
    func across(_ point: Point) -> Double { vertical ? point.y : point.x }
    func along(_ point: Point) -> Double { vertical ? point.x : point.y }
    let tip = try #require(
      points.max { abs(across($0) - contentEdge) < abs(across($1) - contentEdge) })
    let base = points.filter { $0 != tip }
    try #require(base.count == 2, "\(points)")

    #expect(abs(across(tip) - sourceEdge) <= Self.tolerance, "tip \(tip), source \(source)")
    let (sourceLow, sourceHigh) =
      vertical ? (source.minX, source.maxX) : (source.minY, source.maxY)
    #expect(
      along(tip) >= sourceLow - Self.tolerance && along(tip) <= sourceHigh + Self.tolerance,
      "tip \(tip) beside the source \(source)")
    let (low, high) = vertical ? (popover.minX, popover.maxX) : (popover.minY, popover.maxY)
    for end in base {
      #expect(abs(across(end) - contentEdge) <= Self.tolerance, "base \(end), popover \(popover)")
      #expect(
        along(end) >= low - Self.tolerance && along(end) <= high + Self.tolerance,
        "base \(end) along the popover \(popover)")
    }
    // A real triangle: its base as wide as the arrow's (36 pt by default), its tip midway.
    let width = abs(along(base[0]) - along(base[1]))
    #expect(abs(width - 36) <= Self.tolerance, "\(base)")
    #expect(abs(along(tip) - (along(base[0]) + along(base[1])) / 2) <= Self.tolerance)
  }

  @Test(arguments: PopoverArrowDirection.allCases)
  func thePagesPlayerGetsTheSameTriangle(_ direction: PopoverArrowDirection) throws {
    let description = try #require(TransitionCatalogue.description(of: "popover"))
    let scenario = try #require(
      ScenarioCatalogue.scenarios(for: description).first {
        $0.name == "popover-arrow-\(direction)"
      })
    let timeline = try ScenarioPlayer().play(scenario.script)
    let last = try #require(timeline.frames.last)
    let arrowView = try #require(last.view(.arrow))
    let triangle = try #require(FrameRenderer.arrowTriangle(of: arrowView, in: last))
    let json = FrameData.json(of: timeline)
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let roles = try #require(data["roles"] as? [String])
    let arrowRole = try #require(roles.firstIndex(of: "arrow"))
    let frames = try #require(data["frames"] as? [[Any]])
    let views = try #require(frames.last?[3] as? [[Any]])
    let arrow = try #require(views.first { ($0.first as? Int) == arrowRole })
    try #require(arrow.count == 10, "\(arrow)")
    let flat = try #require(arrow[9] as? [Double])
    let expected = triangle.flatMap { [$0.x, $0.y] }
    #expect(flat.count == 6)
    for (value, wanted) in zip(flat, expected) {
      #expect(abs(value - wanted) <= 0.051, "\(flat) \(expected)")
    }
    // Any other view has no tenth element.
    #expect(views.allSatisfy { ($0.first as? Int) == arrowRole || $0.count < 10 })
  }

  @Test func noArrowWithoutAPopover() throws {
    let frame = Timeline.Frame(
      time: 0, phase: .idle,
      views: [
        Timeline.ViewState(
          role: .arrow, frame: Rect(x: 0, y: 0, width: 36, height: 13), alpha: 1)
      ])
    let svg = FrameRenderer().svg(of: frame, screen: Size(width: 100, height: 100))
    #expect(svg.contains("<rect data-role=\"arrow\""))
    #expect(!svg.contains("<polygon"))
  }

  /// The attributes of the first `name` element whose `data-role` is `role`.
  static func element(_ name: String, role: String, in svg: String) -> [String: String]? {
    guard let start = svg.range(of: "<\(name) data-role=\"\(role)\"") else { return nil }
    guard let end = svg[start.upperBound...].range(of: "/>") else { return nil }
    var attributes: [String: String] = [:]
    var rest = svg[start.lowerBound..<end.lowerBound]
    while let equals = rest.range(of: "=\"") {
      let key = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
      guard let close = rest[equals.upperBound...].firstIndex(of: "\"") else { break }
      attributes[key] = String(rest[equals.upperBound..<close])
      rest = rest[rest.index(after: close)...]
    }
    return attributes
  }

  /// `x,y x,y …` as points.
  static func points(_ text: String?) -> [Point]? {
    guard let text else { return nil }
    var points: [Point] = []
    for pair in text.split(separator: " ") {
      let xy = pair.split(separator: ",").compactMap { Double($0) }
      guard xy.count == 2 else { return nil }
      points.append(Point(x: xy[0], y: xy[1]))
    }
    return points
  }

  /// A `<rect>`'s rectangle.
  static func rect(_ attributes: [String: String]) -> Rect? {
    let values = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
    guard values.count == 4 else { return nil }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
