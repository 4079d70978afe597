public import Motion

/// What a transition presents of its own when the app gives no content: the shade's full-screen
/// surface. A front end presents it with no content of the app's (SwiftUI's
/// `.presentation(isPresented:transition:)` without a content closure).
///
/// ```swift
/// TransitionContent(backgroundColor: Color(hex: 0x1C1C1E))
/// ```
public struct TransitionContent: Sendable, Hashable {
  /// The presented view's fill colour (sRGB components).
  public var backgroundColor: Color

  public init(backgroundColor: Color) {
    self.backgroundColor = backgroundColor
  }
}

/// A modal transition whose presented content may be its own (the catalogue's `shade`, a surface
/// pulled down over the screen): presented without the app's content, it shows ``ownContent``.
/// A catalogue transition that conforms says so in its description too
/// (``TransitionDescription/providesOwnContent``).
///
/// ```swift
/// final class Curtain: ContentProvidingTransition {
///   var ownContent: TransitionContent { TransitionContent(backgroundColor: .black) }
///   // …the ModalTransition requirements
/// }
/// ```
@MainActor
public protocol ContentProvidingTransition: ModalTransition {
  /// What the transition presents when the app gives no content.
  var ownContent: TransitionContent { get }
}

extension TransitionStyle {
  /// The content this style's transition brings of its own
  /// (``ContentProvidingTransition/ownContent``), or `nil` when it needs the app's content (the
  /// card, the sheet, the zoom…). Asks a transition made for the purpose.
  ///
  /// ```swift
  /// TransitionStyle.shade().ownContent   // the shade's dark surface
  /// TransitionStyle.card().ownContent    // nil
  /// ```
  @MainActor
  public var ownContent: TransitionContent? {
    (makeTransition() as? any ContentProvidingTransition)?.ownContent
  }
}
