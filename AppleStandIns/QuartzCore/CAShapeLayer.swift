// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer (iOS 3.0+; checked against iOS 27)
// "A layer that draws a cubic Bezier spline in its coordinate space."
@objc open class CAShapeLayer: CALayer {
  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/init() (iOS 2.0+; checked against iOS 26)
  public override init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/path (iOS 3.0+; checked against iOS 27)
  // "The path defining the shape to be rendered." Default `nil`; no implicit animation.
  open var path: CGPath? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
