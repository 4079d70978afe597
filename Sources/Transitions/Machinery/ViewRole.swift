/// What a view is to a transition's stage: the presenting screen, the presented one, a dimming
/// view, a container's child, … The stage, its recorded frames, the preview, the law checker
/// and the live backends all name views by role; each role the library knows is spelled once,
/// here. A transition's own supporting views may take roles of their own (`"glow"`: any string
/// literal is a role). Strings appear only where a role is read or written as text (a script's
/// timeline in JSON or CSV).
public struct ViewRole: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The role as text: what `play`'s output writes (`presented`, `dimming`, `child1`).
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: ViewRole, rhs: ViewRole) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The screen that presents (or, in a navigation stack, the root that is pushed over).
  public static let presenting: ViewRole = "presenting"
  /// The presented screen of a modal transition.
  public static let presented: ViewRole = "presented"
  /// The pushed screen of a navigation transition.
  public static let pushed: ViewRole = "pushed"
  /// A dimming view behind the presented or pushed screen: drawn behind it, never labelled.
  public static let dimming: ViewRole = "dimming"
  /// A zoom's source view in the presenting screen.
  public static let source: ViewRole = "source"
  /// A sheet's grabber.
  public static let grabber: ViewRole = "grabber"
  /// A modal sheet's decoration.
  public static let decoration: ViewRole = "decoration"
  /// A container's selection indicator.
  public static let indicator: ViewRole = "indicator"
  /// A tab bar controller's tab bar.
  public static let tabBar: ViewRole = "tabBar"
  /// The window's keyboard.
  public static let keyboard: ViewRole = "keyboard"

  /// A container's child at `index` (`child0`, `child1`, …).
  public static func child(_ index: Int) -> ViewRole { ViewRole("child\(index)") }

  /// The index of a container's child, if this is a child's role.
  public var childIndex: Int? {
    guard rawValue.hasPrefix("child"), let index = Int(rawValue.dropFirst(5)), index >= 0 else {
      return nil
    }
    return index
  }

  /// A view a transition put in its container without listing it in its supporting views,
  /// under `name` (the view's name, or a number): `unlisted-glow`, `unlisted-1`.
  public static func unlisted(_ name: String) -> ViewRole { ViewRole("unlisted-\(name)") }
}
