import Motion
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// A zoom's source placed in the container from window-space measurements, or found gone.
@Suite struct SourcePlacementTests {
  let container = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
  let cell = PlainWindow.placement(
    Rect(x: 24, y: 180, width: 160, height: 160), cornerRadius: 12)

  private func expectFound(
    _ placement: SourcePlacement, _ frame: Rect, radius: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard case .found(let found, let foundRadius) = placement else {
      Issue.record("expected a source, got \(placement)", sourceLocation: sourceLocation)
      return
    }
    for (actual, expected) in zip(
      [found.minX, found.minY, found.width, found.height, foundRadius],
      [frame.minX, frame.minY, frame.width, frame.height, radius])
    {
      expectApproximately(actual, expected, absolute: 1e-9, sourceLocation: sourceLocation)
    }
  }

  @Test func aCellInAFullScreenContainerKeepsItsFrameAndRadius() {
    expectFound(
      SourcePlacement.resolve(cell, hiddenByZoom: false, in: container),
      Rect(x: 24, y: 180, width: 160, height: 160), radius: 12)
  }

  @Test func aContainerAwayFromTheWindowsOriginShiftsTheFrame() {
    // A form sheet's container at (10, 40) in the window: the cell is 10 pt left, 40 pt higher
    // in the container's coordinates.
    var sheet = container
    sheet.frame = Rect(x: 10, y: 40, width: 390, height: 844)
    expectFound(
      SourcePlacement.resolve(cell, hiddenByZoom: false, in: sheet),
      Rect(x: 14, y: 140, width: 160, height: 160), radius: 12)
  }

  @Test func aScaledContainerAndAScaledCellScaleFrameAndRadius() {
    // The container shown at half size (its bounds 390 × 844 in a 195 × 422 window frame):
    // window points are two container points.
    var half = container
    half.frame = Rect(x: 0, y: 0, width: 195, height: 422)
    // The cell itself scaled to 0.5 by its superview: 80 × 80 on screen for 160 × 160 bounds.
    var small = cell
    small.frame = Rect(x: 12, y: 90, width: 80, height: 80)
    small.boundsSize = Size(width: 160, height: 160)
    expectFound(
      SourcePlacement.resolve(small, hiddenByZoom: false, in: half),
      Rect(x: 24, y: 180, width: 160, height: 160), radius: 12 * 0.5 * 2)
  }

  @Test func aPartlyVisibleCellIsStillASource() {
    var edge = cell
    edge.frame = Rect(x: -100, y: 780, width: 160, height: 160)
    expectFound(
      SourcePlacement.resolve(edge, hiddenByZoom: false, in: container),
      Rect(x: -100, y: 780, width: 160, height: 160), radius: 12)
  }

  @Test func aCellTheZoomHidItselfIsStillASource() {
    var hidden = cell
    hidden.isHidden = true
    #expect(
      SourcePlacement.resolve(hidden, hiddenByZoom: false, in: container)
        == .unavailable(.hidden))
    expectFound(
      SourcePlacement.resolve(hidden, hiddenByZoom: true, in: container),
      Rect(x: 24, y: 180, width: 160, height: 160), radius: 12)
  }

  static let unavailable: [(String, SourcePlacement.Unavailable)] = [
    ("in no window", .notInWindow), ("in another window", .otherWindow),
    ("in a hidden superview", .hidden), ("transparent", .hidden), ("scrolled away", .offScreen),
    ("just past the bottom edge", .offScreen), ("of no area", .empty),
    ("measured as NaN", .invalidGeometry), ("with an infinite radius", .invalidGeometry),
  ]

  @Test(arguments: unavailable)
  func aCellThatIsNotOnScreenIsNoSource(_ situation: String, _ reason: SourcePlacement.Unavailable)
  {
    var source: WindowPlacement? = cell
    switch situation {
    case "in no window": source = nil
    case "in another window": source?.window = OtherWindow.id
    case "in a hidden superview": source?.isInHiddenSuperview = true
    case "transparent": source?.alpha = 0.009
    case "scrolled away": source?.frame.origin.y = -400
    case "just past the bottom edge": source?.frame.origin.y = 844
    case "of no area": source?.frame.size.width = 0
    case "measured as NaN": source?.frame.origin.x = .nan
    default: source?.cornerRadius = .infinity
    }
    #expect(
      SourcePlacement.resolve(source, hiddenByZoom: true, in: container) == .unavailable(reason))
  }

  @Test func aContainerOfNoSizeIsInvalid() {
    var flat = container
    flat.frame.size.height = 0
    #expect(
      SourcePlacement.resolve(cell, hiddenByZoom: false, in: flat)
        == .unavailable(.invalidGeometry))
  }

  /// Random placements and container scales: a source found is always where its window frame
  /// maps; one wholly outside the container is never found.
  @Test func randomPlacementsMapThroughTheWindow() {
    var random = SeededRandom(seed: 19)
    for _ in 0..<PropertyRuns.count {
      let scale = Double.random(in: 0.25...4, using: &random)
      let origin = Point(
        x: Double.random(in: -200...200, using: &random),
        y: Double.random(in: -200...200, using: &random))
      var box = container
      box.frame = Rect(x: origin.x, y: origin.y, width: 390 / scale, height: 844 / scale)
      var source = cell
      source.frame = Rect(
        x: Double.random(in: -600...600, using: &random),
        y: Double.random(in: -600...1200, using: &random),
        width: Double.random(in: 1...300, using: &random),
        height: Double.random(in: 1...300, using: &random))
      let mapped = Rect(
        x: (source.frame.minX - origin.x) * scale, y: (source.frame.minY - origin.y) * scale,
        width: source.frame.width * scale, height: source.frame.height * scale)
      let onScreen = mapped.intersects(Rect(x: 0, y: 0, width: 390, height: 844))
      switch SourcePlacement.resolve(source, hiddenByZoom: false, in: box) {
      case .found(let frame, _):
        #expect(onScreen)
        expectApproximately(frame.minX, mapped.minX, absolute: 1e-6)
        expectApproximately(frame.minY, mapped.minY, absolute: 1e-6)
        expectApproximately(frame.width, mapped.width, absolute: 1e-6)
      case .unavailable(let reason):
        #expect(!onScreen)
        #expect(reason == .offScreen)
      }
    }
  }
}
