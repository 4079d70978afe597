// The namespace a zoom's source is named in (issue 19: `.transitionSource(id:in:)`,
// `.zoom(sourceID:in:)`). Read against the stored iOS 27 pages by the swiftui engineer.

// Apple: https://developer.apple.com/documentation/swiftui/namespace (iOS 14.0+; checked against iOS 27)
// The page: `@frozen @propertyWrapper struct Namespace`, "a dynamic property type"; its
// relationships were not in what was read, so `DynamicProperty` is from that sentence.
@frozen @propertyWrapper public struct Namespace: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/namespace/init() (iOS 14.0+; checked against iOS 27)
  public init() { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue (iOS 14.0+; checked against iOS 27)
  public var wrappedValue: Namespace.ID { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/namespace/id (iOS 14.0+; checked against iOS 27)
  // The page: `@frozen struct ID`, conforming to `Sendable`, `BitwiseCopyable`, `Hashable`.
  @frozen public struct ID: Hashable, Sendable, BitwiseCopyable {
    let value: Int
  }
}
