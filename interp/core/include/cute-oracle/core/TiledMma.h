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
#include <string>
#include <string_view>

namespace cute::core {

struct TiledMma {
  std::string op; // the atom's C++ name
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

/// The MNK modes (0: M, 1: N, 2: K) of an operand's two modes: (M,K) for
/// 'A', (N,K) for 'B', (M,N) for 'C'.
std::pair<int, int> operandModes(char operand);

/// tile_size_mnk<i>: the size of permutation i (0: M, 1: N, 2: K).
Result<IntTuple> tileSize(const TiledMma &mma, int64_t i);

/// C++'s tile_shape(mma): (tile_size<0>, tile_size<1>, tile_size<2>), the
/// M x N x K tile one application of the tiled MMA covers. With one atom
/// and no permutation it is the atom's Shape_MNK.
Result<IntTuple> tileShape(const TiledMma &mma);

/// The tile an operand's partitions cover: (tile_size_mnk of its two
/// modes), e.g. (M, K) for 'A'.
Result<IntTuple> operandTile(const TiledMma &mma, char operand);

/// thrfrg_A/B/C(l): a layout of rank >= 2 over (M,K), (N,K) or (M,N)
/// (operand 'A', 'B', 'C'), divided by the permutations, the atom and the
/// atom layout into ((ThrV,(Thr0,Thr1)),(FrgV,(Rest0,Rest1,...))).
Result<Layout> threadFragments(const TiledMma &mma, char operand, const Layout &l);

/// A thread's share of a tensor: the fragment layout and the offset of its
/// first element in the tensor.
struct Fragment {
  IntTuple offset;
  Layout layout;
};

/// get_slice(thr)'s thr_vmnk: the thread's 1-D coordinate in each mode of
/// (ThrV, ThrM, ThrN, ThrK); an error for a thread outside the tiled MMA.
Result<std::vector<int64_t>> threadCoordinate(const TiledMma &mma, int64_t thr);

/// get_slice(thr).partition_A/B/C of a tensor laid out by `l`: thrfrg's
/// layout at the thread's (ThrV,(Thr0,Thr1)), i.e. (FrgV,Rest0,Rest1,...).
/// Postcondition: over a tensor that the tile divides, the fragments of the
/// threads with ThrN = 0 (A), ThrM = 0 (B) or ThrK = 0 (C) cover it exactly
/// once (TiledAtomPropertiesTest).
Result<Fragment> partition(const TiledMma &mma, char operand, int64_t thr, const Layout &l);

/// get_layoutA_TV, get_layoutB_TV, get_layoutC_TV for operand 'A', 'B', 'C':
/// threadValueLayout over the tile's column-major layout.
Result<Layout> layoutTV(const TiledMma &mma, char operand);

/// thrfrg over a tensor laid out by `l`, its thread mode re-indexed from
/// (ThrV,(Thr0,Thr1)) to the thread index: (thread, value) -> offset in the
/// tensor of the thread's value of its partition (A is the same for every
/// ThrN, B for every ThrM).
Result<Layout> threadValueLayout(const TiledMma &mma, char operand, const Layout &l);

/// Mode 0 of threadValueLayout: thread index -> the offset of the first
/// element of its partition. @post threadOffsets(t) == partition(t).offset
/// for every thread t (TiledExecutionTest).
Result<Layout> threadOffsets(const TiledMma &mma, char operand, const Layout &l);

} // namespace cute::core

#endif
