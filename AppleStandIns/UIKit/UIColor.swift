// Apple: https://developer.apple.com/documentation/uikit/uicolor (iOS 2.0+; checked against iOS 26)
// Not main-actor isolated. Declared without `Sendable`: the documentation page does not say it
// is, and where a stand-in is unsure it declares the stricter form (see ../README.md).
@objc open class UIColor: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) (iOS 2.0+; checked against iOS 26)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/black (iOS 2.0+; checked against iOS 26)
  open class var black: UIColor { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/clear (iOS 2.0+; checked against iOS 26)
  open class var clear: UIColor { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13.0+; checked against iOS 26)
  open class var systemBackground: UIColor { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground (iOS 13.0+; checked against iOS 26)
  open class var secondarySystemBackground: UIColor { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/systemyellow (iOS 7.0+; checked against iOS 26)
  open class var systemYellow: UIColor { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgreen (iOS 7.0+; checked against iOS 26)
  open class var systemGreen: UIColor { fatalError("stand-in") }
}
