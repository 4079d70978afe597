public import Motion

/// A height a ``SheetTransition`` rests at, as `UISheetPresentationController.Detent`: the
/// system's `medium` and `large`, a custom height, or the presented content's fitting height.
///
/// Each resolves, for a window's size and safe area, to the sheet's height above the window's
/// bottom edge (``height(in:safeArea:fittingHeight:)``):
///
/// - ``medium``: half the window's height (UIKit: "approximately half the height of the screen");
/// - ``large``: the full height below the top safe area;
/// - ``height(_:)``: a height in points measured within the safe area, so the sheet is that much
///   taller than the bottom safe area (UIKit's custom detents: 200 means 200 + the bottom inset
///   for a sheet attached to the bottom edge).
/// - ``fitting``: the presented content's fitting height, measured as a custom height (within
///   the safe area), given as `fittingHeight` (a ``SheetTransition``'s
///   ``SheetTransition/contentHeight``); `large` when none is given.
///
/// No detent is taller than ``large``. Detents are resolved again whenever the window changes
/// size (a rotation, a split-view resize): `medium` is half the *new* height.
///
/// ```swift
/// let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// let screen = Size(width: 390, height: 844)
/// SheetDetent.medium.height(in: screen, safeArea: safeArea)       // 422
/// SheetDetent.large.height(in: screen, safeArea: safeArea)        // 797
/// SheetDetent.height(200).height(in: screen, safeArea: safeArea)  // 234
/// ```
public enum SheetDetent: Sendable, Hashable, CustomStringConvertible {
  /// Half the window's height.
  case medium
  /// The full height below the top safe area.
  case large
  /// A custom height, in points within the safe area (greater than 0).
  case height(Double)
  /// The presented content's fitting height (``SheetTransition/contentHeight``), in points
  /// within the safe area, followed as it changes
  /// (``SheetTransition/setContentHeight(_:animated:)``). UIKit has it as a custom detent whose
  /// resolver returns the content's height ("a height within the safe area of the sheet",
  /// `UISheetPresentationController.Detent.custom(identifier:resolver:)`,
  /// developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)),
  /// re-evaluated by `invalidateDetents()` ("When an external input (like a captured property)
  /// to a custom detent changes, call this method", animated inside `animateChanges(_:)`).
  /// Transmission's `SheetPresentationLinkTransition.Detent.ideal` is the same idea: the view's
  /// `systemLayoutSizeFitting` height at the sheet's width, invalidated inside
  /// `animateChanges` when it changes.
  case fitting

  /// The detent as scripts name it: `medium`, `large`, or the custom height as a number
  /// (`200`, `187.5`).
  public var name: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .fitting: return "fitting"
    case .height(let points): return points.shortestText
    }
  }

  public var description: String { name }

  /// The detent a script names: `"medium"`, `"large"` or a number of points; `nil` for anything
  /// else (a non-positive or non-finite number, an unknown name).
  public init?(_ value: OptionValue) {
    switch value {
    case .string("medium"): self = .medium
    case .string("large"): self = .large
    case .string("fitting"): self = .fitting
    case .number(let points) where points.isFinite && points > 0: self = .height(points)
    default: return nil
    }
  }

  /// Why `value` names no detent: what a script's `selectDetent` is told. One form in and out:
  /// a custom detent is the number (`300`), as `detents` gives it and frames write it, so
  /// `"300"` is refused saying so.
  package static func problem(naming value: OptionValue) -> String {
    let problem =
      "expected medium, large, fitting or a number of points greater than 0, got \(value)"
    guard case .string(let text) = value, let points = Double(text), points.isFinite, points > 0
    else { return problem }
    return problem + " (a custom detent is a number: \(points.shortestText), not a string)"
  }

  /// The detent as a script gives it: a name or a number.
  public var optionValue: OptionValue {
    switch self {
    case .medium, .large, .fitting: return .string(name)
    case .height(let points): return .number(points)
    }
  }

  /// The sheet's height above the window's bottom edge at this detent, in points, for a window
  /// of `size` with `safeArea`: at least 1, at most the height below the top safe area.
  /// `fittingHeight` is the content's fitting height within the safe area, for ``fitting``
  /// (without it, ``fitting`` is ``large``).
  public func height(
    in size: Size, safeArea: EdgeInsets, fittingHeight: Double? = nil
  ) -> Double {
    let largest = max(size.height - safeArea.top, 1)
    switch self {
    case .medium: return min(max(size.height / 2, 1), largest)
    case .large: return largest
    case .height(let points):
      return min(max(points.isFinite ? points + safeArea.bottom : largest, 1), largest)
    case .fitting:
      guard let fittingHeight else { return largest }
      return SheetDetent.height(fittingHeight).height(in: size, safeArea: safeArea)
    }
  }
}
