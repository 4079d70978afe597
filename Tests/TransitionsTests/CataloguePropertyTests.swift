import Foundation
import Motion
import Testing
import TransitionsPlayback
import TransitionsTestSupport
import TransitionsTesting

@testable import Transitions

/// Random sessions of every catalogue transition, checked after every frame.
@MainActor
struct CataloguePropertyTests {
  /// Runs per transition: 25 by default, scaled by `TRANSITIONS_PROPERTY_RUNS` (as every
  /// property test is; see `PropertyRuns`).
  static let baseRuns = 25

  @Test(arguments: [
    "card", "container", "modal", "pullDown", "shade", "sheet", "push", "zoom", "slide",
    "tab", "throwAway", "toast", "crossDissolve",
    "popover",
  ])
  func randomSessionsKeepEveryInvariant(id: String) throws {
    #expect(TransitionCatalogue.descriptions.map(\.id).contains(id))
    let runs = PropertyRuns.scaled(Self.baseRuns)
    for run in 0..<runs {
      var random = SeededRandom(seed: UInt64(run) &* 7919 &+ UInt64(id.utf8.count))
      let script = randomScript(id, &random)
      weak var stage: AnyObject?
      var player = ScenarioPlayer()
      player.stageObserver = { stage = $0 }
      let timeline = try player.play(script)
      check(timeline, script: script, run: run)
      // What a user's test gets from the law checker, for the same session.
      let violations = TransitionLaws.check(timeline, scenario: "run \(run)", mayEndRunning: true)
      #expect(violations.isEmpty, "\(violations)")
      #expect(stage == nil, "run \(run): the stage outlived the play")
    }
  }

  private func randomScript(_ id: String, _ random: inout SeededRandom) -> Script {
    let screen = Size(
      width: Double.random(in: 320...430, using: &random),
      height: Double.random(in: 568...932, using: &random))
    var script = Script(
      transition: id, screen: screen,
      frameRate: [30, 60, 90, 120, 240, Double.random(in: 30...240, using: &random)].randomElement(
        using: &random) ?? 60,
      reduceMotion: Bool.random(using: &random),
      start: Bool.random(using: &random) ? .presented : .idle)
    if let description = TransitionCatalogue.description(of: id) {
      for option in description.options where Bool.random(using: &random) {
        switch option.kind {
        case .choice(let choices):
          script.options[option.name] = choices.randomElement(using: &random).map { .string($0) }
        case .bool: script.options[option.name] = .bool(Bool.random(using: &random))
        case .integer(let range):
          script.options[option.name] = .number(
            Double(Int.random(in: range, using: &random)))
        case .number, .oneOf, .rect: break
        case .list:
          // A sheet's detents: some of a custom height, medium and large, smallest first.
          let all: [OptionValue] = [
            .number(Double.random(in: 80...200, using: &random)), .string("medium"),
            .string("large"),
          ]
          let some = all.filter { _ in Bool.random(using: &random) }
          script.options[option.name] = .list(some.isEmpty ? [.string("large")] : some)
        }
      }
      // The scene's scrolling content, where the transition supports it (drawn as when these
      // were the modal's last two options, so the sessions stay the same).
      if description.supportsScrollContent {
        if Bool.random(using: &random) {
          script.scrollSettings.scrollContent = Bool.random(using: &random)
        }
        if Bool.random(using: &random) {
          script.scrollSettings.scrollOffset = Double.random(
            in: 0...Script.ScrollSettings.contentHeight, using: &random)
        }
      }
    }
    let kind = TransitionCatalogue.description(of: id)?.kind
    let isContainer = kind == .container || kind == .tab
    // Tabs in either layout direction (drawn only for them, so the others' sessions stay).
    if kind == .tab, Bool.random(using: &random) { script.layoutDirection = .rightToLeft }
    let navigates = TransitionCatalogue.description(of: id)?.kind == .navigation
    var children = 3
    if case .number(let count) = script.options["children"] { children = Int(count) }
    var t = 0.0
    var events: [ScriptEvent] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      t += Double.random(in: 0...0.6, using: &random)
      func point(_ random: inout SeededRandom) -> (Double, Double) {
        (
          Double.random(in: -20...(screen.width + 20), using: &random),
          Double.random(in: -20...(screen.height + 20), using: &random)
        )
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0 where isContainer, 1 where isContainer:
        let index = Int.random(in: 0..<children, using: &random)
        events.append(ScriptEvent(at: t, .action(.select(index: index))))
      case 0: events.append(ScriptEvent(at: t, .action(navigates ? .push : .present)))
      case 1: events.append(ScriptEvent(at: t, .action(navigates ? .pop : .dismiss)))
      case 2:
        let (x, y) = point(&random)
        let hold = Double.random(in: 0...0.4, using: &random)
        events.append(ScriptEvent(at: t, .touch(.down, Point(x: x, y: y))))
        events.append(ScriptEvent(at: t + hold, .touch(.up, Point(x: x, y: y))))
        t += hold
      default:
        let from = point(&random)
        let to = point(&random)
        // Down to 0.1 ms (one noisy sample: hundreds of thousands of points per second).
        let duration =
          Bool.random(using: &random)
          ? Double.random(in: 0.02...0.8, using: &random)
          : pow(10, Double.random(in: -4 ... -1.5, using: &random))
        let hold = Bool.random(using: &random) ? 0 : Double.random(in: 0...0.3, using: &random)
        events.append(
          ScriptEvent(
            at: t,
            .drag(
              Drag(
                from: Point(x: from.0, y: from.1), to: Point(x: to.0, y: to.1),
                duration: duration, hold: hold))))
        t += duration + hold
      }
    }
    script.events = events
    script.until = min(t + 2.5, 60)
    return script
  }

  private func check(_ timeline: Timeline, script: Script, run: Int) {
    let began = timeline.events("transitionBegan").count
    let ended = timeline.events("transitionEnded").count
    let last = timeline.frames.last
    let stillRunning = last?.phase == .transitioning
    #expect(
      ended == began || (stillRunning && ended == began - 1),
      "run \(run): \(began) began, \(ended) ended")
    var eventIndex = 0
    var lastTouch = -Double.infinity
    var callbacks: [ViewRole: [Timeline.AppearanceCallback]] = [:]
    for frame in timeline.frames {
      while eventIndex < timeline.events.count, timeline.events[eventIndex].time <= frame.time {
        if case .appearance(let controller, let callback) = timeline.events[eventIndex].kind {
          callbacks[controller, default: []].append(callback)
        }
        eventIndex += 1
      }
      for view in frame.views {
        let values = [
          view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height,
          view.alpha, view.scale, view.cornerRadius,
        ]
        let label = "run \(run) t \(frame.time): \(view.role)"
        #expect(values.allSatisfy { $0.isFinite }, "\(label)")
        // What is shown stays legal, whatever the release velocity.
        #expect(view.alpha >= 0 && view.alpha <= 1, "\(label): alpha \(view.alpha)")
        #expect(view.scale > 0, "\(label): scale \(view.scale)")
        #expect(view.cornerRadius >= 0, "\(label): corner radius \(view.cornerRadius)")
        // Nothing flies off. The fastest release a pan reports, 10 000 pt/s, carried into the
        // default completion spring (damping ratio 0.8, response 0.4 s), overshoots its target
        // by at most v/ω₀ · exp(−ζ/√(1−ζ²) · atan(√(1−ζ²)/ζ)) ≈ 0.027 s × v = 270 pt, from
        // where the finger left it: up to a rubber band's stretch past the end (a finger that
        // stays on the screen stretches it at most (1 − 1/1.55) of a screen ≈ 0.35 × 932 pt).
        // So no view goes further than 600 pt past the screen's edges (a noisy 300 000 pt/s
        // sample once sent the card 8 000 pt away).
        let margin = 600.0
        let box = view.frame
        #expect(
          box.origin.x >= -script.screen.width - margin
            && box.origin.x + box.size.width <= 2 * script.screen.width + margin
            && box.origin.y >= -script.screen.height - margin
            && box.origin.y + box.size.height <= 2 * script.screen.height + margin,
          "\(label): frame \(box)")
      }
      if let progress = frame.progress { #expect(progress.isFinite) }
      // The last time a finger was on the glass, also between frames (a 0.1 ms drag).
      for event in script.events {
        let lifted: Double
        switch event.kind {
        case .touch: lifted = event.at
        case .drag(let drag): lifted = event.at + drag.duration + drag.hold
        case .action, .keyboard, .resize: continue
        }
        if lifted <= frame.time { lastTouch = max(lastTouch, lifted) }
      }
      if frame.touch != nil { lastTouch = frame.time }
      if script.transition == "tab" {
        let settling = frame.time - lastTouch < 1.5
        checkTab(frame, callbacks: callbacks, script: script, run: run, settling: settling)
        continue
      }
      if script.transition == "container" {
        // A drag towards a missing neighbour rubber-bands the child without a transition (the
        // phase stays idle); it springs back within 1.5 s of the finger lifting.
        let settling = frame.time - lastTouch < 1.5
        checkContainer(frame, callbacks: callbacks, script: script, run: run, settling: settling)
        continue
      }
      if script.transition == "push" {
        checkNavigation(frame, callbacks: callbacks, script: script, run: run)
        continue
      }
      let startsPresented = script.start == .presented
      let presented = auditAppearance(callbacks["presented"] ?? [], startsAppeared: startsPresented)
      #expect(presented.legal, "run \(run) t \(frame.time): presented callbacks illegal")
      let presenting = auditAppearance(
        callbacks["presenting"] ?? [],
        startsAppeared:
          !(startsPresented
          && ["pullDown", "card", "zoom", "slide", "throwAway"].contains(script.transition)))
      #expect(presenting.legal, "run \(run) t \(frame.time): presenting callbacks illegal")
      if frame.phase != .transitioning {
        // The presenter has appeared exactly when nothing covers it (the modal never hides it).
        let covered =
          frame.phase == .presented
          && ["pullDown", "card", "zoom", "slide", "throwAway"].contains(script.transition)
        #expect(
          presenting.appeared == !covered && presenting.settled,
          "run \(run) t \(frame.time): presenting callbacks do not match the screen")
      }
      checkEndState(
        frame, script: script, run: run, presentedAppeared: presented.appeared,
        settling: frame.time - lastTouch < 1.5)
    }
  }

  /// In `idle` and `presented` the exact end-state frames (±0.01 pt), and callbacks that match.
  ///
  /// A card or modal sheet pulled upwards stretches without a transition: while a finger is on
  /// it or it springs back (`settling`), its top edge may stand above the end state's, by less
  /// than the rubber band's asymptote, its bottom edge where it belongs.
  private func checkEndState(
    _ frame: Timeline.Frame, script: Script, run: Int, presentedAppeared: Bool, settling: Bool
  ) {
    let screen = Rect(x: 0, y: 0, width: script.screen.width, height: script.screen.height)
    let label = "run \(run) t \(frame.time) \(frame.phase)"
    switch frame.phase {
    case .transitioning: return
    case .idle:
      #expect(frame.view("presented")?.isVisible == false, "\(label)")
      #expect(frame.view("presenting")?.isVisible == true, "\(label)")
      #expect(!presentedAppeared, "\(label): presented still appeared")
      if let presenting = frame.view("presenting") { expectFrame(presenting.frame, screen, label) }
    case .presented:
      #expect(presentedAppeared, "\(label): presented has not appeared")
      guard let view = frame.view("presented") else { return }
      #expect(view.isVisible)
      expectApproximately(view.alpha, 1, absolute: 1e-9)
      if script.transition == "pullDown" {
        expectFrame(view.frame, screen, label)
        #expect(frame.view("presenting")?.isVisible == false, "\(label)")
      } else if script.transition == "shade" {
        expectFrame(view.frame, screen, label)
      } else if script.transition == "zoom" {
        // Full screen, square corners, over the dimmed presenter; the source hidden under it.
        expectFrame(view.frame, screen, label)
        expectApproximately(view.cornerRadius, 0, absolute: 1e-9)
        expectApproximately(frame.view("dimming")?.alpha ?? -1, 0.25, absolute: 1e-9)
        #expect(frame.view("source")?.isVisible == false, "\(label)")
      } else if script.transition == "slide" {
        // Full screen over the dimmed, shrunk presenter (not shrunk after a Reduce Motion
        // fade); pulled away from its edge it stretches and springs back while settling.
        if !settling { expectFrame(view.frame, screen, label) }
        expectApproximately(frame.view("dimming")?.alpha ?? -1, 0.3, absolute: 1e-9)
        let scale = frame.view("presenting")?.scale ?? -1
        let shrunk =
          script.options["presenterScale"].flatMap { value -> Double? in
            if case .number(let number) = value { return number }
            return nil
          } ?? 0.92
        #expect(
          abs(scale - shrunk) < 1e-9 || abs(scale - 1) < 1e-9, "\(label): scale \(scale)")
      } else if script.transition == "crossDissolve" {
        // Full screen and opaque over the presenter, which stays as it was; nothing else.
        expectFrame(view.frame, screen, label)
        let presenting = frame.view("presenting")
        if let presenting { expectFrame(presenting.frame, screen, label) }
        expectApproximately(presenting?.alpha ?? -1, 1, absolute: 1e-9)
        #expect(frame.view("dimming") == nil, "\(label)")
      } else if script.transition == "throwAway" {
        // At its place, upright, over the dimming (a thrown card is dismissed, a kept one back).
        expectFrame(view.frame, ThrowAwayTransition.cardFrame(in: screen), label)
        expectApproximately(view.rotation, 0, absolute: 1e-9)
        expectApproximately(
          frame.view("dimming")?.alpha ?? -1, ThrowAwayTransition.dimmingAlpha, absolute: 1e-9)
      } else if script.transition == "toast" {
        expectToast(view, frame: frame, script: script, label: label, settling: settling)
      } else if script.transition == "popover" {
        expectPopover(view, frame: frame, script: script, label: label, settling: settling)
      } else if script.transition == "card" {
        expectSheetFrame(
          view.frame,
          Rect(x: 0, y: 60, width: script.screen.width, height: script.screen.height - 60), label,
          settling: settling)
        expectApproximately(frame.view("dimming")?.alpha ?? -1, 0.4, absolute: 1e-9)
        // Shrunk, or (presented by a Reduce Motion fade) not at all.
        let presenter = frame.view("presenting")
        let scale = presenter?.scale ?? -1
        #expect(abs(scale - 0.88) < 1e-9 || abs(scale - 1) < 1e-9, "\(label): scale \(scale)")
        let radius = abs(scale - 1) < 1e-9 ? 0.0 : 12.0
        expectApproximately(presenter?.cornerRadius ?? -1, radius, absolute: 1e-9)
      } else if script.transition == "sheet" {
        expectSheetAtADetent(view, frame: frame, script: script, label: label, settling: settling)
      } else {
        let height = 480.0
        expectSheetFrame(
          view.frame,
          Rect(x: 16, y: 56, width: script.screen.width - 32, height: height), label,
          settling: settling)
        expectApproximately(frame.view("dimming")?.alpha ?? -1, 0.3, absolute: 1e-9)
      }
    }
  }

  /// The navigation stack's two screens: callbacks legal and matching what is shown; at rest
  /// exactly one of them on screen, full and unmoved.
  private func checkNavigation(
    _ frame: Timeline.Frame, callbacks: [ViewRole: [Timeline.AppearanceCallback]], script: Script,
    run: Int
  ) {
    let label = "run \(run) t \(frame.time) \(frame.phase)"
    let pushedStarts = script.start == .presented
    let root = auditAppearance(callbacks["presenting"] ?? [], startsAppeared: !pushedStarts)
    let pushed = auditAppearance(callbacks["pushed"] ?? [], startsAppeared: pushedStarts)
    #expect(root.legal && pushed.legal, "\(label): callbacks illegal")
    guard frame.phase != .transitioning else { return }
    let screen = Rect(x: 0, y: 0, width: script.screen.width, height: script.screen.height)
    let top: ViewRole = frame.phase == .presented ? .pushed : .presenting
    let under: ViewRole = frame.phase == .presented ? .presenting : .pushed
    #expect(frame.view(top)?.isVisible == true, "\(label): \(top) not shown")
    #expect(frame.view(under)?.isVisible == false, "\(label): \(under) shown")
    if let shown = frame.view(top) {
      expectFrame(shown.frame, screen, label)
      expectApproximately(shown.alpha, 1, absolute: 1e-9)
    }
    #expect(root.settled && pushed.settled, "\(label): callbacks not settled")
    #expect(
      root.appeared == (top == "presenting") && pushed.appeared == (top == "pushed"),
      "\(label): callbacks do not match the screen")
  }

  /// Children's callbacks legal and matching what is shown; in `idle` exactly the selected
  /// child at the content frame, and the indicator under its button.
  private func checkContainer(
    _ frame: Timeline.Frame, callbacks: [ViewRole: [Timeline.AppearanceCallback]], script: Script,
    run: Int, settling: Bool
  ) {
    let label = "run \(run) t \(frame.time) \(frame.phase)"
    let children = frame.views.filter { $0.role.childIndex != nil }
    var appeared: [ViewRole] = []
    for child in children {
      let audit = auditAppearance(
        callbacks[child.role] ?? [], startsAppeared: child.role == "child0")
      #expect(audit.legal, "\(label): \(child.role) callbacks illegal")
      if audit.appeared { appeared.append(child.role) }
    }
    guard frame.phase == .idle else { return }
    let visible = children.filter(\.isVisible)
    #expect(visible.count == 1, "\(label): \(visible.count) children visible")
    guard let shown = visible.first, let index = shown.role.childIndex else {
      return
    }
    #expect(appeared == [shown.role], "\(label): appeared \(appeared), shown \(shown.role)")
    let content = Rect(
      x: 0, y: 0, width: script.screen.width,
      height: script.screen.height - ContainerViewController.barHeight)
    if settling {
      // Only sideways, and less than a rubber band's asymptote.
      let sideways = Rect(
        x: shown.frame.origin.x, y: 0, width: content.width, height: content.height)
      expectFrame(shown.frame, sideways, label)
      #expect(abs(shown.frame.origin.x) < content.width, "\(label)")
    } else {
      expectFrame(shown.frame, content, label)
    }
    let width = script.screen.width / Double(children.count)
    expectApproximately(
      frame.view("indicator")?.frame.origin.x ?? -1, Double(index) * width + 12, absolute: 0.01)
  }

  /// The tab bar controller: children as the container's (one visible at rest, callbacks
  /// legal and matching it, its frame the content's); the tab bar never moves: 49 pt high at
  /// the bottom.
  private func checkTab(
    _ frame: Timeline.Frame, callbacks: [ViewRole: [Timeline.AppearanceCallback]], script: Script,
    run: Int, settling: Bool
  ) {
    let label = "run \(run) t \(frame.time) \(frame.phase)"
    let (width, height) = (script.screen.width, script.screen.height)
    let bar = TabBarController.tabBarHeight
    expectFrame(
      frame.view("tabBar")?.frame ?? .zero, Rect(x: 0, y: height - bar, width: width, height: bar),
      label)
    #expect(frame.view("indicator") == nil, "\(label): a tab bar has no indicator")
    let children = frame.views.filter { $0.role.childIndex != nil }
    var appeared: [ViewRole] = []
    for child in children {
      let audit = auditAppearance(
        callbacks[child.role] ?? [], startsAppeared: child.role == "child0")
      #expect(audit.legal, "\(label): \(child.role) callbacks illegal")
      if audit.appeared { appeared.append(child.role) }
    }
    guard frame.phase == .idle else { return }
    let visible = children.filter(\.isVisible)
    #expect(visible.count == 1, "\(label): \(visible.count) children visible")
    guard let shown = visible.first else { return }
    #expect(appeared == [shown.role], "\(label): appeared \(appeared), shown \(shown.role)")
    let content = Rect(x: 0, y: 0, width: width, height: height - bar)
    if settling {
      let sideways = Rect(
        x: shown.frame.origin.x, y: 0, width: content.width, height: content.height)
      expectFrame(shown.frame, sideways, label)
      #expect(abs(shown.frame.origin.x) < content.width, "\(label)")
    } else {
      expectFrame(shown.frame, content, label)
    }
  }

  /// The catalogue's sheet presented: full width on the window's bottom edge, at one of its
  /// detents, dimmed; while `settling` (a finger on it, or its spring after), anywhere from
  /// below its smallest detent to a stretch past its largest.
  private func expectSheetAtADetent(
    _ view: Timeline.ViewState, frame: Timeline.Frame, script: Script, label: String,
    settling: Bool
  ) {
    guard let description = TransitionCatalogue.description(of: "sheet"),
      let options = try? TransitionCatalogue.resolve(script.options, for: description)
    else { return }
    let heights = SheetTransition.Configuration(options: options)
      .resolvedDetents(in: script.screen, safeArea: .zero).map(\.height)
    let extent = script.screen.height - view.frame.origin.y
    expectApproximately(view.frame.size.width, script.screen.width, absolute: 0.01, "\(label)")
    guard !settling else {
      #expect(extent < 2 * script.screen.height, "\(label): extent \(extent)")
      return
    }
    #expect(heights.contains { abs($0 - extent) <= 0.01 }, "\(label): \(extent) of \(heights)")
    expectApproximately(view.frame.maxY, script.screen.height, absolute: 0.01, "\(label)")
    expectApproximately(frame.view("dimming")?.alpha ?? -1, 0.3, absolute: 1e-9)
  }

  /// The toast: its banner at its edge (while `settling`, a finger's stretch away from the edge
  /// may still show), nothing dimmed, the presenter full and unmoved behind it.
  private func expectToast(
    _ view: Timeline.ViewState, frame: Timeline.Frame, script: Script, label: String,
    settling: Bool
  ) {
    guard let description = TransitionCatalogue.description(of: "toast"),
      let options = try? TransitionCatalogue.resolve(script.options, for: description)
    else { return }
    let screen = Rect(x: 0, y: 0, width: script.screen.width, height: script.screen.height)
    let toast = ToastTransition(ToastTransition.Configuration(options: options))
    if !settling {
      expectFrame(view.frame, toast.frameOfPresentedView(inContainerBounds: screen), label)
    }
    #expect(frame.view("dimming") == nil, "\(label): dimmed")
    if let presenter = frame.view("presenting") {
      expectFrame(presenter.frame, screen, label)
      expectApproximately(presenter.alpha, 1, absolute: 1e-9)
    }
  }

  /// The popover: its content and arrow where its layout puts them, opaque, nothing dimmed, the
  /// presenter full and unmoved; adapted (no arrow), the sheet at one of its default detents.
  private func expectPopover(
    _ view: Timeline.ViewState, frame: Timeline.Frame, script: Script, label: String,
    settling: Bool
  ) {
    guard let description = TransitionCatalogue.description(of: "popover"),
      let options = try? TransitionCatalogue.resolve(script.options, for: description)
    else { return }
    let screen = Rect(x: 0, y: 0, width: script.screen.width, height: script.screen.height)
    let popover = PopoverTransition(PopoverTransition.Configuration(options: options))
    guard frame.arrow != nil else {
      #expect(popover.adapts(toWidth: screen.width), "\(label): no arrow, not adapted")
      #expect(frame.view("arrow")?.isVisible != true, "\(label): an arrow on the sheet")
      expectApproximately(view.frame.size.width, screen.width, absolute: 0.01, "\(label)")
      guard !settling else { return }
      let heights = SheetTransition.Configuration()
        .resolvedDetents(in: script.screen, safeArea: .zero).map(\.height)
      let extent = screen.height - view.frame.origin.y
      #expect(heights.contains { abs($0 - extent) <= 0.01 }, "\(label): \(extent) of \(heights)")
      return
    }
    #expect(!popover.adapts(toWidth: screen.width), "\(label): an arrow, adapted")
    let layout = popover.layout(in: screen)
    #expect(frame.arrow == layout.direction.rawValue, "\(label): arrow \(frame.arrow ?? "-")")
    expectFrame(view.frame, layout.content, label)
    expectFrame(frame.view("arrow")?.frame ?? .zero, layout.arrow, label)
    expectApproximately(frame.view("arrow")?.alpha ?? -1, 1, absolute: 1e-9)
    #expect(frame.view("dimming") == nil, "\(label): dimmed")
    if let presenter = frame.view("presenting") {
      expectFrame(presenter.frame, screen, label)
      expectApproximately(presenter.alpha, 1, absolute: 1e-9)
    }
  }

  /// The sheet's frame at rest, or (while `settling`) stretched upwards from it.
  private func expectSheetFrame(
    _ actual: Rect, _ expected: Rect, _ label: String, settling: Bool
  ) {
    let stretch = expected.origin.y - actual.origin.y
    guard settling, stretch > 0.01 else { return expectFrame(actual, expected, label) }
    #expect(stretch < expected.size.height, "\(label): stretched \(stretch)")
    let unstretched = Rect(
      x: actual.origin.x, y: actual.origin.y + stretch, width: actual.size.width,
      height: actual.size.height - stretch)
    expectFrame(unstretched, expected, label)
  }

  private func expectFrame(_ actual: Rect, _ expected: Rect, _ label: String) {
    let ok =
      abs(actual.origin.x - expected.origin.x) <= 0.01
      && abs(actual.origin.y - expected.origin.y) <= 0.01
      && abs(actual.size.width - expected.size.width) <= 0.01
      && abs(actual.size.height - expected.size.height) <= 0.01
    #expect(ok, "\(label): frame \(actual), expected \(expected)")
  }
}

@Test func thePropertyTestCoversTheWholeCatalogue() {
  // Keep the argument list of randomSessionsKeepEveryInvariant in step with the catalogue.
  #expect(
    TransitionCatalogue.descriptions.map(\.id).sorted() == [
      "card", "container", "crossDissolve", "modal", "popover", "pullDown", "push", "shade",
      "sheet", "slide", "tab", "throwAway", "toast", "zoom",
    ])
}
