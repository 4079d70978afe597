import Motion
import Transitions
import TransitionsPlayback

/// The page's rotate button: the scene's window as configured and turned a quarter, each as the
/// `resize` input that gives it (`{"resize": [844, 390], "safeArea": [0, 47, 21, 47]}`), so a
/// rotation is a script event like any other, recorded and replayed by `play`.
///
/// The turned window swaps its width and height and takes an iPhone's insets for its new
/// orientation: in landscape, the top inset (the sensor housing) turns to both sides, as iOS
/// insets both alike, the top is 0 and the home indicator's bottom inset is 21 pt; in portrait,
/// the larger side inset is the top, the sides are 0 and the home indicator's inset is 34 pt. A
/// window with no bottom inset keeps none. Rotating back gives the window as configured,
/// exactly.
///
/// ```swift
/// Orientations.turned(Size(width: 390, height: 844), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
/// // (844 × 390, [0, 47, 21, 47])
/// ```
enum Orientations {
  /// The home indicator's bottom inset in portrait and in landscape, in points (iPhones with
  /// one).
  static let homeIndicator = (portrait: 34.0, landscape: 21.0)

  /// The window of `size` and `safeArea` turned a quarter.
  static func turned(_ size: Size, _ safeArea: EdgeInsets) -> (Size, EdgeInsets) {
    let turned = Size(width: size.height, height: size.width)
    let insets: EdgeInsets
    if size.height >= size.width {
      let side = max(safeArea.top, safeArea.left, safeArea.right)
      insets = EdgeInsets(
        top: 0, left: side, bottom: safeArea.bottom > 0 ? homeIndicator.landscape : 0, right: side)
    } else {
      insets = EdgeInsets(
        top: max(safeArea.top, safeArea.left, safeArea.right), left: 0,
        bottom: safeArea.bottom > 0 ? homeIndicator.portrait : 0, right: 0)
    }
    // Each inset at most half the side it lies along, as scripts require.
    return (
      turned,
      EdgeInsets(
        top: min(insets.top, turned.height / 2), left: min(insets.left, turned.width / 2),
        bottom: min(insets.bottom, turned.height / 2), right: min(insets.right, turned.width / 2))
    )
  }

  /// The window as `live`'s scene was configured and turned, each the `resize` input that
  /// gives it, labelled `portrait` or `landscape`; none when the scene's script cannot hold a
  /// `resize`.
  @MainActor
  static func choices(for live: LivePlay) -> [InputChoice] {
    let configured = (live.script.screen, live.script.safeArea)
    let choices = [configured, turned(configured.0, configured.1)].map { size, insets in
      InputChoice(
        label: size.height >= size.width ? "portrait" : "landscape",
        fields: [
          "resize": .array([.number(size.width), .number(size.height)]),
          "safeArea": .array(
            [insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.number)),
        ])
    }
    return InputChoices.accepted(choices, by: live)
  }
}
