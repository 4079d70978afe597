/// The settings of a window that transitions must respect, injected rather than read from a
/// system: Reduce Motion, the layout direction and where haptic feedback goes.
///
/// ```swift
/// let haptics = HapticsRecorder()
/// let window = Window(size: Size(width: 390, height: 844),
///                     environment: Environment(reduceMotion: true, haptics: haptics))
/// window.impact(.rigid, intensity: 0.8)
/// haptics.impacts.count  // 1
/// ```
@MainActor
public struct Environment {
  /// Whether the user asked for reduced motion: transitions cross-fade instead of moving and
  /// bouncing. Default `false`.
  public var reduceMotion: Bool
  /// Where haptic impacts go. Default: a new ``HapticsRecorder``.
  public var haptics: any HapticsSink
  /// Which way the user's language reads, as UIKit's `effectiveUserInterfaceLayoutDirection`
  /// and SwiftUI's `\.layoutDirection`: where `leading` is, which edge a navigation pop starts
  /// from, which way a tab pan goes. Default ``LayoutDirection/leftToRight``.
  public var layoutDirection: LayoutDirection

  /// An environment; every setting has a default.
  public init(
    reduceMotion: Bool = false, haptics: (any HapticsSink)? = nil,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.reduceMotion = reduceMotion
    self.haptics = haptics ?? HapticsRecorder()
    self.layoutDirection = layoutDirection
  }
}

/// Which way a layout reads, as UIKit's `UIUserInterfaceLayoutDirection`
/// (https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection) and SwiftUI's
/// `LayoutDirection`: the leading edge is the left one in `leftToRight`, the right one in
/// `rightToLeft`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading is left (English).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft

  /// Whether leading is the right edge.
  public var isRightToLeft: Bool { self == .rightToLeft }
}

/// The feel of a haptic, as `UIImpactFeedbackGenerator.FeedbackStyle`, plus `selection`
/// (`UISelectionFeedbackGenerator`'s tick, for crossing a threshold or changing a value).
public enum ImpactStyle: String, Sendable, CaseIterable {
  case light, medium, heavy, soft, rigid, selection
}

/// One haptic impact: its style, its intensity (0…1) and when it happened (seconds, window time).
public struct HapticImpact: Sendable, Hashable {
  public var style: ImpactStyle
  public var intensity: Double
  public var time: Double

  public init(style: ImpactStyle, intensity: Double, time: Double) {
    self.style = style
    self.intensity = intensity
    self.time = time
  }
}

/// Receives haptic impacts. A UIKit backend forwards them to a feedback generator; tests record
/// them.
@MainActor
public protocol HapticsSink: AnyObject {
  /// Plays (or records) an impact.
  func impact(_ impact: HapticImpact)
}

/// A haptics sink that keeps every impact, in order.
@MainActor
public final class HapticsRecorder: HapticsSink {
  /// The impacts received so far.
  public private(set) var impacts: [HapticImpact] = []

  public init() {}

  public func impact(_ impact: HapticImpact) {
    impacts.append(impact)
  }
}
