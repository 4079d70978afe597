public import Motion
public import Observation
public import Transitions

/// Names a zoom's source in a declarative front end: an identifier in a namespace, as SwiftUI's
/// `matchedTransitionSource(id:in:)` and `.zoom(sourceID:in:)` name it. Two keys are equal when
/// their identifiers and namespaces are equal (and of the same types).
///
/// ```swift
/// let key = ZoomSourceKey(id: photo.id, namespace: namespace)  // SwiftUI's Namespace.ID
/// ```
public struct ZoomSourceKey: Hashable, Sendable {
  private let id: any Hashable & Sendable
  private let namespace: any Hashable & Sendable

  public init(id: some Hashable & Sendable, namespace: some Hashable & Sendable) {
    self.id = id
    self.namespace = namespace
  }

  public static func == (a: ZoomSourceKey, b: ZoomSourceKey) -> Bool {
    AnyHashable(a.id) == AnyHashable(b.id) && AnyHashable(a.namespace) == AnyHashable(b.namespace)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(id))
    hasher.combine(AnyHashable(namespace))
  }
}

/// The zoom sources a declarative front end has marked, by ``ZoomSourceKey``, for the
/// presentations that zoom from them: SwiftUI's `.transitionSource(id:in:)` registers its marker
/// view here; `.presentation(…, transition: .zoom(sourceID:in:))` finds it, through
/// ``resolving(_:frameInWindow:)``, when the zoom presents and again when it dismisses.
///
/// - **Weak.** Views are held weakly: a marker that leaves the screen without unregistering is
///   simply gone (the zoom falls back).
/// - **One view per key.** The last view registered for a key is its source; unregistering a
///   view that is no longer the key's changes nothing (a recycled cell registered anew first).
/// - **Hidden.** While the zoom hides a source, its key is in ``hiddenKeys`` (observed: the
///   marked view draws itself transparent, as UIKit's zoom hides its source view).
///
/// ```swift
/// let sources = ZoomSourceRegistry<UIView>()
/// sources.register(marker, for: ZoomSourceKey(id: 7, namespace: namespace))
/// host.present(hosting, transition: sources.resolving(.zoom(sourceKey: key)))
/// ```
@MainActor @Observable
public final class ZoomSourceRegistry<BackendView: AnyObject> {
  @ObservationIgnored private var views: [ZoomSourceKey: WeakReference<BackendView>] = [:]
  /// The keys whose source view the zoom hides now.
  public private(set) var hiddenKeys: Set<ZoomSourceKey> = []

  public init() {}

  /// Makes `view` the source for `key` (replacing any other). Keys whose views have gone are
  /// dropped.
  public func register(_ view: BackendView, for key: ZoomSourceKey) {
    guard views[key]?.value !== view else { return }
    views = views.filter { $0.value.value != nil }
    views[key] = WeakReference(view)
  }

  /// Forgets `view` as the source for `key`, if it still is; its key is no longer hidden.
  public func unregister(_ view: BackendView, for key: ZoomSourceKey) {
    guard let registered = views[key], registered.value === view || registered.value == nil
    else { return }
    views[key] = nil
    setHidden(false, for: key)
  }

  /// The source view for `key`, if one is registered and alive.
  public func view(for key: ZoomSourceKey) -> BackendView? {
    views[key]?.value
  }

  /// How many keys have a live view.
  public var count: Int {
    views.values.filter { $0.value != nil }.count
  }

  /// Records that the zoom hid (`true`) or showed the source view of `key` (the marker view's
  /// `isHidden` changed).
  public func setHidden(_ hidden: Bool, for key: ZoomSourceKey) {
    guard hiddenKeys.contains(key) != hidden else { return }
    if hidden { hiddenKeys.insert(key) } else { hiddenKeys.remove(key) }
  }

  /// Whether the zoom hides the source of `key` now.
  public func isHidden(_ key: ZoomSourceKey) -> Bool {
    hiddenKeys.contains(key)
  }

  /// `style`, with a zoom whose source is a key (`TransitionStyle/zoom(_:sourceKey:)`)
  /// made to zoom from the view registered for that key: asked when the zoom presents and when
  /// it dismisses, this registry held weakly. With `frameInWindow`, a popover whose source is a
  /// key (`TransitionStyle/popover(_:sourceKey:)`) points at the frame `frameInWindow` gives of
  /// the view registered for that key, asked each time the popover is laid out (see
  /// ``resolvePopover(_:frameInWindow:)``). Any other transition is unchanged.
  public func resolving(
    _ style: TransitionStyle,
    frameInWindow: (@MainActor @Sendable (BackendView) -> Rect?)? = nil
  ) -> TransitionStyle {
    .custom { [weak self] in
      let transition = style.makeTransition()
      if let zoom = transition as? ZoomTransition, let key = zoom.toolkitSource as? ZoomSourceKey {
        zoom.toolkitSource = ToolkitZoomSource<BackendView> { [weak self] _ in
          self?.view(for: key)
        }
      }
      if let popover = transition as? PopoverTransition, let frameInWindow {
        self?.resolvePopover(popover, frameInWindow: frameInWindow)
      }
      return transition
    }
  }
}

extension TransitionStyle {
  /// The matched-element zoom (`ZoomTransition`) from the source a front end marked
  /// with `key`, found by ``ZoomSourceRegistry/resolving(_:frameInWindow:)`` (SwiftUI's
  /// `.zoom(sourceID:in:)`). Presented without a registry, nothing resolves the key and the zoom
  /// falls back to a fade and a shrink.
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceKey key: ZoomSourceKey
  ) -> TransitionStyle {
    .custom {
      let zoom = ZoomTransition(configuration)
      zoom.toolkitSource = key
      return zoom
    }
  }
}
