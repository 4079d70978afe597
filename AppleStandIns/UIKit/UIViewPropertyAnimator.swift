// Apple: https://developer.apple.com/documentation/uikit/uiviewanimating (iOS 10.0+; checked against iOS 26)
// Its requirements are not declared: the backend uses them through `UIViewPropertyAnimator`
// (and `fractionComplete`'s `CGFloat`, a Swift struct on Linux, cannot be an `@objc`
// requirement here).
@objc @MainActor public protocol UIViewAnimating {}

// Apple: https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating (iOS 10.0+; checked against iOS 26)
// What `interruptibleAnimator(using:)` returns; `UIViewPropertyAnimator` adopts it.
@objc @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {}

// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject,
  UIViewImplicitlyAnimating
{
  // Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:) (iOS 10.0+; checked against iOS 26)
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (() -> Void)? = nil
  ) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete (iOS 10.0+; checked against iOS 26)
  open var fractionComplete: CGFloat {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation() (iOS 10.0+; checked against iOS 26)
  open func pauseAnimation() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:) (iOS 10.0+; checked against iOS 26)
  open func stopAnimation(_ withoutFinishing: Bool) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:) (iOS 10.0+; checked against iOS 26)
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:) (iOS 10.0+; checked against iOS 26)
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/duration (iOS 10.0+; checked against iOS 26)
  // "You set the duration value when creating the animator and cannot change it later."
  open var duration: TimeInterval { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning (iOS 10.0+; checked against iOS 26)
  open var isRunning: Bool { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed (iOS 10.0+; checked against iOS 26)
  open var isReversed: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/pausesoncompletion (iOS 11.0+; checked against iOS 26)
  open var pausesOnCompletion: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:) (iOS 10.0+; checked against iOS 26)
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uitimingcurveprovider (iOS 10.0+; checked against iOS 26)
// Its requirements are not declared: the backend only passes Apple's two providers.
@objc @MainActor public protocol UITimingCurveProvider {}

// Apple: https://developer.apple.com/documentation/uikit/uispringtimingparameters (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  // Apple: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:) (iOS 10.0+; checked against iOS 26)
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uicubictimingparameters (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  // Apple: https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:) (iOS 10.0+; checked against iOS 26)
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    fatalError("stand-in")
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uiviewanimatingposition (iOS 10.0+; checked against iOS 26)
@objc public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

extension UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/animationcurve (iOS 2.0+; checked against iOS 26)
  @objc public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (iOS 2.0+; checked against iOS 26)
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (iOS 2.0+; checked against iOS 26)
    public let rawValue: UInt
    // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (iOS 2.0+; checked against iOS 26)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth (iOS 2.0+; checked against iOS 26)
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError("stand-in") }
    // Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight (iOS 2.0+; checked against iOS 26)
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError("stand-in") }
  }
}
