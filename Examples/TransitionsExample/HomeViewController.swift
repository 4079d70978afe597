import Transitions
import TransitionsUIKit
import UIKit

/// Lists every modal transition of the catalogue, from its data (a transition added to the
/// catalogue appears here with no edit), each presenting a real view controller with it.
final class HomeViewController: UIViewController {
  private var buttons: [UIButton] = []
  private let failure = UILabel(frame: .zero)

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Transitions"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    title = "Transitions"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // Modal transitions only: the container is the tab bar, and a navigation transition (push)
    // needs a navigation stack: the Navigation tab has one (NavigationScreens.swift).
    for description in TransitionCatalogue.descriptions
    where description.kind == .modal {
      let button = UIButton(type: .system)
      button.setTitle(description.id, for: .normal)
      button.addAction(
        UIAction { [weak self] _ in self?.present(transition: description.id) }, for: .touchUpInside
      )
      view.addSubview(button)
      buttons.append(button)
    }
    failure.textAlignment = .center
    view.addSubview(failure)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 40
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 56, width: width, height: 44)
    }
    failure.frame = CGRect(
      x: 20, y: 100 + CGFloat(buttons.count) * 56, width: width, height: 44)
  }

  /// Presents a detail controller with the catalogue transition `id`, its default options.
  private func present(transition id: String) {
    do {
      let style = try TransitionCatalogue.style(for: id)
      failure.text = nil
      let scrolls = TransitionCatalogue.description(of: id)?.supportsScrollContent ?? false
      present(DetailViewController(transition: id, scrolls: scrolls), transition: style)
    } catch {
      failure.text = "\(error)"
    }
  }
}

/// What a transition presents: a coloured controller with a button that dismisses it (the
/// dismissal a button makes, not interactive) and, for a transition that hands a drag off from
/// scrolling content, a long scroll view.
final class DetailViewController: UIViewController {
  private let close = UIButton(type: .system)
  private let list: UIScrollView?

  init(transition id: String, scrolls: Bool) {
    list = scrolls ? UIScrollView(frame: .zero) : nil
    super.init(nibName: nil, bundle: nil)
    title = id
  }

  required init?(coder: NSCoder) {
    list = nil
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    if let list {
      // Laid out before the engine mirrors it: it reads the frame and content size once.
      list.frame = CGRect(
        x: 0, y: 100, width: view.bounds.width, height: max(view.bounds.height - 100, 0))
      list.contentSize = CGSize(width: view.bounds.width, height: 3000)
      list.backgroundColor = .systemBackground
      view.addSubview(list)
      transitionController?.scrollView = list  // the engine scrolls it and hands off at its top
    }
    close.setTitle("Close \(title ?? "")", for: .normal)
    close.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    view.addSubview(close)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    close.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)
  }
}

/// A plain tab of the container; with a presentation gesture, a pan on it presents (seed 000:
/// pull down to present, pull up to dismiss).
final class ColorViewController: UIViewController {
  private let color: UIColor
  private let gesture: TransitionStyle?

  init(title: String, color: UIColor, presentsByGesture gesture: TransitionStyle? = nil) {
    self.color = color
    self.gesture = gesture
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    if let gesture {
      let detail = DetailViewController(transition: title ?? "", scrolls: false)
      installPresentationGesture(presenting: detail, transition: gesture)
    }
  }
}
