//===- OpFamilies.cpp - One generator per cute op, admissible by construction -===//
//
// Each family appends its op to the program with operands that are
// earlier results where any value will do, and otherwise built from the
// witness of the first operand so that the op's preconditions hold:
// composable right operands and tilers (extents that divide a prefix of
// the flattened shape), complementable and injective layouts (sub-layouts
// of compact ones), coordinates inside the domain, divisible recast
// ratios, stencil windows that fit, shapes that a block tiles.
//
//===----------------------------------------------------------------------===//
#include "OpFamilies.h"
#include "Leaves.h"
#include "ValueGen.h"

#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <map>

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

int64_t sizeOf(const IntTuple &shape) {
  core::Result<IntTuple> s = core::product(shape);
  return s && s->isInt() ? s->value() : 1;
}

std::vector<int64_t> flatExtents(const IntTuple &shape) {
  std::vector<int64_t> out;
  for (const IntTuple &leaf : core::leaves(shape))
    out.push_back(leaf.isInt() ? std::max<int64_t>(leaf.value(), 1) : 1);
  if (out.empty())
    out.push_back(1);
  return out;
}

std::vector<int64_t> divisors(int64_t n) {
  std::vector<int64_t> out;
  for (int64_t d = 1; d <= n; ++d)
    if (n % d == 0)
      out.push_back(d);
  return out;
}

int64_t pickOf(const std::vector<int64_t> &v) { return v[size_t(draw(0, int64_t(v.size()) - 1))]; }

/// An extent that divides a prefix of `shape`'s flattened extents: the
/// product of the first j extents times a divisor of the (j+1)-th. A
/// tiler of this extent and stride 1 composes with a layout of `shape`.
int64_t prefixExtent(const IntTuple &shape) {
  std::vector<int64_t> a = flatExtents(shape);
  size_t j = size_t(draw(0, int64_t(a.size()) - 1));
  int64_t prefix = 1;
  for (size_t i = 0; i < j; ++i)
    prefix *= a[i];
  return prefix * pickOf(divisors(a[j]));
}

/// A mode s:d that composes with a layout of `shape`: d is a prefix
/// extent, s divides what is left of that mode (or spans it and the next
/// modes whole); or a broadcast s:0.
Layout composableMode(const IntTuple &shape) {
  if (chance(10))
    return {IntTuple::of(genExtent()), IntTuple::of(0)};
  std::vector<int64_t> a = flatExtents(shape);
  size_t j = size_t(draw(0, int64_t(a.size()) - 1));
  int64_t prefix = 1;
  for (size_t i = 0; i < j; ++i)
    prefix *= a[i];
  int64_t e = pickOf(divisors(a[j]));
  int64_t rest = a[j] / e, s = pickOf(divisors(rest));
  if (s == rest)
    for (size_t i = j + 1; i < a.size() && chance(50); ++i)
      s *= a[i];
  return {IntTuple::of(s), IntTuple::of(prefix * e)};
}

/// A layout of 1-2 composable modes for a left operand of `shape`.
Layout composableRight(const IntTuple &shape) {
  Layout m = composableMode(shape);
  if (chance(50))
    return m;
  Layout m2 = composableMode(shape);
  return {IntTuple::tuple({m.shape, m2.shape}), IntTuple::tuple({m.stride, m2.stride})};
}

/// A sub-layout of a compact (permuted) layout: injective, positive
/// strides, so it has a complement and a left inverse.
Layout injectiveLayout(int64_t *cotarget = nullptr) {
  IntTuple shape = genProfile(1, extentLeaf);
  if (shape.isLeaf())
    shape = IntTuple::tuple({shape, IntTuple::of(genExtent())});
  Layout full = compactLayout(shape, chance(60));
  if (cotarget)
    *cotarget = sizeOf(shape);
  std::vector<int64_t> keep;
  for (size_t i = 0; i < shape.rank(); ++i)
    if (chance(70))
      keep.push_back(int64_t(i));
  if (keep.empty())
    keep.push_back(0);
  return *core::select(full, keep);
}

/// A coordinate of `shape`'s domain, one entry per top-level mode (an
/// integer inside the mode's size, or `_` with probability `underscore`%).
IntTuple coordIn(const IntTuple &shape, int underscore) {
  std::vector<IntTuple> c;
  for (size_t i = 0; i < shape.rank(); ++i)
    c.push_back(chance(underscore) ? IntTuple::underscore()
                                   : IntTuple::of(draw(0, sizeOf(shape.mode(i)) - 1)));
  return shape.isLeaf() ? c[0] : IntTuple::tuple(std::move(c));
}

/// A coordinate congruent with `shape`, each leaf inside its extent.
IntTuple congruentCoord(const IntTuple &shape) {
  return sameProfile(shape, [](const IntTuple &e) {
    return IntTuple::of(e.isInt() ? draw(0, e.value() - 1) : 0);
  });
}

const Layout &layoutOf(const core::Value &v) { return std::get<Layout>(v); }

size_t someLayout(ProgramBuilder &b) { return b.reuseOr(Kind::Layout, genLayoutValue); }

bool hasBasisLeaf(const core::Value &v) {
  for (const IntTuple &leaf : valueLeaves(v))
    if (leaf.isBasis())
      return true;
  return false;
}

/// An integer tuple without scaled-basis leaves: an earlier result or a
/// new shape or int_tuple.
size_t someTuple(ProgramBuilder &b) {
  std::optional<size_t> old = b.reuse({Kind::IntTuple, Kind::Shape});
  if (old && !hasBasisLeaf(b.witness(*old)))
    return *old;
  Kind k = chance(50) ? Kind::Shape : Kind::IntTuple;
  return b.input(k, genShapeValue());
}

std::string i32(const char *name, int64_t v) {
  return std::string(name) + " = " + std::to_string(v) + " : i32";
}

std::string modeArray(const std::vector<int64_t> &modes) {
  std::string s = "mode = array<i32";
  for (size_t i = 0; i < modes.size(); ++i)
    s += (i ? ", " : ": ") + std::to_string(modes[i]);
  return s + ">";
}

//===--- Families ---------------------------------------------------------===//

core::ComposedLayout nonIdentitySwizzled(core::ComposedLayout c) {
  if (auto *s = std::get_if<core::Swizzle>(&c.inner); s && s->bits == 0) {
    s->bits = 1;
    s->shift = std::max(s->shift, 1);
  }
  return c;
}

void composition(ProgramBuilder &b) {
  std::optional<size_t> a = b.reuse({Kind::Layout, Kind::ComposedLayout});
  // The verifier takes a layout or composed layout on the left (not a
  // bare swizzle), and wants a composed result where interp/core drops an
  // identity swizzle S<0,M,S> (recorded as a divergence): no such inner.
  if (a && b.kind(*a) == Kind::ComposedLayout) {
    const auto &c = std::get<core::ComposedLayout>(b.witness(*a));
    const auto *s = std::get_if<core::Swizzle>(&c.inner);
    if (s && s->bits == 0)
      a.reset();
  }
  if (!a)
    a = chance(70) ? b.input(Kind::Layout, genLayoutValue())
                   : b.input(Kind::ComposedLayout, nonIdentitySwizzled(genComposedValue()));
  const core::Value &w = b.witness(*a);
  IntTuple shape = IntTuple::of(64);
  if (const auto *l = std::get_if<Layout>(&w))
    shape = l->shape;
  else if (const auto *c = std::get_if<core::ComposedLayout>(&w))
    shape = c->outer.shape;
  size_t rhs = b.input(Kind::Layout, composableRight(shape));
  b.apply("composition", {*a, rhs}, Kind::Layout);
}

/// A tiler for the divides and local_tile: a shape of prefix extents per
/// top-level mode, a tile of `t:1` / `_` modes, or a single layout.
size_t tilerFor(ProgramBuilder &b, const IntTuple &shape, bool allowLayout) {
  int64_t k = draw(0, allowLayout ? 2 : 1);
  if (k == 2)
    return b.input(Kind::Layout, Layout{IntTuple::of(prefixExtent(shape)), IntTuple::of(1)});
  std::vector<IntTuple> ext;
  std::vector<core::Tiler> tile;
  for (size_t i = 0, n = size_t(draw(1, int64_t(shape.rank()))); i < n; ++i) {
    int64_t t = prefixExtent(shape.mode(i));
    ext.push_back(IntTuple::of(t));
    tile.push_back(chance(20) ? core::Tiler::ofLeaf(IntTuple::underscore())
                              : core::Tiler::ofLayout({IntTuple::of(t), IntTuple::of(1)}));
  }
  if (k == 0)
    return b.input(Kind::Shape, ext.size() == 1 && chance(50) ? ext[0] : IntTuple::tuple(ext));
  return b.input(Kind::Tile, core::Tile{core::Tiler::ofTuple(std::move(tile))});
}

template <const char *Op> void divide(ProgramBuilder &b) {
  size_t l = someLayout(b);
  size_t t = tilerFor(b, layoutOf(b.witness(l)).shape, true);
  b.apply(Op, {l, t}, Kind::Layout);
}

/// A coordinate (an index) into `node`'s layout, evaluated there: a
/// static-only result used by run-time code.
void evalAtIndex(ProgramBuilder &b, size_t node) {
  const auto *l = std::get_if<Layout>(&b.witness(node));
  if (!l)
    return;
  size_t c = b.input(Kind::Coord, IntTuple::of(draw(0, sizeOf(l->shape) - 1)));
  b.apply("layout_eval", {c, node}, Kind::IntTuple);
}

/// The product verifiers need static operands; the product is then
/// evaluated at a run-time index, so it also runs in the dynamic forms.
template <const char *Op> void product(ProgramBuilder &b) {
  size_t a = b.input(Kind::Layout, injectiveLayout(), true);
  size_t r = b.input(Kind::Layout, compactLayout(genProfile(1, extentLeaf), chance(40)), true);
  if (std::optional<size_t> p = b.apply(Op, {a, r}, Kind::Layout))
    evalAtIndex(b, *p);
}

void complement(ProgramBuilder &b) {
  int64_t cotarget = 1;
  size_t l = b.input(Kind::Layout, injectiveLayout(&cotarget));
  if (chance(30))
    b.apply("complement", {l}, Kind::Layout);
  else
    b.apply("complement", {l, b.input(Kind::Shape, IntTuple::of(cotarget * draw(1, 3)))},
            Kind::Layout);
}

template <const char *Op> void inverse(ProgramBuilder &b) {
  b.apply(Op, {b.input(Kind::Layout, injectiveLayout())}, Kind::Layout);
}

template <const char *Op> void unaryLayout(ProgramBuilder &b) {
  b.apply(Op, {someLayout(b)}, Kind::Layout);
}

void coalesce(ProgramBuilder &b) {
  size_t l = someLayout(b);
  if (chance(60))
    return (void)b.apply("coalesce", {l}, Kind::Layout);
  const IntTuple &shape = layoutOf(b.witness(l)).shape;
  IntTuple profile = shape.isLeaf() ? IntTuple::of(1)
                                    : IntTuple::tuple(std::vector<IntTuple>(shape.rank(), IntTuple::of(1)));
  b.apply("coalesce", {l, b.input(Kind::IntTuple, profile, true)}, Kind::Layout);
}

/// slice takes a run-time coordinate; dice's must be static.
template <const char *Op> void sliceLike(ProgramBuilder &b) {
  size_t l = someLayout(b);
  IntTuple c = coordIn(layoutOf(b.witness(l)).shape, 50);
  b.apply(Op, {l, b.input(Kind::Coord, c, Op == std::string("dice"))}, Kind::Layout);
}

/// get, select, group_modes, flatten, append/prepend_to_rank on a layout
/// or an integer tuple.
size_t layoutOrTuple(ProgramBuilder &b) { return chance(60) ? someLayout(b) : someTuple(b); }

size_t rankOf(const core::Value &v) {
  if (const auto *l = std::get_if<Layout>(&v))
    return l->shape.rank();
  return std::get<IntTuple>(v).rank();
}

const IntTuple &shapeOf(const core::Value &v) {
  if (const auto *l = std::get_if<Layout>(&v))
    return l->shape;
  return std::get<IntTuple>(v);
}

void get(ProgramBuilder &b) {
  size_t x = layoutOrTuple(b);
  const IntTuple &s = shapeOf(b.witness(x));
  std::vector<int64_t> path{draw(0, int64_t(s.rank()) - 1)};
  if (s.mode(size_t(path[0])).isTuple() && chance(50))
    path.push_back(draw(0, int64_t(s.mode(size_t(path[0])).rank()) - 1));
  b.apply("get", {x}, b.kind(x), path, "{" + modeArray(path) + "}");
}

void select(ProgramBuilder &b) {
  size_t x = layoutOrTuple(b);
  std::vector<int64_t> modes;
  for (int64_t i = 0, r = int64_t(rankOf(b.witness(x))); i < r; ++i)
    if (chance(60))
      modes.insert(modes.begin() + draw(0, int64_t(modes.size())), i);
  if (modes.empty())
    modes.push_back(0);
  b.apply("select", {x}, b.kind(x), modes, "{" + modeArray(modes) + "}");
}

void groupModes(ProgramBuilder &b) {
  size_t x = layoutOrTuple(b);
  int64_t r = int64_t(rankOf(b.witness(x)));
  int64_t begin = draw(0, r - 1), end = draw(begin + 1, r);
  b.apply("group_modes", {x}, b.kind(x), {begin, end},
          "{" + i32("begin", begin) + ", " + i32("end", end) + "}");
}

template <const char *Op> void toRank(ProgramBuilder &b) {
  size_t x = layoutOrTuple(b);
  bool isLayout = b.kind(x) == Kind::Layout;
  int64_t rank = int64_t(rankOf(b.witness(x))) + draw(0, 2);
  size_t e = isLayout ? b.input(Kind::Layout, Layout{IntTuple::of(1), IntTuple::of(0)})
                      : b.input(b.kind(x), IntTuple::of(1));
  b.apply(Op, {x, e}, b.kind(x), {rank}, "{" + i32("rank", rank) + "}");
}

void flatten(ProgramBuilder &b) {
  size_t x = layoutOrTuple(b);
  b.apply("flatten", {x}, b.kind(x));
}

template <const char *Op> void sizeLike(ProgramBuilder &b) {
  size_t x = Op == std::string("size") ? layoutOrTuple(b) : someLayout(b);
  if (chance(60))
    return (void)b.apply(Op, {x}, Kind::IntTuple);
  std::vector<int64_t> mode{draw(0, int64_t(rankOf(b.witness(x))) - 1)};
  b.apply(Op, {x}, Kind::IntTuple, mode, "{" + modeArray(mode) + "}");
}

/// A layout, swizzle or composed layout and a coordinate of its domain.
void layoutEval(ProgramBuilder &b) {
  std::optional<size_t> f = b.reuse({Kind::Layout, Kind::ComposedLayout});
  if (!f)
    f = chance(70) ? b.input(Kind::Layout, genLayoutValue())
        : chance(50) ? b.input(Kind::ComposedLayout, genComposedValue())
                     : b.input(Kind::Swizzle, genSwizzleValue());
  const core::Value &w = b.witness(*f);
  IntTuple shape = IntTuple::of(256);
  if (const auto *l = std::get_if<Layout>(&w))
    shape = l->shape;
  else if (const auto *c = std::get_if<core::ComposedLayout>(&w))
    shape = c->outer.shape;
  IntTuple c = chance(50) ? IntTuple::of(draw(0, sizeOf(shape) - 1)) : coordIn(shape, 0);
  b.apply("layout_eval", {b.input(Kind::Coord, c), *f}, Kind::IntTuple);
  if (b.kind(*f) == Kind::Layout && chance(30))
    b.loopOver(*f);
}

void crd2idx(ProgramBuilder &b) {
  size_t l = someLayout(b);
  const IntTuple &shape = layoutOf(b.witness(l)).shape;
  size_t c = b.input(Kind::Coord, chance(40) ? congruentCoord(shape) : coordIn(shape, 0));
  if (chance(50))
    b.apply("crd2idx", {c, l}, Kind::IntTuple);
  else
    b.apply("crd2idx", {c, b.input(Kind::Shape, shape)}, Kind::IntTuple);
}

void idx2crd(ProgramBuilder &b) {
  IntTuple shape = genShapeValue();
  size_t i = b.input(Kind::IntTuple, IntTuple::of(draw(0, sizeOf(shape) - 1)));
  b.apply("idx2crd", {i, b.input(Kind::Shape, shape)}, Kind::Coord);
}

void incrementCoord(ProgramBuilder &b) {
  IntTuple shape = genShapeValue();
  size_t c = b.input(Kind::Coord, congruentCoord(shape));
  b.apply("increment_coord", {c, b.input(Kind::Shape, shape)}, Kind::Coord);
}

/// Two integer tuples of one profile, the second made by `f` from the
/// first; the result is of kind `k`, or of the first's kind.
void tuplePair(ProgramBuilder &b, const std::string &op, std::optional<Kind> k,
               const std::function<IntTuple(const IntTuple &)> &f) {
  size_t x = someTuple(b);
  IntTuple other = sameProfile(std::get<IntTuple>(b.witness(x)), f);
  b.apply(op, {x, b.input(b.kind(x), other)}, k.value_or(b.kind(x)));
}

void ceilDiv(ProgramBuilder &b) {
  tuplePair(b, "ceil_div", std::nullopt, [](const IntTuple &) { return IntTuple::of(genExtent()); });
}

void shapeDiv(ProgramBuilder &b) {
  tuplePair(b, "shape_div", std::nullopt, [](const IntTuple &e) {
    int64_t v = e.isInt() ? e.value() : 1;
    return IntTuple::of(chance(70) ? pickOf(divisors(std::max<int64_t>(v, 1))) : v * draw(1, 3));
  });
}

template <const char *Op> void arith(ProgramBuilder &b) {
  tuplePair(b, Op, std::nullopt, [](const IntTuple &e) {
    return chance(30) && e.isInt() ? e : IntTuple::of(draw(-4, 12));
  });
}

void makeOrderedLayout(ProgramBuilder &b) {
  IntTuple shape = genShapeValue();
  size_t n = core::leaves(shape).size();
  std::vector<int64_t> order(n);
  for (size_t i = 0; i < n; ++i)
    order[i] = int64_t(i);
  for (size_t i = n; i > 1; --i)
    std::swap(order[i - 1], order[size_t(draw(0, int64_t(i) - 1))]);
  size_t next = 0;
  IntTuple o = sameProfile(shape, [&](const IntTuple &) { return IntTuple::of(order[next++]); });
  b.apply("make_ordered_layout", {b.input(Kind::Shape, shape), b.input(Kind::IntTuple, o, true)},
          Kind::Layout);
}

void makeIdentityLayout(ProgramBuilder &b) {
  b.apply("make_identity_layout", {b.input(Kind::Shape, genShapeValue())}, Kind::Layout);
}

template <const char *Op> void composedGet(ProgramBuilder &b) {
  size_t c = b.reuseOr(Kind::ComposedLayout, genComposedValue);
  b.apply(Op, {c}, Kind::Layout);
}

void getShape(ProgramBuilder &b) { b.apply("get_shape", {someLayout(b)}, Kind::Shape); }
void getStride(ProgramBuilder &b) { b.apply("get_stride", {someLayout(b)}, Kind::Stride); }

template <const char *Op, Kind K> void cast(ProgramBuilder &b) {
  b.apply(Op, {someTuple(b)}, K);
}

template <const char *Op> void tupleUnary(ProgramBuilder &b) {
  size_t x = someTuple(b);
  b.apply(Op, {x}, b.kind(x));
}

void getLeaves(ProgramBuilder &b) {
  size_t x = someTuple(b);
  b.applySplit("get_leaves", x, b.kind(x));
}

void getLayoutsFromTile(ProgramBuilder &b) {
  core::Tile t = genTileValue();
  t.tiler.elems.push_back(core::Tiler::ofLayout(compactLayout(IntTuple::of(genExtent()), false)));
  size_t x = b.input(Kind::Tile, t);
  Node &n = b.program().nodes[x];
  std::vector<core::Value> w, ty;
  std::vector<const core::Tiler *> lw, lt;
  std::get<core::Tile>(n.witness()).tiler.collectLeaves(lw);
  std::get<core::Tile>(n.type()).tiler.collectLeaves(lt);
  Node g;
  g.op = "get_layouts_from_tile";
  g.operands = {x};
  for (size_t i = 0; i < lw.size(); ++i)
    if (lw[i]->kind == core::Tiler::Kind::Layout)
      g.results.push_back({Kind::Layout, lw[i]->layout, lt[i]->layout, false});
  b.program().nodes.push_back(std::move(g));
}

void getScalars(ProgramBuilder &b) { b.applyScalars(layoutOrTuple(b)); }

void recastLayout(ProgramBuilder &b) {
  int64_t r = chance(50) ? 2 : 4, old = chance(50) ? 8 : 16;
  bool up = chance(50);
  IntTuple shape = genProfile(1, extentLeaf);
  if (up) {
    std::vector<IntTuple> modes = core::modes(shape);
    modes[0] = IntTuple::of(r * draw(1, 4));
    shape = shape.isLeaf() ? modes[0] : IntTuple::tuple(modes);
  }
  size_t l = b.input(Kind::Layout, compactLayout(shape, false));
  int64_t nb = up ? old * r : old, ob = up ? old : old * r;
  b.apply("recast_layout", {l}, Kind::Layout, {nb, ob},
          "{" + i32("new_type_bits", nb) + ", " + i32("old_type_bits", ob) + "}");
}

void stencilDivide(ProgramBuilder &b) {
  IntTuple shape = IntTuple::tuple({IntTuple::of(draw(1, 12)), IntTuple::of(draw(1, 12))});
  size_t l = b.input(Kind::Layout, compactLayout(shape, chance(50)));
  std::vector<IntTuple> w, s, d;
  for (const IntTuple &e : shape.elems()) {
    int64_t dil = draw(1, 3), win = 1 + draw(0, (e.value() - 1) / dil);
    w.push_back(IntTuple::of(win));
    s.push_back(IntTuple::of(draw(1, 3)));
    d.push_back(IntTuple::of(dil));
  }
  b.apply("stencil_divide",
          {l, b.input(Kind::IntTuple, IntTuple::tuple(w)), b.input(Kind::IntTuple, IntTuple::tuple(s)),
           b.input(Kind::IntTuple, IntTuple::tuple(d))},
          Kind::Layout);
}

void tileToShape(ProgramBuilder &b) {
  Layout block = compactLayout(genProfile(1, extentLeaf), chance(50));
  std::vector<IntTuple> target;
  for (const IntTuple &m : core::modes(block.shape))
    target.push_back(IntTuple::of(sizeOf(m) * draw(1, 3)));
  if (chance(30))
    target.push_back(IntTuple::of(genExtent()));
  b.apply("tile_to_shape", {b.input(Kind::Layout, block), b.input(Kind::Shape, IntTuple::tuple(target))},
          Kind::Layout);
}

void localTile(ProgramBuilder &b) {
  IntTuple shape = IntTuple::tuple({IntTuple::of(genExtent() * 2), IntTuple::of(genExtent())});
  size_t l = b.input(Kind::Layout, compactLayout(shape, chance(50)));
  std::vector<IntTuple> t, c;
  for (const IntTuple &e : shape.elems()) {
    int64_t te = pickOf(divisors(e.value()));
    t.push_back(IntTuple::of(te));
    c.push_back(IntTuple::of(draw(0, e.value() / te - 1)));
  }
  b.apply("local_tile", {l, b.input(Kind::Shape, IntTuple::tuple(t)), b.input(Kind::Coord, IntTuple::tuple(c))},
          Kind::Layout);
}

void localPartition(ProgramBuilder &b) {
  IntTuple shape = IntTuple::tuple({IntTuple::of(genExtent() * 2), IntTuple::of(genExtent())});
  size_t l = b.input(Kind::Layout, compactLayout(shape, chance(50)));
  std::vector<IntTuple> ts;
  for (const IntTuple &e : shape.elems())
    ts.push_back(IntTuple::of(pickOf(divisors(e.value()))));
  IntTuple tshape = IntTuple::tuple(ts);
  size_t t = b.input(Kind::Layout, compactLayout(tshape, chance(50)), true);
  b.apply("local_partition", {l, t, b.input(Kind::Coord, congruentCoord(tshape))}, Kind::Layout);
}

void compare(ProgramBuilder &b, const std::string &op) {
  tuplePair(b, op, Kind::Bool, [](const IntTuple &e) {
    return chance(50) && e.isInt() ? e : IntTuple::of(draw(0, 9));
  });
}

#define NAME(v, s) constexpr char v[] = s;
NAME(kLogicalDivide, "logical_divide")
NAME(kZippedDivide, "zipped_divide")
NAME(kTiledDivide, "tiled_divide")
NAME(kFlatDivide, "flat_divide")
NAME(kLogicalProduct, "logical_product")
NAME(kZippedProduct, "zipped_product")
NAME(kTiledProduct, "tiled_product")
NAME(kFlatProduct, "flat_product")
NAME(kBlockedProduct, "blocked_product")
NAME(kRakedProduct, "raked_product")
NAME(kLeftInverse, "left_inverse")
NAME(kRightInverse, "right_inverse")
NAME(kFilter, "filter")
NAME(kFilterZeros, "filter_zeros")
NAME(kMakeLayoutLike, "make_layout_like")
NAME(kSlice, "slice")
NAME(kDice, "dice")
NAME(kAppend, "append_to_rank")
NAME(kPrepend, "prepend_to_rank")
NAME(kSize, "size")
NAME(kCosize, "cosize")
NAME(kTupleAdd, "tuple_add")
NAME(kTupleSub, "tuple_sub")
NAME(kGetInner, "composed_get_inner")
NAME(kGetOffset, "composed_get_offset")
NAME(kGetOuter, "composed_get_outer")
NAME(kToIntTuple, "to_int_tuple")
NAME(kToShape, "to_shape")
NAME(kToStride, "to_stride")
NAME(kToCoord, "to_coord")
NAME(kTupleProduct, "tuple_product")
NAME(kTupleProductEach, "tuple_product_each")
#undef NAME

const std::map<std::string, void (*)(ProgramBuilder &)> &table() {
  static const std::map<std::string, void (*)(ProgramBuilder &)> families = {
      {"composition", composition},
      {"logical_divide", divide<kLogicalDivide>},
      {"zipped_divide", divide<kZippedDivide>},
      {"tiled_divide", divide<kTiledDivide>},
      {"flat_divide", divide<kFlatDivide>},
      {"logical_product", product<kLogicalProduct>},
      {"zipped_product", product<kZippedProduct>},
      {"tiled_product", product<kTiledProduct>},
      {"flat_product", product<kFlatProduct>},
      {"blocked_product", product<kBlockedProduct>},
      {"raked_product", product<kRakedProduct>},
      {"complement", complement},
      {"left_inverse", inverse<kLeftInverse>},
      {"right_inverse", inverse<kRightInverse>},
      {"coalesce", coalesce},
      {"filter", unaryLayout<kFilter>},
      {"filter_zeros", unaryLayout<kFilterZeros>},
      {"make_layout_like", unaryLayout<kMakeLayoutLike>},
      {"slice", sliceLike<kSlice>},
      {"dice", sliceLike<kDice>},
      {"get", get},
      {"select", select},
      {"group_modes", groupModes},
      {"flatten", flatten},
      {"append_to_rank", toRank<kAppend>},
      {"prepend_to_rank", toRank<kPrepend>},
      {"size", sizeLike<kSize>},
      {"cosize", sizeLike<kCosize>},
      {"layout_eval", layoutEval},
      {"crd2idx", crd2idx},
      {"idx2crd", idx2crd},
      {"increment_coord", incrementCoord},
      {"ceil_div", ceilDiv},
      {"shape_div", shapeDiv},
      {"tuple_add", arith<kTupleAdd>},
      {"tuple_sub", arith<kTupleSub>},
      {"elem_less", [](ProgramBuilder &b) { compare(b, "elem_less"); }},
      {"equal", [](ProgramBuilder &b) { compare(b, "equal"); }},
      {"tuple_eq", [](ProgramBuilder &b) { compare(b, "tuple_eq"); }},
      {"make_ordered_layout", makeOrderedLayout},
      {"make_identity_layout", makeIdentityLayout},
      {"composed_get_inner", composedGet<kGetInner>},
      {"composed_get_offset", composedGet<kGetOffset>},
      {"composed_get_outer", composedGet<kGetOuter>},
      {"get_shape", getShape},
      {"get_stride", getStride},
      {"to_int_tuple", cast<kToIntTuple, Kind::IntTuple>},
      {"to_shape", cast<kToShape, Kind::Shape>},
      {"to_stride", cast<kToStride, Kind::Stride>},
      {"to_coord", cast<kToCoord, Kind::Coord>},
      {"tuple_product", tupleUnary<kTupleProduct>},
      {"tuple_product_each", tupleUnary<kTupleProductEach>},
      {"get_leaves", getLeaves},
      {"get_layouts_from_tile", getLayoutsFromTile},
      {"get_scalars", getScalars},
      {"recast_layout", recastLayout},
      {"stencil_divide", stencilDivide},
      {"tile_to_shape", tileToShape},
      {"local_tile", localTile},
      {"local_partition", localPartition},
  };
  return families;
}

} // namespace

const std::vector<std::string> &opFamilies() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto &[name, build] : table())
      out.push_back(name);
    return out;
  }();
  return names;
}

bool buildFamily(const std::string &family, ProgramBuilder &b) {
  auto it = table().find(family);
  if (it == table().end())
    return false;
  it->second(b);
  return true;
}

} // namespace cute::fuzz
