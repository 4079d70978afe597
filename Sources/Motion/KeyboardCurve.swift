/// UIKit's keyboard animation curve, the undocumented `UIView.AnimationCurve(rawValue: 7)` that
/// every keyboard notification carries (`keyboardAnimationCurveUserInfoKey`), as a function of
/// the fraction of the duration elapsed.
///
/// Apple does not publish the curve. What is known, and what this models:
///
/// - Animating with curve 7 makes Core Animation install a `CASpringAnimation` of mass 3,
///   stiffness 1000, damping 500 and initial velocity 0, lasting 0.5 s whatever duration was
///   asked (Apple Developer Forums, thread 48088, "iOS Keyboard show animation curve control
///   points", read from the layer's animations). Flutter's iOS engine reads the same four
///   numbers from the keyboard's own animation at run time to follow it frame by frame
///   (flutter/engine, `FlutterViewController.mm`, `setUpKeyboardSpringAnimationIfNeeded`) and
///   hard-codes them for iOS 16 and earlier (flutter/engine pull request 37604, "iOS keyboard
///   animation synchronization").
/// - Taken literally as a damped oscillator those numbers are heavily overdamped (damping ratio
///   500 / (2√3000) ≈ 4.56) and would cover only 63% of the way in the spring's 0.5 s, which is
///   not what a keyboard does. Flutter's engine evaluates them as a critically damped spring of
///   natural frequency ω₀ = √(stiffness / mass) = √(1000 / 3) ≈ 18.26 rad/s (its
///   `KeyboardSpringCurve`, damping ratio 1), which covers 99.89% of the way in 0.5 s; its
///   team's device recordings matched that closely (not pixel-exact on 120 Hz screens).
///
/// This is that critically damped spring, its 0.5 s played over the duration given, divided by
/// where it stands at 0.5 s so that it ends exactly at 1:
///
/// ```
/// value(u) = (1 − (1 + κu)·e^(−κu)) / (1 − (1 + κ)·e^(−κ)),   κ = ω₀ · 0.5 s ≈ 9.129
/// ```
///
/// How close it is: over a duration of 0.5 s it is Flutter's model to within 0.11% of the
/// distance at every instant (the rescale), with no overshoot and a start and end at rest. A
/// device plays the spring's 0.5 s even though its notification says 0.25 s
/// (`keyboardAnimationDurationUserInfoKey`); so a duration of 0.5 s reproduces a device, and the
/// notification's 0.25 s plays the same shape twice as fast.
///
/// ```swift
/// KeyboardCurve.value(at: 0)    // 0
/// KeyboardCurve.value(at: 0.5)  // ≈ 0.94: most of the way by half the duration
/// KeyboardCurve.value(at: 1)    // 1
/// ```
public enum KeyboardCurve {
  /// The keyboard spring's mass, as UIKit's `CASpringAnimation` has it.
  public static let mass = 3.0
  /// The keyboard spring's stiffness, in newtons per metre of a unit mass (Core Animation's
  /// units), as UIKit's `CASpringAnimation` has it.
  public static let stiffness = 1000.0
  /// The keyboard spring's natural frequency, √(stiffness / mass) ≈ 18.26 rad/s.
  public static let naturalFrequency = (stiffness / mass).squareRoot()
  /// How long UIKit plays the keyboard spring, in seconds: 0.5.
  public static let springDuration = 0.5
  /// UIKit's keyboard notifications' duration, in seconds: 0.25.
  public static let notificationDuration = 0.25

  /// κ = ω₀ · 0.5 s: the spring's 0.5 s in units of 1/ω₀.
  @usableFromInline static let kappa = naturalFrequency * springDuration
  /// Where the unnormalised spring stands at 0.5 s: 1 − (1 + κ)e^(−κ) ≈ 0.9989.
  @usableFromInline static let reach = 1 - (1 + kappa) * _exp(-kappa)

  /// The fraction of the change shown after `fraction` of the duration: 0 at or before 0, 1 at
  /// or after 1, rising monotonically in between with no overshoot.
  @inlinable
  public static func value(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    let x = kappa * fraction
    return (1 - (1 + x) * _exp(-x)) / reach
  }

  /// The curve's slope at `fraction` (change per unit of the duration): κ²·u·e^(−κu) / reach,
  /// 0 at both ends and outside them.
  @inlinable
  public static func slope(at fraction: Double) -> Double {
    guard fraction > 0, fraction < 1 else { return 0 }
    let x = kappa * fraction
    return kappa * x * _exp(-x) / reach
  }
}
