//===- TupleFamilies.cpp - Generators of the tuple and accessor ops -------===//
//
// get, select, group_modes, flatten, append/prepend_to_rank, size, cosize,
// crd2idx, idx2crd, increment_coord, ceil_div, shape_div, tuple_add/sub,
// the comparisons (equal also of layouts, composed layouts and swizzles),
// the to_* casts, tuple_product(_each), get_leaves and get_scalars:
// operands built as OpFamilies.cpp explains.
//
//===----------------------------------------------------------------------===//
#include "FamilySupport.h"
#include "Leaves.h"
#include "ValueGen.h"

#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

/// get, select, group_modes, flatten, append/prepend_to_rank on a layout
/// or an integer tuple.
size_t layoutOrTuple(ProgramBuilder &b) { return chance(60) ? someLayout(b) : someTuple(b); }

/// get and select also take a tile, whose leaf and layout tilers may be
/// run-time: the lowering then builds a tile result from run-time tilers.
size_t layoutTupleOrTile(ProgramBuilder &b) {
  return chance(25) ? b.input(Kind::Tile, genTileValue()) : layoutOrTuple(b);
}

size_t rankOf(const core::Value &v) {
  if (const auto *l = std::get_if<Layout>(&v))
    return l->shape.rank();
  if (const auto *t = std::get_if<core::Tile>(&v))
    return t->tiler.elems.size();
  return std::get<IntTuple>(v).rank();
}

const IntTuple &shapeOf(const core::Value &v) {
  if (const auto *l = std::get_if<Layout>(&v))
    return l->shape;
  return std::get<IntTuple>(v);
}

void get(ProgramBuilder &b) {
  size_t x = layoutTupleOrTile(b);
  std::vector<int64_t> path{draw(0, int64_t(rankOf(b.witness(x))) - 1)};
  // interp/core takes no path into a tile's layout tiler.
  if (b.kind(x) != Kind::Tile) {
    const IntTuple &s = shapeOf(b.witness(x));
    if (s.mode(size_t(path[0])).isTuple() && chance(50))
      path.push_back(draw(0, int64_t(s.mode(size_t(path[0])).rank()) - 1));
  }
  b.apply("get", {x}, b.kind(x), path, "{" + modeArray(path) + "}");
}

void select(ProgramBuilder &b) {
  size_t x = layoutTupleOrTile(b);
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

/// A divisor of extent `e` for one mode of ceil_div's tile: an integer
/// leaf or a layout `t:d` (a layout divides by its complement in the mode,
/// so a stride d > 1 leaves holes the quotient counts).
core::Tiler tileModeFor(const IntTuple &e) {
  bool positive = e.isInt() && e.value() > 0;
  int64_t t = positive && chance(70) ? pickOf(divisors(e.value())) : genExtent();
  if (chance(30))
    return core::Tiler::ofLeaf(IntTuple::of(t));
  return core::Tiler::ofLayout({IntTuple::of(t), IntTuple::of(chance(75) ? 1 : draw(2, 3))});
}

/// ceil_div(a, tile): the leading modes of `a` divided by the modes of a
/// tile, one divisor per mode (or the whole of a scalar `a`).
void ceilDivByTile(ProgramBuilder &b) {
  size_t x = someTuple(b);
  const IntTuple &a = std::get<IntTuple>(b.witness(x));
  std::vector<core::Tiler> modes;
  for (size_t i = 0, n = size_t(draw(1, int64_t(a.rank()))); i < n; ++i)
    modes.push_back(tileModeFor(a.isTuple() ? a.mode(i) : a));
  size_t t = b.input(Kind::Tile, core::Tile{core::Tiler::ofTuple(std::move(modes))});
  b.apply("ceil_div", {x, t}, b.kind(x));
}

void ceilDiv(ProgramBuilder &b) {
  if (chance(30))
    return ceilDivByTile(b);
  tuplePair(b, "ceil_div", std::nullopt, [](const IntTuple &) { return IntTuple::of(genExtent()); });
}

void shapeDiv(ProgramBuilder &b) {
  tuplePair(b, "shape_div", std::nullopt, [](const IntTuple &e) {
    int64_t v = e.isInt() ? e.value() : 1;
    return IntTuple::of(chance(70) ? pickOf(divisors(std::max<int64_t>(v, 1))) : v * draw(1, 3));
  });
}

IntTuple arithLeaf(const IntTuple &e) {
  return chance(30) && e.isInt() ? e : IntTuple::of(draw(-4, 12));
}

/// tuple_add and tuple_sub pad the shorter operand with zeros: a second
/// operand with the first's modes, some dropped from the end or some
/// appended.
void arithOfOtherRank(ProgramBuilder &b, const std::string &op) {
  size_t x = someTuple(b);
  const IntTuple &a = std::get<IntTuple>(b.witness(x));
  if (a.isLeaf()) // a scalar adds to a scalar only
    return (void)b.apply(op, {x, b.input(b.kind(x), sameProfile(a, arithLeaf))}, b.kind(x));
  std::vector<IntTuple> modes;
  for (const IntTuple &m : a.elems())
    modes.push_back(sameProfile(m, arithLeaf));
  if (modes.size() > 1 && chance(50))
    modes.resize(size_t(draw(1, int64_t(modes.size()) - 1)));
  else
    for (int64_t i = 0, n = draw(1, 2); i < n; ++i)
      modes.push_back(IntTuple::of(draw(-4, 12)));
  b.apply(op, {x, b.input(b.kind(x), IntTuple::tuple(std::move(modes)))}, b.kind(x));
}

template <const char *Op> void arith(ProgramBuilder &b) {
  if (chance(30))
    return arithOfOtherRank(b, Op);
  tuplePair(b, Op, std::nullopt, arithLeaf);
}

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

void getScalars(ProgramBuilder &b) { b.applyScalars(layoutOrTuple(b)); }

void compare(ProgramBuilder &b, const std::string &op) {
  tuplePair(b, op, Kind::Bool, [](const IntTuple &e) {
    return chance(50) && e.isInt() ? e : IntTuple::of(draw(0, 9));
  });
}

/// `v` with one integer leaf (the k-th, counted modulo their number) one
/// larger: the same profile, another value.
core::Value withOneLeafChanged(const core::Value &v, size_t k) {
  size_t n = 0;
  for (const IntTuple &leaf : valueLeaves(v))
    n += leaf.isInt();
  size_t target = n ? k % n : 0, next = 0;
  return mapLeaves(v, [&](const IntTuple &leaf) {
    if (!leaf.isInt())
      return leaf;
    return next++ == target ? IntTuple::of(leaf.value() + 1) : leaf;
  });
}

/// equal of two layouts, composed layouts or swizzles: the same value
/// (written with other run-time leaves) or one that differs in one leaf,
/// or for swizzles another swizzle.
void equalValues(ProgramBuilder &b) {
  int64_t k = draw(0, 99);
  size_t x = k < 60   ? someLayout(b)
             : k < 85 ? b.reuseOr(Kind::ComposedLayout, genComposedValue)
                      : b.input(Kind::Swizzle, genSwizzleValue());
  core::Value other = b.witness(x);
  if (chance(50))
    other = b.kind(x) == Kind::Swizzle ? core::Value(genSwizzleValue())
                                       : withOneLeafChanged(other, size_t(draw(0, 15)));
  b.apply("equal", {x, b.input(b.kind(x), other)}, Kind::Bool);
}

#define NAME(v, s) constexpr char v[] = s;
NAME(kAppend, "append_to_rank")
NAME(kPrepend, "prepend_to_rank")
NAME(kSize, "size")
NAME(kCosize, "cosize")
NAME(kTupleAdd, "tuple_add")
NAME(kTupleSub, "tuple_sub")
NAME(kToIntTuple, "to_int_tuple")
NAME(kToShape, "to_shape")
NAME(kToStride, "to_stride")
NAME(kToCoord, "to_coord")
NAME(kTupleProduct, "tuple_product")
NAME(kTupleProductEach, "tuple_product_each")
#undef NAME

} // namespace

void addTupleFamilies(FamilyTable &t) {
  t["get"] = get;
  t["select"] = select;
  t["group_modes"] = groupModes;
  t["flatten"] = flatten;
  t["append_to_rank"] = toRank<kAppend>;
  t["prepend_to_rank"] = toRank<kPrepend>;
  t["size"] = sizeLike<kSize>;
  t["cosize"] = sizeLike<kCosize>;
  t["crd2idx"] = crd2idx;
  t["idx2crd"] = idx2crd;
  t["increment_coord"] = incrementCoord;
  t["ceil_div"] = ceilDiv;
  t["shape_div"] = shapeDiv;
  t["tuple_add"] = arith<kTupleAdd>;
  t["tuple_sub"] = arith<kTupleSub>;
  t["elem_less"] = [](ProgramBuilder &b) { compare(b, "elem_less"); };
  t["equal"] = [](ProgramBuilder &b) { chance(40) ? equalValues(b) : compare(b, "equal"); };
  t["tuple_eq"] = [](ProgramBuilder &b) { compare(b, "tuple_eq"); };
  t["to_int_tuple"] = cast<kToIntTuple, Kind::IntTuple>;
  t["to_shape"] = cast<kToShape, Kind::Shape>;
  t["to_stride"] = cast<kToStride, Kind::Stride>;
  t["to_coord"] = cast<kToCoord, Kind::Coord>;
  t["tuple_product"] = tupleUnary<kTupleProduct>;
  t["tuple_product_each"] = tupleUnary<kTupleProductEach>;
  t["get_leaves"] = getLeaves;
  t["get_scalars"] = getScalars;
}

} // namespace cute::fuzz
