import Observation
import SwiftUI
import Transitions
import TransitionsBackend
import TransitionsUIKit
import UIKit

/// Reads and writes the user's binding as the reconciler's optional value.
struct BindingAccess<Value> {
  let read: () -> Value?
  let write: (Value?) -> Void
}

extension BindingAccess where Value == Bool {
  /// An `isPresented:` binding: `true` while presented, `nil` for `false`.
  init(isPresented: Binding<Bool>) {
    self.init(
      read: { isPresented.wrappedValue ? true : nil },
      write: { isPresented.wrappedValue = $0 != nil })
  }
}

/// The live progress, published to SwiftUI (observed: a view reading it updates each frame).
@MainActor @Observable
final class ProgressModel {
  private(set) var value = PresentationProgress.dismissed

  func update(_ progress: PresentationProgress) {
    if progress != value { value = progress }
  }
}

/// Both `.presentation` modifiers: the progress in the environment, the host in the background.
struct PresentationModifier<Value, ID: Hashable, Presented: View>: ViewModifier {
  let binding: BindingAccess<Value>
  let id: (Value) -> ID
  let transition: TransitionStyle
  let onDismiss: (() -> Void)?
  let presented: (Value) -> Presented
  /// Whether the content is the transition's own (`.presentation(isPresented:transition:)`
  /// without content): the presented view shows the transition's `ownContent`.
  var presentsOwnContent = false
  @State private var progress = ProgressModel()
  @State private var sources = ZoomSourceRegistry<UIView>()
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    content
      .environment(\.presentationProgress, progress.value)
      .environment(\.zoomSources, sources)
      .background {
        PresentationHost(
          modifier: self, progress: progress, sources: sources, reduceMotion: reduceMotion)
      }
  }
}

/// The presented content, with the live progress in its environment.
struct PresentedRoot<Content: View>: View {
  let progress: ProgressModel
  let content: Content

  var body: some View {
    content.environment(\.presentationProgress, progress.value)
  }
}

/// An invisible controller in the presenting view's place, from which the content is presented;
/// its coordinator follows the binding.
struct PresentationHost<Value, ID: Hashable, Presented: View>: UIViewControllerRepresentable {
  let modifier: PresentationModifier<Value, ID, Presented>
  let progress: ProgressModel
  let sources: ZoomSourceRegistry<UIView>
  let reduceMotion: Bool

  func makeCoordinator() -> PresentationCoordinator<Value, ID, Presented> {
    PresentationCoordinator(progress: progress, sources: sources)
  }

  func makeUIViewController(context: Context) -> UIViewController {
    let host = UIViewController(nibName: nil, bundle: nil)
    context.coordinator.host = host
    return host
  }

  func updateUIViewController(_ host: UIViewController, context: Context) {
    context.coordinator.update(modifier, reduceMotion: reduceMotion)
  }

  static func dismantleUIViewController(_ host: UIViewController, coordinator: Coordinator) {
    coordinator.dismantle()
  }
}

/// Carries out what ``TransitionsBackend/PresentationBinding`` decides: presents a
/// `UIHostingController` with the transition (`TransitionsUIKit`), dismisses it, writes the
/// binding, calls `onDismiss`; hears UIKit's transitions through the ``TransitionController``.
@MainActor
final class PresentationCoordinator<Value, ID: Hashable, Presented: View> {
  typealias Modifier = PresentationModifier<Value, ID, Presented>

  weak var host: UIViewController?
  private let progress: ProgressModel
  /// The zoom sources marked in the presenting view (`.transitionSource(id:in:)`).
  private let sources: ZoomSourceRegistry<UIView>
  private var modifier: Modifier?
  private var reconciler = PresentationBinding<ID>()
  private var shown: Value?
  private var hosting: UIHostingController<PresentedRoot<Presented>>?
  private var reduceMotion = false

  init(progress: ProgressModel, sources: ZoomSourceRegistry<UIView>) {
    self.progress = progress
    self.sources = sources
  }

  /// SwiftUI's update: the modifier as it is now, and its binding's value.
  func update(_ modifier: Modifier, reduceMotion: Bool) {
    self.modifier = modifier
    self.reduceMotion = reduceMotion
    hosting?.transitionController?.reduceMotion = reduceMotion
    let value = modifier.binding.read()
    if let value, let current = shown, modifier.id(value) == modifier.id(current) {
      shown = value
      hosting?.rootView = PresentedRoot(progress: progress, content: modifier.presented(value))
    }
    perform(reconciler.bindingRead(value.map(modifier.id)))
  }

  /// The presenting view left SwiftUI's hierarchy: its content goes with it, and the binding of
  /// a view that is gone is not written.
  func dismantle() {
    modifier = nil
    if let hosting, hosting.presentingViewController != nil { hosting.dismiss(animated: false) }
  }

  private func perform(_ commands: [PresentationBinding<ID>.Command]) {
    guard let modifier else { return }
    for command in commands {
      switch command {
      case .present(let id):
        if let value = modifier.binding.read(), modifier.id(value) == id { present(value) }
      case .dismiss: dismiss()
      case .writeBinding(nil): modifier.binding.write(nil)
      case .writeBinding(.some): modifier.binding.write(shown)
      case .onDismiss: modifier.onDismiss?()
      }
    }
  }

  /// Presents on the next turn of the main queue: never during SwiftUI's update, and after
  /// UIKit has finished the dismissal that may have ended just now.
  private func present(_ value: Value) {
    guard let modifier else { return }
    let hosting = UIHostingController(
      rootView: PresentedRoot(progress: progress, content: modifier.presented(value)))
    self.hosting = hosting
    shown = value
    Task { @MainActor [weak self] in self?.present(hosting) }
  }

  private func present(_ hosting: UIHostingController<PresentedRoot<Presented>>) {
    guard let host, let modifier else { return ended(.present, completed: false) }
    // UIKit refuses with only a console warning: the binding hears of it instead.
    let presenter = (
      inWindow: host.viewIfLoaded?.window != nil,
      presentsAnother: host.presentedViewController != nil
    )
    if PresentationBinding<ID>.refusal(ofPresentFrom: presenter) != nil {
      return refused(.present)
    }
    let transition = modifier.transition
    if modifier.presentsOwnContent {
      // A transition that needs the app's content is not presented (documented rule).
      guard let content = transition.ownContent else { return ended(.present, completed: false) }
      let color = content.backgroundColor
      hosting.view.backgroundColor = UIColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
    host.present(
      hosting, transition: sources.resolving(transition), animated: true,
      prepare: { [weak self] controller in
        controller.reduceMotion = self?.reduceMotion
        controller.onWillDismiss = { [weak self] in self?.willDismiss() }
        controller.onDidEnd = { [weak self] operation, completed in
          self?.ended(operation, completed: completed)
        }
        controller.onProgress = { [weak self] progress in self?.progress.update(progress) }
      }, completion: nil)
  }

  /// Dismisses the content, unless it presents something itself (an alert): UIKit would
  /// dismiss only that, so the binding hears of a refusal instead.
  private func dismiss() {
    guard let hosting else { return }
    let content = (presentsAnother: hosting.presentedViewController != nil, isPresented: true)
    if PresentationBinding<ID>.refusal(ofDismissOf: content) != nil { return refused(.dismiss) }
    hosting.dismiss(animated: true)
  }

  /// The toolkit refused what the binding asked for: the binding says what the screen shows.
  private func refused(_ operation: TransitionOperation) {
    let commands = reconciler.toolkitRefused(operation)
    if operation == .present {
      hosting = nil
      shown = nil
      progress.update(.dismissed)
    }
    perform(commands)
  }

  private func willDismiss() {
    perform(reconciler.toolkitWillDismiss())
  }

  private func ended(_ operation: TransitionOperation, completed: Bool) {
    let commands = reconciler.toolkitDidEnd(operation, completed: completed)
    if operation == .dismiss ? completed : !completed {  // the content has gone
      hosting = nil
      shown = nil
      progress.update(.dismissed)
    }
    perform(commands)
  }
}
