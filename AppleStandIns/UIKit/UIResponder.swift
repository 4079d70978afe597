// Apple: https://developer.apple.com/documentation/uikit/uiresponder (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIResponder: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/init() (iOS 2.0+; checked against iOS 26)
  public override init() { fatalError("stand-in") }
}
