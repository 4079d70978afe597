import SwiftUI
import Transitions
import TransitionsSwiftUI

/// One tile of the grid.
struct Tile: Identifiable {
  let id: Int
  var title: String { "Tile \(id)" }

  /// Six tiles in two rows of three.
  static let rows: [[Tile]] = [[1, 2, 3], [4, 5, 6]].map { $0.map(Tile.init(id:)) }
}

/// A grid of tiles: each zooms into its detail (`.transitionSource(id:in:)` on the tile,
/// `.zoom(sourceID:in:)` on the presentation), and the detail, dragged down or closed, zooms
/// back into the tile. The tile is transparent while the zoom shows it.
struct TileGrid: View {
  @Namespace private var tiles
  @State private var selection: Tile?

  var body: some View {
    VStack {
      ForEach(0..<Tile.rows.count, id: \.self) { row in
        HStack {
          ForEach(Tile.rows[row], id: \.id) { tile in
            Button(tile.title) { selection = tile }
              .frame(width: 96, height: 96)
              .transitionSource(id: tile.id, in: tiles, cornerRadius: 12)
          }
        }
      }
    }
    .presentation(item: $selection, transition: .zoom(sourceID: selection?.id, in: tiles)) {
      tile in TileDetail(tile: tile)
    }
  }
}

/// What a tile zooms into.
struct TileDetail: View {
  let tile: Tile
  @Environment(\.dismissPresentation) private var dismiss

  var body: some View {
    VStack {
      Text(tile.title)
      Text("drag down: back into the tile")
      Button("Close") { dismiss() }
    }
  }
}

extension CatalogueChoice {
  /// The catalogue's transitions whose content may be their own, from its data
  /// (`providesOwnContent`; today the shade): presented without content.
  @MainActor static var withOwnContent: [CatalogueChoice] {
    let ids = Set(TransitionCatalogue.descriptions.filter(\.providesOwnContent).map(\.id))
    return all.filter { ids.contains($0.id) }
  }
}

/// A button per transition with content of its own, presenting it with the content-less
/// `.presentation(isPresented:transition:)` (the shade: pull its bottom edge up to dismiss).
struct OwnContentButtons: View {
  var body: some View {
    ForEach(CatalogueChoice.withOwnContent, id: \.id) { choice in
      OwnContentButton(choice: choice)
    }
  }
}

struct OwnContentButton: View {
  let choice: CatalogueChoice
  @State private var isPresented = false

  var body: some View {
    Button("\(choice.id) (its own content)") { isPresented = true }
      .presentation(isPresented: $isPresented, transition: choice.style)
  }
}
