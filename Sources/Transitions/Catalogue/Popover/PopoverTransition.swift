public import Motion
public import Stage

/// The popover: the presented content beside a source view or rectangle, with an arrow pointing
/// at it (UIKit's `UIModalPresentationStyle.popover`, `UIPopoverPresentationController`;
/// Transmission's `.popover` for the motion).
///
/// - **Place**: ``PopoverLayout`` puts the content (``Configuration/contentWidth`` ×
///   ``Configuration/contentHeight``, UIKit's `preferredContentSize`) on the side of the source
///   with room for it, trying the ``Configuration/permittedArrowDirections`` in UIKit's order
///   (up, down, left, right), inside the window less ``Configuration/margin`` (UIKit's
///   `popoverLayoutMargins`) and its safe area; the `arrow` view (``arrowView``,
///   ``Configuration/arrowBase`` × ``Configuration/arrowHeight``) sits between the content and
///   the source. ``arrowDirection`` says which side was chosen (UIKit's `arrowDirection`).
/// - **Present**: the content and its arrow grow from the arrow's tip, from scale
///   ``initialScale`` (0.25: Transmission's `PopoverPresentationControllerTransition` scales by
///   0.25 towards the arrow's side) and alpha 0, on a spring of damping ratio 1 settled after
///   ``duration`` (0.35 s, Transmission's `ViewControllerTransition` default duration; Apple's
///   pages give no number). Dismiss: the reverse. Nothing dims (UIKit's popover has no dimming
///   colour: Transmission colours the popover's dimming view itself, `DimmingView`'s 12% black,
///   because UIKit leaves it clear) and the presenter gets no appearance calls: it stays on
///   screen.
/// - **Outside**: while the popover shows, touches outside it do not reach the presenter
///   ("interactions with other views are normally disabled until the popover is dismissed",
///   Apple's `passthroughViews`); a tap there dismisses it, and a tap there while it is still
///   coming in takes it back from where it is (Transmission's `didSelectBackground` cancels a
///   presentation that is running). Touches on the ``passthroughViews`` (and on the source,
///   with ``Configuration/passthroughSource``) reach them and dismiss nothing.
/// - **No drag**: a popover is dismissed by a tap outside (or by code), not by a drag: UIKit's
///   popover has no dismissal gesture, and Transmission's popover animator starts no
///   interaction (`wantsInteractiveStart = false`). A drag on the content is the content's.
/// - **Adaptation**: in a window narrower than ``Configuration/compactWidth`` (or always, with
///   ``Adaptation/sheet``) it is presented as the catalogue's ``SheetTransition`` instead (see
///   ``adaptedSheet``), as UIKit adapts a popover in a compact width
///   (`adaptivePresentationStyle(for:traitCollection:)` returning `.pageSheet`, as
///   Transmission's popover does with an `adaptiveTransition`); ``onAdapt`` hears of it.
/// - **Resize**: shown and at rest, it is laid out again for the window's new size, as UIKit
///   repositions a popover (the adaptation decided when it was presented stays).
/// - Under Reduce Motion a button's present or dismiss is a 0.3 s cross-fade at its place.
///
/// ```swift
/// try home.present(menu, transition: .popover(source: { button }))
/// ```
@MainActor
public final class PopoverTransition: ModalTransition {
  /// A button's present or dismiss, in seconds: the spring of damping ratio 1 settles in it.
  public static let duration = 0.35
  /// The scale the popover grows from (about the arrow's tip), and shrinks to.
  public static let initialScale = 0.25

  /// What the popover was made from, every value in its range.
  public let configuration: Configuration
  /// The arrow between the content and the source (role `arrow`): a backend draws a triangle
  /// in it pointing at ``arrowDirection``.
  public let arrowView = View()
  /// The tap outside the popover that dismisses it (on the presentation's container).
  public let outsideTap = TapGestureRecognizer()
  /// The sheet the popover is presented as when it adapts (``Configuration/adaptation``): the
  /// catalogue's sheet with its defaults, reused as it is.
  public let adaptedSheet = SheetTransition()
  /// The view the popover points at; `nil`: ``sourceRect``, else
  /// ``Configuration/sourceFrame``, in window points.
  public weak var sourceView: View?
  /// The rectangle the popover points at, in window points, asked each time the popover is laid
  /// out without a ``sourceView`` (UIKit's `sourceRect`; a backend's real source view's frame);
  /// `nil`, or none: ``Configuration/sourceFrame``.
  public var sourceRect: (@MainActor () -> Rect?)?
  /// Rectangles in window points whose touches reach what is behind them while the popover
  /// shows, as ``passthroughViews`` (a backend's real pass-through views' frames), asked at
  /// each touch.
  public var passthroughRects: (@MainActor () -> [Rect])?
  /// The source as a front end names it (`TransitionsBackend`'s `ZoomSourceKey`, made by
  /// SwiftUI's `.popover(sourceID:in:)`), for a backend to resolve into ``sourceRect``: the
  /// frame of the view marked with that key. Unresolved (as in `play`), nothing reads it and
  /// the popover points at ``Configuration/sourceFrame``. Default `nil`.
  public var toolkitSource: (any Sendable)?
  /// Views whose touches reach them while the popover shows, without dismissing it (UIKit's
  /// `passthroughViews`). Held weakly.
  public var passthroughViews: [View] {
    get { passthrough.compactMap(\.view) }
    set { passthrough = newValue.map(WeakView.init) }
  }
  /// Called when a presentation adapts (to the sheet) or not, as it begins: `true` when it is
  /// presented as a sheet.
  public var onAdapt: (@MainActor (Bool) -> Void)?

  /// Whether the presentation shown or beginning is the adapted sheet; `nil` before one begins.
  public internal(set) var isAdapted: Bool?
  /// The layout of the popover shown or beginning; `nil` when adapted or before one begins.
  public internal(set) var layout: PopoverLayout?
  /// The side the arrow points from while the popover shows (UIKit's `arrowDirection`); `nil`
  /// before and after (UIKit's `.unknown`), and when adapted.
  public var arrowDirection: PopoverArrowDirection? { layout?.direction }

  var passthrough: [WeakView] = []
  weak var presented: ViewController?
  weak var host: (any PanInteractionHost)?
  weak var container: View?
  /// The presentation running now, while it runs (a tap outside takes it back).
  weak var presentation: TransitionAnimator?

  /// A popover made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    arrowView.name = ViewRole.arrow.rawValue
    arrowView.backgroundColor = .white
    arrowView.alpha = 0
    outsideTap.delegate = self
    outsideTap.addAction { [weak self] _ in self?.tappedOutside() }
  }

  /// Whether a window `width` points wide presents the sheet instead.
  public func adapts(toWidth width: Double) -> Bool {
    switch configuration.adaptation {
    case .automatic: width < configuration.compactWidth
    case .none: false
    case .sheet: true
    }
  }

  /// The source's frame in window points: the source view's, or ``Configuration/sourceFrame``.
  public var sourceFrame: Rect {
    if let sourceView, sourceView.window != nil {
      return sourceView.convert(sourceView.bounds, to: nil)
    }
    if let rect = sourceRect?(), rect.isFinite { return rect }
    return configuration.sourceFrame
  }

  /// The popover laid out in `bounds` (the window's), its safe area `safeArea`.
  public func layout(in bounds: Rect, safeArea: EdgeInsets = .zero) -> PopoverLayout {
    let margin = configuration.margin
    return PopoverLayout.layout(
      source: sourceFrame,
      preferred: Size(width: configuration.contentWidth, height: configuration.contentHeight),
      in: bounds,
      margins: EdgeInsets(
        top: safeArea.top + margin, left: safeArea.left + margin,
        bottom: safeArea.bottom + margin, right: safeArea.right + margin),
      permitted: configuration.permittedArrowDirections, arrowBase: configuration.arrowBase,
      arrowHeight: configuration.arrowHeight)
  }

  /// The transform that shows a view centred at `centre` at `scale` about `tip` (a scale and a
  /// translation, both linear in progress, so the tip stays put all the way).
  static func grown(from tip: Point, centre: Point, scale: Double) -> Transform {
    Transform(
      translation: Vector(
        dx: (tip.x - centre.x) * (1 - scale), dy: (tip.y - centre.y) * (1 - scale)),
      scaleX: scale, scaleY: scale)
  }

  func ownAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let presenting = context.operation == .present
    let content = try context.movingView()
    let window = context.window
    let layout = self.layout ?? self.layout(in: window.bounds, safeArea: window.safeAreaInsets)
    self.layout = layout
    arrowView.frame = layout.arrow
    if context.crossFades {
      let arrow = arrowView
      if presenting { arrow.alpha = 0 }
      arrow.transform = .identity
      return try ReducedMotion.crossFade(
        content, at: layout.content, appearing: presenting, context: context,
        alongside: { arrow.alpha = presenting ? 1 : 0 })
    }
    content.frame = layout.content
    let small = Self.grown(
      from: layout.tip, centre: layout.content.center, scale: Self.initialScale)
    let smallArrow = Self.grown(
      from: layout.tip, centre: layout.arrow.center, scale: Self.initialScale)
    if presenting {
      content.transform = small
      content.alpha = 0
      arrowView.transform = smallArrow
      arrowView.alpha = 0
    }
    let arrow = arrowView
    // Progress is measured over the distance the content's far corner travels.
    let travel =
      max(
        layout.tip.distance(to: Point(x: layout.content.maxX, y: layout.content.maxY)),
        layout.tip.distance(to: Point(x: layout.content.minX, y: layout.content.minY)), 1)
      * (1 - Self.initialScale)
    let animator = try TransitionAnimator.settling(
      in: Self.duration, travel: travel, context: context
    ) {
      content.transform = presenting ? .identity : small
      content.alpha = presenting ? 1 : 0
      arrow.transform = presenting ? .identity : smallArrow
      arrow.alpha = presenting ? 1 : 0
    }
    if presenting { presentation = animator }
    return animator
  }
}

extension ViewRole {
  /// A popover's arrow.
  public static let arrow: ViewRole = "arrow"
}

/// A view held weakly.
struct WeakView {
  weak var view: View?
}
