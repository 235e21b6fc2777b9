//===- TiledMma.h - CuTe's TiledMMA and its thread-value layouts -*- C++ -*-===//
//
// make_tiled_mma(Op, AtomLayoutMNK, PermutationMNK) of CuTe C++
// (include/cute/atom/mma_atom.hpp), computed with the reference algebra:
// - thr_layout_vmnk = tiled_product(ThrID, AtomLayoutMNK appended to rank 3
//   with 1:0): (thread of the atom, atom in M, N, K) -> thread index;
// - permutation I = PermutationMNK's mode I, or for `_` the extent
//   size<I>(Shape_MNK) * size<I+1>(thr_layout_vmnk);
// - get_layoutC_TV: the (thread index, value) -> (m, n) layout of the tile
//   (tile_size_mnk<0>, tile_size_mnk<1>): C's layout divided by the
//   permutations, zipped by the atom's (M,N), composed with the atom's
//   CLayout in the atom mode, zipped by the atom layout's M and N threads,
//   and re-indexed from (ThrV,ThrM,ThrN,ThrK) to the thread index by
//   right_inverse(make_layout(vmnk, complement(vmnk))). A and B likewise
//   with (M,K) and (N,K), their threads broadcast over N and over M.
// Postcondition: each equals what C++ prints for the same TiledMMA
// (TiledMmaTest).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_TILEDMMA_H
#define CUTE_ORACLE_CORE_TILEDMMA_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <optional>
#include <string_view>

namespace cute::core {

struct TiledMma {
  IntTuple shapeMNK;
  Layout layoutA, layoutB, layoutC; // the atom's thread-value layouts
  Layout thrLayoutVMNK;
  std::vector<Tiler> permutation; // one tiler per M, N, K
};

/// make_tiled_mma(MMA_Traits<op>, atomLayout, permutations): `atomLayout`
/// of rank at most 3, `permutations` a tile of rank at most 3 (missing modes
/// and `_` take the default extent).
Result<TiledMma> makeTiledMma(std::string_view op, const Layout &atomLayout,
                              const std::optional<Tile> &permutations);

/// tile_size_mnk<i>: the size of permutation i (0: M, 1: N, 2: K).
Result<IntTuple> tileSize(const TiledMma &mma, int i);

/// get_layoutA_TV, get_layoutB_TV, get_layoutC_TV for operand 'A', 'B', 'C'.
Result<Layout> layoutTV(const TiledMma &mma, char operand);

} // namespace cute::core

#endif
