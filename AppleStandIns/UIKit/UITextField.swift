// The text field of the example's keyboard sheet. Written from the pages as the docs corpus
// stores them (iOS 27).

// Apple: https://developer.apple.com/documentation/uikit/uitextfield (iOS 2.0+; checked against iOS 27)
// (no page read for the class itself: a `UIControl`, created with UIView's `init(frame:)`.)
@objc @MainActor @preconcurrency open class UITextField: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uitextfield/placeholder (iOS 2.0+; checked against iOS 27)
  // (no page read: `var placeholder: String? { get set }`.)
  open var placeholder: String? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property (iOS 2.0+; checked against iOS 27)
  open var borderStyle: UITextField.BorderStyle {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

extension UITextField {
  // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum (iOS 2.0+; checked against iOS 27)
  @objc public enum BorderStyle: Int, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/none (iOS 2.0+; checked against iOS 27)
    case none = 0
    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/line (iOS 2.0+; checked against iOS 27)
    case line = 1
    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/bezel (iOS 2.0+; checked against iOS 27)
    case bezel = 2
    // Apple: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/roundedrect (iOS 2.0+; checked against iOS 27)
    case roundedRect = 3
  }
}
