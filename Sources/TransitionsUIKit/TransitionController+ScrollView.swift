import Motion
import Stage
import Transitions
import TransitionsBackend
import UIKit

/// The registered scroll view, mirrored in the scene; and the scene's twin (issue 30).
extension TransitionController {
  /// The twin the rest of a run is planned on (issue 30): a scene built alike, over views that
  /// are never shown (stand-ins at the real views' frames).
  static func twin(
    of style: TransitionStyle, _ size: CGSize, _ safeArea: UIEdgeInsets, _ reduceMotion: Bool
  ) -> PlanningTwin<PresentationContent<UIKitToolkit>> {
    PlanningTwin(
      make: {
        MirroredPresentation(
          style: style, toolkit: UIKitToolkit(showsValues: false), size: Size(size),
          safeAreaInsets: EdgeInsets(safeArea), reduceMotion: reduceMotion)
      },
      standIn: { real in UIView(frame: real.frame) })
  }

  func mirrorScrollView() {
    guard scene != nil, let scrollView, mirrored !== scrollView, let content = presented?.view
    else { return }
    mirrored = scrollView
    // Read in the same event as UIKit's own scrolling (a target of its pan, as FloatingPanel).
    scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollViewPanned))
    forwarder?.registeredScrollView = scrollView
    let inset = EdgeInsets(scrollView.adjustedContentInset)
    let frame = Rect(scrollView.convert(scrollView.bounds, to: content))
    let contentSize = Size(scrollView.contentSize)
    let offset = Point(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y)
    perform { [weak scrollView] scene, view in
      guard let scrollView else { return [] }
      return scene.content.mirrorScrollView(
        view(scrollView), frame: frame, contentSize: contentSize, contentInset: inset,
        contentOffset: offset
      ).actions
    }
  }

  @objc func scrollViewPanned() {
    scrollViewMoved()
  }

  /// The registered scroll view's offset, as UIKit has it now, told to the scene: put back
  /// where the engine owns the motion, adopted by the engine where it is at rest.
  func scrollViewMoved() {
    guard let scene, let scrollView = mirrored else { return }
    let offset = scrollView.contentOffset
    let point = Point(x: offset.x, y: offset.y)
    let decision =
      runner?.perform(answering: { scene, _ in
        (scene.content.toolkitScrollViewMoved(to: point), [BackendAction]())
      }) ?? scene.content.toolkitScrollViewMoved(to: point)
    switch decision {
    case .restore(let engine):
      // `animated: false` also stops UIKit's own deceleration.
      scrollView.setContentOffset(CGPoint(x: engine.x, y: engine.y), animated: false)
    case .inStep, .adopted: break
    }
  }
}
