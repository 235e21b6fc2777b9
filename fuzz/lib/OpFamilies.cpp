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
#include "FamilySupport.h"
#include "Leaves.h"
#include "ValueGen.h"
#include "cute-oracle/Fuzz/AtomGenerators.h"

#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <map>
#include <type_traits>

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

//===--- Families ---------------------------------------------------------===//

core::ComposedLayout nonIdentitySwizzled(core::ComposedLayout c) {
  if (auto *s = std::get_if<core::Swizzle>(&c.inner); s && s->bits == 0) {
    s->bits = 1;
    s->shift = std::max(s->shift, 1);
  }
  return c;
}

/// Some layout, with scaled-basis strides (a coordinate map) 15% of the time.
size_t layoutOrBasis(ProgramBuilder &b) {
  return chance(15) ? b.input(Kind::Layout, genBasisLayoutValue(draw(1, 3))) : someLayout(b);
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
    a = chance(60)   ? b.input(Kind::Layout, genLayoutValue())
        : chance(25) ? b.input(Kind::Layout, genBasisLayoutValue(draw(1, 3)))
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
/// top-level mode, a tile of `t:1` / `_` modes, or, when `allowWhole`, one
/// that tiles the whole layout: a single extent or layout (its extent a
/// prefix of `layoutExtentOf`).
size_t tilerFor(ProgramBuilder &b, const IntTuple &shape, bool allowWhole,
                const IntTuple &layoutExtentOf) {
  int64_t k = draw(0, allowWhole ? 2 : 1);
  if (k == 2)
    return b.input(Kind::Layout,
                   Layout{IntTuple::of(prefixExtent(layoutExtentOf)), IntTuple::of(1)});
  std::vector<IntTuple> ext;
  std::vector<core::Tiler> tile;
  for (size_t i = 0, n = size_t(draw(1, int64_t(shape.rank()))); i < n; ++i) {
    int64_t t = prefixExtent(shape.mode(i));
    ext.push_back(IntTuple::of(t));
    tile.push_back(chance(20) ? core::Tiler::ofLeaf(IntTuple::underscore())
                              : core::Tiler::ofLayout({IntTuple::of(t), IntTuple::of(1)}));
  }
  if (k == 0)
    return b.input(Kind::Shape, allowWhole && ext.size() == 1 && chance(50) ? ext[0]
                                                                            : IntTuple::tuple(ext));
  return b.input(Kind::Tile, core::Tile{core::Tiler::ofTuple(std::move(tile))});
}

template <const char *Op> void divide(ProgramBuilder &b) {
  size_t l = someLayout(b);
  IntTuple shape = layoutOf(b.witness(l)).shape;
  b.apply(Op, {l, tilerFor(b, shape, true, shape)}, Kind::Layout);
}

/// tiled_divide also passes the dialect documents' partition verifier: each tiler
/// extent divides its input mode (a layout tiler is compared with mode 0),
/// and a rank-2 input gives a result of rank 2 or 3, which a per-mode tiler
/// does ((tile), rest0, rest1) and a layout tiler's rest need not. The
/// verifier sees the input's type, so an earlier result whose run-time type
/// has other modes than its witness is replaced by a fresh input.
void tiledDivide(ProgramBuilder &b) {
  size_t l = someLayout(b);
  if (!core::congruent(layoutOf(b.program().nodes[l].type()).shape, layoutOf(b.witness(l)).shape))
    l = b.input(Kind::Layout, layoutOf(b.witness(l)));
  IntTuple shape = layoutOf(b.witness(l)).shape;
  b.apply("tiled_divide", {l, tilerFor(b, shape, shape.rank() != 2, shape.mode(0))},
          Kind::Layout);
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

/// The product verifiers need a static first operand; the tiler has
/// run-time leaves half the time (then the lowering computes the product
/// at run time). The product is evaluated at a run-time index, so it also
/// runs in the dynamic forms.
template <const char *Op> void product(ProgramBuilder &b) {
  size_t a = b.input(Kind::Layout, injectiveLayout(), true);
  size_t r = b.input(Kind::Layout, compactLayout(genProfile(1, extentLeaf), chance(40)),
                     chance(50));
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
  size_t l = layoutOrBasis(b);
  if (chance(60))
    return (void)b.apply("coalesce", {l}, Kind::Layout);
  const IntTuple &shape = layoutOf(b.witness(l)).shape;
  IntTuple profile = shape.isLeaf() ? IntTuple::of(1)
                                    : IntTuple::tuple(std::vector<IntTuple>(shape.rank(), IntTuple::of(1)));
  b.apply("coalesce", {l, b.input(Kind::IntTuple, profile, true)}, Kind::Layout);
}

/// Which leaves of the swizzle-composed `c` are run-time as the slicing
/// ops take it (their verifiers want its outer layout static and its offset
/// a non-negative integer): each offset leaf, half the time. A swizzle has
/// no leaves, so the offset's come first.
std::vector<bool> runTimeOffsetLeaves(const core::ComposedLayout &c) {
  size_t offsetLeaves = valueLeaves(core::Value(c.offset)).size();
  std::vector<bool> dynamic;
  for (size_t i = 0, n = valueLeaves(core::Value(c)).size(); i < n; ++i)
    dynamic.push_back(i < offsetLeaves && chance(50));
  return dynamic;
}

/// slice(c, S o off o B) with a swizzle S, a static B (the verifier
/// requires it) and a run-time offset half the time: the fixed modes of
/// the coordinate fold into the offset, and where the sliced B never sets
/// a y bit and its z bit the result decays to a plain layout. A fifth of
/// the coordinates are all `_`, which keep the swizzle and offset whole.
void sliceSwizzled(ProgramBuilder &b) {
  core::ComposedLayout c = genComposedValue();
  c.inner = genSwizzleValue();
  std::vector<bool> dynamic = runTimeOffsetLeaves(c);
  IntTuple coord = coordIn(c.outer.shape, chance(20) ? 100 : 50);
  size_t l = b.input(Kind::ComposedLayout, c, std::move(dynamic));
  b.apply("slice", {l, b.input(Kind::Coord, coord)}, Kind::ComposedLayout);
}

/// dice(c, A o off o B) dices B and keeps A and the offset, whatever A is
/// (a swizzle or a layout) and whatever of B is run-time.
void diceComposed(ProgramBuilder &b) {
  size_t l = b.reuseOr(Kind::ComposedLayout, genComposedValue);
  const auto &c = std::get<core::ComposedLayout>(b.witness(l));
  IntTuple coord = coordIn(c.outer.shape, 50);
  b.apply("dice", {l, b.input(Kind::Coord, coord, true)}, Kind::ComposedLayout);
}

/// slice takes a run-time coordinate; dice's must be static.
template <const char *Op> void sliceLike(ProgramBuilder &b) {
  if (Op == std::string("slice") && chance(25))
    return sliceSwizzled(b);
  if (Op == std::string("dice") && chance(25))
    return diceComposed(b);
  size_t l = layoutOrBasis(b);
  IntTuple c = coordIn(layoutOf(b.witness(l)).shape, 50);
  b.apply(Op, {l, b.input(Kind::Coord, c, Op == std::string("dice"))}, Kind::Layout);
}

/// A layout, swizzle or composed layout and a coordinate of its domain.
void layoutEval(ProgramBuilder &b) {
  std::optional<size_t> f = b.reuse({Kind::Layout, Kind::ComposedLayout});
  if (!f) {
    int64_t k = draw(0, 99);
    f = k < 60   ? b.input(Kind::Layout, genLayoutValue())
        // Two modes at least: into one, a value is a scaled basis `n@0`,
        // which no int_tuple type holds.
        : k < 70 ? b.input(Kind::Layout, genBasisLayoutValue(draw(2, 3)))
        : k < 80 ? b.input(Kind::ComposedLayout, genComposedValue())
        : k < 90 ? b.input(Kind::ComposedLayout, genTupleOffsetComposedValue())
                 : b.input(Kind::Swizzle, genSwizzleValue());
  }
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
  size_t c = b.reuseOr(Kind::ComposedLayout,
                       chance(25) ? genTupleOffsetComposedValue : genComposedValue);
  b.apply(Op, {c}, Kind::Layout);
}

/// get_shape of a layout, or of a tile (its tilers' shapes, which may be
/// run-time).
void getShape(ProgramBuilder &b) {
  size_t x = chance(15) ? b.input(Kind::Tile, genTileValue()) : layoutOrBasis(b);
  b.apply("get_shape", {x}, Kind::Shape);
}
void getStride(ProgramBuilder &b) { b.apply("get_stride", {layoutOrBasis(b)}, Kind::Stride); }

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

/// A swizzle-composed copy of `outer` at an offset of 0-16, for the
/// slicing ops.
size_t swizzledInput(ProgramBuilder &b, const Layout &outer) {
  core::ComposedLayout c{genSwizzleValue(), IntTuple::of(draw(0, 16)), outer};
  return b.input(Kind::ComposedLayout, c, runTimeOffsetLeaves(c));
}

/// local_tile(input, tiler, coord): a rank-2 layout (a fifth of the time
/// swizzle-composed) divided by a shape or a tile of `t:1` modes, each
/// dividing its mode; a quarter of the time the tiler has a third mode
/// that `mode` leaves out (CuTe's projection). The coordinate fixes each
/// rest mode or keeps it (`_`), or is one index over all of them.
void localTile(ProgramBuilder &b) {
  IntTuple shape = IntTuple::tuple({IntTuple::of(genExtent() * 2), IntTuple::of(genExtent())});
  Layout base = compactLayout(shape, chance(50));
  size_t l = chance(20) ? swizzledInput(b, base) : b.input(Kind::Layout, base);
  std::vector<int64_t> extents, rests;
  for (const IntTuple &e : shape.elems()) {
    extents.push_back(pickOf(divisors(e.value())));
    rests.push_back(e.value() / extents.back());
  }
  std::vector<int64_t> mode;
  if (chance(25)) {
    int64_t left = draw(0, 2);
    extents.insert(extents.begin() + left, genExtent());
    for (int64_t i = 0; i < 3; ++i)
      if (i != left)
        mode.push_back(i);
  }
  bool asTile = chance(40);
  std::vector<IntTuple> tileShape;
  std::vector<core::Tiler> tile;
  for (int64_t t : extents) {
    tileShape.push_back(IntTuple::of(t));
    tile.push_back(core::Tiler::ofLayout({IntTuple::of(t), IntTuple::of(1)}));
  }
  size_t tiler = asTile ? b.input(Kind::Tile, core::Tile{core::Tiler::ofTuple(std::move(tile))})
                        : b.input(Kind::Shape, IntTuple::tuple(std::move(tileShape)));
  IntTuple coord = IntTuple::of(draw(0, rests[0] * rests[1] - 1));
  if (!chance(15)) {
    std::vector<IntTuple> c;
    for (int64_t r : rests)
      c.push_back(chance(20) ? IntTuple::underscore() : IntTuple::of(draw(0, r - 1)));
    coord = IntTuple::tuple(std::move(c));
  }
  b.apply("local_tile", {l, tiler, b.input(Kind::Coord, coord)}, Kind::Layout, mode,
          mode.empty() ? "" : "{" + modeArray(mode) + "}");
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

#define NAME(v, s) constexpr char v[] = s;
NAME(kLogicalDivide, "logical_divide")
NAME(kZippedDivide, "zipped_divide")
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
NAME(kGetInner, "composed_get_inner")
NAME(kGetOffset, "composed_get_offset")
NAME(kGetOuter, "composed_get_outer")
#undef NAME

/// Accessor `op` of a tiled atom built from a generated case (a
/// TiledMmaCase with `make` = makeTiledMma, or a TiledCopyCase):
/// get_layout_tv of one of `operands`, or tile_shape (of an MMA case, at
/// times of its atom).
template <class Case, class Make>
std::optional<size_t> accessCase(ProgramBuilder &b, const std::string &op, const Case &c,
                                 std::string operands, Make make) {
  std::optional<TiledAtomTypes> types = c.mlirTypes();
  auto tiled = make(c);
  if (!types || !tiled)
    return std::nullopt;
  if (op == "tile_shape") {
    // Sometimes the MMA atom's own Shape_MNK.
    if constexpr (std::is_same_v<Case, TiledMmaCase>)
      if (chance(30))
        if (auto shape = core::atomTraits("MMA_Traits", c.op, "Shape_MNK"))
          return b.applyTiledAccessor(*types, op, "", Kind::Shape, *shape, /*readsAtom=*/true);
    if (auto shape = core::tileShape(*tiled))
      return b.applyTiledAccessor(*types, op, "", Kind::Shape, *shape);
    return std::nullopt;
  }
  char operand = *rc::gen::elementOf(operands);
  if (auto layout = core::layoutTV(*tiled, operand))
    return b.applyTiledAccessor(*types, op, std::string("<{operand = \"") + operand + "\"}>",
                                Kind::Layout, *layout);
  return std::nullopt;
}

/// Accessor `op` of a random tiled MMA or tiled copy (AtomGenerators.h).
std::optional<size_t> tiledAtomAccessor(ProgramBuilder &b, const std::string &op) {
  if (chance(50))
    return accessCase(b, op, *genTiledMmaStructure(), "ABC", [](const TiledMmaCase &c) {
      return core::makeTiledMma(c.op, c.atomLayout, c.permutation);
    });
  return accessCase(b, op, *genTiledCopyStructure(), "SD", [](const TiledCopyCase &c) {
    return core::makeTiledCopy(c.atom, c.thr, c.val);
  });
}

/// A tiled atom's (thread, value) layout, a static and deeply nested
/// layout, evaluated at a (possibly run-time) thread and value; later ops
/// may take it as an operand too.
void layoutTV(ProgramBuilder &b) {
  std::optional<size_t> tv = tiledAtomAccessor(b, "get_layout_tv");
  if (!tv)
    return;
  const IntTuple &shape = layoutOf(b.witness(*tv)).shape;
  b.apply("layout_eval", {b.input(Kind::Coord, coordIn(shape, 0)), *tv}, Kind::IntTuple);
}

/// The tile a tiled atom covers (M, N, K of an MMA, the tiler of a copy),
/// used as the shape of idx2crd at a (possibly run-time) index in it; later
/// ops may take the shape too.
void tileShape(ProgramBuilder &b) {
  std::optional<size_t> shape = tiledAtomAccessor(b, "tile_shape");
  if (!shape)
    return;
  int64_t size = sizeOf(std::get<IntTuple>(b.witness(*shape)));
  size_t i = b.input(Kind::IntTuple, IntTuple::of(draw(0, size - 1)));
  b.apply("idx2crd", {i, *shape}, Kind::Coord);
}

const FamilyTable &table() {
  static const FamilyTable families = [] {
    FamilyTable t = {
        {"composition", composition},
        {"get_layout_tv", layoutTV},
        {"tile_shape", tileShape},
        {"logical_divide", divide<kLogicalDivide>},
        {"zipped_divide", divide<kZippedDivide>},
        {"tiled_divide", tiledDivide},
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
        {"layout_eval", layoutEval},
        {"make_ordered_layout", makeOrderedLayout},
        {"make_identity_layout", makeIdentityLayout},
        {"composed_get_inner", composedGet<kGetInner>},
        {"composed_get_offset", composedGet<kGetOffset>},
        {"composed_get_outer", composedGet<kGetOuter>},
        {"get_shape", getShape},
        {"get_stride", getStride},
        {"get_layouts_from_tile", getLayoutsFromTile},
        {"recast_layout", recastLayout},
        {"stencil_divide", stencilDivide},
        {"tile_to_shape", tileToShape},
        {"local_tile", localTile},
        {"local_partition", localPartition},
    };
    addTupleFamilies(t);
    return t;
  }();
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
