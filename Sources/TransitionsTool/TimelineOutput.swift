import Motion
import Transitions

/// `transitions play`'s output (`docs/PLAY.md`): the timeline as JSON, or its frames as CSV.
enum TimelineOutput {
  /// The whole timeline as one JSON document, ending with a newline.
  static func json(_ timeline: Timeline) -> String {
    JSONOutput.object([
      ("transition", .string(timeline.transition)),
      ("screen", .array([.number(timeline.screen.width), .number(timeline.screen.height)])),
      ("frameRate", .number(timeline.frameRate)),
      ("frames", .array(timeline.frames.map(frame))),
      ("events", .array(timeline.events.map(event))),
    ]).text + "\n"
  }

  /// One row per frame and view:
  /// `t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible`.
  static func csv(_ timeline: Timeline) -> String {
    var out = "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible\n"
    for frame in timeline.frames {
      let head = [
        formatNumber(frame.time), frame.phase.rawValue, frame.operation?.rawValue ?? "",
        frame.progress.map(formatNumber) ?? "",
      ].joined(separator: ",")
      for view in frame.views {
        out += head + "," + view.role + ","
        out +=
          [
            view.frame.origin.x, view.frame.origin.y, view.frame.size.width,
            view.frame.size.height, view.alpha, view.scale, view.cornerRadius,
          ].map(formatNumber).joined(separator: ",")
        out += view.isVisible ? ",true\n" : ",false\n"
      }
    }
    return out
  }

  private static func frame(_ frame: Timeline.Frame) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [
      ("t", .number(frame.time)), ("phase", .string(frame.phase.rawValue)),
      ("operation", frame.operation.map { .string($0.rawValue) } ?? .null),
      ("interactive", .bool(frame.isInteractive)),
      ("progress", frame.progress.map { .number($0) } ?? .null),
    ]
    fields.append(
      (
        "views",
        .object(
          frame.views.map { view in
            var members: [(String, JSONOutput)] = [
              (
                "frame",
                .array([
                  .number(view.frame.origin.x), .number(view.frame.origin.y),
                  .number(view.frame.size.width), .number(view.frame.size.height),
                ])
              ),
              ("alpha", .number(view.alpha)), ("scale", .number(view.scale)),
              ("cornerRadius", .number(view.cornerRadius)), ("visible", .bool(view.isVisible)),
            ]
            if let color = view.color { members.append(("color", .string(color.hexString))) }
            if let offset = view.contentOffset {
              members.append(("contentOffset", .array([.number(offset.x), .number(offset.y)])))
            }
            return (view.role, .object(members))
          })
      ))
    fields.append(
      ("touch", frame.touch.map { .array([.number($0.x), .number($0.y)]) } ?? .null))
    return .object(fields)
  }

  private static func event(_ event: Timeline.Event) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [
      ("t", .number(event.time)), ("type", .string(event.kind.type)),
    ]
    switch event.kind {
    case .transitionBegan(let operation, let interactive):
      fields += [("operation", .string(operation.rawValue)), ("interactive", .bool(interactive))]
    case .appearance(let controller, let callback):
      fields += [("controller", .string(controller)), ("callback", .string(callback.rawValue))]
    case .interactionBegan, .rest: break
    case .interactionEnded(let decision, let velocity, let progress):
      fields += [
        ("decision", .string(decision.rawValue)),
        ("velocity", .array([.number(velocity.dx), .number(velocity.dy)])),
        ("progress", .number(progress)),
      ]
    case .transitionEnded(let operation, let completed):
      fields += [("operation", .string(operation.rawValue)), ("completed", .bool(completed))]
    case .haptic(let style, let intensity):
      fields += [("style", .string(style)), ("intensity", .number(intensity))]
    case .contact(let with): fields.append(("with", .string(with)))
    case .ignored(let action, let reason):
      fields += [("action", .string(action)), ("reason", .string(reason))]
    }
    return .object(fields)
  }
}
