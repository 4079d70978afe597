import UIKit

// The representable the zoom-source marker is (issue 19: `.transitionSource(id:in:)`). Read
// against the stored iOS 27 pages by the swiftui engineer. The pages of `updateUIView`,
// `dismantleUIView`, `UIViewType` and `Coordinator` were not found in the stored documentation:
// they are declared as `UIViewControllerRepresentable`'s counterparts read on theirs.

// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable (iOS 13.0+; checked against iOS 27)
// The page: `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype (iOS 13.0+; checked against iOS 27)
  // (no page read; as `UIViewControllerType`)
  associatedtype UIViewType: UIView
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator (iOS 13.0+; checked against iOS 27)
  // (no page read; as `UIViewControllerRepresentable.Coordinator`, `= Void`)
  associatedtype Coordinator = Void
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context (iOS 13.0+; checked against iOS 27)
  // (no page read; as `UIViewControllerRepresentable.Context`)
  typealias Context = UIViewRepresentableContext<Self>
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:) (iOS 13.0+; checked against iOS 27)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) (iOS 13.0+; checked against iOS 27)
  // (no page read; as `updateUIViewController(_:context:)`)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:) (iOS 13.0+; checked against iOS 27)
  // (no page read; as `dismantleUIViewController(_:coordinator:)`)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() (iOS 13.0+; checked against iOS 27)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable (iOS 13.0+; checked against iOS 27)
// The defaults, as the controller representable's: no clean-up, no coordinator, no body.
extension UIViewRepresentable {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:) (iOS 13.0+; checked against iOS 27)
  // (no page read)
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/body (iOS 13.0+; checked against iOS 27)
  // (no page read)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() (iOS 13.0+; checked against iOS 27)
extension UIViewRepresentable where Self.Coordinator == Void {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() (iOS 13.0+; checked against iOS 27)
  public func makeCoordinator() -> Self.Coordinator { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext (iOS 13.0+; checked against iOS 27)
// The page: `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
// Representable : UIViewRepresentable`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator (iOS 13.0+; checked against iOS 27)
  public let coordinator: Representable.Coordinator
}
