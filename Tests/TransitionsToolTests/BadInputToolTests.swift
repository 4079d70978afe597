import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// Bad input never crashes, hangs or prints a non-number: it is refused with one line naming
/// the field at fault, and exit status 64.
@Suite(.timeLimit(.minutes(2))) struct BadInputToolTests {
  static let bounds = #""bounds":{"x":0,"y":0,"width":390,"height":844}"#

  func simulate(_ scene: String, format: String = "csv") -> ToolOutput {
    TransitionsTool.execute(["simulate", "-", "--format", format], standardInput: scene)
  }

  func expectRefused(
    _ result: ToolOutput, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 64, sourceLocation: sourceLocation)
    #expect(
      result.standardError.hasPrefix("error: " + message),
      "\(result.standardError)", sourceLocation: sourceLocation)
    #expect(
      result.standardError.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
  }

  @Test func aHugeDurationIsRefusedUpFrontNamingTheDuration() {
    let result = simulate(
      "{\(Self.bounds),\"duration\":1e300,\"sampleEvery\":1e295,\"items\":[]}")
    expectRefused(result, "duration: 1e+300 s at a step of")
    #expect(result.standardError.contains("10000000 world steps"))
  }

  @Test func aStepOfTheSmallestDoubleIsRefusedUpFront() {
    let result = simulate(
      "{\(Self.bounds),\"step\":5e-324,\"duration\":1,\"sampleEvery\":0.5,\"items\":[]}")
    expectRefused(result, "duration:")
    #expect(result.standardError.contains("5e-324"))
  }

  @Test func tooManyRowsAreRefusedUpFrontNamingTheLimit() {
    let items = (0..<10).map {
      #"{"id":"i\#($0)","center":[100,100],"size":[10,10]}"#
    }
    let result = simulate(
      "{\(Self.bounds),\"duration\":100,\"sampleEvery\":0.001,\"step\":0.1,"
        + "\"items\":[\(items.joined(separator: ","))]}")
    expectRefused(result, "sampleEvery: 100001 samples × 10 items is more than 1000000 rows")
  }

  @Test func theRootOfADocumentIsNamed() {
    expectRefused(simulate("[]"), "$: expected an object, got an array")
    let velocity = TransitionsTool.execute(["velocity", "--samples", "-"], standardInput: "{}")
    expectRefused(velocity, "$: expected an array of samples, got an object")
  }

  @Test func aNumberBeyondDoubleIsRefusedAtItsPath() {
    expectRefused(
      simulate("{\(Self.bounds),\"duration\":1e400,\"sampleEvery\":1,\"items\":[]}"),
      "duration: 1e400 is outside the range of a double")
    expectRefused(
      simulate(
        "{\(Self.bounds),\"duration\":1,\"sampleEvery\":1,"
          + #""items":[{"id":"a","center":[0,-1e999],"size":[1,1]}]}"#),
      "items[0].center[1]: -1e999 is outside the range of a double")
  }

  @Test func aRepeatedKeyAndBrokenTextAreRefused() {
    expectRefused(
      simulate("{\(Self.bounds),\"duration\":1,\"duration\":2,\"sampleEvery\":1,\"items\":[]}"),
      "duration: duplicate key")
    expectRefused(
      simulate("{\"duration\": 1,"),
      "$: not valid JSON at line 1, column 16 (in standard input): expected a key in quotes")
    let deep = String(repeating: "[", count: 100_000)
    expectRefused(
      simulate(deep),
      "$: not valid JSON at line 1, column 513 (in standard input): nested more than 512 levels")
  }

  @Test func aZeroMassItemIsRefusedNamingIt() {
    let result = simulate(
      "{\(Self.bounds),\"duration\":1,\"sampleEvery\":0.5,"
        + #""items":[{"id":"a","center":[0,0],"size":[1e-200,1e-200]}]}"#)
    expectRefused(result, "items[0].density: the mass")
  }

  @Test func motionThatOverflowsIsRefusedAndNeverPrintsANonNumber() {
    let scene =
      "{\(Self.bounds),\"duration\":2,\"sampleEvery\":0.5,"
      + #""items":[{"id":"a","center":[1e308,0],"size":[1,1],"velocity":[1e308,0]}]}"#
    for format in ["csv", "json"] {
      let result = simulate(scene, format: format)
      expectRefused(result, "items[0]: its motion leaves the range of a double")
      for word in ["nan", "inf", "null"] {
        #expect(!result.standardOutput.lowercased().contains(word))
      }
    }
  }

  @Test func aRepeatedOptionIsAnError() {
    let result = TransitionsTool.execute([
      "sample", "spring", "--duration", "0.5", "--bounce", "0.2", "--at", "0", "--format=csv",
      "--format", "json",
    ])
    expectRefused(result, "--format: given more than once")
  }

  @Test func velocityRejectsUnknownKeys() {
    let result = TransitionsTool.execute(
      ["velocity", "--samples", "-"], standardInput: #"[{"t":0,"x":1,"y":2,"z":3}]"#)
    expectRefused(result, "$[0].z: unknown key; expected one of t, x, y")
  }

  @Test func aSpringThatBarelyDampsReturnsItsSettlingDuration() throws {
    let output = TransitionsTool.execute([
      "sample", "spring", "--duration", "0.5", "--bounce", "0.9999999999999999", "--at", "0",
      "--format", "json",
    ])
    #expect(output.status == 0, "\(output.standardError)")
    let object = try #require(try parseJSON(output.standardOutput) as? [String: Any])
    let spring = try #require(object["spring"] as? [String: Any])
    let settling = try #require(spring["settlingDuration"] as? Double)
    #expect(settling > 1e15 && settling.isFinite)
  }

  @Test func parsingIsLinearInTheNumberOfItems() throws {
    // 40 000 items, each in a collision behaviour; quadratic parsing took minutes here.
    let count = 40_000
    var items: [String] = []
    items.reserveCapacity(count)
    for i in 0..<count {
      items.append(#"{"id":"item\#(i)","center":[\#(i % 390),100],"size":[1,1]}"#)
    }
    let names = (0..<count).map { "\"item\($0)\"" }.joined(separator: ",")
    let scene =
      "{\(Self.bounds),\"duration\":0,\"sampleEvery\":1,\"items\":[\(items.joined(separator: ","))],"
      + "\"behaviors\":[{\"type\":\"gravity\",\"items\":[\(names)]}]}"
    let clock = ContinuousClock()
    let start = clock.now
    let result = simulate(scene)
    let elapsed = clock.now - start
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").count == count + 1)
    #expect(elapsed < .seconds(20), "took \(elapsed)")
  }

  @Test func stringsWithEscapesAndNonASCIIParse() {
    let result = simulate(
      "{\(Self.bounds),\"duration\":0,\"sampleEvery\":1,"
        + #""items":[{"id":"a\"b\u00e9\ud83d\ude00 ü","center":[1,2],"size":[1,1]}]}"#)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "t,id,x,y,vx,vy,angle,angularVelocity\n0.0,\"a\"\"bé😀 ü\",1.0,2.0,0.0,0.0,0.0,0.0\n")
  }

  @Test func theExecutableReadsTheSceneFromStandardInput() throws {
    let scene =
      "{\(Self.bounds),\"duration\":1,\"sampleEvery\":0.5,"
      + #""items":[{"id":"a","center":[100,100],"size":[10,10]}]}"#
    let result = try runTransitions(["simulate", "-"], input: scene)
    #expect(result.status == 0, "\(result.standardError)")
    let (header, rows) = try parseCSV(
      result.standardOutput.replacingOccurrences(of: ",a,", with: ","))
    #expect(header == ["t", "id", "x", "y", "vx", "vy", "angle", "angularVelocity"])
    #expect(rows.count == 3)
    expectApproximately(rows[2][2], 100)
  }
}
