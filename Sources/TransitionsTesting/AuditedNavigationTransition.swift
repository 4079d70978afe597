import Motion
import Stage
import Transitions

/// A navigation transition wrapped so that the law checker can watch it, as
/// ``AuditedTransition`` wraps a modal one: everything is passed to the wrapped transition (what
/// both kinds share, by ``AuditedScreenTransition``), and its animator runs with a context that
/// counts its completions.
@MainActor
final class AuditedNavigationTransition: AuditedScreenTransition, NavigationTransition {
  let inner: any NavigationTransition
  init(_ inner: any NavigationTransition, audit: TransitionAudit) {
    self.inner = inner
    super.init(inner, audit: audit)
  }

  var popGesture: NavigationPopGesture? { inner.popGesture }
  func makePopInteractions(
    on pushed: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    inner.makePopInteractions(on: pushed, host: host)
  }
}
