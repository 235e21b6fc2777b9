//===- Composition.cpp - Functional composition of layouts ----------------===//
#include "Detail.h"
#include "cute-oracle/core/Text.h"

namespace cute::core {

/// composition_impl of CuTe: lhs (already coalesced) composed with one
/// rhs mode, or distributed over the modes of a tuple rhs.
static Result<Layout> composeImpl(const IntTuple &lshape, const IntTuple &lstride,
                                  const IntTuple &rshape, const IntTuple &rstride) {
  if (rshape.isTuple()) {
    std::vector<Layout> modes;
    for (size_t i = 0; i < rshape.rank(); ++i) {
      CUTE_TRY(m, composeImpl(lshape, lstride, rshape.elems()[i], rstride.mode(i)));
      modes.push_back(std::move(m));
    }
    return concatLayouts(modes);
  }
  if (rstride.isBasis()) {
    std::vector<int64_t> path(rstride.modes().begin(), rstride.modes().end());
    CUTE_TRY(subShape, getMode(lshape, path));
    CUTE_TRY(subStride, getMode(lstride, path));
    return composeImpl(subShape, subStride, rshape, IntTuple::of(rstride.value()));
  }
  if (rstride.isInt(0))
    return Layout{rshape, rstride};
  if (lshape.isLeaf()) {
    CUTE_TRY(d, leafMul(rstride, lstride));
    return Layout{rshape, d};
  }
  std::vector<IntTuple> resultShape, resultStride;
  int64_t restShape = rshape.value(), restStride = rstride.value();
  size_t r = lshape.rank();
  for (size_t i = 0; i + 1 < r; ++i) {
    int64_t currShape = lshape.elems()[i].value();
    const IntTuple &currStride = lstride.elems()[i];
    if (currShape <= 0 || restShape <= 0)
      return fail("composition", "expects positive extents but got " + print(lshape) + " and " +
                                     print(rshape));
    if (arith::mod(restStride, currShape) != 0 && !(restStride < currShape))
      return fail("composition", "stride divisibility condition violated: " +
                                     std::to_string(restStride) + " vs extent " +
                                     std::to_string(currShape) + " of " + print(lshape));
    int64_t absStride = arith::abs(restStride);
    int64_t nextShape = arith::ceilDiv(currShape, absStride);
    int64_t nextStride = arith::mul(arith::ceilDiv(absStride, currShape), arith::signum(restStride));
    if (nextShape == 1 || restShape == 1) {
      restStride = nextStride;
      continue;
    }
    int64_t newShape = std::min(nextShape, restShape);
    if (arith::mod(restShape, newShape) != 0)
      return fail("composition", "shape divisibility condition violated: " +
                                     std::to_string(restShape) + " is not a multiple of " +
                                     std::to_string(newShape));
    CUTE_TRY(d, leafMul(IntTuple::of(restStride), currStride));
    resultShape.push_back(IntTuple::of(newShape));
    resultStride.push_back(std::move(d));
    restShape = arith::div(restShape, newShape);
    restStride = nextStride;
  }
  CUTE_TRY(lastStride, leafMul(IntTuple::of(restStride), lstride.elems()[r - 1]));
  if (resultShape.empty())
    return Layout{IntTuple::of(restShape), lastStride};
  if (restShape == 1)
    return Layout{unwrap(IntTuple::tuple(std::move(resultShape))),
                  unwrap(IntTuple::tuple(std::move(resultStride)))};
  resultShape.push_back(IntTuple::of(restShape));
  resultStride.push_back(std::move(lastStride));
  return Layout{IntTuple::tuple(std::move(resultShape)), IntTuple::tuple(std::move(resultStride))};
}

static Result<bool> requireStatic(const Layout &l) {
  if (!isStatic(l.shape) || !isStatic(l.stride))
    return fail("composition", "expects static layouts but got " + print(l));
  return true;
}

/// coprofile(B): zeros with the profile of B's codomain (sum of strides).
static Result<IntTuple> coprofile(const Layout &b) {
  IntTuple sum = IntTuple::of(0);
  for (const IntTuple &d : leaves(b.stride)) {
    CUTE_TRY(s, arithAdd(sum, d));
    sum = std::move(s);
  }
  return repeatLike(sum, IntTuple::of(0));
}

static Result<Layout> composeLayouts(const Layout &a, const Layout &b) {
  CUTE_TRY(okA, requireStatic(a));
  CUTE_TRY(okB, requireStatic(b));
  (void)okA, (void)okB;
  CUTE_TRY(profile, coprofile(b));
  CUTE_TRY(flat, coalesceFunctionPreserving(a, profile));
  return composeImpl(flat.shape, flat.stride, b.shape, b.stride);
}

Result<Layout> composition(const Layout &a, const Layout &b) {
  return guarded("composition", [&] { return composeLayouts(a, b); });
}

static Result<Layout> composeTiler(const Layout &a, const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return composeLayouts(a, t.layout);
  case Tiler::Kind::Leaf: {
    if (t.leaf.isUnderscore())
      return a;
    if (!t.leaf.isInt())
      return fail("composition", "expects a static tiler but got " + print(t.leaf));
    CUTE_TRY(ok, requireStatic(a));
    (void)ok;
    CUTE_TRY(flat, coalesceFunctionPreserving(a, IntTuple::of(0)));
    return composeImpl(flat.shape, flat.stride, t.leaf, IntTuple::of(1));
  }
  case Tiler::Kind::Tuple:
    break;
  }
  if (t.elems.size() > a.shape.rank())
    return fail("composition", "tiler " + print(t) + " has more modes than " + print(a));
  std::vector<Layout> modes;
  for (size_t i = 0; i < t.elems.size(); ++i) {
    CUTE_TRY(m, composeTiler(modeOf(a, i), t.elems[i]));
    modes.push_back(std::move(m));
  }
  return concatLayouts(modes);
}

Result<Layout> composition(const Layout &a, const Tiler &t) {
  return guarded("composition", [&] { return composeTiler(a, t); });
}

} // namespace cute::core
