import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// Interactivity at runtime for the other hosts (issue 31): a container's and a tab bar's pan
/// (`select`) and a navigation stack's pop (`pop`) switched off stop beginning, a drag under
/// way is not cut, buttons work either way, and switched on again the gestures work.
@MainActor
struct HostInteractivityTests {
  private func set(
    _ operation: TransitionOperation, _ enabled: Bool, at time: Double
  ) -> ScriptEvent {
    action(.setInteractive(operation, enabled: enabled), at: time)
  }

  /// A pan left across the content, 70% of the width, at `time`.
  private func panLeft(at time: Double) -> ScriptEvent {
    drag(at: time, from: (330, 400), to: (57, 400), duration: 0.5, hold: 0.1)
  }

  @Test(arguments: ["container", "tab"])
  func aPanWithSelectOffDoesNothingAndOnAgainSwitches(id: String) throws {
    let timeline = try play(
      id, until: 4,
      [set(.select, false, at: 0), panLeft(at: 0.2), set(.select, true, at: 1.5), panLeft(at: 1.7)]
    )
    let began = timeline.events("transitionBegan")
    #expect(began.count == 1, "\(began.map(\.time))")
    #expect(began.allSatisfy { $0.time > 1.7 })
    // Off: the shown child stays put under the finger (no switch, no rubber band).
    for t in [0.3, 0.5, 0.7, 1.4] {
      #expect(timeline.frame(at: t)?.view("child0")?.frame.origin.x == 0, "t = \(t)")
      #expect(timeline.frame(at: t)?.isInteractive == false)
    }
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.view("child1")?.frame.origin.x == 0)
  }

  @Test(arguments: ["container", "tab"])
  func aRunningPanSurvivesBeingSwitchedOff(id: String) throws {
    let timeline = try play(id, until: 3, [panLeft(at: 0.2), set(.select, false, at: 0.4)])
    #expect(timeline.frame(at: 0.5)?.isInteractive == true)
    #expect(timeline.events("interactionEnded").count == 1)
    #expect(timeline.endings.map(\.completed) == [true])
  }

  @Test(arguments: ["container", "tab"])
  func aButtonSelectsWithThePanOff(id: String) throws {
    let timeline = try play(
      id, until: 2, [set(.select, false, at: 0), action(.select(index: 2), at: 0.2)])
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.view("child2")?.frame.origin.x == 0)
  }

  @Test func thePopGestureSwitchedOffLeavesThePushedScreenAndOnAgainPops() throws {
    let edge = { (time: Double) in
      drag(at: time, from: (5, 400), to: (300, 400), duration: 0.5, hold: 0.1)
    }
    let timeline = try play(
      "push", start: .presented, until: 4,
      [set(.pop, false, at: 0), edge(0.2), set(.pop, true, at: 1.5), edge(1.7)])
    let began = timeline.events("transitionBegan")
    #expect(began.count == 1)
    #expect(began.allSatisfy { $0.time > 1.7 })
    for t in [0.3, 0.6, 1.4] {
      #expect(timeline.frame(at: t)?.view("pushed")?.frame.origin.x == 0, "t = \(t)")
    }
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.view("pushed")?.isVisible != true)
  }

  @Test func aRunningPopSurvivesBeingSwitchedOff() throws {
    let timeline = try play(
      "push", start: .presented, until: 3,
      [
        drag(at: 0.2, from: (5, 400), to: (300, 400), duration: 0.5, hold: 0.1),
        set(.pop, false, at: 0.4),
      ])
    #expect(timeline.frame(at: 0.5)?.isInteractive == true)
    #expect(timeline.endings.map(\.completed) == [true])
  }

  @Test func theEngineSwitchesOnTheControllersThemselves() {
    let container = ContainerViewController(children: [ViewController(), ViewController()])
    #expect(container.isInteractive(.select))
    container.setInteractive(false, for: .select)
    #expect(!container.isInteractive(.select))
    #expect(container.isInteractive(.pop))  // other operations are not affected
    container.setInteractive(true, for: .select)
    #expect(container.isInteractive(.select))
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.setInteractive(false, for: .pop)
    #expect(!navigation.isInteractive(.pop))
    #expect(navigation.isInteractive(.push))
  }

  /// A direction the transition's kind has no gesture for is an error at its path.
  @Test(arguments: [
    ("container", "dismiss", "dismiss is for modal transitions; container takes select"),
    ("tab", "pop", "pop is for navigation transitions; tab takes select"),
    ("push", "select", "select is for containers and tab transitions; push takes pop"),
    (
      "card", "select",
      "select is for containers and tab transitions; card takes present or dismiss"
    ),
  ])
  func aDirectionOfAnotherKindIsAnError(id: String, direction: String, problem: String) {
    let json = """
      {"transition": "\(id)", "events": [{"at": 0, "action": "setInteractive", \
      "direction": "\(direction)", "enabled": false}]}
      """
    #expect {
      try ScenarioPlayer().play(try Script(json: json))
    } throws: { error in
      guard let error = error as? ScriptError else { return false }
      return error.path == "events[0].direction" && error.problem == problem
    }
  }
}
