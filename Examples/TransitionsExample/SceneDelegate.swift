import SwiftUI
import TransitionsUIKit
import UIKit

/// Shows the example in its window: seed 004's container as the tab bar, the catalogue's
/// transitions on its first tab.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = TransitionContainerViewController(children: [
      HomeViewController(),
      ColorViewController(title: "Pull down", color: .systemYellow, presentsByGesture: .pullDown()),
      ColorViewController(title: "Green", color: .systemGreen),
      swiftUITab(),
      navigationTab(),
    ])
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// The SwiftUI tab: the catalogue's transitions with the `.presentation` modifier.
@MainActor
private func swiftUITab() -> UIViewController {
  let tab = UIHostingController(rootView: CatalogueScreen())
  tab.title = "SwiftUI"
  return tab
}
