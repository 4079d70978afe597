/// A view's identity in the frames a ``StageHost`` publishes: the same in every frame for as
/// long as the view stays in the host's window, and never given to another view by that host.
///
/// Ids are per host. Each is made of the index of the host's table entry that holds the view
/// (its *slot*, reused after the view leaves) and how many views held that slot before it (its
/// *generation*), so looking a view up by id is an array access, and a view that leaves and
/// comes back later gets a new id. There is no global counter: two hosts may hand out equal
/// ids, and an id means nothing to another host.
///
/// Ids are `Hashable`, so a backend keys its own objects by them:
///
/// ```swift
/// var layers: [ViewID: MyLayer] = [:]
/// for id in host.published.removed { layers[id] = nil }
/// for view in host.published.changedViews { layers[view.id, default: MyLayer()].apply(view) }
/// ```
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
  /// The index of the host's table entry that holds the view.
  let slot: Int32
  /// How many views held that entry before this one.
  let generation: UInt32

  init(slot: Int, generation: UInt32) {
    self.slot = Int32(truncatingIfNeeded: slot)
    self.generation = generation
  }

  /// `#slot` for a slot's first view, `#slot.generation` afterwards (`#3`, `#3.1`).
  public var description: String {
    generation == 0 ? "#\(slot)" : "#\(slot).\(generation)"
  }
}

/// Which published values of a view changed since the previous publish: one bit per value a
/// backend applies. A view that was just added has them all.
///
/// ```swift
/// for view in host.published.changedViews {
///   if view.changes.contains(.alpha) { layer.opacity = view.onScreen.alpha }
///   if !view.changes.isDisjoint(with: .geometry) { layer.place(view.onScreen) }
/// }
/// ```
public struct ViewChanges: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16

  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// ``ViewProperties/center``.
  public static let center = ViewChanges(rawValue: 1 << 0)
  /// ``ViewProperties/bounds`` (size or origin).
  public static let bounds = ViewChanges(rawValue: 1 << 1)
  /// ``ViewProperties/transform`` (any part, the z scale included).
  public static let transform = ViewChanges(rawValue: 1 << 2)
  /// ``ViewProperties/alpha``.
  public static let alpha = ViewChanges(rawValue: 1 << 3)
  /// ``ViewProperties/cornerRadius``.
  public static let cornerRadius = ViewChanges(rawValue: 1 << 4)
  /// ``ViewProperties/backgroundColor``.
  public static let backgroundColor = ViewChanges(rawValue: 1 << 5)
  /// ``View/isHidden``.
  public static let isHidden = ViewChanges(rawValue: 1 << 6)
  /// ``View/clipsToBounds``.
  public static let clipsToBounds = ViewChanges(rawValue: 1 << 7)
  /// ``View/backendContent`` was set.
  public static let content = ViewChanges(rawValue: 1 << 8)

  /// Where the view is and how big: centre, bounds and transform (the frame derives from the
  /// first two).
  public static let geometry: ViewChanges = [.center, .bounds, .transform]
  /// Every bit: what a view that was just added has.
  public static let all: ViewChanges = [
    .center, .bounds, .transform, .alpha, .cornerRadius, .backgroundColor, .isHidden,
    .clipsToBounds, .content,
  ]
}
