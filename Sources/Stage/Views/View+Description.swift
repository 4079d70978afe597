import Motion

/// A text picture of a view tree, one line per view, indented by depth: for debugging, test
/// failures and text snapshots.
///
/// ```swift
/// print(window.treeDescription())
/// // Window frame=(0, 0, 390, 844)
/// //   View "card" frame=(20, 100, 350, 200) alpha=0.5 text="Card"
/// ```
extension View {
  /// The subtree's description, with on-screen (`.onScreen`) or model values.
  ///
  /// Each line names the type and ``name``, then the frame, and only what differs from a plain
  /// view: a non-identity transform, alpha, corner radius, background colour, hidden, text.
  public func treeDescription(_ layer: ValueLayer = .onScreen) -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0, layer: layer)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int, layer: ValueLayer) {
    let state = values(layer)
    var line = String(repeating: "  ", count: depth) + String(describing: type(of: self))
    if let name { line += " \"\(name)\"" }
    line += " frame=\(state.frame)"
    if !state.transform.isIdentity { line += " transform=\(state.transform)" }
    if state.alpha != 1 { line += " alpha=\(state.alpha)" }
    if state.cornerRadius != 0 { line += " cornerRadius=\(state.cornerRadius)" }
    if let color = state.backgroundColor { line += " background=\(color.hexString)" }
    if isHidden { line += " hidden" }
    if let text { line += " text=\"\(text)\"" }
    lines.append(line)
    for subview in subviews { subview.describe(into: &lines, depth: depth + 1, layer: layer) }
  }
}
