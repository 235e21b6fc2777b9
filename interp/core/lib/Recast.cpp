//===- Recast.cpp - recast of layouts, offsets and swizzles ---------------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// the recast section of lower/lib/SymDivideProduct.cpp.
#include "Detail.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>

namespace cute::core {

/// C++'s upcast<N> of one mode: a static 0 stride stays; a static stride d
/// (|d| and n dividing one another) gives shape ceil_div(s, ceil_div(n,|d|))
/// and stride signum(d) * ceil_div(|d|, n); a run-time stride is assumed a
/// multiple of n and divided, the shape kept.
static Result<Layout> upcast(const Layout &l, int64_t n) {
  if (l.shape.isTuple()) {
    std::vector<Layout> modes;
    for (size_t i = 0; i < l.shape.rank(); ++i) {
      CUTE_TRY(m, upcast(modeOf(l, i), n));
      modes.push_back(std::move(m));
    }
    return concatLayouts(std::move(modes));
  }
  if (l.stride.isInt(0))
    return l;
  if (l.stride.isDynamic()) {
    if (l.stride.known() && arith::mod(*l.stride.known(), n) != 0)
      return fail("recast_layout", "the run-time stride " + print(l.stride) +
                                       " is not a multiple of " + std::to_string(n));
    return Layout{l.shape, leafDiv(l.stride, IntTuple::of(n))};
  }
  int64_t d = l.stride.value();
  if (arith::mod(d, n) != 0 && arith::mod(n, d) != 0)
    return fail("recast_layout", "divisibility condition violated: stride " + std::to_string(d) +
                                     " and " + std::to_string(n) + " do not divide each other");
  CUTE_TRY(shape, ceilDiv(l.shape, IntTuple::of(arith::ceilDiv(n, arith::abs(d)))));
  return Layout{shape,
                IntTuple::of(arith::mul(arith::signum(d), arith::ceilDiv(arith::abs(d), n)))};
}

/// C++'s downcast<N> of one mode: a static stride of 1 or -1 multiplies the
/// shape by n, any other stride is multiplied by n.
static Result<Layout> downcast(const Layout &l, int64_t n) {
  if (l.shape.isTuple()) {
    std::vector<Layout> modes;
    for (size_t i = 0; i < l.shape.rank(); ++i) {
      CUTE_TRY(m, downcast(modeOf(l, i), n));
      modes.push_back(std::move(m));
    }
    return concatLayouts(std::move(modes));
  }
  if (l.stride.isInt(1) || l.stride.isInt(-1)) {
    CUTE_TRY(shape, leafMul(l.shape, IntTuple::of(n)));
    return Layout{shape, l.stride};
  }
  CUTE_TRY(stride, leafMul(l.stride, IntTuple::of(n)));
  return Layout{l.shape, stride};
}

/// Static or run-time integer leaves only (no scaled basis, no `_`).
static bool hasIntegerLeaves(const Layout &l) {
  for (const IntTuple *t : {&l.shape, &l.stride})
    for (const IntTuple &x : leaves(*t))
      if (!isIntegerLeaf(x))
        return false;
  return true;
}

static int64_t gcd(int64_t a, int64_t b) { return b == 0 ? a : gcd(b, a % b); }

/// The upcast and downcast factors of recast<new, old>: new/g and old/g,
/// g = gcd(new, old) (C++'s trait_ratio).
struct RecastRatio {
  int64_t up, down;
};

static Result<RecastRatio> recastRatio(int64_t newBits, int64_t oldBits) {
  if (newBits <= 0 || oldBits <= 0)
    return fail("recast_layout", "expects positive bit widths but got <" + std::to_string(newBits) +
                                     ", " + std::to_string(oldBits) + ">");
  int64_t g = gcd(newBits, oldBits);
  return RecastRatio{newBits / g, oldBits / g};
}

Result<Layout> recastLayout(const Layout &l, int64_t newBits, int64_t oldBits) {
  return guarded("recast_layout", [&]() -> Result<Layout> {
    CUTE_TRY(ratio, recastRatio(newBits, oldBits));
    auto [up, down] = ratio;
    if (!hasIntegerLeaves(l))
      return fail("recast_layout", "expects a layout with integer strides but got " + print(l));
    Layout r = l;
    if (up != 1) {
      CUTE_TRY(u, upcast(r, up));
      r = std::move(u);
    }
    if (down != 1) {
      bool adjacent = false;
      for (const IntTuple &d : leaves(r.stride))
        adjacent |= d.isInt(1);
      if (!adjacent)
        return fail("recast_layout", "downcast requires a stride-1 mode in " + print(r));
      CUTE_TRY(d, downcast(r, down));
      r = std::move(d);
    }
    return r;
  });
}

Result<IntTuple> recastOffset(const IntTuple &offset, int64_t newBits, int64_t oldBits) {
  return guarded("recast_layout", [&]() -> Result<IntTuple> {
    CUTE_TRY(ratio, recastRatio(newBits, oldBits));
    auto [up, down] = ratio;
    if (!isIntegerLeaf(offset))
      return fail("recast_layout", "expects an integer offset but got " + print(offset));
    IntTuple r = offset;
    if (up != 1) {
      if (r.known() && arith::mod(*r.known(), up) != 0)
        return fail("recast_layout",
                    "the offset " + print(r) + " is not a multiple of " + std::to_string(up));
      r = leafDiv(r, IntTuple::of(up));
    }
    if (down == 1)
      return r;
    return leafMul(r, IntTuple::of(down));
  });
}

static Result<int> log2Exact(int64_t n) {
  if (n <= 0 || (n & (n - 1)) != 0)
    return fail("recast_layout",
                "a swizzle recast needs a power-of-two ratio but got " + std::to_string(n));
  int k = 0;
  while ((int64_t(1) << k) < n)
    ++k;
  return k;
}

Result<Swizzle> recastSwizzle(const Swizzle &s, int64_t newBits, int64_t oldBits) {
  CUTE_TRY(ratio, recastRatio(newBits, oldBits));
  CUTE_TRY(up, log2Exact(ratio.up));
  CUTE_TRY(down, log2Exact(ratio.down));
  Swizzle r = s;
  int newBase = r.base - up;
  r = newBase >= 0 ? Swizzle{r.bits, newBase, r.shift}
                   : Swizzle{std::max(r.bits + newBase, 0), 0, r.shift};
  r.base += down;
  return r;
}

} // namespace cute::core
