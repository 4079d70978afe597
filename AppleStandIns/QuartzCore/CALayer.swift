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

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/mask (iOS 2.0+; checked against iOS 27)
  // "An optional layer whose alpha channel is used to mask the layer's content"; its size and
  // position are the caller's to set, and it must have no superlayer.
  open var mask: CALayer? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/frame (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open var frame: CGRect {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/transform (iOS 2.0+; checked against iOS 26)
  open var transform: CATransform3D {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  // The animation is copied into the render tree; one animation per key.
  open func add(_ anim: CAAnimation, forKey key: String?) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open func removeAnimation(forKey key: String) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject/1418925-setvalue (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  // Key-value coding, NSObject's on Apple's platforms (swift-corelibs-foundation's NSObject has
  // none); a layer takes the key paths of its structures' fields ("position.x",
  // "transform.rotation.z").
  open func setValue(_ value: Any?, forKeyPath keyPath: String) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/objectivec/nsobject/1416468-value (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  // Key-value coding's read, NSObject's on Apple's platforms: a layer answers a number for the
  // key paths of its structures' fields.
  open func value(forKeyPath keyPath: String) -> Any? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/presentation() (iOS 2.0+; checked against iOS 26)
  // "A close approximation of the layer that is currently being displayed onscreen. While an
  // animation is in progress, you can retrieve this object and use it to get the current values
  // for those animations."
  open func presentation() -> Self? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:) (iOS 2.0+; checked against iOS 26)
  // Converts a time from `l`'s time space to the receiver's; `nil` is the media clock's
  // (`CACurrentMediaTime()`), as Apple's pause/resume recipe (Technical Q&A QA1673) uses it.
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    fatalError("stand-in")
  }
}
