// The root of a presentation whose content is the transition's own (issue 19:
// `.presentation(isPresented:transition:)` without content). Read against the stored iOS 27
// pages by the swiftui engineer.

// Apple: https://developer.apple.com/documentation/swiftui/emptyview (iOS 13.0+; checked against iOS 27)
// The page: `@frozen nonisolated struct EmptyView`, "a view that doesn't contain any content".
@frozen nonisolated public struct EmptyView: View {
  // Apple: https://developer.apple.com/documentation/swiftui/emptyview/init() (iOS 13.0+; checked against iOS 27)
  // (the stored page was not found; the type's page lists `nonisolated init()`)
  nonisolated public init() {}
  // Apple: https://developer.apple.com/documentation/swiftui/emptyview/body (iOS 13.0+; checked against iOS 27)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}
