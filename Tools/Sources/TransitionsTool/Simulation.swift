import Dynamics
import Motion
import Transitions
import TransitionsPlayback

/// A simulation for `transitions simulate`: a world, its items and behaviours, and how long and how
/// often to sample it. Parsed from JSON with every error naming its JSON path.
struct Simulation {
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
      let restFields = try rest.object(allowedKeys: [
        "speed", "duration", "timeCap", "angularSpeed",
      ])
      if let speed = rest.member("speed", in: restFields) {
        restDetection.speed = try speed.number(where: { $0 >= 0 }, "a speed of at least 0")
      }
      if let spin = rest.member("angularSpeed", in: restFields) {
        restDetection.angularSpeed = try spin.number(
          where: { $0 >= 0 }, "an angular speed (rad/s) of at least 0")
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
      "allowsRotation", "angle", "angularVelocity", "angularResistance",
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
    if let rotation = reader.member("allowsRotation", in: fields) {
      definition.allowsRotation = try rotation.bool()
    }
    if let angle = reader.member("angle", in: fields) {
      definition.angle = try angle.number()
    }
    if let spin = reader.member("angularVelocity", in: fields) {
      definition.angularVelocity = try spin.number()
      guard definition.allowsRotation || definition.angularVelocity == 0 else {
        throw spin.fail("an item with \"allowsRotation\": false cannot spin (use 0)")
      }
    }
    if let resistance = reader.member("angularResistance", in: fields) {
      definition.angularResistance = try resistance.number(
        where: { $0 >= 0 }, "a number of at least 0")
    }
    itemIndices[name] = itemNames.count
    itemNames.append(name)
    items.append(definition)
  }

  /// A behaviour's damping ratio: `dampingRatio`, or `damping`, its UIKit name, still read;
  /// giving both is an error.
  static func dampingRatio(
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

  static func choice<T: RawRepresentable & CaseIterable>(
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
