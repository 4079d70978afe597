import Dynamics
import Motion
import Transitions
import TransitionsPlayback

extension Simulation {
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

  /// An offset `[dx, dy]` from an item's centre, in its own axes (points).
  private func vector(_ reader: JSONReader) throws -> Vector {
    let pair = try reader.pair()
    return Vector(dx: pair.0, dy: pair.1)
  }

  /// `offset` (in the item's own axes) in the world's axes, at the item's starting angle.
  private static func arm(_ offset: Vector, of item: ItemDefinition) -> Vector {
    let (s, c) = _sincos(item.angle)
    return Vector(dx: c * offset.dx - s * offset.dy, dy: s * offset.dx + c * offset.dy)
  }

  func parseBehavior(
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
      let fields = try reader.object(allowedKeys: [
        "type", "items", "magnitude", "angle", "mode", "offset",
      ])
      let items = try itemList(reader.required("items", in: fields))
      let magnitude = try reader.member("magnitude", in: fields)?.number() ?? 1
      let angle = try reader.member("angle", in: fields)?.number() ?? 0
      let mode = try Self.choice(
        reader.member("mode", in: fields), PushBehavior.Mode.self, default: .instantaneous)
      let offset = try reader.member("offset", in: fields).map(vector) ?? .zero
      return { _, ids in
        let push = PushBehavior(
          items: items.map { ids[$0] }, mode: mode, magnitude: magnitude, angle: angle)
        push.offset = offset
        return push
      }
    case "attachment":
      let fields = try reader.object(allowedKeys: [
        "type", "item", "anchor", "to", "length", "frequency", "dampingRatio", "damping", "mode",
        "offset", "toOffset",
      ])
      let item = try itemIndex(reader.required("item", in: fields))
      let anchor = try reader.member("anchor", in: fields).map(point)
      let other = try reader.member("to", in: fields).map(itemIndex)
      guard (anchor == nil) != (other == nil) else {
        throw InputError(
          path: reader.child("anchor"), problem: "give exactly one of \"anchor\" or \"to\"")
      }
      let offset = try reader.member("offset", in: fields).map(vector) ?? .zero
      let toOffsetReader = reader.member("toOffset", in: fields)
      if let toOffsetReader, other == nil {
        throw toOffsetReader.fail("\"toOffset\" is for an attachment to an item (\"to\")")
      }
      let toOffset = try toOffsetReader.map(vector) ?? .zero
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
        // UIKit's default rest length is the distance between the attachment points when the
        // attachment is made.
        let start = items[item].center + Self.arm(offset, of: items[item])
        if let anchor {
          return AttachmentBehavior(
            item: ids[item], offset: offset, anchor: anchor,
            length: length ?? (start - anchor).length, frequency: frequency,
            dampingRatio: damping, mode: mode)
        }
        let target = other ?? item
        let end = items[target].center + Self.arm(toOffset, of: items[target])
        return AttachmentBehavior(
          item: ids[item], offset: offset, to: ids[target], toOffset: toOffset,
          length: length ?? (end - start).length, frequency: frequency, dampingRatio: damping)
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
}
