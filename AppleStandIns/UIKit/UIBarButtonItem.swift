// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem (iOS 16.0+; checked against iOS 26)
// UIBarButtonItem, UIView and UILayoutGuide adopt it; Swift adds `frame(in:)` to it (iOS 17).
@MainActor public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIPopoverPresentationControllerSourceItem {
  // Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem/frame(in:) (iOS 17.0+; checked against iOS 26)
  public func frame(in referenceView: UIView) -> CGRect? { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uibaritem (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIBarItem: NSObject {}

// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem,
  UIPopoverPresentationControllerSourceItem
{
  // Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init() (iOS 2.0+; checked against iOS 26)
  public override init() { fatalError("stand-in") }
}
