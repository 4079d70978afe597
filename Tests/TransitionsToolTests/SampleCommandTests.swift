import Foundation
import Motion
import Testing
import TransitionsTestSupport
import TransitionsTool

@Suite struct SampleSpringCommandTests {
  @Test func csvRowsAreTheLibrarysValuesWithFullPrecision() throws {
    let output = succeed([
      "sample", "spring", "--duration", "0.5", "--bounce", "0.3", "--from", "-20", "--to", "300",
      "--velocity", "1500", "--at", "0,0.05,0.1,0.3,1.2",
    ])
    let motion = try Spring(duration: 0.5, bounce: 0.3)
      .motion(from: -20, to: 300, initialVelocity: 1500)
    let (header, rows) = try parseCSV(output)
    #expect(header == ["t", "value", "velocity"])
    #expect(rows.map { $0[0] } == [0, 0.05, 0.1, 0.3, 1.2])
    for row in rows {
      // Shortest round-trip printing: the parsed number is the library's double, bit for bit.
      #expect(row[1] == motion.value(at: row[0]))
      #expect(row[2] == motion.velocity(at: row[0]))
    }
    // Non-trivial values carry at least 10 significant digits.
    let line = try #require(output.split(separator: "\n").dropFirst(2).first)
    for field in line.split(separator: ",").dropFirst() {
      #expect(significantDigits(field) >= 10, "\(field)")
    }
  }

  @Test func theThreeParameterisationsDescribeTheSameSpring() throws {
    // duration 0.5, bounce 0.2 ⇔ ζ = 0.8, response 0.5 ⇔ k = (2π/0.5)², c = 2·0.8·(2π/0.5).
    let omega = 2 * Double.pi / 0.5
    let outputs = [
      ["--duration", "0.5", "--bounce", "0.2"],
      ["--damping-ratio", "0.8", "--response", "0.5"],
      ["--stiffness", "\(omega * omega)", "--damping", "\(2 * 0.8 * omega)"],
    ].map { succeed(["sample", "spring"] + $0 + ["--at", "0.1,0.2", "--format", "json"]) }
    var values: [[Double]] = []
    for output in outputs {
      let object = try #require(try parseJSON(output) as? [String: Any])
      let spring = try #require(object["spring"] as? [String: Double])
      expectApproximately(try #require(spring["mass"]), 1, absolute: 1e-12)
      expectApproximately(try #require(spring["stiffness"]), omega * omega, relative: 1e-12)
      expectApproximately(try #require(spring["damping"]), 1.6 * omega, relative: 1e-12)
      expectApproximately(try #require(spring["dampingRatio"]), 0.8, absolute: 1e-12)
      expectApproximately(try #require(spring["response"]), 0.5, absolute: 1e-12)
      expectApproximately(try #require(spring["bounce"]), 0.2, absolute: 1e-12)
      #expect(try #require(spring["settlingDuration"]) > 0)
      let samples = try #require(object["samples"] as? [[String: Double]])
      values.append(samples.compactMap { $0["value"] })
    }
    for other in values.dropFirst() {
      for (a, b) in zip(values[0], other) { expectApproximately(a, b, absolute: 1e-12) }
    }
  }

  @Test func jsonHasTheDocumentedShapeAndOrder() throws {
    let output = succeed([
      "sample", "spring", "--stiffness", "100", "--damping", "20", "--at", "0", "--format", "json",
    ])
    #expect(
      output.hasPrefix(
        #"{"spring":{"mass":1.0,"stiffness":100.0,"damping":20.0,"dampingRatio":1.0,"#
          + #""response":0.6283185307179586,"bounce":0.0,"settlingDuration":"#))
    #expect(output.hasSuffix(#""samples":[{"t":0.0,"value":0.0,"velocity":0.0}]}"# + "\n"))
  }

  @Test func undampedSpringHasNoSettlingDuration() throws {
    let output = succeed([
      "sample", "spring", "--stiffness", "100", "--damping", "0", "--at", "0", "--format", "json",
    ])
    #expect(output.contains(#""settlingDuration":null"#))
  }

  @Test func negativeNumbersAreAcceptedAsValues() throws {
    let output = succeed([
      "sample", "spring", "--duration", "1", "--bounce", "-0.5", "--from", "-3", "--to", "-1",
      "--velocity", "-2", "--at", "0",
    ])
    #expect(output == "t,value,velocity\n0.0,-3.0,-2.0\n")
  }
}

@Suite struct SampleCurveCommandTests {
  @Test func linearPresetIsTheIdentityInsideAndOutside() throws {
    let (header, rows) = try parseCSV(
      succeed(["sample", "curve", "--preset", "linear", "--at", "-0.5,0,0.3,1,1.25"]))
    #expect(header == ["x", "y"])
    for row in rows { expectApproximately(row[1], row[0], absolute: 1e-12) }
  }

  @Test(arguments: TimingCurve.presets.map(\.name))
  func presetsMatchTheLibrary(name: String) throws {
    let curve = try #require(TimingCurve.presets.first { $0.name == name }?.curve)
    let (_, rows) = try parseCSV(
      succeed(["sample", "curve", "--preset", name, "--at", "0.1,0.5,0.9"]))
    for row in rows { #expect(row[1] == curve.value(at: row[0])) }
  }

  @Test func bezierSolvesTheGivenCurve() throws {
    // For the curve (1/3, 1/3), (2/3, 2/3) both coordinates are the parameter: y = x.
    let output = succeed([
      "sample", "curve", "--bezier",
      "0.3333333333333333,0.3333333333333333,0.6666666666666666,0.6666666666666666",
      "--at", "0.2,0.7", "--format", "json",
    ])
    let object = try #require(try parseJSON(output) as? [String: [[String: Double]]])
    let samples = try #require(object["samples"])
    #expect(samples.count == 2)
    for sample in samples {
      expectApproximately(try #require(sample["y"]), try #require(sample["x"]), absolute: 1e-9)
    }
  }

  @Test func presetAndBezierTogetherIsAnError() {
    let result = TransitionsTool.execute([
      "sample", "curve", "--preset", "linear", "--bezier", "0,0,1,1", "--at", "0",
    ])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--preset"))
  }
}

@Suite struct SampleDecayCommandTests {
  @Test func valuesAndProjection() throws {
    let output = succeed([
      "sample", "decay", "--velocity", "2000", "--from", "10", "--at", "0,0.1,0.5", "--format",
      "json",
    ])
    let object = try #require(try parseJSON(output) as? [String: Any])
    let rate = 0.998
    let k = 1000 * Foundation.log(rate)
    expectApproximately(
      try #require(object["projectedDistance"] as? Double), -2000 / k, relative: 1e-12)
    expectApproximately(
      try #require(object["restingValue"] as? Double), 10 - 2000 / k, relative: 1e-12)
    let samples = try #require(object["samples"] as? [[String: Double]])
    for sample in samples {
      let t = try #require(sample["t"])
      expectApproximately(
        try #require(sample["value"]), 10 + 2000 * (Foundation.exp(k * t) - 1) / k, relative: 1e-12)
      expectApproximately(
        try #require(sample["velocity"]), 2000 * Foundation.pow(rate, 1000 * t), relative: 1e-9)
    }
  }

  @Test func namedRates() throws {
    let fast = try parseCSV(
      succeed(["sample", "decay", "--velocity", "100", "--rate", "fast", "--at", "0.001"]))
    expectApproximately(fast.rows[0][2], 99, relative: 1e-12)
    let normal = try parseCSV(
      succeed(["sample", "decay", "--velocity", "100", "--rate", "normal", "--at", "0.001"]))
    expectApproximately(normal.rows[0][2], 99.8, relative: 1e-12)
  }
}

@Suite struct SampleRubberBandCommandTests {
  @Test func formulaAndSymmetry() throws {
    let (header, rows) = try parseCSV(
      succeed(["sample", "rubberband", "--offset", "-100,0,100,1e6", "--dimension", "844"]))
    #expect(header == ["offset", "value"])
    let expected = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
    expectApproximately(rows[0][1], -expected, absolute: 1e-9)
    expectApproximately(rows[1][1], 0, absolute: 0)
    expectApproximately(rows[2][1], expected, absolute: 1e-9)
    #expect(rows[3][1] < 844)
  }

  @Test func coefficientOption() throws {
    let (_, rows) = try parseCSV(
      succeed([
        "sample", "rubberband", "--offset", "10", "--dimension", "100", "--coefficient", "1",
      ]))
    expectApproximately(rows[0][1], (1 - 1 / 1.1) * 100, absolute: 1e-12)
  }
}
