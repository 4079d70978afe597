import Motion
import Observation
import Stage
import Synchronization
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// A view's body as SwiftUI evaluates it: inside observation tracking, evaluated again (once)
/// after any property it read changed. `settle()` is SwiftUI's next update.
@MainActor
final class TrackedBody {
  /// Set by observation's change handler (which must be `Sendable`).
  final class Flag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    func take() -> Bool {
      value.withLock { value in
        defer { value = false }
        return value
      }
    }
  }

  private let read: @MainActor () -> Void
  private let invalidated = Flag()
  private(set) var evaluations = 0

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    evaluate()
  }

  func settle() {
    if invalidated.take() { evaluate() }
  }

  private func evaluate() {
    evaluations += 1
    withObservationTracking {
      read()
    } onChange: { [invalidated] in
      invalidated.set()
    }
  }
}

/// Device risk 7: the live progress reaches only the views that read it, the hosting
/// controller's root is never rebuilt by a progress change, and the presented content gets the
/// presenter's environment with the presentation's own values on top.
@MainActor
@Suite struct PresentedContentTests {
  /// Every progress a real card run publishes: a presentation frame by frame, then a drag down
  /// that is let go (cancelled) and springs back.
  func cardRunProgress() throws -> [PresentationProgress] {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    var published: [PresentationProgress] = [scene.content.progress]
    stage.present()
    stage.attach(.interruptible)
    for _ in 0..<42 {
      stage.run(1 / 60.0)
      published.append(scene.content.progress)
    }
    stage.uikitEnded()
    published.append(scene.content.progress)
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 8, steps: 1...6)
    stage.dismiss()
    stage.attach(.interactive)
    for step in 7...10 {
      stage.moveDown(from: Point(x: 195, y: 300), by: 8, steps: step...step)
      published.append(scene.content.progress)
    }
    stage.touch(.ended, at: Point(x: 195, y: 380))
    for _ in 0..<60 {
      stage.run(1 / 60.0)
      published.append(scene.content.progress)
    }
    stage.uikitEnded()
    published.append(scene.content.progress)
    return published
  }

  @Test func aProgressChangeNeverRebuildsTheRoot() throws {
    let published = try cardRunProgress()
    #expect(Set(published.map(\.fraction)).count > 40)  // a real run, not one value
    for progress in published + [.dismissed, .presented] {
      #expect(
        PresentedRootRule.rebuild(on: PresentedRootRule.Trigger<Int>.progress(progress)) == nil)
    }
  }

  @Test func aPresenterUpdateRebuildsTheRootOnlyForTheItemShown() {
    typealias Trigger = PresentedRootRule.Trigger<Int>
    // The same item: the content closure may read the presenter's state or environment.
    #expect(PresentedRootRule.rebuild(on: Trigger.presenterUpdate(shown: 7, read: 7)) != nil)
    // Another item: dismissed and presented anew, with a hosting controller of its own.
    #expect(PresentedRootRule.rebuild(on: Trigger.presenterUpdate(shown: 7, read: 8)) == nil)
    // The binding turned false: the content being dismissed keeps what it shows.
    #expect(PresentedRootRule.rebuild(on: Trigger.presenterUpdate(shown: 7, read: nil)) == nil)
    // Nothing on screen yet: presenting builds the root.
    #expect(PresentedRootRule.rebuild(on: Trigger.presenterUpdate(shown: nil, read: 7)) == nil)
    #expect(PresentedRootRule.rebuild(on: Trigger.presenterUpdate(shown: nil, read: nil)) == nil)
  }

  @Test func contentThatReadsNoProgressIsNeverEvaluatedAgain() throws {
    let model = PresentationProgressModel()
    let live = LivePresentationProgress(model)
    // The presented root and a content view that holds the handle but reads no field of it.
    let root = TrackedBody { _ = live }
    let content = TrackedBody { _ = LivePresentationProgress(model) == live }
    // The old root read the progress in its own body to put the value in the environment.
    let oldRoot = TrackedBody { _ = model.value }
    for progress in try cardRunProgress() {
      model.publish(progress)
      root.settle()
      content.settle()
      oldRoot.settle()
    }
    #expect(root.evaluations == 1)
    #expect(content.evaluations == 1)
    #expect(oldRoot.evaluations > 40)  // once a frame, and the content below it with it
  }

  @Test func aReaderOfTheFractionFollowsEveryFrameAndAReaderOfTheFingerOnlyTheFinger() throws {
    let model = PresentationProgressModel()
    let live = LivePresentationProgress(model)
    let dimming = TrackedBody { _ = live.fraction }
    let caption = TrackedBody { _ = live.isInteractive }
    let published = try cardRunProgress()
    var fractionChanges = 0
    var fingerChanges = 0
    for progress in published {
      let changed = model.publish(progress)
      if changed.contains(.fraction) { fractionChanges += 1 }
      if changed.contains(.isInteractive) { fingerChanges += 1 }
      dimming.settle()
      caption.settle()
    }
    #expect(fractionChanges > 40)
    #expect(dimming.evaluations == 1 + fractionChanges)
    // The finger took the run and let it go: two updates, not one per frame.
    #expect(fingerChanges == 2)
    #expect(caption.evaluations == 1 + fingerChanges)
    #expect(live.value == published.last)
  }

  @Test func publishingTheSameProgressChangesNothing() {
    let model = PresentationProgressModel(.presented)
    let reader = TrackedBody { _ = model.value }
    #expect(model.publish(.presented) == [])
    reader.settle()
    #expect(reader.evaluations == 1)
    let grabbed = PresentationProgress(fraction: 1, operation: .dismiss, isInteractive: true)
    #expect(model.publish(grabbed) == [.operation, .isInteractive])
    reader.settle()
    #expect(reader.evaluations == 2)
  }

  @Test func theHandleIsTheSameForOnePresentationAndReadsDismissedOutsideAny() {
    let model = PresentationProgressModel()
    // Put in the environment at every update of the presenter: equal, so nobody updates.
    #expect(LivePresentationProgress(model) == LivePresentationProgress(model))
    #expect(
      LivePresentationProgress(model) != LivePresentationProgress(PresentationProgressModel()))
    #expect(LivePresentationProgress.none != LivePresentationProgress(model))
    #expect(LivePresentationProgress.none.value == .dismissed)
    #expect(LivePresentationProgress.none.fraction == 0)
    #expect(LivePresentationProgress.none.operation == nil)
    #expect(!LivePresentationProgress.none.isInteractive)
  }

  // MARK: The presenter's environment

  /// SwiftUI's `EnvironmentValues` as the forwarding sees it: the presenter's own values (an
  /// environment object, the colour scheme, a custom key), the live progress, the zoom sources of
  /// the `.presentation` it is in, and the dismissal.
  struct Environment: PresentationEnvironment {
    var objects: [String] = []
    var colorScheme = "light"
    var custom: [String: Int] = [:]
    var presentationProgress = LivePresentationProgress.none
    var zoomSources: String?
    var presentationDismissal = PresentationDismissAction.none
    var hasZoomSources: Bool { zoomSources != nil }
    mutating func removeZoomSources() { zoomSources = nil }
  }

  /// Which dismissals ran.
  final class DismissalLog: Sendable {
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  /// What a hosting controller's root starts from: the window's defaults.
  let hostingDefaults = Environment()

  /// A presenter inside an outer `.presentation`: its objects, its scheme, its keys, the outer
  /// presentation's progress, zoom sources and dismissal.
  func presenter(outer: PresentationProgressModel, dismissed: DismissalLog) -> Environment {
    Environment(
      objects: ["Library"], colorScheme: "dark", custom: ["accent": 3],
      presentationProgress: LivePresentationProgress(outer), zoomSources: "outer grid",
      presentationDismissal: PresentationDismissAction {
        dismissed.append("outer")
      })
  }

  @Test func theContentGetsThePresentersObjectsColourSchemeAndCustomKeys() {
    let dismissed = DismissalLog()
    let presenter = presenter(outer: PresentationProgressModel(), dismissed: dismissed)
    let content = PresentedEnvironment.forwarded(
      presenter: presenter, progress: LivePresentationProgress(PresentationProgressModel()),
      dismissal: .none)
    #expect(content.objects == ["Library"])  // @Environment(Library.self) finds it
    #expect(content.colorScheme == "dark")
    #expect(content.custom == ["accent": 3])
    // The old root: the hosting controller's defaults, none of the presenter's.
    #expect(hostingDefaults.objects.isEmpty)
    #expect(hostingDefaults.colorScheme != presenter.colorScheme)
  }

  @Test func theContentReadsItsOwnPresentationsProgressNotTheOuterOnes() {
    let outer = PresentationProgressModel(.presented)
    let own = PresentationProgressModel()
    let content = PresentedEnvironment.forwarded(
      presenter: presenter(outer: outer, dismissed: DismissalLog()),
      progress: LivePresentationProgress(own), dismissal: .none)
    #expect(content.presentationProgress == LivePresentationProgress(own))
    own.publish(PresentationProgress(fraction: 0.4, operation: .present))
    #expect(content.presentationProgress.fraction == 0.4)
  }

  @Test func thePresentersZoomSourcesStayThePresenters() {
    let content = PresentedEnvironment.forwarded(
      presenter: presenter(outer: PresentationProgressModel(), dismissed: DismissalLog()),
      progress: .none, dismissal: .none)
    #expect(!content.hasZoomSources)
  }

  @Test func theContentsDismissalDismissesTheContentNotThePresentersPresenter() {
    let dismissed = DismissalLog()
    let content = PresentedEnvironment.forwarded(
      presenter: presenter(outer: PresentationProgressModel(), dismissed: dismissed),
      progress: .none,
      dismissal: PresentationDismissAction { dismissed.append("content") })
    content.presentationDismissal()
    #expect(dismissed.all == ["content"])
  }
}
