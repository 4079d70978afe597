// Compile-only: type-checked with Examples/TransitionsExample by scripts/check-apple.sh (see
// AppleStandIns/README.md, "Witnesses"). UIKit finds these optional requirements by selector: a
// misspelled one would never be called.

import UIKit

@MainActor
func transitionsExampleWitnesses() {
  let _: (SceneDelegate) -> (UIScene, UISceneSession, UIScene.ConnectionOptions) -> Void =
    SceneDelegate.scene(_:willConnectTo:options:)
  let _:
    (AppDelegate) -> (UIApplication, UISceneSession, UIScene.ConnectionOptions)
      -> UISceneConfiguration = AppDelegate.application(_:configurationForConnecting:options:)
  let _: (GalleryViewController) -> (UINavigationController, UIViewController, Bool) -> Void =
    GalleryViewController.navigationController(_:didShow:animated:)
}
