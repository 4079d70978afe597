import SwiftUI
import Transitions
import TransitionsSwiftUI

// The README's "A taste of `TransitionsSwiftUI`", line for line (ReadmeSwiftUITasteTests checks
// that it stands here, so the Apple type check compiles exactly what the README shows).
struct DetailLink: View {
  @State private var showDetail = false

  var body: some View {
    Button("Details") { showDetail = true }
      // A drag down dismisses; showDetail turns false once the card has gone.
      .presentation(isPresented: $showDetail, transition: .card()) { DetailCard() }
  }
}

struct DetailCard: View {
  @Environment(\.dismissPresentation) private var dismiss
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    // The live progress, every frame: an effect alongside the transition.
    Button("Close") { dismiss() }.opacity(progress.fraction)
  }
}
