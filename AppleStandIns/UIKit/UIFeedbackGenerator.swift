// Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:) (iOS 17.5+; checked against iOS 26)
  public convenience init(view: UIView) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare() (iOS 10.0+; checked against iOS 26)
  open func prepare() { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:) (iOS 10.0–27.0, deprecated; checked against iOS 26)
  // The page gives iOS 10.0–27.0: the view-less initialiser goes away; spelled for every
  // platform so that using it fails the check.
  @available(*, deprecated, message: "deprecated in iOS 27.0: use init(style:view:)")
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:) (iOS 17.5+; checked against iOS 26)
  public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
    fatalError("stand-in")
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:) (iOS 13.0+; checked against iOS 26)
  open func impactOccurred(intensity: CGFloat) { fatalError("stand-in") }
}

extension UIImpactFeedbackGenerator {
  // Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle (iOS 10.0+; checked against iOS 26)
  @objc public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator (iOS 10.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  // Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged() (iOS 10.0+; checked against iOS 26)
  open func selectionChanged() { fatalError("stand-in") }
}
