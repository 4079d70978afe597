import QuartzCore
import UIKit

/// A frame ticker driven by the display: once per frame it calls its handler with the time that
/// frame will be shown, the time the engine should advance to.
///
/// The time is `CADisplayLink.targetTimestamp`, in seconds on the `CACurrentMediaTime()` clock
/// (the one `UITouch.timestamp` uses too); mapping it onto the engine's clock is the caller's job.
///
/// A display link retains its target, so the clock is not the target: a small proxy is, and it
/// holds the clock weakly. `stop()` invalidates the link at once. A clock released without
/// `stop()` never calls its handler again: at the next frame the proxy finds the clock gone and
/// invalidates the link, which releases the proxy.
@MainActor
final class DisplayLinkClock {
  /// Called once per frame with the display's target time for that frame, in seconds.
  typealias FrameHandler = @MainActor (_ targetTime: CFTimeInterval) -> Void

  private let onFrame: FrameHandler
  private let frameRateRange: CAFrameRateRange
  private let scene: @MainActor () -> UIWindowScene?
  private var link: CADisplayLink?

  /// A clock that is not yet running.
  ///
  /// - Parameters:
  ///   - frameRateRange: the frame rates the transition would like, in frames per second; by
  ///     default up to 120 on a ProMotion display (which also needs
  ///     `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist on iPhone).
  ///   - scene: the window scene whose display the link follows (iOS 27 and later: Apple's
  ///     `CADisplayLink.h` points iOS to `UIWindowScene.displayLink(target:selector:)`, which
  ///     is retargeted when the scene moves between displays); `nil` or before iOS 27: the
  ///     main display's link.
  ///   - onFrame: called once per frame while the clock runs.
  init(
    frameRateRange: CAFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120),
    scene: @escaping @MainActor () -> UIWindowScene? = { nil },
    onFrame: @escaping FrameHandler
  ) {
    self.frameRateRange = frameRateRange
    self.scene = scene
    self.onFrame = onFrame
  }

  /// Whether the display link is installed.
  var isRunning: Bool { link != nil }

  /// Installs a display link on the main run loop in its common modes, so frames keep coming
  /// while a scroll view tracks a finger. Does nothing when already running.
  func start() {
    guard link == nil else { return }
    let target = DisplayLinkTarget(clock: self)
    let step = #selector(DisplayLinkTarget.step(_:))
    var sceneLink: CADisplayLink?
    if #available(iOS 27.0, *) { sceneLink = scene()?.displayLink(target: target, selector: step) }
    let link = sceneLink ?? CADisplayLink(target: target, selector: step)
    link.preferredFrameRateRange = frameRateRange
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Invalidates the display link; no frame is delivered after this returns. Does nothing when
  /// not running.
  func stop() {
    link?.invalidate()
    link = nil
  }

  fileprivate func deliver(_ link: CADisplayLink) {
    onFrame(link.targetTimestamp)
  }
}

/// The display link's target. The link retains it; it holds the clock weakly.
@MainActor
private final class DisplayLinkTarget: NSObject {
  private weak var clock: DisplayLinkClock?

  init(clock: DisplayLinkClock) {
    self.clock = clock
    super.init()
  }

  /// Called by the display link on the main run loop, once per frame.
  @objc func step(_ link: CADisplayLink) {
    guard let clock else {
      link.invalidate()
      return
    }
    clock.deliver(link)
  }
}
