import Transitions
import TransitionsBackend
import UIKit

/// A shade's screen-reader actions as VoiceOver's custom actions: "Close shade" on the shade,
/// "Open shade" on the presenter's view where its presentation gesture is installed.
extension TransitionController {
  /// Offers the scene's ``TransitionsBackend/PresentationContent/accessibilityShadeActions``,
  /// each a `UIAccessibilityCustomAction` built with `init(name:actionHandler:)`
  /// (developer.apple.com/documentation/uikit/uiaccessibilitycustomaction: "add it to the
  /// `accessibilityCustomActions` property of an appropriate accessible object"): the close
  /// action on the presented view, the open action on the view the presentation gesture is on,
  /// in place of the ones offered before; the app's own custom actions on those views stay,
  /// before them.
  func offerShadeActions() {
    let offered = scene?.content.accessibilityShadeActions ?? []
    let previous = shadeActions
    shadeActions = offered.map { action in
      UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
        self?.performShadeAction(action) ?? false
      }
    }
    let places: [(ShadeAccessibilityAction.Kind, UIView?)] = [
      (.close, presented?.viewIfLoaded), (.open, presentationForwarder?.view),
    ]
    for (kind, view) in places {
      guard let view else { continue }
      let own = (view.accessibilityCustomActions ?? []).filter { action in
        !previous.contains { $0 === action }
      }
      let mine = zip(offered, shadeActions).filter { $0.0.kind == kind }.map { $0.1 }
      view.accessibilityCustomActions = own + mine
    }
  }

  /// Takes the shade's actions off `view` (the presentation gesture is removed from it).
  func withdrawShadeActions(from view: UIView?) {
    guard let view else { return }
    view.accessibilityCustomActions = (view.accessibilityCustomActions ?? []).filter { action in
      !shadeActions.contains { $0 === action }
    }
  }

  /// VoiceOver performed one: the scene asks UIKit to present or dismiss, as a button would;
  /// the handler's answer is whether the shade moves. The announcement follows once the run
  /// completes (``TransitionsBackend/BackendAction/announce(_:)``).
  private func performShadeAction(_ action: ShadeAccessibilityAction) -> Bool {
    // Through the runner: the planning twin hears it too.
    let performed = runner?.perform(answering: { scene, _ in
      let result = scene.content.performAccessibilityShadeAction(action)
      return (result.performed, result.actions)
    })
    return performed ?? false
  }
}
