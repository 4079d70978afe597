// The views the example app uses. Verified against the stored iOS 27 pages (see View.swift);
// `@ContentBuilder` on a page is `@ViewBuilder` here (a type alias of it).
import CoreGraphics

// Apple: https://developer.apple.com/documentation/swiftui/text (iOS 13.0+; checked against iOS 27)
// The page: `@frozen struct Text`. (`Equatable`, `Sendable`: its Relationships were not in what
// was read.)
@frozen public struct Text: View, Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (iOS 13.0+; checked against iOS 27)
  public init<S: StringProtocol>(_ content: S) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/text/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/button (iOS 13.0+; checked against iOS 27)
// `nonisolated` on its page (the struct is not main-actor isolated; only its action is).
nonisolated public struct Button<Label: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/button/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/button (iOS 13.0+; checked against iOS 27)
extension Button where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 (iOS 13.0+; checked against iOS 27)
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/vstack (iOS 13.0+; checked against iOS 27)
@frozen nonisolated public struct VStack<Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) (iOS 13.0+; checked against iOS 27)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/vstack/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/list (iOS 13.0+; checked against iOS 27)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/list/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/list (iOS 13.0+; checked against iOS 27)
extension List where SelectionValue == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/list/init(content:) (iOS 13.0+; checked against iOS 27)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/foreach (iOS 13.0+; checked against iOS 27)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

// Apple: https://developer.apple.com/documentation/swiftui/foreach (iOS 13.0+; checked against iOS 27)
extension ForEach: View where Content: View {
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (iOS 13.0+; checked against iOS 26)
  // (no page read: the stored `init(_:id:content:)` page is MapKit's overload, `@MainActor`,
  // iOS 17; this view overload's page was not found. Its signature agrees with the `ForEach`
  // that `List`'s `init(_:id:rowContent:)-4s0aj` page builds. Left main-actor isolated, the
  // stricter form.)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}
