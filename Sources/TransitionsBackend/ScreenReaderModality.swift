/// Which toolkit view is modal for the screen reader while a presentation is up, and what that
/// hides (device risk 5), decided here and tested on a model of UIKit's rule.
///
/// Apple's `accessibilityViewIsModal`: "VoiceOver ignores the accessibility elements within views
/// that are siblings of the receiver." In a custom presentation the presenter's views and UIKit's
/// transition container are siblings under the window (the container holds the dimming view and
/// the presented view), so:
///
/// - the **container** is the modal view (``modalView``): the presenter's elements are hidden,
///   and the dimming view's "Dismiss" and the presented content are both read;
/// - the presented view alone would hide only its siblings in the container (the dimming view),
///   and leave the whole presenter readable behind a sheet;
/// - the escape gesture (`accessibilityPerformEscape`, sent to the focused element and then up
///   its ancestors) is answered by the presented view *and* the dimming view
///   (``escapeAnswerers``), so it dismisses wherever the focus is inside the presentation;
/// - after a dismissal, the focus goes back to the element focused before the presentation
///   (``BackendAction/restoreFocus``).
public enum ScreenReaderModality {
  /// A toolkit view the modality rules name.
  public enum ToolkitView: Sendable, Hashable, CaseIterable {
    /// The toolkit's transition container (UIKit's `containerView`).
    case container
    /// The view the presented content is in (the presentation controller's `presentedView`).
    case presentedView
    /// The dimming view the transition adds to the container.
    case dimming
  }

  /// The view whose `accessibilityViewIsModal` is set while presented.
  public static let modalView = ToolkitView.container
  /// The views that answer the escape gesture (with ``PresentationContent/accessibilityDismisses``).
  public static let escapeAnswerers: [ToolkitView] = [.presentedView, .dimming]

  /// A view of a model hierarchy: whether it is an accessibility element, whether it is modal,
  /// and its subviews, back to front.
  public struct Node: Sendable, Hashable {
    public var name: String
    public var isElement: Bool
    public var isModal: Bool
    public var subviews: [Node]

    public init(
      _ name: String, isElement: Bool = false, isModal: Bool = false, _ subviews: [Node] = []
    ) {
      self.name = name
      self.isElement = isElement
      self.isModal = isModal
      self.subviews = subviews
    }
  }

  /// The elements a screen reader reads in `root`, in order, by Apple's rule: where some of a
  /// view's subviews are modal, their siblings (and everything in them) are ignored.
  public static func readableElements(in root: Node) -> [String] {
    var read: [String] = []
    func visit(_ node: Node) {
      if node.isElement { read.append(node.name) }
      let modal = node.subviews.filter(\.isModal)
      for subview in modal.isEmpty ? node.subviews : modal { visit(subview) }
    }
    visit(root)
    return read
  }
}
