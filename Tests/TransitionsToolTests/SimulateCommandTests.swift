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
    #expect(lines.first == "t,id,x,y,vx,vy,angle,angularVelocity")
    #expect(lines.count == 1 + 3 * 2)
    let row = lines[5].split(separator: ",").map(String.init)  // t = 0.2, item a
    #expect(row[1] == "a")
    expectApproximately(try #require(Double(row[3])), 100 + 500 * 0.04, absolute: 1e-9)
    let rowB = lines[6].split(separator: ",").map(String.init)
    expectApproximately(try #require(Double(rowB[2])), 200 + 50 * 0.2, absolute: 1e-9)
  }

  /// A turning scene: a card held by its corner swinging under gravity, a spinning item with
  /// angular resistance, two items tied off-centre and an off-centre flick.
  static let turning = """
    {"bounds":{"x":0,"y":0,"width":390,"height":844},"duration":3,"sampleEvery":0.05,
     "items":[
      {"id":"card","center":[195,400],"size":[300,200],"angularResistance":0.2,"angle":0.1},
      {"id":"spinner","center":[100,700],"size":[40,40],"angularVelocity":6,"angularResistance":0.5},
      {"id":"a","center":[80,150],"size":[60,30]},
      {"id":"b","center":[200,150],"size":[60,30],"angle":-0.3,"angularVelocity":3,
       "allowsRotation":true},
      {"id":"flicked","center":[300,600],"size":[50,50]}],
     "behaviors":[
      {"type":"attachment","item":"card","offset":[-150,-100],"anchor":[45,300],
       "frequency":3,"dampingRatio":0.3},
      {"type":"gravity","items":["card"]},
      {"type":"attachment","item":"a","offset":[30,0],"to":"b","toOffset":[-30,15],
       "frequency":40,"dampingRatio":0.1},
      {"type":"push","items":["flicked"],"magnitude":0.5,"angle":-1.5707963267948966,
       "offset":[25,0]}]}
    """

  /// FNV-1a 64 of the output's bytes.
  static func digest(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  @Test func aTurningSceneReportsAnglesAndAngularVelocities() throws {
    let result = try run(Self.turning, format: "json")
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try parseJSON(result.standardOutput) as? [String: Any])
    let samples = try #require(object["samples"] as? [[String: Any]])
    // The spinner: θ(t) = 6·(1 − e^(−0.5t))/0.5 and ω(t) = 6·e^(−0.5t).
    for sample in samples where sample["id"] as? String == "spinner" {
      let t = try #require(sample["t"] as? Double)
      let angle = try #require(sample["angle"] as? Double)
      let spin = try #require(sample["angularVelocity"] as? Double)
      expectApproximately(angle, 12 * -expm1(-0.5 * t), absolute: 1e-9)
      expectApproximately(spin, 6 * exp(-0.5 * t), absolute: 1e-9)
    }
    // The flick: up at 50 pt/s... at its right edge, so it turns anticlockwise: Δω = 25·(−50)/I.
    let flicked = try #require(samples.last { $0["id"] as? String == "flicked" })
    let inertia = 0.25 * (2500.0 + 2500) / 12
    expectApproximately(
      try #require(flicked["angularVelocity"] as? Double), 25 * -50 / inertia, absolute: 1e-9)
    // The card swings (held off-centre) and b turns (tied off-centre); the angle accumulates.
    let card = samples.filter { $0["id"] as? String == "card" }.compactMap {
      $0["angle"] as? Double
    }
    #expect((card.max() ?? 0) - (card.min() ?? 0) > 0.1)
    let b = samples.filter { $0["id"] as? String == "b" }.compactMap { $0["angle"] as? Double }
    #expect((b.max() ?? 0) - (b.min() ?? 0) > 0.01)
    let csv = try run(Self.turning)
    #expect(csv.standardOutput.hasPrefix("t,id,x,y,vx,vy,angle,angularVelocity\n"))
  }

  /// The default rest length is the distance between the attachment points: a card whose
  /// corner starts on the anchor stays where it is.
  @Test func anOffsetAttachmentRestsAtItsStartingLength() throws {
    let scene = """
      {"bounds":{"x":0,"y":0,"width":390,"height":844},"duration":1,"sampleEvery":1,
       "items":[{"id":"card","center":[195,400],"size":[100,60],"angle":0.5}],
       "behaviors":[{"type":"attachment","item":"card","offset":[50,30],
                     "anchor":[195,400],"frequency":2}]}
      """
    let offsetAtAngle = (50 * cos(0.5) - 30 * sin(0.5), 50 * sin(0.5) + 30 * cos(0.5))
    let anchored = scene.replacingOccurrences(
      of: "[195,400],\"frequency\"",
      with: "[\(195 + offsetAtAngle.0),\(400 + offsetAtAngle.1)],\"frequency\"")
    for text in [scene, anchored] {
      let result = try run(text, format: "json")
      #expect(result.status == 0, "\(result.standardError)")
      let object = try #require(try parseJSON(result.standardOutput) as? [String: Any])
      let last = try #require((object["samples"] as? [[String: Any]])?.last)
      expectApproximately(try #require(last["x"] as? Double), 195, absolute: 1e-9)
      expectApproximately(try #require(last["y"] as? Double), 400, absolute: 1e-9)
      expectApproximately(try #require(last["angle"] as? Double), 0.5, absolute: 1e-9)
    }
  }

  /// The turning scene's output, byte for byte: deterministic, and changed only on purpose.
  @Test func theTurningSceneIsDeterministic() throws {
    let csv = try run(Self.turning)
    let json = try run(Self.turning, format: "json")
    #expect(try run(Self.turning).standardOutput == csv.standardOutput)
    #expect(
      Self.digest(csv.standardOutput) == Self.goldenCSV,
      "\(String(Self.digest(csv.standardOutput), radix: 16))")
    #expect(
      Self.digest(json.standardOutput) == Self.goldenJSON,
      "\(String(Self.digest(json.standardOutput), radix: 16))")
  }

  static let goldenCSV: UInt64 = 0x7c32_eb0e_2bd0_243b
  static let goldenJSON: UInt64 = 0xfe4e_6711_798f_2531

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
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"allowsRotation\":false,\"angularVelocity\":1}]}",
      #"items[0].angularVelocity: an item with "allowsRotation": false cannot spin"#
    ),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"angularResistance\":-1}]}",
      "items[0].angularResistance: expected a number of at least 0"
    ),
    (
      "{\(base),\"items\":[{\"id\":\"a\",\"center\":[1,2],\"size\":[1,1],\"angle\":\"up\"}]}",
      "items[0].angle: expected a number"
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"attachment\",\"item\":\"a\",\"anchor\":[0,0],\"toOffset\":[1,0]}]}",
      #"behaviors[0].toOffset: "toOffset" is for an attachment to an item ("to")"#
    ),
    (
      "{\(base),\"items\":[\(item)],\"behaviors\":[{\"type\":\"push\",\"items\":[\"a\"],\"offset\":[1]}]}",
      "behaviors[0].offset: "
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
