// Compile-only: type-checked together with Sources/TransitionsUIKit by scripts/check-apple.sh, never
// built for an Apple platform. Each line names a declaration the rest of the backend (and UIKit)
// relies on, with its exact type, so that a renamed, misspelled or re-typed one fails the check
// even where nothing else in the module would notice: an `@objc optional` protocol requirement
// that a misspelling leaves silently unimplemented is the case this exists for (see
// AppleStandIns/README.md, "Witnesses").

import QuartzCore
import UIKit

@MainActor
func transitionsUIKitWitnesses() {
  // DisplayLinkClock: created with a frame-rate range and a handler, started and stopped.
  let _: (CAFrameRateRange, @escaping DisplayLinkClock.FrameHandler) -> DisplayLinkClock =
    DisplayLinkClock.init(frameRateRange:onFrame:)
  let _: (DisplayLinkClock) -> () -> Void = DisplayLinkClock.start
  let _: (DisplayLinkClock) -> () -> Void = DisplayLinkClock.stop
  let _: KeyPath<DisplayLinkClock, Bool> = \DisplayLinkClock.isRunning

  // Value application: a view takes a frame's values, all of them or the changed ones.
  let _: (UIView) -> (ViewValues, ViewValues.Properties) -> Void = UIView.apply
}
