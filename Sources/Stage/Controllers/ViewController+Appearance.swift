/// Appearance transitions: beginning and ending them explicitly or by a window move, firing the
/// callbacks the state machine (``AppearanceState``) chooses, and forwarding them to children.
///
/// Callbacks come balanced and in UIKit's order: each `viewWillAppear` is followed by a
/// `viewDidAppear` or, when reversed, by a `viewWillDisappear`; a view entering a window appears
/// and one leaving it disappears, even when a transition begun explicitly never gets its end.
///
/// ```swift
/// child.beginAppearanceTransition(true, animated: true)  // viewWillAppear(true)
/// child.endAppearanceTransition()                        // viewDidAppear(true)
/// ```
extension ViewController {
  /// Whether the view is on screen or on its way there (between will-appear and
  /// will-disappear).
  public var isAppearingOrAppeared: Bool {
    appearance.phase == .appearing || appearance.phase == .appeared
  }

  /// The appearance phase, for inspection.
  public var appearancePhase: AppearancePhase { appearance.phase }

  // MARK: Appearance

  /// Starts an appearance transition: calls `viewWillAppear` (`isAppearing`) or
  /// `viewWillDisappear`, and forwards to children whose views are in this view.
  ///
  /// A no-op when already appearing or appeared (for `true`) or already disappearing or
  /// disappeared (for `false`). Beginning the opposite direction during a transition reverses
  /// it, as a cancelled interactive transition does.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    perform(appearance.begin(isAppearing, animated: animated))
  }

  /// Ends the appearance transition in progress: calls `viewDidAppear` or `viewDidDisappear`
  /// and forwards to children. A no-op when none is in progress.
  public func endAppearanceTransition() {
    perform(appearance.end())
  }

  /// Fires `callback` (nothing for `nil`): the overridable method, the observer, the moving
  /// flags a did-callback clears, then the same transition step for each visible child.
  private func perform(_ callback: AppearanceState.Callback?) {
    switch callback {
    case nil:
      return
    case .willAppear(let animated):
      viewWillAppear(animated)
      notify(.viewWillAppear)
      for child in visibleChildren {
        child.beginAppearanceTransition(true, animated: animated)
      }
    case .willDisappear(let animated):
      viewWillDisappear(animated)
      notify(.viewWillDisappear)
      for child in visibleChildren {
        child.beginAppearanceTransition(false, animated: animated)
      }
    case .didAppear(let animated):
      viewDidAppear(animated)
      notify(.viewDidAppear)
      isMovingToParent = false
      for child in visibleChildren { child.endAppearanceTransition() }
    case .didDisappear(let animated):
      viewDidDisappear(animated)
      notify(.viewDidDisappear)
      isMovingFromParent = false
      for child in visibleChildren { child.endAppearanceTransition() }
    }
  }

  private var visibleChildren: [ViewController] {
    guard let loadedView else { return [] }
    return children.filter { $0.isViewLoaded && $0.view.isDescendant(of: loadedView) }
  }

  // MARK: Window moves

  /// The view is about to enter or leave a window. Entering, a controller that is not on its
  /// way to appearing begins to appear; leaving, one that is not already disappearing begins to
  /// disappear. Either way the transition ends when the move is done, so a view in a window
  /// is always appearing or appeared and a view out of one ends up disappeared, even when a
  /// transition that was begun explicitly (by a presentation, or forwarded by a parent) never
  /// gets its end.
  func viewWillMove(fromWindow old: Window?, toWindow new: Window?) {
    guard (old == nil) != (new == nil) else { return }
    perform(appearance.windowWillMove(entering: new != nil))
  }

  /// The view entered or left a window: end the transition begun (or left open) for the move.
  func viewDidMove(fromWindow old: Window?, toWindow new: Window?) {
    perform(appearance.windowDidMove())
  }
}
