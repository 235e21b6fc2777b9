//===- OpStructure.cpp - Handlers of the structural ops -------------------===//
//
// size/cosize, accessors and casts, constructors, get/select/take/flatten,
// append/prepend/replace, slice/dice, crd2idx, layout_eval, idx2crd and
// increment_coord: argument checks around interp/core's functions.
//
//===----------------------------------------------------------------------===//
#include "OpArgs.h"
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

namespace cute::core::ops {

namespace {

Result<Value> tileMode(std::string_view op, const Tile &t, const std::vector<int64_t> &path) {
  const Tiler *cur = &t.tiler;
  for (int64_t i : path) {
    if (cur->kind != Tiler::Kind::Tuple || i < 0 || static_cast<size_t>(i) >= cur->elems.size())
      return fail(op, "mode " + std::to_string(i) + " is out of range for tile " + print(*cur));
    cur = &cur->elems[i];
  }
  if (cur->kind == Tiler::Kind::Layout)
    return Value(cur->layout);
  if (cur->kind == Tiler::Kind::Leaf)
    return Value(cur->leaf);
  return Value(Tile{*cur});
}

void collectTileLayouts(const Tiler &t, std::vector<Layout> &out) {
  if (t.kind == Tiler::Kind::Layout)
    out.push_back(t.layout);
  for (const Tiler &e : t.elems)
    collectTileLayouts(e, out);
}

/// size(x, modes...) or, with `co`, cosize(L, modes...).
Result<Value> sizeOrCosize(std::string_view op, const Args &a, bool co) {
  CUTE_CHECK(arity(op, a, 1, SIZE_MAX));
  CUTE_TRY(path, intArgs(op, a, 1));
  if (const auto *t = std::get_if<IntTuple>(&a[0])) {
    if (co)
      return wrongKind(op, 0, a[0], "a layout");
    CUTE_TRY(m, getMode(*t, path));
    return toValue(guarded(op, [&] { return product(m); }));
  }
  if (const auto *t = std::get_if<Tile>(&a[0]); t && !co) {
    // C++ sizes a tile of integers as the tuple it is (a layout slot does
    // not compile there).
    std::optional<IntTuple> asTuple = tilerAsTuple(t->tiler);
    if (!asTuple)
      return wrongKind(op, 0, a[0], "a tile of integers");
    CUTE_TRY(m, getMode(*asTuple, path));
    return toValue(guarded(op, [&] { return product(m); }));
  }
  const Layout *l = outerLayout(a[0]);
  if (!l)
    return wrongKind(op, 0, a[0], "an integer tuple, a layout or a composed layout");
  CUTE_TRY(m, getMode(*l, path));
  return toValue(co ? cosize(m) : size(m));
}

} // namespace

Result<Value> opSize(std::string_view op, const Args &a) { return sizeOrCosize(op, a, false); }
Result<Value> opCosize(std::string_view op, const Args &a) { return sizeOrCosize(op, a, true); }

Result<Value> opMakeLayout(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, SIZE_MAX));
  bool allLayouts = true;
  for (const Value &v : a)
    allLayouts &= std::holds_alternative<Layout>(v);
  if (allLayouts) {
    std::vector<Layout> modes;
    for (const Value &v : a)
      modes.push_back(std::get<Layout>(v));
    return Value(concatLayouts(std::move(modes)));
  }
  CUTE_TRY(shape, tupleArg(op, a, 0));
  if (a.size() == 1)
    return toValue(makeLayout(shape));
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(stride, tupleArg(op, a, 1));
  return toValue(makeLayout(shape, stride));
}

Result<Value> opGet(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, SIZE_MAX));
  CUTE_TRY(path, intArgs(op, a, 1));
  if (const auto *t = std::get_if<Tile>(&a[0]))
    return tileMode(op, *t, path);
  return structural(
      op, a, [&](const IntTuple &t) { return getMode(t, path); },
      [&](const Layout &l) { return getMode(l, path); });
}

Result<Value> opSelect(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, SIZE_MAX));
  CUTE_TRY(modes, intArgs(op, a, 1));
  if (const auto *t = std::get_if<Tile>(&a[0])) {
    std::vector<Tiler> out;
    for (int64_t i : modes) {
      if (i < 0 || static_cast<size_t>(i) >= t->tiler.elems.size())
        return fail(op, "mode " + std::to_string(i) + " is out of range for tile " + print(*t));
      out.push_back(t->tiler.elems[i]);
    }
    return Value(Tile{Tiler::ofTuple(std::move(out))});
  }
  return structural(
      op, a, [&](const IntTuple &t) { return select(t, modes); },
      [&](const Layout &l) { return select(l, modes); });
}

namespace {

/// take(x, b, e) or, with `isGroup`, group_modes(x, b, e).
Result<Value> takeOrGroup(std::string_view op, const Args &a, bool isGroup) {
  CUTE_CHECK(arity(op, a, 3, 3));
  CUTE_TRY(r, intArgs(op, a, 1));
  return structural(
      op, a,
      [&](const IntTuple &t) { return isGroup ? group(t, r[0], r[1]) : take(t, r[0], r[1]); },
      [&](const Layout &l) { return isGroup ? groupModes(l, r[0], r[1]) : take(l, r[0], r[1]); });
}

} // namespace

Result<Value> opTake(std::string_view op, const Args &a) { return takeOrGroup(op, a, false); }
Result<Value> opGroupModes(std::string_view op, const Args &a) { return takeOrGroup(op, a, true); }

/// flatten(x): every leaf of x as a top-level mode; a tile's leaves are its
/// non-tuple tilers, depth-first.
Result<Value> opFlatten(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  if (const auto *t = std::get_if<Tile>(&a[0])) {
    std::vector<const Tiler *> leaves;
    t->tiler.collectLeaves(leaves);
    std::vector<Tiler> modes;
    for (const Tiler *leaf : leaves)
      modes.push_back(*leaf);
    return Value(Tile{Tiler::ofTuple(std::move(modes))});
  }
  return structural(
      op, a, [](const IntTuple &t) -> Result<IntTuple> { return flatten(t); },
      [](const Layout &l) -> Result<Layout> { return flatten(l); });
}

namespace {

/// append(x, y), or at the `front` prepend(x, y); `toRank` the _to_rank
/// forms (x, y, n).
Result<Value> appendOrPrepend(std::string_view op, const Args &a, bool front, bool toRank) {
  CUTE_CHECK(arity(op, a, toRank ? 3 : 2, toRank ? 3 : 2));
  int64_t n = 0;
  if (toRank) {
    CUTE_TRY(v, intArg(op, a, 2));
    n = v;
  }
  if (const auto *t = std::get_if<IntTuple>(&a[0])) {
    CUTE_TRY(x, tupleArg(op, a, 1));
    if (toRank)
      return toValue(front ? prependToRank(*t, n, x) : appendToRank(*t, n, x));
    return Value(front ? prepend(*t, x) : append(*t, x));
  }
  CUTE_TRY(x, layoutArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) -> Result<Layout> {
    if (toRank)
      return front ? prependToRank(l, n, x) : appendToRank(l, n, x);
    return front ? prepend(l, x) : append(l, x);
  });
}

} // namespace

Result<Value> opAppend(std::string_view op, const Args &a) {
  return appendOrPrepend(op, a, false, false);
}
Result<Value> opPrepend(std::string_view op, const Args &a) {
  return appendOrPrepend(op, a, true, false);
}
Result<Value> opAppendToRank(std::string_view op, const Args &a) {
  return appendOrPrepend(op, a, false, true);
}
Result<Value> opPrependToRank(std::string_view op, const Args &a) {
  return appendOrPrepend(op, a, true, true);
}

Result<Value> opReplace(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 3, 3));
  CUTE_TRY(i, intArg(op, a, 1));
  if (const auto *t = std::get_if<IntTuple>(&a[0])) {
    CUTE_TRY(x, tupleArg(op, a, 2));
    return toValue(replace(*t, i, x));
  }
  CUTE_TRY(x, layoutArg(op, a, 2));
  return onLayout(op, a, 0, [&](const Layout &l) { return replace(l, i, x); });
}

namespace {

/// slice(x, c) or, without `isSlice`, dice(x, c), in IR operand order.
Result<Value> sliceOrDice(std::string_view op, const Args &a, bool isSlice) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(c, tupleArg(op, a, 1));
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return toValue(isSlice ? slice(c, *t) : dice(c, *t));
  if (const auto *cl = std::get_if<ComposedLayout>(&a[0])) {
    if (isSlice)
      return slice(c, *cl);
    CUTE_TRY(b, dice(c, cl->outer));
    return composition(cl->inner, cl->offset, std::move(b));
  }
  CUTE_TRY(l, layoutArg(op, a, 0));
  return toValue(isSlice ? slice(c, l) : dice(c, l));
}

} // namespace

Result<Value> opSlice(std::string_view op, const Args &a) { return sliceOrDice(op, a, true); }
Result<Value> opDice(std::string_view op, const Args &a) { return sliceOrDice(op, a, false); }

Result<Value> opLayoutEvalAt(std::string_view op, const Args &a);

/// crd2idx(c, shape[, stride]) or crd2idx(c, layout).
Result<Value> opCrd2idx(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 3));
  CUTE_TRY(c, tupleArg(op, a, 0));
  if (a.size() == 2 && !std::holds_alternative<IntTuple>(a[1]))
    return opLayoutEvalAt(op, a);
  CUTE_TRY(shape, tupleArg(op, a, 1));
  if (a.size() == 2)
    return toValue(guarded(op, [&] { return crd2idx(c, shape); }));
  CUTE_TRY(stride, tupleArg(op, a, 2));
  return toValue(guarded(op, [&] { return crd2idx(c, shape, stride); }));
}

/// layout_eval(c, L): L at coordinate c (a `_` in c slices instead); L may
/// be a layout, a swizzle or a composed layout.
Result<Value> opLayoutEvalAt(std::string_view op, const Args &a) {
  CUTE_TRY(c, tupleArg(op, a, 0));
  if (hasUnderscore(c))
    return sliceOrDice("slice", Args{a[1], a[0]}, true);
  if (const auto *l = std::get_if<Layout>(&a[1]))
    return toValue(evaluate(*l, c));
  if (const auto *cl = std::get_if<ComposedLayout>(&a[1]))
    return toValue(evaluate(*cl, c));
  if (const auto *s = std::get_if<Swizzle>(&a[1])) {
    if (!isIntegerLeaf(c))
      return wrongKind(op, 0, a[0], "an integer for a swizzle");
    return toValue(evaluate(*s, c));
  }
  return wrongKind(op, 1, a[1], "a layout, a swizzle or a composed layout");
}

/// Whether a layout or a composed layout has run-time leaves (`?`).
static bool hasRunTimeLeaves(const Value &v) {
  auto isStaticLayout = [](const Layout &l) { return isStatic(l.shape) && isStatic(l.stride); };
  if (const auto *l = std::get_if<Layout>(&v))
    return !isStaticLayout(*l);
  const auto &c = std::get<ComposedLayout>(v);
  const auto *inner = std::get_if<Layout>(&c.inner);
  return !isStaticLayout(c.outer) || !isStatic(c.offset) || (inner && !isStaticLayout(*inner));
}

/// layout_eval(c, L), or layout_eval(L): the tuple (L(0), …, L(size-1)).
Result<Value> opLayoutEval(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 2));
  if (a.size() == 2)
    return opLayoutEvalAt(op, a);
  if (!std::holds_alternative<Layout>(a[0]) && !std::holds_alternative<ComposedLayout>(a[0]))
    return wrongKind(op, 0, a[0], "a layout or a composed layout");
  CUTE_TRY(n, sizeOrCosize("size", a, false));
  const IntTuple &total = std::get<IntTuple>(n);
  if (!total.isInt() || total.value() > (1 << 20))
    return fail(op, "expects a static domain of at most 2^20 elements but got size " + print(total));
  // Run-time leaves are evaluated by crd2idx point by point, and each
  // value is then `?` or 0: fewer of them.
  if (hasRunTimeLeaves(a[0]) && total.value() > (1 << 16))
    return fail(op, "expects a layout with run-time leaves to have at most 2^16 points but got "
                    "size " +
                        print(total));
  // Each value may be an arithmetic tuple of up to kMaxBasisMode + 1
  // integers (a stride 1@1023), so the element bound alone would let the
  // result hold 2^30 integers: the integers are bounded the same way.
  constexpr int64_t kMaxIntegers = int64_t(1) << 20;
  int64_t integers = 0;
  std::vector<IntTuple> out;
  out.reserve(size_t(std::max<int64_t>(total.value(), 0)));
  // A plain layout's points come from a DomainWalk where it can give them.
  std::optional<DomainWalk> walk;
  if (const auto *layout = std::get_if<Layout>(&a[0]))
    walk.emplace(*layout);
  for (int64_t i = 0; i < total.value(); ++i) {
    std::optional<IntTuple> walked = walk ? walk->next() : std::nullopt;
    if (!walked) {
      CUTE_TRY(v, opLayoutEvalAt(op, Args{IntTuple::of(i), a[0]}));
      walked = std::get<IntTuple>(std::move(v));
    }
    integers += int64_t(leafCount(*walked));
    if (integers > kMaxIntegers)
      return fail(op, "expects a domain whose values hold at most 2^20 integers, but the first " +
                          std::to_string(i + 1) + " values of " + print(a[0]) + " hold " +
                          std::to_string(integers));
    out.push_back(std::move(*walked));
  }
  return Value(IntTuple::tuple(std::move(out)));
}

/// idx2crd(i, shape[, stride]).
Result<Value> opIdx2crd(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 3));
  CUTE_TRY(i, tupleArg(op, a, 0));
  CUTE_TRY(shape, tupleArg(op, a, 1));
  if (a.size() == 3) {
    CUTE_TRY(stride, tupleArg(op, a, 2));
    return toValue(guarded(op, [&] { return idx2crd(i, shape, stride); }));
  }
  return toValue(guarded(op, [&] { return idx2crd(i, shape); }));
}

/// increment_coord(c, shape): the next coordinate of shape's domain.
Result<Value> opIncrementCoord(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(c, tupleArg(op, a, 0));
  CUTE_TRY(shape, tupleArg(op, a, 1));
  return toValue(guarded(op, [&] { return incrementCoord(c, shape); }));
}

/// make_composed_layout(inner, offset, outer): inner a layout or a swizzle.
Result<Value> opMakeComposedLayout(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 3, 3));
  CUTE_TRY(off, tupleArg(op, a, 1));
  CUTE_TRY(outer, layoutArg(op, a, 2));
  if (const auto *s = std::get_if<Swizzle>(&a[0]))
    return Value(ComposedLayout{*s, off, outer});
  CUTE_TRY(inner, layoutArg(op, a, 0));
  return Value(ComposedLayout{inner, off, outer});
}

/// make_swizzle(bits, base, shift): S<bits,base,shift>.
Result<Value> opMakeSwizzle(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 3, 3));
  CUTE_TRY(v, intArgs(op, a, 0));
  std::string text = "S<" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," +
                     std::to_string(v[2]) + ">";
  return parseValue(text);
}

/// make_ordered_layout(shape, order): compact strides in the mode order.
Result<Value> opMakeOrderedLayout(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 2, 2));
  CUTE_TRY(shape, tupleArg(op, a, 0));
  CUTE_TRY(order, tupleArg(op, a, 1));
  return toValue(makeOrderedLayout(shape, order));
}

/// make_layout_like(L): L's shape with compact strides in L's stride order.
Result<Value> opMakeLayoutLike(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  const Layout *l = outerLayout(a[0]);
  if (!l)
    return wrongKind(op, 0, a[0], "a layout or a composed layout");
  // The dialect takes B of a swizzle-composed layout only (spec).
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]);
      c && !std::holds_alternative<Swizzle>(c->inner))
    return fail(op, "expects the inner component of a composed layout to be a swizzle but "
                    "got layout " + print(std::get<Layout>(c->inner)));
  return toValue(makeLayoutLike(*l));
}

/// make_identity_layout(shape): coordinates to themselves (basis strides).
Result<Value> opMakeIdentityLayout(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(shape, tupleArg(op, a, 0));
  return toValue(makeIdentityLayout(shape));
}

/// make_layout_right(shape): row-major compact strides.
Result<Value> opMakeLayoutRight(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(shape, tupleArg(op, a, 0));
  return toValue(makeLayoutRight(shape));
}

namespace {

/// The composed layout A o off o B that `op` takes as argument 0.
Result<ComposedLayout> composedArg(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]))
    return *c;
  return wrongKind(op, 0, a[0], "a composed layout");
}

/// rank(x) or, with `depth`, depth(x), of a tuple, tile, layout or (B of) a
/// composed layout.
Result<Value> rankOrDepth(std::string_view op, const Args &a, bool depthOf) {
  CUTE_CHECK(arity(op, a, 1, 1));
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return Value(IntTuple::of(depthOf ? depth(*t) : int64_t(t->rank())));
  if (const auto *t = std::get_if<Tile>(&a[0]))
    return Value(IntTuple::of(depthOf ? tileDepth(t->tiler) : int64_t(t->tiler.elems.size())));
  const Layout *l = outerLayout(a[0]);
  if (!l)
    return wrongKind(op, 0, a[0], "an integer tuple, a layout or a composed layout");
  return Value(IntTuple::of(depthOf ? depth(*l) : rank(*l)));
}

} // namespace

Result<Value> opComposedGetInner(std::string_view op, const Args &a) {
  CUTE_TRY(c, composedArg(op, a));
  return std::visit([](const auto &x) { return Value(x); }, c.inner);
}

Result<Value> opComposedGetOffset(std::string_view op, const Args &a) {
  CUTE_TRY(c, composedArg(op, a));
  return Value(c.offset);
}

Result<Value> opComposedGetOuter(std::string_view op, const Args &a) {
  CUTE_TRY(c, composedArg(op, a));
  return Value(c.outer);
}

/// get_layouts_from_tile(T): T's layout tilers, one layout or a tile of
/// them.
Result<Value> opGetLayoutsFromTile(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  const auto *t = std::get_if<Tile>(&a[0]);
  if (!t)
    return wrongKind(op, 0, a[0], "a tile");
  std::vector<Layout> layouts;
  collectTileLayouts(t->tiler, layouts);
  if (layouts.empty())
    return fail(op, "tile " + print(*t) + " has no layout");
  if (layouts.size() == 1)
    return Value(layouts[0]);
  std::vector<Tiler> elems;
  for (Layout &l : layouts)
    elems.push_back(Tiler::ofLayout(std::move(l)));
  return Value(Tile{Tiler::ofTuple(std::move(elems))});
}

/// to_int_tuple, to_shape, to_stride, to_coord: the tuple as it is.
Result<Value> opToTuple(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(t, tupleArg(op, a, 0));
  return Value(t);
}

/// get_shape(x): the shape of a layout, of B of a composed layout, or a
/// tile's.
Result<Value> opGetShape(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]))
    return Value(c->outer.shape);
  if (const auto *t = std::get_if<Tile>(&a[0]))
    return toValue(tileShape(t->tiler));
  CUTE_TRY(l, layoutArg(op, a, 0));
  return Value(l.shape);
}

/// get_stride(L): a layout's stride.
Result<Value> opGetStride(std::string_view op, const Args &a) {
  CUTE_CHECK(arity(op, a, 1, 1));
  CUTE_TRY(l, layoutArg(op, a, 0));
  return Value(l.stride);
}

Result<Value> opRank(std::string_view op, const Args &a) { return rankOrDepth(op, a, false); }
Result<Value> opDepth(std::string_view op, const Args &a) { return rankOrDepth(op, a, true); }

} // namespace cute::core::ops
