import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// What the page must change to show one frame: the frame's state (time, phase, progress, the
/// finger, a sheet's detent, the window's size after a resize) and the views whose drawing changed since the frame the page showed before, in the
/// gallery's units (positions to 0.1 pt, alpha to 0.001, times and progress to 0.0001).
///
/// A *keyframe* lists every role: the page forgets what it had. Two updates not yet sent merge
/// into one (``merging(_:)``) that takes the page from before the first to after the second, so
/// a page that reads slowly skips frames but never shows a wrong one.
///
/// Its JSON (``json``), a `frame` message, is at most a kilobyte for every catalogue scene:
///
/// ```
/// {"type":"frame","n":12,"t":0.2,"key":false,"phase":"transitioning","operation":"present",
///  "interactive":true,"progress":0.4321,"touch":[195,300.5],"detent":null,"screen":[844,390],
///  "roles":[[3,"dimming","#000000"]],"views":[[1,0,402.3,390,441.7,1,16],[3]]}
/// ```
struct FrameUpdate: Hashable, Sendable {
  /// How many frames the session produced before this one.
  var number: Int
  /// The engine's time, in units of 0.0001 s.
  var time: Int
  /// Whether the update lists every role (the page starts afresh).
  var isKeyframe: Bool
  var phase: Timeline.Phase
  var operation: Timeline.Operation?
  var isInteractive: Bool
  /// The running transition's progress, in units of 0.0001; `nil` when none runs.
  var progress: Int?
  /// Where the finger is, in tenths of a point, while it is down.
  var touch: QuantizedPoint?
  /// For a transition with detents (the sheet), where it rests: at a detent (`medium`,
  /// `large`, a custom height as given) or moving (`null` in the message); `nil` for a
  /// transition without detents (the message then has no `detent`), as `play`'s frames.
  var detent: Timeline.Detent? = nil
  /// The window's size, in tenths of a point, while a `resize` has made it differ from the
  /// scene's `screen`; `nil` while it is the scene's (the message then has no `screen`).
  var screen: QuantizedSize? = nil
  /// Roles named or renamed (a new colour) by this update.
  var roles: [RoleEntry]
  /// The views that changed, by role index: how to draw each, or `nil` when it is not drawn
  /// (hidden, transparent… out of the window).
  var views: [Int: DrawnView?]

  /// The update that shows `newer` to a page that had not been sent `self`: `newer`'s state,
  /// and the views of both with `newer`'s where both have one. A keyframe stays a keyframe.
  func merging(_ newer: FrameUpdate) -> FrameUpdate {
    if newer.isKeyframe { return newer }
    var merged = newer
    merged.isKeyframe = isKeyframe
    merged.views = views.merging(newer.views) { _, new in new }
    var roles = self.roles
    for role in newer.roles {
      roles.removeAll { $0.index == role.index }
      roles.append(role)
    }
    merged.roles = roles
    return merged
  }

  /// The `frame` message.
  var json: String {
    var fields: [(String, JSONOutput)] = [
      ("type", .string("frame")), ("n", .literal(String(number))),
      ("t", Self.decimal(time, places: 4)), ("key", .bool(isKeyframe)),
      ("phase", .string(phase.rawValue)),
      ("operation", operation.map { .string($0.rawValue) } ?? .null),
      ("interactive", .bool(isInteractive)),
      ("progress", progress.map { Self.decimal($0, places: 4) } ?? .null),
      ("touch", touch.map { .array([Self.decimal($0.x), Self.decimal($0.y)]) } ?? .null),
    ]
    if let detent {
      // A custom detent is the number the page gave (`200`), in the lab's shortest form.
      let value: JSONOutput =
        switch detent.detent {
        case .height(let points)?: .shortestNumber(points)
        case let named?: .string(named.name)
        case nil: .null
        }
      fields.append(("detent", value))
    }
    if let screen {
      fields.append(("screen", .array([Self.decimal(screen.width), Self.decimal(screen.height)])))
    }
    if !roles.isEmpty {
      fields.append(
        (
          "roles",
          .array(
            roles.sorted { $0.index < $1.index }.map {
              .array([.literal(String($0.index)), .string($0.name), .string($0.color)])
            })
        ))
    }
    var views: [JSONOutput] = []
    for index in self.views.keys.sorted() {
      guard let drawn = self.views[index] else { continue }
      views.append(drawn.map { $0.json(role: index) } ?? .array([.literal(String(index))]))
    }
    fields.append(("views", .array(views)))
    return JSONOutput.object(fields).text
  }

  /// A quantized value as a decimal: `units` / 10^`places`, without trailing zeros.
  static func decimal(_ units: Int, places: Int = 1) -> JSONOutput {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    return .literal(PreviewNumber.format(Double(units) / Double(scale), places: places))
  }
}

/// A point in tenths of a point.
struct QuantizedPoint: Hashable, Sendable {
  var x: Int
  var y: Int

  init(_ point: Point) {
    x = Quantize.tenths(point.x)
    y = Quantize.tenths(point.y)
  }
}

/// A size in tenths of a point.
struct QuantizedSize: Hashable, Sendable {
  var width: Int
  var height: Int

  init(_ size: Size) {
    width = Quantize.tenths(size.width)
    height = Quantize.tenths(size.height)
  }
}

/// A role of the scene: its index in frames, its name and the colour it is drawn in.
struct RoleEntry: Hashable, Sendable {
  var index: Int
  var name: String
  /// `#rrggbb`.
  var color: String
}

/// One view as the page draws it, as the gallery's player draws a frame's view: its on-screen
/// rectangle, alpha and on-screen corner radius, and the rows of its scrolling content.
struct DrawnView: Hashable, Sendable {
  /// The rectangle in window points, in tenths.
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  /// 0…1000.
  var alpha: Int
  /// On screen (times the view's scale), in tenths of a point.
  var radius: Int
  /// The visible rows of its scrolling content; empty when it has none.
  var rows: [DrawnRow]

  /// `[role, x, y, width, height, alpha, radius]`, with the rows as an eighth element when
  /// there are any: the gallery's frame data for one view.
  func json(role: Int) -> JSONOutput {
    var fields: [JSONOutput] = [
      .literal(String(role)), FrameUpdate.decimal(x), FrameUpdate.decimal(y),
      FrameUpdate.decimal(width), FrameUpdate.decimal(height),
      FrameUpdate.decimal(alpha, places: 3), FrameUpdate.decimal(radius),
    ]
    if !rows.isEmpty {
      fields.append(
        .array(
          rows.map {
            .array([
              FrameUpdate.decimal($0.x), FrameUpdate.decimal($0.y), FrameUpdate.decimal($0.width),
              FrameUpdate.decimal($0.height), .literal(String($0.color)),
            ])
          }))
    }
    return .array(fields)
  }
}

/// A row of a view's scrolling content: its rectangle in tenths of a point and its colour's
/// index in the scene's row colours.
struct DrawnRow: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  var color: Int
}

/// Rounding to the units frames carry.
enum Quantize {
  /// Tenths, clamped to ±1e9 (non-finite: 0).
  static func tenths(_ value: Double) -> Int { units(value, scale: 10) }
  /// Thousandths.
  static func thousandths(_ value: Double) -> Int { units(value, scale: 1000) }
  /// Ten-thousandths.
  static func tenThousandths(_ value: Double) -> Int { units(value, scale: 10_000) }

  private static func units(_ value: Double, scale: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value * scale, -1e12), 1e12).rounded())
  }
}
