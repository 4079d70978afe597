/// The host's table of the views it published and the frame it builds from it: the walk behind
/// ``StageHost/publish()``.
///
/// Each view in the window holds the index of its entry (`View.hostSlot`) and the identity of
/// the host that gave it (`View.hostToken`); the entry holds the view's identity. The host holds
/// no reference to any view (not even a weak one: a weak reference moves an object's reference
/// count to a side table, and every retain and release of the view would slow down), so it keeps
/// no view alive. It believes an entry only when all three agree, which is exact: a view whose
/// address was reused after it died cannot have been given the same entry by the same live host.
///
/// The frame is written into the storage of the frame before last (two buffers swapped on every
/// publish, the old one emptied once compared), so a steady publish allocates nothing.
@MainActor
struct Publisher {
  /// One entry of the table.
  struct Slot {
    /// The view's identity, while it is in the window; `nil` when the slot is free.
    var object: ObjectIdentifier?
    /// How many views held this slot before the current one.
    var generation: UInt32 = 0
    /// The view's `backendContentVersion` when last published.
    var contentVersion = 0
    /// The number of the last publish that saw the view.
    var seen = -1
  }

  /// The frame last published.
  var frame = PublishedFrame()
  /// The table, by slot.
  private var slots: [Slot] = []
  /// Slots free for reuse, the most recently freed last.
  private var freeSlots: [Int] = []
  /// The views of the frame before the one being built (the storage the next publish reuses).
  private var previous: [PublishedView] = []
  /// How many publishes have run.
  private var count = 0

  /// The id of `view` in the last published frame, if it was in it; `token` is the host's
  /// identity.
  func id(of view: View, token: ObjectIdentifier) -> ViewID? {
    guard let slot = slot(of: view, token: token) else { return nil }
    return ViewID(slot: slot, generation: slots[slot].generation)
  }

  /// The slot of `view`, if this host's table holds it.
  @inline(__always)
  private func slot(of view: View, token: ObjectIdentifier) -> Int? {
    let slot = view.hostSlot
    guard view.hostToken == token, slot >= 0, slot < slots.count,
      slots[slot].object == ObjectIdentifier(view)
    else { return nil }
    return slot
  }

  /// Publishes the tree under `window` as it is now, for the host whose identity is `token`.
  mutating func publish(_ window: Window, token: ObjectIdentifier) {
    // `previous` was emptied at the end of the last publish: the new frame goes there, and the
    // last one becomes what it is compared with.
    swap(&frame.views, &previous)
    frame.added.removeAll(keepingCapacity: true)
    frame.removed.removeAll(keepingCapacity: true)
    frame.moved.removeAll(keepingCapacity: true)
    frame.rearranged.removeAll(keepingCapacity: true)
    frame.changedPositions.removeAll(keepingCapacity: true)
    frame.number = count
    frame.time = window.currentTime

    visit(window, parent: nil, index: 0, token: token)

    // Views of the previous frame not seen now are gone; when every previous view was seen
    // again there is nothing to look for.
    if frame.views.count - frame.added.count != previous.count {
      for old in previous {
        let slot = Int(old.id.slot)
        guard slots[slot].seen != count, slots[slot].generation == old.id.generation else {
          continue
        }
        frame.removed.append(old.id)
        slots[slot].object = nil
        slots[slot].generation &+= 1
        frame.positions[slot] = -1
        freeSlots.append(slot)
      }
    }
    // Nothing of the last frame stays alive (its views' content) once this one is out.
    previous.removeAll(keepingCapacity: true)
    count += 1
  }

  /// Publishes `view` and its subtree at the end of the frame; returns whether the view was
  /// added or moved (so that its superview is rearranged).
  @discardableResult
  private mutating func visit(
    _ view: View, parent: ViewID?, index: Int, token: ObjectIdentifier
  ) -> Bool {
    let position = frame.views.count
    let shown = view.shown
    let subviews = view.subviews
    let isHidden = view.isHidden
    let clips = view.clipsToBounds
    let contentVersion = view.backendContentVersion
    var bits: UInt16 = 0
    var placed = false
    var oldSubviewCount = 0
    let slot: Int
    let old: Int
    if let known = self.slot(of: view, token: token) {
      slot = known
      old = frame.positions[known]
    } else {
      slot = takeSlot(for: view, token: token)
      old = -1
    }
    let id = ViewID(slot: slot, generation: slots[slot].generation)
    // A slot the table held at the last publish has the view's record at `old` (checked all
    // the same, so that nothing could go wrong but a view published as new).
    if old >= 0, old < previous.count {
      bits = Self.differences(previous[old].onScreen, shown)
      if previous[old].isHidden != isHidden { bits |= ViewChanges.isHidden.rawValue }
      if previous[old].clipsToBounds != clips { bits |= ViewChanges.clipsToBounds.rawValue }
      if slots[slot].contentVersion != contentVersion { bits |= ViewChanges.content.rawValue }
      if previous[old].parent != parent || previous[old].index != index {
        frame.moved.append(id)
        placed = true
      }
      oldSubviewCount = previous[old].subviewCount
    } else {
      bits = ViewChanges.all.rawValue
      frame.added.append(id)
      placed = true
    }
    slots[slot].seen = count
    slots[slot].contentVersion = contentVersion
    frame.positions[slot] = position
    if bits != 0 { frame.changedPositions.append(position) }
    frame.views.append(
      PublishedView(
        id: id, parent: parent, index: index, subviewCount: subviews.count, descendantCount: 0,
        onScreen: shown, isHidden: isHidden, clipsToBounds: clips, content: view.backendContent,
        changes: ViewChanges(rawValue: bits)))

    var rearranged = subviews.count != oldSubviewCount
    for (index, subview) in subviews.enumerated() {
      if visit(subview, parent: id, index: index, token: token) { rearranged = true }
    }
    frame.views[position].descendantCount = frame.views.count - position - 1
    if rearranged { frame.rearranged.append(id) }
    return placed
  }

  /// A free slot (or a new one) holding `view`.
  private mutating func takeSlot(for view: View, token: ObjectIdentifier) -> Int {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = slots.count
      slots.append(Slot())
      frame.positions.append(-1)
    }
    slots[slot].object = ObjectIdentifier(view)
    slots[slot].seen = -1
    view.hostSlot = slot
    view.hostToken = token
    return slot
  }

  /// The bits of the values that differ.
  @inline(__always)
  private static func differences(_ a: ViewProperties, _ b: ViewProperties) -> UInt16 {
    var bits: UInt16 = 0
    if a.center != b.center { bits |= ViewChanges.center.rawValue }
    if a.bounds != b.bounds { bits |= ViewChanges.bounds.rawValue }
    if a.transform != b.transform { bits |= ViewChanges.transform.rawValue }
    if a.alpha != b.alpha { bits |= ViewChanges.alpha.rawValue }
    if a.cornerRadius != b.cornerRadius { bits |= ViewChanges.cornerRadius.rawValue }
    if a.backgroundColor != b.backgroundColor { bits |= ViewChanges.backgroundColor.rawValue }
    return bits
  }
}
