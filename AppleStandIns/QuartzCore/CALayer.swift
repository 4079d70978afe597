// Apple: https://developer.apple.com/documentation/quartzcore/calayer (iOS 2.0+; checked against iOS 26)
// Not main-actor isolated: Core Animation's classes carry no `NS_SWIFT_UI_ACTOR`.
@objc open class CALayer: NSObject {
  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/init() (iOS 2.0+; checked against iOS 26)
  public override init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius (iOS 3.0+; checked against iOS 26)
  open var cornerRadius: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds (iOS 2.0+; checked against iOS 26)
  open var masksToBounds: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/transform (iOS 2.0+; checked against iOS 26)
  open var transform: CATransform3D {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
