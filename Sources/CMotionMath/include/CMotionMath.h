#ifndef CMOTIONMATH_H
#define CMOTIONMATH_H

/// The sine and cosine of one angle from a single argument reduction (the C library's
/// `sincos`). Swift's Glibc module does not expose `sincos`, and the optimizer will not merge
/// separate `sin` and `cos` calls because they may set `errno`; springs need both every frame.
static inline void cmotion_sincos(double x, double *sine, double *cosine) {
#if defined(__APPLE__)
  __sincos(x, sine, cosine);
#else
  __builtin_sincos(x, sine, cosine);
#endif
}

#endif
