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

  // Apple: https://developer.apple.com/documentation/uikit/uiview/superview (iOS 2.0+; checked against iOS 26)
  open var superview: UIView? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/subviews (iOS 2.0+; checked against iOS 26)
  open var subviews: [UIView] { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) (iOS 2.0+; checked against iOS 26)
  open func addSubview(_ view: UIView) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:) (iOS 2.0+; checked against iOS 26)
  open func insertSubview(_ view: UIView, at index: Int) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:) (iOS 2.0+; checked against iOS 26)
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d (iOS 2.0+; checked against iOS 26)
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt (iOS 2.0+; checked against iOS 26)
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (iOS 2.0+; checked against iOS 26)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:) (iOS 2.0+; checked against iOS 26)
  open func isDescendant(of view: UIView) -> Bool { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() (iOS 2.0+; checked against iOS 26)
  open func removeFromSuperview() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) (iOS 3.2+; checked against iOS 26)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/mask (iOS 8.0+; checked against iOS 26)
  open var mask: UIView? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews (iOS 2.0+; checked against iOS 26)
  open var autoresizesSubviews: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property (iOS 2.0+; checked against iOS 26)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/safeareainsets (iOS 11.0+; checked against iOS 26)
  open var safeAreaInsets: UIEdgeInsets { fatalError("stand-in") }

  // The informal accessibility protocols: UIKit declares them on `NSObject`; declared on
  // `UIView` here (Linux's `NSObject` cannot carry `@objc` members), the only class the
  // backend uses them on.

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement (iOS 3.0+; checked against iOS 26)
  open var isAccessibilityElement: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel (iOS 3.0+; checked against iOS 26)
  open var accessibilityLabel: String? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits (iOS 3.0+; checked against iOS 26)
  open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal (iOS 5.0+; checked against iOS 26)
  open var accessibilityViewIsModal: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions (iOS 8.0+; checked against iOS 26)
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate() (iOS 7.0+; checked against iOS 26)
  open func accessibilityActivate() -> Bool { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape() (iOS 5.0+; checked against iOS 26)
  open func accessibilityPerformEscape() -> Bool { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets (iOS 2.0+; checked against iOS 26)
@frozen public struct UIEdgeInsets: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/top (iOS 2.0+; checked against iOS 26)
  public var top: CGFloat
  // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/left (iOS 2.0+; checked against iOS 26)
  public var left: CGFloat
  // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom (iOS 2.0+; checked against iOS 26)
  public var bottom: CGFloat
  // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/right (iOS 2.0+; checked against iOS 26)
  public var right: CGFloat
  // Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7 (iOS 2.0+; checked against iOS 26)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority (iOS 6.0+; checked against iOS 26)
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue (iOS 6.0+; checked against iOS 26)
  public var rawValue: Float
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:) (iOS 6.0+; checked against iOS 26)
  public init(rawValue: Float) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/required (iOS 6.0+; checked against iOS 26)
  public static let required = UILayoutPriority(rawValue: 1000)
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow (iOS 6.0+; checked against iOS 26)
  public static let defaultLow = UILayoutPriority(rawValue: 250)
}

extension UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:) (iOS 8.0+; checked against iOS 26)
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize (iOS 6.0+; checked against iOS 26)
  public static var layoutFittingExpandedSize: CGSize { fatalError("stand-in") }
}
