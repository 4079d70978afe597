extension ConfigurationField {
  /// True or false, or not given (`nil`): for a setting whose absence means something of its
  /// own, such as the push's `rightToLeft` (not given: follow the window's layout direction;
  /// given: what it says, in either layout). Scripts give `true` or `false`; `transitions list`
  /// prints `whenAbsent` as its default, what the setting does when not given in the default
  /// environment.
  ///
  /// ```swift
  /// .optionalBool("rightToLeft", \.rightToLeft, whenAbsent: false, "a right-to-left layout")
  /// ```
  public static func optionalBool(
    _ name: String, _ field: any WritableKeyPath<Configuration, Bool?> & Sendable,
    whenAbsent: Bool, _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .bool, deprecatedNames: [], deprecatedChoices: [:],
      read: { .bool($0[keyPath: field] ?? whenAbsent) },
      write: { configuration, value in
        if case .bool(let bool) = value { configuration[keyPath: field] = bool }
      },
      clamp: { _, _ in })
  }
}
