// Apple: https://developer.apple.com/documentation/uikit/uiview (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIView: UIResponder {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2.0+; checked against iOS 26)
  public init(frame: CGRect) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2.0+; checked against iOS 26)
  // `required` (from NSCoding): a subclass that adds a designated initialiser must provide it.
  public required init?(coder: NSCoder) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/frame (iOS 2.0+; checked against iOS 26)
  open var frame: CGRect {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/bounds (iOS 2.0+; checked against iOS 26)
  open var bounds: CGRect {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/center (iOS 2.0+; checked against iOS 26)
  open var center: CGPoint {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/transform3d (iOS 13.0+; checked against iOS 26)
  open var transform3D: CATransform3D {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/alpha (iOS 2.0+; checked against iOS 26)
  open var alpha: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (iOS 2.0+; checked against iOS 26)
  // `@NSCopying` in the SDK; that changes nothing for a caller.
  open var backgroundColor: UIColor? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden (iOS 2.0+; checked against iOS 26)
  open var isHidden: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/clipstobounds (iOS 2.0+; checked against iOS 26)
  open var clipsToBounds: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/layer (iOS 2.0+; checked against iOS 26)
  open var layer: CALayer { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) (iOS 7.0+; checked against iOS 26)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    fatalError("stand-in")
  }
}
