import UIKit

// Checked by the issue-19 engineer against the iOS 26 pages; re-read by swiftui2 against the stored
// iOS 27 pages where a citation says "checked against iOS 27" (see View.swift).

// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (iOS 13.0+; checked against iOS 26)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype (iOS 13.0+; checked against iOS 26)
  associatedtype UIViewControllerType: UIViewController
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator (iOS 13.0+; checked against iOS 27)
  associatedtype Coordinator = Void
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context (iOS 13.0+; checked against iOS 26)
  typealias Context = UIViewControllerRepresentableContext<Self>
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:) (iOS 13.0+; checked against iOS 26)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:) (iOS 13.0+; checked against iOS 26)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:) (iOS 13.0+; checked against iOS 27)
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8 (iOS 13.0+; checked against iOS 27)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (iOS 13.0+; checked against iOS 26)
// The defaults the protocol's page lists: no clean-up, no coordinator, no body.
extension UIViewControllerRepresentable {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:) (iOS 13.0+; checked against iOS 27)
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/body (iOS 13.0+; checked against iOS 26)
  public var body: Never { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8 (iOS 13.0+; checked against iOS 27)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8 (iOS 13.0+; checked against iOS 27)
  public func makeCoordinator() -> Self.Coordinator { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext (iOS 13.0+; checked against iOS 27)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator (iOS 13.0+; checked against iOS 26)
  public let coordinator: Representable.Coordinator
  // Apple: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment (iOS 13.0+; checked against iOS 26)
  public var environment: EnvironmentValues { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller (iOS 13.0+; checked against iOS 27)
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  // Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:) (iOS 13.0+; checked against iOS 27)
  public init(rootView: Content) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:) (iOS 13.0+; checked against iOS 27)
  // The page: `@MainActor @preconcurrency required dynamic init?(coder aDecoder: NSCoder)`.
  public required init?(coder: NSCoder) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview (iOS 13.0+; checked against iOS 27)
  public var rootView: Content {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
