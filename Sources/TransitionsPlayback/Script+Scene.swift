import Transitions

extension Script {
  /// Settings of the scene the player builds around the transition, not of the transition
  /// itself: the script's optional `scene` object (`docs/PLAY.md`).
  ///
  /// ```swift
  /// var script = Script(transition: "modal", start: .presented)
  /// script.scene = Script.Scene(scrollContent: true, scrollOffset: 120)
  /// ```
  ///
  /// Scripts written before `scene` existed gave these settings as options
  /// (`"options": {"scrollContent": true}`); that spelling is still read for a transition that
  /// has no options of those names (deprecated).
  public struct Scene: Sendable, Hashable {
    /// Whether the presented view holds a scroll view whose content is ``contentHeight`` tall:
    /// drags scroll it until its top, then hand off to the dismissal in the same drag, and
    /// back. Only for a transition that supports it
    /// (``TransitionDescription/supportsScrollContent``, the catalogue's `modal`). Default
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
    static let fields: [ConfigurationField<Scene>] = [
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
      let defaults = Scene()
      for field in Self.fields {
        do {
          try field.option(defaults: defaults).check(field.read(self), at: "scene.\(field.name)")
        } catch {
          throw ScriptError(error)
        }
      }
    }

    /// The first setting that differs from the default scene's, if any.
    var firstGivenSetting: String? {
      let defaults = Scene()
      return Self.fields.first { $0.read(self) != $0.read(defaults) }?.name
    }
  }

  /// The script with the scene's settings that it gives under their former spelling
  /// (`options.scrollContent`, `options.scrollOffset`, deprecated) moved into ``scene``, when
  /// `transition` supports scrolling content and has no options of those names.
  ///
  /// - Throws: ``ScriptError`` at `options.NAME` for a value that does not fit, or when the
  ///   script also gives a `scene`.
  func movingSceneSettingsOutOfOptions(
    for transition: TransitionDescription
  ) throws(ScriptError) -> Script {
    guard transition.supportsScrollContent else { return self }
    let optionNames = Set(transition.options.map(\.name))
    var moved = self
    let sceneGiven = scene != Scene()
    let defaults = Scene()
    for field in Scene.fields where !optionNames.contains(field.name) {
      guard let value = options[field.name] else { continue }
      let path = "options.\(field.name)"
      guard !sceneGiven else {
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
      field.write(&moved.scene, value)
      moved.options[field.name] = nil
    }
    return moved
  }
}
