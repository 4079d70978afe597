extension PanInteraction.StateMachine {
  /// The actions one event asks for, in order, held inline: a pan event asks for at most two,
  /// and a finger's every frame must not allocate (BENCHMARKS.md, "dragged, with touches").
  /// More than ``inlineCapacity`` actions still keep their order, in an array.
  struct Actions: Sequence, Sendable, Hashable {
    /// How many actions are held without allocating.
    static let inlineCapacity = 3

    private var first: Action?
    private var second: Action?
    private var third: Action?
    private var more: [Action] = []

    /// No action.
    init() {}

    /// The given actions, in order.
    init(_ action: Action) {
      first = action
    }

    /// The given actions, in order.
    init(_ action: Action, _ next: Action) {
      first = action
      second = next
    }

    /// Whether there is no action.
    var isEmpty: Bool { first == nil }

    /// Adds `action` after the others.
    mutating func append(_ action: Action) {
      if first == nil {
        first = action
      } else if second == nil {
        second = action
      } else if third == nil {
        third = action
      } else {
        more.append(action)
      }
    }

    /// These actions, then `other`'s.
    static func + (lhs: Actions, rhs: Actions) -> Actions {
      var result = lhs
      for action in rhs { result.append(action) }
      return result
    }

    func makeIterator() -> Iterator {
      Iterator(actions: self)
    }

    /// Walks the inline actions, then the rest.
    struct Iterator: IteratorProtocol {
      let actions: Actions
      var position = 0

      mutating func next() -> Action? {
        defer { position += 1 }
        switch position {
        case 0: return actions.first
        case 1: return actions.second
        case 2: return actions.third
        default:
          let index = position - Actions.inlineCapacity
          return index < actions.more.count ? actions.more[index] : nil
        }
      }
    }
  }
}
