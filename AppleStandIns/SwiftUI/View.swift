// The SwiftUI stand-in: only what TransitionsSwiftUI and the example app use, each declaration
// as Swift sees it on its documentation page (see AppleStandIns/README.md). Nothing here runs.
//
// Verified (swiftui2, issue 19 follow-up) against the pages as the `search` tool's docs corpus
// stores them: the iOS 27 documentation (its pages name Xcode 27 and deprecations "- 27.0").
// Where a page writes `@ContentBuilder`, that is `typealias ContentBuilder = ViewBuilder`
// (https://developer.apple.com/documentation/swiftui/contentbuilder), so `@ViewBuilder` here is
// the same attribute. "(no page read)" marks a declaration whose own page was not found.
import CoreGraphics
import UIKit

// Apple: https://developer.apple.com/documentation/swiftui/view (iOS 13.0+; checked against iOS 27)
@MainActor @preconcurrency public protocol View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype (iOS 13.0+; checked against iOS 27)
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o (iOS 13.0+; checked against iOS 27)
  // The page: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple: https://developer.apple.com/documentation/swift/never (iOS 13.0+; checked against iOS 26)
// SwiftUI's conformance of `Never` to `View`: the body of views with no body of their own.
// (no page read: the conformance's page was not found in the stored documentation.)
extension Never: View {
  // Apple: https://developer.apple.com/documentation/swift/never/body-swift.property (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder (iOS 13.0+; checked against iOS 27)
// `buildBlock()` is left out: its iOS 27 page returns `EmptyContent`, and nothing here builds an
// empty block (an empty builder closure now fails this check: a false alarm, never a miss).
@resultBuilder public struct ViewBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (iOS 13.0+; checked against iOS 27)
  // No `View` constraint on the iOS 27 page; the API taking the closure still requires one.
  public static func buildBlock<Content>(_ content: Content) -> Content {
    fatalError("stand-in")
  }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g (iOS 13.0+; checked against iOS 27)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/tupleview (iOS 13.0+; checked against iOS 27)
@frozen nonisolated public struct TupleView<T>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/tupleview/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier (iOS 13.0+; checked against iOS 27)
@MainActor @preconcurrency public protocol ViewModifier {
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype (iOS 13.0+; checked against iOS 26)
  // (no page read)
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 27)
  typealias Content = _ViewModifier_Content<Self>
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (iOS 13.0+; checked against iOS 27)
  // The page: `@ContentBuilder @MainActor @preconcurrency func body(content:) -> Self.Body`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 27)
// The type behind `ViewModifier.Content` (its page shows only `typealias Content`; the name is
// the one its symbol identifier spells, `_ViewModifier_Content`): the view modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 27)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent (iOS 13.0+; checked against iOS 27)
@frozen public struct ModifiedContent<Content, Modifier> {}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent (iOS 13.0+; checked against iOS 27)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/body (iOS 13.0+; checked against iOS 26)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/view (iOS 13.0+; checked against iOS 27)
// The modifiers are `nonisolated` on their pages (the protocol is `@MainActor`).
extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/modifier(_:) (iOS 13.0+; checked against iOS 27)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (iOS 13.0+; checked against iOS 27)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15.0+; checked against iOS 27)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/view/opacity(_:) (iOS 13.0+; checked against iOS 27)
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/alignment (iOS 13.0+; checked against iOS 26)
// (no page read for the type itself; `Equatable`, `Sendable` unconfirmed)
@frozen public struct Alignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/alignment/center (iOS 13.0+; checked against iOS 27)
  public static let center = Alignment()
}

// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment (iOS 13.0+; checked against iOS 27)
// (`Equatable`, `Sendable`: the page's Relationships were not in what was read)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/center (iOS 13.0+; checked against iOS 26)
  // (no page read; `alignment/center` links it)
  public static let center = HorizontalAlignment()
}
