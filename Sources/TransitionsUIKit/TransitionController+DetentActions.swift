import Transitions
import TransitionsBackend
import UIKit

/// A sheet's screen-reader actions as VoiceOver's custom actions on the presented view.
extension TransitionController {
  /// Offers the scene's ``TransitionsBackend/PresentationContent/accessibilityDetentActions``
  /// ("Move to large") on the presented view, each a `UIAccessibilityCustomAction` built with
  /// `init(name:actionHandler:)`
  /// (developer.apple.com/documentation/uikit/uiaccessibilitycustomaction: "add it to the
  /// `accessibilityCustomActions` property of an appropriate accessible object"), in place of
  /// the ones offered before; the app's own custom actions on that view stay, after them.
  func offerDetentActions() {
    guard let view = presented?.viewIfLoaded else { return }
    let own = (view.accessibilityCustomActions ?? []).filter { action in
      !detentActions.contains { $0 === action }
    }
    let offered = scene?.content.accessibilityDetentActions ?? []
    detentActions = offered.map { action in
      UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
        self?.performDetentAction(action) ?? false
      }
    }
    view.accessibilityCustomActions = own + detentActions
  }

  /// VoiceOver performed one: the scene moves the sheet; the handler's answer is whether it
  /// moves. The announcement follows once it rests (``TransitionsBackend/BackendAction/announce(_:)``).
  private func performDetentAction(_ action: DetentAccessibilityAction) -> Bool {
    // Through the runner: the planning twin moves its sheet too.
    let performed = runner?.perform(answering: { scene, _ in
      let result = scene.content.performAccessibilityDetentAction(action)
      return (result.performed, result.actions)
    })
    return performed ?? false
  }
}
