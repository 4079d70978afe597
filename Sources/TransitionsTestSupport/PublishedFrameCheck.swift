public import Stage

/// Where a host's last published frame differs from its window's views as they are now (empty
/// when it is exact): the views and their order (depth-first, back to front), each view's id,
/// superview and index, its on-screen values (compared exactly: the frame holds copies), hidden
/// and clipping flags, its window frame (to the last bit, as `convert(_:to:layer:)` gives it) and
/// its hidden-in-window flag.
///
/// Call it right after a publish (`tick(to:)` or `publish()`), before changing anything.
@MainActor
public func publishedMismatches(_ host: StageHost) -> [String] {
  let frame = host.published
  var problems: [String] = []
  var position = 0
  func visit(_ view: View, parent: View?, index: Int, hiddenAbove: Bool) {
    let name = view.name ?? "view at \(position)"
    let mine = position
    position += 1
    guard mine < frame.views.count else {
      problems.append("\(name): not published (the frame has \(frame.views.count) views)")
      return
    }
    let shown = frame.views[mine]
    if host.id(of: view) != shown.id {
      problems.append("\(name): id \(String(describing: host.id(of: view))), published \(shown.id)")
    }
    if shown.parent != parent.flatMap(host.id(of:)) || shown.index != index {
      problems.append(
        "\(name): published under \(String(describing: shown.parent)) at \(shown.index)")
    }
    if shown.onScreen != view.onScreen { problems.append("\(name): \(shown.onScreen) != onScreen") }
    if shown.isHidden != view.isHidden || shown.clipsToBounds != view.clipsToBounds {
      problems.append("\(name): hidden or clipping flags differ")
    }
    if shown.subviewCount != view.subviews.count { problems.append("\(name): subview count") }
    let inWindow = view.convert(view.onScreen.bounds, to: nil, layer: .onScreen)
    if frame.frameInWindow(of: shown.id) != inWindow {
      problems.append(
        "\(name): frameInWindow \(String(describing: frame.frameInWindow(of: shown.id))) != "
          + "\(inWindow)")
    }
    let hidden = hiddenAbove || view.isHidden
    if frame.isHiddenInWindow(shown.id) != hidden { problems.append("\(name): hidden in window") }
    for (index, subview) in view.subviews.enumerated() {
      visit(subview, parent: view, index: index, hiddenAbove: hidden)
    }
    if shown.descendantCount != position - mine - 1 { problems.append("\(name): descendants") }
  }
  visit(host.window, parent: nil, index: 0, hiddenAbove: false)
  if position != frame.views.count {
    problems.append("the frame has \(frame.views.count) views, the window \(position)")
  }
  if frame.time != host.currentTime { problems.append("published at \(frame.time)") }
  return problems
}
