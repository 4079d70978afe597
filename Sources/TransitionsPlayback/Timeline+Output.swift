import Transitions

extension Timeline {
  /// The timeline as `transitions play` prints it by default (`docs/PLAY.md`, "What `play`
  /// prints"): one JSON document on one line, ending with a newline.
  ///
  /// Keys come in the contract's order; numbers print with the fewest digits that read back as
  /// the same double (`0.1`, `0.016666666666666666`, a whole number as `1.0`); a missing
  /// `operation`, `progress` or `touch` prints as `null`. The same timeline always gives the
  /// same bytes. Positions are in window points, times in seconds, velocities in points per
  /// second.
  ///
  /// ```swift
  /// let script = try Script(json: #"{"transition": "modal", "until": 0.6, "frameRate": 2,"#
  ///   + #" "events": [{"at": 0, "action": "present"}]}"#)
  /// let text = try ScenarioPlayer().play(script).json()
  /// // {"transition":"modal","screen":[390.0,844.0],"frameRate":2.0,"frames":[{"t":0.0,…
  /// ```
  public func json() -> String {
    JSONOutput.object([
      ("transition", .string(transition)),
      ("screen", jsonPair(screen.width, screen.height)),
      ("frameRate", .number(frameRate)),
      ("frames", .array(frames.map(\.json))),
      ("events", .array(events.map(\.json))),
    ]).text + "\n"
  }

  /// The timeline's frames as `transitions play --format csv` prints them: a header, then one
  /// row per frame and view, back to front, each line ending with a newline.
  ///
  /// The columns are
  /// `t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible`: the
  /// time in seconds, the frame's phase, its operation and progress (an empty cell for none),
  /// the view's role, its on-screen frame in window points, its alpha, scale and corner radius
  /// (points), and `true` or `false`. Numbers print as in ``json()``; a role holding a comma, a
  /// quote or a line break is quoted (RFC 4180). Events are not included.
  ///
  /// ```swift
  /// let timeline = try ScenarioPlayer().play(Script(transition: "pullDown", until: 1))
  /// for row in timeline.csv().split(separator: "\n").dropFirst() { print(row) }
  /// ```
  public func csv() -> String {
    // A play with the render server on adds a last column, `drawnBy`.
    let drawn = frames.contains { $0.drawnBy != nil }
    var out = "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible"
    out += drawn ? ",drawnBy\n" : "\n"
    for frame in frames {
      let tail = drawn ? "," + (frame.drawnBy?.rawValue ?? "") + "\n" : "\n"

      let head = [
        formatNumber(frame.time), frame.phase.rawValue, frame.operation?.rawValue ?? "",
        frame.progress.map(formatNumber) ?? "",
      ].joined(separator: ",")
      for view in frame.views {
        out += head + "," + csvField(view.role.rawValue) + ","
        out +=
          [
            view.frame.origin.x, view.frame.origin.y, view.frame.size.width,
            view.frame.size.height, view.alpha, view.scale, view.cornerRadius,
          ].map(formatNumber).joined(separator: ",")
        out += (view.isVisible ? ",true" : ",false") + tail
      }
    }
    return out
  }
}

extension Timeline.Frame {
  /// The frame as `play`'s JSON writes it.
  fileprivate var json: JSONOutput {
    var fields: [(String, JSONOutput)] = [
      ("t", .number(time)), ("phase", .string(phase.rawValue)),
      ("operation", operation.map { .string($0.rawValue) } ?? .null),
      ("interactive", .bool(isInteractive)),
      ("progress", progress.map { .number($0) } ?? .null),
    ]
    if let detent { fields.append(("detent", detent.json)) }
    if let arrow { fields.append(("arrow", .string(arrow))) }
    if let screen { fields.append(("screen", jsonPair(screen.width, screen.height))) }
    fields += [
      ("views", .object(views.map { ($0.role.rawValue, $0.json) })),
      ("touch", touch.map { jsonPair($0.x, $0.y) } ?? .null),
    ]
    if let drawnBy { fields.append(("drawnBy", .string(drawnBy.rawValue))) }
    return .object(fields)
  }
}

extension Timeline.ViewState {
  /// The view as `play`'s JSON writes it, under its role.
  fileprivate var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      (
        "frame",
        .array([
          .number(frame.origin.x), .number(frame.origin.y), .number(frame.size.width),
          .number(frame.size.height),
        ])
      ),
      ("alpha", .number(alpha)), ("scale", .number(scale)),
      ("cornerRadius", .number(cornerRadius)), ("visible", .bool(isVisible)),
    ]
    if let color { members.append(("color", .string(color.hexString))) }
    if let contentOffset {
      members.append(("contentOffset", jsonPair(contentOffset.x, contentOffset.y)))
    }
    if rotation != 0 { members.append(("rotation", .number(rotation))) }
    return .object(members)
  }
}

extension Timeline.Event {
  /// The event as `play`'s JSON writes it: `t`, `type`, then the fields of its type.
  public var json: JSONOutput {
    var fields: [(String, JSONOutput)] = [("t", .number(time)), ("type", .string(kind.type))]
    switch kind {
    case .transitionBegan(let operation, let interactive):
      fields += [("operation", .string(operation.rawValue)), ("interactive", .bool(interactive))]
    case .appearance(let controller, let callback):
      fields += [
        ("controller", .string(controller.rawValue)), ("callback", .string(callback.rawValue)),
      ]
    case .interactionBegan, .rest: break
    case .interactionEnded(let decision, let velocity, let progress):
      fields += [
        ("decision", .string(decision.rawValue)), ("velocity", jsonPair(velocity.dx, velocity.dy)),
        ("progress", .number(progress)),
      ]
    case .transitionEnded(let operation, let completed):
      fields += [("operation", .string(operation.rawValue)), ("completed", .bool(completed))]
    case .haptic(let style, let intensity):
      fields += [("style", .string(style)), ("intensity", .number(intensity))]
    case .contact(let with): fields.append(("with", .string(with)))
    case .ignored(let action, let reason):
      fields += [("action", .string(action)), ("reason", .string(reason))]
    case .detentChanged(let from, let to, let interactive):
      fields += [("from", from.json), ("to", to.json), ("interactive", .bool(interactive))]
    case .keyboard(let shown, let height):
      fields += [("state", .string(shown ? "shown" : "hidden")), ("height", .number(height))]
    case .queued(let position): fields.append(("position", .number(Double(position))))
    case .adapted(let to): fields.append(("to", .string(to)))
    case .committed(let until, let views):
      fields += [("until", .number(until)), ("views", .number(Double(views)))]
    case .reclaimed(let views): fields.append(("views", .number(Double(views))))
    case .stall(let duration): fields.append(("duration", .number(duration)))
    }
    return .object(fields)
  }
}

extension SheetDetent {
  /// The detent as `play`'s output writes it, in the form scripts give it: `"medium"`,
  /// `"large"`, or a custom height as a number (`300.0`).
  package var json: JSONOutput {
    switch self {
    case .medium, .large, .fitting: return .string(name)
    case .height(let points): return .number(points)
    }
  }
}

extension Timeline.Detent {
  /// A frame's `detent` field: the detent it rests at (``SheetDetent/json``), or `null`.
  package var json: JSONOutput { detent?.json ?? .null }
}
