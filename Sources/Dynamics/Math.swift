// Like `Motion`, `Dynamics` uses nothing beyond the standard library, `Motion` and the platform C
// math library (for exp and expm1).
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#elseif canImport(ucrt)
  internal import ucrt
#endif

func _exp(_ x: Double) -> Double { exp(x) }
func _expm1(_ x: Double) -> Double { expm1(x) }
func sine(_ x: Double) -> Double { sin(x) }
func cosine(_ x: Double) -> Double { cos(x) }
