import SwiftUI
import Transitions
import TransitionsBackend
import TransitionsUIKit
import UIKit

/// Both `.toast` modifiers: a host in the background, from whose window scene the toast is
/// handed to that scene's ``TransitionsUIKit/ToastOverlay``.
struct ToastModifier<Value, ID: Hashable, Presented: View>: ViewModifier {
  let binding: BindingAccess<Value>
  let id: (Value) -> ID
  let transition: TransitionStyle
  let announcement: String?
  let onDismiss: (() -> Void)?
  let presented: (Value) -> Presented

  func body(content: Content) -> some View {
    content.background { ToastHost(modifier: self) }
  }
}

/// An invisible controller in the modified view's place: its window scene is the overlay's.
struct ToastHost<Value, ID: Hashable, Presented: View>: UIViewControllerRepresentable {
  let modifier: ToastModifier<Value, ID, Presented>

  func makeCoordinator() -> ToastCoordinator<Value, ID, Presented> { ToastCoordinator() }

  func makeUIViewController(context: Context) -> UIViewController {
    let host = UIViewController(nibName: nil, bundle: nil)
    context.coordinator.host = host
    return host
  }

  func updateUIViewController(_ host: UIViewController, context: Context) {
    context.coordinator.update(modifier, presenter: context.environment)
  }

  static func dismantleUIViewController(_ host: UIViewController, coordinator: Coordinator) {
    coordinator.dismantle()
  }
}

/// Carries out what ``TransitionsBackend/ToastBinding`` decides: hands a `UIHostingController`
/// to the overlay, withdraws or dismisses it, writes the binding, calls `onDismiss`; hears the
/// toast's transitions through the overlay.
@MainActor
final class ToastCoordinator<Value, ID: Hashable, Presented: View> {
  typealias Modifier = ToastModifier<Value, ID, Presented>

  weak var host: UIViewController?
  private var modifier: Modifier?
  private var reconciler = ToastBinding<ID>()
  private var shown: Value?
  private var hosting: UIHostingController<PresentedRoot<Presented>>?
  private weak var overlay: ToastOverlay?
  private var presenterEnvironment: EnvironmentValues?

  /// SwiftUI's update: the modifier as it is now, its binding's value and the presenter's
  /// environment; the content shown is built again only for the item shown
  /// (``TransitionsBackend/PresentedRootRule``).
  func update(_ modifier: Modifier, presenter environment: EnvironmentValues) {
    self.modifier = modifier
    presenterEnvironment = environment
    let value = modifier.binding.read()
    let trigger = PresentedRootRule.Trigger<ID>.presenterUpdate(
      shown: shown.map(modifier.id), read: value.map(modifier.id))
    if let value, PresentedRootRule.rebuild(on: trigger) != nil, let hosting,
      let root = root(showing: value)
    {
      shown = value
      hosting.rootView = root
    }
    perform(reconciler.bindingRead(value.map(modifier.id)))
  }

  /// The modified view left SwiftUI's hierarchy: its toast goes with it (out of the queue, or
  /// off the screen), and the binding of a view that is gone is not written.
  func dismantle() {
    modifier = nil
    guard let hosting else { return }
    if overlay?.withdraw(hosting) != true, hosting.presentingViewController != nil {
      hosting.dismiss(animated: false)
    }
  }

  private func root(showing value: Value) -> PresentedRoot<Presented>? {
    guard let modifier, let presenterEnvironment else { return nil }
    let environment = PresentedEnvironment.forwarded(
      presenter: ForwardedEnvironment(values: presenterEnvironment), progress: .none,
      dismissal: PresentationDismissAction { [weak self] in self?.hosting?.dismiss(animated: true) }
    )
    return PresentedRoot(environment: environment.values, content: modifier.presented(value))
  }

  private func perform(_ commands: [ToastBinding<ID>.Command]) {
    guard let modifier else { return }
    for command in commands {
      switch command {
      case .show(let id):
        if let value = modifier.binding.read(), modifier.id(value) == id { show(value) }
      case .withdraw:
        if let hosting { overlay?.withdraw(hosting) }
        gone()
      case .dismiss: hosting?.dismiss(animated: true)
      case .writeBinding(nil): modifier.binding.write(nil)
      case .writeBinding(.some): modifier.binding.write(shown)
      case .onDismiss: modifier.onDismiss?()
      }
    }
  }

  /// Hands the toast to the overlay on the next turn of the main queue (never during SwiftUI's
  /// update), then tells the binding what the overlay answered.
  private func show(_ value: Value) {
    guard let root = root(showing: value) else { return answered(.refused) }
    let hosting = UIHostingController(rootView: root)
    self.hosting = hosting
    shown = value
    Task { @MainActor [weak self] in self?.hand(hosting) }
  }

  private func hand(_ hosting: UIHostingController<PresentedRoot<Presented>>) {
    guard let modifier, self.hosting === hosting else { return }
    // In no window there is no scene to show it in: as a full queue.
    guard let scene = host?.viewIfLoaded?.window?.windowScene else { return answered(.refused) }
    let overlay = ToastOverlay.overlay(for: scene)
    self.overlay = overlay
    let outcome = overlay.show(
      hosting, transition: modifier.transition, announcement: modifier.announcement,
      willDismiss: { [weak self] in self?.willDismiss() },
      ended: { [weak self] operation, completed in self?.ended(operation, completed: completed) })
    answered(outcome)
  }

  private func answered(_ outcome: ToastQueue.Outcome) {
    let commands = reconciler.overlayAnswered(outcome)
    if outcome == .refused { gone() }
    perform(commands)
  }

  private func willDismiss() {
    perform(reconciler.toolkitWillDismiss())
  }

  private func ended(_ operation: TransitionOperation, completed: Bool) {
    let commands = reconciler.toolkitDidEnd(operation, completed: completed)
    if operation == .dismiss ? completed : !completed { gone() }
    perform(commands)
  }

  /// The toast is off the screen and out of the queue.
  private func gone() {
    hosting = nil
    shown = nil
  }
}
