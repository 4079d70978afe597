import Stage

extension ClosedFormRun {
  /// One channel of one view a track moves: `from` at local fraction 0, `to` at 1, the local
  /// fraction being the progress rescaled from `begin...1`.
  struct Line {
    var view: ViewID
    var channel: RenderChannel
    var from: Double
    var to: Double
    var begin: Double
    /// The track's own values, when a limit holds this channel at some frame of the run: the
    /// engine's overshoot limit (an alpha past 0 or 1), or a layout's progress limited to 0…1
    /// (the sheet's dimming past a completion spring's overshoot). Its frames are then computed
    /// as the engine computes them, and keyed.
    var limited: Limited?

    struct Limited {
      var property: AnimatableProperty
      var from: PropertyValue
      var to: PropertyValue
      /// The view's values the property's value is set in.
      var shown: ViewProperties
      /// What limits the value.
      var limit: Limit
    }

    /// What limits a line's value at some progress.
    enum Limit {
      /// An animator's track: `AnimationTrack`'s overshoot limit (an alpha held in 0…1).
      case overshoot
      /// A layout's line drawn through the progress limited to 0…1 (``ProgressLaidOut``).
      case progressInUnitRange
    }

    /// The value a frame showing `progress` shows: the line, or the engine's limited value.
    func shown(atProgress progress: Double) -> Double {
      guard let limited else { return value(atProgress: progress) }
      switch limited.limit {
      case .progressInUnitRange: return value(atProgress: min(max(progress, 0), 1))
      case .overshoot:
        let local = begin == 0 ? progress : (progress - begin) / (1 - begin)
        var shown = limited.shown
        shown[limited.property] = .shownByTrack(
          of: limited.property, from: limited.from, to: limited.to, local: local)
        return channel.value(of: shown)
      }
    }

    func value(atProgress progress: Double) -> Double {
      let local = begin == 0 ? progress : (progress - begin) / (1 - begin)
      return from + (to - from) * local
    }

    /// How much the value changes per unit of progress.
    var slope: Double { (to - from) / (1 - begin) }
  }
}
