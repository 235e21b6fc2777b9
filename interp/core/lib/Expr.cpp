//===- Expr.cpp - The expression language of cute-interp ------------------===//
#include "Detail.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <cctype>
#include <functional>
#include <map>
#include <optional>

namespace cute::core {

namespace {

using Args = std::vector<Value>;
using Handler = std::function<Result<Value>(std::string_view, const Args &)>;

//===--- Argument access ---------------------------------------------------===//

const char *kindName(const Value &v) {
  static const char *names[] = {"int_tuple", "layout", "swizzle", "composed_layout", "tile", "bool"};
  return names[v.index()];
}

Error wrongKind(std::string_view op, size_t i, const Value &v, std::string_view expected) {
  return fail(op, "argument " + std::to_string(i + 1) + " must be " + std::string(expected) +
                      " but got " + kindName(v) + " " + print(v));
}

Result<bool> arity(std::string_view op, const Args &a, size_t lo, size_t hi) {
  if (a.size() < lo || a.size() > hi)
    return fail(op, "expects " +
                        (lo == hi ? std::to_string(lo)
                                  : std::to_string(lo) + " to " +
                                        (hi == SIZE_MAX ? std::string("any") : std::to_string(hi))) +
                        " arguments but got " + std::to_string(a.size()));
  return true;
}

Result<IntTuple> tupleArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *t = std::get_if<IntTuple>(&a[i]))
    return *t;
  return wrongKind(op, i, a[i], "an integer tuple");
}

Result<int64_t> intArg(std::string_view op, const Args &a, size_t i) {
  const auto *t = std::get_if<IntTuple>(&a[i]);
  if (!t || !t->isInt())
    return wrongKind(op, i, a[i], "a static integer");
  return t->value();
}

Result<std::vector<int64_t>> intArgs(std::string_view op, const Args &a, size_t from) {
  std::vector<int64_t> out;
  for (size_t i = from; i < a.size(); ++i) {
    CUTE_TRY(v, intArg(op, a, i));
    out.push_back(v);
  }
  return out;
}

Result<Layout> layoutArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return *l;
  return wrongKind(op, i, a[i], "a layout");
}

/// The layout itself, or B of a composed layout A o off o B; null otherwise.
const Layout *outerLayout(const Value &v) {
  if (const auto *c = std::get_if<ComposedLayout>(&v))
    return &c->outer;
  return std::get_if<Layout>(&v);
}

Tiler tilerOf(const IntTuple &t) {
  if (t.isLeaf())
    return Tiler::ofLeaf(t);
  std::vector<Tiler> elems;
  for (const IntTuple &e : t.elems())
    elems.push_back(tilerOf(e));
  return Tiler::ofTuple(std::move(elems));
}

Result<Tiler> tilerArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *t = std::get_if<IntTuple>(&a[i]))
    return tilerOf(*t);
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return Tiler::ofLayout(*l);
  if (const auto *t = std::get_if<Tile>(&a[i]))
    return t->tiler;
  return wrongKind(op, i, a[i], "a tiler (shape, layout or tile)");
}

template <class T> Result<Value> toValue(Result<T> r) {
  if (!r)
    return r.error();
  return Value(*std::move(r));
}

/// Runs a layout operation on a layout, or on the outer layout B of a
/// composed layout A o off o B (giving A o off o op(B)).
Result<Value> onLayout(std::string_view op, const Args &a, size_t i,
                       const std::function<Result<Layout>(const Layout &)> &f) {
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return toValue(f(*l));
  if (const auto *c = std::get_if<ComposedLayout>(&a[i])) {
    CUTE_TRY(outer, f(c->outer));
    return composition(c->inner, c->offset, std::move(outer));
  }
  return wrongKind(op, i, a[i], "a layout or a composed layout");
}

/// The layout-or-tuple structural family: get/select/take/flatten/… act on
/// tuples, on layouts (shape and stride alike) and on composed layouts (B).
Result<Value> structural(std::string_view op, const Args &a,
                         const std::function<Result<IntTuple>(const IntTuple &)> &onTuple,
                         const std::function<Result<Layout>(const Layout &)> &onL) {
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return toValue(onTuple(*t));
  return onLayout(op, a, 0, onL);
}

//===--- Tiles -------------------------------------------------------------===//

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

/// depth(tiler) as C++ computes it on a tuple of layouts: 1 + the deepest
/// element for a tuple, a layout's shape depth, 0 for a leaf.
int64_t tileDepth(const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return depth(t.layout.shape);
  case Tiler::Kind::Leaf:
    return 0;
  case Tiler::Kind::Tuple:
    break;
  }
  int64_t deepest = 0;
  for (const Tiler &e : t.elems)
    deepest = std::max(deepest, tileDepth(e));
  return 1 + deepest;
}

/// shape(tiler): a layout's shape, an extent itself, a tuple per element.
/// Postcondition: congruent to the tiler's structure; `_` has no shape.
Result<IntTuple> tileShape(const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return t.layout.shape;
  case Tiler::Kind::Leaf:
    if (t.leaf.isUnderscore())
      return fail("get_shape", "an underscore slot of a tile has no shape");
    return t.leaf;
  case Tiler::Kind::Tuple:
    break;
  }
  std::vector<IntTuple> shapes;
  for (const Tiler &e : t.elems) {
    CUTE_TRY(s, tileShape(e));
    shapes.push_back(std::move(s));
  }
  return IntTuple::tuple(std::move(shapes));
}

/// A tiler with only integer leaves as the integer tuple it is in C++
/// (make_tile is a tuple): its shape; none if it holds a layout or `_`.
std::optional<IntTuple> tilerAsTuple(const Tiler &t) {
  std::vector<const Tiler *> leaves;
  t.collectLeaves(leaves);
  for (const Tiler *leaf : leaves)
    if (leaf->kind == Tiler::Kind::Layout || leaf->leaf.isUnderscore())
      return std::nullopt;
  Result<IntTuple> shape = tileShape(t);
  return shape ? std::optional<IntTuple>(*shape) : std::nullopt;
}

//===--- Handlers ----------------------------------------------------------===//

Result<Value> opSize(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, SIZE_MAX));
  (void)ok;
  CUTE_TRY(path, intArgs(op, a, 1));
  bool co = op == "cosize";
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

Result<Value> opMakeLayout(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, SIZE_MAX));
  (void)ok;
  bool allLayouts = true;
  for (const Value &v : a)
    allLayouts &= std::holds_alternative<Layout>(v);
  if (allLayouts) {
    std::vector<Layout> modes;
    for (const Value &v : a)
      modes.push_back(std::get<Layout>(v));
    return Value(concatLayouts(modes));
  }
  CUTE_TRY(shape, tupleArg(op, a, 0));
  if (a.size() == 1)
    return toValue(makeLayout(shape));
  CUTE_TRY(ok2, arity(op, a, 2, 2));
  (void)ok2;
  CUTE_TRY(stride, tupleArg(op, a, 1));
  return toValue(makeLayout(shape, stride));
}

Result<Value> opGet(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, SIZE_MAX));
  (void)ok;
  CUTE_TRY(path, intArgs(op, a, 1));
  if (const auto *t = std::get_if<Tile>(&a[0]))
    return tileMode(op, *t, path);
  return structural(
      op, a, [&](const IntTuple &t) { return getMode(t, path); },
      [&](const Layout &l) { return getMode(l, path); });
}

Result<Value> opSelect(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, SIZE_MAX));
  (void)ok;
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

Result<Value> opTake(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 3, 3));
  (void)ok;
  CUTE_TRY(r, intArgs(op, a, 1));
  bool isGroup = op == "group_modes" || op == "group";
  return structural(
      op, a,
      [&](const IntTuple &t) { return isGroup ? group(t, r[0], r[1]) : take(t, r[0], r[1]); },
      [&](const Layout &l) { return isGroup ? groupModes(l, r[0], r[1]) : take(l, r[0], r[1]); });
}

/// flatten(x): every leaf of x as a top-level mode; a tile's leaves are its
/// non-tuple tilers, depth-first.
Result<Value> opFlatten(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, 1));
  (void)ok;
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

/// append/prepend(x, y) and append_to_rank/prepend_to_rank(x, y, n).
Result<Value> opAppend(std::string_view op, const Args &a) {
  bool toRank = op.ends_with("_to_rank");
  CUTE_TRY(ok, arity(op, a, toRank ? 3 : 2, toRank ? 3 : 2));
  (void)ok;
  bool front = op.starts_with("prepend");
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

Result<Value> opReplace(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 3, 3));
  (void)ok;
  CUTE_TRY(i, intArg(op, a, 1));
  if (const auto *t = std::get_if<IntTuple>(&a[0])) {
    CUTE_TRY(x, tupleArg(op, a, 2));
    return toValue(replace(*t, i, x));
  }
  CUTE_TRY(x, layoutArg(op, a, 2));
  return onLayout(op, a, 0, [&](const Layout &l) { return replace(l, i, x); });
}

/// slice(x, c) / dice(x, c) in IR operand order.
Result<Value> opSlice(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 2));
  (void)ok;
  CUTE_TRY(c, tupleArg(op, a, 1));
  bool isSlice = op == "slice";
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

Result<Value> opLayoutEvalAt(std::string_view op, const Args &a);

/// crd2idx(c, shape[, stride]) or crd2idx(c, layout).
Result<Value> opCrd2idx(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 3));
  (void)ok;
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
    return opSlice("slice", Args{a[1], a[0]});
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

/// layout_eval(c, L), or layout_eval(L): the tuple (L(0), …, L(size-1)).
Result<Value> opLayoutEval(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, 2));
  (void)ok;
  if (a.size() == 2)
    return opLayoutEvalAt(op, a);
  CUTE_TRY(n, opSize("size", a));
  const IntTuple &total = std::get<IntTuple>(n);
  if (!total.isInt() || total.value() > (1 << 20))
    return fail(op, "expects a static domain of at most 2^20 elements but got size " + print(total));
  std::vector<IntTuple> out;
  for (int64_t i = 0; i < total.value(); ++i) {
    CUTE_TRY(v, opLayoutEvalAt(op, Args{IntTuple::of(i), a[0]}));
    out.push_back(std::get<IntTuple>(v));
  }
  return Value(IntTuple::tuple(std::move(out)));
}

Result<Value> opIdx2crd(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, op == "idx2crd" ? 3 : 2));
  (void)ok;
  CUTE_TRY(i, tupleArg(op, a, 0));
  CUTE_TRY(shape, tupleArg(op, a, 1));
  if (op == "increment_coord")
    return toValue(guarded(op, [&] { return incrementCoord(i, shape); }));
  if (a.size() == 3) {
    CUTE_TRY(stride, tupleArg(op, a, 2));
    return toValue(guarded(op, [&] { return idx2crd(i, shape, stride); }));
  }
  return toValue(guarded(op, [&] { return idx2crd(i, shape); }));
}

/// ceil_div(target, tiler) of layout.hpp / int_tuple.hpp: a layout tiler
/// gives shape(complement(tiler, target)); a tuple tiler divides mode i of
/// the target by element i (missing elements divide by 1); an integer
/// divides as ceil_div does. Postcondition: one extent per tile of the
/// target the tiler covers.
Result<IntTuple> ceilDivByTiler(const IntTuple &target, const Tiler &tiler) {
  switch (tiler.kind) {
  case Tiler::Kind::Layout: {
    CUTE_TRY(c, complement(tiler.layout, target));
    return c.shape;
  }
  case Tiler::Kind::Leaf:
    if (tiler.leaf.isUnderscore())
      return fail("ceil_div", "cannot divide " + print(target) + " by '_'");
    return ceilDiv(target, tiler.leaf);
  case Tiler::Kind::Tuple:
    break;
  }
  // A tuple of integers divides a scalar by its product, as in C++.
  if (std::optional<IntTuple> asTuple = tilerAsTuple(tiler); asTuple && !target.isTuple())
    return ceilDiv(target, *asTuple);
  if (!target.isTuple() || target.rank() < tiler.elems.size())
    return fail("ceil_div", "the tile " + print(Tile{tiler}) + " has more modes than " +
                                print(target));
  std::vector<IntTuple> modes = target.elems();
  for (size_t i = 0; i < tiler.elems.size(); ++i) {
    CUTE_TRY(m, ceilDivByTiler(modes[i], tiler.elems[i]));
    modes[i] = std::move(m);
  }
  return IntTuple::tuple(std::move(modes));
}

/// Value equality (C++ operator==): a run-time leaf equals a static leaf
/// of the same value. Canonical text is one-to-one on values and prints a
/// bound leaf as its value, so equal texts are equal values.
bool sameValue(const Value &x, const Value &y) { return print(x) == print(y); }

/// Binary integer-tuple arithmetic: tuple_add, tuple_sub, shape_div,
/// ceil_div, shape_mod, elem_less, equal.
Result<Value> opTupleArith(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 2));
  (void)ok;
  if (op == "equal")
    return Value(sameValue(a[0], a[1]));
  CUTE_TRY(x, tupleArg(op, a, 0));
  if (op == "ceil_div" && std::holds_alternative<Tile>(a[1]))
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, std::get<Tile>(a[1]).tiler); }));
  if (const auto *l = std::get_if<Layout>(&a[1]); l && op == "ceil_div")
    return toValue(guarded(op, [&] { return ceilDivByTiler(x, Tiler::ofLayout(*l)); }));
  CUTE_TRY(y, tupleArg(op, a, 1));
  if (op == "tuple_add")
    return toValue(tupleAdd(x, y));
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
  CUTE_TRY(ok, arity(op, a, 1, 1));
  (void)ok;
  CUTE_TRY(x, tupleArg(op, a, 0));
  if (op == "tuple_product_each")
    return toValue(guarded(op, [&] { return productEach(x); }));
  return toValue(guarded(op, [&] { return product(x); }));
}

/// coalesce/filter/filter_zeros(L[, profile]); on integer tuples C++'s
/// coalesce(shape) and filter_zeros(a[, b]).
Result<Value> opSimplify(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, 2));
  (void)ok;
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
  CUTE_TRY(ok, arity(op, a, 1, 2));
  (void)ok;
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
  CUTE_TRY(ok, arity(op, a, 1, 1));
  (void)ok;
  bool right = op == "right_inverse";
  if (const auto *c = std::get_if<ComposedLayout>(&a[0]))
    return right ? rightInverse(*c) : leftInverse(*c);
  if (const auto *s = std::get_if<Swizzle>(&a[0])) // an involution
    return Value(*s);
  CUTE_TRY(l, layoutArg(op, a, 0));
  return toValue(right ? rightInverse(l) : leftInverse(l));
}

Result<Value> opComposition(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 2));
  (void)ok;
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
  CUTE_TRY(ok, arity(op, a, 2, 2));
  (void)ok;
  if (const auto *c = std::get_if<ComposedLayout>(&a[1]); c && op == "logical_product") {
    CUTE_TRY(l, layoutArg(op, a, 0));
    return logicalProduct(l, *c);
  }
  CUTE_TRY(t, tilerArg(op, a, 1));
  return onLayout(op, a, 0, [&](const Layout &l) { return f(l, t); });
}

Result<Value> opRankProduct(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 2));
  (void)ok;
  CUTE_TRY(b, layoutArg(op, a, 1));
  bool blocked = op == "blocked_product";
  return onLayout(op, a, 0, [&](const Layout &l) {
    return blocked ? blockedProduct(l, b) : rakedProduct(l, b);
  });
}

Result<Value> opTileToShape(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 2, 3));
  (void)ok;
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
  CUTE_TRY(ok, arity(op, a, 3, 3));
  (void)ok;
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

/// Layout::get_flat_coord(index): idx2crd(index, shape, stride) as one 1-D
/// (colexicographic) coordinate per top mode; a rank-1 layout gives a
/// scalar. Static for a static index, run-time (of its width) otherwise.
Result<IntTuple> flatCoord(std::string_view op, const Layout &t, const IntTuple &index) {
  if (!isIntegerLeaf(index))
    return fail(op, "expects an integer index but got " + print(index));
  std::vector<IntTuple> out;
  for (size_t m = 0; m < t.shape.rank(); ++m) {
    if (!index.known()) {
      out.push_back(IntTuple::dynamic(unsigned(index.value())));
      continue;
    }
    std::vector<IntTuple> s = leaves(t.shape.mode(m)), d = leaves(t.stride.mode(m));
    int64_t coord = 0, extent = 1;
    for (size_t j = 0; j < s.size(); ++j) {
      if (!s[j].isInt() || !d[j].isInt() || d[j].value() == 0)
        return fail(op, "expects a tiler with static non-zero strides but got " + print(t));
      int64_t c = arith::mod(arith::div(*index.known(), d[j].value()), s[j].value());
      coord = arith::add(coord, arith::mul(c, extent));
      extent = arith::mul(extent, s[j].value());
    }
    out.push_back(index.isInt() ? IntTuple::of(coord)
                                : IntTuple::bound(unsigned(index.value()), coord));
  }
  return out.size() == 1 ? out[0] : IntTuple::tuple(std::move(out));
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
  CUTE_TRY(ok, arity(op, a, 3, partition ? 3 : SIZE_MAX));
  (void)ok;
  CUTE_TRY(coord, tupleArg(op, a, 2));
  Value tiler = a[1];
  if (partition) {
    CUTE_TRY(l, layoutArg(op, a, 1));
    CUTE_TRY(extents, productEach(l.shape));
    tiler = extents;
    if (!coord.isTuple()) {
      CUTE_TRY(flat, flatCoord(op, l, coord));
      coord = std::move(flat);
    }
  } else if (a.size() > 3) {
    Args selectArgs{a[1]};
    selectArgs.insert(selectArgs.end(), a.begin() + 3, a.end());
    CUTE_TRY(selected, opSelect("select", selectArgs));
    tiler = std::move(selected);
  }
  CUTE_TRY(divided, applyOperation("zipped_divide", {a[0], tiler}));
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
    CUTE_TRY(ok, arity(op, a, 4, 4));
    (void)ok;
    CUTE_TRY(v, intArgs(op, a, 0));
    CUTE_TRY(n, stencilOutputLen(v[0], v[1], v[2], v[3]));
    return Value(IntTuple::of(n));
  }
  CUTE_TRY(ok, arity(op, a, 4, 4));
  (void)ok;
  CUTE_TRY(w, tupleArg(op, a, 1));
  CUTE_TRY(s, tupleArg(op, a, 2));
  CUTE_TRY(d, tupleArg(op, a, 3));
  return onLayout(op, a, 0, [&](const Layout &l) { return stencilDivide(l, w, s, d); });
}

Result<Value> opConstruct(std::string_view op, const Args &a) {
  if (op == "make_composed_layout") {
    CUTE_TRY(ok, arity(op, a, 3, 3));
    (void)ok;
    CUTE_TRY(off, tupleArg(op, a, 1));
    CUTE_TRY(outer, layoutArg(op, a, 2));
    if (const auto *s = std::get_if<Swizzle>(&a[0]))
      return Value(ComposedLayout{*s, off, outer});
    CUTE_TRY(inner, layoutArg(op, a, 0));
    return Value(ComposedLayout{inner, off, outer});
  }
  if (op == "make_swizzle") {
    CUTE_TRY(ok, arity(op, a, 3, 3));
    (void)ok;
    CUTE_TRY(v, intArgs(op, a, 0));
    std::string text = "S<" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," +
                       std::to_string(v[2]) + ">";
    return parseValue(text);
  }
  if (op == "make_ordered_layout") {
    CUTE_TRY(ok, arity(op, a, 2, 2));
    (void)ok;
    CUTE_TRY(shape, tupleArg(op, a, 0));
    CUTE_TRY(order, tupleArg(op, a, 1));
    return toValue(makeOrderedLayout(shape, order));
  }
  CUTE_TRY(ok, arity(op, a, 1, 1));
  (void)ok;
  if (op == "make_layout_like") {
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
  CUTE_TRY(shape, tupleArg(op, a, 0));
  if (op == "make_identity_layout")
    return toValue(makeIdentityLayout(shape));
  return toValue(makeLayoutRight(shape));
}

/// Accessors of composed layouts, layouts and tiles.
Result<Value> opAccess(std::string_view op, const Args &a) {
  CUTE_TRY(ok, arity(op, a, 1, 1));
  (void)ok;
  if (op.starts_with("composed_get_")) {
    const auto *c = std::get_if<ComposedLayout>(&a[0]);
    if (!c)
      return wrongKind(op, 0, a[0], "a composed layout");
    if (op == "composed_get_offset")
      return Value(c->offset);
    if (op == "composed_get_outer")
      return Value(c->outer);
    return std::visit([](const auto &x) { return Value(x); }, c->inner);
  }
  if (op == "get_layouts_from_tile") {
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
  if (op.starts_with("to_")) {
    CUTE_TRY(t, tupleArg(op, a, 0));
    return Value(t);
  }
  if (op == "get_shape" || op == "get_stride") {
    if (const auto *c = std::get_if<ComposedLayout>(&a[0]); c && op == "get_shape")
      return Value(c->outer.shape);
    if (const auto *t = std::get_if<Tile>(&a[0]); t && op == "get_shape")
      return toValue(tileShape(t->tiler));
    CUTE_TRY(l, layoutArg(op, a, 0));
    return Value(op == "get_shape" ? l.shape : l.stride);
  }
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return Value(IntTuple::of(op == "rank" ? int64_t(t->rank()) : depth(*t)));
  if (const auto *t = std::get_if<Tile>(&a[0]))
    return Value(IntTuple::of(op == "rank" ? int64_t(t->tiler.elems.size()) : tileDepth(t->tiler)));
  const Layout *l = outerLayout(a[0]);
  if (!l)
    return wrongKind(op, 0, a[0], "an integer tuple, a layout or a composed layout");
  return Value(IntTuple::of(op == "rank" ? rank(*l) : depth(*l)));
}

const std::map<std::string, Handler, std::less<>> &handlers() {
  static const std::map<std::string, Handler, std::less<>> table = [] {
    std::map<std::string, Handler, std::less<>> t;
    auto tilerOp = [](TilerOp f) {
      return [f](std::string_view op, const Args &a) { return opDivideProduct(op, a, f); };
    };
    for (const char *n : {"size", "cosize"})
      t[n] = opSize;
    for (const char *n : {"rank", "depth", "composed_get_inner", "composed_get_offset",
                          "composed_get_outer", "get_layouts_from_tile", "get_shape",
                          "get_stride", "to_int_tuple", "to_shape", "to_stride", "to_coord"})
      t[n] = opAccess;
    t["make_layout"] = opMakeLayout;
    for (const char *n : {"make_layout_right", "make_layout_like", "make_ordered_layout",
                          "make_identity_layout", "make_composed_layout", "make_swizzle"})
      t[n] = opConstruct;
    t["get"] = opGet;
    t["select"] = opSelect;
    for (const char *n : {"take", "group_modes", "group"})
      t[n] = opTake;
    t["flatten"] = opFlatten;
    for (const char *n : {"append", "prepend", "append_to_rank", "prepend_to_rank"})
      t[n] = opAppend;
    t["replace"] = opReplace;
    for (const char *n : {"slice", "dice"})
      t[n] = opSlice;
    t["crd2idx"] = opCrd2idx;
    t["layout_eval"] = opLayoutEval;
    for (const char *n : {"idx2crd", "increment_coord"})
      t[n] = opIdx2crd;
    for (const char *n : {"tuple_add", "tuple_sub", "shape_div", "ceil_div", "shape_mod",
                          "elem_less", "equal"})
      t[n] = opTupleArith;
    for (const char *n : {"tuple_product", "tuple_product_each"})
      t[n] = opProduct;
    for (const char *n : {"coalesce", "filter", "filter_zeros"})
      t[n] = opSimplify;
    t["complement"] = opComplement;
    for (const char *n : {"right_inverse", "left_inverse"})
      t[n] = opInverse;
    t["composition"] = opComposition;
    t["logical_divide"] = tilerOp(logicalDivide);
    t["zipped_divide"] = tilerOp(zippedDivide);
    t["tiled_divide"] = tilerOp(tiledDivide);
    t["flat_divide"] = tilerOp(flatDivide);
    t["logical_product"] = tilerOp(logicalProduct);
    t["zipped_product"] = tilerOp(zippedProduct);
    t["tiled_product"] = tilerOp(tiledProduct);
    t["flat_product"] = tilerOp(flatProduct);
    for (const char *n : {"blocked_product", "raked_product"})
      t[n] = opRankProduct;
    for (const char *n : {"local_tile", "local_partition"})
      t[n] = opLocalTile;
    t["tile_to_shape"] = opTileToShape;
    t["recast_layout"] = opRecast;
    for (const char *n : {"stencil_divide", "stencil_output_len"})
      t[n] = opStencil;
    return t;
  }();
  return table;
}

//===--- Expression parsing ------------------------------------------------===//

class ExprParser {
public:
  explicit ExprParser(std::string_view text) : text(text) {}

  Result<Value> parseAll() {
    CUTE_TRY(v, parseExpr(0));
    skipSpace();
    if (pos != text.size())
      return Error{"parse error at column " + std::to_string(pos + 1) +
                   ": unexpected text after the expression"};
    return v;
  }

private:
  std::string_view text;
  size_t pos = 0;

  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }

  /// The length of an operation name at pos followed by '(' or by '<'
  /// (template arguments), or 0.
  size_t callNameLength() const {
    size_t i = pos;
    if (i >= text.size() || !std::islower(static_cast<unsigned char>(text[i])))
      return 0;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'))
      ++i;
    size_t len = i - pos;
    while (i < text.size() && text[i] == ' ')
      ++i;
    return i < text.size() && (text[i] == '(' || text[i] == '<') ? len : 0;
  }

  Error parseError(const std::string &what) const {
    return Error{"parse error at column " + std::to_string(pos + 1) + ": " + what};
  }

  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  /// The text between an operation's name and its first operand: optional
  /// template arguments `<i, j, ...>` or `<[i, j, ...]>` (the spec's mode
  /// lists, possibly empty), then '('. Returns the integer arguments the
  /// template arguments stand for: op<a, b>(x, y) means op(x, y, a, b).
  Result<Args> parseCallOpening(std::string_view name) {
    Args ints;
    if (!consume('<')) {
      if (!consume('('))
        return parseError("expected '(' after " + std::string(name));
      return ints;
    }
    bool bracketed = consume('[');
    char close = bracketed ? ']' : '>';
    if (!consume(close)) {
      do {
        skipSpace();
        size_t start = pos;
        if (pos < text.size() && text[pos] == '-')
          ++pos;
        size_t digits = pos;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])))
          ++pos;
        if (pos == digits)
          return parseError("expected an integer template argument of " + std::string(name));
        std::string_view digitsText = text.substr(start, pos - start);
        Result<Value> v = parseValue(digitsText);
        if (!v)
          return Error{"parse error at column " + std::to_string(start + 1) + ": template argument " +
                       std::string(digitsText) + " of " + std::string(name) +
                       " is out of int64 range"};
        ints.push_back(*v);
      } while (consume(','));
      if (!consume(close))
        return parseError(std::string("expected '") + close + "' in the template arguments of " +
                          std::string(name));
    }
    if (bracketed && !consume('>'))
      return parseError("expected '>' after the template arguments of " + std::string(name));
    if (!consume('('))
      return parseError("expected '(' after the template arguments of " + std::string(name));
    return ints;
  }

  /// A literal runs to the next ',' or ')' outside brackets.
  Result<Value> parseLiteral() {
    size_t start = pos;
    int depthCount = 0;
    for (; pos < text.size(); ++pos) {
      char c = text[pos];
      if (c == '(' || c == '[' || c == '<')
        ++depthCount;
      else if (c == ']' || c == '>' || (c == ')' && depthCount > 0))
        --depthCount;
      else if ((c == ')' || c == ',') && depthCount == 0)
        break;
    }
    std::string_view literal = text.substr(start, pos - start);
    if (literal.find_first_not_of(" \t") == std::string_view::npos)
      return Error{"parse error at column " + std::to_string(start + 1) +
                   ": expected an expression"};
    return parseValue(literal);
  }

  Result<Value> parseExpr(int nesting) {
    if (nesting > kMaxNesting)
      return Error{"parse error: expressions nest deeper than " + std::to_string(kMaxNesting)};
    skipSpace();
    size_t len = callNameLength();
    if (len == 0)
      return parseLiteral();
    std::string_view name = text.substr(pos, len);
    pos += len;
    CUTE_TRY(templateArgs, parseCallOpening(name));
    Args args;
    if (!consume(')')) {
      while (true) {
        CUTE_TRY(arg, parseExpr(nesting + 1));
        args.push_back(std::move(arg));
        if (consume(','))
          continue;
        if (consume(')'))
          break;
        return parseError("expected ',' or ')' in the arguments of " + std::string(name));
      }
    }
    args.insert(args.end(), templateArgs.begin(), templateArgs.end());
    return applyOperation(name, args);
  }
};

} // namespace

Result<Value> applyOperation(std::string_view name, const std::vector<Value> &args) {
  auto it = handlers().find(name);
  if (it == handlers().end())
    return Error{"unknown operation '" + std::string(name) + "'"};
  Result<Value> r = guarded(name, [&] { return it->second(name, args); });
  std::string prefix = std::string(name) + ":";
  if (r || r.error().message.rfind(prefix, 0) == 0)
    return r;
  return Error{prefix + " " + r.error().message};
}

Result<Value> evaluateExpression(std::string_view text) {
  return ExprParser(text).parseAll();
}

std::vector<std::string> operationNames() {
  std::vector<std::string> names;
  for (const auto &entry : handlers())
    names.push_back(entry.first);
  return names;
}

} // namespace cute::core
