public import Motion

/// What was on screen when a ``StageHost`` published, and what changed since its previous
/// publish: the one thing every backend reads.
///
/// ``views`` lists every view in the window, the window first, in depth-first order back to
/// front: a view comes before its subviews, and subviews come in their order (back first), each
/// followed by its own subtree. That is painting order, and it puts every superview before its
/// subviews, so a backend that walks the list in order can create and attach as it goes.
///
/// The changes are a difference between two published frames, not a log of what happened in
/// between: a view removed and put back where it was before the next publish did not change.
///
/// - ``added``: views in this frame that were not in the previous one (every bit of their
///   ``PublishedView/changes`` is set);
/// - ``removed``: views of the previous frame that are gone (their ids are no longer valid);
/// - ``moved``: views of both frames whose superview or index among its subviews differs (a view
///   whose sibling was inserted in front of it is moved, since its index changed);
/// - ``rearranged``: views whose list of subviews differs in any way (a subview added, removed,
///   moved in, out or to another index), subviews before their superviews: give each of them its
///   subviews in the published order and every superview ends up like the engine's;
/// - ``changedViews``: views with any of their values changed, in frame order.
///
/// A backend that keeps a tree of its own applies a frame in four steps:
///
/// ```swift
/// let frame = host.published
/// for id in frame.removed { mine.removeValue(forKey: id)?.removeFromParent() }
/// for view in frame.changedViews { mine[view.id, default: MyView()].apply(view) }
/// for id in frame.rearranged {
///   for (index, subview) in frame.subviews(of: id).enumerated() {
///     mine[id]?.insert(mine[subview.id], at: index)
///   }
/// }
/// ```
///
/// A frame is a value: keep one as long as you like. The host writes the next frame into the
/// storage of the one before, so a frame kept past the next publish costs that publish a copy;
/// read ``StageHost/published`` afresh each frame and nothing is copied or allocated.
public struct PublishedFrame: Sendable {
  /// How many times the host had published before this frame: 0 for the frame published when
  /// the host was made.
  public internal(set) var number = 0
  /// The window's time when the frame was published, in seconds.
  public internal(set) var time = 0.0
  /// Every view in the window, the window first, depth-first and back to front.
  public internal(set) var views: [PublishedView] = []
  /// Views not in the previous frame, in frame order.
  public internal(set) var added: [ViewID] = []
  /// Views of the previous frame that are no longer in the window, in the previous frame's
  /// order.
  public internal(set) var removed: [ViewID] = []
  /// Views whose superview or index among its subviews changed, in frame order.
  public internal(set) var moved: [ViewID] = []
  /// Views whose list of subviews changed, each after its subviews (depth-first, post-order).
  public internal(set) var rearranged: [ViewID] = []
  /// The positions in ``views`` of the views with changed values, ascending.
  var changedPositions: [Int] = []
  /// For each slot of the host's table, the position of its view in ``views``, or -1.
  var positions: [Int] = []

  /// Whether anything changed since the previous publish: a view added, removed, moved or with
  /// a value changed.
  public var hasChanges: Bool {
    !changedPositions.isEmpty || !removed.isEmpty || !moved.isEmpty
  }

  /// The window: the first view of every frame.
  public var window: PublishedView? { views.first }

  /// The views whose values changed since the previous publish (added views included), in frame
  /// order, read in place from ``views``.
  public var changedViews: ChangedViews {
    ChangedViews(views: views, positions: changedPositions)
  }

  /// The position of the view with `id` in ``views``, or `nil` when it is not in this frame.
  /// - Complexity: O(1).
  public func position(of id: ViewID) -> Int? {
    let slot = Int(id.slot)
    guard slot >= 0, slot < positions.count else { return nil }
    let position = positions[slot]
    guard position >= 0, position < views.count, views[position].id == id else { return nil }
    return position
  }

  /// The view with `id`, or `nil` when it is not in this frame.
  /// - Complexity: O(1).
  public subscript(id: ViewID) -> PublishedView? {
    guard let position = position(of: id) else { return nil }
    return views[position]
  }

  /// The subviews of the view with `id`, back to front (empty when it is not in this frame).
  /// - Complexity: each step skips the subtree of the subview before it: O(1).
  public func subviews(of id: ViewID) -> Subviews {
    guard let position = position(of: id) else {
      return Subviews(views: views, start: 0, count: 0)
    }
    return Subviews(views: views, start: position + 1, count: views[position].subviewCount)
  }

  /// The affine map from the view's coordinates to the window's, through its ancestors'
  /// published values; `nil` when the view is not in this frame. The same arithmetic as
  /// ``View/transformToRoot(_:)`` with ``ValueLayer/onScreen``, so the results are equal to the
  /// last bit.
  /// - Complexity: O(depth).
  public func transformToWindow(of id: ViewID) -> AffineTransform? {
    guard var position = position(of: id) else { return nil }
    var result = AffineTransform.identity
    while let parent = views[position].parent, let up = self.position(of: parent) {
      result = result.concatenating(views[position].onScreen.transformToSuperview)
      position = up
    }
    return result
  }

  /// Where the view is on screen, in window points: the bounding box of its bounds mapped
  /// through its transform and its ancestors'; `nil` when the view is not in this frame. Equal,
  /// to the last bit, to `view.convert(view.onScreen.bounds, to: nil, layer: .onScreen)`.
  /// - Complexity: O(depth).
  public func frameInWindow(of id: ViewID) -> Rect? {
    guard let position = position(of: id), let toWindow = transformToWindow(of: id) else {
      return nil
    }
    let rect = views[position].onScreen.bounds
    return rect.boundingBox(under: toWindow)
  }

  /// Whether the view or one of its ancestors is hidden (so it is not drawn); `nil` when the
  /// view is not in this frame.
  /// - Complexity: O(depth).
  public func isHiddenInWindow(_ id: ViewID) -> Bool? {
    guard var position = position(of: id) else { return nil }
    while true {
      if views[position].isHidden { return true }
      guard let parent = views[position].parent, let up = self.position(of: parent) else {
        return false
      }
      position = up
    }
  }

  /// The views of a frame whose values changed, read in place.
  public struct ChangedViews: RandomAccessCollection, Sendable {
    let views: [PublishedView]
    let positions: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(index: Int) -> PublishedView { views[positions[index]] }
  }

  /// The subviews of a published view, back to front, read in place.
  public struct Subviews: Sequence, Sendable {
    let views: [PublishedView]
    let start: Int
    /// How many subviews there are.
    public let count: Int

    public func makeIterator() -> Iterator {
      Iterator(views: views, position: start, remaining: count)
    }

    /// Steps from a subview to the next by skipping its subtree.
    public struct Iterator: IteratorProtocol {
      let views: [PublishedView]
      var position: Int
      var remaining: Int

      public mutating func next() -> PublishedView? {
        guard remaining > 0, position < views.count else { return nil }
        let view = views[position]
        position += view.descendantCount + 1
        remaining -= 1
        return view
      }
    }
  }
}

extension Rect {
  /// The bounding box of the four corners mapped by `transform`, computed as
  /// ``View/convert(_:to:layer:)->Rect`` does (the same corners in the same order, the same
  /// comparisons), so the two agree to the last bit.
  public func boundingBox(under transform: AffineTransform) -> Rect {
    // `Array.min()` and `max()` keep the first of equal values and skip what compares false.
    let first = transform.apply(to: Point(x: minX, y: minY))
    var low = first
    var high = first
    func include(_ corner: Point) {
      if corner.x < low.x { low.x = corner.x }
      if high.x < corner.x { high.x = corner.x }
      if corner.y < low.y { low.y = corner.y }
      if high.y < corner.y { high.y = corner.y }
    }
    include(transform.apply(to: Point(x: maxX, y: minY)))
    include(transform.apply(to: Point(x: minX, y: maxY)))
    include(transform.apply(to: Point(x: maxX, y: maxY)))
    return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}
