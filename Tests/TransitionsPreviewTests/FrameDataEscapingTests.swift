import Foundation
import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// The frame data a gallery page embeds in a `<script>` element is JSON written by the package's
/// one writer, its strings escaped so that no role name can close the element.
struct FrameDataEscapingTests {
  static let role: ViewRole = "evil</script><b>\"&\u{2028}"

  static let timeline = Timeline(
    transition: "modal", screen: Size(width: 390, height: 844), frameRate: 60,
    frames: [
      Timeline.Frame(
        time: 0, phase: .presented,
        views: [
          Timeline.ViewState(role: role, frame: Rect(x: 0, y: 0, width: 100, height: 50)),
          Timeline.ViewState(role: "plain", frame: Rect(x: 10, y: 20, width: 30, height: 40)),
        ]),
      Timeline.Frame(time: 1.0 / 60, phase: .presented),
    ])

  @Test func aRoleThatLooksLikeMarkupIsEscapedAndReadsBack() throws {
    let json = FrameData.json(of: Self.timeline)
    #expect(!json.contains("<"))
    #expect(!json.contains(">"))
    #expect(!json.contains("&"))
    #expect(!json.contains("\u{2028}"))
    #expect(
      json.contains(#""roles":["evil\u003c/script\u003e\u003cb\u003e\"\u0026\u2028","plain"]"#))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["roles"] as? [String] == [Self.role.rawValue, "plain"])
  }

  @Test func framesAreWrittenOneALine() {
    let json = FrameData.json(of: Self.timeline)
    #expect(
      json.contains(#""frames":[[0,null,null,[[0,0,0,100,50,1,0],[1,10,20,30,40,1,0]]],"# + "\n"))
    #expect(json.hasSuffix("[0.0167,null,null,[]]]}"))
  }
}
