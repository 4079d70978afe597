/// Who keeps what while a presentation gesture is installed on a presenter (device risk 3), so
/// that a pull presents a controller that is still there, and nothing outlives the removal.
///
/// An app installs the gesture with a controller it may not keep itself
/// (`home.installPresentationGesture(presenting: DetailViewController(), transition: .pullDown())`):
/// if nothing kept that controller, the engine would begin presenting on a pull and the toolkit
/// would present nothing. So:
///
/// - the **presenter** keeps the installation (UIKit: an associated object on the presenting
///   controller), for as long as the gesture is installed;
/// - the **installation** keeps the controller to present and the manager (UIKit's
///   `TransitionController`, the controller's transitioning delegate, which the toolkit holds
///   weakly) strongly;
/// - the **controller** reaches its manager only weakly (no cycle): the installation's
///   ``managerOfController`` is what it reads;
/// - ``remove()`` lets go of both: with the presenter's reference gone, nothing of the
///   installation lives on.
///
/// ```swift
/// let installation = PresentationGestureInstallation(presenting: detail, manager: manager)
/// associate(installation, with: home)   // the presenter keeps it
/// installation.remove()                 // the gesture is removed: detail and manager go
/// ```
@MainActor
public final class PresentationGestureInstallation<Controller: AnyObject, Manager: AnyObject> {
  /// The controller a pull presents, kept while installed.
  public private(set) var controller: Controller?
  /// The manager that presents it, kept while installed.
  public private(set) var manager: Manager?
  /// What the presented controller holds to reach its manager: a weak reference, so that the
  /// controller and the manager do not keep each other.
  public let managerOfController: WeakManager

  /// A weak reference to the manager, for the presented controller to hold.
  @MainActor
  public final class WeakManager {
    public private(set) weak var manager: Manager?

    init(_ manager: Manager) {
      self.manager = manager
    }
  }

  /// Installs: `controller` and `manager` are kept until ``remove()``.
  public init(presenting controller: Controller, manager: Manager) {
    self.controller = controller
    self.manager = manager
    managerOfController = WeakManager(manager)
  }

  /// Whether the gesture is installed (the controller and the manager are kept).
  public var isInstalled: Bool { controller != nil }

  /// The gesture is removed: the controller and the manager are let go.
  public func remove() {
    controller = nil
    manager = nil
  }
}
