import Motion
import Stage
import Testing
import Transitions

/// A sheet presented in a window, driven through the API: touches and frames on a manual clock,
/// and what the sheet reports.
@MainActor
final class SheetStage {
  let window: Window
  let home = ViewController()
  let detail = ViewController()
  let sheet: SheetTransition
  let manager: TransitionManager
  var sheetEvents: [(time: Double, event: SheetEvent)] = []
  var transitionEvents: [(time: Double, event: TransitionEvent)] = []
  var keyboardEvents: [(time: Double, event: Keyboard.Event)] = []
  /// The sheet's frame after every frame the stage ran.
  var frames: [(time: Double, frame: Rect)] = []
  /// Frames per second of ``advance(to:)``.
  var frameRate = 240.0

  init(
    _ configuration: SheetTransition.Configuration = SheetTransition.Configuration(),
    size: Size = Size(width: 390, height: 844), safeArea: EdgeInsets = .zero,
    reduceMotion: Bool = false
  ) {
    window = Window(
      size: size, safeAreaInsets: safeArea, environment: Environment(reduceMotion: reduceMotion))
    home.view.backgroundColor = .blue
    window.rootViewController = home
    sheet = SheetTransition(configuration)
    manager = TransitionManager(transition: sheet)
    sheet.onEvent = { [unowned self] event in sheetEvents.append((now, event)) }
    manager.onEvent = { [unowned self] event in transitionEvents.append((now, event)) }
    window.keyboard.onEvent = { [unowned self] event in keyboardEvents.append((now, event)) }
  }

  convenience init(
    detents: [SheetDetent], size: Size = Size(width: 390, height: 844),
    safeArea: EdgeInsets = .zero, reduceMotion: Bool = false,
    _ adjust: (inout SheetTransition.Configuration) -> Void = { _ in }
  ) {
    var configuration = SheetTransition.Configuration()
    configuration.detents = detents
    adjust(&configuration)
    self.init(configuration, size: size, safeArea: safeArea, reduceMotion: reduceMotion)
  }

  var now: Double { window.currentTime }
  /// The sheet's frame on screen.
  var frame: Rect { detail.view.onScreen.frame }
  /// The sheet's height above its floor (the keyboard's top, or the window's bottom edge).
  var extent: Double { window.bounds.height - window.keyboard.visibleHeight - frame.origin.y }

  /// Presents at once (no frames), or animated and then runs `settle` seconds.
  func present(animated: Bool = false, settle: Double = 0.6) throws {
    try manager.present(detail, from: home, animated: animated)
    if animated { try advance(by: settle) }
  }

  /// Runs frames at ``frameRate`` up to `time`, recording the sheet's frame after each.
  func advance(to time: Double) throws {
    let step = 1 / frameRate
    while now + step < time - 1e-9 {
      try window.advance(to: now + step)
      record()
    }
    try window.advance(to: max(time, now))
    record()
  }

  func advance(by seconds: Double) throws { try advance(to: now + seconds) }

  private func record() { frames.append((now, frame)) }

  func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double) throws {
    if time > now { try advance(to: time) }
    try window.send(Touch(id: 1, phase: phase, location: Point(x: x, y: y), time: max(time, now)))
    record()
  }

  /// A finger down at (`x`, `from`) at `start`, moving every 1/240 s in a straight line to `to`
  /// over `duration`, then still for `hold` s, then lifted when `release`.
  func drag(
    x: Double = 195, from: Double, to: Double, duration: Double, at start: Double? = nil,
    hold: Double = 0, release: Bool = true
  ) throws {
    let begin = start ?? now
    try touch(.began, x, from, at: begin)
    try move(x: x, from: from, to: to, duration: duration, at: begin, hold: hold)
    if release { try touch(.ended, x, to, at: begin + duration + hold) }
  }

  /// Moves a finger that is down from `from` to `to` over `duration` starting at `start`, then
  /// holds it `hold` s.
  func move(
    x: Double = 195, from: Double, to: Double, duration: Double, at start: Double? = nil,
    hold: Double = 0
  ) throws {
    let begin = start ?? now
    let steps = max(1, Int((duration * 240).rounded(.up)))
    for k in 1...steps {
      let s = Double(k) / Double(steps)
      try touch(.moved, x, from + (to - from) * s, at: begin + duration * s)
    }
    if hold > 0 {
      let holdSteps = max(1, Int((hold * 240).rounded(.up)))
      for k in 1...holdSteps {
        try touch(.moved, x, to, at: begin + duration + hold * Double(k) / Double(holdSteps))
      }
    }
  }

  /// The sheet's transition endings, in order: (operation, completed).
  var endings: [(TransitionOperation, Bool)] {
    transitionEvents.compactMap {
      if case .transitionEnded(let operation, let completed) = $0.event {
        return (operation, completed)
      }
      return nil
    }
  }

  /// The detent changes reported, in order.
  var changes: [SheetEvent] { sheetEvents.map(\.event) }

  /// The largest change of the sheet's top edge between two consecutive recorded frames from
  /// `start` on.
  func largestStep(from start: Double, until end: Double = .infinity) -> Double {
    let window = frames.filter { $0.time >= start - 1e-9 && $0.time <= end + 1e-9 }
    return zip(window, window.dropFirst()).map { abs($1.frame.origin.y - $0.frame.origin.y) }
      .max() ?? 0
  }
}
