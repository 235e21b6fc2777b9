//===- LayoutAlgebra.h - CuTe layout algebra --------------------*- C++ -*-===//
//
// Layout operations with exactly the results of CuTe C++ (include/cute/
// layout.hpp, layout_composed.hpp, swizzle_layout.hpp) on static integers,
// canonical form included. Each function states its definition and
// postcondition. Violated preconditions, non-static inputs where the
// algebra needs values, and int64 overflow are returned as Errors.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_LAYOUTALGEBRA_H
#define CUTE_ORACLE_CORE_LAYOUTALGEBRA_H

#include "cute-oracle/core/TupleAlgebra.h"
#include "cute-oracle/core/Value.h"

#include <optional>

namespace cute::core {

//===--- Construction ------------------------------------------------------===//

/// A valid layout: congruent shape and stride, positive static or dynamic
/// extents, no `_` leaf.
Result<bool> validateLayout(const Layout &l);

/// make_layout(shape): compact column-major strides (extent-1 modes get 0).
/// @post size(result) == size(shape), cosize(result) == size(shape).
Result<Layout> makeLayout(const IntTuple &shape);
/// make_layout(shape, LayoutRight): compact row-major strides.
Result<Layout> makeLayoutRight(const IntTuple &shape);
/// make_layout(shape, stride); requires congruent shape and stride.
Result<Layout> makeLayout(const IntTuple &shape, const IntTuple &stride);
/// make_layout(L0, L1, …): the layout whose modes are L0, L1, …
/// (a single layout L becomes the rank-1 layout (L)).
Layout concatLayouts(std::vector<Layout> modes);
/// make_ordered_layout(shape, order): compact strides in the order given by
/// the integers of `order`, ties left to right. As in C++'s compact_order, a
/// run-time order leaf ranks after every static one, whatever its value.
Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order);
/// make_layout_like(L): L's shape with compact strides ordered like L's
/// strides (run-time strides ranked as make_ordered_layout ranks them);
/// static stride-0 modes keep stride 0.
Result<Layout> makeLayoutLike(const Layout &l);
/// make_identity_layout(shape): shape : basis_like(shape), so that
/// result(c) == c for every natural coordinate c.
Result<Layout> makeIdentityLayout(const IntTuple &shape);

//===--- Shape queries -----------------------------------------------------===//

/// Number of top-level modes.
int64_t rank(const Layout &l);
int64_t depth(const Layout &l);
/// The domain size: product of the shape.
Result<IntTuple> size(const Layout &l);
/// The codomain size: L(size-1)+1 for non-negative integer strides;
/// generally size(coshape) with coshape = inner_product(shape - 1, |stride|)
/// + 1 per codomain mode, each sum and product grouped by mode as in C++.
Result<IntTuple> cosize(const Layout &l);

//===--- Modes -------------------------------------------------------------===//

/// Layout mode at a nested path; a leaf layout answers mode 0 with itself.
Result<Layout> getMode(const Layout &l, const std::vector<int64_t> &path);
/// size<i>(l) as an integer: the number of coordinates of top-level mode i;
/// an error when i is out of range or that size is not an integer.
Result<int64_t> modeSize(const Layout &l, int64_t i);
/// The rank-n layout of the chosen modes (always a tuple layout).
Result<Layout> select(const Layout &l, const std::vector<int64_t> &modes);
Result<Layout> take(const Layout &l, int64_t begin, int64_t end);
Layout flatten(const Layout &l);
Result<Layout> groupModes(const Layout &l, int64_t begin, int64_t end);
Layout append(const Layout &l, const Layout &x);
Layout prepend(const Layout &l, const Layout &x);
Result<Layout> appendToRank(const Layout &l, int64_t n, const Layout &x);
Result<Layout> prependToRank(const Layout &l, int64_t n, const Layout &x);
Result<Layout> replace(const Layout &l, int64_t i, const Layout &x);
/// slice(c, L): the sub-layout at the `_` modes of c.
Result<Layout> slice(const IntTuple &c, const Layout &l);
/// dice(c, L): the sub-layout at the integer modes of c.
Result<Layout> dice(const IntTuple &c, const Layout &l);

//===--- Evaluation --------------------------------------------------------===//

/// L(c) for a hierarchical or integral coordinate: crd2idx(c, shape, stride).
/// Basis strides give arithmetic tuples.
Result<IntTuple> evaluate(const Layout &l, const IntTuple &c);
/// L(0), L(1), ..., L(size(L) - 1) for a layout with static integer shape
/// and strides, walking the coordinates incrementally (one addition per
/// point, no idx2crd). @post result[i] == L(i). Domains above 2^26 points
/// and indices outside int64 are errors.
Result<std::vector<int64_t>> evaluateDomain(const Layout &l);
/// S(x) = x ^ ((x & yyy) >> S) (shift left for negative S).
Result<int64_t> evaluate(const Swizzle &s, int64_t x);
/// S(x) for an integer leaf: static for a static x, a run-time integer of
/// x's width (bound when x is) for a run-time x.
Result<IntTuple> evaluate(const Swizzle &s, const IntTuple &x);
/// (A o off o B)(c) = A(off + B(c)).
Result<IntTuple> evaluate(const ComposedLayout &c, const IntTuple &coord);

//===--- Simplification ----------------------------------------------------===//

/// coalesce(L): merges adjacent modes with s0*d0 == d1 and drops extent-1
/// modes. @post depth(result) <= 1, size(result) == size(L), and
/// result(i) == L(i) for all 0 <= i < size(L). An all-1 layout gives 1:0;
/// the empty layout ():() stays (NVIDIA cute_ir; C++ does not compile it).
Result<Layout> coalesce(const Layout &l);
/// coalesce(L, profile): coalesces each mode of L at the terminals of
/// profile; modes beyond rank(profile) are kept.
Result<Layout> coalesce(const Layout &l, const IntTuple &profile);
/// filter_zeros(L): extent 1 wherever the stride is 0. Same image.
Layout filterZeros(const Layout &l);
/// filter_zeros(L, profile): extent 1 at the terminals where profile is 0.
Result<Layout> filterZeros(const Layout &l, const IntTuple &profile);
/// filter(L) = coalesce(filter_zeros(L)): no stride-0 and no extent-1 modes.
/// @post the image of result equals the image of L.
Result<Layout> filter(const Layout &l);
Result<Layout> filter(const Layout &l, const IntTuple &profile);

//===--- Complement and inverses -------------------------------------------===//

/// complement(L, cotarget): the layout R ordered after L with disjoint image
/// such that (L, R) covers cotarget. @post R(i) < R(i+1), R(i) != L(j).
Result<Layout> complement(const Layout &l, const IntTuple &cotarget);
/// complement(L) = complement(L, cosize(filter(L))).
Result<Layout> complement(const Layout &l);
/// right_inverse(L): R with L(R(i)) == i for all i < size(R); R is the
/// largest such compact-prefix inverse.
Result<Layout> rightInverse(const Layout &l);
/// left_inverse(L): R with R(L(i)) == i for all i < size(L) when L is
/// injective.
Result<Layout> leftInverse(const Layout &l);

//===--- Composition -------------------------------------------------------===//

/// composition(A, B): R with R(c) == A(B(c)) for every c in B's domain and
/// shape compatible with B's (static canonical form: extent-1 modes dropped
/// inside each mode of B). Requires the stride and shape divisibility
/// conditions.
Result<Layout> composition(const Layout &a, const Layout &b);
/// composition(A, tiler): a tuple tiler composes mode by mode and drops the
/// modes of A it does not reach; `_` keeps the mode; an integer n means n:1.
Result<Layout> composition(const Layout &a, const Tiler &t);

//===--- Divides and products ----------------------------------------------===//

/// logical_divide(A, B) = A o (B, complement(B, shape(coalesce(A)))); a
/// tuple tiler divides mode by mode and keeps the remaining modes.
/// @post size(result) == size(A), same image.
Result<Layout> logicalDivide(const Layout &a, const Tiler &t);
/// zipped_divide: ((tiles…),(rests…, untouched…)).
Result<Layout> zippedDivide(const Layout &a, const Tiler &t);
/// tiled_divide: ((tiles…), rests…, untouched…).
Result<Layout> tiledDivide(const Layout &a, const Tiler &t);
/// flat_divide: (tiles…, rests…, untouched…).
Result<Layout> flatDivide(const Layout &a, const Tiler &t);
/// logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B); a
/// tuple tiler multiplies mode by mode. @post size = size(A)*size(B).
Result<Layout> logicalProduct(const Layout &a, const Tiler &t);
/// logical_product(A, S o 0 o B) (swizzle_layout.hpp): S' o 0 o
/// logical_product(A, B), where S' moves the Y and Z bits B reaches through
/// B and the product. Requires static B and offset 0.
Result<Value> logicalProduct(const Layout &a, const ComposedLayout &t);
Result<Layout> zippedProduct(const Layout &a, const Tiler &t);
Result<Layout> tiledProduct(const Layout &a, const Tiler &t);
Result<Layout> flatProduct(const Layout &a, const Tiler &t);
/// blocked_product(A, B): ((A0,B0),(A1,B1),…) with both padded to the same
/// rank; raked_product: ((B0,A0),(B1,A1),…).
Result<Layout> blockedProduct(const Layout &a, const Layout &b);
Result<Layout> rakedProduct(const Layout &a, const Layout &b);
/// tile_to_shape(block, target, order): blocked_product of block with the
/// ordered layout of ceil_div(product_each(target), product_each(block)).
/// Requires rank(block) <= rank(target) and an evenly dividing block.
Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple *order);
/// stencil_divide(L, window, stride, dilation): mode i of L (i < rank of
/// the parameters, which are integer tuples or scalars applied to every mode)
/// becomes L_i o (W,n):(D,S) with n = stencil_output_len(size(L_i), W, S, D):
/// a (window, output) pair with L'((w,o)) = L_i(o*S + w*D). Run-time
/// extents or parameters give a run-time n (C++ integral arithmetic).
Result<Layout> stencilDivide(const Layout &l, const IntTuple &window, const IntTuple &stride,
                             const IntTuple &dilation);

//===--- Tilers ------------------------------------------------------------===//

/// depth(tiler) as C++ computes it on a tuple of layouts: 1 + the deepest
/// element for a tuple, a layout's shape depth, 0 for a leaf.
int64_t tileDepth(const Tiler &t);
/// shape(tiler): a layout's shape, an extent itself, a tuple per element.
/// @post congruent to the tiler's structure; `_` has no shape.
Result<IntTuple> tileShape(const Tiler &t);
/// A tiler with only integer leaves as the integer tuple it is in C++
/// (make_tile is a tuple): its shape; none if it holds a layout or `_`.
std::optional<IntTuple> tilerAsTuple(const Tiler &t);
/// ceil_div(target, tiler) of layout.hpp / int_tuple.hpp: a layout tiler
/// gives shape(complement(tiler, target)); a tuple tiler divides mode i of
/// the target by element i (missing elements divide by 1); an integer
/// divides as ceil_div does. @post one extent per tile of the target the
/// tiler covers. (Symbolic twin: lower/lib/SymDivideProduct.cpp.)
Result<IntTuple> ceilDivByTiler(const IntTuple &target, const Tiler &tiler);
/// Layout::get_flat_coord(index) of a tiler layout with static non-zero
/// strides: idx2crd(index, shape, stride) as one 1-D (colexicographic)
/// coordinate per top mode; a rank-1 layout gives a scalar. Static for a
/// static index, run-time (of its width) otherwise (local_partition).
Result<IntTuple> flatCoord(const Layout &tiler, const IntTuple &index);

//===--- Recast ------------------------------------------------------------===//

/// recast_layout<new_bits, old_bits>(L): upcast by new/old (stride-1 extents
/// divide, other strides divide rounding up) or downcast by old/new
/// (stride-1 extents multiply, other strides multiply). A run-time stride
/// follows C++: upcast divides it exactly, downcast multiplies it.
Result<Layout> recastLayout(const Layout &l, int64_t newBits, int64_t oldBits);
/// The offset of a recast composed layout: divided exactly by new/g (C++'s
/// safe_div), then multiplied by old/g (g = gcd(new, old)).
Result<IntTuple> recastOffset(const IntTuple &offset, int64_t newBits, int64_t oldBits);
Result<Swizzle> recastSwizzle(const Swizzle &s, int64_t newBits, int64_t oldBits);

//===--- Swizzles and composed layouts -------------------------------------===//

/// composition(A, offset, B): the composed layout A o offset o B, except
/// that a swizzle without bits at static offset 0 gives B itself.
Value composition(const std::variant<Layout, Swizzle> &inner, const IntTuple &offset,
                  Layout outer);
/// composition(S, L) = S o 0 o L (L itself when S has no bits).
Value composeSwizzle(const Swizzle &s, const Layout &l);
/// make_swizzle<y, z>(): the swizzle whose yyy mask is y and zzz mask is z
/// (S<0,0,0> when both are 0). Requires 32-bit masks with as many bits each
/// that some swizzle has. @post yyy(result) == y and zzz(result) == z.
Result<Swizzle> makeSwizzle(int64_t y, int64_t z);
/// composition(S0, S1) of swizzles with the same shift:
/// make_swizzle(yyy0 ^ yyy1, zzz0 ^ zzz1).
Result<Swizzle> composeSwizzles(const Swizzle &a, const Swizzle &b);
/// composition(L, S) = make_swizzle(L(yyy(S)), L(zzz(S))) o 0 o L, the
/// swizzle moved through L (CuTe's "works in simple cases" rule; exact
/// where L maps the swizzle's bits to bits). Requires a static L.
Result<Value> composition(const Layout &a, const Swizzle &s);
/// composition(L, A o 0 o B) = composition(composition(L, A), B), where a
/// swizzle A goes through composition(L, S). Requires offset 0.
Result<Value> composition(const Layout &a, const ComposedLayout &b);
/// slice(c, A o off o B). A layout A: A o (off + B(c with _ as 0)) o
/// slice(c, B). A swizzle A, as CuTe's slice_and_offset (of which slice
/// keeps the layout): an all-`_` c gives S o off o slice(c, B); otherwise
/// the fixed modes' bits that meet the swizzle's y/z bits join the offset,
/// and when slice(c, B) does not reach both a y bit and its z bit the
/// result decays to the plain layout composition(P, slice(c, B)) (P: the
/// swizzle as a layout under that offset), else it is S o off' o slice(c, B).
/// The offset bits outside the swizzle are dropped, as in C++, where they
/// move to the pointer. A swizzle A requires a static outer layout with
/// integer strides, a non-negative integer offset and at least one `_`.
Result<Value> slice(const IntTuple &c, const ComposedLayout &l);
/// right_inverse(A o off o B), as CuTe: composition(right_inverse(B), S)
/// (the swizzle moved through B's inverse) for a swizzle A at static
/// offset 0; for a layout A the composed layout
/// right_inverse(B) o -off o right_inverse(A), which needs a static integer
/// offset. A swizzle A at another offset is an error: C++ gives
/// right_inverse(B) o -off o S, whose outer part is a swizzle, no value
/// here. left_inverse likewise, with left inverses.
Result<Value> rightInverse(const ComposedLayout &c);
Result<Value> leftInverse(const ComposedLayout &c);

} // namespace cute::core

#endif
