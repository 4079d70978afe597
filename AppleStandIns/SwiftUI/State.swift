// Verified (swiftui2) against the stored iOS 27 pages (see View.swift).

// Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty (iOS 13.0+; checked against iOS 27)
// Its `mutating func update()` requirement (with a default) is left out: nothing here calls it.
public protocol DynamicProperty {}

// Apple: https://developer.apple.com/documentation/swiftui/state (iOS 13.0+; checked against iOS 27)
// The page: "When you build with Xcode 27 or later, the system uses the `State()` macro
// instead" (https://developer.apple.com/documentation/swiftui/state()). `@State var x = v`
// reads the same with either; this is the property wrapper Xcode 26 and earlier use.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (iOS 13.0+; checked against iOS 27)
  public init(wrappedValue value: Value) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set { fatalError("stand-in") }
  }
  // Apple: https://developer.apple.com/documentation/swiftui/state/projectedvalue (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding (iOS 13.0+; checked against iOS 27)
// A `DynamicProperty`: the DynamicProperty page lists `Binding` among its conforming types.
// Sendable only when its value is (the page's discussion of `init(get:set:)`).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) (iOS 13.0+; checked against iOS 26)
  public init(projectedValue: Binding<Value>) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (iOS 13.0+; checked against iOS 26)
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set { fatalError("stand-in") }
  }
  // Apple: https://developer.apple.com/documentation/swiftui/binding/projectedvalue (iOS 13.0+; checked against iOS 26)
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) (iOS 13.0+; checked against iOS 26)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding (iOS 13.0+; checked against iOS 26)
extension Binding: @unchecked Sendable where Value: Sendable {}

// Apple: https://developer.apple.com/documentation/swiftui/environment (iOS 13.0+; checked against iOS 27)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:) (iOS 13.0+; checked against iOS 27)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (iOS 13.0+; checked against iOS 27)
  public var wrappedValue: Value { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/environmentkey (iOS 13.0+; checked against iOS 27)
public protocol EnvironmentKey {
  // Apple: https://developer.apple.com/documentation/swiftui/environmentkey/value (iOS 13.0+; checked against iOS 27)
  associatedtype Value
  // Apple: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue (iOS 13.0+; checked against iOS 27)
  static var defaultValue: Self.Value { get }
}

// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues (iOS 13.0+; checked against iOS 27)
public struct EnvironmentValues {
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:) (iOS 13.0+; checked against iOS 27)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss (iOS 15.0+; checked against iOS 26)
  // (no page read: not found in the stored documentation; the DismissAction page links it)
  public var dismiss: DismissAction { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion (iOS 13.0+; checked against iOS 27)
  // Get-only on its page: `.environment(\.accessibilityReduceMotion, true)` does not compile.
  public var accessibilityReduceMotion: Bool { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/dismissaction (iOS 15.0+; checked against iOS 27)
@MainActor @preconcurrency public struct DismissAction {
  // Apple: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction() (iOS 15.0+; checked against iOS 27)
  public func callAsFunction() { fatalError("stand-in") }
}
