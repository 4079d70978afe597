extension ToastTransition {
  /// The edge a ``ToastTransition``'s banner stands at, comes in from and is swiped back to.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, bottom
  }

  /// What a ``ToastTransition`` is made from; `Configuration()` is Transmission's `.toast()`
  /// (bottom edge) with Material's Snackbar timing (see each value for its source).
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The edge the banner stands at. Default ``Edge/bottom`` (Transmission's
    /// `ToastPresentationLinkTransition.Options.edge` default).
    public var edge = Edge.bottom
    /// How long the banner stays once it has come in, in seconds, 0.5…60. Default 2.75
    /// (Material's Snackbar `LENGTH_LONG`: `SnackbarManager.LONG_DURATION_MS` = 2750;
    /// `LENGTH_SHORT` is 1500). A finger on the banner holds the countdown; it starts again
    /// in full when the finger lifts (see ``ToastCountdown``).
    public var duration = 2.75
    /// The banner's height, in points, 20…400. Default 64 (Material's two-line snackbar is
    /// 68 dp and its one-line one 48 dp; 64 is a one-line banner with a subtitle).
    public var height = 64.0
    /// The gap between the banner and its edge of the window, and on its left and right, in
    /// points, 0…100. Default 16: Transmission lays its toast out in the container's
    /// `layoutMargins`, which for a root view reflect UIKit's `systemMinimumLayoutMargins`
    /// (16 pt at the sides of a compact-width iPhone screen; Apple's page gives no number).
    public var margin = 16.0
    /// How many toasts may wait behind the one shown, 0…16. Default 4: with the one shown,
    /// five, Android's per-app toast limit (`NotificationManagerService.MAX_PACKAGE_TOASTS`
    /// = 5, counting the one shown, "to limit bad UX of seeing a toast many seconds after it
    /// was triggered"). A toast presented past the limit is refused, as Android drops it.
    public var queueLimit = 4
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy = ReleasePolicy.projected

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .choice("edge", \.edge, "the edge the banner stands at and is swiped back to"),
      .number(
        "duration", \.duration, in: 0.5...60, unit: "s",
        "how long the banner stays once in (held while a finger is on it, then in full again)"),
      .number("height", \.height, in: 20...400, unit: "pt", "the banner's height"),
      .number(
        "margin", \.margin, in: 0...100, unit: "pt",
        "the gap between the banner and its edge, and on its sides"),
      .integer(
        "queueLimit", \.queueLimit, in: 0...16,
        "how many toasts may wait behind the one shown (one more is refused)"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
    ]
  }

  /// The catalogue's `toast`.
  nonisolated public static let definition = TransitionDefinition(
    id: "toast",
    summary:
      "A banner comes in at the top or bottom edge (0.5 s spring, damping ratio 1) over the "
      + "presenter, which stays interactive; it leaves by itself after its duration, or swiped "
      + "towards its edge. A present while one shows waits in a queue.",
    configuration: Configuration.self
  ) { configuration in .toast(configuration) }
}

extension TransitionStyle {
  /// The toast: see ``ToastTransition``.
  public static func toast(_ configuration: ToastTransition.Configuration) -> TransitionStyle {
    TransitionStyle { ToastTransition(configuration) }
  }

  /// The toast: see ``ToastTransition`` and, for each value, ``ToastTransition/Configuration``.
  ///
  /// ```swift
  /// try home.present(saved, transition: .toast(edge: .top, duration: 4))
  /// ```
  public static func toast(
    edge: ToastTransition.Edge = ToastTransition.Configuration().edge,
    duration: Double = ToastTransition.Configuration().duration,
    height: Double = ToastTransition.Configuration().height
  ) -> TransitionStyle {
    var configuration = ToastTransition.Configuration()
    configuration.edge = edge
    configuration.duration = duration
    configuration.height = height
    return .toast(configuration)
  }
}
