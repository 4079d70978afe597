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

/// Both `.presentation` modifiers: the live progress's handle in the environment, the host in
/// the background.
///
/// The body reads no field of the progress (only the handle, which never changes), so a frame
/// of the transition does not evaluate it again: the host is not rebuilt, SwiftUI does not call
/// its `updateUIViewController`, and the presented root is not reassigned (issue 29, risk 7).
struct PresentationModifier<Value, ID: Hashable, Presented: View>: ViewModifier {
  let binding: BindingAccess<Value>
  let id: (Value) -> ID
  let transition: TransitionStyle
  let onDismiss: (() -> Void)?
  let presented: (Value) -> Presented
  /// Whether the content is the transition's own (`.presentation(isPresented:transition:)`
  /// without content): the presented view shows the transition's `ownContent`.
  var presentsOwnContent = false
  @State private var progress = PresentationProgressModel()
  @State private var sources = ZoomSourceRegistry<UIView>()
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    content
      .environment(\.presentationProgress, LivePresentationProgress(progress))
      .environment(\.zoomSources, sources)
      .background {
        PresentationHost(
          modifier: self, progress: progress, sources: sources, reduceMotion: reduceMotion)
      }
  }
}

/// The presented content in the environment ``TransitionsBackend/PresentedEnvironment`` gives
/// it: the presenter's whole (`context.environment` of the host's last update), with the
/// presentation's live progress, its dismissal and no zoom sources on top. It reads no progress
/// itself: a frame re-evaluates only the content's views that read one.
struct PresentedRoot<Content: View>: View {
  let environment: EnvironmentValues
  let content: Content

  var body: some View {
    // `\.self` is a writable key path (the whole values): every key the presenter sees,
    // its environment objects and custom keys included, which no list of keys could name.
    content.environment(\.self, environment)
  }
}

/// SwiftUI's environment as ``TransitionsBackend/PresentedEnvironment`` composes it.
struct ForwardedEnvironment: PresentationEnvironment {
  var values: EnvironmentValues

  var presentationProgress: LivePresentationProgress {
    get { values.presentationProgress }
    set { values.presentationProgress = newValue }
  }

  var hasZoomSources: Bool { values.zoomSources != nil }

  mutating func removeZoomSources() { values.zoomSources = nil }

  var presentationDismissal: PresentationDismissAction {
    get { values.dismissPresentation }
    set { values.dismissPresentation = newValue }
  }
}

/// An invisible controller in the presenting view's place, from which the content is presented;
/// its coordinator follows the binding.
struct PresentationHost<Value, ID: Hashable, Presented: View>: UIViewControllerRepresentable {
  let modifier: PresentationModifier<Value, ID, Presented>
  let progress: PresentationProgressModel
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
    // The presenter's environment, for the presented content (it changed, or the presenter
    // did: SwiftUI calls this for either).
    context.coordinator.update(modifier, reduceMotion: reduceMotion, presenter: context.environment)
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
  private let progress: PresentationProgressModel
  /// The zoom sources marked in the presenting view (`.transitionSource(id:in:)`).
  private let sources: ZoomSourceRegistry<UIView>
  private var modifier: Modifier?
  private var reconciler = PresentationBinding<ID>()
  private var shown: Value?
  private var hosting: UIHostingController<PresentedRoot<Presented>>?
  private var reduceMotion = false
  /// What the presenter's view sees (`context.environment`), as of SwiftUI's last update.
  private var presenterEnvironment: EnvironmentValues?

  init(progress: PresentationProgressModel, sources: ZoomSourceRegistry<UIView>) {
    self.progress = progress
    self.sources = sources
  }

  /// SwiftUI's update: the modifier as it is now, its binding's value and the presenter's
  /// environment. The content shown is built again (its closure may read the presenter's state,
  /// and its environment is the presenter's) as ``TransitionsBackend/PresentedRootRule`` says:
  /// only for the item shown, never for a progress change (those reach the readers through
  /// the observed model, not through here).
  func update(_ modifier: Modifier, reduceMotion: Bool, presenter environment: EnvironmentValues) {
    self.modifier = modifier
    self.reduceMotion = reduceMotion
    presenterEnvironment = environment
    hosting?.transitionController?.reduceMotion = reduceMotion
    if let controller = hosting?.transitionController { applyInteractivity(to: controller) }
    let value = modifier.binding.read()
    let trigger = PresentedRootRule.Trigger<ID>.presenterUpdate(
      shown: shown.map(modifier.id), read: value.map(modifier.id))
    if let value, let rebuild = PresentedRootRule.rebuild(on: trigger) {
      shown = value
      rebuildRoot(rebuild, showing: value)
    }
    perform(reconciler.bindingRead(value.map(modifier.id)))
  }

  /// The presenter's `presentationInteractivity`, as of SwiftUI's last update, on `controller`.
  private func applyInteractivity(to controller: TransitionController) {
    let interactivity = presenterEnvironment?.presentationInteractivity ?? .init()
    for operation in [TransitionOperation.present, .dismiss] {
      controller.setInteractive(interactivity.allows(operation), for: operation)
    }
  }

  /// Assigns the hosting controller's root: only with the rule's ``PresentedRootRule/Rebuild``.
  private func rebuildRoot(_ rebuild: PresentedRootRule.Rebuild, showing value: Value) {
    guard let hosting, let root = root(showing: value) else { return }
    hosting.rootView = root
  }

  /// The content for `value` in the environment the presenter's gives it.
  private func root(showing value: Value) -> PresentedRoot<Presented>? {
    guard let modifier, let presenterEnvironment else { return nil }
    let environment = PresentedEnvironment.forwarded(
      presenter: ForwardedEnvironment(values: presenterEnvironment),
      progress: LivePresentationProgress(progress),
      dismissal: PresentationDismissAction { [weak self] in self?.dismissFromContent() })
    return PresentedRoot(environment: environment.values, content: modifier.presented(value))
  }

  /// `\.dismissPresentation` in the content: as its drag would, unless the content presents
  /// something itself (UIKit would dismiss only that).
  private func dismissFromContent() {
    guard let hosting, hosting.presentingViewController != nil else { return }
    let content = (presentsAnother: hosting.presentedViewController != nil, isPresented: true)
    guard PresentationBinding<ID>.refusal(ofDismissOf: content) == nil else { return }
    hosting.dismiss(animated: true)
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
    guard modifier != nil else { return }
    // No environment yet cannot happen (SwiftUI's update, which takes it, asks to present).
    guard let root = root(showing: value) else { return ended(.present, completed: false) }
    let hosting = UIHostingController(rootView: root)
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
      hosting, transition: sources.resolving(transition, frameInWindow: { $0.frameInWindow }),
      animated: true,
      prepare: { [weak self] controller in
        controller.reduceMotion = self?.reduceMotion
        self?.applyInteractivity(to: controller)
        controller.onWillDismiss = { [weak self] in self?.willDismiss() }
        controller.onDidEnd = { [weak self] operation, completed in
          self?.ended(operation, completed: completed)
        }
        // Only the observed fields that changed: the root is not touched.
        controller.onProgress = { [weak self] progress in self?.progress.publish(progress) }
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
      progress.publish(.dismissed)
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
      progress.publish(.dismissed)
    }
    perform(commands)
  }
}
