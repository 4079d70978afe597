public import Stage
public import Transitions

/// Keeps a toolkit's views showing an engine scene: the engine's views that stand for real ones
/// are *bound* to them (the presented controller's view to the real presented view); the views
/// the transition creates (a dimming view) become toolkit views, made, placed and removed as the
/// engine makes, orders and removes its own. Each frame only what changed is set.
///
/// ```swift
/// let binder = ViewBinder(toolkit: myToolkit)
/// binder.bind(scene.presentedView, to: realPresentedView, .moved)
/// binder.bind(scene.containerView, to: realContainer, .container)
/// try host.tick(to: t)
/// binder.apply(host.published, host: host) { id in id == dimmingID ? "dimming" : nil }
/// ```
///
/// A frame is applied in four steps: removals (created views leave; bound views that follow
/// removal leave their parent), bindings resolved to the frame's ids, values (only the changed
/// ones, masked by each binding's ``BindingOptions/applies``; every one, for a view just created
/// or just bound), and the order of every arranged parent whose subviews changed.
///
/// Lifetime: bound views on both sides are held weakly, so binding keeps nothing alive; created
/// toolkit views are held until the engine removes their view (or ``removeAll()``).
@MainActor
public final class ViewBinder<Toolkit: BackendToolkit> {
  /// The toolkit that makes and changes the views.
  public let toolkit: Toolkit

  private struct Binding {
    weak var engine: View?
    weak var backend: Toolkit.BackendView?
    var options: BindingOptions
    var id: ViewID?
  }

  private var bindings: [Binding] = []
  private var bindingByID: [ViewID: Int] = [:]
  private var created: [ViewID: Toolkit.BackendView] = [:]
  private var needsFullPass = true

  public init(toolkit: Toolkit) {
    self.toolkit = toolkit
  }

  /// Shows `engine` with `backend` from the next ``apply(_:host:role:)`` on (which sets every
  /// value `options` applies, then only changes). Binding an engine view again replaces its
  /// binding.
  public func bind(_ engine: View, to backend: Toolkit.BackendView, _ options: BindingOptions) {
    unbind(engine)
    bindings.append(Binding(engine: engine, backend: backend, options: options, id: nil))
    needsFullPass = true
  }

  /// The toolkit changed its views behind the binder's back (UIKit laid its container out, which
  /// may set a presented view's `frame`): the next ``apply(_:host:role:)`` sets every value of
  /// every binding again, not only what changed.
  public func invalidate() {
    needsFullPass = true
  }

  /// Stops showing `engine` (its backend view stays as it is).
  public func unbind(_ engine: View) {
    guard let index = bindings.firstIndex(where: { $0.engine === engine }) else { return }
    if let id = bindings[index].id { bindingByID[id] = nil }
    bindings.remove(at: index)
    reindex()
  }

  /// The toolkit view showing the engine view with `id` in the last frame applied: bound or
  /// created.
  public func backendView(for id: ViewID) -> Toolkit.BackendView? {
    if let view = created[id] { return view }
    guard let index = bindingByID[id] else { return nil }
    return bindings[index].backend
  }

  /// How many toolkit views the binder made and still holds.
  public var createdCount: Int { created.count }

  /// Removes every created toolkit view and forgets every binding: the scene is over.
  public func removeAll() {
    for view in created.values { toolkit.remove(view) }
    created.removeAll()
    bindings.removeAll()
    bindingByID.removeAll()
    needsFullPass = true
  }

  /// Applies one published frame of `host` (read it afresh after each tick).
  ///
  /// - Parameters:
  ///   - frame: the frame `host` published last.
  ///   - host: the host that published it.
  ///   - role: the role of an engine view the transition created, by id, for
  ///     ``BackendToolkit/makeView(for:role:)``; asked only when a view is created.
  /// - Complexity: O(changed views + bindings) for a frame whose tree kept its shape; O(n) when
  ///   views were added, moved or bound. Allocates nothing then, unless a view is created.
  public func apply(
    _ frame: PublishedFrame, host: StageHost, role: (ViewID) -> ViewRole? = { _ in nil }
  ) {
    var arrange: Set<ViewID> = []
    for id in frame.removed { removeView(id) }
    var full = needsFullPass
    needsFullPass = false
    for index in bindings.indices {
      guard let engine = bindings[index].engine else { continue }
      let id = host.id(of: engine)
      guard id != bindings[index].id else { continue }
      if let old = bindings[index].id { bindingByID[old] = nil }
      bindings[index].id = id
      if let id {
        bindingByID[id] = index
        full = true  // newly in the window: every value, and its place
      }
    }
    if full {
      for view in frame.views {
        show(view, changes: .all, role: role, arrange: &arrange)
        if arranges(view.id) { arrange.insert(view.id) }
      }
    } else {
      for view in frame.changedViews {
        show(view, changes: view.changes, role: role, arrange: &arrange)
      }
    }
    for id in frame.rearranged where arranges(id) { arrange.insert(id) }
    for id in frame.moved {
      if let parent = frame[id]?.parent, arranges(parent) { arrange.insert(parent) }
    }
    guard !arrange.isEmpty else { return }
    for view in frame.views where arrange.contains(view.id) {
      place(subviewsOf: view.id, in: frame)
    }
  }

  // MARK: Steps

  private func removeView(_ id: ViewID) {
    if let view = created.removeValue(forKey: id) { toolkit.remove(view) }
    guard let index = bindingByID.removeValue(forKey: id) else { return }
    bindings[index].id = nil
    if bindings[index].options.followsRemoval, let backend = bindings[index].backend {
      toolkit.remove(backend)
    }
  }

  private func show(
    _ view: PublishedView, changes: ViewChanges, role: (ViewID) -> ViewRole?,
    arrange: inout Set<ViewID>
  ) {
    if let index = bindingByID[view.id] {
      let masked = changes.intersection(bindings[index].options.applies)
      if !masked.isEmpty, let backend = bindings[index].backend {
        toolkit.apply(ViewValues(view), changes: masked, to: backend)
      }
      return
    }
    if let existing = created[view.id] {
      toolkit.apply(ViewValues(view), changes: changes, to: existing)
      return
    }
    guard let parent = view.parent, arranges(parent) else { return }
    let made = toolkit.makeView(for: view, role: role(view.id))
    created[view.id] = made
    toolkit.apply(ViewValues(view), changes: ViewChanges.all.subtracting(.content), to: made)
    arrange.insert(parent)
  }

  /// Whether the backend view of `id` shows the engine's subviews: created, or bound so.
  private func arranges(_ id: ViewID) -> Bool {
    if created[id] != nil { return true }
    guard let index = bindingByID[id] else { return false }
    return bindings[index].options.arrangesSubviews && bindings[index].backend != nil
  }

  /// Places the backend views of `id`'s engine subviews in the engine's order, back to front.
  private func place(subviewsOf id: ViewID, in frame: PublishedFrame) {
    guard let parent = backendView(for: id) else { return }
    var previous: Toolkit.BackendView?
    for subview in frame.subviews(of: id) {
      guard let view = backendView(for: subview.id) else { continue }
      toolkit.place(view, in: parent, above: previous)
      previous = view
    }
  }

  private func reindex() {
    bindingByID.removeAll(keepingCapacity: true)
    for (index, binding) in bindings.enumerated() {
      if let id = binding.id { bindingByID[id] = index }
    }
  }
}
