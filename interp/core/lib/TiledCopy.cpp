//===- TiledCopy.cpp - CuTe's TiledCopy and its thread-value layouts ------===//
#include "cute-oracle/core/TiledCopy.h"
#include "Detail.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::core {

namespace {

Tiler extent(const IntTuple &n) { return Tiler::ofLayout(Layout{n, IntTuple::of(1)}); }

/// zip of a rank-2 layout of rank-2 modes: ((a,b),(c,d)) -> ((a,c),(b,d)).
Result<Layout> zipped(const Layout &l) {
  if (l.shape.rank() != 2 || l.shape.mode(0).rank() != 2 || l.shape.mode(1).rank() != 2 ||
      !l.shape.mode(0).isTuple() || !l.shape.mode(1).isTuple())
    return fail("make_tiled_copy", "cannot zip " + print(l));
  auto transpose = [](const IntTuple &t) {
    return IntTuple::tuple({IntTuple::tuple({t.mode(0).mode(0), t.mode(1).mode(0)}),
                            IntTuple::tuple({t.mode(0).mode(1), t.mode(1).mode(1)})});
  };
  return Layout{transpose(l.shape), transpose(l.stride)};
}

/// A tiled copy of `atom` with its layout_tv and tile still to be set.
Result<TiledCopy> ofAtom(std::string_view atom) {
  TiledCopy c;
  CUTE_TRY(src, atomLayout("Copy_Atom", atom, "ValLayoutSrc"));
  CUTE_TRY(dst, atomLayout("Copy_Atom", atom, "ValLayoutDst"));
  CUTE_TRY(ref, atomLayout("Copy_Atom", atom, "ValLayoutRef"));
  c.atomSrc = src;
  c.atomDst = dst;
  c.atomRef = ref;
  return c;
}

} // namespace

Result<TiledCopy> makeTiledCopyTV(std::string_view atom, const Layout &layoutTV,
                                  const IntTuple &tileMN) {
  CUTE_TRY(c, ofAtom(atom));
  c.layoutTV = layoutTV;
  c.tileMN = tileMN;
  return c;
}

Result<TiledCopy> makeTiledCopyFor(std::string_view atom, const TiledMma &mma, char operand) {
  CUTE_TRY(c, ofAtom(atom));
  CUTE_TRY(tv, layoutTV(mma, operand));
  CUTE_TRY(tile, operandTile(mma, operand));
  c.layoutTV = tv;
  c.tileMN = tile;
  return c;
}

Result<TiledCopy> makeTiledCopy(std::string_view atom, const Layout &thr, const Layout &val) {
  CUTE_TRY(c, ofAtom(atom));
  CUTE_TRY(layoutMN, rakedProduct(thr, val));
  CUTE_TRY(inverse, rightInverse(layoutMN));
  CUTE_TRY(threads, size(thr));
  CUTE_TRY(values, size(val));
  CUTE_TRY(shapeTV, makeLayout(IntTuple::tuple({threads, values})));
  CUTE_TRY(tv, composition(inverse, shapeTV));
  c.layoutTV = tv;
  CUTE_TRY(tile, productEach(layoutMN.shape));
  c.tileMN = tile;
  return c;
}

namespace {

/// tile2thrfrg's thrval2mn: ((thread,(value))) -> index in the tile, the
/// tiled layout_tv divided by the atom's (threads, values), its atom mode
/// moved from reference to source ('S') or destination ('D') values.
Result<Layout> threadValueToTile(const TiledCopy &c, char operand) {
  CUTE_TRY(refInverse, rightInverse(c.atomRef));
  CUTE_TRY(refToTarget, composition(refInverse, operand == 'S' ? c.atomSrc : c.atomDst));
  CUTE_TRY(atomThreads, size(*getMode(c.atomRef, {0})));
  CUTE_TRY(atomValues, size(*getMode(c.atomRef, {1})));
  CUTE_TRY(atoms,
           zippedDivide(c.layoutTV, Tiler::ofTuple({extent(atomThreads), extent(atomValues)})));
  CUTE_TRY(target, composition(atoms, Tiler::ofTuple({Tiler::ofLayout(refToTarget),
                                                      Tiler::ofLeaf(IntTuple::underscore())})));
  CUTE_TRY(zip, zipped(target));
  IntTuple one = IntTuple::of(1);
  return coalesce(zip, IntTuple::tuple({one, IntTuple::tuple({one, one})}));
}

} // namespace

Result<IntTuple> tileShape(const TiledCopy &c) { return c.tileMN; }

Result<IntTuple> tileSize(const TiledCopy &c, int64_t i) {
  if (i < 0 || static_cast<size_t>(i) >= c.tileMN.rank())
    return fail("tile_size",
                "mode " + std::to_string(i) + " is outside the tile " + print(c.tileMN));
  return product(c.tileMN.mode(i));
}

Result<Layout> layoutTV(const TiledCopy &c, char operand) {
  CUTE_TRY(thrValToMN, threadValueToTile(c, operand));
  CUTE_TRY(tileLayout, makeLayout(c.tileMN));
  return composition(tileLayout, thrValToMN);
}

Result<Layout> threadFragments(const TiledCopy &c, char operand, const Layout &l) {
  std::string op = std::string("tidfrg_") + operand;
  if (l.shape.rank() < c.tileMN.rank())
    return fail(op, "the layout " + print(l) + " has fewer modes than the tile " + print(c.tileMN));
  std::vector<Tiler> tile;
  for (size_t i = 0; i < c.tileMN.rank(); ++i)
    tile.push_back(extent(c.tileMN.mode(i)));
  CUTE_TRY(tiles, zippedDivide(l, Tiler::ofTuple(tile)));
  CUTE_TRY(thrValToMN, threadValueToTile(c, operand));
  CUTE_TRY(tv, composition(tiles, Tiler::ofTuple({Tiler::ofLayout(thrValToMN),
                                                  Tiler::ofLeaf(IntTuple::underscore())})));
  // (thread, value) of mode 0 become modes 0 and 1.
  IntTuple _ = IntTuple::underscore();
  return slice(IntTuple::tuple({IntTuple::tuple({_, _}), _}), tv);
}

Result<Layout> threadOffsets(const TiledCopy &c, char operand, const Layout &l) {
  CUTE_TRY(fragments, threadFragments(c, operand, l));
  return getMode(fragments, {0});
}

Result<Fragment> partition(const TiledCopy &c, char operand, int64_t thr, const Layout &l) {
  CUTE_TRY(fragments, threadFragments(c, operand, l));
  CUTE_TRY(threadMode, getMode(fragments, {0}));
  CUTE_TRY(threadCount, size(threadMode));
  int64_t threads = threadCount.value();
  if (thr < 0 || thr >= threads)
    return fail(std::string("partition_") + operand,
                "thread index " + std::to_string(thr) + " is outside the " +
                    std::to_string(threads) + " threads of the tiled copy");
  IntTuple _ = IntTuple::underscore();
  IntTuple coord = IntTuple::tuple(
      {IntTuple::of(thr), _, IntTuple::tuple(std::vector<IntTuple>(l.shape.rank(), _))});
  CUTE_TRY(layout, slice(coord, fragments));
  CUTE_TRY(offset, evaluate(fragments, underscoresToZero(coord)));
  return Fragment{offset, layout};
}

} // namespace cute::core
