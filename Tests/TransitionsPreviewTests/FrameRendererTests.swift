import Motion
import SnapshotTesting
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

@Suite struct FrameRendererTests {
  let renderer = FrameRenderer()

  @Test func pullDownFramesMatchTheirSnapshots() {
    let timeline = SampleTimelines.pullDownPresent()
    // Before (presented view out of the window), half-way, and at the end.
    for (name, time) in [("before", 0.1), ("middle", 0.45), ("end", 1.0)] {
      assertSnapshot(of: renderer.svg(of: timeline, at: time), as: .lines, named: name)
    }
  }

  @Test func modalFrameWithFingerMatchesItsSnapshot() {
    let timeline = SampleTimelines.modalInteractiveDismiss()
    assertSnapshot(of: renderer.svg(of: timeline, at: 0.5), as: .lines)
  }

  /// A Reduce Motion cross-fade: two views in one place, the front one see-through, show both
  /// labels, one under the other; once the front one is opaque, its label is where it always is.
  @Test func labelsThatWouldCoverOneAnotherAreStacked() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    func labels(frontAlpha: Double) -> [String] {
      let frame = Timeline.Frame(
        time: 0, phase: .transitioning,
        views: [
          Timeline.ViewState(role: "presenting", frame: screen),
          Timeline.ViewState(role: "pushed", frame: screen, alpha: frontAlpha),
        ])
      return renderer.svg(of: frame, screen: screen.size).split(separator: "\n")
        .filter { $0.hasPrefix("<text") }
        .map { line in
          let y = line.split(separator: " ").first { $0.hasPrefix("y=") } ?? ""
          return "\(y) \(line.split(separator: ">")[1].split(separator: "<")[0])"
        }
    }
    #expect(labels(frontAlpha: 0.5) == ["y=\"34\" presenting", "y=\"64\" pushed"])
    #expect(labels(frontAlpha: 1) == ["y=\"34\" presenting", "y=\"34\" pushed"])
    expectPoint(
      FrameRenderer.labelPosition(
        of: screen, avoiding: [Point(x: 14, y: 34), Point(x: 14, y: 64)]),
      Point(x: 14, y: 94))
  }

  /// A 64 pt toast banner at the top, under the presenter's label: its label stays inside the
  /// banner (a label moved below it would hang under the banner, over the presenter).
  @MainActor @Test func aLabelStaysInsideAShortView() throws {
    let timeline = try ScenarioPlayer().play(
      Script(
        transition: "toast", options: ["edge": .string("top")], until: 0.5, start: .presented))
    let frame = try #require(timeline.frames.last)
    let banner = try #require(frame.view("presented")).frame
    #expect(banner.height < 100, "a short banner: \(banner)")
    let svg = renderer.svg(of: frame, screen: timeline.screen)
    let label = try #require(
      svg.split(separator: "\n").first {
        $0.hasPrefix("<text") && $0.hasSuffix(">presented</text>")
      })
    let y = try #require(
      label.split(separator: " ").first { $0.hasPrefix("y=") }.flatMap {
        Double($0.dropFirst(3).dropLast())
      })
    #expect(
      y > banner.minY && y + FrameRenderer.labelDescent <= banner.maxY, "baseline \(y) in \(banner)"
    )
    // A tall view still moves its label down, one under the other.
    let tall = Rect(x: 0, y: 0, width: 390, height: 844)
    expectPoint(
      FrameRenderer.labelPosition(of: tall, avoiding: [Point(x: 14, y: 34)]), Point(x: 14, y: 64))
  }

  @Test func invisibleViewsAreNotDrawnAndOrderIsBackToFront() {
    let timeline = SampleTimelines.pullDownPresent()
    let before = renderer.svg(of: timeline, at: 0)
    #expect(before.contains("data-role=\"presenting\""))
    #expect(!before.contains("data-role=\"presented\""))
    let middle = renderer.svg(of: timeline, at: 0.45)
    let back = middle.range(of: "data-role=\"presenting\"")
    let front = middle.range(of: "data-role=\"presented\"")
    #expect(back != nil && front != nil)
    if let back, let front { #expect(back.lowerBound < front.lowerBound) }
  }

  @Test func viewGeometryAlphaAndRadiusAreDrawnAsGiven() {
    let frame = Timeline.Frame(
      time: 0, phase: .transitioning,
      views: [
        Timeline.ViewState(
          role: "presented", frame: Rect(x: 10.004, y: -20.5, width: 100, height: 50), alpha: 0.25,
          scale: 0.5, cornerRadius: 30, color: Color(hex: 0x123456))
      ])
    let svg = renderer.svg(of: frame, screen: Size(width: 200, height: 100))
    // The radius on screen is the view's radius times its scale.
    #expect(
      svg.contains(
        "<rect data-role=\"presented\" x=\"10\" y=\"-20.5\" width=\"100\" height=\"50\" rx=\"15\" fill=\"#123456\" opacity=\"0.25\"/>"
      ))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 100\""))
  }

  @Test func fingerHasATrailOfItsRecentPositionsOnlyWhileDown() throws {
    let timeline = SampleTimelines.modalInteractiveDismiss()
    // 30 fps, trail 0.15 s: the frame and the four before it (all with the finger down).
    let index = FrameRenderer.frameIndex(in: timeline, at: 0.5)
    let trail = renderer.trail(in: timeline.frames, endingAt: index)
    #expect(trail.count == 5)
    #expect(trail.last == timeline.frames[index].touch)
    // The first frame with the finger down has no earlier positions.
    let first = try #require(timeline.frames.firstIndex { $0.touch != nil })
    #expect(renderer.trail(in: timeline.frames, endingAt: first).count == 1)
    #expect(!renderer.svg(of: timeline, frameAt: first).contains("class=\"trail\""))
    #expect(renderer.svg(of: timeline, frameAt: first).contains("class=\"finger\""))
    // After release: no finger, no trail.
    let after = renderer.svg(of: timeline, at: 0.8)
    #expect(!after.contains("finger") && !after.contains("trail"))
  }

  @Test func frameIndexPicksTheLastFrameAtOrBeforeATime() {
    let timeline = SampleTimelines.pullDownPresent()
    #expect(FrameRenderer.frameIndex(in: timeline, at: -1) == 0)
    #expect(FrameRenderer.frameIndex(in: timeline, at: 0.5) == 30)
    #expect(FrameRenderer.frameIndex(in: timeline, at: 0.509) == 30)
    #expect(FrameRenderer.frameIndex(in: timeline, at: 99) == 60)
  }

  @Test func sameTimelineGivesTheSameBytes() {
    let a = renderer.svg(of: SampleTimelines.modalInteractiveDismiss(), at: 0.4)
    let b = renderer.svg(of: SampleTimelines.modalInteractiveDismiss(), at: 0.4)
    #expect(a == b)
  }

  @Test func numbersAreRoundedWithoutTrailingZeros() {
    #expect(PreviewNumber.format(0) == "0")
    #expect(PreviewNumber.format(-0.004) == "0")
    #expect(PreviewNumber.format(12.5) == "12.5")
    #expect(PreviewNumber.format(-3.456) == "-3.46")
    #expect(PreviewNumber.format(0.05) == "0.05")
    #expect(PreviewNumber.format(1.999) == "2")
    #expect(PreviewNumber.format(.nan) == "0")
    #expect(PreviewNumber.format(0.12345, places: 4) == "0.1235")
  }
}

private func expectPoint(
  _ point: Point, _ expected: Point, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9, "\(point)",
    sourceLocation: sourceLocation)
}
