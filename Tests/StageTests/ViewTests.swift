import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
struct ViewHierarchyTests {
  @Test func addingMovesAViewFromItsOldSuperview() {
    let a = View()
    let b = View()
    let child = View()
    a.addSubview(child)
    b.addSubview(child)
    #expect(a.subviews.isEmpty)
    #expect(b.subviews.count == 1)
    #expect(child.superview === b)
  }

  @Test func insertAboveBelowAndReorder() {
    let parent = View()
    let (x, y, z) = (View(), View(), View())
    parent.addSubview(x)
    parent.addSubview(z)
    #expect(parent.insertSubview(y, belowSubview: z))
    #expect(identical(parent.subviews, [x, y, z]))
    parent.bringSubviewToFront(x)
    #expect(identical(parent.subviews, [y, z, x]))
    parent.sendSubviewToBack(z)
    #expect(identical(parent.subviews, [z, y, x]))
    #expect(parent.insertSubview(z, aboveSubview: x))
    #expect(identical(parent.subviews, [y, x, z]))
    parent.addSubview(y)  // re-adding moves to the front, never duplicates
    #expect(identical(parent.subviews, [x, z, y]))
  }

  @Test func cyclesAreRefused() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(!child.addSubview(parent))
    #expect(!child.addSubview(child))
    #expect(parent.superview == nil)
    #expect(!parent.insertSubview(View(), aboveSubview: View()))
  }

  @Test func removeFromSuperview() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    child.removeFromSuperview()  // no-op
  }

  @Test func frameCenterAndBoundsAgree() {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    expectApproximately(view.center, Point(x: 60, y: 45))
    view.center = Point(x: 0, y: 0)
    expectApproximately(view.frame.origin, Point(x: -50, y: -25))
    view.bounds.size = Size(width: 20, height: 20)
    expectApproximately(view.frame.origin, Point(x: -10, y: -10))
  }

  @Test func windowIsFoundThroughAncestors() {
    let window = makeWindow()
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(parent)
    #expect(child.window === window)
  }
}

@MainActor
struct ViewGeometryTests {
  @Test func conversionThroughTranslationScaleAndScroll() {
    let window = makeWindow()
    let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(parent)
    parent.addSubview(child)
    expectApproximately(child.convert(Point.zero, to: nil), Point(x: 150, y: 150))
    parent.transform = Transform(scale: 0.5)  // about the parent's centre (200, 200)
    // (50, 50) is 50 pt up-left of the parent's centre: halved, 25 pt.
    expectApproximately(child.convert(Point.zero, to: nil), Point(x: 175, y: 175))
    expectApproximately(child.convert(Point(x: 175, y: 175), from: nil), Point.zero, absolute: 1e-9)
    parent.transform = .identity
    parent.bounds.origin = Point(x: 0, y: 30)  // scrolled by 30
    expectApproximately(child.convert(Point.zero, to: nil), Point(x: 150, y: 120))
  }

  @Test func hitTestHonoursTransformsHiddenAlphaAndInteraction() {
    let window = makeWindow()
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    card.name = "card"
    window.addSubview(card)
    #expect(window.hitTest(Point(x: 50, y: 50)) === card)
    card.transform = Transform(translationX: 200, y: 0)
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
    #expect(window.hitTest(Point(x: 250, y: 50)) === card)
    card.transform = Transform(scale: 0.5)  // occupies 25...75
    #expect(window.hitTest(Point(x: 10, y: 10)) === window)
    #expect(window.hitTest(Point(x: 30, y: 30)) === card)
    card.isHidden = true
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
    card.isHidden = false
    card.alpha = 0.005
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
    card.alpha = 1
    card.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
    #expect(window.hitTest(Point(x: -1, y: 50)) == nil)
  }

  @Test func frontmostSubviewWins() {
    let window = makeWindow()
    let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
    #expect(window.hitTest(Point(x: 25, y: 25)) === back)
  }

  @Test func rectConversionIsTheBoundingBox() {
    let window = makeWindow()
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.transform = Transform(rotation: Double.pi / 2)
    let r = view.convert(Rect(x: 0, y: 0, width: 100, height: 50), to: nil)
    expectApproximately(r.width, 50, absolute: 1e-9)
    expectApproximately(r.height, 100, absolute: 1e-9)
  }
}

@MainActor
struct ViewFocusAndPassThroughTests {
  @Test func firstResponderFollowsTheWindow() {
    let window = makeWindow()
    let field = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(!field.becomeFirstResponder())  // not in a window
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(window.firstResponder === field)
    #expect(field.isFirstResponder)
    field.removeFromSuperview()
    #expect(window.firstResponder == nil)
    window.addSubview(field)
    #expect(window.firstResponder == nil)  // leaving the window resigned it
    field.becomeFirstResponder()
    field.resignFirstResponder()
    #expect(window.firstResponder == nil)
  }

  @Test func overlaysCanPassTouchesThrough() {
    let window = makeWindow()
    let behind = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let button = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(behind)
    window.addSubview(overlay)
    overlay.addSubview(button)
    #expect(window.hitTest(Point(x: 200, y: 200)) === overlay)
    overlay.passesTouchesThrough = true
    #expect(window.hitTest(Point(x: 200, y: 200)) === behind)
    #expect(window.hitTest(Point(x: 20, y: 20)) === button)
  }

  /// A popover's container passes only some of its touches (on its pass-through views).
  @Test func overlaysCanPassSomeTouchesThrough() {
    let window = makeWindow()
    let behind = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let overlay = View(frame: Rect(x: 0, y: 100, width: 390, height: 744))
    let button = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(behind)
    window.addSubview(overlay)
    overlay.addSubview(button)
    var asked: [Point] = []
    overlay.passesTouchThrough = { point in
      asked.append(point)
      return point.y < 100
    }
    #expect(window.hitTest(Point(x: 200, y: 150)) === behind, "the overlay's y 50 passes")
    #expect(window.hitTest(Point(x: 200, y: 300)) === overlay, "its y 200 does not")
    #expect(window.hitTest(Point(x: 20, y: 120)) === button, "a subview is hit first")
    #expect(asked == [Point(x: 200, y: 50), Point(x: 200, y: 200)], "in its own coordinates")
  }
}

@MainActor
struct ViewDescriptionTests {
  @Test func treeDescriptionListsWhatDiffers() {
    let window = makeWindow(width: 100, height: 200)
    let card = View(frame: Rect(x: 10, y: 20, width: 50, height: 60))
    card.name = "card"
    card.alpha = 0.5
    card.text = "Card"
    card.backgroundColor = Color(hex: 0xFF0000)
    window.addSubview(card)
    #expect(
      window.treeDescription() == """
        Window frame=(0.0, 0.0, 100.0, 200.0)
          View "card" frame=(10.0, 20.0, 50.0, 60.0) alpha=0.5 background=#FF0000 text="Card"
        """)
  }
}

/// The on-screen values were called `presentation`, which also names modal presentation; the
/// old names still compile, deprecated, and mean the same.
@MainActor
struct OnScreenNameTests {
  @available(*, deprecated, message: "exercises the deprecated names")
  @Test func presentationIsTheDeprecatedNameOfOnScreen() throws {
    let window = makeWindow()
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    try window.animate(withDuration: 1, curve: .linear) { card.center.y = 150 }
    try window.advance(to: 0.5)
    expectApproximately(card.onScreen.center.y, 100, absolute: 1e-9)
    expectApproximately(card.presentation.center.y, card.onScreen.center.y, absolute: 0)
    expectApproximately(card.center.y, 150)
    let viaOld = card.convert(Point(x: 0, y: 0), to: nil, layer: .presentation)
    let viaNew = card.convert(Point(x: 0, y: 0), to: nil, layer: .onScreen)
    expectApproximately(viaOld.y, viaNew.y, absolute: 0)
    expectApproximately(viaNew.y, 50, absolute: 1e-9)
  }
}
