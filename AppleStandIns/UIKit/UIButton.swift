// Apple: https://developer.apple.com/documentation/uikit/uicontrol (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIControl: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14.0+; checked against iOS 26)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    fatalError("stand-in")
  }
}

extension UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event (iOS 2.0+; checked against iOS 26)
  public struct Event: OptionSet, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event (iOS 2.0+; checked against iOS 26)
    public let rawValue: UInt
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event (iOS 2.0+; checked against iOS 26)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside (iOS 2.0+; checked against iOS 26)
    public static var touchUpInside: UIControl.Event { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state (iOS 2.0+; checked against iOS 26)
  public struct State: OptionSet, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state (iOS 2.0+; checked against iOS 26)
    public let rawValue: UInt
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state (iOS 2.0+; checked against iOS 26)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state/normal (iOS 2.0+; checked against iOS 26)
    public static var normal: UIControl.State { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uibutton (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIButton: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uibutton/init(type:) (iOS 2.0+; checked against iOS 26)
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:) (iOS 2.0+; checked against iOS 26)
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError("stand-in") }
}

extension UIButton {
  // Apple: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum (iOS 2.0+; checked against iOS 26)
  @objc public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uiaction (iOS 14.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIAction: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:) (iOS 14.0+; checked against iOS 26)
  // Only the handler, the parameter the backend's example passes; the others have defaults.
  public convenience init(handler: @escaping @MainActor (UIAction) -> Void) {
    fatalError("stand-in")
  }
}
