import Motion
import Stage

extension ContainerViewController {
  /// A drag towards a neighbour that does not exist moves the visible child with rubber
  /// banding (Motion's `rubberBand`, c = 0.55, over the width) and springs it back on release.
  func rubberBand(_ pan: PanGestureRecognizer) {
    guard selection.isRubberBanding, activeRun == nil else { return }
    let child = viewControllers[selectedIndex].view
    let width = max(contentView.bounds.width, 1)
    switch pan.state {
    case .began, .changed:
      rubberBandAnimator?.stopAnimation(withoutFinishing: true)
      rubberBandAnimator = nil
      let offset = rubberBandUnchecked(offset: pan.translation(in: nil).dx, dimension: width)
      child.transform = Transform(translationX: offset, y: 0)
    case .ended, .cancelled:
      selection.rubberBandEnded()
      rubberBandAnimator = try? view.window?.animate(spring: .smooth) {
        child.transform = .identity
      }
    default: break
    }
  }
}
