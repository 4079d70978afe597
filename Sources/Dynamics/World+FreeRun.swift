import Motion

/// Items that move alone (no contact, no spring list, no partner) are stepped in one pass over
/// the buffers.
extension World {
  /// The end of the run of items from `start` that a step moves alone: not tied to another
  /// item, not held still, colliding with no boundary and needing no spring list
  /// (``ItemModel/movesAlone``). `start` itself when it is not one.
  func endOfFreeRun(from start: Int, count: Int) -> Int {
    guard cache.boundaries.count <= 64 else { return start }
    return models.withUnsafeBufferPointer { models in
      heldStill.withUnsafeBufferPointer { held in
        cache.itemBoundaryMasks.withUnsafeBufferPointer { masks in
          var end = start
          while end < count, masks[end] == 0, !held[end], !models[end].isCoupled,
            models[end].movesAlone
          {
            end += 1
          }
          return end
        }
      }
    }
  }

  /// Where `advanceFreeRun` writes: the committed states (a step) or the presented ones.
  enum FreeRunTarget { case states, presented }

  /// Advances each item of `run` (see `endOfFreeRun`) from its committed state by `tau`, in
  /// one pass over the buffers: what `integrate` does for an item that collides with nothing,
  /// without a retain, a uniqueness check or a copy of the item's model per item.
  func advanceFreeRun(_ run: Range<Int>, by tau: Double, into target: FreeRunTarget) {
    propagators.withUnsafeMutableBufferPointer { propagators in
      models.withUnsafeBufferPointer { models in
        switch target {
        case .states:
          states.withUnsafeMutableBufferPointer { states in
            for i in run {
              states[i] = models[i].advanceAlone(
                states[i], by: tau, propagators: &propagators[i])
            }
          }
        case .presented:
          states.withUnsafeBufferPointer { states in
            presented.withUnsafeMutableBufferPointer { presented in
              for i in run {
                presented[i] = models[i].advanceAlone(
                  states[i], by: tau, propagators: &propagators[i])
              }
            }
          }
        }
      }
    }
  }
}
