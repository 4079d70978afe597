/// Attaching gesture recognisers to a view.
///
/// A recogniser belongs to one view at a time and receives the touches that begin on that view
/// or its descendants (the window's gesture arena decides which recogniser wins).
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// card.addGestureRecognizer(tap)
/// card.removeGestureRecognizer(tap)  // a gesture in progress is cancelled
/// ```
extension View {
  /// Attaches a recogniser; it receives touches that begin on this view or its descendants.
  /// A recogniser attached to another view moves here.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a recogniser; a gesture in progress is cancelled and it receives nothing more.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    gestureRecognizers.remove(at: index)
    recognizer.detach()
    recognizer.view = nil
  }
}
