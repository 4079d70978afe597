import Motion
import SnapshotTesting
import Testing
import Transitions
import TransitionsPreview

@Suite struct TimelineChartTests {
  @Test func modalChartMatchesItsSnapshot() {
    let svg = TimelineChart().svg(of: SampleTimelines.modalInteractiveDismiss())
    assertSnapshot(of: svg, as: .lines)
  }

  @Test func chartMarksTouchDownReleaseContactHapticAndEnd() {
    let svg = TimelineChart().svg(of: SampleTimelines.modalInteractiveDismiss())
    #expect(svg.contains("class=\"mark down\""))
    #expect(svg.contains(">finish 600 pt/s ↓</text>"))
    #expect(svg.contains("class=\"mark contact\""))
    #expect(svg.contains("haptic light 0.5"))
    #expect(svg.contains(">dismiss ✓</text>"))
    #expect(svg.contains(">dismiss ignored</text>"))
    #expect(svg.contains("class=\"progress\""))
    #expect(svg.contains("presented.y (pt)"))
  }

  @Test func progressLineBreaksWhereNoTransitionRuns() throws {
    let svg = TimelineChart().svg(of: SampleTimelines.pullDownPresent())
    let line = try #require(svg.split(separator: "\n").first { $0.contains("class=\"progress\"") })
    // One run from 0.2 s to 0.7 s: a single move-to.
    #expect(line.filter { $0 == "M" }.count == 1)
  }

  @Test func movingViewIsThePresentedViewAlongY() throws {
    let moving = try #require(TimelineChart.movingView(in: SampleTimelines.pullDownPresent()))
    #expect(moving.role == "presented")
    #expect(moving.axis == .y)
  }
}
