// Apple: https://developer.apple.com/documentation/uikit/uilabel (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UILabel: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uilabel/text (iOS 2.0+; checked against iOS 26)
  open var text: String? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uilabel/textalignment (iOS 2.0+; checked against iOS 26)
  open var textAlignment: NSTextAlignment {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/uikit/nstextalignment (iOS 6.0+; checked against iOS 26)
@objc public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
