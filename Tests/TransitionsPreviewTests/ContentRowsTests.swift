import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

/// A view's scrolling content drawn as rows: shifted by the content offset, scaled with the
/// view, clipped to it; in the SVG renderer and in the page's frame data alike.
@Suite struct ContentRowsTests {
  let view = Rect(x: 16, y: 56, width: 358, height: 480)

  @Test func rowsStartBelowTheTopAndRepeatAtTheirPitch() {
    let rows = ContentRows.rows(in: view, scale: 1, offset: .zero)
    #expect(rows.first?.index == 0)
    expectApproximately(rows[0].rect.minY, 56 + ContentRows.firstRowTop)
    expectApproximately(rows[1].rect.minY - rows[0].rect.minY, ContentRows.pitch)
    expectApproximately(rows[0].rect.height, ContentRows.rowHeight)
    expectApproximately(rows[0].rect.minX, 16 + ContentRows.inset)
    expectApproximately(rows[0].rect.width, 358 - 2 * ContentRows.inset)
    // Every row lies inside the view; the last one is clipped at its bottom.
    for row in rows {
      #expect(row.rect.minY >= view.minY - 1e-9 && row.rect.maxY <= view.maxY + 1e-9)
    }
    expectApproximately(rows.last?.rect.maxY ?? 0, view.maxY)
  }

  @Test func scrollingMovesTheRowsUpAndClipsThemAtTheTop() {
    let rows = ContentRows.rows(in: view, scale: 1, offset: Point(x: 0, y: 120))
    // Row 0 spans content 56…128: scrolled by 120 only 8 pt of it shows, clipped at the top.
    #expect(rows.first?.index == 0)
    expectApproximately(rows[0].rect.minY, view.minY)
    expectApproximately(rows[0].rect.height, 8)
    expectApproximately(rows[1].rect.minY, 56 + 56 + 88 - 120)
    // Far down the list the first rows drawn are the ones in view.
    let far = ContentRows.rows(in: view, scale: 1, offset: Point(x: 0, y: 10_000))
    #expect((far.first?.index ?? 0) > 100)
    #expect(far.count <= ContentRows.maximumRows)
    // Pulled past the top (a rubber band), the rows move down.
    let pulled = ContentRows.rows(in: view, scale: 1, offset: Point(x: 0, y: -40))
    expectApproximately(pulled[0].rect.minY, 56 + 56 + 40)
  }

  @Test func rowsScaleWithTheView() {
    let half = ContentRows.rows(
      in: Rect(x: 0, y: 0, width: 179, height: 240), scale: 0.5, offset: .zero)
    expectApproximately(half[0].rect.minY, ContentRows.firstRowTop / 2)
    expectApproximately(half[0].rect.height, ContentRows.rowHeight / 2)
    expectApproximately(half[1].rect.minY - half[0].rect.minY, ContentRows.pitch / 2)
    #expect(ContentRows.rows(in: view, scale: 0, offset: .zero).isEmpty)
    #expect(ContentRows.rows(in: view, scale: 1, offset: Point(x: 0, y: .nan)).isEmpty)
  }

  @Test func theRendererAndTheFrameDataDrawTheRowsOfAScrollingView() {
    let frame = Timeline.Frame(
      time: 0, phase: .presented,
      views: [
        Timeline.ViewState(role: "presenting", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
        Timeline.ViewState(role: "presented", frame: view, contentOffset: Point(x: 0, y: 120)),
      ])
    let svg = FrameRenderer().svg(of: frame, screen: Size(width: 390, height: 844))
    let expected = ContentRows.rows(in: view, scale: 1, offset: Point(x: 0, y: 120))
    #expect(svg.components(separatedBy: "class=\"content-row\"").count - 1 == expected.count)
    #expect(svg.contains("class=\"content-row\" data-row=\"1\" x=\"32\" y=\"80\""))
    // The rows come after their view (drawn on it), and a view without content has none.
    let viewAt = svg.range(of: "data-role=\"presented\"")?.lowerBound
    let rowAt = svg.range(of: "class=\"content-row\"")?.lowerBound
    #expect(viewAt != nil && rowAt != nil)
    if let viewAt, let rowAt { #expect(viewAt < rowAt) }
    let plain = FrameRenderer().svg(
      of: Timeline.Frame(time: 0, phase: .presented, views: [frame.views[0]]),
      screen: Size(width: 390, height: 844))
    #expect(!plain.contains("content-row"))

    let timeline = Timeline(
      transition: "modal", screen: Size(width: 390, height: 844), frameRate: 60, frames: [frame],
      events: [])
    let data = FrameData.json(of: timeline)
    #expect(data.contains("\"rowColors\":[\"#d1d1d6\",\"#e5e5ea\"]"))
    #expect(data.contains("[1,16,56,358,480,1,0,[[32,56,326,8,0],[32,80,326,72,1],"))
    #expect(data.contains("[0,0,0,390,844,1,0]"))
  }
}
