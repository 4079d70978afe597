import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

@testable import Transitions

/// The popover: its layout (the arrow's side, the clamped size), its growth from the arrow's
/// tip, the tap outside and the pass-through views, the compact adaptation to the sheet, Reduce
/// Motion, and nothing left behind.
@MainActor
struct PopoverTransitionTests {
  let pad = Size(width: 820, height: 1180)
  let frame = 1.0 / 60

  func expectRect(
    _ actual: Rect?, _ expected: Rect, absolute: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("no frame", sourceLocation: sourceLocation)
      return
    }
    for (a, e) in [
      (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
      (actual.width, expected.width), (actual.height, expected.height),
    ] {
      expectApproximately(a, e, absolute: absolute, sourceLocation: sourceLocation)
    }
  }

  func layout(
    source: Rect, size: Size = Size(width: 320, height: 300),
    permitted: PermittedArrowDirections = .any
  ) -> PopoverLayout {
    PopoverLayout.layout(
      source: source, preferred: size, in: Rect(origin: .zero, size: pad),
      margins: EdgeInsets(all: 10), permitted: permitted, arrowBase: 36, arrowHeight: 13)
  }

  @Test func theArrowTakesTheFirstSideWithRoomInUIKitsOrder() {
    let below = layout(source: Rect(x: 350, y: 100, width: 120, height: 44))
    #expect(below.direction == .up)
    expectRect(below.content, Rect(x: 250, y: 157, width: 320, height: 300))
    expectRect(below.arrow, Rect(x: 392, y: 144, width: 36, height: 13))
    #expect(below.tip == Point(x: 410, y: 144))
    let above = layout(source: Rect(x: 350, y: 1000, width: 120, height: 44))
    #expect(above.direction == .down)
    expectRect(above.content, Rect(x: 250, y: 687, width: 320, height: 300))
    let right = layout(source: Rect(x: 20, y: 40, width: 60, height: 1100))
    #expect(right.direction == .left)
    #expect(right.content.minX == 93)
    let left = layout(source: Rect(x: 740, y: 40, width: 60, height: 1100))
    #expect(left.direction == .right)
    #expect(left.content.maxX == 727)
    #expect(layout(source: below.content, permitted: .horizontal).direction != .up)
  }

  @Test func theContentIsClampedToTheRoomAndKeptInsideTheMargins() {
    // 1100 pt tall fits to the source's left, lying along the window's height: the first side
    // with room for the whole size.
    let beside = layout(
      source: Rect(x: 700, y: 100, width: 100, height: 44), size: Size(width: 320, height: 1100))
    #expect(beside.direction == .right)
    expectRect(beside.content, Rect(x: 367, y: 10, width: 320, height: 1100))
    // Up or down only, it fits neither: the side with the most room, the height clamped to it.
    let tall = layout(
      source: Rect(x: 700, y: 100, width: 100, height: 44), size: Size(width: 320, height: 1100),
      permitted: .vertical)
    #expect(tall.direction == .up)
    expectApproximately(tall.content.height, 1180 - 10 - 144 - 13, absolute: 1e-9)
    // Pushed in from the right margin; the arrow stays on the source's centre line.
    #expect(tall.content.maxX == 810)
    #expect(tall.tip.x == 750)
    expectApproximately(tall.arrow.midX, 750, absolute: 1e-9)
    // Wider than the window less the margins: as wide as that.
    let wide = layout(
      source: Rect(x: 350, y: 100, width: 120, height: 44), size: Size(width: 2000, height: 200))
    expectRect(wide.content, Rect(x: 10, y: 157, width: 800, height: 200))
  }

  @Test func outOfRangeValuesAreClampedAndNaNTakesTheDefault() {
    var configuration = PopoverTransition.Configuration()
    configuration.contentWidth = .nan
    configuration.margin = -4
    configuration.compactWidth = 1e9
    let popover = PopoverTransition(configuration)
    #expect(popover.configuration.contentWidth == 320)
    #expect(popover.configuration.margin == 0)
    #expect(popover.configuration.compactWidth == 2000)
  }

  /// It grows from the arrow's tip at a quarter of its size, fading in, on a 0.35 s spring;
  /// the presenter is untouched and nothing dims.
  @Test func aPresentGrowsFromTheArrowsTip() throws {
    let options: [String: OptionValue] = [
      "sourceFrame": .list([350, 100, 120, 44].map { .number($0) }), "contentHeight": .number(300),
    ]
    let timeline = try play(
      "popover", options: options, until: 1, screen: pad,
      [
        action(.present, at: 0.1)
      ])
    let ended = try #require(timeline.endings.first)
    #expect(ended.completed)
    expectApproximately(ended.time, 0.45, absolute: frame + 1e-9)
    let first = try #require(timeline.frames.first { $0.phase == .transitioning })
    let content = try #require(first.view("presented"))
    #expect(content.frame.width < 0.3 * 320 && content.alpha < 0.1)
    // The tip (410, 144) stays where it is: the content's top edge grows down from it.
    expectApproximately(content.frame.minY, 144 + 13 * 0.25 + 0, absolute: 4)
    let last = try #require(timeline.frames.last)
    expectRect(last.view("presented")?.frame, Rect(x: 250, y: 157, width: 320, height: 300))
    expectRect(last.view("arrow")?.frame, Rect(x: 392, y: 144, width: 36, height: 13))
    #expect(last.arrow == "up")
    #expect(timeline.frames.first?.arrow == nil, "no arrow before it shows")
    for shown in timeline.frames {
      #expect(shown.view("dimming") == nil)
      #expect(shown.view("presenting")?.alpha == 1)
    }
    #expect(timeline.appearanceCallbacks(of: "presenting").isEmpty)
    #expect(timeline.events("adapted").isEmpty)
  }

  @Test func aTapOutsideDismissesAndATapOnThePopoverDoesNot() throws {
    let options: [String: OptionValue] = [
      "sourceFrame": .list([350, 100, 120, 44].map { .number($0) }), "contentHeight": .number(300),
    ]
    let outside = try play(
      "popover", options: options, start: .presented, until: 1, screen: pad,
      [
        touch(.down, at: 0.2, 600, 900), touch(.up, at: 0.25, 600, 900),
      ])
    #expect(outside.endings.map(\.completed) == [true])
    #expect(outside.frames.last?.phase == .idle)
    #expect(outside.frames.last?.arrow == nil, "no arrow once gone")
    let inside = try play(
      "popover", options: options, start: .presented, until: 1, screen: pad,
      [
        touch(.down, at: 0.2, 410, 300), touch(.up, at: 0.25, 410, 300),
      ])
    #expect(inside.events("transitionBegan").isEmpty)
  }

  /// A pass-through view gets its touches and the popover stays; other views behind get none.
  @Test func passThroughViewsGetTheirTouchesAndDismissNothing() throws {
    let window = Window(size: pad)
    let home = ViewController()
    window.rootViewController = home
    let button = View(frame: Rect(x: 350, y: 100, width: 120, height: 44))
    let other = View(frame: Rect(x: 20, y: 900, width: 200, height: 200))
    home.view.addSubview(button)
    home.view.addSubview(other)
    var taps = (button: 0, other: 0)
    for (view, isButton) in [(button, true), (other, false)] {
      let tap = TapGestureRecognizer()
      tap.addAction { _ in if isButton { taps.button += 1 } else { taps.other += 1 } }
      view.addGestureRecognizer(tap)
    }
    let menu = ViewController()
    var configuration = PopoverTransition.Configuration()
    configuration.contentHeight = 300
    try home.present(
      menu, transition: .popover(configuration, source: { button }, passthroughViews: { [button] }))
    try window.advance(to: 1, frameRate: 60)
    #expect(window.hitTest(Point(x: 410, y: 122)) === button)
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 410, y: 122), time: 1.1))
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 410, y: 122), time: 1.15))
    try window.advance(to: 1.6, frameRate: 60)
    #expect(taps.button == 1)
    #expect(menu.presentingViewController === home, "a pass-through tap leaves it shown")
    try window.send(Touch(id: 2, phase: .began, location: Point(x: 100, y: 1000), time: 1.7))
    try window.send(Touch(id: 2, phase: .ended, location: Point(x: 100, y: 1000), time: 1.75))
    try window.advance(to: 2.5, frameRate: 60)
    #expect(taps.other == 0, "outside, the presenter's views get nothing")
    #expect(menu.presentingViewController == nil, "the tap outside dismissed it")
    #expect(window.hitTest(Point(x: 100, y: 1000)) === other, "the container keeps nothing")
  }

  /// A backend's real views come as rectangles: the source's frame and the pass-through ones.
  @Test func rectanglesStandForABackendsSourceAndPassThroughViews() throws {
    let window = Window(size: pad)
    let home = ViewController()
    window.rootViewController = home
    var configuration = PopoverTransition.Configuration()
    configuration.contentHeight = 300
    let popover = PopoverTransition(configuration)
    popover.sourceRect = { Rect(x: 350, y: 1000, width: 120, height: 44) }
    popover.passthroughRects = { [Rect(x: 0, y: 0, width: 820, height: 60)] }
    let menu = ViewController()
    try TransitionManager(transition: popover).present(menu, from: home)
    try window.advance(to: 1, frameRate: 60)
    #expect(popover.arrowDirection == .down, "above a source near the bottom")
    expectRect(menu.view.frame, Rect(x: 250, y: 687, width: 320, height: 300))
    #expect(window.hitTest(Point(x: 100, y: 30)) === home.view, "a pass-through rectangle")
    #expect(window.hitTest(Point(x: 100, y: 300)) !== home.view, "elsewhere: kept")
    popover.sourceRect = { nil }
    #expect(popover.sourceFrame == configuration.sourceFrame, "gone: the configured frame")
  }

  /// Shown, the popover follows a resized window: laid out again, its arrow with it.
  @Test func aResizedWindowLaysItOutAgain() throws {
    let window = Window(size: pad)
    let home = ViewController()
    window.rootViewController = home
    var configuration = PopoverTransition.Configuration()
    configuration.sourceFrame = Rect(x: 700, y: 100, width: 100, height: 44)
    configuration.contentHeight = 300
    let popover = PopoverTransition(configuration)
    let menu = ViewController()
    try TransitionManager(transition: popover).present(menu, from: home)
    try window.advance(to: 1, frameRate: 60)
    expectRect(menu.view.frame, Rect(x: 490, y: 157, width: 320, height: 300))
    window.resize(to: Size(width: 760, height: 1180))
    try window.advance(to: 1.1, frameRate: 60)
    expectRect(menu.view.frame, Rect(x: 430, y: 157, width: 320, height: 300))
    expectRect(popover.arrowView.frame, Rect(x: 714, y: 144, width: 36, height: 13))
    #expect(popover.arrowDirection == .up)
  }

  @Test func aTapOutsideWhileItComesInTakesItBack() throws {
    let timeline = try play(
      "popover", until: 1.5, screen: pad,
      [
        action(.present, at: 0.1), touch(.down, at: 0.2, 600, 1000),
        touch(.up, at: 0.25, 600, 1000),
      ])
    #expect(timeline.endings.map(\.completed) == [false])
    #expect(timeline.frames.last?.phase == .idle)
    let last = try #require(timeline.frames.last)
    #expect(last.view("presented")?.isVisible != true)
  }

  @Test func aCompactWidthPresentsTheSheetInstead() throws {
    let timeline = try play("popover", until: 1.2, [action(.present, at: 0.1)])
    #expect(timeline.events("adapted").map(\.kind) == [.adapted(to: "sheet")])
    #expect(timeline.endings.map(\.completed) == [true])
    let last = try #require(timeline.frames.last)
    #expect(last.arrow == nil)
    #expect(last.view("arrow") == nil)
    #expect(last.view("dimming") != nil, "the sheet's own views")
    let sheet = try play("sheet", until: 1.2, [action(.present, at: 0.1)])
    expectRect(
      last.view("presented")?.frame, try #require(sheet.frames.last?.view("presented")?.frame))
    // An explicit adaptation: a popover on the phone; a sheet on the iPad.
    let none = try play(
      "popover", options: ["adaptation": .string("none")], until: 1.2,
      [
        action(.present, at: 0.1)
      ])
    #expect(none.events("adapted").isEmpty)
    #expect(none.frames.last?.arrow == "up")
    let forced = try play(
      "popover", options: ["adaptation": .string("sheet")], until: 1.2,
      screen: pad, [action(.present, at: 0.1)])
    #expect(forced.events("adapted").count == 1)
  }

  @Test func reduceMotionCrossFadesInPlace() throws {
    let timeline = try play(
      "popover", options: ["adaptation": .string("none")],
      reduceMotion: true, until: 1, [action(.present, at: 0.1)])
    let end = try #require(timeline.frames.last?.view("presented")?.frame)
    for shown in timeline.frames where shown.phase == .transitioning {
      expectRect(shown.view("presented")?.frame, end)
      #expect(shown.view("presented")?.scale == 1)
    }
    let ended = try #require(timeline.endings.first?.time)
    expectApproximately(ended, 0.4, absolute: frame + 1e-9)
  }

  /// A bad option is an error at its JSON path, before anything plays.
  @Test func badOptionsAreErrorsAtTheirPaths() {
    let cases: [(String, OptionValue, String)] = [
      ("adaptation", .string("phone"), "options.adaptation: unknown value \"phone\""),
      ("permittedArrowDirections", .string("sideways"), "options.permittedArrowDirections:"),
      ("margin", .number(-1), "options.margin: expected a number from 0 to 100 pt"),
      ("compactWidth", .number(100), "options.compactWidth: expected a number from 200"),
      ("sourceFrame", .list([.number(1), .number(2)]), "options.sourceFrame: expected [x, y"),
      ("passthroughSource", .number(1), "options.passthroughSource:"),
    ]
    for (name, value, message) in cases {
      do {
        _ = try play("popover", options: [name: value], until: 0.1, [])
        Issue.record("\(name): no error")
      } catch {
        #expect("\(error)".hasPrefix(message), "\(name): \(error)")
      }
    }
  }

  /// The gallery's four arrow scenarios end with the arrow their names say.
  @Test func theGallerysArrowScenariosEndWithTheirArrows() throws {
    let description = try #require(TransitionCatalogue.description(of: "popover"))
    let scenarios = ScenarioCatalogue.scenarios(for: description)
    for direction in PopoverArrowDirection.allCases {
      let scenario = try #require(scenarios.first { $0.name == "popover-arrow-\(direction)" })
      let timeline = try ScenarioPlayer().play(scenario.script)
      #expect(timeline.frames.last?.arrow == direction.rawValue, "\(scenario.name)")
    }
  }

  /// Neither the transition nor the presented controller outlives the presentation.
  @Test func nothingOutlivesThePopover() throws {
    weak var weakPopover: PopoverTransition?
    weak var weakMenu: ViewController?
    let window = Window(size: pad)
    let home = ViewController()
    window.rootViewController = home
    do {
      let menu = ViewController()
      let manager = try home.present(menu, transition: .popover())
      weakPopover = manager.transition as? PopoverTransition
      weakMenu = menu
      try window.advance(to: 1, frameRate: 60)
      try menu.dismiss(animated: true)
      try window.advance(to: 2, frameRate: 60)
    }
    #expect(weakPopover == nil)
    #expect(weakMenu == nil)
    #expect(home.view.superview?.subviews.count ?? 0 <= 1)
  }
}
