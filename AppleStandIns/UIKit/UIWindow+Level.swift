// What the toast's window-level overlay needs of UIKit (issue 31): a window's level.

// Apple: https://developer.apple.com/documentation/uikit/uiwindow (iOS 2.0+; checked against iOS 26)
extension UIWindow {
  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/windowlevel (iOS 2.0+; checked against iOS 26)
  // The page: `var windowLevel: UIWindow.Level { get set }`, "All windows assigned to the same
  // window level appear in front of (or behind) all windows assigned to a different window
  // level"; default `normal`.
  public var windowLevel: UIWindow.Level {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/level (iOS 2.0+; checked against iOS 26)
  // The page: `struct Level`, "even the bottom window in a level obscures the top window of the
  // next level down"; `init(_ rawValue: CGFloat)`, `init(rawValue:)`, `normal`, `statusBar`,
  // `alert`.
  public struct Level: RawRepresentable, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/level/rawvalue (iOS 2.0+; checked against iOS 26)
    public let rawValue: CGFloat
    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/level/init(rawvalue:) (iOS 2.0+; checked against iOS 26)
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/level/init(_:) (iOS 2.0+; checked against iOS 26)
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uiwindow/level/normal (iOS 2.0+; checked against iOS 26)
    public static var normal: UIWindow.Level { fatalError("stand-in") }
  }
}
