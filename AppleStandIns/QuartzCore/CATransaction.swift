// Apple: https://developer.apple.com/documentation/quartzcore/catransaction (iOS 2.0+; checked against iOS 26)
@objc open class CATransaction: NSObject {
  // Apple: https://developer.apple.com/documentation/quartzcore/catransaction/begin() (iOS 2.0+; checked against iOS 26)
  open class func begin() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/catransaction/commit() (iOS 2.0+; checked against iOS 26)
  open class func commit() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:) (iOS 2.0+; checked against iOS 26)
  open class func setDisableActions(_ flag: Bool) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/catransaction/disableactions() (iOS 2.0+; checked against iOS 26)
  open class func disableActions() -> Bool { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:) (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  // Called on the main thread once every animation added in the transaction has completed or
  // been removed; at once when none was added.
  open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError("stand-in") }
}
