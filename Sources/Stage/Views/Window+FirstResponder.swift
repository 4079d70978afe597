/// Focus: the one view that receives keyboard-like input, so a transition can save it and a
/// cancelled transition can restore it.
///
/// ```swift
/// field.becomeFirstResponder()
/// let saved = window.firstResponder
/// // … a cancelled transition …
/// saved?.becomeFirstResponder()
/// ```
extension View {
  /// Makes this view the first responder of its window.
  ///
  /// - Returns: `false`, changing nothing, when the view is not in a window or is hidden.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard let window, !isHidden else { return false }
    window.firstResponderStorage = self
    return true
  }

  /// Stops being the first responder (a no-op if it is not).
  public func resignFirstResponder() {
    guard let window, window.firstResponderStorage === self else { return }
    window.firstResponderStorage = nil
  }

  /// Whether this view is its window's first responder.
  public var isFirstResponder: Bool { window?.firstResponderStorage === self }
}

extension Window {
  /// The view receiving keyboard-like input, if any. It resigns when it leaves the window.
  public var firstResponder: View? {
    guard let view = firstResponderStorage, view.window === self else { return nil }
    return view
  }
}
