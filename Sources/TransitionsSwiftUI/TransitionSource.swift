public import SwiftUI
public import Transitions
import TransitionsBackend
import UIKit

extension View {
  /// Marks this view as the source of a zoom for `id` in `namespace`, as SwiftUI's
  /// `matchedTransitionSource(id:in:)` does for `navigationTransition(.zoom(sourceID:in:))`: a
  /// `.presentation` on this view or an ancestor, with the transition
  /// ``Transitions/TransitionStyle/zoom(_:sourceID:in:)`` for the same `id` and `namespace`,
  /// zooms the presented view out of this one, and back into it (wherever it is then) when it
  /// is dismissed. While the zoom shows it, this view is transparent. A `.presentation` with
  /// ``Transitions/TransitionStyle/popover(_:sourceID:in:)`` for the same `id` and `namespace`
  /// points its popover at this view.
  ///
  /// ```swift
  /// @Namespace private var tiles
  ///
  /// ForEach(photos) { photo in
  ///   Button(photo.title) { selection = photo }
  ///     .transitionSource(id: photo.id, in: tiles, cornerRadius: 12)
  /// }
  /// .presentation(item: $selection, transition: .zoom(sourceID: selection?.id, in: tiles)) {
  ///   PhotoView($0)
  /// }
  /// ```
  ///
  /// Its frame is read from a UIKit view in its background when the zoom presents and when it
  /// dismisses. A view that is gone by then (scrolled away, removed) is no source: the zoom
  /// fades and shrinks to the centre instead. Outside a `.presentation`, it marks nothing.
  ///
  /// - Parameters:
  ///   - id: the identifier, usually the presented item's `id`.
  ///   - namespace: the namespace of `id`, from a `@Namespace` property.
  ///   - cornerRadius: the view's corner radius, which the zoom grows from and shrinks back
  ///     to, in points; default 0.
  public func transitionSource(
    id: some Hashable & Sendable, in namespace: Namespace.ID, cornerRadius: CGFloat = 0
  ) -> some View {
    modifier(
      TransitionSourceModifier(
        key: ZoomSourceKey(id: id, namespace: namespace), cornerRadius: Double(cornerRadius)))
  }
}

extension TransitionStyle {
  /// The matched-element zoom (``Transitions/ZoomTransition``) from the view marked with
  /// ``SwiftUI/View/transitionSource(id:in:cornerRadius:)`` for `sourceID` in `namespace`, as
  /// SwiftUI's `.zoom(sourceID:in:)`; for `.presentation` on that view or an ancestor.
  ///
  /// ```swift
  /// .presentation(item: $selection, transition: .zoom(sourceID: selection?.id, in: tiles)) {
  ///   PhotoView($0)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: the zoom's numbers (its `sourceFrame` is not used).
  ///   - sourceID: the identifier a `transitionSource` modifier marks.
  ///   - namespace: the namespace of `sourceID`.
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceID: some Hashable & Sendable, in namespace: Namespace.ID
  ) -> TransitionStyle {
    .zoom(configuration, sourceKey: ZoomSourceKey(id: sourceID, namespace: namespace))
  }
}

/// Puts a marker view behind the marked view, registered with the nearest `.presentation`'s
/// sources, and makes the marked view transparent while the zoom hides its marker.
struct TransitionSourceModifier: ViewModifier {
  let key: ZoomSourceKey
  let cornerRadius: Double
  @Environment(\.zoomSources) private var sources

  func body(content: Content) -> some View {
    content
      .opacity(sources?.isHidden(key) == true ? 0 : 1)
      .background { SourceMarker(key: key, cornerRadius: cornerRadius, sources: sources) }
  }
}

/// The marked view's frame as a UIKit view: what the zoom measures, hides and shows.
struct SourceMarker: UIViewRepresentable {
  let key: ZoomSourceKey
  let cornerRadius: Double
  let sources: ZoomSourceRegistry<UIView>?

  func makeUIView(context: Context) -> SourceMarkerView {
    SourceMarkerView(frame: .zero)
  }

  func updateUIView(_ marker: SourceMarkerView, context: Context) {
    marker.mark(key, in: sources, cornerRadius: cornerRadius)
  }

  static func dismantleUIView(_ marker: SourceMarkerView, coordinator: Coordinator) {
    marker.unmark()
  }
}

/// An invisible view filling the marked view (its background), registered as the source of its
/// key; the zoom's hiding it (`isHidden`) is reported to the sources, so the marked view hides.
final class SourceMarkerView: UIView {
  private var key: ZoomSourceKey?
  private weak var sources: ZoomSourceRegistry<UIView>?

  override var isHidden: Bool {
    didSet {
      guard let key, isHidden != oldValue else { return }
      sources?.setHidden(isHidden, for: key)
    }
  }

  func mark(_ key: ZoomSourceKey, in sources: ZoomSourceRegistry<UIView>?, cornerRadius: Double) {
    if key != self.key || sources !== self.sources { unmark() }
    self.key = key
    self.sources = sources
    sources?.register(self, for: key)
    layer.cornerRadius = CGFloat(cornerRadius)
    isUserInteractionEnabled = false
  }

  func unmark() {
    if let key { sources?.unregister(self, for: key) }
    key = nil
    sources = nil
  }
}

extension EnvironmentValues {
  /// The zoom sources of the nearest `.presentation` modifier, for `.transitionSource(id:in:)`.
  var zoomSources: ZoomSourceRegistry<UIView>? {
    get { self[ZoomSourcesKey.self] }
    set { self[ZoomSourcesKey.self] = newValue }
  }
}

struct ZoomSourcesKey: EnvironmentKey {
  static let defaultValue: ZoomSourceRegistry<UIView>? = nil
}
