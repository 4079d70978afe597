/// The host's table of the views it published and the frame it builds from it: the walk behind
/// ``StageHost/publish()``.
///
/// Each view in the window holds the index of its entry (`View.hostSlot`); the entry holds the
/// view weakly, so the host keeps no view alive, and an entry is only believed when it points
/// back at the view. The frame is written into the storage of the frame before last (two
/// buffers swapped on every publish, the old one emptied once compared), so a steady publish
/// allocates nothing.
@MainActor
struct Publisher {
  /// One entry of the table.
  struct Slot {
    /// The view, while it is in the window (not retained).
    weak var view: View?
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

  /// The id of `view` in the last published frame, if it was in it.
  func id(of view: View) -> ViewID? {
    let slot = view.hostSlot
    guard slot >= 0, slot < slots.count, slots[slot].view === view else { return nil }
    return ViewID(slot: slot, generation: slots[slot].generation)
  }

  /// The view with `id`, if it is still alive and was in the last published frame.
  func view(for id: ViewID) -> View? {
    let slot = Int(id.slot)
    guard slot >= 0, slot < slots.count, slots[slot].generation == id.generation else {
      return nil
    }
    return slots[slot].view
  }

  /// Publishes the tree under `window` as it is now.
  mutating func publish(_ window: Window) {
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

    visit(window, parent: nil, index: 0)

    // Views of the previous frame not seen now are gone; when every previous view was seen
    // again there is nothing to look for.
    if frame.views.count - frame.added.count != previous.count {
      for old in previous {
        let slot = Int(old.id.slot)
        guard slots[slot].seen != count, slots[slot].generation == old.id.generation else {
          continue
        }
        frame.removed.append(old.id)
        slots[slot].view = nil
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
  private mutating func visit(_ view: View, parent: ViewID?, index: Int) -> Bool {
    let position = frame.views.count
    let shown = view.shown
    let subviews = view.subviews
    let isHidden = view.isHidden
    let clips = view.clipsToBounds
    let contentVersion = view.backendContentVersion
    var slot = view.hostSlot
    var bits: UInt16 = 0
    var placed = false
    var oldSubviewCount = 0
    let id: ViewID
    if slot >= 0, slot < slots.count, slots[slot].view === view {
      id = ViewID(slot: slot, generation: slots[slot].generation)
      let old = frame.positions[slot]
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
      slot = takeSlot(for: view)
      id = ViewID(slot: slot, generation: slots[slot].generation)
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
      if visit(subview, parent: id, index: index) { rearranged = true }
    }
    frame.views[position].descendantCount = frame.views.count - position - 1
    if rearranged { frame.rearranged.append(id) }
    return placed
  }

  /// A free slot (or a new one) holding `view`.
  private mutating func takeSlot(for view: View) -> Int {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = slots.count
      slots.append(Slot())
      frame.positions.append(-1)
    }
    slots[slot].view = view
    slots[slot].seen = -1
    view.hostSlot = slot
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
