public import SwiftUI
public import Transitions
public import TransitionsBackend

extension View {
  /// Presents `content` with a transition of the catalogue (or your own,
  /// ``Transitions/TransitionStyle/custom(_:)``) while `isPresented` is `true`, as SwiftUI's
  /// `sheet(isPresented:onDismiss:content:)` does, with the engine's interactive, interruptible
  /// motion: UIKit presents a hosting controller through `TransitionsUIKit`.
  ///
  /// ```swift
  /// Button("Details") { showDetail = true }
  ///   .presentation(isPresented: $showDetail, transition: .card()) { DetailView() }
  /// ```
  ///
  /// The binding stays true to what is on screen, however the content goes:
  /// - set it `false` by code, and the transition dismisses (no `withAnimation` needed: the
  ///   transition's own motion runs);
  /// - the transition's drag, `@Environment(\.dismissPresentation)` in `content`, or a button:
  ///   the binding stays `true` while the dismissal runs (a cancelled drag leaves it `true`) and
  ///   is set `false` once, when the content has gone; then `onDismiss` is called, once;
  /// - set it `true` again while a dismissal runs, and the content is presented again after it.
  ///
  /// `transition` is read when presenting. The presenting view and `content` read the live
  /// progress from ``SwiftUI/EnvironmentValues/presentationProgress`` (only the views that read
  /// it follow it). `content` gets the presenting view's environment: its environment objects,
  /// colour scheme and custom keys. Reduce Motion comes from the environment
  /// (`accessibilityReduceMotion`): the next transition cross-fades.
  ///
  /// - Parameters:
  ///   - isPresented: whether `content` is presented.
  ///   - transition: the transition presenting and dismissing it.
  ///   - onDismiss: called once after each dismissal, the binding already `false`; default none.
  ///   - content: the presented view.
  public func presentation<Content: View>(
    isPresented: Binding<Bool>, transition: TransitionStyle, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        binding: BindingAccess(isPresented: isPresented),
        id: { $0 }, transition: transition, onDismiss: onDismiss, presented: { _ in content() }))
  }

  /// Presents the transition's own content while `isPresented` is `true`: for a transition
  /// whose content may be its own (``Transitions/ContentProvidingTransition``; in the catalogue,
  /// those whose description says ``Transitions/TransitionDescription/providesOwnContent``: the
  /// shade, a dark surface pulled down over the screen).
  ///
  /// ```swift
  /// Button("Notifications") { showShade = true }
  ///   .presentation(isPresented: $showShade, transition: .shade())
  /// ```
  ///
  /// The binding, the dismissals, `onDismiss`, the progress and Reduce Motion work as in
  /// ``presentation(isPresented:transition:onDismiss:content:)``.
  ///
  /// **A transition that needs content** (the card, the sheets, the zoom, a transition of yours
  /// that is not a `ContentProvidingTransition`) is not presented: the binding is set back to
  /// `false`, then `onDismiss` is called, as for a presentation that could not complete. Give
  /// those a `content` closure.
  ///
  /// - Parameters:
  ///   - isPresented: whether the transition's content is presented.
  ///   - transition: the transition, with content of its own; read when presenting.
  ///   - onDismiss: called once after each dismissal, the binding already `false`; default none.
  public func presentation(
    isPresented: Binding<Bool>, transition: TransitionStyle, onDismiss: (() -> Void)? = nil
  ) -> some View {
    modifier(
      PresentationModifier(
        binding: BindingAccess(isPresented: isPresented),
        id: { $0 }, transition: transition, onDismiss: onDismiss,
        presented: { _ in EmptyView() }, presentsOwnContent: true))
  }

  /// Presents `content` for `item` with a transition while `item` is not `nil`, as SwiftUI's
  /// `sheet(item:onDismiss:content:)` does: another item (a different `id`) dismisses the one
  /// shown, then presents the new one; the same `id` updates the content in place.
  ///
  /// ```swift
  /// List(photos) { photo in Button(photo.title) { selection = photo } }
  ///   .presentation(item: $selection, transition: .modalSheet()) { photo in PhotoView(photo) }
  /// ```
  ///
  /// The binding follows the screen as in ``presentation(isPresented:transition:onDismiss:content:)``
  /// (`nil` once the content has gone; a drag pulled back puts the shown item back).
  ///
  /// - Parameters:
  ///   - item: the item presented, `nil` for none.
  ///   - transition: the transition presenting and dismissing it, read when presenting.
  ///   - onDismiss: called once after each dismissal; default none.
  ///   - content: the presented view for an item.
  public func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, transition: TransitionStyle, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        binding: BindingAccess(read: { item.wrappedValue }, write: { item.wrappedValue = $0 }),
        id: { $0.id }, transition: transition, onDismiss: onDismiss, presented: content))
  }
}

extension EnvironmentValues {
  /// How far the presentation of the nearest `.presentation` modifier is on screen (0 to 1),
  /// which transition runs and whether a finger drives it, live: in the presenting view (the
  /// modified one) and in the presented content. Outside any, it reads
  /// ``TransitionsBackend/PresentationProgress/dismissed``.
  ///
  /// ```swift
  /// @Environment(\.presentationProgress) private var progress
  /// var body: some View { Header().opacity(1 - progress.fraction) }
  /// ```
  ///
  /// Its fields are observed one by one (``TransitionsBackend/PresentationProgressModel``): a
  /// view whose body reads `fraction` is updated every frame the transition runs on the main
  /// thread, one that reads only `isInteractive` when a finger takes or lets go, and a view
  /// that reads none is not updated by the transition at all. Read it in the small view that
  /// needs it, not at the top of a large one.
  ///
  /// The rest of a run committed to the render server (after a lift, or a run a button started)
  /// runs no main-thread frame: `fraction` is published at the commit and next when the run
  /// ends or a touch takes it back, and holds in between (<doc:PresentingFromSwiftUI>).
  public var presentationProgress: LivePresentationProgress {
    get { self[PresentationProgressKey.self] }
    set { self[PresentationProgressKey.self] = newValue }
  }

  /// Dismisses the content of the nearest `.presentation` from inside it, as its drag would:
  /// the binding turns `false` once the content has gone, then `onDismiss` runs. Outside
  /// presented content it does nothing.
  ///
  /// ```swift
  /// @Environment(\.dismissPresentation) private var dismiss
  /// var body: some View { Button("Close") { dismiss() } }
  /// ```
  ///
  /// The presented content gets the presenting view's environment (its environment objects,
  /// colour scheme and custom keys), so SwiftUI's own `\.dismiss` there is the presenting
  /// view's, which has no setter to be replaced: it would dismiss whatever presents the
  /// presenting view, if anything. Use this one in the content.
  public var dismissPresentation: PresentationDismissAction {
    get { self[DismissPresentationKey.self] }
    set { self[DismissPresentationKey.self] = newValue }
  }
}

struct PresentationProgressKey: EnvironmentKey {
  static let defaultValue = LivePresentationProgress.none
}

struct DismissPresentationKey: EnvironmentKey {
  static let defaultValue = PresentationDismissAction.none
}
