// What the zoom's source view needs of UIKit (issue 19): where a view is, in its window, and a
// marker view that takes no touches. Read against the stored iOS 27 pages by the swiftui engineer.

// Apple: https://developer.apple.com/documentation/uikit/uiview (iOS 2.0+; checked against iOS 27)
extension UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/window (iOS 2.0+; checked against iOS 27)
  // The page: `var window: UIWindow? { get }`, "nil if the view has not yet been added to a
  // window".
  public var window: UIWindow? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled (iOS 2.0+; checked against iOS 27)
  // The page: `var isUserInteractionEnabled: Bool { get set }`, default `true`.
  public var isUserInteractionEnabled: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
