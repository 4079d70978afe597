// Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy (iOS 3.1+; checked against iOS 26)
// An `NS_ENUM`-like C enum of `uintptr_t`: imported as a struct with the constants as static
// members, as the SDK's overlay spells them.
public struct objc_AssociationPolicy: RawRepresentable, Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy (iOS 3.1+; checked against iOS 26)
  public let rawValue: UInt
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy (iOS 3.1+; checked against iOS 26)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic (iOS 3.1+; checked against iOS 26)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static var OBJC_ASSOCIATION_RETAIN_NONATOMIC: objc_AssociationPolicy {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:) (iOS 3.1+; checked against iOS 26)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError("stand-in") }

// Apple: https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:) (iOS 3.1+; checked against iOS 26)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  fatalError("stand-in")
}
