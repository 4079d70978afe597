import Dynamics
import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// Every error type of every module has one shape (``ExplainedError``): a subject naming what
/// the caller got wrong, a problem in words, and `"subject: problem"` on one line.
@Suite @MainActor struct ErrorConventionTests {
  /// One value of every case of every public error type, as `any ExplainedError`: a type that
  /// stopped conforming would not compile here.
  static let everyCase: [any ExplainedError] = [
    MotionError(parameter: "mass", expected: "a finite number greater than 0", given: "-1.0"),
    VelocitySampleError.nonFinite(time: .nan),
    VelocitySampleError.outOfOrder(time: 1, previous: 2),
    VelocitySampleError.duplicateTime(3),
    DynamicsError(parameter: "step", problem: "expected a finite number greater than 0, got -1.0"),
    ClockError.timeWentBackwards(requested: 1, current: 2),
    ClockError.nonFinite(.infinity),
    ClockError.invalidFrameRate(0),
    HostError.touchTimeNotFinite(.nan),
    HostError.touchTooLate(time: 0.8, current: 1, tolerance: 0.05),
    HostError.touchOutOfOrder(id: 1, time: 0.5, previous: 0.6),
    HostError.invalidLateTouchTolerance(-1),
    KeyboardError.invalidHeight(900, windowHeight: 844),
    KeyboardError.invalidDuration(-1),
    AnimatorError.stopped(command: "startAnimation"),
    AnimatorError.notStopped(.active),
    AnimatorError.notActive,
    AnimatorError.invalidParameter(name: "duration", value: -1),
    AnimatorError.notInterruptible(command: "pauseAnimation"),
    PresentationError.notInWindow,
    PresentationError.alreadyPresenting,
    PresentationError.alreadyPresented,
    PresentationError.presentingItself,
    PresentationError.transitionInProgress,
    PresentationError.nothingToDismiss,
    PresentationError.alreadyCompleted,
    PresentationError.transitionFailed(reason: "the transition context has no to view"),
    TransitionError.invalidTravel(-3),
    TransitionError.missingView(.from),
    ScriptError(path: "", problem: "expected an object, got an array"),
    ScriptError(path: "events[3].at", problem: "expected a number"),
    OptionError(path: "options.duration", problem: "expected a number from 0.05 to 5, got 9"),
  ]

  @Test func everyErrorPrintsItsSubjectAndProblemOnOneLine() {
    for error in Self.everyCase {
      let expected = error.subject.map { "\($0): \(error.problem)" } ?? error.problem
      #expect(error.description == expected)
      #expect("\(error)" == expected, "string interpolation uses the same line")
      #expect(!error.description.contains("\n"), "one line: \(error)")
      #expect(!error.problem.isEmpty)
      #expect(error.problem.first?.isLowercase == true, "starts in lower case: \(error)")
      #expect(error.problem.last != ".", "no final period: \(error)")
      if let subject = error.subject { #expect(!subject.isEmpty, "\(error)") }
    }
  }

  /// Refusals by state have no subject; bad arguments name the parameter as the API spells it.
  @Test func stateRefusalsHaveNoSubjectAndArgumentsNameTheirParameter() {
    #expect(PresentationError.nothingToDismiss.subject == nil)
    #expect(TransitionError.missingView(.to).subject == nil)
    #expect(TransitionError.invalidTravel(0).subject == "travel")
    #expect(AnimatorError.invalidParameter(name: "delay", value: -1).subject == "delay")
    #expect(AnimatorError.notActive.subject == "continueAnimation")
    #expect(ClockError.invalidFrameRate(-1).subject == "frameRate")
    #expect(ScriptError(path: "", problem: "expected an object").subject == "$")
  }

  /// The lines the README and the docs show.
  @Test func theDocumentedLinesAreWhatIsPrinted() {
    #expect(ClockError.nonFinite(.nan).description == "time: expected a finite number, got nan")
    #expect(
      MotionError(parameter: "mass", expected: "a finite number greater than 0", given: "-1.0")
        .description == "mass: expected a finite number greater than 0, got -1.0")
    #expect(
      ScriptError(path: "events[3].drag.duration", problem: "expected a positive number, got -0.2")
        .description == "events[3].drag.duration: expected a positive number, got -0.2")
    #expect(
      PresentationError.nothingToDismiss.description
        == "there is no presented view controller to dismiss")
  }

  /// What the modules actually throw follows the convention, caught as one type.
  @Test func thrownErrorsNameWhatTheCallerGotWrong() throws {
    func subject(_ body: () throws -> Void) -> String? {
      do {
        try body()
        return "nothing thrown"
      } catch let error as any ExplainedError {
        return error.subject
      } catch {
        return "not an ExplainedError: \(error)"
      }
    }
    #expect(subject { _ = try Spring(mass: -1, stiffness: 100, damping: 10) } == "mass")
    #expect(
      subject { _ = try World(bounds: Rect(x: 0, y: 0, width: 10, height: 10), step: -1) }
        == "step")
    let window = Window(size: Size(width: 390, height: 844))
    #expect(subject { try window.advance(to: .nan) } == "time")
    #expect(subject { try window.advance(to: 1, frameRate: 0) } == "frameRate")
    try window.advance(to: 1)
    #expect(subject { try window.advance(to: 0.5) } == "time")
    #expect(subject { _ = try PropertyAnimator(duration: -1, window: window) } == "duration")
    #expect(subject { try window.keyboard.show(height: -1) } == "height")
    #expect(subject { try window.keyboard.hide(duration: -1) } == "duration")
    let home = ViewController()
    window.rootViewController = home
    #expect(subject { try home.dismiss(animated: false) } == nil)
    let host = StageHost(window: Window(size: Size(width: 390, height: 844)))
    try host.tick(to: 1)
    let late = Touch(id: 1, phase: .began, location: .zero, time: 0.5)
    #expect(subject { try host.send(late) } == "touch.time")
    #expect(
      subject { _ = try StageHost(window: window, lateTouchTolerance: -1) } == "lateTouchTolerance")
    var tracker = VelocityTracker()
    try tracker.add(time: 1, position: 0)
    #expect(subject { try tracker.add(time: 0.5, position: 0) } == "time")
  }
}
