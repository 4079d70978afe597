// The platform C math library (libm) is the only thing `Motion` uses beyond the Swift standard
// library: the standard library has no `exp`, `log` or `sin`. Everything goes through these
// wrappers so the imports stay in one file; CMotionMath only exposes libm's `sincos`.
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

@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _expm1(_ x: Double) -> Double { expm1(x) }
@usableFromInline func _log(_ x: Double) -> Double { log(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _atanh(_ x: Double) -> Double { atanh(x) }

/// `(sin x, cos x)` from one call.
@usableFromInline func _sincos(_ x: Double) -> (sin: Double, cos: Double) {
  var s = 0.0
  var c = 0.0
  cmotion_sincos(x, &s, &c)
  return (s, c)
}
