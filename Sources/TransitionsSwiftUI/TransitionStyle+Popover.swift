public import SwiftUI
public import Transitions
import TransitionsBackend

extension TransitionStyle {
  /// The popover (``Transitions/PopoverTransition``) pointing at the view marked with
  /// ``SwiftUI/View/transitionSource(id:in:cornerRadius:)`` for `sourceID` in `namespace`; for
  /// `.presentation` on that view or an ancestor. The marked view's frame is read as the zoom
  /// reads it (from the UIKit view in its background, in its window), each time the popover is
  /// laid out; a marked view that is gone by then is no source, and the popover points at the
  /// configuration's `sourceFrame`.
  ///
  /// ```swift
  /// @Namespace private var bar
  ///
  /// Button("Filter") { open = true }
  ///   .transitionSource(id: "filter", in: bar)
  ///   .presentation(isPresented: $open, transition: .popover(sourceID: "filter", in: bar)) {
  ///     FilterMenu()
  ///   }
  /// ```
  ///
  /// What maps from SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
  /// its default `attachmentAnchor`, `.rect(.bounds)` (Apple: "The default is `bounds`"), is the
  /// marked view's bounds, which the arrow points at; its `arrowEdge` ("The edge of the
  /// `attachmentAnchor` that defines the location of the popover's arrow", `nil` for any) is
  /// the configuration's `permittedArrowDirections` (default: all, tried up, down, left,
  /// right, as UIKit). The engine chooses the side and owns the motion, the tap outside and the
  /// compact adaptation to a sheet (see ``Transitions/PopoverTransition``).
  ///
  /// - Parameters:
  ///   - configuration: the popover's numbers (its `sourceFrame` is used only when the marked
  ///     view is gone).
  ///   - sourceID: the identifier a `transitionSource` modifier marks.
  ///   - namespace: the namespace of `sourceID`.
  public static func popover(
    _ configuration: PopoverTransition.Configuration = PopoverTransition.Configuration(),
    sourceID: some Hashable & Sendable, in namespace: Namespace.ID
  ) -> TransitionStyle {
    .popover(configuration, sourceKey: ZoomSourceKey(id: sourceID, namespace: namespace))
  }
}
