// Stand-in for Apple's `ObjectiveC` module, for the Linux type check only (see ../README.md).
// The Swift compiler looks `Selector` up in a module of this name to type-check `#selector`.
// On Linux, `NSObject` itself comes from swift-corelibs-foundation.

// Apple: https://developer.apple.com/documentation/objectivec/selector (iOS 2.0+; checked against iOS 26)
@frozen public struct Selector: Hashable, @unchecked Sendable {
  // The compiler lowers `#selector` to this one pointer (the Objective-C `SEL`), as in Apple's
  // overlay; without it `#selector` reports the type as malformed.
  private var ptr: OpaquePointer

  // Apple: https://developer.apple.com/documentation/objectivec/selector/init(_:) (iOS 2.0+; checked against iOS 26)
  public init(_ str: String) { fatalError("stand-in") }
}
