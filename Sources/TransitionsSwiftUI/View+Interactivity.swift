public import SwiftUI
public import Transitions

/// Which directions of a `.presentation`'s transition a finger may drive: the value of
/// ``SwiftUI/EnvironmentValues/presentationInteractivity``.
public struct PresentationInteractivity: Sendable, Hashable {
  /// Whether the presentation gesture (on the presenting view) may begin. Default `true`.
  public var present: Bool
  /// Whether the dismissal gestures (the content's drag, the dimming's) may begin. Default
  /// `true`.
  public var dismiss: Bool

  public init(present: Bool = true, dismiss: Bool = true) {
    self.present = present
    self.dismiss = dismiss
  }

  /// Whether `operation`'s gestures may begin (`true` for operations other than the two).
  public func allows(_ operation: TransitionOperation) -> Bool {
    switch operation {
    case .present: return present
    case .dismiss: return dismiss
    case .select, .push, .pop: return true
    }
  }
}

extension View {
  /// Switches the gestures of the `.presentation` modifiers inside this view on or off, while
  /// their content is shown too: off, a direction's gestures stop beginning (their touches
  /// reach the views under the finger); a drag under way is not cut. SwiftUI's
  /// `interactiveDismissDisabled(_:)` for the dismissal, and the same for the presentation
  /// gesture. Apply it outside the `.presentation` modifier (it is read with the presenting
  /// view's environment).
  ///
  /// ```swift
  /// Button("Edit") { editing = true }
  ///   .presentation(isPresented: $editing, transition: .card()) { EditForm() }
  ///   .presentationInteractivity(dismiss: !hasUnsavedChanges)
  /// ```
  public func presentationInteractivity(present: Bool = true, dismiss: Bool = true) -> some View {
    environment(
      \.presentationInteractivity, PresentationInteractivity(present: present, dismiss: dismiss))
  }
}

extension EnvironmentValues {
  /// Which directions of the nearest `.presentation`'s transition a finger may drive
  /// (``SwiftUI/View/presentationInteractivity(present:dismiss:)``). Default: both.
  public var presentationInteractivity: PresentationInteractivity {
    get { self[PresentationInteractivityKey.self] }
    set { self[PresentationInteractivityKey.self] = newValue }
  }
}

struct PresentationInteractivityKey: EnvironmentKey {
  static let defaultValue = PresentationInteractivity()
}
