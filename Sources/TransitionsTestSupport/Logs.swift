public import Dynamics
public import Stage

/// Records lifecycle events of several controllers as "Name.event" strings.
///
/// ```swift
/// let log = LifecycleLog()
/// log.watch(home, as: "home")
/// window.rootViewController = home
/// log.entries  // ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear"]
/// ```
@MainActor
public final class LifecycleLog {
  /// The events so far, oldest first.
  public private(set) var entries: [String] = []

  public init() {}

  /// Records `controller`'s events under `name` (also its title). Holds the log weakly.
  public func watch(_ controller: ViewController, as name: String) {
    controller.title = name
    controller.lifecycleObserver = { [weak self] _, event in
      self?.entries.append("\(name).\(Self.name(event))")
    }
  }

  /// Forgets the events so far.
  public func clear() { entries.removeAll() }

  /// The event's name as UIKit spells the callback.
  public static func name(_ event: LifecycleEvent) -> String {
    switch event {
    case .viewDidLoad: return "viewDidLoad"
    case .viewWillAppear: return "viewWillAppear"
    case .viewDidAppear: return "viewDidAppear"
    case .viewWillDisappear: return "viewWillDisappear"
    case .viewDidDisappear: return "viewDidDisappear"
    case .willMoveToParent(let to): return to ? "willMoveToParent" : "willMoveToNilParent"
    case .didMoveToParent(let to): return to ? "didMoveToParent" : "didMoveToNilParent"
    }
  }
}

/// Records the states a recogniser's actions saw.
@MainActor
public final class StateLog {
  /// The states, in the order the actions ran.
  public private(set) var states: [GestureState] = []

  public init() {}

  /// Records every action of `recognizer` (holding the log weakly).
  public func attach(_ recognizer: GestureRecognizer) {
    recognizer.addAction { [weak self] recognizer in self?.states.append(recognizer.state) }
  }
}

/// A gesture delegate whose answers are set per test.
@MainActor
public final class ConfigurableGestureDelegate: GestureRecognizerDelegate {
  /// The answer to `gestureRecognizerShouldBegin(_:)`. Default: always `true`.
  public var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
  /// The answer to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`. Default: `false`.
  public var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

  public init() {}

  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    shouldBegin(recognizer)
  }

  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    simultaneous(recognizer, other)
  }
}

/// Records every event of a dynamics world (its `onEvent`, holding the log unowned).
public final class WorldEventLog {
  /// The events so far, oldest first.
  public private(set) var events: [WorldEvent] = []

  /// Starts recording `world`'s events (replacing its `onEvent`).
  public init(_ world: World) {
    world.onEvent = { [unowned self] event in self.events.append(event) }
  }

  /// The rest events.
  public var rests: [WorldEvent] {
    events.filter {
      if case .rest = $0 { return true }
      return false
    }
  }

  /// The contacts that began, in order.
  public var contactsBegan: [Contact] {
    events.compactMap {
      if case .contactBegan(let contact) = $0 { return contact }
      return nil
    }
  }
}
