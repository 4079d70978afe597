import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

@Suite struct VelocityCommandTests {
  func run(_ contents: String, format: String = "csv") throws -> (Int32, String, String) {
    let result = TransitionsTool.execute(
      ["velocity", "--samples", "-", "--format", format], standardInput: contents)
    return (result.status, result.standardOutput, result.standardError)
  }

  @Test func linearMotionGivesItsVelocity() throws {
    let (status, output, _) = try run(
      #"[{"t":0,"x":0,"y":0},{"t":0.01,"x":5,"y":-2},{"t":0.02,"x":10,"y":-4},{"t":0.03,"x":15,"y":-6}]"#
    )
    #expect(status == 0)
    let (header, rows) = try parseCSV(output)
    #expect(header == ["vx", "vy"])
    expectApproximately(rows[0][0], 500, absolute: 1e-9)
    expectApproximately(rows[0][1], -200, absolute: 1e-9)
  }

  @Test func oneSampleIsAtRestAndTwoUseTheDifference() throws {
    // A pause over 40 ms drops the history: the first sample does not count.
    #expect(try run(#"[{"t":0,"x":0,"y":0},{"t":0.5,"x":1,"y":2}]"#).1 == "vx,vy\n0.0,0.0\n")
    #expect(try run(#"[{"t":1,"x":3,"y":4}]"#).1 == "vx,vy\n0.0,0.0\n")
    let (_, output, _) = try run(#"[{"t":0,"x":0,"y":0},{"t":0.02,"x":1,"y":2}]"#, format: "json")
    #expect(output == #"{"vx":50.0,"vy":100.0}"# + "\n")
  }

  @Test(arguments: [
    ("{}", "$: expected an array"),
    ("[]", "$: expected at least one sample"),
    (#"[1]"#, "$[0]: expected an object"),
    (#"[{"t":0,"x":0}]"#, "$[0].y: missing"),
    (#"[{"t":"0","x":0,"y":0}]"#, "$[0].t: expected a number, got a string"),
    (#"[{"t":true,"x":0,"y":0}]"#, "$[0].t: expected a number, got a boolean"),
    (#"[{"t":0.02,"x":0,"y":0},{"t":0.01,"x":0,"y":0}]"#, "$[1].t: 0.01 is earlier"),
    (#"[{"t":0.02,"x":0,"y":0},{"t":0.02,"x":1,"y":0}]"#, "$[1].t: 0.02 repeats"),
    ("[{", "$: not valid JSON at line 1, column 3 "),
  ])
  func badFilesNameTheProblem(contents: String, message: String) throws {
    let (status, output, error) = try run(contents)
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(error.contains(message), "\(error)")
    #expect(error.split(separator: "\n").count == 1)
  }
}
