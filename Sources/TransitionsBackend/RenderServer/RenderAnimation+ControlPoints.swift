public import Motion

extension RenderAnimation {
  /// A keyframe segment's timing function as its two control points only: what
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)` takes
  /// ([init(controlPoints:_:_:_:)](https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)):
  /// "The end points of the Bézier curve are automatically set to (0.0,0.0) and (1.0,1.0)").
  ///
  /// Four plain numbers, so a plan holding one per segment costs no allocation per segment
  /// (issue 30: a Motion `TimingCurve` builds its 16-entry solver table when made, one
  /// allocation each, which took the shade's plan from 3 to 110 mallocs). The model evaluates a
  /// segment (``value(at:)``) with the curve made without its table from the same control
  /// points, which gives the tabled curve's values bit for bit and allocates nothing, so the
  /// model draws exactly what a plan holding the `TimingCurve` drew.
  public struct ControlPoints: Sendable, Hashable {
    /// First control point's x, in `0...1`.
    public let x1: Double
    /// First control point's y (finite).
    public let y1: Double
    /// Second control point's x, in `0...1`.
    public let x2: Double
    /// Second control point's y (finite).
    public let y2: Double

    /// The control points of `curve`.
    public init(_ curve: TimingCurve) {
      self.init(unchecked: curve.x1, curve.y1, curve.x2, curve.y2)
    }

    /// Control points the caller has checked: x in `0...1`, y finite.
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
    }

    /// Constant speed: (0, 0), (1, 1), `TimingCurve.linear`'s.
    public static let linear = ControlPoints(.linear)

    /// The Bézier through these control points (built here: its solver table is allocated).
    public var curve: TimingCurve {
      if self == .linear { return .linear }
      // Valid by construction (from a `TimingCurve`, or checked by the keyframe fit).
      return (try? TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)) ?? .linear
    }

    /// The progress at time fraction `x`: `curve.value(at: x)` bit for bit, from the curve made
    /// without its solver table (`TimingCurve.withoutTable`): no allocation per evaluation.
    public func value(at x: Double) -> Double {
      if self == .linear { return TimingCurve.linear.value(at: x) }
      let curve = try? TimingCurve.withoutTable(x1: x1, y1: y1, x2: x2, y2: y2)
      return (curve ?? .linear).value(at: x)
    }
  }
}

extension RenderAnimation.Curve {
  /// Keyframes paced by Motion's timing curves: the same as
  /// ``keyframes(values:keyTimes:controlPoints:)`` with each curve's control points.
  public static func keyframes(
    values: [Double], keyTimes: [Double], timingFunctions: [TimingCurve]
  ) -> Self {
    .keyframes(
      values: values, keyTimes: keyTimes,
      controlPoints: timingFunctions.map(RenderAnimation.ControlPoints.init))
  }
}
