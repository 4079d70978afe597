import Motion

/// The implicit joint step (see `World+Coupled.swift`): a network whose springs are stiff for
/// the world's step moves by one linearly implicit Euler step, its linear system kept in the
/// world's scratch storage and solved by Gaussian elimination.
extension World {
  /// One linearly implicit Euler step over the networked items:
  /// (I − h·∂a/∂v − h²·∂a/∂x)·Δv = h·(a + h·(∂a/∂x)·v), then v += Δv and x += h·v, with each
  /// spring linearised at the step's start (its stiffness across the axis taken only when
  /// stretched, so the system stays positive definite).
  func stepImplicitly(by h: Double, items n: Int) {
    let count = bodies.count
    let size = 2 * n
    prepareImplicitSystem(unknowns: size)
    for i in 0..<count where implicitSlots[i] >= 0 {
      let row = 2 * implicitSlots[i]
      let v = rk[i].start.velocity
      let r = models[i].resistance
      let a = models[i].acceleration - v * r
      implicitRHS[row] = h * a.dx
      implicitRHS[row + 1] = h * a.dy
      implicitMatrix[row * size + row] = 1 + h * r
      implicitMatrix[(row + 1) * size + row + 1] = 1 + h * r
    }
    for term in springTerms where implicitSlots[term.item] >= 0 {
      let a = term.item
      let row = 2 * implicitSlots[a]
      let p = rk[a].start.center
      let v = rk[a].start.velocity
      let partner = term.coupled ? implicitSlots[term.other] : -1
      let anchor = term.coupled ? rk[term.other].start.center : term.anchor
      let anchorVelocity = term.coupled ? rk[term.other].start.velocity : term.anchorVelocity
      let force = term.acceleration(
        at: p, velocity: v, anchor: anchor, anchorVelocity: anchorVelocity)
      implicitRHS[row] += h * force.dx
      implicitRHS[row + 1] += h * force.dy
      // ∂a/∂x = −k·(P + g·(I − P)) and ∂a/∂v = −c·P, with P the projection on the axis (the
      // identity for a zero-length spring) and g = max(0, 1 − L/|d|).
      let d = p - anchor
      let distance = d.length
      var jx = (xx: 0.0, xy: 0.0, yy: 0.0)
      var jv = (xx: 0.0, xy: 0.0, yy: 0.0)
      if term.length == 0 {
        jx = (-term.stiffness, 0, -term.stiffness)
        jv = (-term.damping, 0, -term.damping)
      } else if distance > 1e-12 {
        let u = d / distance
        let g = max(0, 1 - term.length / distance)
        let (pxx, pxy, pyy) = (u.dx * u.dx, u.dx * u.dy, u.dy * u.dy)
        jx = (
          -term.stiffness * (pxx + g * (1 - pxx)), -term.stiffness * (pxy - g * pxy),
          -term.stiffness * (pyy + g * (1 - pyy))
        )
        jv = (-term.damping * pxx, -term.damping * pxy, -term.damping * pyy)
      }
      let relative = v - anchorVelocity
      implicitRHS[row] += h * h * (jx.xx * relative.dx + jx.xy * relative.dy)
      implicitRHS[row + 1] += h * h * (jx.xy * relative.dx + jx.yy * relative.dy)
      let block = (
        xx: h * jv.xx + h * h * jx.xx, xy: h * jv.xy + h * h * jx.xy,
        yy: h * jv.yy + h * h * jx.yy
      )
      implicitMatrix[row * size + row] -= block.xx
      implicitMatrix[row * size + row + 1] -= block.xy
      implicitMatrix[(row + 1) * size + row] -= block.xy
      implicitMatrix[(row + 1) * size + row + 1] -= block.yy
      guard partner >= 0 else { continue }
      let column = 2 * partner
      implicitMatrix[row * size + column] += block.xx
      implicitMatrix[row * size + column + 1] += block.xy
      implicitMatrix[(row + 1) * size + column] += block.xy
      implicitMatrix[(row + 1) * size + column + 1] += block.yy
    }
    solveImplicitSystem(size: size)
    for i in 0..<count where implicitSlots[i] >= 0 {
      let row = 2 * implicitSlots[i]
      let velocity =
        rk[i].start.velocity + Vector(dx: implicitRHS[row], dy: implicitRHS[row + 1])
      rk[i].end = ItemState(center: rk[i].start.center + velocity * h, velocity: velocity)
    }
  }

  /// Solves `implicitMatrix · x = implicitRHS` in place (the solution replaces the right-hand
  /// side) by Gaussian elimination with partial pivoting. The matrix is the mass-scaled form of
  /// a positive definite one, so it is never singular for valid items.
  func solveImplicitSystem(size: Int) {
    for column in 0..<size {
      var pivot = column
      var largest = abs(implicitMatrix[column * size + column])
      for row in (column + 1)..<size where abs(implicitMatrix[row * size + column]) > largest {
        largest = abs(implicitMatrix[row * size + column])
        pivot = row
      }
      guard largest > 0 else { continue }
      if pivot != column {
        for k in column..<size {
          implicitMatrix.swapAt(column * size + k, pivot * size + k)
        }
        implicitRHS.swapAt(column, pivot)
      }
      let diagonal = implicitMatrix[column * size + column]
      for row in (column + 1)..<size {
        let factor = implicitMatrix[row * size + column] / diagonal
        guard factor != 0 else { continue }
        for k in column..<size {
          implicitMatrix[row * size + k] -= factor * implicitMatrix[column * size + k]
        }
        implicitRHS[row] -= factor * implicitRHS[column]
      }
    }
    for row in stride(from: size - 1, through: 0, by: -1) {
      var sum = implicitRHS[row]
      for k in (row + 1)..<size { sum -= implicitMatrix[row * size + k] * implicitRHS[k] }
      let diagonal = implicitMatrix[row * size + row]
      implicitRHS[row] = diagonal != 0 ? sum / diagonal : 0
    }
  }
}

extension World {
  /// Readies the implicit step's storage for `unknowns` unknowns (kept between steps: nothing is
  /// allocated once it is large enough): each coupled item that is not the second of a pair gets
  /// its slot (the others -1), and the matrix is cleared.
  func prepareImplicitSystem(unknowns size: Int) {
    let count = bodies.count
    if implicitSlots.count != count { implicitSlots = [Int](repeating: -1, count: count) }
    if implicitMatrix.count < size * size {
      implicitMatrix = [Double](repeating: 0, count: size * size)
    }
    if implicitRHS.count < size { implicitRHS = [Double](repeating: 0, count: size) }
    var slot = 0
    for i in 0..<count {
      if models[i].isCoupled && rk[i].partner < 0 {
        implicitSlots[i] = slot
        slot += 1
      } else {
        implicitSlots[i] = -1
      }
    }
    for index in 0..<(size * size) { implicitMatrix[index] = 0 }
  }
}
