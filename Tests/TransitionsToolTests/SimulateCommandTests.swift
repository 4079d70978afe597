import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

@Suite struct SimulateCommandTests {
  static let shade = """
    {"bounds":{"x":0,"y":0,"width":390,"height":844},"duration":3,"sampleEvery":0.5,
     "restDetection":{"timeCap":4},
     "items":[{"id":"shade","center":[195,-150],"size":[390,844],"velocity":[0,1500],
               "density":1,"elasticity":0.6,"friction":0,"resistance":0,"allowsRotation":false}],
     "behaviors":[
      {"type":"attachment","item":"shade","anchor":[195,844],"length":422,"frequency":3,
       "damping":0.1,"mode":"exact"},
      {"type":"collision","items":["shade"],
       "boundaryInsets":{"top":-844,"left":0,"bottom":0,"right":0}}]}
    """

  func run(_ scene: String, format: String = "csv") throws -> ToolOutput {
    TransitionsTool.execute(["simulate", "-", "--format", format], standardInput: scene)
  }

  @Test func shadeSceneOpensBouncesAndRestsOnce() throws {
    let result = try run(Self.shade, format: "json")
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try parseJSON(result.standardOutput) as? [String: Any])
    let samples = try #require(object["samples"] as? [[String: Any]])
    #expect(samples.count == 7)
    #expect(samples.map { $0["t"] as? Double } == [0, 0.5, 1, 1.5, 2, 2.5, 3])
    let last = try #require(samples.last)
    #expect(last["id"] as? String == "shade")
    expectApproximately(try #require(last["y"] as? Double), 422, absolute: 0.5)
    let events = try #require(object["events"] as? [[String: Any]])
    let types = events.compactMap { $0["type"] as? String }
    #expect(types.filter { $0 == "rest" }.count == 1)
    let firstContact = try #require(events.first { $0["type"] as? String == "contactBegan" })
    #expect(firstContact["with"] as? String == "bounds")
    expectApproximately(try #require(firstContact["y"] as? Double), 844, absolute: 1e-9)
    #expect(try #require(firstContact["speed"] as? Double) > 1000)
  }

  /// `dampingRatio` is the attachment's and the snap's ratio; `damping`, UIKit's name, is still
  /// read the same; both at once are refused at their path.
  @Test func dampingRatioAndItsOlderNameReadTheSame() throws {
    let renamed = Self.shade.replacingOccurrences(of: "\"damping\"", with: "\"dampingRatio\"")
    #expect(renamed != Self.shade)
    let old = try run(Self.shade)
    let new = try run(renamed)
    #expect(new.status == 0, "\(new.standardError)")
    #expect(new.standardOutput == old.standardOutput)
    let both = Self.shade.replacingOccurrences(
      of: "\"damping\":0.1", with: "\"damping\":0.1,\"dampingRatio\":0.1")
    let refused = try run(both)
    #expect(refused.status == 64)
    #expect(
      refused.standardError
        == "error: behaviors[0].damping: give \"dampingRatio\" or its older name \"damping\", not both\n"
    )
    let snap = """
      {"bounds":{"x":0,"y":0,"width":400,"height":800},"duration":1,"sampleEvery":1,
       "items":[{"id":"a","center":[100,100],"size":[10,10]}],
       "behaviors":[{"type":"snap","item":"a","point":[200,300],"KEY":0.9}]}
      """
    let snapOld = try run(snap.replacingOccurrences(of: "KEY", with: "damping"))
    let snapNew = try run(snap.replacingOccurrences(of: "KEY", with: "dampingRatio"))
    #expect(snapNew.status == 0, "\(snapNew.standardError)")
    #expect(snapNew.standardOutput == snapOld.standardOutput)
  }

  @Test func csvHasOneRowPerItemPerSample() throws {
    let scene = """
      {"bounds":{"x":0,"y":0,"width":400,"height":800},"duration":0.2,"sampleEvery":0.1,
       "items":[{"id":"a","center":[100,100],"size":[10,10]},
                {"id":"b","center":[200,100],"size":[10,10],"velocity":[50,0]}],
       "behaviors":[{"type":"gravity","items":["a"],"magnitude":1,"direction":[0,1]}]}
      """
    let result = try run(scene)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "t,id,x,y,vx,vy")
    #expect(lines.count == 1 + 3 * 2)
    let row = lines[5].split(separator: ",").map(String.init)  // t = 0.2, item a
    #expect(row[1] == "a")
    expectApproximately(try #require(Double(row[3])), 100 + 500 * 0.04, absolute: 1e-9)
    let rowB = lines[6].split(separator: ",").map(String.init)
    expectApproximately(try #require(Double(rowB[2])), 200 + 50 * 0.2, absolute: 1e-9)
  }

  static let base =
    #""bounds":{"x":0,"y":0,"width":390,"height":844},"duration":1,"sampleEvery":0.1"#
  static let item = #"{"id":"a","center":[100,100],"size":[10,10]}"#

  @Test(arguments: [
    (#"{"duration":1,"sampleEvery":0.1,"items":[]}"#, "bounds: missing"),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[0,3]}]}",
      "items[0].size: expected two positive numbers"
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"gravity\",\"items\":[\"a\"]},{\"type\":\"gravity\",\"items\":[\"a\"]},{\"type\":\"teleport\"}]}",
      #"behaviors[2].type: unknown behaviour "teleport""#
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"gravity\",\"items\":[\"b\"]}]}",
      #"behaviors[0].items[0]: unknown item "b""#
    ),
    ("{\(base),\"items\":[\(item),\(item)]}", #"items[1].id: duplicate item id "a""#),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"elasticity\":1.5}]}",
      "items[0].elasticity: expected a number in 0...1"
    ),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"allowsRotation\":true}]}",
      "items[0].allowsRotation: rotation is not simulated"
    ),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"colour\":1}]}",
      "items[0].colour: unknown key"
    ),
    ("{\(base),\"step\":-1,\"items\":[]}", "step: expected seconds in (0, 0.1]"),
    (
      #"{"bounds":{"x":0,"y":0,"width":390,"height":844},"duration":-1,"sampleEvery":0.1,"items":[]}"#,
      "duration: expected seconds, at least 0"
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"attachment\",\"item\":\"a\",\"anchor\":[0,0],\"frequency\":0}]}",
      "behaviors[0].frequency: expected a frequency in Hz greater than 0"
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"attachment\",\"item\":\"a\"}]}",
      #"behaviors[0].anchor: give exactly one of "anchor" or "to""#
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"push\",\"items\":[\"a\"],\"mode\":\"sometimes\"}]}",
      #"behaviors[0].mode: unknown value "sometimes""#
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"collision\",\"items\":[\"a\"],\"boundaries\":[{\"id\":\"f\",\"from\":[0,0],\"to\":[0,0]}]}]}",
      "behaviors[0].boundaries[0].to: the segment has zero length"
    ),
    ("[1, 2]", "expected an object, got an array"),
    ("{", "$: not valid JSON at line 1, column 2 "),
  ])
  func badScenesNameTheJSONPath(scene: String, message: String) throws {
    let result = try run(scene)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func aMissingSceneFileIsAnError() {
    let result = TransitionsTool.execute(["simulate", "/no/such/scene.json"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("no such file"))
  }
}
