//===- OpAlgebra.cpp - Handlers of the algebra ops ------------------------===//
//
// Tuple arithmetic, coalesce/filter, complement, the inverses,
// composition, the divides and products, tile_to_shape, recast,
// local_tile/local_partition and stencils: argument checks around
// interp/core's functions.
//
//===----------------------------------------------------------------------===//
#include "OpArgs.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::core::ops {

namespace {

/// Value equality (C++ operator==): a run-time leaf equals a static leaf
/// of the same value. Canonical text is one-to-one on values and prints a
/// bound leaf as its value, so equal texts are equal values.
bool sameValue(const Value &x, const Value &y) { return print(x) == print(y); }

/// The coordinate that slices a mode of rank `n` (C++'s inner_partition /
/// outer_partition): a tuple padded with `_` to `n` modes (append<n>), a
/// scalar as it is (a 1-D index into the whole mode).
Result<IntTuple> slicingCoord(std::string_view op, const IntTuple &coord, size_t n) {
  if (!coord.isTuple())
    return coord;
  if (coord.rank() > n)
    return fail(op, "the coordinate " + print(coord) + " has more modes than the " +
                        std::to_string(n) + " it slices");
  std::vector<IntTuple> modes = coord.elems();
  modes.resize(n, IntTuple::underscore());
  return IntTuple::tuple(std::move(modes));
}

/// repeat<n>(_): one `_`, or a tuple of n of them.
IntTuple underscores(size_t n) {
  if (n == 1)
    return IntTuple::underscore();
  return IntTuple::tuple(std::vector<IntTuple>(n, IntTuple::underscore()));
}


} // namespace

/// equal(x, y): whether two values are the same (any kinds).
Result<Value> opEqual(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  return Value(sameValue(a[0], a[1]));
}

namespace {

/// A binary integer-tuple function `f` of the two arguments.
template <class F> Result<Value> tupleArith(std::string_view op, const Args &a, F f) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(x, tupleArg(op, a, 0));
  CUTE_TRY(y, tupleArg(op, a, 1));
  return toValue(guarded(op, [&] { return f(x, y); }));
}

} // namespace

Result<Value> opTupleAdd(std::string_view op, const Args &a) {
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return arithAdd(x, y); });
}
Result<Value> opTupleSub(std::string_view op, const Args &a) {
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return tupleSub(x, y); });
}
Result<Value> opElemLess(std::string_view op, const Args &a) {
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return elemLess(x, y); });
}
Result<Value> opShapeDiv(std::string_view op, const Args &a) {
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return shapeDiv(x, y); });
}
Result<Value> opShapeMod(std::string_view op, const Args &a) {
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return shapeMod(x, y); });
}

/// ceil_div(x, y): y an integer tuple, a tile or a layout (as a tiler).
Result<Value> opCeilDiv(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(x, tupleArg(op, a, 0));
  if (const auto *t = std::get_if<Tile>(&a[1]))
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, t->tiler); }));
  if (const auto *l = std::get_if<Layout>(&a[1]))
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, Tiler::ofLayout(*l)); }));
  return tupleArith(op, a, [](const IntTuple &x, const IntTuple &y) { return ceilDiv(x, y); });
}

/// tuple_product(x): the product of x's leaves.
Result<Value> opTupleProduct(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(x, tupleArg(op, a, 0));
  return toValue(guarded(op, [&] { return product(x); }));
}

/// tuple_product_each(x): the product of each mode of x.
Result<Value> opTupleProductEach(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(x, tupleArg(op, a, 0));
  return toValue(guarded(op, [&] { return productEach(x); }));
}

namespace {

/// The optional profile argument 1 of coalesce, filter and filter_zeros.
Result<std::optional<IntTuple>> profileArg(std::string_view op, const Args &a) {
  if (a.size() < 2)
    return std::optional<IntTuple>();
  CUTE_TRY(p, tupleArg(op, a, 1));
  return std::optional<IntTuple>(std::move(p));
}

} // namespace

/// coalesce(L[, profile]); of an integer tuple, C++'s coalesce(shape).
Result<Value> opCoalesce(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  if (const auto *t = std::get_if<IntTuple>(&a[0])) {
    CUTE_CHECK(arity(op, a, 1, 1));
    return toValue(guarded(op, [&] { return coalesceShape(*t); }));
  }
  CUTE_TRY(profile, profileArg(op, a));
  return onLayout(op, a, 0, [&](const Layout &l) -> Result<Layout> {
    return profile ? coalesce(l, *profile) : coalesce(l);
  });
}

/// filter(L[, profile]): coalesce without the stride-0 and size-1 modes.
Result<Value> opFilter(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  CUTE_TRY(profile, profileArg(op, a));
  return onLayout(op, a, 0, [&](const Layout &l) -> Result<Layout> {
    return profile ? filter(l, *profile) : filter(l);
  });
}

/// filter_zeros(L[, profile]): the stride-0 modes made size 1; of integer
/// tuples, C++'s filter_zeros(a[, b]).
Result<Value> opFilterZeros(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  CUTE_TRY(profile, profileArg(op, a));
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return toValue(guarded(op, [&] { return filterZeros(*t, profile.value_or(*t)); }));
  return onLayout(op, a, 0, [&](const Layout &l) -> Result<Layout> {
    return profile ? filterZeros(l, *profile) : Result<Layout>(filterZeros(l));
  });
}

Result<Value> opComplement(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  const Layout *l = outerLayout(a[0]);
  if (!l)
    return wrongKind(op, 0, a[0], "a layout or a composed layout");
  if (a.size() == 1)
    return toValue(complement(*l));
  IntTuple target;
  if (const auto *cot = std::get_if<Layout>(&a[1])) {
    target = cot->shape;
  } else {
    CUTE_TRY(t, tupleArg(op, a, 1));
    target = t;
  }
  return toValue(complement(*l, target));
}

namespace {

/// right_inverse(x) or, without `right`, left_inverse(x).
Result<Value> inverse(std::string_view op, const Args &a, bool right) {
  CUTE_CHECK(arity(op, a, 1, 1));
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]))
    return right ? rightInverse(*c) : leftInverse(*c);
  if (const auto *s = std::get_if<Swizzle>(&a[0])) // an involution
    return Value(*s);
  CUTE_TRY(l, layoutArg(op, a, 0));
  return toValue(right ? rightInverse(l) : leftInverse(l));
}

} // namespace

Result<Value> opRightInverse(std::string_view op, const Args &a) { return inverse(op, a, true); }
Result<Value> opLeftInverse(std::string_view op, const Args &a) { return inverse(op, a, false); }

Result<Value> opComposition(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  if (const auto *s = std::get_if<Swizzle>(&a[0])) {
    if (const auto *s2 = std::get_if<Swizzle>(&a[1]))
      return toValue(composeSwizzles(*s, *s2));
    CUTE_TRY(l, layoutArg(op, a, 1));
    return composeSwizzle(*s, l);
  }
  if (const auto *l = std::get_if<Layout>(&a[0])) {
    if (const auto *c = std::get_if<ComposedLayout>(&a[1]))
      return composition(*l, *c);
    if (const auto *s = std::get_if<Swizzle>(&a[1]))
      return composition(*l, *s);
  }
  CUTE_TRY(t, tilerArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) { return composition(l, t); });
}

using TilerOp = Result<Layout> (*)(const Layout &, const Tiler &);

Result<Value> opDivideProduct(std::string_view op, const Args &a, TilerOp f) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(t, tilerArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) { return f(l, t); });
}

/// logical_product(A, B): B a tiler, or a composed layout.
Result<Value> opLogicalProduct(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  if (const auto *c = std::get_if<ComposedLayout>(&a[1])) {
    CUTE_TRY(l, layoutArg(op, a, 0));
    return logicalProduct(l, *c);
  }
  return opDivideProduct(op, a, logicalProduct);
}

Result<Value> opRankProduct(std::string_view op, const Args &a, RankProductOp f) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(b, layoutArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) { return f(l, b); });
}

Result<Value> opTileToShape(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 3));
  CUTE_TRY(target, tupleArg(op, a, 1));
  IntTuple order;
  if (a.size() == 3) {
    CUTE_TRY(o, tupleArg(op, a, 2));
    order = o;
  }
  const IntTuple *orderPtr = a.size() == 3 ? &order : nullptr;
  return onLayout(op, a, 0, [&](const Layout &l) { return tileToShape(l, target, orderPtr); });
}

Result<Value> opRecast(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 3, 3));
  CUTE_TRY(bits, intArgs(op, a, 1));
  if (const auto *s = std::get_if<Swizzle>(&a[0]))
    return toValue(recastSwizzle(*s, bits[0], bits[1]));
  if (const auto *c = std::get_if<ComposedLayout>(&a[0])) {
    CUTE_TRY(outer, recastLayout(c->outer, bits[0], bits[1]));
    CUTE_TRY(offset, recastOffset(c->offset, bits[0], bits[1]));
    // C++ recasts all three parts and keeps even a bit-less swizzle.
    if (const auto *s = std::get_if<Swizzle>(&c->inner)) {
      CUTE_TRY(inner, recastSwizzle(*s, bits[0], bits[1]));
      return Value(ComposedLayout{inner, std::move(offset), std::move(outer)});
    }
    CUTE_TRY(inner, recastLayout(std::get<Layout>(c->inner), bits[0], bits[1]));
    return Value(ComposedLayout{inner, std::move(offset), std::move(outer)});
  }
  return onLayout(op, a, 0, [&](const Layout &l) { return recastLayout(l, bits[0], bits[1]); });
}

/// local_tile(input, tiler, coord[, modes...]): C++'s inner_partition of
/// zipped_divide(input, tiler) (only the tiler modes listed, when some
/// are): the tile modes kept, the rest modes sliced by coord.
/// local_partition(input, tiler, coord): outer_partition of
/// zipped_divide(input, product_each(shape(tiler))): the tile modes sliced
/// by coord, or for a scalar coord by tiler.get_flat_coord(coord), the rest
/// modes kept. Post: a layout (composed layout) of the kept modes.
namespace {

/// local_tile or, with `partition`, local_partition.
Result<Value> localTileOrPartition(std::string_view op, const Args &a, bool partition) {
  CUTE_CHECK(arity(op, a, 3, partition ? 3 : SIZE_MAX));
  CUTE_TRY(coord, tupleArg(op, a, 2));
  Value tiler = a[1];
  if (partition) {
    CUTE_TRY(l, layoutArg(op, a, 1));
    CUTE_TRY(extents, productEach(l.shape));
    tiler = extents;
    if (!coord.isTuple()) {
      CUTE_TRY(flat, flatCoord(l, coord));
      coord = std::move(flat);
    }
  } else if (a.size() > 3) {
    Args selectArgs{a[1]};
    selectArgs.insert(selectArgs.end(), a.begin() + 3, a.end());
    CUTE_TRY(selected, opSelect("select", selectArgs));
    tiler = std::move(selected);
  }
  CUTE_TRY(divided, operation::zipped_divide({a[0], tiler}));
  const Layout *l = outerLayout(divided);
  if (!l)
    return fail(op, "zipped_divide gave no layout: " + print(divided));
  size_t tileRank = l->shape.mode(0).rank(), restRank = l->shape.mode(1).rank();
  IntTuple c;
  if (partition) {
    CUTE_TRY(tileCoord, slicingCoord(op, coord, tileRank));
    c = IntTuple::tuple({tileCoord, underscores(restRank)});
  } else {
    CUTE_TRY(restCoord, slicingCoord(op, coord, restRank));
    c = IntTuple::tuple({underscores(tileRank), restCoord});
  }
  return opSlice("slice", Args{divided, c});
}

} // namespace

Result<Value> opLocalTile(std::string_view op, const Args &a) {
  return localTileOrPartition(op, a, false);
}
Result<Value> opLocalPartition(std::string_view op, const Args &a) {
  return localTileOrPartition(op, a, true);
}

/// stencil_output_len(n, window, stride, dilation): the output positions.
Result<Value> opStencilOutputLen(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 4, 4));
  CUTE_TRY(v, intArgs(op, a, 0));
  CUTE_TRY(n, stencilOutputLen(v[0], v[1], v[2], v[3]));
  return Value(IntTuple::of(n));
}

/// stencil_divide(L, window, stride, dilation).
Result<Value> opStencilDivide(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 4, 4));
  CUTE_TRY(w, tupleArg(op, a, 1));
  CUTE_TRY(s, tupleArg(op, a, 2));
  CUTE_TRY(d, tupleArg(op, a, 3));
  return onLayout(op, a, 0, [&](const Layout &l) { return stencilDivide(l, w, s, d); });
}

} // namespace cute::core::ops
