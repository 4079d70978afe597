import Motion
import PropertyBased
import Testing
import TransitionsTestSupport

@testable import Stage

/// What changed since the last publish: identities, views added, removed and moved, lists of
/// subviews rearranged, and each value's bit.
@MainActor
struct StageHostChangeTests {
  @Test func identitiesStayTheSameAcrossFramesAndReordering() throws {
    let (host, a, b, c) = hostWithCards()
    let ids = [a, b, c].compactMap(host.id(of:))
    #expect(Set(ids).count == 3)
    for frame in 1...5 {
      try host.tick(to: Double(frame) / 60)
      #expect([a, b, c].compactMap(host.id(of:)) == ids)
    }
    host.window.bringSubviewToFront(a)  // b, c, a
    try host.tick(to: 0.1)
    #expect([a, b, c].compactMap(host.id(of:)) == ids)
    let windowID = try #require(host.id(of: host.window))
    #expect(host.published.subviews(of: windowID).map(\.id) == [ids[1], ids[2], ids[0]])
    #expect(host.published.moved == [ids[1], ids[2], ids[0]], "every index changed")
    #expect(host.published.rearranged == [windowID])
    #expect(host.published.added.isEmpty && host.published.removed.isEmpty)
    #expect(host.published.changedViews.isEmpty, "no value changed")
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func aViewAddedBehindTheOthersMovesThem() throws {
    let (host, a, b, c) = hostWithCards()
    let back = View()
    host.window.insertSubview(back, at: 0)
    try host.tick(to: 0.1)
    let frame = host.published
    let backID = try #require(host.id(of: back))
    #expect(frame.added == [backID])
    #expect(frame.changedViews.map(\.id) == [backID])
    #expect(frame.moved == [a, b, c].compactMap(host.id(of:)), "each is one further from the back")
    #expect(frame.rearranged == [host.id(of: host.window)].compactMap { $0 })
  }

  @Test func aViewAddedInFrontMovesNothing() throws {
    let (host, _, _, _) = hostWithCards()
    let front = View()
    host.window.addSubview(front)
    try host.tick(to: 0.1)
    #expect(host.published.added == [host.id(of: front)].compactMap { $0 })
    #expect(host.published.moved.isEmpty)
  }

  @Test func removingAViewRemovesItsSubtree() throws {
    let (host, a, b, c) = hostWithCards()
    let (child, grandchild) = (View(), View())
    a.addSubview(child)
    child.addSubview(grandchild)
    try host.tick(to: 0.1)
    let ids = [a, child, grandchild].compactMap(host.id(of:))
    a.removeFromSuperview()
    try host.tick(to: 0.2)
    let frame = host.published
    #expect(frame.removed == ids, "in the previous frame's order")
    #expect(frame.moved == [b, c].compactMap(host.id(of:)))
    #expect(frame.rearranged == [host.id(of: host.window)].compactMap { $0 })
    #expect(frame.added.isEmpty)
    #expect(frame.views.count == 3)
    for id in ids { #expect(frame[id] == nil) }
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func removingTheFrontViewRearrangesItsSuperviewAndMovesNothing() throws {
    let (host, a, b, c) = hostWithCards()
    let id = try #require(host.id(of: c))
    c.removeFromSuperview()
    try host.tick(to: 0.1)
    #expect(host.published.removed == [id])
    #expect(host.published.moved.isEmpty)
    #expect(host.published.rearranged == [host.id(of: host.window)].compactMap { $0 })
    #expect([a, b].compactMap(host.id(of:)).count == 2)
  }

  @Test func aViewMovedToAnotherSuperviewKeepsItsIdAndRearrangesBoth() throws {
    let (host, a, b, c) = hostWithCards()
    let child = View()
    b.addSubview(child)
    try host.tick(to: 0.1)
    let childID = try #require(host.id(of: child))
    a.addSubview(child)  // from b to a, in the same window
    try host.tick(to: 0.2)
    let frame = host.published
    #expect(host.id(of: child) == childID)
    #expect(frame.moved == [childID])
    #expect(frame[childID]?.parent == host.id(of: a))
    #expect(frame.rearranged == [a, b].compactMap(host.id(of:)), "subviews before superviews")
    #expect(frame.added.isEmpty && frame.removed.isEmpty)
    #expect(frame.changedViews.isEmpty)
    #expect(host.id(of: c) != nil)
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func aViewRemovedAndPutBackBeforeTheNextPublishDidNotChange() throws {
    let (host, a, _, _) = hostWithCards()
    let id = try #require(host.id(of: a))
    a.removeFromSuperview()
    host.window.insertSubview(a, at: 0)
    try host.tick(to: 0.1)
    #expect(host.id(of: a) == id)
    #expect(!host.published.hasChanges)
    #expect(host.published.rearranged.isEmpty)
  }

  @Test func aViewPutBackElsewhereBeforeTheNextPublishMoved() throws {
    let (host, a, b, _) = hostWithCards()
    let id = try #require(host.id(of: a))
    a.removeFromSuperview()
    b.addSubview(a)
    try host.tick(to: 0.1)
    #expect(host.id(of: a) == id)
    #expect(host.published.moved.contains(id))
    #expect(host.published.added.isEmpty && host.published.removed.isEmpty)
  }

  @Test func aViewRemovedForAPublishAndAddedAgainIsANewView() throws {
    let (host, a, _, _) = hostWithCards()
    let old = try #require(host.id(of: a))
    a.removeFromSuperview()
    try host.tick(to: 0.1)
    #expect(host.published.removed == [old])
    host.window.addSubview(a)
    try host.tick(to: 0.2)
    let new = try #require(host.id(of: a))
    #expect(new != old)
    #expect(host.published.added == [new])
    #expect(host.published.removed.isEmpty)
    #expect(host.published[old] == nil, "the old id is not valid any more")
    #expect(host.published[new]?.changes == .all)
    #expect(publishedMismatches(host).isEmpty)
  }

  /// A view that moves to another host's window is removed from the first host's frames and
  /// added to the second's; each host keeps its own ids.
  @Test func aViewMovedToAnotherHostsWindowLeavesOneAndJoinsTheOther() throws {
    let (first, a, _, _) = hostWithCards()
    let second = StageHost(window: makeWindow())
    let old = try #require(first.id(of: a))
    second.window.addSubview(a)
    try first.tick(to: 0.1)
    try second.tick(to: 0.1)
    #expect(first.published.removed == [old])
    #expect(first.id(of: a) == nil)
    let new = try #require(second.id(of: a))
    #expect(second.published.added == [new])
    #expect(publishedMismatches(first).isEmpty)
    #expect(publishedMismatches(second).isEmpty)
  }

  /// Each value has its own bit, and setting it sets that bit only.
  @Test(arguments: [
    "center", "bounds", "bounds origin", "transform", "z scale", "alpha", "cornerRadius",
    "backgroundColor", "isHidden", "clipsToBounds", "content",
  ])
  func eachValueSetsItsOwnBit(value: String) throws {
    let (host, a, _, _) = hostWithCards()
    let expected: ViewChanges
    switch value {
    case "center": (a.center.x, expected) = (70, .center)
    case "bounds": (a.bounds.size.width, expected) = (120, .bounds)
    case "bounds origin": (a.bounds.origin.y, expected) = (30, .bounds)
    case "transform": (a.transform, expected) = (Transform(rotation: 0.1), .transform)
    case "z scale": (a.transform, expected) = (Transform(scaleZ: 0.5), .transform)
    case "alpha": (a.alpha, expected) = (0.4, .alpha)
    case "cornerRadius": (a.cornerRadius, expected) = (12, .cornerRadius)
    case "backgroundColor": (a.backgroundColor, expected) = (.blue, .backgroundColor)
    case "isHidden": (a.isHidden, expected) = (true, .isHidden)
    case "clipsToBounds": (a.clipsToBounds, expected) = (true, .clipsToBounds)
    default: (a.backendContent, expected) = ("picture", .content)
    }
    try host.tick(to: 0.1)
    let id = try #require(host.id(of: a))
    #expect(host.published.changedViews.map(\.id) == [id])
    #expect(host.published.changedViews.map(\.changes) == [expected])
    #expect(host.published.moved.isEmpty && host.published.rearranged.isEmpty)
    #expect(publishedMismatches(host).isEmpty)
    try host.tick(to: 0.2)
    #expect(!host.published.hasChanges, "the bit is for one publish")
  }

  @Test func theFrameChangesWithCentreAndBoundsAndAFrameSetsBoth() throws {
    let (host, a, _, _) = hostWithCards()
    a.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    try host.tick(to: 0.1)
    #expect(host.published.changedViews.map(\.changes) == [[.center, .bounds]])
    #expect(ViewChanges.geometry == [.center, .bounds, .transform])
    #expect(ViewChanges.all.rawValue == 0x1ff)
  }

  @Test func anAnimatingFrameMarksOnlyWhatMoved() throws {
    let (host, a, b, c) = hostWithCards()
    try host.window.animate(spring: .smooth) {
      a.center.y = 400
      b.alpha = 0
    }
    for frame in 1...30 {
      try host.tick(to: Double(frame) / 60)
      let changes = Dictionary(
        uniqueKeysWithValues: host.published.changedViews.map { ($0.id, $0.changes) })
      let (aID, bID, cID) = (host.id(of: a), host.id(of: b), host.id(of: c))
      #expect(aID.flatMap { changes[$0] } == .center)
      #expect(bID.flatMap { changes[$0] } == .alpha)
      #expect(cID != nil && cID.flatMap { changes[$0] } == nil)
      #expect(changes.count == 2)
      #expect(publishedMismatches(host).isEmpty)
    }
  }
}

// MARK: - A backend's mirror

/// A backend's own tree, built only from published frames as ``PublishedFrame`` says to apply
/// them: removals, then changed views, then each rearranged view's subviews.
@MainActor
final class MirrorBackend {
  struct Node {
    var values = ViewProperties()
    var isHidden = false
    var clipsToBounds = false
    var content: String?
    var subviews: [ViewID] = []
  }
  private(set) var nodes: [ViewID: Node] = [:]

  func apply(_ frame: PublishedFrame) {
    for id in frame.removed { nodes[id] = nil }
    for view in frame.changedViews {
      var node = nodes[view.id] ?? Node()
      if view.changes.contains(.center) { node.values.center = view.center }
      if view.changes.contains(.bounds) { node.values.bounds = view.bounds }
      if view.changes.contains(.transform) { node.values.transform = view.transform }
      if view.changes.contains(.alpha) { node.values.alpha = view.alpha }
      if view.changes.contains(.cornerRadius) { node.values.cornerRadius = view.cornerRadius }
      if view.changes.contains(.backgroundColor) {
        node.values.backgroundColor = view.backgroundColor
      }
      if view.changes.contains(.isHidden) { node.isHidden = view.isHidden }
      if view.changes.contains(.clipsToBounds) { node.clipsToBounds = view.clipsToBounds }
      if view.changes.contains(.content) { node.content = view.content as? String }
      nodes[view.id] = node
    }
    for id in frame.rearranged { nodes[id]?.subviews = frame.subviews(of: id).map(\.id) }
  }

  /// Where the mirror differs from `frame`.
  func mismatches(with frame: PublishedFrame) -> [String] {
    var problems: [String] = []
    if nodes.count != frame.views.count {
      problems.append("\(nodes.count) nodes for \(frame.views.count) views")
    }
    for view in frame.views {
      guard let node = nodes[view.id] else {
        problems.append("\(view.id) is missing")
        continue
      }
      if node.values != view.onScreen { problems.append("\(view.id): values") }
      if node.isHidden != view.isHidden || node.clipsToBounds != view.clipsToBounds {
        problems.append("\(view.id): flags")
      }
      if node.content != view.content as? String { problems.append("\(view.id): content") }
      if node.subviews != frame.subviews(of: view.id).map(\.id) {
        problems.append("\(view.id): subviews \(node.subviews)")
      }
    }
    return problems
  }
}

/// Random edits of a window's tree between publishes: the published changes are exactly the
/// difference between consecutive frames, ids last as long as a view stays, and a backend that
/// applies the changes has the engine's tree after every frame.
@MainActor
struct StageHostPropertyTests {
  /// Performs the edit that `code` picks on a pool of views.
  static func edit(_ code: Int, pool: [View], window: Window) {
    let view = pool[code % pool.count]
    let other = (code / pool.count) % (pool.count + 1)
    let parent = other == pool.count ? window : pool[other]
    switch (code / 1000) % 12 {
    case 0, 1: parent.insertSubview(view, at: code % 4)
    case 2: view.removeFromSuperview()
    case 3: view.superview?.bringSubviewToFront(view)
    case 4: view.superview?.sendSubviewToBack(view)
    case 5: view.center.x += 1
    case 6: view.alpha = Double(code % 3) / 2
    case 7: view.transform = Transform(scale: Double(code % 4) + 1)
    case 8: view.isHidden.toggle()
    case 9: view.backendContent = "content \(code % 3)"
    case 10: view.backgroundColor = code % 2 == 0 ? nil : .red
    default:
      // Out and back in again before the next publish.
      if let superview = view.superview {
        view.removeFromSuperview()
        superview.insertSubview(view, at: code % 3)
      }
    }
  }

  /// Where `frame`'s change lists differ from the difference between `before` and `frame`.
  static func changeMismatches(from before: PublishedFrame, to frame: PublishedFrame) -> [String] {
    var problems: [String] = []
    let old = Dictionary(uniqueKeysWithValues: before.views.map { ($0.id, $0) })
    let new = Dictionary(uniqueKeysWithValues: frame.views.map { ($0.id, $0) })
    let added = frame.views.map(\.id).filter { old[$0] == nil }
    let removed = before.views.map(\.id).filter { new[$0] == nil }
    let moved = frame.views.filter { view in
      old[view.id].map { $0.parent != view.parent || $0.index != view.index } ?? false
    }.map(\.id)
    if frame.added != added { problems.append("added \(frame.added), expected \(added)") }
    if frame.removed != removed { problems.append("removed \(frame.removed), expected \(removed)") }
    if frame.moved != moved { problems.append("moved \(frame.moved), expected \(moved)") }
    for view in frame.views {
      guard let was = old[view.id] else {
        if view.changes != .all { problems.append("\(view.id): added without every bit") }
        continue
      }
      var expected: ViewChanges = []
      if was.center != view.center { expected.insert(.center) }
      if was.bounds != view.bounds { expected.insert(.bounds) }
      if was.transform != view.transform { expected.insert(.transform) }
      if was.alpha != view.alpha { expected.insert(.alpha) }
      if was.cornerRadius != view.cornerRadius { expected.insert(.cornerRadius) }
      if was.backgroundColor != view.backgroundColor { expected.insert(.backgroundColor) }
      if was.isHidden != view.isHidden { expected.insert(.isHidden) }
      if was.clipsToBounds != view.clipsToBounds { expected.insert(.clipsToBounds) }
      // Content is marked whenever it is set, even to an equal value, so a real difference
      // must be marked and a mark may come without one.
      let contentDiffers = was.content as? String != view.content as? String
      if view.changes.subtracting(.content) != expected
        || (contentDiffers && !view.changes.contains(.content))
      {
        problems.append("\(view.id): changes \(view.changes.rawValue), expected \(expected)")
      }
      let oldSubviews = before.subviews(of: view.id).map(\.id)
      let rearranged = frame.rearranged.contains(view.id)
      if rearranged != (oldSubviews != frame.subviews(of: view.id).map(\.id)) {
        problems.append("\(view.id): rearranged is \(rearranged)")
      }
    }
    let changed = frame.views.filter { !$0.changes.isEmpty }.map(\.id)
    if frame.changedViews.map(\.id) != changed { problems.append("changedViews") }
    return problems
  }

  @Test func randomEditsArePublishedExactly() async {
    await propertyCheck(
      count: PropertyRuns.scaled(200), input: Gen.int(in: 0...11_999).array(of: 1...60)
    ) { codes in
      let window = makeWindow()
      let pool = (0..<8).map { index in
        let view = View(frame: Rect(x: Double(index) * 10, y: 0, width: 40, height: 40))
        view.name = "v\(index)"
        return view
      }
      let host = StageHost(window: window)
      let mirror = MirrorBackend()
      mirror.apply(host.published)
      var lastIDs: [ObjectIdentifier: ViewID] = [:]
      var before = host.published
      for (step, code) in codes.enumerated() {
        Self.edit(code, pool: pool, window: window)
        guard code % 3 == 0 || step == codes.count - 1 else { continue }
        try host.tick(to: Double(step) / 60)
        let frame = host.published
        #expect(publishedMismatches(host) == [])
        #expect(Self.changeMismatches(from: before, to: frame) == [])
        mirror.apply(frame)
        #expect(mirror.mismatches(with: frame) == [])
        // A view in two consecutive frames keeps its id; no id is given to two views.
        var ids: [ObjectIdentifier: ViewID] = [:]
        for view in [window] + pool {
          guard let id = host.id(of: view) else { continue }
          ids[ObjectIdentifier(view)] = id
          if let last = lastIDs[ObjectIdentifier(view)] { #expect(last == id) }
        }
        #expect(Set(ids.values).count == ids.count)
        #expect(ids.count == frame.views.count)
        lastIDs = ids
        before = frame
      }
    }
  }
}

@MainActor
struct StageHostIdentityTests {
  /// A view that leaves for a publish gives up its slot; when the slot has gone to another view
  /// and the first comes back, each has its own id.
  @Test func aViewBackAfterItsSlotWasReusedIsNotTakenForTheNewOwner() throws {
    let (host, a, _, _) = hostWithCards()
    let old = try #require(host.id(of: a))
    a.removeFromSuperview()
    host.publish()
    let d = View()
    host.window.addSubview(d)
    host.publish()
    let dID = try #require(host.id(of: d))
    #expect(dID.slot == old.slot, "the freed slot went to d")
    #expect(host.id(of: a) == nil)
    host.window.addSubview(a)
    host.publish()
    let new = try #require(host.id(of: a))
    #expect(new != dID && new != old)
    #expect(host.id(of: d) == dID)
    #expect(host.published.added == [new])
    #expect(host.published.moved.isEmpty)
    #expect(publishedMismatches(host).isEmpty)
  }

  /// Two hosts number their views alike; a view carrying another host's slot is new here.
  @Test func anotherHostsSlotMeansNothingHere() throws {
    let (first, a, _, _) = hostWithCards()
    let window = makeWindow()
    let decoy = View()
    window.addSubview(decoy)
    let second = StageHost(window: window)
    #expect(first.id(of: a)?.slot == 1)
    #expect(second.id(of: decoy)?.slot == 1, "the same slot index in the other host")
    a.removeFromSuperview()
    decoy.addSubview(a)
    second.publish()
    #expect(second.id(of: a) != second.id(of: decoy))
    #expect(second.published.added == [second.id(of: a)].compactMap { $0 })
    #expect(publishedMismatches(second).isEmpty)
  }
}
