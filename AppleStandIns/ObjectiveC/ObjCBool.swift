// Apple: https://developer.apple.com/documentation/objectivec/objcbool (iOS 2.0+; checked against iOS 26)
// The compiler bridges a Swift `Bool` in an `@objc` signature (a delegate method returning
// `Bool`) through this type and the two conversions below, looked up in this module by name.
@frozen public struct ObjCBool: Sendable {
  private var value: Int8

  // Apple: https://developer.apple.com/documentation/objectivec/objcbool/init(_:) (iOS 2.0+; checked against iOS 26)
  public init(_ value: Bool) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/objectivec/objcbool/boolvalue (iOS 2.0+; checked against iOS 26)
  public var boolValue: Bool { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/objectivec/objcbool (iOS 2.0+; checked against iOS 26): the compiler's conversion, in the ObjectiveC overlay
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError("stand-in") }

// Apple: https://developer.apple.com/documentation/objectivec/objcbool (iOS 2.0+; checked against iOS 26): the compiler's conversion, in the ObjectiveC overlay
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError("stand-in") }
