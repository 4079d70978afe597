public import Observation
public import Transitions

// What a declarative front end (SwiftUI) decides about the content it presents, and that it must
// not decide in its glue (issue 29, risk 7): the live progress reaches only the views that read
// it; the hosting controller's root view is built again only when SwiftUI updates the presenter,
// never because the transition moved; and the presented content gets the presenter's
// environment, with this presentation's own values on top.

/// The live progress of one presentation, observed field by field: a view whose body reads
/// ``fraction`` updates when the fraction changes (every frame of a run); one that reads only
/// ``isInteractive`` updates when a finger takes or lets go of the run; one that reads nothing
/// is not updated at all. (Observation tracks the properties a body reads: Apple, "Migrating
/// from the Observable Object protocol to the Observable macro".)
///
/// The front end owns one per `.presentation` and publishes each ``PresentationProgress`` to
/// it (``publish(_:)``); readers reach it through ``LivePresentationProgress``.
@MainActor @Observable
public final class PresentationProgressModel {
  /// How far the presented content is on screen (``PresentationProgress/fraction``).
  public private(set) var fraction: Double
  /// The transition under way, `nil` at rest (``PresentationProgress/operation``).
  public private(set) var operation: TransitionOperation?
  /// Whether a finger drives the transition now (``PresentationProgress/isInteractive``).
  public private(set) var isInteractive: Bool

  public init(_ progress: PresentationProgress = .dismissed) {
    fraction = progress.fraction
    operation = progress.operation
    isInteractive = progress.isInteractive
  }

  /// The progress now (reading it reads every field: a view that reads it updates on any
  /// change).
  public var value: PresentationProgress {
    PresentationProgress(fraction: fraction, operation: operation, isInteractive: isInteractive)
  }

  /// Takes the scene's progress after a frame or an event: only the fields that changed are
  /// set, so only their readers hear of it.
  @discardableResult
  public func publish(_ progress: PresentationProgress) -> PresentationProgress.Fields {
    let changed = PresentationProgress.Fields.changed(from: value, to: progress)
    if changed.contains(.fraction) { fraction = progress.fraction }
    if changed.contains(.operation) { operation = progress.operation }
    if changed.contains(.isInteractive) { isInteractive = progress.isInteractive }
    return changed
  }
}

extension PresentationProgress {
  /// The fields of a ``PresentationProgress``, each observed on its own.
  public struct Fields: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let fraction = Fields(rawValue: 1 << 0)
    public static let operation = Fields(rawValue: 1 << 1)
    public static let isInteractive = Fields(rawValue: 1 << 2)

    /// The fields that differ between `old` and `new`.
    public static func changed(from old: PresentationProgress, to new: PresentationProgress)
      -> Fields
    {
      var fields: Fields = []
      if old.fraction != new.fraction { fields.insert(.fraction) }
      if old.operation != new.operation { fields.insert(.operation) }
      if old.isInteractive != new.isInteractive { fields.insert(.isInteractive) }
      return fields
    }
  }
}

/// The live progress as a view reads it from its environment: a handle on the nearest
/// presentation's ``PresentationProgressModel`` that never changes while that presentation
/// lives, so putting it in the environment updates nobody; reading one of its properties in a
/// body is what makes that body follow the progress.
///
/// ```swift
/// @Environment(\.presentationProgress) private var progress
/// var body: some View { Header().opacity(1 - progress.fraction) }  // follows every frame
/// ```
///
/// Outside any presentation it reads ``PresentationProgress/dismissed``.
public struct LivePresentationProgress: Sendable, Equatable {
  private let model: PresentationProgressModel?

  /// The progress of `model`'s presentation.
  public init(_ model: PresentationProgressModel) { self.model = model }

  private init() { model = nil }

  /// No presentation: reads ``PresentationProgress/dismissed``, always.
  public static let none = LivePresentationProgress()

  /// How far the presented content is on screen, 0 to 1 (``PresentationProgress/fraction``).
  @MainActor public var fraction: Double {
    model?.fraction ?? PresentationProgress.dismissed.fraction
  }
  /// The transition under way, `nil` at rest.
  @MainActor public var operation: TransitionOperation? { model?.operation }
  /// Whether a finger drives the transition now.
  @MainActor public var isInteractive: Bool { model?.isInteractive ?? false }
  /// Every field at once (a view that reads it follows every change of any field).
  @MainActor public var value: PresentationProgress { model?.value ?? .dismissed }

  /// The same presentation's progress (the handle, not the values: they are observed).
  public static func == (a: LivePresentationProgress, b: LivePresentationProgress) -> Bool {
    a.model === b.model
  }
}

/// When the front end builds the hosting controller's root view again.
///
/// SwiftUI's content closure may read the presenter's state, and the presenter's environment is
/// part of the root (``PresentedEnvironment``), so each SwiftUI update of the presenter while the
/// same item is shown rebuilds it, as SwiftUI's own `sheet` re-evaluates its content; a
/// progress change never does (the progress reaches readers through
/// ``PresentationProgressModel``, up to 120 times a second, with no root in between).
public enum PresentedRootRule {
  /// What rebuilding the root needs: only the rule makes one.
  public struct Rebuild: Sendable, Equatable {
    fileprivate init() {}
  }

  /// What moved the front end to ask.
  public enum Trigger<ID: Hashable>: Equatable {
    /// The transition's progress changed (a frame, a touch).
    case progress(PresentationProgress)
    /// SwiftUI updated the presenter (its state, its binding or its environment changed):
    /// `shown` is the item on screen (`nil` for none), `read` the binding's now.
    case presenterUpdate(shown: ID?, read: ID?)
  }

  /// Whether `trigger` rebuilds the root: only a presenter's update while the item it reads is
  /// the one shown. Another item is dismissed and presented anew by ``PresentationBinding``
  /// (its own new hosting controller); nothing shown has no root; a progress change, never.
  public static func rebuild<ID: Hashable>(on trigger: Trigger<ID>) -> Rebuild? {
    switch trigger {
    case .progress: return nil
    case .presenterUpdate(let shown?, let read?) where shown == read: return Rebuild()
    case .presenterUpdate: return nil
    }
  }
}

/// An environment a front end hands to presented content: SwiftUI's `EnvironmentValues` in the
/// glue, a plain value in tests.
public protocol PresentationEnvironment {
  /// The live progress readers see (SwiftUI's `\.presentationProgress`).
  var presentationProgress: LivePresentationProgress { get set }
  /// Whether `.transitionSource(id:in:)` would register with a `.presentation`'s zoom sources.
  var hasZoomSources: Bool { get }
  /// Forgets the zoom sources of the `.presentation` this environment came from.
  mutating func removeZoomSources()
  /// What the content calls to dismiss itself (SwiftUI's `\.dismissPresentation`).
  var presentationDismissal: PresentationDismissAction { get set }
}

/// Which environment the presented content gets.
///
/// - **The presenter's, whole**: what the modified view sees where the `.presentation` is
///   (`UIViewControllerRepresentable`'s `context.environment`, taken at every update of the
///   presenter): its environment objects, colour scheme, Dynamic Type, locale and custom keys.
///   A hosting controller's root starts from the window's defaults instead, so an
///   `@Environment(Model.self)` put above the presenter would be missing (a crash) and its
///   colour scheme lost.
/// - **This presentation's own on top**: its live progress (not the one of an outer
///   `.presentation` the presenter may be inside), its dismissal, and no zoom sources (the
///   presenter's registry is the presenter's: a view marked inside the content is no source of
///   the zoom that presented it).
public enum PresentedEnvironment {
  /// The content's environment: `presenter`'s, with this presentation's `progress` and
  /// `dismissal` and without the presenter's zoom sources.
  public static func forwarded<Values: PresentationEnvironment>(
    presenter: Values, progress: LivePresentationProgress, dismissal: PresentationDismissAction
  ) -> Values {
    var values = presenter
    values.presentationProgress = progress
    values.presentationDismissal = dismissal
    values.removeZoomSources()
    return values
  }
}

/// Dismisses the presented content from inside it (SwiftUI's `\.dismissPresentation`), as a
/// drag or the escape gesture would: the binding turns `false` once the content has gone.
///
/// SwiftUI's own `\.dismiss` in the content is the presenter's once the presenter's environment
/// is forwarded (its page gives it no setter, so a presentation cannot put its own on top), and
/// dismisses whatever presents the presenter, if anything; this one dismisses the content.
///
/// ```swift
/// @Environment(\.dismissPresentation) private var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct PresentationDismissAction: Sendable {
  private let action: @MainActor @Sendable () -> Void

  /// An action that calls `action`.
  public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Outside any presentation: does nothing.
  public static let none = PresentationDismissAction {}

  /// Dismisses the content.
  @MainActor public func callAsFunction() { action() }
}
