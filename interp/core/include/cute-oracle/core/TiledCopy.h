//===- TiledCopy.h - CuTe's TiledCopy and its thread-value layouts -*- C++ -*-===//
//
// make_tiled_copy(Copy_Atom<Op, T>, ThrLayout, ValLayout) of CuTe C++
// (include/cute/atom/copy_atom.hpp), computed with the reference algebra:
// - layout_mn = raked_product(ThrLayout, ValLayout): (m, n) -> (thr, val);
// - layout_tv = right_inverse(layout_mn) with shape (size(Thr), size(Val));
// - the tile (M, N) = product_each(shape(layout_mn));
// - get_layoutS_TV / get_layoutD_TV (tile2thrfrg): layout_tv divided by the
//   atom's (threads, values), its atom mode composed with
//   right_inverse(ValLayoutRef) o ValLayoutSrc (or Dst), the thread and
//   value modes zipped and coalesced per (1,(1,1)), all composed after the
//   (M, N) tile's column-major layout: (thread, value) -> index in the tile.
// make_tiled_copy_A/B/C take layout_tv and the tile from a TiledMMA.
// Postcondition: each equals what C++ prints for the same TiledCopy
// (AtomsTest).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_TILEDCOPY_H
#define CUTE_ORACLE_CORE_TILEDCOPY_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/TiledMma.h"
#include "cute-oracle/core/Value.h"

#include <string_view>

namespace cute::core {

struct TiledCopy {
  Layout layoutTV;
  IntTuple tileMN;
  Layout atomSrc, atomDst, atomRef; // ValLayoutSrc/Dst/Ref of the Copy_Atom
};

/// make_tiled_copy(Copy_Atom<atom>, thr, val); `atom` is "Op, T".
Result<TiledCopy> makeTiledCopy(std::string_view atom, const Layout &thr, const Layout &val);

/// C++'s TiledCopy<Copy_Atom<atom>, LayoutCopy_TV, ShapeTiler_MN>: the copy
/// of a given (thread, value) layout over a given tile.
Result<TiledCopy> makeTiledCopyTV(std::string_view atom, const Layout &layoutTV,
                                  const IntTuple &tileMN);

/// make_tiled_copy_A/B/C(Copy_Atom<atom>, mma): the copy whose (thread,
/// value) layout is the tiled MMA's for `operand` ('A', 'B', 'C'), over its
/// tile (M,K), (N,K) or (M,N).
Result<TiledCopy> makeTiledCopyFor(std::string_view atom, const TiledMma &mma, char operand);

/// C++'s Tiler_MN of the copy: the shape of the tile it covers.
Result<IntTuple> tileShape(const TiledCopy &copy);

/// C++'s tile_size<i>(copy): the size of mode i of Tiler_MN (the tile
/// shape), an error for i outside it.
Result<IntTuple> tileSize(const TiledCopy &copy, int64_t i);

/// get_layoutS_TV ('S') or get_layoutD_TV ('D').
Result<Layout> layoutTV(const TiledCopy &copy, char operand);

/// tidfrg_S / tidfrg_D(l): a layout with at least the tile's rank, divided
/// by the tile (zipped) and its tile mode re-indexed by (thread, value):
/// (Thr,(FrgV,FrgX),(RestM,RestN,...)).
Result<Layout> threadFragments(const TiledCopy &copy, char operand, const Layout &l);

/// Mode 0 of tidfrg: thread index -> the offset of the first element of its
/// partition. @post threadOffsets(t) == partition(t).offset for every
/// thread t (TiledExecutionTest).
Result<Layout> threadOffsets(const TiledCopy &copy, char operand, const Layout &l);

/// get_slice(thr).partition_S / partition_D of a tensor laid out by `l`:
/// tidfrg's layout at thread `thr`, ((FrgV,FrgX),RestM,RestN,...), and the
/// offset of its first element. Postcondition: over a tensor that the tile
/// divides, all threads' fragments cover it exactly once when layout_tv is
/// one to one (TiledAtomPropertiesTest).
Result<Fragment> partition(const TiledCopy &copy, char operand, int64_t thr, const Layout &l);

} // namespace cute::core

#endif
