import Transitions

// Which contents' runs a plan reads from their animator (``SceneContent/readsClosedFormRuns``),
// each proved against the frame path (`RenderServerSpringReadingTests`, the gallery's and the
// hosts' render-server proofs).

extension PresentationContent {
  /// A modal presentation's runs are read from the animator when they can be.
  public var readsClosedFormRuns: Bool { true }
}

extension NavigationContent {
  /// A navigation run is read when it can be: a stack change made during a run throws
  /// (`NavigationError.transitionInProgress`), so no run begins by itself after it.
  public var readsClosedFormRuns: Bool { true }
}

extension ContainerContent {
  /// A container's run is read unless a selection made during it is queued behind it
  /// (`ContainerSelectionState`): that next run begins by itself at this one's end, inside the
  /// frames a read skips, so the run is stepped.
  public var readsClosedFormRuns: Bool { !container.selection.queuesNextRun }
}

extension TabContent {
  /// As a container's (a tab bar controller is one): not while a selection is queued.
  public var readsClosedFormRuns: Bool { !tabs.selection.queuesNextRun }
}

extension ContainerSelectionState {
  /// Whether a selection waits for the running transition to end.
  var queuesNextRun: Bool {
    if case .transitioning(_, let queued) = phase { return queued != nil }
    return false
  }
}
