// Apple: https://developer.apple.com/documentation/quartzcore/catransform3d (iOS 2.0+; checked against iOS 26)
// A C struct: Swift imports its fields as stored properties and gives it `init()` (all zeros) and
// the memberwise initialiser.
@frozen public struct CATransform3D: Sendable {
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m11 (iOS 2.0+; checked against iOS 26)
  public var m11: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m12 (iOS 2.0+; checked against iOS 26)
  public var m12: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m13 (iOS 2.0+; checked against iOS 26)
  public var m13: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m14 (iOS 2.0+; checked against iOS 26)
  public var m14: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m21 (iOS 2.0+; checked against iOS 26)
  public var m21: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m22 (iOS 2.0+; checked against iOS 26)
  public var m22: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m23 (iOS 2.0+; checked against iOS 26)
  public var m23: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m24 (iOS 2.0+; checked against iOS 26)
  public var m24: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m31 (iOS 2.0+; checked against iOS 26)
  public var m31: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m32 (iOS 2.0+; checked against iOS 26)
  public var m32: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m33 (iOS 2.0+; checked against iOS 26)
  public var m33: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m34 (iOS 2.0+; checked against iOS 26)
  public var m34: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m41 (iOS 2.0+; checked against iOS 26)
  public var m41: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m42 (iOS 2.0+; checked against iOS 26)
  public var m42: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m43 (iOS 2.0+; checked against iOS 26)
  public var m43: CGFloat
  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/m44 (iOS 2.0+; checked against iOS 26)
  public var m44: CGFloat

  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/init() (iOS 2.0+; checked against iOS 26)
  public init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:) (iOS 2.0+; checked against iOS 26)
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/quartzcore/catransform3didentity (iOS 2.0+; checked against iOS 26)
// Apple's name, as Swift imports the C constant.
// swift-format-ignore: AlwaysUseLowerCamelCase
public var CATransform3DIdentity: CATransform3D { fatalError("stand-in") }
