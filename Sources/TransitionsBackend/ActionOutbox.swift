/// The actions a mirror collects for its toolkit between two calls, handed out by ``drain()``
/// without copying and without allocating again: the storage is kept, and emptied on the first
/// action after a drain. Once the toolkit has let go of the array a call returned (as a display
/// link's handler does when it returns), the storage is unique again and a frame's actions cost
/// no allocation.
///
/// ```swift
/// var outbox = ActionOutbox<BackendAction>()
/// outbox.append(.dismiss)
/// let actions = outbox.drain()   // [.dismiss]
/// outbox.drain()                 // [] (nothing since)
/// ```
struct ActionOutbox<Action> {
  private var actions: [Action] = []
  /// Whether ``actions`` was handed out by ``drain()`` and is to be emptied first.
  private var drained = false

  /// Whether no action waits.
  var isEmpty: Bool { drained || actions.isEmpty }

  /// An empty outbox with room for a busy frame's actions (the context's progress, alongside
  /// animations, a haptic, the content's placement and safe area, …), so that a frame with more
  /// of them than the frames before does not grow the storage while the finger moves.
  init() {
    actions.reserveCapacity(16)
  }

  mutating func append(_ action: Action) {
    if drained {
      actions.removeAll(keepingCapacity: true)  // unique again once the caller let go: no copy
      drained = false
    }
    actions.append(action)
  }

  mutating func append(contentsOf more: some Sequence<Action>) {
    for action in more { append(action) }
  }

  /// The actions since the last drain, in order.
  mutating func drain() -> [Action] {
    guard !drained else { return [] }
    drained = true
    return actions
  }
}
