// The layout the example's grid of tiles uses (issue 19: the zoom from a grid). Read against the
// stored iOS 27 pages by the swiftui engineer.
import CoreGraphics

// Apple: https://developer.apple.com/documentation/swiftui/hstack (iOS 13.0+; checked against iOS 27)
// The page: `@frozen nonisolated struct HStack<Content> where Content : View`.
@frozen nonisolated public struct HStack<Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) (iOS 13.0+; checked against iOS 27)
  // (no page read: declared as VStack's `init(alignment:spacing:content:)`, read on its page,
  // with the vertical alignment HStack's page and examples use)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/hstack/body (iOS 13.0+; checked against iOS 27)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment (iOS 13.0+; checked against iOS 27)
// (no page read for the type; `Equatable`, `Sendable` as `HorizontalAlignment` here)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/verticalalignment/center (iOS 13.0+; checked against iOS 27)
  // (no page read)
  public static let center = VerticalAlignment()
}

// Apple: https://developer.apple.com/documentation/swiftui/view (iOS 13.0+; checked against iOS 27)
extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) (iOS 13.0+; checked against iOS 27)
  // The page: `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil,
  // alignment: Alignment = .center) -> some View`.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { fatalError("stand-in") }
}
