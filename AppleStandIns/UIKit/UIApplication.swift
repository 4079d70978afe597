// Apple: https://developer.apple.com/documentation/uikit/uiapplication (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIApplication: UIResponder {}

// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate (iOS 2.0+; checked against iOS 26)
@objc @MainActor public protocol UIApplicationDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:) (iOS 13.0+; checked against iOS 26)
  @objc optional func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)-1yub7 (iOS 2.0+; checked against iOS 26): what `@main` on an application delegate calls
  public static func main() { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uiscene (iOS 13.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIScene: UIResponder {}

extension UIScene {
  // Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions (iOS 13.0+; checked against iOS 26)
  @objc @MainActor @preconcurrency open class ConnectionOptions: NSObject {}
}

// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene (iOS 13.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIWindowScene: UIScene {}

// Apple: https://developer.apple.com/documentation/uikit/uiscenesession (iOS 13.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UISceneSession: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property (iOS 13.0+; checked against iOS 26)
  open var role: UISceneSession.Role { fatalError("stand-in") }
}

extension UISceneSession {
  // Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct (iOS 13.0+; checked against iOS 26)
  public struct Role: RawRepresentable, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct (iOS 13.0+; checked against iOS 26)
    public let rawValue: String
    // Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/init(rawvalue:) (iOS 13.0+; checked against iOS 26)
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration (iOS 13.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UISceneConfiguration: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:) (iOS 13.0+; checked against iOS 26)
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass (iOS 13.0+; checked against iOS 26)
  open var delegateClass: AnyClass? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate (iOS 13.0+; checked against iOS 26)
@objc @MainActor public protocol UISceneDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:) (iOS 13.0+; checked against iOS 26)
  @objc optional func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate (iOS 13.0+; checked against iOS 26)
@objc @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window (iOS 13.0+; checked against iOS 26)
  @objc optional var window: UIWindow? { get set }
}

// Apple: https://developer.apple.com/documentation/uikit/uiwindow (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIWindow: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) (iOS 13.0+; checked against iOS 26)
  public init(windowScene: UIWindowScene) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2.0+; checked against iOS 26)
  public required init?(coder: NSCoder) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (iOS 4.0+; checked against iOS 26)
  open var rootViewController: UIViewController? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (iOS 2.0+; checked against iOS 26)
  open func makeKeyAndVisible() { fatalError("stand-in") }
}
