public import SwiftUI
public import Transitions

extension View {
  /// Shows `content` as a toast while `isPresented` is `true`: a banner at the top or bottom
  /// (``Transitions/ToastTransition``), in the window scene's toast overlay
  /// (`TransitionsUIKit.ToastOverlay`: a window of its own above the app's, so the app's
  /// sheets and alerts stay presentable and touches beside the banner reach the app).
  ///
  /// ```swift
  /// Button("Save") { save(); showSaved = true }
  ///   .toast(isPresented: $showSaved, transition: .toast(duration: 3), announcement: "Saved") {
  ///     Label("Saved", systemImage: "checkmark").padding()
  ///   }
  /// ```
  ///
  /// The binding stays true to what the overlay shows:
  /// - the toast's countdown runs out, or a swipe takes it away: the binding is set `false` once
  ///   it has gone, then `onDismiss` is called (a swipe pulled back leaves it `true`);
  /// - set it `false` by code: the toast leaves with its own motion;
  /// - another toast shows (from any view of the same window scene): this one waits in the
  ///   overlay's queue with its binding `true`, and comes in after the ones before it; set
  ///   `false` while it waits, it is taken out of the queue, never shown, and `onDismiss` is
  ///   called;
  /// - the queue is full (``Transitions/ToastTransition/Configuration/queueLimit`` waiting,
  ///   default 4): it is not shown, the binding is set back `false`, then `onDismiss`; the same
  ///   for a view that is in no window.
  ///
  /// `content` gets the presenting view's environment; `\.dismissPresentation` in it dismisses
  /// the toast with its own motion. VoiceOver announces `announcement` (else the content's
  /// accessibility label) once the banner has come in.
  ///
  /// - Parameters:
  ///   - isPresented: whether the toast shows (or waits to).
  ///   - transition: the toast's transition, read when it is handed to the overlay; default
  ///     ``Transitions/TransitionStyle/toast(_:)`` with its defaults (bottom, 4 s).
  ///   - announcement: what VoiceOver says when it has come in; default the content's label.
  ///   - onDismiss: called once after each toast has gone (or was withdrawn or refused), the
  ///     binding already `false`; default none.
  ///   - content: the banner's content.
  public func toast<Content: View>(
    isPresented: Binding<Bool>, transition: TransitionStyle = .toast(),
    announcement: String? = nil, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      ToastModifier(
        binding: BindingAccess(isPresented: isPresented), id: { $0 }, transition: transition,
        announcement: announcement, onDismiss: onDismiss, presented: { _ in content() }))
  }

  /// Shows `content` for `item` as a toast while `item` is not `nil`, as
  /// ``toast(isPresented:transition:announcement:onDismiss:content:)`` does: another item (a
  /// different `id`) takes the waiting one's place in the queue, or follows the one shown once
  /// it has left; the same `id` updates the content in place. The binding is set `nil` once
  /// the toast has gone.
  ///
  /// ```swift
  /// .toast(item: $message) { message in Text(message.text).padding() }
  /// ```
  public func toast<Item: Identifiable, Content: View>(
    item: Binding<Item?>, transition: TransitionStyle = .toast(), announcement: String? = nil,
    onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      ToastModifier(
        binding: BindingAccess(read: { item.wrappedValue }, write: { item.wrappedValue = $0 }),
        id: { $0.id }, transition: transition, announcement: announcement,
        onDismiss: onDismiss, presented: content))
  }
}
