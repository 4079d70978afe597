public import Motion
import Stage

/// Where a toolkit view is on screen, as its toolkit measures it in its window's coordinates
/// (UIKit: `view.convert(view.bounds, to: nil)`): the facts from which a zoom's source is placed
/// in the transition's container, or found to be gone (``SourcePlacement/resolve(_:hiddenByZoom:in:)``).
///
/// ```swift
/// let cell = WindowPlacement(
///   window: ObjectIdentifier(window), frame: Rect(x: 24, y: 180, width: 160, height: 160),
///   boundsSize: Size(width: 160, height: 160), cornerRadius: 12)
/// ```
public struct WindowPlacement: Sendable, Hashable {
  /// Which window the view is in (UIKit: `ObjectIdentifier(view.window)`).
  public var window: ObjectIdentifier
  /// The view's bounds in the window's coordinates, in points (the bounding box, if rotated).
  public var frame: Rect
  /// The view's own bounds size, in points: with ``frame``, how much its superviews scale it.
  public var boundsSize: Size
  /// The view's corner radius in its own coordinates, in points (UIKit: `layer.cornerRadius`).
  public var cornerRadius: Double
  /// Whether the view itself is hidden (UIKit: `isHidden`).
  public var isHidden: Bool
  /// Whether one of its superviews is hidden.
  public var isInHiddenSuperview: Bool
  /// Its alpha times the alpha of each of its superviews, 0…1.
  public var alpha: Double

  public init(
    window: ObjectIdentifier, frame: Rect, boundsSize: Size, cornerRadius: Double = 0,
    isHidden: Bool = false, isInHiddenSuperview: Bool = false, alpha: Double = 1
  ) {
    self.window = window
    self.frame = frame
    self.boundsSize = boundsSize
    self.cornerRadius = cornerRadius
    self.isHidden = isHidden
    self.isInHiddenSuperview = isInHiddenSuperview
    self.alpha = alpha
  }
}

/// Where a zoom's source view is in the transition's container, or why it cannot be zoomed from:
/// decided from window-space measurements, the same way for every toolkit.
public enum SourcePlacement: Sendable, Hashable {
  /// Why there is no source to zoom from: the zoom then fades and shrinks to the centre
  /// (`ZoomTransition`'s fallback).
  public enum Unavailable: Sendable, Hashable {
    /// The provider gave no view, or the view has been deallocated.
    case gone
    /// The view is in no window (removed from its superview, or never shown).
    case notInWindow
    /// The view is in another window than the transition's container.
    case otherWindow
    /// The transition's container is not in a window (or is gone).
    case noContainer
    /// The view, or a superview, is hidden, or it is transparent (alpha below 0.01, UIKit's
    /// hit-testing threshold).
    case hidden
    /// The view lies wholly outside the container (scrolled away).
    case offScreen
    /// The view has no area.
    case empty
    /// A measurement is not a finite number.
    case invalidGeometry
  }

  /// The source's frame in the container's coordinates and its corner radius there, in points.
  case found(frame: Rect, cornerRadius: Double)
  /// No source: the zoom falls back.
  case unavailable(Unavailable)

  /// Below this alpha a view counts as not shown (UIKit does not hit-test it either).
  public static let visibleAlpha = 0.01

  /// Places `source` in the container measured as `container` (both in window coordinates):
  /// its frame converted through the window into the container's coordinates (scaled when the
  /// container's window frame differs from its bounds), its corner radius scaled as much as its
  /// superviews and the container scale it; or why it cannot be zoomed from.
  ///
  /// - Parameters:
  ///   - source: the source's placement; `nil` when it is in no window.
  ///   - hiddenByZoom: whether the zoom itself hid the source (its own `isHidden` then does not
  ///     count: a dismissal finds the source the presentation hid).
  ///   - container: the container's placement.
  public static func resolve(
    _ source: WindowPlacement?, hiddenByZoom: Bool, in container: WindowPlacement
  ) -> SourcePlacement {
    guard let source else { return .unavailable(.notInWindow) }
    guard source.window == container.window else { return .unavailable(.otherWindow) }
    let numbers = [
      source.cornerRadius, source.alpha, source.boundsSize.width, source.boundsSize.height,
      container.boundsSize.width, container.boundsSize.height,
    ]
    guard source.frame.isFinite, container.frame.isFinite, numbers.allSatisfy(\.isFinite),
      container.frame.width > 0, container.frame.height > 0
    else { return .unavailable(.invalidGeometry) }
    if (source.isHidden && !hiddenByZoom) || source.isInHiddenSuperview
      || source.alpha < visibleAlpha
    {
      return .unavailable(.hidden)
    }
    guard source.frame.width > 0, source.frame.height > 0 else { return .unavailable(.empty) }
    let scaleX = container.boundsSize.width / container.frame.width
    let scaleY = container.boundsSize.height / container.frame.height
    let frame = Rect(
      x: (source.frame.minX - container.frame.minX) * scaleX,
      y: (source.frame.minY - container.frame.minY) * scaleY,
      width: source.frame.width * scaleX, height: source.frame.height * scaleY)
    let bounds = Rect(origin: .zero, size: container.boundsSize)
    guard frame.intersects(bounds) else { return .unavailable(.offScreen) }
    // The radius is in the source's own coordinates: scaled by its superviews' scale on screen
    // (frame over bounds), then by the container's.
    let sourceScale =
      source.boundsSize.width > 0 && source.boundsSize.height > 0
      ? min(
        source.frame.width / source.boundsSize.width,
        source.frame.height / source.boundsSize.height) : 1
    let radius = max(source.cornerRadius, 0) * sourceScale * min(scaleX, scaleY)
    return .found(frame: frame, cornerRadius: radius)
  }
}

extension SourcePlacement {
  /// Puts a zoom's source `twin` (an engine view) under `parent` where this placement found the
  /// source (its frame converted from the window into `parent`'s coordinates, its corner
  /// radius, no transform) and returns it; takes it out of its superview and returns `nil` when
  /// there is no source or `parent` is in no window (the zoom falls back). What each of a
  /// backend's twins does each time the zoom asks for its source.
  @MainActor
  func place(_ twin: View, under parent: View?) -> View? {
    guard case .found(let frame, let radius) = self, let parent, let window = parent.window else {
      twin.removeFromSuperview()
      return nil
    }
    if twin.superview !== parent {
      twin.removeFromSuperview()
      parent.addSubview(twin)
    }
    twin.transform = .identity
    twin.frame = window.convert(frame, to: parent)
    twin.cornerRadius = radius
    return twin
  }
}
