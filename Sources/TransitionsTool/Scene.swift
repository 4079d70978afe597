import Dynamics
import Motion
import Transitions

/// A scene for `transitions simulate`: a world, its items and behaviours, and how long and how
/// often to sample it. Parsed from JSON with every error naming its JSON path.
struct Scene {
  var bounds: Rect
  var step: Double?
  var duration: Double
  var sampleEvery: Double
  var restDetection = RestDetection()
  var itemNames: [String] = []
  /// Each item's index by its id, so looking items up keeps parsing linear.
  var itemIndices: [String: Int] = [:]
  var items: [ItemDefinition] = []
  /// Builds the behaviours once the world (and its item handles) exist.
  var behaviors: [(World, [ItemID]) throws -> Behavior] = []

  /// The most output rows (samples × items) one run prints.
  static let maximumRows = 1_000_000
  /// The most world steps (duration / step) one run takes.
  static let maximumSteps = 10_000_000

  init(_ json: JSONValue) throws {
    let root = JSONReader(json, path: JSONValue.rootPath)
    let fields = try root.object(allowedKeys: [
      "bounds", "step", "duration", "sampleEvery", "items", "behaviors", "restDetection",
    ])
    bounds = try Self.rect(root.required("bounds", in: fields))
    step = try root.member("step", in: fields)?.number(
      where: { $0 > 0 && $0 <= 0.1 }, "seconds in (0, 0.1]")
    duration = try root.required("duration", in: fields).number(
      where: { $0 >= 0 }, "seconds, at least 0")
    sampleEvery = try root.required("sampleEvery", in: fields).number(
      where: { $0 > 0 }, "seconds, greater than 0")
    let steps = duration / (step ?? 1.0 / 240)
    guard steps <= Double(Self.maximumSteps) else {
      throw InputError(
        path: "duration",
        problem:
          "\(duration) s at a step of \(step ?? 1.0 / 240) s takes more than "
          + "\(Self.maximumSteps) world steps (the limit per run); simulate less time")
    }
    guard duration / sampleEvery < Double(Self.maximumRows) else {
      throw InputError(
        path: "sampleEvery",
        problem: "more than \(Self.maximumRows) samples (the limit per run); sample less often")
    }
    if let rest = root.member("restDetection", in: fields) {
      let restFields = try rest.object(allowedKeys: ["speed", "duration", "timeCap"])
      if let speed = rest.member("speed", in: restFields) {
        restDetection.speed = try speed.number(where: { $0 >= 0 }, "a speed of at least 0")
      }
      if let time = rest.member("duration", in: restFields) {
        restDetection.duration = try time.number(where: { $0 >= 0 }, "seconds, at least 0")
      }
      if let cap = rest.member("timeCap", in: restFields) {
        restDetection.timeCap = try cap.number(where: { $0 > 0 }, "seconds, greater than 0")
      }
    }
    for item in try root.required("items", in: fields).array() {
      try parseItem(item)
    }
    // One row per item per sample, from t = 0.
    let rows = (duration / sampleEvery * (1 + 1e-12)).rounded(.down) + 1
    guard rows * Double(items.count) <= Double(Self.maximumRows) else {
      throw InputError(
        path: "sampleEvery",
        problem:
          "\(Int(rows)) samples × \(items.count) items is more than \(Self.maximumRows) rows "
          + "(the limit per run); sample less often")
    }
    for behavior in try root.member("behaviors", in: fields)?.array() ?? [] {
      behaviors.append(try parseBehavior(behavior))
    }
  }

  private static func rect(_ reader: JSONReader) throws -> Rect {
    let fields = try reader.object(allowedKeys: ["x", "y", "width", "height"])
    let positive = { (key: String) throws -> Double in
      try reader.required(key, in: fields).number(where: { $0 > 0 }, "a number greater than 0")
    }
    return Rect(
      x: try reader.required("x", in: fields).number(),
      y: try reader.required("y", in: fields).number(),
      width: try positive("width"), height: try positive("height"))
  }

  private mutating func parseItem(_ reader: JSONReader) throws {
    let fields = try reader.object(allowedKeys: [
      "id", "center", "size", "velocity", "density", "elasticity", "friction", "resistance",
      "allowsRotation",
    ])
    let name = try reader.required("id", in: fields).string()
    guard itemIndices[name] == nil else {
      throw InputError(path: reader.child("id"), problem: "duplicate item id \"\(name)\"")
    }
    let center = try reader.required("center", in: fields).pair()
    let size = try reader.required("size", in: fields).pair(
      where: { $0 > 0 }, "two positive numbers")
    var definition = ItemDefinition(
      center: Point(x: center.0, y: center.1), size: Size(width: size.0, height: size.1))
    if let velocity = try reader.member("velocity", in: fields)?.pair() {
      definition.velocity = Vector(dx: velocity.0, dy: velocity.1)
    }
    if let density = reader.member("density", in: fields) {
      definition.density = try density.number(where: { $0 > 0 }, "a number greater than 0")
    }
    if let elasticity = reader.member("elasticity", in: fields) {
      definition.elasticity = try elasticity.number(
        where: { (0...1).contains($0) }, "a number in 0...1")
    }
    if let friction = reader.member("friction", in: fields) {
      definition.friction = try friction.number(where: { $0 >= 0 }, "a number of at least 0")
    }
    if let resistance = reader.member("resistance", in: fields) {
      definition.resistance = try resistance.number(where: { $0 >= 0 }, "a number of at least 0")
    }
    if let rotation = reader.member("allowsRotation", in: fields), try rotation.bool() {
      throw rotation.fail("rotation is not simulated; items keep their orientation (use false)")
    }
    itemIndices[name] = itemNames.count
    itemNames.append(name)
    items.append(definition)
  }

  private func itemIndex(_ reader: JSONReader) throws -> Int {
    let name = try reader.string()
    guard let index = itemIndices[name] else {
      throw reader.fail("unknown item \"\(name)\"")
    }
    return index
  }

  private func itemList(_ reader: JSONReader) throws -> [Int] {
    try reader.array().map(itemIndex)
  }

  private func point(_ reader: JSONReader) throws -> Point {
    let pair = try reader.pair()
    return Point(x: pair.0, y: pair.1)
  }

  private func parseBehavior(
    _ reader: JSONReader
  ) throws -> (World, [ItemID]) throws -> Behavior {
    guard case .object(let raw) = reader.value else {
      throw reader.fail("expected an object, got \(reader.value.kind)")
    }
    let typeReader = try reader.required("type", in: raw)
    let type = try typeReader.string()
    switch type {
    case "gravity":
      let fields = try reader.object(allowedKeys: ["type", "items", "magnitude", "direction"])
      let items = try itemList(reader.required("items", in: fields))
      let magnitude = try reader.member("magnitude", in: fields)?.number() ?? 1
      let direction = try reader.member("direction", in: fields)?.pair() ?? (0, 1)
      return { _, ids in
        GravityBehavior(
          items: items.map { ids[$0] }, magnitude: magnitude,
          direction: Vector(dx: direction.0, dy: direction.1))
      }
    case "push":
      let fields = try reader.object(allowedKeys: ["type", "items", "magnitude", "angle", "mode"])
      let items = try itemList(reader.required("items", in: fields))
      let magnitude = try reader.member("magnitude", in: fields)?.number() ?? 1
      let angle = try reader.member("angle", in: fields)?.number() ?? 0
      let mode = try Self.choice(
        reader.member("mode", in: fields), PushBehavior.Mode.self, default: .instantaneous)
      return { _, ids in
        PushBehavior(items: items.map { ids[$0] }, mode: mode, magnitude: magnitude, angle: angle)
      }
    case "attachment":
      let fields = try reader.object(allowedKeys: [
        "type", "item", "anchor", "to", "length", "frequency", "dampingRatio", "damping", "mode",
      ])
      let item = try itemIndex(reader.required("item", in: fields))
      let anchor = try reader.member("anchor", in: fields).map(point)
      let other = try reader.member("to", in: fields).map(itemIndex)
      guard (anchor == nil) != (other == nil) else {
        throw InputError(
          path: reader.child("anchor"), problem: "give exactly one of \"anchor\" or \"to\"")
      }
      let length = try reader.member("length", in: fields)?.number(
        where: { $0 >= 0 }, "a length of at least 0")
      let frequency =
        try reader.member("frequency", in: fields)?.number(
          where: { $0 > 0 }, "a frequency in Hz greater than 0") ?? 1
      let damping =
        try Self.dampingRatio(reader, fields)?.number(
          where: { $0 >= 0 }, "a damping ratio of at least 0") ?? 0
      let mode = try Self.choice(
        reader.member("mode", in: fields), AttachmentBehavior.Mode.self, default: .exact)
      if other != nil, mode != .exact {
        throw InputError(
          path: reader.child("mode"), problem: "attachments between items support \"exact\" only")
      }
      let items = items
      return { _, ids in
        // UIKit's default rest length is the distance when the attachment is made.
        let start = items[item].center
        if let anchor {
          return AttachmentBehavior(
            item: ids[item], anchor: anchor, length: length ?? (start - anchor).length,
            frequency: frequency, dampingRatio: damping, mode: mode)
        }
        let target = other ?? item
        return AttachmentBehavior(
          item: ids[item], to: ids[target],
          length: length ?? (items[target].center - start).length, frequency: frequency,
          dampingRatio: damping)
      }
    case "snap":
      let fields = try reader.object(allowedKeys: [
        "type", "item", "point", "dampingRatio", "damping",
      ])
      let item = try itemIndex(reader.required("item", in: fields))
      let target = try point(reader.required("point", in: fields))
      let damping =
        try Self.dampingRatio(reader, fields)?.number(
          where: { (0...1).contains($0) }, "a number in 0...1") ?? 0.5
      return { _, ids in SnapBehavior(item: ids[item], point: target, dampingRatio: damping) }
    case "collision":
      let fields = try reader.object(allowedKeys: [
        "type", "items", "mode", "boundaryInsets", "translatesReferenceBounds", "boundaries",
      ])
      let items = try itemList(reader.required("items", in: fields))
      let mode = try Self.choice(
        reader.member("mode", in: fields), CollisionBehavior.Mode.self, default: .everything)
      var insets = EdgeInsets.zero
      if let insetsReader = reader.member("boundaryInsets", in: fields) {
        let insetFields = try insetsReader.object(allowedKeys: ["top", "left", "bottom", "right"])
        insets = EdgeInsets(
          top: try insetsReader.member("top", in: insetFields)?.number() ?? 0,
          left: try insetsReader.member("left", in: insetFields)?.number() ?? 0,
          bottom: try insetsReader.member("bottom", in: insetFields)?.number() ?? 0,
          right: try insetsReader.member("right", in: insetFields)?.number() ?? 0)
      }
      let translates = try reader.member("translatesReferenceBounds", in: fields)?.bool() ?? true
      var segments: [(String, Point, Point, String)] = []
      var segmentIDs: Set<String> = []
      for boundary in try reader.member("boundaries", in: fields)?.array() ?? [] {
        let segment = try boundary.object(allowedKeys: ["id", "from", "to"])
        let id = try boundary.required("id", in: segment).string()
        guard segmentIDs.insert(id).inserted else {
          throw InputError(path: boundary.child("id"), problem: "duplicate boundary id \"\(id)\"")
        }
        let from = try point(boundary.required("from", in: segment))
        let to = try point(boundary.required("to", in: segment))
        guard from != to else {
          throw InputError(path: boundary.child("to"), problem: "the segment has zero length")
        }
        segments.append((id, from, to, boundary.path))
      }
      return { _, ids in
        let collision = CollisionBehavior(
          items: items.map { ids[$0] }, mode: mode,
          translatesReferenceBoundsIntoBoundary: translates, boundaryInsets: insets)
        for (id, from, to, path) in segments {
          do {
            try collision.addBoundary(identifier: id, from: from, to: to)
          } catch let error as DynamicsError {
            throw InputError(path: path, problem: error.problem)
          }
        }
        return collision
      }
    default:
      throw typeReader.fail(
        "unknown behaviour \"\(type)\"; expected gravity, push, attachment, snap or collision")
    }
  }

  /// A behaviour's damping ratio: `dampingRatio`, or `damping`, its UIKit name, still read;
  /// giving both is an error.
  private static func dampingRatio(
    _ reader: JSONReader, _ fields: [String: JSONValue]
  ) throws -> JSONReader? {
    let ratio = reader.member("dampingRatio", in: fields)
    let legacy = reader.member("damping", in: fields)
    if ratio != nil, legacy != nil {
      throw InputError(
        path: reader.child("damping"),
        problem: "give \"dampingRatio\" or its older name \"damping\", not both")
    }
    return ratio ?? legacy
  }

  private static func choice<T: RawRepresentable & CaseIterable>(
    _ reader: JSONReader?, _ type: T.Type, default value: T
  ) throws -> T where T.RawValue == String {
    guard let reader else { return value }
    let name = try reader.string()
    guard let choice = T(rawValue: name) else {
      let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw reader.fail("unknown value \"\(name)\"; expected one of \(names)")
    }
    return choice
  }
}
