/// The item contacts of the world's `contacts` listed by their first item, so that
/// `beginItemContact` finds whether a pair already touches without scanning every contact (a
/// resting stack has one per box). Rebuilt from the contacts when not current: at the start of
/// each step's item collisions (boundary contacts and ended contacts changed them), and after a
/// callback that may have changed them.
struct PairContactIndex: Sendable {
  /// Per item, the index in `contacts` of its first item contact (−1 for none).
  private var first: [Int] = []
  /// Per contact, the index of the same item's next item contact (−1 for none).
  private var next: [Int] = []
  /// Whether the index lists the contacts as they are.
  var isCurrent = false

  /// Lists `contacts`' item contacts for `items` items.
  mutating func rebuild(from contacts: [ActiveContact], items: Int) {
    if first.count != items { first = [Int](repeating: -1, count: items) }
    first.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    if next.count < contacts.count {
      next = [Int](repeating: -1, count: max(contacts.count, 2 * next.count))
    }
    // Over buffer pointers: `add` per contact checked both arrays' uniqueness on every write.
    let items = first.count
    contacts.withUnsafeBufferPointer { contacts in
      first.withUnsafeMutableBufferPointer { first in
        next.withUnsafeMutableBufferPointer { next in
          for k in contacts.indices.reversed() where contacts[k].boundary < 0 {
            let item = contacts[k].item
            guard item >= 0, item < items else { continue }
            next[k] = first[item]
            first[item] = k
          }
        }
      }
    }
    isCurrent = true
  }

  /// Lists the item contact at index `k` of the contacts, whose first item is `item`.
  mutating func add(_ k: Int, item: Int) {
    guard item >= 0, item < first.count else { return }
    if next.count <= k { next += [Int](repeating: -1, count: max(k + 1 - next.count, next.count)) }
    next[k] = first[item]
    first[item] = k
  }

  /// Whether `contacts` (the contacts this index lists) holds the item contact of `i` with `j`.
  func contains(_ i: Int, _ j: Int, in contacts: [ActiveContact]) -> Bool {
    guard i >= 0, i < first.count else { return false }
    var k = first[i]
    while k >= 0 {
      if contacts[k].other == j { return true }
      k = next[k]
    }
    return false
  }
}
