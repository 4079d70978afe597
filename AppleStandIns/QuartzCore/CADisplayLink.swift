// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink (iOS 3.1+; checked against iOS 26)
// Not main-actor isolated (the page declares a plain `class`); it calls its target on the run loop
// it was added to.
@objc open class CADisplayLink: NSObject {
  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:) (iOS 3.1+; checked against iOS 26)
  // Imported from the factory method `+displayLinkWithTarget:selector:`. It retains `target`.
  public convenience init(target: Any, selector sel: Selector) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:) (iOS 3.1+; checked against iOS 26)
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/remove(from:formode:) (iOS 3.1+; checked against iOS 26)
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate() (iOS 3.1+; checked against iOS 26)
  open func invalidate() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp (iOS 3.1+; checked against iOS 26)
  open var timestamp: CFTimeInterval { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp (iOS 10.0+; checked against iOS 26)
  open var targetTimestamp: CFTimeInterval { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration (iOS 3.1+; checked against iOS 26)
  open var duration: CFTimeInterval { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused (iOS 3.1+; checked against iOS 26)
  open var isPaused: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange (iOS 15.0+; checked against iOS 26)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/frameinterval (iOS 3.1–10.0, deprecated; checked against iOS 26)
  // Declared so that using it fails the check: on Linux `@available(iOS, deprecated:)` has no
  // effect, so the deprecation is spelled for every platform.
  @available(*, deprecated, message: "deprecated in iOS 10.0: use preferredFrameRateRange")
  open var frameInterval: Int {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

// Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange (iOS 15.0+; checked against iOS 26)
@frozen public struct CAFrameRateRange: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange/minimum (iOS 15.0+; checked against iOS 26)
  public var minimum: Float
  // Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange/maximum (iOS 15.0+; checked against iOS 26)
  public var maximum: Float
  // Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange/preferred-7l3ki (iOS 15.0+; checked against iOS 26)
  public var preferred: Float? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:) (iOS 15.0+; checked against iOS 26)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/caframeraterange/default (iOS 15.0+; checked against iOS 26)
  public static var `default`: CAFrameRateRange { fatalError("stand-in") }
}
