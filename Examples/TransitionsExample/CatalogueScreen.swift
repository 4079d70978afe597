import SwiftUI
import Transitions
import TransitionsSwiftUI

/// One modal transition of the catalogue, with its default options.
struct CatalogueChoice: Identifiable {
  let id: String
  let style: TransitionStyle

  /// Every modal transition of the catalogue, from its data (a transition added to the
  /// catalogue appears here with no edit). A style that cannot be built is left out; the
  /// catalogue's defaults always build (TransitionCatalogueTests).
  @MainActor static var all: [CatalogueChoice] {
    TransitionCatalogue.descriptions.filter { $0.kind == .modal }.compactMap {
      description in
      (try? TransitionCatalogue.style(for: description.id)).map {
        CatalogueChoice(id: description.id, style: $0)
      }
    }
  }
}

/// The example's SwiftUI tab: each catalogue transition presents a SwiftUI view with the
/// `.presentation(item:transition:)` modifier; a drag, the Close button
/// (`@Environment(\.dismissPresentation)`) or choosing another row dismisses it, and the binding follows.
/// Above the list, a grid of tiles zooms (`TileGrid`), and the transitions with content of their
/// own present without content (`OwnContentButtons`).
struct CatalogueScreen: View {
  @State private var choice: CatalogueChoice?

  var body: some View {
    VStack {
      TileGrid()
      OwnContentButtons()
      CatalogueList { choice = $0 }
        .presentation(item: $choice, transition: choice?.style ?? .card()) { choice in
          ChoiceDetail(choice: choice)
        }
    }
  }
}

/// The list of transitions; it dims as the presented view comes in (the live progress).
struct CatalogueList: View {
  let select: (CatalogueChoice) -> Void
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    List {
      ForEach(CatalogueChoice.all, id: \.id) { choice in
        Button(choice.id) { select(choice) }
      }
    }
    .opacity(1 - 0.4 * progress.fraction)
  }
}

/// What each transition presents: its name, whether a finger drives it now, and a Close button.
struct ChoiceDetail: View {
  let choice: CatalogueChoice
  @Environment(\.dismissPresentation) private var dismiss
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    VStack {
      Text(choice.id)
      Text(progress.isInteractive ? "following your finger" : "drag to dismiss")
      Button("Close") { dismiss() }
    }
  }
}
