public import Motion
import Stage

/// The interactive pop: the controller's pop gesture from the leading edge (or anywhere), and
/// the transitions' own pop interactions, all through one ``PanInteraction`` each.
extension NavigationController {
  /// The release policy of the pop gesture: the top screen's transition's
  /// (``ReleasePolicyProviding``), else ``ReleasePolicy/projected``.
  public var popReleasePolicy: ReleasePolicy { popInteraction.releasePolicy }

  /// The direction a finger moves (window coordinates) to advance `operation`: the running
  /// push's or pop's own, else the top screen's transition's for it (its
  /// ``ScreenTransition/progressAxis(for:)``); leftwards for a push and rightwards for a
  /// pop when a delegate's animator runs.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    if let running = activeRun?.transition {
      if let transition = running as? any NavigationTransition {
        return transition.progressAxis(for: operation)
      }
      return operation == .push ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
    }
    guard viewControllers.count > 1, let top = topViewController else {
      return operation == .push ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
    }
    return entryTransition(for: top).progressAxis(for: operation)
  }

  /// Switches the pop's gestures on or off while the stack is shown (`.pop`: the pop gesture
  /// and every pushed transition's own pop interactions; other operations have no gesture here
  /// and change nothing), as ``TransitionManager/setInteractive(_:for:)`` does for a modal
  /// transition. Off, they stop beginning (nor catch a running push or pop), and their touches
  /// reach the views under them; a pop a finger drives already is not cut: it goes on to its
  /// release. ``popViewController(animated:)`` is not a gesture: it works either way.
  ///
  /// ```swift
  /// navigation.setInteractive(false, for: .pop)  // a form with unsaved changes
  /// ```
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    interactivity.set(enabled, for: operation)
  }

  /// Whether the gestures of `operation` may begin now (``setInteractive(_:for:)``). Default
  /// `true`.
  public func isInteractive(_ operation: TransitionOperation) -> Bool {
    interactivity.allows(operation)
  }

  /// Whether the pop gesture may begin a pop now: a screen above the root whose transition
  /// pops by this gesture, and no push or pop running.
  var popGestureMayBegin: Bool {
    guard activeRun == nil, viewControllers.count > 1, let top = topViewController else {
      return false
    }
    return entryTransition(for: top).popGesture != nil
  }

  /// The top screen changed: the pop gesture takes its transition's edges and release policy.
  func gestureSettingsChanged() {
    guard isViewLoaded, viewControllers.count > 1, let top = topViewController else { return }
    let transition = entryTransition(for: top)
    let gesture = transition.popGesture ?? .leftEdge
    popInteraction.edges = gesture.edges
    popInteraction.edgeWidth = gesture.edgeWidth
    popInteraction.releasePolicy =
      (transition as? any ReleasePolicyProviding)?.releasePolicy ?? .projected
    for interaction in entries[ObjectIdentifier(top)]?.interactions ?? [] {
      interaction.releasePolicy = popInteraction.releasePolicy
    }
  }

  /// Whether the pop gesture recognises alongside `other`, which a touch reached first: the pan
  /// of a scroll view that cannot scroll sideways (UIKit's scroll view does not take a pan across
  /// its only axis), so a horizontal drag on a vertical list still pops. A horizontal scroll
  /// view's pan, or any other recogniser deeper in the hierarchy, wins the touch (make it
  /// `require(toFail:)` the pop gesture to let the pop win instead).
  static func letsPopThrough(_ other: GestureRecognizer) -> Bool {
    guard let scroll = other.view as? ScrollView, other === scroll.panGestureRecognizer else {
      return false
    }
    return !scroll.alwaysBounceHorizontal
      && scroll.maximumContentOffset.x <= scroll.minimumContentOffset.x
  }

  /// A pan of `interaction` begins a pop of the top screen: the controller's pop gesture, or one
  /// of the top screen's own pop interactions. Returns whether it runs.
  func beginPop(for interaction: PanInteraction) -> Bool {
    guard activeRun == nil, viewControllers.count > 1, let top = topViewController else {
      return false
    }
    let owns = entries[ObjectIdentifier(top)]?.interactions.contains { $0 === interaction } ?? false
    guard interaction === popInteraction ? popGestureMayBegin : owns else { return false }
    return
      (try? change(
        to: Array(viewControllers.dropLast()), animated: true, drivenBy: interaction)) ?? false
  }
}

/// What the pop interactions ask of the navigation controller (a separate object, so the
/// controller's public surface stays free of the host's requirements).
@MainActor
final class PopGestureHost: PanInteractionHost {
  private weak var navigation: NavigationController?
  /// Whether the pop gesture's recogniser being disabled also stops a finger catching a running
  /// push or pop (the controller's own gesture; a transition's own interactions are not gated).
  private let gated: Bool

  init(navigation: NavigationController, gated: Bool) {
    self.navigation = navigation
    self.gated = gated
  }

  var activeAnimator: TransitionAnimator? {
    guard let navigation else { return nil }
    if gated, !navigation.interactivePopGestureRecognizer.isEnabled { return nil }
    return navigation.activeAnimator
  }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    navigation?.progressAxis(for: operation) ?? Vector(dx: 1, dy: 0)
  }

  func beginTransition(for interaction: PanInteraction) -> Bool {
    navigation?.beginPop(for: interaction) ?? false
  }

  func isInteractive(_ operation: TransitionOperation) -> Bool {
    navigation?.isInteractive(operation) ?? true
  }
}
