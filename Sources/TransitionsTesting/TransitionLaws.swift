public import Motion
public import Transitions
public import TransitionsPlayback
public import TransitionsPreview

/// The laws every transition must obey, checked against any transition by playing it headless:
/// what the catalogue is held to, for yours, the way swift-collections' `checkCollection` checks
/// any collection.
///
/// ```swift
/// let rise = TransitionDefinition(id: "rise", summary: "…") { _ in .custom { Rise() } }
/// let drive = InteractiveDrive(
///   operation: .dismiss, start: .presented, from: Point(x: 195, y: 400),
///   direction: Vector(dx: 0, dy: 1), span: 40, grabPoint: Point(x: 195, y: 400))
/// let violations = try TransitionLaws.check(rise, drive: drive)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// It plays a button-driven present and dismiss (a push and pop for a navigation transition; for
/// a tab transition, the second child selected, then the first again), each alone and one after
/// the other,
/// and, with a `drive` (how a finger drives the transition), an interactive finish, an
/// interactive cancel, a flick and a grab mid-flight, then each again under Reduce Motion where
/// it applies, and checks every ``Law`` on every frame and event.
///
/// Every view the transition puts in its container is held to the laws, listed in
/// `supportingViews` or not (the timeline shows an unlisted one as `unlisted-` and its name);
/// ``report(_:drive:screen:options:)`` also gives ``Warning``s, one per view the transition did
/// not list.
public enum TransitionLaws {
  /// One law.
  public enum Law: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The same transition runs driven by a button and by a finger, and each run ends as
    /// driven: a button's present and dismiss complete, a drag held past the middle finishes,
    /// one held near the start cancels.
    case interactiveAndNot
    /// A cancelled transition leaves every view exactly as it was before it began (frame,
    /// alpha, scale, corner radius, visibility).
    case cancelRestores
    /// Each run completes exactly once: one `transitionEnded` per `transitionBegan`, and its
    /// context's `completeTransition` called once.
    case completesOnce
    /// Appearance callbacks come in legal will/did pairs and end settled.
    case balancedAppearance
    /// A finger landing on the moving view catches it where it is, with no jump, and holds it
    /// still.
    case grabWithoutJump
    /// A release carries the finger's velocity into the completing motion.
    case releaseCarriesVelocity
    /// Under Reduce Motion a button-driven present or dismiss moves no view (a cross-fade).
    case reduceMotion
    /// Nothing of a played stage (window, controllers, transition, manager) outlives it.
    case nothingOutlives
    /// Every frame shows legal values: finite geometry, alpha in 0…1, a positive scale, a
    /// corner radius of 0 or more.
    case valuesInRange
    /// Nothing the transition added to its container is left there after a run that takes the
    /// transition away (a completed dismiss or pop, a cancelled present or push): what
    /// `transitionWillBegin` adds, `transitionDidEnd` removes. A tab switch takes it away
    /// whether it completes or is cancelled (between switches a tab shows only its child): what
    /// its animator adds, the animator's completion or its `animationEnded` removes.
    case leavesNothingBehind
    /// The moving view follows the finger 1:1: while a finger drives the transition, the point
    /// of the moving view (`presented`, or `pushed`) under the finger moves along the drive as
    /// far as the finger does. When it does not, the message says which of the animator's
    /// `travel`, the transition's `progressAxis` or the drive's direction disagrees. A fade (a
    /// button run that moves nothing and changes the moving view's alpha) follows by its alpha
    /// instead: the progress goes as far as the finger over the drive's span, the alpha with it,
    /// and the view stays put.
    case followsFinger
    /// A view keeps its size through a run (its bounds: the on-screen size over its scale)
    /// unless it is the moving view (`presented`, `pushed`) of a transition whose
    /// `movingViewSizeChanges` says it changes: on a device a size that changes every frame is
    /// a layout every frame. A zoom says its changes are drawn by scaling; a sheet, that it is
    /// laid out again between detents.
    case boundsSizeKept

    public var description: String { rawValue }
  }

  /// A law broken in one scenario, and how.
  public struct Violation: Error, Sendable, Hashable, CustomStringConvertible {
    public var law: Law
    /// The scenario that broke it (`present`, `interactive-cancel`, …).
    public var scenario: String
    /// What was seen.
    public var detail: String

    public var description: String { "\(law) (\(scenario)): \(detail)" }
  }

  /// Something the checker saw that breaks no law but is likely a mistake: a view in the
  /// transition's container that it does not list in `supportingViews` (a backend that draws
  /// by role cannot name it).
  public struct Warning: Sendable, Hashable, CustomStringConvertible {
    /// The first scenario it was seen in.
    public var scenario: String
    /// What was seen.
    public var detail: String

    public var description: String { "warning (\(scenario)): \(detail)" }
  }

  /// What one check found: the laws broken, and the warnings.
  public struct Report: Sendable, Hashable {
    public var violations: [Violation]
    public var warnings: [Warning]
  }

  /// The violations and warnings of `definition`'s transition; the parameters are those of
  /// ``check(_:drive:screen:options:)``.
  @MainActor
  public static func report(
    _ definition: TransitionDefinition, drive: InteractiveDrive? = nil,
    screen: Size = Size(width: 390, height: 844), options: [String: OptionValue] = [:]
  ) throws(ScriptError) -> Report {
    guard definition.kind != .container else {
      throw ScriptError(
        path: "transition",
        problem:
          "\(definition.description.id) is \(definition.kind.withArticle); the law checker "
          + "takes modal, navigation and tab ones")
    }
    var checker = LawChecker(definition: definition, screen: screen, options: options)
    try checker.run(drive: drive)
    return Report(violations: checker.violations, warnings: checker.warnings)
  }

  /// Every law `definition`'s transition breaks, on a `screen`-sized window.
  ///
  /// - Parameters:
  ///   - definition: The transition (a modal, a navigation or a tab one), as a
  ///     `ScenarioPlayer` plays it. A tab transition is played in a `TabBarController` of its
  ///     `children` (3 unless the options say); a tab drive's `operation` is `select`, its
  ///     `start` `idle`, and it pans towards the second child.
  ///   - drive: How a finger drives it; `nil` checks only the button-driven laws.
  ///   - screen: The window's size, in points. Default 390 × 844.
  ///   - options: The options every scenario sets (the drive's are added to its own).
  /// - Returns: The violations, empty when the transition obeys every law.
  /// - Throws: `ScriptError` when a scenario cannot be played (an option the transition
  ///   does not take, say).
  @MainActor
  public static func check(
    _ definition: TransitionDefinition, drive: InteractiveDrive? = nil,
    screen: Size = Size(width: 390, height: 844), options: [String: OptionValue] = [:]
  ) throws(ScriptError) -> [Violation] {
    try report(definition, drive: drive, screen: screen, options: options).violations
  }

  /// Throws a ``Violations`` error listing every law `definition`'s transition breaks; returns
  /// quietly when it obeys them all. The parameters are those of
  /// ``check(_:drive:screen:options:)``.
  @MainActor
  public static func verify(
    _ definition: TransitionDefinition, drive: InteractiveDrive? = nil,
    screen: Size = Size(width: 390, height: 844), options: [String: OptionValue] = [:]
  ) throws {
    let violations = try check(definition, drive: drive, screen: screen, options: options)
    if !violations.isEmpty { throw Violations(violations: violations) }
  }

  /// The laws one played `timeline` breaks that a timeline alone can show: values in range,
  /// one `transitionEnded` per `transitionBegan`, balanced appearance callbacks. For a session
  /// of your own (a random one, say); ``check(_:drive:screen:options:)`` plays the scenarios of
  /// every law itself.
  ///
  /// - Parameters:
  ///   - timeline: The played timeline.
  ///   - scenario: What to call the session in the violations.
  ///   - mayEndRunning: Whether the timeline may stop while a transition still runs (its last
  ///     `transitionBegan` then has no `transitionEnded`, and callbacks may be pending).
  @MainActor
  public static func check(
    _ timeline: Timeline, scenario: String, mayEndRunning: Bool = false
  ) -> [Violation] {
    var checker = LawChecker(definition: nil, screen: timeline.screen, options: [:])
    checker.checkValues(timeline, scenario)
    checker.checkCompletion(
      timeline, audit: TransitionAudit(), scenario, mayEndRunning: mayEndRunning)
    checker.checkAppearance(timeline, scenario, mayEndPending: mayEndRunning)
    return checker.violations
  }

  /// The laws a transition broke, one per line.
  public struct Violations: Error, CustomStringConvertible {
    public var violations: [Violation]
    public var description: String { violations.map(\.description).joined(separator: "\n") }
  }
}
