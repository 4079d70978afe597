// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:) (iOS 3.2+; checked against iOS 26)
  public init(target: Any?, action: Selector?) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property (iOS 3.2+; checked against iOS 26)
  // Settable for subclasses, which must `import UIKit.UIGestureRecognizerSubclass` (see Clang/).
  open var state: UIGestureRecognizer.State {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate (iOS 3.2+; checked against iOS 26)
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled (iOS 3.2+; checked against iOS 26)
  open var isEnabled: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/view (iOS 3.2+; checked against iOS 26)
  open var view: UIView? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview (iOS 3.2+; checked against iOS 26)
  open var cancelsTouchesInView: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan (iOS 3.2+; checked against iOS 26)
  open var delaysTouchesBegan: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended (iOS 3.2+; checked against iOS 26)
  open var delaysTouchesEnded: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:) (iOS 3.2+; checked against iOS 26)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:) (iOS 3.2+; checked against iOS 26)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:) (iOS 3.2+; checked against iOS 26)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:) (iOS 3.2+; checked against iOS 26)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fatalError("stand-in")
  }
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset() (iOS 3.2+; checked against iOS 26)
  open func reset() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:) (iOS 3.2+; checked against iOS 26)
  open func addTarget(_ target: Any, action: Selector) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:) (iOS 3.2+; checked against iOS 26)
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError("stand-in") }
}

// The public recogniser classes the touch forwarder tells apart (GestureArbitration.Kind).
// Apple: https://developer.apple.com/documentation/uikit/uipangesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer (iOS 7.0+; checked against iOS 26)
@objc @MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UISwipeGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIPinchGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer (iOS 3.2+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIRotationGestureRecognizer: UIGestureRecognizer {}
// Apple: https://developer.apple.com/documentation/uikit/uihovergesturerecognizer (iOS 13.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIHoverGestureRecognizer: UIGestureRecognizer {}

extension UIGestureRecognizer {
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum (iOS 3.2+; checked against iOS 26)
  @objc public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate (iOS 3.2+; checked against iOS 26)
@objc @MainActor public protocol UIGestureRecognizerDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:) (iOS 3.2+; checked against iOS 26)
  @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:) (iOS 3.2+; checked against iOS 26)
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  // Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:) (iOS 7.0+; checked against iOS 26)
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

// Apple: https://developer.apple.com/documentation/uikit/uitouch (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UITouch: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uitouch/timestamp (iOS 2.0+; checked against iOS 26)
  open var timestamp: TimeInterval { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uitouch/location(in:) (iOS 2.0+; checked against iOS 26)
  open func location(in view: UIView?) -> CGPoint { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uitouch/previouslocation(in:)-22sws (iOS 2.0+; checked against iOS 26)
  // Not used by the glue: what a mutation's direction lock reads (scripts/apple-mutations.json).
  open func previousLocation(in view: UIView?) -> CGPoint { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uievent (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIEvent: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:) (iOS 9.0+; checked against iOS 26)
  // The touches the system coalesced into `touch` since the last event (a 120 Hz finger's
  // samples between two frames); nil for a touch not of this event.
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { fatalError("stand-in") }
}
