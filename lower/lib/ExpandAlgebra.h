//===- ExpandAlgebra.h - CuTe algebra on run-time tuples --------*- C++ -*-===//
//
// The algorithms --cute-expand needs, written over STree/SLayout with CuTe
// C++'s semantics for run-time integers (include/cute int_tuple.hpp,
// stride.hpp, layout.hpp, swizzle.hpp, layout_composed.hpp). Independent of
// interp/core. Preconditions violated by the operands are reported through
// SymBuilder::fail.
//
// Each function is the symbolic twin of the interp/core function of the
// same name, and each file the twin of core's file of that family:
// SymTupleAlgebra.cpp of TupleAlgebra.cpp, SymCoordinates.cpp of
// Coordinates.cpp, SymLayout.cpp of Layout.cpp,
// SymComposition.cpp of Composition.cpp, SymDivideProduct.cpp of
// DivideProduct.cpp (declared in TupleAlgebra.h and LayoutAlgebra.h): the
// same definition, on run-time values.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_EXPANDALGEBRA_H
#define CUTE_ORACLE_LOWER_EXPANDALGEBRA_H

#include "SymTree.h"

namespace cute::lower::alg {

void leaves(const STree &t, std::vector<STree> &out);
STree flatten(const STree &t);
/// Whether a and b have the same tree structure (leaves of any kind).
bool congruent(const STree &a, const STree &b);
/// The leaves `flat` (as many as profile has) in the tree structure of
/// `profile`.
STree unflatten(const std::vector<STree> &flat, const STree &profile);
STree getMode(SymBuilder &sb, const STree &t, llvm::ArrayRef<int32_t> path);
STree select(SymBuilder &sb, const STree &t, llvm::ArrayRef<int32_t> modes);
STree group(SymBuilder &sb, const STree &t, int64_t begin, int64_t end);
STree appendToRank(const STree &t, int64_t n, const STree &x);
STree prependToRank(const STree &t, int64_t n, const STree &x);

Sym product(SymBuilder &sb, const STree &t);
STree productEach(SymBuilder &sb, const STree &t);

/// Arithmetic-tuple sum (ints add, static 0 is the identity, scaled bases
/// become arithmetic tuples, tuples add element-wise padding with 0).
STree arithAdd(SymBuilder &sb, const STree &a, const STree &b);
/// A scaled basis as an arithmetic tuple.
STree asArithmetic(const STree &leaf);
/// The static `value` at every leaf of `t`, shaped like `t`.
STree repeatLike(const STree &t, int64_t value);
STree tupleSub(SymBuilder &sb, const STree &a, const STree &b);
STree shapeDiv(SymBuilder &sb, const STree &a, const STree &b);
STree ceilDiv(SymBuilder &sb, const STree &a, const STree &b);
SymBool elemLess(SymBuilder &sb, const STree &a, const STree &b);
SymBool equal(SymBuilder &sb, const STree &a, const STree &b);

//===--- Shared by the Sym*.cpp files ---------------------------------===//

/// A rank-1 tuple stands for its element (CuTe's unwrap).
STree unwrap(std::vector<STree> elems);
/// Mode i of a layout.
SLayout modeOf(const SLayout &l, size_t i);
/// make_layout(L0, L1, ...): the modes side by side.
SLayout layoutOfModes(const std::vector<SLayout> &modes);
/// The integer of leaf `t`; fails (`what` needs integer leaves) otherwise.
Sym leafValue(SymBuilder &sb, const STree &t, const char *what);
/// A leaf tiler that is a tuple of extents is a tuple tiler.
STiler normalized(const STiler &t);
/// make_layout(n): n:1, or 1:0 for a static 1.
SLayout compactOf(const STree &n);

/// Applies `f` to the first min(rank) modes of `a` and of the tuple tiler
/// `t`, then keeps a's remaining modes (transform_layout of two tuples).
template <typename F>
SLayout transformModes(SymBuilder &sb, const SLayout &a, const STiler &t, F f, const char *op) {
  if (t.elems.size() > a.shape.rank()) {
    sb.fail(std::string(op) + ": the tiler has more modes than the layout");
    return a;
  }
  std::vector<SLayout> modes;
  for (size_t i = 0; i < a.shape.rank(); ++i)
    modes.push_back(i < t.elems.size() ? f(modeOf(a, i), t.elems[i]) : modeOf(a, i));
  return layoutOfModes(modes);
}

/// Compact column-major strides of `shape`, the first `current`, which
/// ends as the next stride after them (extent-1 leaves get 0).
STree compactMajorFrom(SymBuilder &sb, const STree &shape, Sym &current);
/// c * stride: ints multiply, a basis scales, an arithmetic tuple scales
/// each element.
STree leafMul(SymBuilder &sb, Sym c, const STree &d);
STree crd2idx(SymBuilder &sb, const STree &c, const STree &shape, const STree &stride);
/// crd2idx(c, shape): Horner's c0 + s0 * (c1 + s1 * (...)) over the
/// flattened coordinate and product_like(shape, c) (stride.hpp).
STree crd2idx(SymBuilder &sb, const STree &c, const STree &shape);
/// Compact column-major strides of `shape` starting at `start` (static
/// extent-1 modes get stride 0).
STree compactColMajor(SymBuilder &sb, const STree &shape, Sym start = Sym::of(1));
STree idx2crd(SymBuilder &sb, const STree &i, const STree &shape);
STree incrementCoord(SymBuilder &sb, const STree &c, const STree &shape);
STree slice(SymBuilder &sb, const STree &c, const STree &t, bool dice);

/// slice / dice of a layout: its shape and stride sliced alike.
SLayout slice(SymBuilder &sb, const STree &c, const SLayout &l, bool dice);
/// slice / dice of A o off o B (layout_composed.hpp): B sliced or diced;
/// a slice adds B at the coordinate with `_` as 0 to the offset. A swizzle
/// A sliced at a fixed coordinate folds it into the offset bits and may
/// decay to a plain layout (swizzle_layout.hpp); S<0,*,*> at offset 0
/// gives B.
std::optional<SVal> slice(SymBuilder &sb, const STree &c, const SComposed &l, bool dice);
Sym swizzle(SymBuilder &sb, const core::Swizzle &s, Sym x);
STree layoutEval(SymBuilder &sb, const STree &c, const SVal &f);
Sym cosize(SymBuilder &sb, const SLayout &l);
SLayout coalesce(SymBuilder &sb, const SLayout &l);
/// coalesce (or coalesce_x with keepFunction) at the terminals of a profile;
/// the modes past its rank are kept.
SLayout coalesceProfile(SymBuilder &sb, const SLayout &l, const STree &profile,
                        bool keepFunction = false);
/// CuTe's detail::coalesce_x: coalesce that keeps the function outside the
/// domain (a trailing static extent 1 counts as 2).
SLayout coalesceFunctionPreserving(SymBuilder &sb, const SLayout &l);
/// filter(L) = coalesce(filter_zeros(L)).
SLayout filter(SymBuilder &sb, const SLayout &l);

/// composition(A, B) for a layout B with integer strides (layout.hpp).
SLayout composition(SymBuilder &sb, const SLayout &a, const SLayout &b);
/// composition(A, T) for a tiler: modes of A beyond T's rank are dropped.
SLayout composition(SymBuilder &sb, const SLayout &a, const STiler &t);
/// shape(tiler): per element its layout's shape or its extent.
STree tileShape(SymBuilder &sb, const STiler &t);
/// ceil_div(target, tiler): per tiler layout shape(complement(layout,
/// target mode)), per integer ceil_div; target modes past the tiler stay.
STree ceilDivByTiler(SymBuilder &sb, const STree &target, const STiler &t);
/// complement(A, cotarget) of a layout whose filtered strides are static
/// (or of rank 1). It asserts at run time what the interpreter checks: the
/// cotarget's run-time leaves are non-negative (a negative one gives C++ a
/// non-positive extent) and the filtered layout's run-time strides are
/// positive (zero is not injective; negative strides give no layout).
SLayout complement(SymBuilder &sb, const SLayout &a, const STree &cotarget);

/// logical_divide / logical_product by a tiler (layout, extent, `_` or a
/// tuple of them); modes of A beyond the tiler's rank are kept.
SLayout logicalDivide(SymBuilder &sb, const SLayout &a, const STiler &t);
SLayout logicalProduct(SymBuilder &sb, const SLayout &a, const STiler &t);
/// blocked_product (raked = false) or raked_product of layouts.
SLayout rankProduct(SymBuilder &sb, const SLayout &block, const SLayout &tiler, bool raked);
/// tile_to_shape(A, S[, order]): A repeated to the target shape S, in the
/// mode order `order` (column-major when null).
SLayout tileToShape(SymBuilder &sb, const SLayout &block, const STree &target, const STree *order);
/// tile_unzip: gathers the rank-2 modes at the tiler's terminals into
/// ((tile modes...),(rest modes...)).
SLayout tileUnzip(SymBuilder &sb, const SLayout &l, const STiler &t);
/// tiled (first = false) or flat (first = true) layout of a zipped one:
/// the second mode's modes, and for flat also the first's, become modes.
SLayout unpackZipped(const SLayout &zipped, bool first);
/// The coordinate that slices a zipped layout ((tile modes),(rest modes))
/// with `coord` in its rest modes (local_tile) or its tile modes
/// (local_partition), `_` for the other modes; a tuple `coord` is padded
/// with `_`, a scalar indexes the whole mode.
STree zippedSliceCoord(SymBuilder &sb, const SLayout &zipped, const STree &coord, bool coordInRest);
/// Layout::get_flat_coord(index): per top mode of `t`, the 1-D coordinate of
/// idx2crd(index, shape, stride) within the mode (a scalar for rank 1).
STree flatCoord(SymBuilder &sb, const SLayout &t, const STree &index);
/// A shape used as a tiler: a tuple of extents.
STiler tilerOfShape(const STree &shape);
/// filter_zeros(z, shape): extent 1 (over the whole sub-shape) where z has a
/// static 0 leaf; z is a stride or a profile weakly congruent to shape.
STree extentOneAtZero(const STree &z, const STree &shape);
/// recast_layout<new_bits, old_bits>: upcast by new/g then downcast by old/g
/// (g = gcd), C++'s upcast/downcast rules for static and run-time strides.
SLayout recastLayout(SymBuilder &sb, const SLayout &l, int64_t newBits, int64_t oldBits);
/// The offset of a recast composed layout: divided by new/g, times old/g.
STree recastOffset(SymBuilder &sb, const STree &offset, int64_t newBits, int64_t oldBits);
/// The swizzle of a recast composed layout: its base moves down by
/// log2(new/g) (bits below it dropped) and up by log2(old/g).
core::Swizzle recastSwizzle(SymBuilder &sb, core::Swizzle s, int64_t newBits, int64_t oldBits);
/// stencil_divide(L, window, stride, dilation): mode i becomes
/// L_i o (w, n):(d, s), n = stencil_output_len(size(L_i), w, s, d).
SLayout stencilDivide(SymBuilder &sb, const SLayout &l, const STree &window, const STree &stride,
                      const STree &dilation);
/// make_ordered_layout(shape, order): compact strides ordered by order.
SLayout makeOrderedLayout(SymBuilder &sb, const STree &shape, const STree &order);

} // namespace cute::lower::alg

#endif
