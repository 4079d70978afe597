// Screens and coordinate spaces: what converting the keyboard's frame (in the screen's
// coordinate space) into a view's coordinates needs. Written from the pages as the docs corpus
// stores them (iOS 27).

// Apple: https://developer.apple.com/documentation/uikit/uiscreen (iOS 2.0+; checked against iOS 27)
// (no page read for the class itself: `@MainActor class UIScreen : NSObject`, as its members'
// pages and the UICoordinateSpace page describe it.)
@objc @MainActor @preconcurrency open class UIScreen: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace (iOS 8.0+; checked against iOS 27)
  open var coordinateSpace: any UICoordinateSpace { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace (iOS 8.0+; checked against iOS 27)
// An Objective-C protocol refining `NSObjectProtocol` on its page; not `@objc` here, because its
// requirements take `CGRect`, which Linux's Foundation declares as a Swift struct (the
// `NSObjectProtocol` difference in ../README.md applies too). Only the requirements used.
@MainActor public protocol UICoordinateSpace: AnyObject {
  // Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt (iOS 8.0+; checked against iOS 27)
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  // Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds (iOS 8.0+; checked against iOS 27)
  // (no page read: one of the protocol's requirements; UIView's `bounds` satisfies it.)
  var bounds: CGRect { get }
}

// Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace (iOS 8.0+; checked against iOS 27)
// "The UIView class adopts this protocol" (its page); `bounds` is UIView's own.
extension UIView: UICoordinateSpace {
  // Apple: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt (iOS 8.0+; checked against iOS 27)
  // UIView's implementation of the requirement (`convertRect:toCoordinateSpace:`).
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError("stand-in")
  }
}

extension UIWindow {
  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/windowscene (iOS 13.0+; checked against iOS 27)
  // (no page read: `weak var windowScene: UIWindowScene? { get set }`; only read here.)
  public var windowScene: UIWindowScene? { fatalError("stand-in") }
}

extension UIWindowScene {
  // Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/screen (iOS 13.0+; checked against iOS 27)
  public var screen: UIScreen { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/displaylink(target:selector:) (iOS 27.0+; checked against iOS 27)
  // "Creates a display link targeting the display associated with this scene"; nil only in
  // exceptional cases; retargeted when the scene moves between displays. iOS 27's
  // `CADisplayLink.h`: "For iOS, see UIScene.displayLink(target:selector:)".
  @available(iOS 27.0, *)
  public func displayLink(target: Any, selector sel: Selector) -> CADisplayLink? {
    fatalError("stand-in")
  }
}
