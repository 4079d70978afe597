import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Device risk 8: a presented view whose frame changes size as motion (the zoom) is drawn by
/// scaling and clipping its content, laid out once at its size at rest; a sheet's content is
/// laid out at each height.
@MainActor
@Suite struct ContentPlacementTests {
  static let screen = Size(width: 390, height: 844)

  @Test func aThumbnailsFrameScalesTheFullSizeContentToFillAndClips() {
    let placement = ContentPlacement(
      shown: Size(width: 100, height: 100), atRest: Self.screen, changes: .drawnByScaling)
    #expect(placement.size == Self.screen)
    expectApproximately(placement.scale, 100.0 / 390, absolute: 1e-12)
    #expect(placement.center == Point(x: 50, y: 50))
    #expect(placement.clips)
    let drawn = placement.drawnFrame
    expectApproximately(drawn.width, 100, absolute: 1e-9)  // fills the width exactly
    #expect(drawn.minY < 0 && drawn.maxY > 100)  // overflows the height: clipped
  }

  @Test func atRestTheContentIsTheFrameUnscaledAndUnclipped() {
    let placement = ContentPlacement(shown: Self.screen, atRest: Self.screen, changes: .none)
    #expect(placement.size == Self.screen)
    #expect(placement.scale == 1)
    #expect(placement.center == Point(x: 195, y: 422))
    #expect(!placement.clips)
    #expect(
      ContentPlacement(shown: Self.screen, atRest: Self.screen, changes: .none, clips: true).clips)
  }

  @Test func aSheetsContentTakesEachHeight() {
    let placement = ContentPlacement(
      shown: Size(width: 390, height: 400), atRest: Self.screen, changes: .laidOut)
    #expect(placement.size == Size(width: 390, height: 400))
    #expect(placement.scale == 1)
    #expect(!placement.clips)
  }

  @Test func badSizesFallBackToTheFrameUnscaled() {
    let nan = ContentPlacement(
      shown: Size(width: .nan, height: 10), atRest: Self.screen, changes: .drawnByScaling)
    // A width that is not a number counts as none: the content is scaled to the height.
    #expect(nan.size == Self.screen)
    expectApproximately(nan.scale, 10.0 / 844, absolute: 1e-12)
    let empty = ContentPlacement(
      shown: Size(width: 10, height: 10), atRest: .zero, changes: .drawnByScaling)
    #expect(empty.size == Size(width: 10, height: 10))
    #expect(empty.scale == 1)
  }

  /// The zoom presented from a thumbnail: its frame grows every frame, the content's size
  /// never changes (the old glue resized it with the frame, a layout every frame), and what is
  /// drawn always fills the frame.
  @Test func aZoomsContentKeepsItsSizeThroughTheRun() throws {
    var configuration = ZoomTransition.Configuration()
    configuration.sourceFrame = Rect(x: 40, y: 500, width: 100, height: 100)
    let stage = PlainStage(.zoom(configuration))
    stage.presentByButton()
    let placements = stage.actions.compactMap { action -> ContentPlacement? in
      if case .presentedContent(let placement) = action { return placement }
      return nil
    }
    #expect(placements.count > 10, "placed every frame the frame changed")
    #expect(placements.allSatisfy { $0.size == Self.screen }, "\(placements.map(\.size))")
    #expect(placements.contains { $0.scale < 0.5 && $0.clips })
    for placement in placements {
      let shown = Size(width: placement.center.x * 2, height: placement.center.y * 2)
      let drawn = placement.drawnFrame
      #expect(drawn.width >= shown.width - 0.5 && drawn.height >= shown.height - 0.5)
      #expect(abs(drawn.width - shown.width) < 0.5 || abs(drawn.height - shown.height) < 0.5)
    }
    let last = try #require(placements.last)
    #expect(last.scale == 1 && !last.clips)
    // The wrapper is what changes size.
    #expect(stage.presentedView.values?.bounds.size == Self.screen)
  }

  /// Every catalogue transition but the sheet keeps its content's size through a present and a
  /// dismiss (placements all at the size at rest).
  @Test func everyOtherCatalogueTransitionKeepsTheContentsSize() throws {
    let styles: [(String, TransitionStyle)] = [
      ("card", .card()), ("modal", .modalSheet(dismissal: .standard)), ("pullDown", .pullDown()),
      ("shade", .shade()),
    ]
    for (name, style) in styles {
      let stage = PlainStage(style)
      stage.presentByButton()
      stage.dismiss()
      stage.attach(.interruptible)
      stage.run(1)
      let sizes = stage.actions.compactMap { action -> Size? in
        if case .presentedContent(let placement) = action { return placement.size }
        return nil
      }
      #expect(!sizes.isEmpty, "\(name)")
      #expect(Set(sizes).count == 1, "\(name): \(sizes)")
    }
  }
}
