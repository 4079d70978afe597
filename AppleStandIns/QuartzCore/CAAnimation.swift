// Core Animation's explicit animations, as the render-server commit uses them (issue 30).
// Not main-actor isolated: Core Animation's classes carry no `NS_SWIFT_UI_ACTOR`.

// Apple: https://developer.apple.com/documentation/quartzcore/caanimation (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
@objc open class CAAnimation: NSObject {
  // Apple: https://developer.apple.com/documentation/quartzcore/caanimation/init() (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public override init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/camediatiming/begintime (iOS 2.0+; checked against iOS 26)
  // Conformance to `CAMediaTiming`: the begin time in the layer's time space (the media clock
  // for a layer tree whose speeds and offsets are the defaults).
  open var beginTime: CFTimeInterval {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/camediatiming/duration (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open var duration: CFTimeInterval {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open var fillMode: CAMediaTimingFillMode {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion (iOS 2.0+; checked against iOS 26)
  open var isRemovedOnCompletion: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open var timingFunction: CAMediaTimingFunction? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/capropertyanimation (iOS 2.0+; checked against iOS 26)
@objc open class CAPropertyAnimation: CAAnimation {
  // Apple: https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public convenience init(keyPath path: String?) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive (iOS 2.0+; checked against iOS 26)
  open var isAdditive: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/cabasicanimation (iOS 2.0+; checked against iOS 26)
@objc open class CABasicAnimation: CAPropertyAnimation {
  // Apple: https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue (iOS 2.0+; checked against iOS 26)
  open var fromValue: Any? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue (iOS 2.0+; checked against iOS 26)
  open var toValue: Any? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/caspringanimation (iOS 9.0+; checked against iOS 26)
@objc open class CASpringAnimation: CABasicAnimation {
  // Apple: https://developer.apple.com/documentation/quartzcore/caspringanimation/mass (iOS 9.0+; checked against iOS 26's SDK listing, page not read)
  open var mass: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness (iOS 9.0+; checked against iOS 26's SDK listing, page not read)
  open var stiffness: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caspringanimation/damping (iOS 9.0+; checked against iOS 26)
  open var damping: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity (iOS 9.0+; checked against iOS 26's SDK listing, page not read)
  open var initialVelocity: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation (iOS 2.0+; checked against iOS 26)
@objc open class CAKeyframeAnimation: CAPropertyAnimation {
  // Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  open var values: [Any]? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes (iOS 2.0+; checked against iOS 26)
  open var keyTimes: [NSNumber]? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode (iOS 2.0+; checked against iOS 26)
  open var calculationMode: CAAnimationCalculationMode {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions (iOS 2.0+; checked against iOS 26: "var timingFunctions: [CAMediaTimingFunction]? { get set }", n-1 for n values)
  open var timingFunctions: [CAMediaTimingFunction]? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunction (iOS 2.0+; checked against iOS 26)
@objc open class CAMediaTimingFunction: NSObject {
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:) (iOS 2.0+; checked against iOS 26)
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode (iOS 2.0+; checked against iOS 26)
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/init(rawvalue:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public let rawValue: String
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/init(rawvalue:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public init(rawValue: String) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards (iOS 2.0+; checked against iOS 26)
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/both (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  // Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/removed (iOS 2.0+; checked against iOS 26)
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

// Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode (iOS 2.0+; checked against iOS 26)
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
  // Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/init(rawvalue:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public let rawValue: String
  // Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/init(rawvalue:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public init(rawValue: String) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear (iOS 2.0+; checked against iOS 26)
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
}
