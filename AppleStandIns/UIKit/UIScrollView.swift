// Apple: https://developer.apple.com/documentation/uikit/uiscrollview (iOS 2.0+; checked against iOS 26)
@objc @MainActor @preconcurrency open class UIScrollView: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize (iOS 2.0+; checked against iOS 26)
  open var contentSize: CGSize {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (iOS 2.0+; checked against iOS 26)
  open var contentOffset: CGPoint {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset (iOS 11.0+; checked against iOS 26)
  open var adjustedContentInset: UIEdgeInsets { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:) (iOS 2.0+; checked against iOS 26)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer (iOS 5.0+; checked against iOS 26)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled (iOS 2.0+; checked against iOS 26)
  open var isScrollEnabled: Bool {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
