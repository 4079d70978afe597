public import Motion
public import Stage
public import Transitions

/// An engine screen standing for one of the toolkit's view controllers on a mirrored navigation
/// stack (``MirroredNavigation``): the engine pushes, pops and drags it; the toolkit controller's
/// real view shows what it does.
///
/// It also holds the engine *twins* of real views inside the toolkit controller's view: a zoom
/// asks for its source view as an engine view (``Transitions/ZoomTransition/SourceProvider``),
/// so a real cell is stood for by a twin at the same place (``twin(of:frame:cornerRadius:)``),
/// and the twin's `isHidden`, which the zoom sets while the zoomed screen is shown, is shown on
/// the real cell.
@MainActor
public final class MirroredScreen: ViewController {
  /// The toolkit's view controller this screen stands for (not retained).
  public private(set) weak var toolkitController: AnyObject?
  /// The twins made so far, each with the real view it stands for (neither retained by the
  /// other: the twin is a subview of ``view``).
  private var twins: [(real: WeakReference, twin: View)] = []
  /// Called when a twin is made or moved: the mirror binds it to its real view.
  var twinChanged: (@MainActor (View, AnyObject) -> Void)?

  /// A screen for `controller`, titled `title`.
  public init(standingFor controller: AnyObject, title: String? = nil) {
    toolkitController = controller
    super.init()
    self.title = title
  }

  /// The engine twin of the real view `toolkitView` inside this screen: an empty engine view at
  /// `frame` (in points, in the toolkit controller's view's coordinates) with `cornerRadius`,
  /// made the first time and moved on later calls (the cell may have scrolled). Its `isHidden`
  /// is shown on `toolkitView`; nothing else is.
  public func twin(of toolkitView: AnyObject, frame: Rect, cornerRadius: Double) -> View {
    twins.removeAll { entry in
      guard entry.real.object == nil else { return false }
      entry.twin.removeFromSuperview()
      return true
    }
    let twin: View
    if let known = twins.first(where: { $0.real.object === toolkitView })?.twin {
      twin = known
    } else {
      twin = View()
      twin.name = "source"
      twin.isUserInteractionEnabled = false
      twins.append((WeakReference(toolkitView), twin))
    }
    if twin.superview !== view { view.addSubview(twin) }
    twin.frame = frame
    twin.cornerRadius = max(cornerRadius, 0)
    twinChanged?(twin, toolkitView)
    return twin
  }

  /// The twins with their real views, for the mirror to bind again.
  var liveTwins: [(real: AnyObject, twin: View)] {
    twins.compactMap { entry in entry.real.object.map { ($0, entry.twin) } }
  }
}

/// A reference that does not keep its object alive.
struct WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

extension MirroredScreen {
  /// A zoom's source provider (``Transitions/ZoomTransition/SourceProvider``) over real views:
  /// when the zoom asks (at the push and again at the pop), `resolve` is given the operation,
  /// the toolkit controller whose screen holds the source and the zoomed one, and returns the
  /// real source view with its frame in the source controller's view's coordinates and its
  /// corner radius, or `nil` (the cell scrolled away: the zoom falls back to a fade and a
  /// shrink). The provider answers with that view's twin in the engine
  /// (``MirroredScreen/twin(of:frame:cornerRadius:)``).
  ///
  /// ```swift
  /// let style = NavigationTransitionStyle.zoom(
  ///   source: MirroredScreen.zoomSource { _, grid, _ in (cell, cellFrameInGrid, 12) })
  /// ```
  ///
  /// A twin stands in for the real view only while the zoom needs it; the reusable engine twin
  /// of any real view belongs in one place for every backend, and this provider should be built
  /// on it when it lands.
  nonisolated public static func zoomSource(
    _ resolve:
      @escaping @MainActor @Sendable (
        _ operation: TransitionOperation, _ source: AnyObject, _ zoomed: AnyObject?
      ) -> (view: AnyObject, frame: Rect, cornerRadius: Double)?
  ) -> ZoomTransition.SourceProvider {
    { context in
      guard let screen = context.sourceViewController as? MirroredScreen,
        let source = screen.toolkitController
      else { return nil }
      let zoomed = (context.zoomedViewController as? MirroredScreen)?.toolkitController
      guard let found = resolve(context.operation, source, zoomed), found.frame.isFinite else {
        return nil
      }
      return screen.twin(of: found.view, frame: found.frame, cornerRadius: found.cornerRadius)
    }
  }
}
