//===- TiledMma.cpp - CuTe's TiledMMA and its thread-value layouts --------===//
#include "cute-oracle/core/TiledMma.h"
#include "Detail.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::core {

namespace {

/// make_layout(n): n:1, or 1:0 for n = 1 (C++'s compact stride).
Tiler extent(int64_t n) {
  return Tiler::ofLayout(Layout{IntTuple::of(n), IntTuple::of(n == 1 ? 0 : 1)});
}
Tiler keep() { return Tiler::ofLeaf(IntTuple::underscore()); }

int64_t extentOf(const IntTuple &t) { return t.value(); }

/// thr_idx -> (ThrV,ThrM,ThrN,ThrK): (size(vmnk),1):(1,0) o
/// right_inverse(make_layout(vmnk, complement(vmnk))).
Result<Layout> threadIndexToId(const Layout &vmnk) {
  CUTE_TRY(total, size(vmnk));
  CUTE_TRY(rest, complement(vmnk));
  CUTE_TRY(inverse, rightInverse(concatLayouts({vmnk, rest})));
  Layout column{IntTuple::tuple({total, IntTuple::of(1)}),
                IntTuple::tuple({IntTuple::of(1), IntTuple::of(0)})};
  return composition(column, inverse);
}

} // namespace

std::pair<int, int> operandModes(char operand) {
  return {operand == 'B' ? 1 : 0, operand == 'C' ? 1 : 2};
}

Result<IntTuple> operandTile(const TiledMma &m, char operand) {
  auto [rows, cols] = operandModes(operand);
  CUTE_TRY(r, tileSize(m, rows));
  CUTE_TRY(c, tileSize(m, cols));
  return IntTuple::tuple({r, c});
}

namespace {

const Layout &atomLayoutTV(const TiledMma &m, char operand) {
  return operand == 'A' ? m.layoutA : operand == 'B' ? m.layoutB : m.layoutC;
}

} // namespace

/// get_flat_coord(thr) of the thread layout.
Result<std::vector<int64_t>> threadCoordinate(const TiledMma &m, int64_t thr) {
  const Layout &vmnk = m.thrLayoutVMNK;
  CUTE_TRY(threads, size(vmnk));
  if (thr < 0 || thr >= threads.value())
    return fail("get_slice", "thread index " + std::to_string(thr) + " is outside the " +
                                 std::to_string(threads.value()) + " threads of the tiled MMA");
  CUTE_TRY(hier, idx2crd(IntTuple::of(thr), vmnk.shape, vmnk.stride));
  std::vector<int64_t> flat;
  for (size_t i = 0; i < vmnk.shape.rank(); ++i) {
    CUTE_TRY(c, crd2idx(hier.mode(i), vmnk.shape.mode(i)));
    flat.push_back(c.value());
  }
  return flat;
}

Result<Layout> threadFragments(const TiledMma &m, char operand, const Layout &l) {
  if (l.shape.rank() < 2)
    return fail(std::string("thrfrg_") + operand,
                "the layout " + print(l) + " has fewer than 2 modes");
  auto [rows, cols] = operandModes(operand);
  CUTE_TRY(permuted, logicalDivide(l, Tiler::ofTuple({m.permutation[rows], m.permutation[cols]})));
  int64_t atomRows = m.shapeMNK.mode(rows).value(), atomCols = m.shapeMNK.mode(cols).value();
  CUTE_TRY(atoms, zippedDivide(permuted, Tiler::ofTuple({extent(atomRows), extent(atomCols)})));
  CUTE_TRY(tv,
           composition(atoms, Tiler::ofTuple({Tiler::ofLayout(atomLayoutTV(m, operand)), keep()})));
  CUTE_TRY(threadRows, modeSize(m.thrLayoutVMNK, rows + 1));
  CUTE_TRY(threadCols, modeSize(m.thrLayoutVMNK, cols + 1));
  return zippedDivide(
      tv, Tiler::ofTuple({keep(), Tiler::ofTuple({extent(threadRows), extent(threadCols)})}));
}

Result<Fragment> partition(const TiledMma &m, char operand, int64_t thr, const Layout &l) {
  CUTE_TRY(fragments, threadFragments(m, operand, l));
  CUTE_TRY(vmnk, threadCoordinate(m, thr));
  auto [rows, cols] = operandModes(operand);
  IntTuple _ = IntTuple::underscore();
  size_t restRank = fragments.shape.mode(1).mode(1).rank();
  IntTuple thread = IntTuple::tuple(
      {IntTuple::of(vmnk[0]),
       IntTuple::tuple({IntTuple::of(vmnk[rows + 1]), IntTuple::of(vmnk[cols + 1])})});
  IntTuple values = IntTuple::tuple({_, IntTuple::tuple(std::vector<IntTuple>(restRank, _))});
  IntTuple coord = IntTuple::tuple({thread, values});
  CUTE_TRY(layout, slice(coord, fragments));
  CUTE_TRY(offset, evaluate(fragments, underscoresToZero(coord)));
  return Fragment{offset, layout};
}

Result<TiledMma> makeTiledMma(std::string_view op, const Layout &atomLayoutMNK,
                              const std::optional<Tile> &permutations) {
  TiledMma m;
  m.op = std::string(op);
  CUTE_TRY(shape, atomTraits("MMA_Traits", op, "Shape_MNK"));
  m.shapeMNK = std::get<IntTuple>(shape);
  CUTE_TRY(a, atomLayout("MMA_Traits", op, "ALayout"));
  CUTE_TRY(b, atomLayout("MMA_Traits", op, "BLayout"));
  CUTE_TRY(c, atomLayout("MMA_Traits", op, "CLayout"));
  CUTE_TRY(thrID, atomLayout("MMA_Traits", op, "ThrID"));
  m.layoutA = a;
  m.layoutB = b;
  m.layoutC = c;
  if (atomLayoutMNK.shape.rank() > 3)
    return fail("make_tiled_mma", "the atom layout has more than 3 modes");
  CUTE_TRY(mnk, appendToRank(atomLayoutMNK, 3, Layout{IntTuple::of(1), IntTuple::of(0)}));
  CUTE_TRY(vmnk, tiledProduct(thrID, Tiler::ofLayout(mnk)));
  m.thrLayoutVMNK = vmnk;
  const std::vector<Tiler> given = permutations ? permutations->tiler.elems : std::vector<Tiler>{};
  if (given.size() > 3)
    return fail("make_tiled_mma", "the permutation tile has more than 3 modes");
  for (int i = 0; i < 3; ++i) {
    bool isDefault = i >= int(given.size()) ||
                     (given[i].kind == Tiler::Kind::Leaf && given[i].leaf.isUnderscore());
    if (!isDefault) {
      m.permutation.push_back(given[i]);
      continue;
    }
    CUTE_TRY(threads, modeSize(vmnk, i + 1));
    // C++'s size<i>(Shape_MNK) * size<i+1>(AtomLayoutMNK): an int64
    // overflow there is an error, not a wrapped extent.
    CUTE_TRY(tile, guarded("make_tiled_mma", [&]() -> Result<int64_t> {
               return arith::mul(extentOf(m.shapeMNK.mode(i)), threads);
             }));
    m.permutation.push_back(extent(tile));
  }
  return m;
}

Result<IntTuple> tileSize(const TiledMma &m, int64_t i) {
  if (i < 0 || static_cast<size_t>(i) >= m.permutation.size())
    return fail("tile_size", "mode " + std::to_string(i) + " is not M, N or K (0, 1 or 2)");
  const Tiler &p = m.permutation[i];
  if (p.kind == Tiler::Kind::Layout)
    return size(p.layout);
  if (p.kind == Tiler::Kind::Leaf)
    return p.leaf;
  return fail("make_tiled_mma", "a permutation must be a layout or an extent");
}

Result<IntTuple> tileShape(const TiledMma &m) {
  std::vector<IntTuple> sizes;
  for (int i = 0; i < 3; ++i) {
    CUTE_TRY(s, tileSize(m, i));
    sizes.push_back(s);
  }
  return IntTuple::tuple(std::move(sizes));
}

Result<Layout> layoutTV(const TiledMma &m, char operand) {
  auto [rows, cols] = operandModes(operand);
  CUTE_TRY(rowsSize, tileSize(m, rows));
  CUTE_TRY(colsSize, tileSize(m, cols));
  CUTE_TRY(ref, makeLayout(IntTuple::tuple({rowsSize, colsSize})));
  return threadValueLayout(m, operand, ref);
}

Result<Layout> threadOffsets(const TiledMma &m, char operand, const Layout &l) {
  CUTE_TRY(tv, threadValueLayout(m, operand, l));
  return getMode(tv, {0});
}

Result<Layout> threadValueLayout(const TiledMma &m, char operand, const Layout &l) {
  CUTE_TRY(fragments, threadFragments(m, operand, l));
  CUTE_TRY(toId, threadIndexToId(m.thrLayoutVMNK));
  if (operand == 'C')
    return composition(fragments, Tiler::ofTuple({Tiler::ofLayout(toId), keep()}));
  // (ThrV,(ThrM,ThrK)) -> (ThrV,(ThrM,ThrN,ThrK)): A's threads are the same
  // for every N thread (stride 0 over N), B's for every M thread.
  CUTE_TRY(threadsM, modeSize(m.thrLayoutVMNK, 1));
  CUTE_TRY(threadsN, modeSize(m.thrLayoutVMNK, 2));
  Layout broadcast{IntTuple::tuple({IntTuple::of(threadsM), IntTuple::of(threadsN)}),
                   operand == 'A' ? IntTuple::tuple({IntTuple::of(1), IntTuple::of(0)})
                                  : IntTuple::tuple({IntTuple::of(0), IntTuple::of(1)})};
  Tiler spread = Tiler::ofTuple({keep(), Tiler::ofTuple({Tiler::ofLayout(broadcast), keep()})});
  CUTE_TRY(spreadOut, composition(fragments, Tiler::ofTuple({spread, keep()})));
  return composition(spreadOut, Tiler::ofTuple({Tiler::ofLayout(toId), keep()}));
}

} // namespace cute::core
