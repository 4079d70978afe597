public import Stage
public import Transitions

/// What a backend's toolkit must do for a ``ViewBinder``: four calls, no decisions. UIKit's glue
/// implements it over `UIView`; tests implement it over plain objects.
///
/// ```swift
/// final class Layers: BackendToolkit {
///   func makeView(for view: PublishedView, role: ViewRole?) -> Layer { Layer(name: role?.rawValue) }
///   func apply(_ values: ViewValues, changes: ViewChanges, to view: Layer) { view.set(values) }
///   func place(_ view: Layer, in parent: Layer, above sibling: Layer?) {
///     parent.insert(view, above: sibling)
///   }
///   func remove(_ view: Layer) { view.removeFromParent() }
/// }
/// ```
@MainActor
public protocol BackendToolkit: AnyObject {
  /// The toolkit's view type (`UIView`).
  associatedtype BackendView: AnyObject

  /// A new view for an engine view the transition created (a dimming view), not yet placed.
  /// `role` is the transition's name for it (`dimming`, `decoration`), when it has one.
  func makeView(for view: PublishedView, role: ViewRole?) -> BackendView
  /// Sets the `changes` of `values` on `view`, and nothing else.
  func apply(_ values: ViewValues, changes: ViewChanges, to view: BackendView)
  /// Puts `view` into `parent` directly in front of `sibling`, or at the back when `sibling` is
  /// `nil`. Called only when the engine's order changed (or the view is new).
  func place(_ view: BackendView, in parent: BackendView, above sibling: BackendView?)
  /// Takes `view` out of its parent: the engine removed the view it shows.
  func remove(_ view: BackendView)
}

/// How a bound backend view follows its engine view (``ViewBinder/bind(_:to:_:)``).
///
/// ```swift
/// binder.bind(engineCard, to: realCard, .presented)
/// ```
public struct BindingOptions: Sendable, Hashable {
  /// The values set on the backend view when they change. The rest is the toolkit's (the app's
  /// layout, say).
  public var applies: ViewChanges
  /// Whether the backend view's subviews follow the engine view's: views the engine adds under
  /// it become backend views, and bound views under it are placed in the engine's order.
  public var arrangesSubviews: Bool
  /// Whether the backend view leaves its parent when the engine view leaves the window.
  public var followsRemoval: Bool

  public init(applies: ViewChanges, arrangesSubviews: Bool, followsRemoval: Bool) {
    self.applies = applies
    self.arrangesSubviews = arrangesSubviews
    self.followsRemoval = followsRemoval
  }

  /// A view the engine moves entirely (a presented controller's view, a container's child):
  /// every value, placed by its engine parent, removed with it.
  public static let moved = BindingOptions(
    applies: ViewChanges.all.subtracting(.content), arrangesSubviews: false,
    followsRemoval: true)
  /// A view the app lays out and the engine only transforms (a presenter's view that shrinks
  /// behind a card): transform, alpha, corner radius and clipping; never moved or removed.
  public static let transformed = BindingOptions(
    applies: [.transform, .alpha, .cornerRadius, .clipsToBounds], arrangesSubviews: false,
    followsRemoval: false)
  /// The toolkit's own container (UIKit's transition container): no value is set, but what the
  /// engine puts in it is shown in it, in the engine's order.
  public static let container = BindingOptions(
    applies: [], arrangesSubviews: true, followsRemoval: false)
}
