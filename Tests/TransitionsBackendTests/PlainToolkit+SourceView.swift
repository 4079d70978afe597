import Motion
import Stage
import TransitionsBackend

extension PlainToolkit: SourceViewToolkit {
  func placement(of view: PlainView) -> WindowPlacement? {
    guard var placement = view.placement else { return nil }
    placement.isHidden = view.isHidden
    return placement
  }

  func setHidden(_ hidden: Bool, _ view: PlainView) {
    view.hiddenChanges.append(hidden)
  }
}

extension PlainView {
  /// Hidden by the last `setHidden` (shown when there was none).
  var isHidden: Bool { hiddenChanges.last ?? false }
}

/// The one window of the plain stage: a phone screen of 390 × 844 pt (its identity is the
/// type's; `OtherWindow`'s is another window's).
enum PlainWindow {
  static var id: ObjectIdentifier { ObjectIdentifier(PlainWindow.self) }

  /// A placement in the plain window: `frame` in window points, bounds the frame's size.
  static func placement(_ frame: Rect, cornerRadius: Double = 0) -> WindowPlacement {
    WindowPlacement(window: id, frame: frame, boundsSize: frame.size, cornerRadius: cornerRadius)
  }
}

/// A second window.
enum OtherWindow {
  static var id: ObjectIdentifier { ObjectIdentifier(OtherWindow.self) }
}
