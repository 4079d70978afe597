/// Routes touches to recognisers and arbitrates between them, as UIKit's gesture environment
/// does. One per window.
///
/// - A touch that begins goes to the enabled recognisers of the view it hits and of that view's
///   ancestors, deepest first (a scroll view's pan before its container's).
/// - A recogniser may recognise when every recogniser it requires to fail has failed (it waits
///   while one is still possible), its delegate agrees, and every recogniser already recognised
///   in this sequence may recognise simultaneously with it.
/// - When one recognises, every other still possible that may not recognise simultaneously
///   with it fails.
/// - When the last touch lifts, recognisers still possible fail, and all are reset — except a
///   recogniser that waits for more touches (a double tap between taps), which stays possible
///   with those that wait for it until it recognises or fails (on time, or when a touch lands
///   elsewhere).
@MainActor
final class GestureArena {
  enum Resolution {
    case allowed
    case deferred
    case denied
  }

  weak var window: Window?
  /// Each active touch and the recognisers that receive it.
  private var touchRoutes: [(id: Int, recognizers: [GestureRecognizer])] = []
  /// Every recogniser involved in the current touch sequence, deepest first.
  private(set) var participants: [GestureRecognizer] = []

  func handle(_ touch: Touch) {
    switch touch.phase {
    case .began: begin(touch)
    case .moved:
      guard let route = touchRoutes.first(where: { $0.id == touch.id }) else { return }
      for recognizer in route.recognizers where recognizer.isInterested {
        recognizer.touchMoved(touch)
      }
    case .ended, .cancelled:
      guard let index = touchRoutes.firstIndex(where: { $0.id == touch.id }) else { return }
      let route = touchRoutes.remove(at: index)
      for recognizer in route.recognizers where recognizer.isInterested {
        if touch.phase == .ended {
          recognizer.touchEnded(touch)
        } else {
          recognizer.touchCancelled(touch)
        }
      }
      if touchRoutes.isEmpty { endSequence() }
    }
  }

  private func begin(_ touch: Touch) {
    guard !touchRoutes.contains(where: { $0.id == touch.id }), let window else { return }
    var receivers: [GestureRecognizer] = []
    var view = window.hitTest(touch.location)
    while let current = view {
      // A recogniser that has decided and only waits for another to fail takes no new touch.
      for recognizer in current.gestureRecognizers
      where recognizer.isInterested && recognizer.pendingState == nil {
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
          continue
        }
        receivers.append(recognizer)
      }
      view = current.superview
    }
    // A recogniser waiting for more touches that this touch does not reach has failed.
    for recognizer in participants
    where recognizer.lingers && !receivers.contains(where: { $0 === recognizer }) {
      recognizer.fail()
    }
    for recognizer in receivers where !participants.contains(where: { $0 === recognizer }) {
      participants.append(recognizer)
      recognizer.arena = self
    }
    touchRoutes.append((touch.id, receivers))
    for recognizer in receivers where recognizer.isInterested { recognizer.touchBegan(touch) }
  }

  /// Steps time-based recognisers (long presses, taps waiting for their next tap).
  func advance(to time: Double) {
    guard !participants.isEmpty else { return }
    var index = 0
    while index < participants.count {
      let recognizer = participants[index]
      if recognizer.isInterested { recognizer.timeAdvanced(to: time) }
      index += 1
    }
    if touchRoutes.isEmpty, !participants.contains(where: \.lingers) { settle() }
  }

  func resolve(_ recognizer: GestureRecognizer) -> Resolution {
    for required in recognizer.requirements {
      guard participants.contains(where: { $0 === required }) else { continue }
      switch required.state {
      case .possible: return .deferred
      case .failed: continue
      case .began, .changed, .ended, .cancelled: return .denied
      }
    }
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return .denied }
    for other in participants where other !== recognizer && other.hasRecognized {
      if !Self.simultaneous(recognizer, other) { return .denied }
    }
    return .allowed
  }

  func didRecognize(_ recognizer: GestureRecognizer) {
    for other in participants where other !== recognizer && other.state == .possible {
      let waits = other.requirements.contains { $0 === recognizer }
      if waits || !Self.simultaneous(recognizer, other) { other.fail() }
    }
  }

  func didFail(_ recognizer: GestureRecognizer) {
    for other in participants where other.pendingState != nil && other.state == .possible {
      guard other.requirements.contains(where: { $0 === recognizer }),
        let target = other.pendingState
      else { continue }
      other.requestRecognition(target)
    }
  }

  func remove(_ recognizer: GestureRecognizer) {
    participants.removeAll { $0 === recognizer }
    for index in touchRoutes.indices {
      touchRoutes[index].recognizers.removeAll { $0 === recognizer }
    }
    recognizer.arena = nil
  }

  /// The last touch lifted: whatever is still undecided fails (unless it waits for more
  /// touches, like a double tap between its taps), active gestures are cancelled, then
  /// everything that is done resets.
  private func endSequence() {
    for recognizer in participants
    where recognizer.state == .possible && recognizer.pendingState == nil && !recognizer.lingers {
      recognizer.fail()
    }
    for recognizer in participants where recognizer.state == .began || recognizer.state == .changed
    {
      recognizer.cancel()
    }
    settle()
  }

  /// With no touch down: while a recogniser lingers, keeps it and those waiting on it and resets
  /// the rest; otherwise fails whatever still waits and resets everyone.
  private func settle() {
    guard touchRoutes.isEmpty else { return }
    if participants.contains(where: \.lingers) {
      let waiting = participants.filter {
        $0.state == .possible && ($0.lingers || $0.pendingState != nil)
      }
      for recognizer in participants where !waiting.contains(where: { $0 === recognizer }) {
        recognizer.arena = nil
        recognizer.reset()
      }
      participants = waiting
      return
    }
    for recognizer in participants where recognizer.state == .possible { recognizer.fail() }
    let all = participants
    participants.removeAll()
    for recognizer in all {
      recognizer.arena = nil
      recognizer.reset()
    }
  }

  static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }
}
