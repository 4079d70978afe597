/// A ``ContainerViewController``'s selection as a value: the visible child, and whether a
/// transition runs (with a selection queued behind it) or a drag towards a missing neighbour
/// rubber-bands. Pure: each step takes what happened and says what the container must do, so
/// the rules are tested without views (`ContainerSelectionStateTests`).
///
/// ```
/// idle ──select(i ≠ selected)──▶ start(i) ──transitionBegan(i)──▶ transitioning(i, queued: nil)
/// idle ──pan towards a missing neighbour──▶ rubberBanding ──rubberBandEnded──▶ idle
/// transitioning(i, q) ──select(j)──▶ finish the running one; queued: j (nil when j = i)
/// transitioning(i, q) ──transitionEnded(finished)──▶ idle, selected = i if finished; start q
/// ```
public struct ContainerSelectionState: Sendable, Hashable {
  /// What the container is doing.
  public enum Phase: Sendable, Hashable {
    /// Showing ``ContainerSelectionState/selectedIndex``, nothing moving.
    case idle
    /// A drag towards a neighbour that does not exist moves the visible child (no transition).
    case rubberBanding
    /// A transition to `target` runs; `queued` is selected when it completes.
    case transitioning(to: Int, queued: Int?)
  }

  /// What ``select(_:)`` asks the container to do.
  public enum Selection: Sendable, Hashable {
    /// Nothing: out of range, already selected, or already the running transition's target.
    case ignore
    /// Start a transition to this index.
    case start(Int)
    /// Finish the running transition from where it is; the selection is queued behind it.
    case finishRunning
  }

  /// How many children there are (at least one).
  public let count: Int
  /// The visible child.
  public private(set) var selectedIndex: Int
  /// What happens now.
  public private(set) var phase = Phase.idle

  public init(count: Int, selectedIndex: Int = 0) {
    self.count = max(count, 1)
    self.selectedIndex = min(max(selectedIndex, 0), self.count - 1)
  }

  /// The index the running transition goes to.
  public var targetIndex: Int? {
    if case .transitioning(let target, _) = phase { return target }
    return nil
  }

  /// A selection: while a transition runs, it finishes first and this one is queued (selecting
  /// its own target again un-queues); otherwise a transition starts unless `index` is visible
  /// or out of range.
  public mutating func select(_ index: Int) -> Selection {
    guard (0..<count).contains(index) else { return .ignore }
    if case .transitioning(let target, let queued) = phase {
      guard index != target || queued != nil else { return .ignore }
      phase = .transitioning(to: target, queued: index == target ? nil : index)
      return .finishRunning
    }
    return index == selectedIndex ? .ignore : .start(index)
  }

  /// A drag began, its finger moving by `dx` points (negative: left, towards the next child):
  /// the neighbour it asks for, or `nil` (and rubber banding) when there is none or it did not
  /// move sideways. Nothing while a transition runs.
  public mutating func dragBegan(dx: Double) -> Int? {
    guard targetIndex == nil else { return nil }
    let target = dx < 0 ? selectedIndex + 1 : selectedIndex - 1
    guard dx != 0, dx.isFinite, (0..<count).contains(target) else {
      phase = .rubberBanding
      return nil
    }
    return target
  }

  /// A drag towards a neighbour that may not be selected (a tab bar delegate refused it)
  /// rubber-bands as one towards a missing neighbour does.
  public mutating func dragRefused() {
    if phase == .idle { phase = .rubberBanding }
  }

  /// Whether a drag moves the visible child with rubber banding now.
  public var isRubberBanding: Bool { phase == .rubberBanding }

  /// The rubber-banding drag ended.
  public mutating func rubberBandEnded() {
    if phase == .rubberBanding { phase = .idle }
  }

  /// A transition to `index` began (a rubber band in progress is over).
  public mutating func transitionBegan(to index: Int) {
    guard targetIndex == nil, (0..<count).contains(index) else { return }
    phase = .transitioning(to: index, queued: nil)
  }

  /// The running transition completed (`finished`: the target is now visible). Returns the
  /// queued selection to start next, if any and not already visible.
  public mutating func transitionEnded(finished: Bool) -> Int? {
    guard case .transitioning(let target, let queued) = phase else { return nil }
    if finished { selectedIndex = target }
    phase = .idle
    guard let queued, queued != selectedIndex else { return nil }
    return queued
  }
}
