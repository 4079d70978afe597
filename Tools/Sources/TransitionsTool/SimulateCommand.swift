public import ArgumentParser
import Dynamics
import Motion
import Transitions
import TransitionsPlayback

/// `transitions simulate`: runs a dynamics simulation and prints item states and events.
public struct SimulateCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a UIKit-Dynamics-style simulation and print item states over time.",
    discussion: """
      SIMULATION is a JSON file (- for standard input): {"bounds":{"x","y","width","height"}, "step": seconds (optional, \
      default 1/240), "duration": seconds, "sampleEvery": seconds, "restDetection": {"speed", \
      "duration", "timeCap", "angularSpeed" (rad/s)} (optional), "items":[{"id","center":[x,y], \
      "size":[w,h],"velocity":[vx,vy],"density","elasticity","friction","resistance", \
      "allowsRotation" (default true),"angle" (radians, clockwise on screen, default 0), \
      "angularVelocity" (rad/s, default 0),"angularResistance" (per second, default 0)}], \
      "behaviors":[{"type":"gravity"|"push"|"attachment"|"snap"|"collision", ...}]}. \
      Attachments take "anchor":[x,y] or "to":"item id", "offset":[dx,dy] (from the item's \
      centre in its own axes, as UIKit's offsetFromCenter; it turns the item) and, with "to", \
      "toOffset":[dx,dy] on the other item, "length" (default: the starting distance between \
      the attachment points), "frequency" (Hz), "dampingRatio" (also read as "damping", UIKit's name) and "mode" ("exact" or "uikitCompatible"). \
      Pushes take "items", "magnitude", "angle", "mode" and "offset":[dx,dy]. \
      Collisions take "items", "mode", "boundaryInsets", "translatesReferenceBounds" and \
      "boundaries":[{"id","from":[x,y],"to":[x,y]}]; items collide as their turned \
      rectangles at real contact points (a corner, or a face), and an impact or friction off \
      the line through an item's centre turns it (as UIKit's). CSV columns: \
      t,id,x,y,vx,vy,angle,angularVelocity, one row per item per sample from t = 0 (angle in \
      radians, accumulated, not wrapped). JSON: \
      {"samples":[{t,id,x,y,vx,vy,angle,angularVelocity}], "events":[{t, type, ...}]} \
      with types contactBegan, contactEnded, rest and resume. Rows are written as they are \
      produced. Limits per run: at most 10000000 world steps (duration / step) and 1000000 \
      rows (samples × items); a simulation beyond either is refused before anything runs.

      Example: transitions simulate shade.json --format json
      """
  )

  @Argument(help: ArgumentHelp("The simulation, a JSON file.", valueName: "simulation"))
  var simulationPath: String

  @Option(help: "Output format: csv or json.")
  var format: OutputFormat = .csv

  public init() {}

  func write(to io: ToolIO) throws {
    let simulation: Simulation
    do {
      simulation = try Simulation(try io.input.readJSON(simulationPath, option: "simulation"))
    } catch let error as InputError {
      throw ValidationError(error.description)
    }
    let world: World
    var ids: [ItemID] = []
    do {
      world = try World(
        bounds: simulation.bounds, step: simulation.step ?? 1.0 / 240,
        restDetection: simulation.restDetection)
      for (index, item) in simulation.items.enumerated() {
        do {
          ids.append(try world.addItem(item))
        } catch {
          throw InputError(path: "items[\(index)].\(error.parameter)", problem: error.problem)
        }
      }
      for make in simulation.behaviors { world.addBehavior(try make(world, ids)) }
    } catch let error as InputError {
      throw ValidationError(error.description)
    } catch {
      throw ValidationError("simulation: \(error)")
    }
    var events: [WorldEvent] = []
    world.onEvent = { events.append($0) }
    // Bounded by Simulation's limits on rows and world steps, so the conversion is safe.
    let count = Int((simulation.duration / simulation.sampleEvery * (1 + 1e-12)).rounded(.down))
    switch format {
    case .csv: io.write("t,id,x,y,vx,vy,angle,angularVelocity\n")
    case .json: io.write("{\"samples\":[")
    }
    var first = true
    var line = ""
    for k in 0...count {
      let t = min(Double(k) * simulation.sampleEvery, simulation.duration)
      do {
        try world.advance(to: max(t, world.elapsedTime))
      } catch {
        throw ValidationError("duration: \(error.problem)")
      }
      for (index, id) in ids.enumerated() {
        let center = world.center(of: id)
        let velocity = world.velocity(of: id)
        let angle = world.angle(of: id)
        let spin = world.angularVelocity(of: id)
        guard center.isFinite, velocity.isFinite, angle.isFinite, spin.isFinite else {
          throw ValidationError(
            "items[\(index)]: its motion leaves the range of a double by t = \(formatNumber(t)) "
              + "s; the simulation's numbers are too large for the engine")
        }
        let name = simulation.itemNames[index]
        line.removeAll(keepingCapacity: true)
        switch format {
        case .csv:
          line += formatNumber(t)
          line += ","
          line += csvField(name)
          for value in [center.x, center.y, velocity.dx, velocity.dy, angle, spin] {
            line += ","
            line += formatNumber(value)
          }
          line += "\n"
        case .json:
          if !first { line += "," }
          line +=
            JSONOutput.object([
              ("t", .number(t)), ("id", .string(name)), ("x", .number(center.x)),
              ("y", .number(center.y)), ("vx", .number(velocity.dx)),
              ("vy", .number(velocity.dy)), ("angle", .number(angle)),
              ("angularVelocity", .number(spin)),
            ]).text
        }
        first = false
        io.write(line)
      }
    }
    guard format == .json else { return }
    io.write("],\"events\":[")
    for (index, event) in events.enumerated() {
      let object = describe(event, names: simulation.itemNames)
      io.write((index > 0 ? "," : "") + object.text)
    }
    io.write("]}\n")
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
}
