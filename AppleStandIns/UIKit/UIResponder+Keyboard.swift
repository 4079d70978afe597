// The keyboard notification and the user info keys the backend reads, as Swift imports them:
// class constants of `UIResponder`, `nonisolated` on their pages (a notification's block reads
// them off the main actor). Written from the pages as the docs corpus stores them (iOS 27).

extension UIResponder {
  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification (iOS 5.0+; checked against iOS 27)
  // (no page read: the corpus has no page for it.) Declared as its siblings' pages declare the
  // keys (`nonisolated class let`), with the type Swift gives notification names; a stand-in
  // cannot declare a stored class constant in an extension, and a computed static reads the
  // same at every call site.
  nonisolated public static var keyboardWillChangeFrameNotification: NSNotification.Name {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey (iOS 3.2+; checked against iOS 27)
  // Its value is an `NSValue` of a `CGRect` in the screen's coordinate space (the page: convert
  // it from the screen's coordinate space into the view's).
  nonisolated public static var keyboardFrameEndUserInfoKey: String { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey (iOS 3.0+; checked against iOS 27)
  // Its value is an `NSNumber` of a `double`, in seconds.
  nonisolated public static var keyboardAnimationDurationUserInfoKey: String {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey (iOS 3.0+; checked against iOS 27)
  // Its value is an `NSNumber` of a `UIView.AnimationCurve` raw value (7 for the keyboard's own).
  nonisolated public static var keyboardAnimationCurveUserInfoKey: String {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey (iOS 9.0+; checked against iOS 26)
  // Its value is an `NSNumber` of a Boolean: whether the keyboard belongs to the current app.
  nonisolated public static var keyboardIsLocalUserInfoKey: String {
    fatalError("stand-in")
  }
}
