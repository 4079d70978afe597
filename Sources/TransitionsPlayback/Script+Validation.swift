import Motion
import Transitions

extension Script {
  /// Checks everything `PLAY.md` rules about a script that does not depend on the transition:
  /// limits, event order, and the finger's state.
  ///
  /// - Throws: ``ScriptError`` naming the JSON path of the first problem.
  public func validate() throws(ScriptError) {
    guard screen.width.isFinite, screen.height.isFinite, (100...10_000).contains(screen.width),
      (100...10_000).contains(screen.height)
    else {
      throw ScriptError(
        path: "screen",
        problem:
          "expected two numbers from 100 to 10000, got [\(screen.width.shortestText), \(screen.height.shortestText)]"
      )
    }
    guard frameRate.isFinite, (1...1000).contains(frameRate) else {
      throw ScriptError(
        path: "frameRate",
        problem: "expected a number from 1 to 1000, got \(frameRate.shortestText)")
    }
    if let until, !(until.isFinite && until > 0 && until <= Script.maximumDuration) {
      throw ScriptError(
        path: "until",
        problem: "expected a number greater than 0 and at most 60, got \(until.shortestText)")
    }
    try Self.check(safeArea, within: screen, at: "safeArea")
    try scrollSettings.validate()
    try validateStalls()
    var size = screen  // the window's size when each event happens
    let end = resolvedUntil
    var previous = 0.0
    var fingerDown = false
    // While a releasing drag runs, its finger is down until this time.
    var dragUntil = -Double.infinity
    for (index, event) in events.enumerated() {
      let path = "events[\(index)]"
      guard event.at.isFinite, event.at >= 0, event.at <= end else {
        throw ScriptError(
          path: "\(path).at",
          problem:
            "expected a time from 0 to until (\(end.shortestText)), got \(event.at.shortestText)"
        )
      }
      guard event.at >= previous else {
        throw ScriptError(
          path: "\(path).at",
          problem: "events must be in non-decreasing time order; \(event.at) < \(previous)")
      }
      previous = event.at
      let dragging = event.at < dragUntil
      switch event.kind {
      case .action(let action):
        if case .select(let index) = action, index < 0 {
          throw ScriptError(path: "\(path).index", problem: "expected an index ≥ 0, got \(index)")
        }
      case .touch(let kind, let point):
        guard point.x.isFinite, point.y.isFinite else {
          throw ScriptError(path: "\(path).x", problem: "expected finite coordinates")
        }
        if kind == .down {
          guard !fingerDown, !dragging else {
            throw ScriptError(path: "\(path).touch", problem: "down while a finger is down")
          }
          fingerDown = true
        } else {
          guard !dragging else {
            throw ScriptError(
              path: "\(path).touch", problem: "\(kind.rawValue) while a drag is under way")
          }
          guard fingerDown else {
            throw ScriptError(
              path: "\(path).touch", problem: "\(kind.rawValue) with no finger down")
          }
          if kind != .move { fingerDown = false }
        }
      case .keyboard(let change):
        let duration = change.duration
        guard duration.isFinite, duration >= 0 else {
          throw ScriptError(
            path: "\(path).duration",
            problem: "expected a number of seconds ≥ 0, got \(duration.shortestText)")
        }
        if case .show(let height, _) = change,
          !(height.isFinite && height > 0 && height <= size.height)
        {
          throw ScriptError(
            path: "\(path).height",
            problem: "expected a number greater than 0 and at most the screen's height "
              + "(\(size.height.shortestText)), got \(height.shortestText)")
        }
      case .resize(let newSize, let safeArea):
        guard newSize.width.isFinite, newSize.height.isFinite,
          (100...10_000).contains(newSize.width), (100...10_000).contains(newSize.height)
        else {
          throw ScriptError(
            path: "\(path).resize",
            problem: "expected two numbers from 100 to 10000, got "
              + "[\(newSize.width.shortestText), \(newSize.height.shortestText)]")
        }
        if let safeArea { try Self.check(safeArea, within: newSize, at: "\(path).safeArea") }
        size = newSize
      case .drag(let drag):
        try drag.validate(path: "\(path).drag")
        guard !fingerDown, !dragging else {
          throw ScriptError(path: "\(path).drag", problem: "drag while a finger is down")
        }
        if drag.release {
          dragUntil = event.end
        } else {
          // The finger stays down after the drag: later touches continue it.
          dragUntil = event.end
          fingerDown = true
        }
      }
    }
  }
}

extension Script {
  /// Safe-area insets that fit `size`: each side from 0 to half the side it lies along.
  static func check(_ insets: EdgeInsets, within size: Size, at path: String) throws(ScriptError) {
    let fits = [
      (insets.top, size.height), (insets.left, size.width), (insets.bottom, size.height),
      (insets.right, size.width),
    ].allSatisfy { inset, side in inset.isFinite && inset >= 0 && inset <= side / 2 }
    guard !fits else { return }
    let given = [insets.top, insets.left, insets.bottom, insets.right].map(\.shortestText)
    throw ScriptError(
      path: path,
      problem: "expected [top, left, bottom, right], each from 0 to half the side it lies along "
        + "(\(size.width.shortestText) × \(size.height.shortestText)), got "
        + "[\(given.joined(separator: ", "))]")
  }
}

extension Drag {
  func validate(path: String) throws(ScriptError) {
    for (name, point) in [("from", from), ("to", to)] where !(point.x.isFinite && point.y.isFinite)
    {
      throw ScriptError(path: "\(path).\(name)", problem: "expected two finite numbers")
    }
    guard duration.isFinite, duration > 0 else {
      throw ScriptError(
        path: "\(path).duration",
        problem: "expected a positive number, got \(duration.shortestText)")
    }
    guard hold.isFinite, hold >= 0 else {
      throw ScriptError(
        path: "\(path).hold", problem: "expected a number ≥ 0, got \(hold.shortestText)")
    }
  }

  /// The touches the drag sends, in order: down, the moves (every 1/120 s along the line, then
  /// at `to` while holding), and up when it releases.
  func touches(startingAt start: Double) -> [(time: Double, kind: TouchKind, point: Point)] {
    var out: [(time: Double, kind: TouchKind, point: Point)] = [(start, .down, from)]
    let steps = Swift.max(1, Int((duration / Drag.moveInterval).rounded(.up)))
    for k in 1...steps {
      let t = Swift.min(Double(k) * Drag.moveInterval, duration)
      let s = t / duration
      out.append(
        (
          start + t, .move,
          Point(x: from.x + (to.x - from.x) * s, y: from.y + (to.y - from.y) * s)
        ))
    }
    if hold > 0 {
      let holdSteps = Swift.max(1, Int((hold / Drag.moveInterval).rounded(.up)))
      for k in 1...holdSteps {
        out.append(
          (
            start + duration + Swift.min(Double(k) * Drag.moveInterval, hold), .move,
            to
          ))
      }
    }
    if release { out.append((start + duration + hold, .up, to)) }
    return out
  }
}
