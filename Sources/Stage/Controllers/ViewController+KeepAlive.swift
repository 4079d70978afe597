extension ViewController {
  /// Keeps `object` alive for as long as this controller lives: the way to own a
  /// ``transitioningDelegate`` (held weakly) without a subclass property. Adding the same object
  /// twice keeps it once.
  ///
  /// ```swift
  /// detail.transitioningDelegate = manager
  /// detail.keepAlive(manager)
  /// ```
  public func keepAlive(_ object: AnyObject) {
    guard !keptAlive.contains(where: { $0 === object }) else { return }
    keptAlive.append(object)
  }

  /// Stops keeping `object` alive (a no-op if this controller does not keep it).
  public func stopKeepingAlive(_ object: AnyObject) {
    keptAlive.removeAll { $0 === object }
  }

  /// Whether this controller keeps `object` alive.
  public func keepsAlive(_ object: AnyObject) -> Bool {
    keptAlive.contains { $0 === object }
  }
}
