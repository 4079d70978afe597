// The package's one libc shim. The platform C math library (libm) is the only thing `Motion` and
// `Dynamics` use beyond the Swift standard library, which has no `exp`, `log` or `sin`. Every
// call goes through these wrappers (package access: `Dynamics` uses them too, they are not public
// API), so the platform imports live in this file only; CMotionMath only exposes libm's `sincos`.
internal import CMotionMath

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#elseif canImport(ucrt)
  internal import ucrt
#endif

@usableFromInline package func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline package func _expm1(_ x: Double) -> Double { expm1(x) }
@usableFromInline package func _log(_ x: Double) -> Double { log(x) }
@usableFromInline package func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline package func _atanh(_ x: Double) -> Double { atanh(x) }

/// `(sin x, cos x)` from one call. Public (underscored, not part of the API) for the tool in
/// `Tools/`, a package of its own, which `package` access does not reach.
public func _sincos(_ x: Double) -> (sin: Double, cos: Double) {
  var s = 0.0
  var c = 0.0
  cmotion_sincos(x, &s, &c)
  return (s, c)
}
