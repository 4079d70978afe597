public import Motion
public import Transitions
public import TransitionsPlayback

/// The colours of a drawn frame: the screen, the finger, content rows, and each view the
/// timeline carries no colour for (by its role).
public struct Palette: Sendable, Hashable {
  /// Behind every view: the window itself.
  public var screen: Color
  /// The base content (`presenting`).
  public var presenting: Color
  /// The transition's moving content (`presented`).
  public var presented: Color
  /// The dimming view (its alpha comes from the timeline).
  public var dimming: Color
  /// A container's selection marker.
  public var indicator: Color
  /// Any other role: `childN` takes `others[N]` (cycling), any other name (`decoration`, …) one
  /// picked by a stable hash of the name (see ``color(forRole:)``).
  public var others: [Color]
  /// The finger's dot and trail.
  public var finger: Color
  /// The rows of a view's scrolling content, alternating (see ``ContentRows``).
  public var contentRows: [Color]

  public init(
    screen: Color = Color(hex: 0x1C1C1E), presenting: Color = Color(hex: 0xD8DEE9),
    presented: Color = Color(hex: 0x0A84FF), dimming: Color = .black,
    indicator: Color = Color(hex: 0xFF2D55),
    others: [Color] = [
      Color(hex: 0x34C759), Color(hex: 0x5E5CE6), Color(hex: 0xFF9F0A), Color(hex: 0xBF5AF2),
      Color(hex: 0x64D2FF),
    ],
    finger: Color = Color(hex: 0xFF9F0A),
    contentRows: [Color] = [Color(hex: 0xD1D1D6), Color(hex: 0xE5E5EA)]
  ) {
    self.screen = screen
    self.presenting = presenting
    self.presented = presented
    self.dimming = dimming
    self.indicator = indicator
    self.others = others
    self.finger = finger
    self.contentRows = contentRows
  }

  /// The colours content rows cycle through: ``contentRows``, or ``presenting`` when empty.
  public var contentRowColors: [Color] { contentRows.isEmpty ? [presenting] : contentRows }

  /// The position of content row `index`'s colour in ``contentRowColors``.
  public func contentRowColorIndex(_ index: Int) -> Int { index % contentRowColors.count }

  /// The colour of content row `index` (cycling through ``contentRowColors``).
  public func color(ofContentRow index: Int) -> Color {
    contentRowColors[contentRowColorIndex(index)]
  }

  /// The colour of a role with no colour of its own. Roles named `childN` take `others[N]`
  /// (cycling); any other role takes a colour from a stable hash of its name.
  public func color(forRole role: ViewRole) -> Color {
    switch role {
    case .presenting: return presenting
    case .presented: return presented
    case .dimming: return dimming
    case .indicator: return indicator
    default:
      guard !others.isEmpty else { return presented }
      if let index = role.childIndex {
        return others[index % others.count]
      }
      // FNV-1a over the UTF-8 bytes: stable across runs (unlike `hashValue`).
      var hash: UInt32 = 2_166_136_261
      for byte in role.rawValue.utf8 {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
      }
      return others[Int(hash % UInt32(others.count))]
    }
  }

  /// The colour a view is drawn with: its own, or its role's.
  public func color(of view: Timeline.ViewState) -> Color {
    view.color ?? color(forRole: view.role)
  }
}
