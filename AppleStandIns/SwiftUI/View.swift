// The SwiftUI stand-in: only what TransitionsSwiftUI and the example app use, each declaration
// as Swift sees it on its documentation page (see AppleStandIns/README.md). Nothing here runs.
import CoreGraphics
import UIKit

// Apple: https://developer.apple.com/documentation/swiftui/view (iOS 13.0+; checked against iOS 26)
@MainActor @preconcurrency public protocol View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype (iOS 13.0+; checked against iOS 26)
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.property (iOS 13.0+; checked against iOS 26)
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple: https://developer.apple.com/documentation/swift/never (iOS 13.0+; checked against iOS 26)
// SwiftUI's conformance of `Never` to `View`: the body of views with no body of their own.
extension Never: View {
  // Apple: https://developer.apple.com/documentation/swift/never/body-swift.property (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder (iOS 13.0+; checked against iOS 26)
@resultBuilder public struct ViewBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (iOS 13.0+; checked against iOS 26)
  public static func buildBlock() -> EmptyView { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (iOS 13.0+; checked against iOS 26)
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    fatalError("stand-in")
  }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-96zdx (iOS 17.0+; checked against iOS 26)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/emptyview (iOS 13.0+; checked against iOS 26)
@frozen public struct EmptyView: View {
  // Apple: https://developer.apple.com/documentation/swiftui/emptyview/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/tupleview (iOS 13.0+; checked against iOS 26)
@frozen public struct TupleView<T>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/tupleview/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier (iOS 13.0+; checked against iOS 26)
@MainActor @preconcurrency public protocol ViewModifier {
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype (iOS 13.0+; checked against iOS 26)
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 26)
  typealias Content = _ViewModifier_Content<Self>
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (iOS 13.0+; checked against iOS 26)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 26)
// The type behind `ViewModifier.Content`: the view the modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent (iOS 13.0+; checked against iOS 26)
@frozen public struct ModifiedContent<Content, Modifier> {}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent (iOS 13.0+; checked against iOS 26)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/view (iOS 13.0+; checked against iOS 26)
extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/modifier(_:) (iOS 13.0+; checked against iOS 26)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (iOS 13.0+; checked against iOS 26)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15.0+; checked against iOS 26)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/swiftui/view/opacity(_:) (iOS 13.0+; checked against iOS 26)
  public func opacity(_ opacity: Double) -> some View { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/alignment (iOS 13.0+; checked against iOS 26)
@frozen public struct Alignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/alignment/center (iOS 13.0+; checked against iOS 26)
  public static let center = Alignment()
}

// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment (iOS 13.0+; checked against iOS 26)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/center (iOS 13.0+; checked against iOS 26)
  public static let center = HorizontalAlignment()
}
