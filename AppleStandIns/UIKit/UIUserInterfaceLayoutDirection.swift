// The layout direction of a view's content, as Swift imports it: what the scene runner gives the
// engine so that `leading`, a pop's edge and a tab pan follow a right-to-left language. Written
// from the pages as the docs corpus stores them.

// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection (iOS 5.0+; checked against iOS 26)
@objc public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright (iOS 5.0+; checked against iOS 26)
  case leftToRight = 0
  // Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft (iOS 5.0+; checked against iOS 26)
  case rightToLeft = 1
}

extension UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10.0+; checked against iOS 26)
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    fatalError("stand-in")
  }
}
