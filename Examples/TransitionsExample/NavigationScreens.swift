import Transitions
import TransitionsUIKit
import UIKit

/// The navigation tab: a `UINavigationController` whose pushes and pops the engine runs
/// (`transition = .push()`): its default push with the engine's edge pop, a push whose pop
/// begins anywhere, tiles that zoom into a photo (popped by a drag down, back into the tile),
/// and a sheet with a text field that rides the keyboard. The gallery is the navigation
/// controller's own delegate, set before the engine's: it keeps hearing which screen was shown.
@MainActor
func navigationTab() -> UIViewController {
  let gallery = GalleryViewController()
  let navigation = UINavigationController(rootViewController: gallery)
  navigation.title = "Navigation"
  navigation.delegate = gallery
  navigation.transition = .push()
  return navigation
}

/// The root of the navigation tab: a grid of tiles and three buttons.
final class GalleryViewController: UIViewController {
  private var tiles: [UIButton] = []
  private let push = UIButton(type: .system)
  private let pushFullWidth = UIButton(type: .system)
  private let keyboardSheet = UIButton(type: .system)
  private let status = UILabel(frame: .zero)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Gallery"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for index in 0..<6 {
      let tile = UIButton(type: .custom)
      tile.backgroundColor = Self.color(index)
      tile.layer.cornerRadius = 12
      tile.addAction(UIAction { [weak self] _ in self?.showPhoto(index) }, for: .touchUpInside)
      view.addSubview(tile)
      tiles.append(tile)
    }
    push.setTitle("Push (pop from the left edge)", for: .normal)
    push.addAction(
      UIAction { [weak self] _ in
        self?.navigationController?.pushViewController(
          PageViewController(hint: "Swipe from the left edge to go back"), animated: true)
      }, for: .touchUpInside)
    pushFullWidth.setTitle("Push (pop from anywhere)", for: .normal)
    pushFullWidth.addAction(
      UIAction { [weak self] _ in
        self?.show(
          PageViewController(hint: "Swipe right anywhere to go back"),
          with: .push(fullWidthPop: true))
      }, for: .touchUpInside)
    keyboardSheet.setTitle("Sheet with a text field", for: .normal)
    keyboardSheet.addAction(
      UIAction { [weak self] _ in
        self?.present(
          KeyboardSheetViewController(),
          transition: .sheet(detents: [.medium, .large], grabber: true))
      }, for: .touchUpInside)
    for button in [push, pushFullWidth, keyboardSheet] { view.addSubview(button) }
    status.textAlignment = .center
    view.addSubview(status)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let side = (view.bounds.width - 60) / 3
    for (index, tile) in tiles.enumerated() {
      tile.frame = CGRect(
        x: 20 + CGFloat(index % 3) * (side + 10), y: 120 + CGFloat(index / 3) * (side + 10),
        width: side, height: side)
    }
    let below = 140 + 2 * (side + 10)
    for (row, button) in [push, pushFullWidth, keyboardSheet, status].enumerated() {
      button.frame = CGRect(
        x: 20, y: below + CGFloat(row) * 52, width: view.bounds.width - 40, height: 44)
    }
  }

  /// Zooms the tile at `index` into a photo; the photo zooms back into whichever tile shows it
  /// when it is dragged down (the same one here; a grid that scrolls would look it up again).
  private func showPhoto(_ index: Int) {
    let photo = PhotoViewController(color: Self.color(index))
    show(photo, with: .zoom(sourceViewProvider: { [weak self] _ in self?.tile(at: index) }))
  }

  private func tile(at index: Int) -> UIView? {
    tiles.indices.contains(index) ? tiles[index] : nil
  }

  /// Pushes `controller` with `style`; a push while one runs is refused, and says so.
  private func show(_ controller: UIViewController, with style: NavigationTransitionStyle) {
    do {
      try navigationController?.pushViewController(controller, transition: style)
      status.text = nil
    } catch {
      status.text = "\(error)"
    }
  }

  /// Counts the screens shown, as an app's own navigation delegate would track them: the
  /// engine's delegate forwards `didShow`.
  private var shown = 0

  private static func color(_ index: Int) -> UIColor {
    let hue = CGFloat(index) / 6
    return UIColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1)
  }
}

/// A pushed page with a line saying how to go back.
final class PageViewController: UIViewController {
  private let label = UILabel(frame: .zero)

  init(hint: String) {
    super.init(nibName: nil, bundle: nil)
    title = "Page"
    label.text = hint
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    label.textAlignment = .center
    view.addSubview(label)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    label.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 44)
  }
}

/// The photo a tile zooms into: its colour, full screen; drag it down to zoom back.
final class PhotoViewController: UIViewController {
  private let color: UIColor
  private let label = UILabel(frame: .zero)

  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    title = "Photo"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    label.text = "Drag down to zoom back"
    label.textAlignment = .center
    view.addSubview(label)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    label.frame = CGRect(
      x: 20, y: view.bounds.height / 2 - 22, width: view.bounds.width - 40, height: 44)
  }
}

/// A sheet (medium and large detents) with a text field: tap it, and the sheet rides the
/// keyboard up, in the keyboard's own animation; dismiss the keyboard and it comes back down.
final class KeyboardSheetViewController: UIViewController {
  private let field = UITextField(frame: .zero)
  private let close = UIButton(type: .system)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Keyboard"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    field.placeholder = "Tap to type: the sheet rides the keyboard"
    field.borderStyle = .roundedRect
    view.addSubview(field)
    close.setTitle("Close", for: .normal)
    close.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    view.addSubview(close)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    field.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)
    close.frame = CGRect(x: 20, y: 96, width: view.bounds.width - 40, height: 44)
  }
}

extension GalleryViewController: UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown += 1
    status.text = "shown: \(viewController.title ?? "a screen") (\(shown))"
  }
}
