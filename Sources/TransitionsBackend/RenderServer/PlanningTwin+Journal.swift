import Motion
import Stage

/// The journal of a ``PlanningTwin``: every entry made on the twin and the spare, the twin built
/// again from the spare after a reclaim, and the entries every scene has made dropped.
///
/// Why the spare is exact: a scene is what `make` builds and the calls made on it since. The
/// spare is built by `make` and given the journal's entries in order, only later than the live
/// scene, so after its `made` entries it is the scene a full replay of those entries builds
/// (the same calls on the same kind of scene, the calls' captured objects still alive: it
/// follows within ``PlanningTwin/replayBudget`` entries a call). An entry it has made is needed
/// by no scene: the twin has made it too, or is rebuilt from the spare. Dropping it changes
/// nothing a later plan depends on (`PlanningTwinJournalTests`: the plan after a reclaim on a
/// long-lived stack equal, bit for bit, to the plan on a twin rebuilt by replaying everything).
///
/// A scene a plan ran ahead (the twin, at the plan's end after a reclaim) is no replay of the
/// journal; it is declared the live scene's twin again only as a twin that played a run to its
/// end is: at rest, by ``MirroredScene/isTwin(_:)`` (time, clock, fingers, commitment, runs,
/// animators, keyboard, and every published view's identity, place and values, exactly).
extension PlanningTwin {
  func record(_ entry: Entry, _ live: MirroredScene<Content>) {
    journal.append(entry)
    start()
    if let twin {
      if twin.made == journal.count - 1 {
        follow(entry, on: twin, live)
      } else {
        replay(on: twin, budget: Self.replayBudget + 1)
      }
    }
    if let spare { replay(on: spare, budget: Self.replayBudget + 1) }
    reviveIfAtRest(live)
    compact()
  }

  /// The first twin (and spare), at the first call or commit.
  private func start() {
    guard !started else { return }
    started = true
    twin = Replica(make(), made: 0)
    if compactsJournal { spare = Replica(make(), made: 0) }
  }

  /// The entry just recorded, on a twin that had made every entry before it.
  private func follow(_ entry: Entry, on twin: Replica, _ live: MirroredScene<Content>) {
    guard ahead, !live.isCommitted else {
      make(entry, on: twin)
      twin.made += 1
      return
    }
    // The render server's run is over: played to its end, the twin is the live scene's; taken
    // back (a touch, or a call that took it back first), it is not, and is built again.
    ahead = false
    if case .touch = entry {
      twin.made += 1  // not made: the touch landed on the live scene's run, not the plan's end
      rebuild()
      return
    }
    make(entry, on: twin)
    twin.made += 1
    if !live.isTwin(twin.scene) { rebuild() }
  }

  /// The twin, in step: built and the journal replayed when it is not; `nil` when no scene can
  /// be (compacting, with no spare).
  func inStepTwin() -> Replica? {
    start()
    guard let twin else { return nil }
    replay(on: twin, budget: .max)
    return twin
  }

  /// A new twin: the spare (compacting; the old twin kept to be declared the spare again), or
  /// a scene built anew with the journal to replay from its start.
  func rebuild() {
    rebuilds += 1
    ahead = false
    guard compactsJournal else {
      twin = Replica(make(), made: 0)
      return
    }
    if let twin { consumed = twin }
    lastRevivalTime = nil
    twin = spare
    spare = nil
  }

  func replay(on replica: Replica, budget: Int) {
    var left = budget
    while replica.made < journal.count, left > 0 {
      make(journal[replica.made], on: replica)
      replica.made += 1
      left -= 1
    }
  }

  func make(_ entry: Entry, on replica: Replica) {
    let scene = replica.scene
    switch entry {
    case .tick(let time): _ = scene.tick(mediaTime: time)
    case .wake(let time): scene.displayLinkStarted(mediaTime: time)
    case .touch(let id, let phase, let location, let time):
      _ = scene.send(id: id, phase: phase, location: location, mediaTime: time)
    case .call(let call, let now):
      scene.mediaClock = nil
      if let now { scene.mediaClock = { now } }
      _ = call(scene) { self.standIn(for: $0, in: replica) }
      scene.mediaClock = nil
    case .commit(let plan): scene.adoptCommitted(plan)
    }
  }

  /// The replica's view for the real `view`: made once per replica, held while it is.
  private func standIn(for view: View, in replica: Replica) -> View {
    if let known = replica.standIns.first(where: { $0.real.view === view }) {
      return known.standIn
    }
    let made = makeStandIn(view)
    replica.standIns.removeAll { $0.real.view == nil }
    replica.standIns.append((WeakView(view), made))
    return made
  }

  /// At a rest of the live scene (no run, nothing moving, no finger, nothing committed), once
  /// per rest: the twin a reclaim took the plan from, its clock brought to the live scene's
  /// time, becomes the spare (or the twin, if there is none) when it is the live scene's twin.
  private func reviveIfAtRest(_ live: MirroredScene<Content>) {
    guard let candidate = consumed, !live.needsFrames, !live.isCommitted,
      !live.driver.hasFingersDown, lastRevivalTime != live.host.currentTime
    else { return }
    lastRevivalTime = live.host.currentTime
    let scene = candidate.scene
    guard !scene.isCommitted, !scene.driver.hasFingersDown,
      scene.host.currentTime <= live.host.currentTime
    else { return }
    if scene.host.currentTime < live.host.currentTime {
      guard (try? scene.host.tick(to: live.host.currentTime)) != nil else { return }
      scene.content.frameApplied()
      _ = scene.parts.drain()
    }
    scene.driver.rest()
    guard live.isTwin(scene), !scene.host.published.hasChanges else { return }
    consumed = nil
    revivals += 1
    candidate.made = journal.count
    if twin == nil {
      twin = candidate
    } else {
      spare = candidate
    }
  }

  /// Drops the entries every scene that replays the journal has made (compacting): the spare's
  /// and the twin's when it is not ahead of the journal.
  func compact() {
    guard compactsJournal else { return }
    var keep = journal.count
    if let spare { keep = min(keep, spare.made) }
    if let twin, !ahead { keep = min(keep, twin.made) }
    guard keep > 0 else { return }
    journal.removeFirst(keep)
    droppedEntries += keep
    spare?.made -= keep
    if let twin { twin.made = max(0, twin.made - keep) }
  }
}
