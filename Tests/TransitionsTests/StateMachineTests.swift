import Motion
import Testing
import Transitions

/// The pure state machines of the top layer, step by step: every legal step, and the steps that
/// must be ignored.
@Suite struct TransitionRunStateTests {
  @Test func aRunBeginsRunsAndEndsReportingEachStepOnce() {
    var state = TransitionRunState(operation: .present, reportsEvents: true)
    #expect(state.phase == .ready)
    do {
      let result = state.animatorBuilt(interactive: true)
      #expect(result == .transitionBegan(.present, interactive: true))
    }
    #expect(state.phase == .running)
    do {
      let result = state.animatorBuilt(interactive: false)
      #expect(result == nil)  // once
    }
    do {
      let result = state.animatorFailed(reason: "late")
      #expect(result == false)  // a running run does not fail
    }
    do {
      let result = state.completed(false)
      #expect(result == .transitionEnded(.present, completed: false))
    }
    #expect(state.phase == .ended(completed: false))
    #expect(state.isOver)
    do {
      let result = state.completed(true)
      #expect(result == nil)  // a second completion is ignored
    }
    #expect(state.phase == .ended(completed: false))
    do {
      let result = state.restored()
      #expect(result == nil)
    }
  }

  @Test func interactionEventsOnlyWhileReadyOrRunning() {
    var state = TransitionRunState(operation: .dismiss, reportsEvents: true)
    let velocity = Vector(dx: 0, dy: 900)
    #expect(
      state.interactionChanged(interactive: true, finish: false, velocity: .zero, progress: 0)
        == .interactionBegan(.dismiss))
    _ = state.animatorBuilt(interactive: true)
    #expect(
      state.interactionChanged(interactive: false, finish: true, velocity: velocity, progress: 0.4)
        == .interactionEnded(.dismiss, finish: true, velocity: velocity, progress: 0.4))
    _ = state.completed(true)
    #expect(
      state.interactionChanged(interactive: true, finish: false, velocity: .zero, progress: 1)
        == nil)
  }

  @Test func anInstantRunReportsNothingButItsFailure() {
    var state = TransitionRunState(operation: .present, reportsEvents: false)
    do {
      let result = state.animatorBuilt(interactive: false)
      #expect(result == nil)
    }
    #expect(
      state.interactionChanged(interactive: true, finish: false, velocity: .zero, progress: 0)
        == nil)
    do {
      let result = state.completed(true)
      #expect(result == nil)
    }
    #expect(state.phase == .ended(completed: true))

    var failing = TransitionRunState(operation: .present, reportsEvents: false)
    do {
      let result = failing.animatorFailed(reason: "no views")
      #expect(result)
    }
    do {
      let result = failing.completed(false)
      #expect(result == nil)
    }
    do {
      let result = failing.restored()
      #expect(result == .transitionFailed(.present, reason: "no views"))
    }
  }

  @Test func aFailureCancelsRestoresThenReportsOnce() {
    var state = TransitionRunState(operation: .select, reportsEvents: true)
    do {
      let result = state.animatorFailed(reason: "")
      #expect(result)
    }
    #expect(state.phase == .failing(reason: "its animator could not be built"))
    #expect(state.failureReason == "its animator could not be built")
    do {
      let result = state.animatorBuilt(interactive: false)
      #expect(result == nil)  // a failing run never begins
    }
    do {
      let result = state.restored()
      #expect(result == nil)  // not before the context was cancelled
    }
    do {
      let result = state.completed(false)
      #expect(result == nil)  // no transitionEnded for a run that never began
    }
    #expect(state.phase == .restoring(reason: "its animator could not be built"))
    #expect(state.isOver == false)
    #expect(
      state.restored() == .transitionFailed(.select, reason: "its animator could not be built"))
    #expect(state.phase == .failed(reason: "its animator could not be built"))
    #expect(state.isOver)
    do {
      let result = state.restored()
      #expect(result == nil)  // once
    }
    do {
      let result = state.animatorFailed(reason: "again")
      #expect(result == false)
    }
  }

  @Test func aTransitionThatCompletesItselfBeforeItsAnimatorExistsEnds() {
    var state = TransitionRunState(operation: .present, reportsEvents: true)
    do {
      let result = state.completed(true)
      #expect(result == .transitionEnded(.present, completed: true))
    }
    do {
      let result = state.animatorBuilt(interactive: false)
      #expect(result == nil)
    }
  }
}

@Suite struct TransitionContextStateTests {
  @Test func aFingerTakesHoldLetsGoAndTakesHoldAgain() {
    var state = TransitionContextState()
    #expect(state.phase == .animating)
    #expect(!state.isInteractive && !state.transitionWasCancelled && !state.isCompleted)
    do {
      let result = state.endInteraction(cancelled: true)
      #expect(result == false)  // no finger yet
    }
    do {
      let result = state.pause()
      #expect(result)
    }
    #expect(state.isInteractive)
    do {
      let result = state.pause()
      #expect(result == false)  // already held
    }
    do {
      let result = state.endInteraction(cancelled: true)
      #expect(result)
    }
    #expect(state.phase == .cancelling)
    #expect(state.transitionWasCancelled && !state.isInteractive)
    do {
      let result = state.endInteraction(cancelled: false)
      #expect(result == false)  // already let go
    }
    do {
      let result = state.pause()
      #expect(result)
    }
    #expect(!state.transitionWasCancelled)  // grabbed again: no longer cancelling
    do {
      let result = state.endInteraction(cancelled: false)
      #expect(result)
    }
    #expect(state.phase == .finishing)
  }

  @Test func completionIsFinalAndSaysWhichWay() {
    for finished in [true, false] {
      var state = TransitionContextState()
      _ = state.pause()
      do {
        let result = state.complete(finished)
        #expect(result)
      }
      #expect(state.phase == .completed(finished))
      #expect(state.isCompleted && !state.isInteractive)
      #expect(state.transitionWasCancelled == !finished)
      do {
        let result = state.complete(!finished)
        #expect(result == false)
      }
      do {
        let result = state.pause()
        #expect(result == false)
      }
      do {
        let result = state.endInteraction(cancelled: finished)
        #expect(result == false)
      }
      #expect(state.phase == .completed(finished))
    }
  }
}

@Suite struct ContainerSelectionStateTests {
  @Test func selectingStartsATransitionUnlessVisibleOrOutOfRange() {
    var state = ContainerSelectionState(count: 3)
    do {
      let result = state.select(0)
      #expect(result == .ignore)
    }
    do {
      let result = state.select(3)
      #expect(result == .ignore)
    }
    do {
      let result = state.select(-1)
      #expect(result == .ignore)
    }
    do {
      let result = state.select(2)
      #expect(result == .start(2))
    }
    #expect(state.phase == .idle)  // only a transition that began changes the phase
    state.transitionBegan(to: 2)
    #expect(state.targetIndex == 2)
    do {
      let result = state.transitionEnded(finished: true)
      #expect(result == nil)
    }
    #expect(state.selectedIndex == 2 && state.phase == .idle)
  }

  @Test func aSelectionDuringATransitionFinishesItThenGoesOn() {
    var state = ContainerSelectionState(count: 3)
    state.transitionBegan(to: 1)
    do {
      let result = state.select(1)
      #expect(result == .ignore)  // already going there
    }
    do {
      let result = state.select(2)
      #expect(result == .finishRunning)
    }
    #expect(state.phase == .transitioning(to: 1, queued: 2))
    do {
      let result = state.select(1)
      #expect(result == .finishRunning)  // back to its own target: un-queued
    }
    #expect(state.phase == .transitioning(to: 1, queued: nil))
    do {
      let result = state.select(0)
      #expect(result == .finishRunning)
    }
    state.transitionBegan(to: 2)  // ignored: one runs
    #expect(state.targetIndex == 1)
    do {
      let result = state.transitionEnded(finished: true)
      #expect(result == 0)
    }
    #expect(state.selectedIndex == 1)
  }

  @Test func aCancelledTransitionKeepsTheSelectionAndSkipsAQueueForTheVisibleChild() {
    var state = ContainerSelectionState(count: 3)
    state.transitionBegan(to: 1)
    _ = state.select(0)  // queued: the child that stays visible if it cancels
    do {
      let result = state.transitionEnded(finished: false)
      #expect(result == nil)
    }
    #expect(state.selectedIndex == 0 && state.phase == .idle)
    do {
      let result = state.transitionEnded(finished: true)
      #expect(result == nil)  // nothing runs: ignored
    }
    #expect(state.selectedIndex == 0)
  }

  @Test func aDragAsksForItsNeighbourOrRubberBands() {
    var state = ContainerSelectionState(count: 2)
    do {
      let result = state.dragBegan(dx: 5)
      #expect(result == nil)  // right, from the first: nothing there
    }
    #expect(state.isRubberBanding)
    state.rubberBandEnded()
    #expect(state.phase == .idle)
    do {
      let result = state.dragBegan(dx: 0)
      #expect(result == nil)  // did not move sideways
    }
    state.rubberBandEnded()
    do {
      let result = state.dragBegan(dx: .nan)
      #expect(result == nil)
    }
    state.rubberBandEnded()
    do {
      let result = state.dragBegan(dx: -5)
      #expect(result == 1)
    }
    #expect(state.phase == .idle)
    state.transitionBegan(to: 1)
    do {
      let result = state.dragBegan(dx: -5)
      #expect(result == nil)  // a transition runs
    }
    #expect(state.targetIndex == 1)
    _ = state.transitionEnded(finished: true)
    do {
      let result = state.dragBegan(dx: -5)
      #expect(result == nil)  // the last child: rubber band
    }
    state.transitionBegan(to: 0)  // a button while it bands: the band is over
    #expect(state.phase == .transitioning(to: 0, queued: nil))
  }

  @Test func anEmptyContainerHasOneChild() {
    let state = ContainerSelectionState(count: 0, selectedIndex: 7)
    #expect(state.count == 1 && state.selectedIndex == 0)
  }
}
