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

/// Binary integer-tuple arithmetic: tuple_add, tuple_sub, shape_div,
/// ceil_div, shape_mod, elem_less, equal.
Result<Value> opTupleArith(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  if (op == "equal")
    return Value(sameValue(a[0], a[1]));
  CUTE_TRY(x, tupleArg(op, a, 0));
  if (op == "ceil_div" && std::holds_alternative<Tile>(a[1]))
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, std::get<Tile>(a[1]).tiler); }));
  if (const auto *l = std::get_if<Layout>(&a[1]); l && op == "ceil_div")
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, Tiler::ofLayout(*l)); }));
  CUTE_TRY(y, tupleArg(op, a, 1));
  if (op == "tuple_add")
    return toValue(arithAdd(x, y));
  if (op == "tuple_sub")
    return toValue(tupleSub(x, y));
  if (op == "elem_less")
    return toValue(elemLess(x, y));
  if (op == "ceil_div")
    return toValue(guarded(op, [&] { return ceilDiv(x, y); }));
  if (op == "shape_div")
    return toValue(guarded(op, [&] { return shapeDiv(x, y); }));
  return toValue(guarded(op, [&] { return shapeMod(x, y); }));
}

Result<Value> opProduct(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(x, tupleArg(op, a, 0));
  if (op == "tuple_product_each")
    return toValue(guarded(op, [&] { return productEach(x); }));
  return toValue(guarded(op, [&] { return product(x); }));
}

/// coalesce/filter/filter_zeros(L[, profile]); on integer tuples C++'s
/// coalesce(shape) and filter_zeros(a[, b]).
Result<Value> opSimplify(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  if (const auto *t = std::get_if<IntTuple>(&a[0]); t && op != "filter") {
    if (op == "coalesce") {
      CUTE_TRY(one, arity(op, a, 1, 1));
      (void)one;
      return toValue(guarded(op, [&] { return coalesceShape(*t); }));
    }
    CUTE_TRY(b, a.size() == 2 ? tupleArg(op, a, 1) : Result<IntTuple>(*t));
    return toValue(guarded(op, [&] { return filterZeros(*t, b); }));
  }
  IntTuple profile;
  if (a.size() == 2) {
    CUTE_TRY(p, tupleArg(op, a, 1));
    profile = p;
  }
  bool hasProfile = a.size() == 2;
  return onLayout(op, a, 0, [&](const Layout &l) -> Result<Layout> {
    if (op == "coalesce")
      return hasProfile ? coalesce(l, profile) : coalesce(l);
    if (op == "filter")
      return hasProfile ? filter(l, profile) : filter(l);
    return hasProfile ? filterZeros(l, profile) : Result<Layout>(filterZeros(l));
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

Result<Value> opInverse(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  bool right = op == "right_inverse";
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]))
    return right ? rightInverse(*c) : leftInverse(*c);
  if (const auto *s = std::get_if<Swizzle>(&a[0])) // an involution
    return Value(*s);
  CUTE_TRY(l, layoutArg(op, a, 0));
  return toValue(right ? rightInverse(l) : leftInverse(l));
}

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
  if (const auto *c = std::get_if<ComposedLayout>(&a[1]); c && op == "logical_product") {
    CUTE_TRY(l, layoutArg(op, a, 0));
    return logicalProduct(l, *c);
  }
  CUTE_TRY(t, tilerArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) { return f(l, t); });
}

Result<Value> opRankProduct(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(b, layoutArg(op, a, 1));
  bool blocked = op == "blocked_product";
  return onLayout(op, a, 0, [&](const Layout &l) {
    return blocked ? blockedProduct(l, b) : rakedProduct(l, b);
  });
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
Result<Value> opLocalTile(std::string_view op, const Args &a) {
  bool partition = op == "local_partition";
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

Result<Value> opStencil(std::string_view op, const Args &a) {
  if (op == "stencil_output_len") {
    CUTE_CHECK(arity(op, a, 4, 4));
    CUTE_TRY(v, intArgs(op, a, 0));
    CUTE_TRY(n, stencilOutputLen(v[0], v[1], v[2], v[3]));
    return Value(IntTuple::of(n));
  }
  CUTE_CHECK(arity(op, a, 4, 4));
  CUTE_TRY(w, tupleArg(op, a, 1));
  CUTE_TRY(s, tupleArg(op, a, 2));
  CUTE_TRY(d, tupleArg(op, a, 3));
  return onLayout(op, a, 0, [&](const Layout &l) { return stencilDivide(l, w, s, d); });
}

} // namespace cute::core::ops
