import Transitions

extension Script {
  /// Settings of the stage the player builds around the transition, not of the transition
  /// itself: the script's optional `scene` object (`docs/PLAY.md`; the key keeps its name).
  ///
  /// ```swift
  /// var script = Script(transition: "modal", start: .presented)
  /// script.scrollSettings = Script.ScrollSettings(scrollContent: true, scrollOffset: 120)
  /// ```
  ///
  /// Scripts written before `scene` existed gave these settings as options
  /// (`"options": {"scrollContent": true}`); that spelling is still read for a transition that
  /// has no options of those names (deprecated).
  public struct ScrollSettings: Sendable, Hashable {
    /// Whether the presented view holds a scroll view whose content is ``contentHeight`` tall:
    /// drags scroll it until its top, then hand off to the dismissal in the same drag, and
    /// back. Only for a transition that supports it
    /// (`Transitions.TransitionDescription.supportsScrollContent`, the catalogue's `modal`). Default
    /// `false`.
    public var scrollContent: Bool
    /// With ``scrollContent``: the content's starting offset, in points, 0…10 000 (at most the
    /// content's height less the view's). Default 0.
    public var scrollOffset: Double

    public init(scrollContent: Bool = false, scrollOffset: Double = 0) {
      self.scrollContent = scrollContent
      self.scrollOffset = scrollOffset
    }

    /// The height of the scrolling content, in points.
    public static let contentHeight = 2000.0

    /// The settings as a script names them, with their ranges and what they do.
    static let fields: [ConfigurationField<ScrollSettings>] = [
      .bool(
        "scrollContent", \.scrollContent,
        "the presented view holds a scroll view (content 2000 pt tall): drags scroll it until "
          + "its top, then hand off to the dismissal in the same drag, and back"),
      .number(
        "scrollOffset", \.scrollOffset, in: 0...10_000, unit: "pt",
        "with scrollContent: the content's starting offset (at most 2000 − the view's height)"),
    ]

    /// Checks every setting; errors name `scene.NAME`.
    func validate() throws(ScriptError) {
      let defaults = ScrollSettings()
      for field in Self.fields {
        do {
          try field.option(defaults: defaults).check(field.read(self), at: "scene.\(field.name)")
        } catch {
          throw ScriptError(error)
        }
      }
    }

    /// The first setting that differs from the default, if any.
    var firstGivenSetting: String? {
      let defaults = ScrollSettings()
      return Self.fields.first { $0.read(self) != $0.read(defaults) }?.name
    }
  }

  /// The script with the scroll settings that it gives under their former spelling
  /// (`options.scrollContent`, `options.scrollOffset`, deprecated) moved into
  /// ``scrollSettings``, when
  /// `transition` supports scrolling content and has no options of those names.
  ///
  /// - Throws: ``ScriptError`` at `options.NAME` for a value that does not fit, or when the
  ///   script also gives a `scene`.
  func movingScrollSettingsOutOfOptions(
    for transition: TransitionDescription
  ) throws(ScriptError) -> Script {
    guard transition.supportsScrollContent else { return self }
    let optionNames = Set(transition.options.map(\.name))
    var moved = self
    let settingsGiven = scrollSettings != ScrollSettings()
    let defaults = ScrollSettings()
    for field in ScrollSettings.fields where !optionNames.contains(field.name) {
      guard let value = options[field.name] else { continue }
      let path = "options.\(field.name)"
      guard !settingsGiven else {
        throw ScriptError(
          path: path,
          problem:
            "a setting of the scene, now given as scene.\(field.name); give the scene's "
            + "settings in scene only")
      }
      do {
        try field.option(defaults: defaults).check(value, at: path)
      } catch {
        throw ScriptError(error)
      }
      field.write(&moved.scrollSettings, value)
      moved.options[field.name] = nil
    }
    return moved
  }
}

extension Script {
  /// The scroll settings under their former name.
  @available(*, deprecated, renamed: "ScrollSettings")
  public typealias Scene = ScrollSettings

  /// The scroll settings under their former name.
  @available(*, deprecated, renamed: "scrollSettings")
  public var scene: ScrollSettings {
    get { scrollSettings }
    set { scrollSettings = newValue }
  }
}
