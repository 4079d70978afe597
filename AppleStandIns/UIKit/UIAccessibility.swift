// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility (iOS 3.0+; checked against iOS 26)
// Swift imports UIKit's accessibility functions and constants as members of this namespace.
@MainActor public enum UIAccessibility {
  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled (iOS 8.0+; checked against iOS 26)
  public static var isReduceMotionEnabled: Bool { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification (iOS 8.0+; checked against iOS 26)
  nonisolated public static var reduceMotionStatusDidChangeNotification: NSNotification.Name {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:) (iOS 3.0+; checked against iOS 26)
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:) (iOS 9.0+; checked against iOS 26)
  public static func focusedElement(
    using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
  ) -> Any? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification (iOS 3.0+; checked against iOS 26)
  public struct Notification: RawRepresentable, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification (iOS 3.0+; checked against iOS 26)
    public let rawValue: UInt32
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification (iOS 3.0+; checked against iOS 26)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged (iOS 3.0+; checked against iOS 26)
    public static var screenChanged: UIAccessibility.Notification { fatalError("stand-in") }
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement (iOS 4.0+; checked against iOS 26)
    // The page: "A notification that an app posts when it needs to convey an announcement to
    // the assistive app"; its argument is the string; "Use this notification to provide
    // accessibility information about events that don't update the app's UI, or that update
    // the UI only briefly."
    public static var announcement: UIAccessibility.Notification { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier (iOS 9.0+; checked against iOS 26)
  public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier (iOS 9.0+; checked against iOS 26)
    public let rawValue: String
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier (iOS 9.0+; checked against iOS 26)
    public init(rawValue: String) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover (iOS 9.0+; checked against iOS 26)
    public static var notificationVoiceOver: UIAccessibility.AssistiveTechnologyIdentifier {
      fatalError("stand-in")
    }
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (iOS 3.0+; checked against iOS 26)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (iOS 3.0+; checked against iOS 26)
  public let rawValue: UInt64
  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (iOS 3.0+; checked against iOS 26)
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button (iOS 3.0+; checked against iOS 26)
  public static var button: UIAccessibilityTraits { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction (iOS 8.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIAccessibilityCustomAction: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler (iOS 13.0+; checked against iOS 26)
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:) (iOS 13.0+; checked against iOS 26)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name (iOS 8.0+; checked against iOS 26)
  open var name: String {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
