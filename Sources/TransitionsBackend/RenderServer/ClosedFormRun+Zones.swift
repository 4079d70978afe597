import Motion
import Stage

extension ClosedFormRun {
  /// Where a read run's safe-area compensation cannot change, so that a frame there need not
  /// compute it.
  ///
  /// The compensation (``PresentationContent/safeAreaCompensation(resting:shown:)``) looks at
  /// the shown frame's top edge only inside the band `insets.top − T ... insets.top` (`T` the
  /// resting frame's overlap of the top inset) and at its bottom edge only inside
  /// `height − insets.bottom ... height − insets.bottom + B` (`B` the bottom overlap at rest):
  /// on either side of a band that edge's compensation is a constant (the overlap at rest, or
  /// 0), bit for bit. So two frames whose edges are on the same sides of both bands report the
  /// same compensation.
  ///
  /// The sides are told from the progress alone when the presented view's tracks only
  /// translate it (a `center` or a transform whose scale and rotation do not change, each
  /// following the progress from its start): its edges then move along lines of the progress,
  /// found from the frames at progress 0 and 1 (checked at ½), and an edge within
  /// ``margin`` of a band's end is computed, not told.
  struct CompensationZones {
    /// Which side of each band: `false` below its lower end, `true` above its upper end.
    struct Zone: Equatable {
      var top: Bool
      var bottom: Bool
    }

    /// How far (pt) an edge on the line must be from a band's end to be told by it: far above
    /// the line's rounding (about 1e-10 pt for a phone's coordinates).
    static var margin: Double { 1e-6 }

    var top: ClosedRange<Double>
    var bottom: ClosedRange<Double>
    /// The shown frame's top and bottom edges at progress 0, and their change per unit of
    /// progress.
    var minY: (at0: Double, slope: Double)
    var maxY: (at0: Double, slope: Double)

    /// The zones of `reports`, or `nil` when a track does more than translate the view or its
    /// edges do not follow a line.
    @MainActor
    init?(_ reports: SafeAreaReports) {
      guard reports.tracks.allSatisfy(\.onlyTranslates) else { return nil }
      let insets = reports.content.window.safeAreaInsets
      let height = reports.content.window.bounds.height
      let resting = reports.resting
      guard resting.isFinite, insets.top.isFinite, insets.bottom.isFinite, height.isFinite else {
        return nil
      }
      let topAtRest = max(0, insets.top - resting.minY)
      let bottomAtRest = max(0, resting.maxY - (height - insets.bottom))
      top = (insets.top - topAtRest)...insets.top
      bottom = (height - insets.bottom)...(height - insets.bottom + bottomAtRest)
      let (start, end, half) = (
        reports.shownFrame(atProgress: 0), reports.shownFrame(atProgress: 1),
        reports.shownFrame(atProgress: 0.5)
      )
      guard start.isFinite, end.isFinite, half.isFinite else { return nil }
      minY = (start.minY, end.minY - start.minY)
      maxY = (start.maxY, end.maxY - start.maxY)
      func onLine(_ edge: (at0: Double, slope: Double), _ value: Double) -> Bool {
        abs(edge.at0 + edge.slope * 0.5 - value) <= 1e-9 * max(1, abs(value))
      }
      guard onLine(minY, half.minY), onLine(maxY, half.maxY) else { return nil }
    }

    /// The sides of the bands a frame showing `progress` is on, or `nil` when an edge is in a
    /// band or within ``margin`` of one (its compensation must be computed).
    func zone(atProgress progress: Double) -> Zone? {
      guard let top = Self.side(minY.at0 + minY.slope * progress, of: top),
        let bottom = Self.side(maxY.at0 + maxY.slope * progress, of: bottom)
      else { return nil }
      return Zone(top: top, bottom: bottom)
    }

    static func side(_ edge: Double, of band: ClosedRange<Double>) -> Bool? {
      if edge >= band.upperBound + margin { return true }
      if edge <= band.lowerBound - margin { return false }
      return nil
    }
  }
}

extension ClosedFormRun.PropertyTrack {
  /// Whether the track only moves its view, along the progress from its start: a `center`, or
  /// a transform whose scale and rotation do not change; or a value that does not place the
  /// view (alpha, corner radius).
  var onlyTranslates: Bool {
    guard begin == 0 else { return false }
    switch (property, from, to) {
    case (.center, .point, .point), (.alpha, _, _), (.cornerRadius, _, _): return true
    case (.transform, .transform(let a), .transform(let b)):
      return a.scaleX == b.scaleX && a.scaleY == b.scaleY && a.scaleZ == b.scaleZ
        && a.rotation == b.rotation
    default: return false
    }
  }
}
