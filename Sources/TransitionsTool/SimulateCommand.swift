public import ArgumentParser
import Dynamics
import Motion

/// `transitions simulate`: runs a dynamics scene and prints item states and events.
public struct SimulateCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a UIKit-Dynamics-style scene and print item states over time.",
    discussion: """
      SCENE is a JSON file: {"bounds":{"x","y","width","height"}, "step": seconds (optional, \
      default 1/240), "duration": seconds, "sampleEvery": seconds, "restDetection": {"speed", \
      "duration", "timeCap"} (optional), "items":[{"id","center":[x,y],"size":[w,h], \
      "velocity":[vx,vy],"density","elasticity","friction","resistance","allowsRotation":false}], \
      "behaviors":[{"type":"gravity"|"push"|"attachment"|"snap"|"collision", ...}]}. \
      Attachments take "anchor":[x,y] or "to":"item id", "length" (default: the starting \
      distance), "frequency" (Hz), "damping" (ratio) and "mode" ("exact" or "uikitCompatible"). \
      Collisions take "items", "mode", "boundaryInsets", "translatesReferenceBounds" and \
      "boundaries":[{"id","from":[x,y],"to":[x,y]}]. CSV columns: t,id,x,y,vx,vy, one row per \
      item per sample from t = 0. JSON: {"samples":[{t,id,x,y,vx,vy}], "events":[{t, type, ...}]} \
      with types contactBegan, contactEnded, rest and resume.

      Example: transitions simulate shade.json --format json
      """
  )

  @Argument(help: ArgumentHelp("The scene, a JSON file.", valueName: "scene"))
  var scenePath: String

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func render() throws -> String {
    let scene: Scene
    do {
      scene = try Scene(try readJSONFile(scenePath, option: "scene"))
    } catch let error as InputError {
      throw ValidationError(error.description)
    }
    let world: World
    var ids: [ItemID] = []
    do {
      world = try World(
        bounds: scene.bounds, step: scene.step ?? 1.0 / 240, restDetection: scene.restDetection)
      for item in scene.items { ids.append(try world.addItem(item)) }
      for make in scene.behaviors { world.addBehavior(try make(world, ids)) }
    } catch let error as InputError {
      throw ValidationError(error.description)
    } catch {
      throw ValidationError("scene: \(error)")
    }
    var events: [WorldEvent] = []
    world.onEvent = { events.append($0) }
    let count = Int((scene.duration / scene.sampleEvery * (1 + 1e-12)).rounded(.down))
    var csv = "t,id,x,y,vx,vy\n"
    var samples: [JSONOutput] = []
    for k in 0...count {
      let t = min(Double(k) * scene.sampleEvery, scene.duration)
      try world.advance(to: max(t, world.elapsedTime))
      for (index, id) in ids.enumerated() {
        let center = world.center(of: id)
        let velocity = world.velocity(of: id)
        let name = scene.itemNames[index]
        switch format {
        case .csv:
          csv +=
            [
              formatNumber(t), csvField(name), formatNumber(center.x), formatNumber(center.y),
              formatNumber(velocity.dx), formatNumber(velocity.dy),
            ].joined(separator: ",") + "\n"
        case .json:
          samples.append(
            .object([
              ("t", .number(t)), ("id", .string(name)), ("x", .number(center.x)),
              ("y", .number(center.y)), ("vx", .number(velocity.dx)),
              ("vy", .number(velocity.dy)),
            ]))
        }
      }
    }
    switch format {
    case .csv:
      return csv
    case .json:
      let eventObjects = events.map { describe($0, names: scene.itemNames) }
      return JSONOutput.object([("samples", .array(samples)), ("events", .array(eventObjects))])
        .text + "\n"
    }
  }

  private func describe(_ event: WorldEvent, names: [String]) -> JSONOutput {
    func contact(_ type: String, _ contact: Contact) -> JSONOutput {
      let partner: String
      switch contact.partner {
      case .referenceBounds: partner = "bounds"
      case .boundary(let id): partner = id
      case .item(let item): partner = names[item.index]
      }
      return .object([
        ("t", .number(contact.time)), ("type", .string(type)),
        ("item", .string(names[contact.item.index])), ("with", .string(partner)),
        ("x", .number(contact.point.x)), ("y", .number(contact.point.y)),
        ("speed", .number(contact.impactSpeed)),
      ])
    }
    switch event {
    case .contactBegan(let value): return contact("contactBegan", value)
    case .contactEnded(let value): return contact("contactEnded", value)
    case .rest(let time, let timedOut):
      return .object([
        ("t", .number(time)), ("type", .string("rest")), ("timedOut", .bool(timedOut)),
      ])
    case .resume(let time):
      return .object([("t", .number(time)), ("type", .string("resume"))])
    }
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
