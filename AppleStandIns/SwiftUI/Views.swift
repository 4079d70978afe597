import CoreGraphics

// Apple: https://developer.apple.com/documentation/swiftui/text (iOS 13.0+; checked against iOS 26)
@frozen public struct Text: View, Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (iOS 13.0+; checked against iOS 26)
  public init<S: StringProtocol>(_ content: S) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/text/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/button (iOS 13.0+; checked against iOS 26)
@MainActor @preconcurrency public struct Button<Label: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/button/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/button (iOS 13.0+; checked against iOS 26)
extension Button where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asa3 (iOS 13.0+; checked against iOS 26)
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/vstack (iOS 13.0+; checked against iOS 26)
@frozen public struct VStack<Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) (iOS 13.0+; checked against iOS 26)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/vstack/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/list (iOS 13.0+; checked against iOS 26)
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/list/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/list (iOS 13.0+; checked against iOS 26)
extension List where SelectionValue == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/list/init(content:) (iOS 13.0+; checked against iOS 26)
  public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/foreach (iOS 13.0+; checked against iOS 26)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

// Apple: https://developer.apple.com/documentation/swiftui/foreach (iOS 13.0+; checked against iOS 26)
extension ForEach: View where Content: View {
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (iOS 13.0+; checked against iOS 26)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}
