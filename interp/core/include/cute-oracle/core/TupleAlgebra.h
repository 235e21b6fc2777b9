//===- TupleAlgebra.h - Operations on integer tuples ------------*- C++ -*-===//
//
// Integer-tuple operations with CuTe C++ semantics (include/cute/int_tuple.hpp,
// stride.hpp, underscore.hpp, numeric/arithmetic_tuple.hpp; static integers).
// Functions returning Result report violated preconditions and faults; an
// arithmetic fault is an error even outside a guarded operation (Arith.h's
// guardedEntry), named after the function.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_TUPLEALGEBRA_H
#define CUTE_ORACLE_CORE_TUPLEALGEBRA_H

#include "cute-oracle/core/Arith.h"
#include "cute-oracle/core/IntTuple.h"
#include "cute-oracle/core/Result.h"

#include <optional>
#include <string_view>

namespace cute::core {

//===--- Structure ---------------------------------------------------------===//

/// Nesting depth: 0 for a leaf, 1 + max depth of the elements for a tuple.
int64_t depth(const IntTuple &t);
/// True when every leaf is a static integer or scaled basis.
bool isStatic(const IntTuple &t);
/// True when every leaf is a static integer (no basis, `_` or run-time leaf).
bool hasOnlyIntLeaves(const IntTuple &t);
/// t with every bound dynamic leaf replaced by its static value; nullopt
/// when some dynamic leaf has no known value.
std::optional<IntTuple> knownValues(const IntTuple &t);
/// True when some leaf is `_`.
bool hasUnderscore(const IntTuple &t);
/// The leaves in order, as a flat tuple; a leaf stays a leaf.
IntTuple flatten(const IntTuple &t);
/// The leaves in order as a flat tuple; a leaf becomes a rank-1 tuple.
IntTuple flattenToTuple(const IntTuple &t);
/// The leaves of t in order (by value, so it may drive a range-for).
std::vector<IntTuple> leaves(const IntTuple &t);
/// The leaves of t in order, as pointers into t (valid while t is).
std::vector<const IntTuple *> leafRefs(const IntTuple &t);
/// The number of leaves of t: 1 for a leaf, the sum over the modes of a
/// tuple (0 for the empty tuple).
size_t leafCount(const IntTuple &t);
/// The top-level modes of t; a leaf is its own only mode.
std::vector<IntTuple> modes(const IntTuple &t);
/// The top-level modes of t as pointers into t (valid while t is).
std::vector<const IntTuple *> modeRefs(const IntTuple &t);
/// A rank-1 tuple holding t when t is a leaf, else t.
IntTuple wrap(const IntTuple &t);
/// Strips rank-1 tuples: unwrap((x)) = unwrap(x).
IntTuple unwrap(const IntTuple &t);
/// A tuple with t's profile whose leaves are all `leaf`.
IntTuple repeatLike(const IntTuple &t, const IntTuple &leaf);
/// Same profile (tree shape) at every level.
bool congruent(const IntTuple &a, const IntTuple &b);
/// a's profile is a prefix-refinement of b's: a leaf of a may face a tuple.
bool weaklyCongruent(const IntTuple &a, const IntTuple &b);
/// Rebuilds the profile of `profile` from the flat leaves of `flat`.
Result<IntTuple> unflatten(const IntTuple &flat, const IntTuple &profile);

//===--- Mode selection ----------------------------------------------------===//

/// get<i0,i1,…>(t): nested mode access; a leaf answers mode 0 with itself.
Result<IntTuple> getMode(const IntTuple &t, const std::vector<int64_t> &path);
/// The tuple (t_i0, t_i1, …) of the chosen top-level modes.
Result<IntTuple> select(const IntTuple &t, const std::vector<int64_t> &modes);
/// take<b,e>(t): the tuple of modes [b,e) (a tuple even for one mode);
/// an empty range is an error, as in CuTe.
Result<IntTuple> take(const IntTuple &t, int64_t begin, int64_t end);
/// group<b,e>(t): modes [b,e) gathered into one mode.
Result<IntTuple> group(const IntTuple &t, int64_t begin, int64_t end);
/// append(t, x): a leaf t becomes (t, x).
IntTuple append(const IntTuple &t, const IntTuple &x);
IntTuple prepend(const IntTuple &t, const IntTuple &x);
/// append<n>(t, x): pads t with x up to rank n (n >= rank(t)).
Result<IntTuple> appendToRank(const IntTuple &t, int64_t n, const IntTuple &x);
Result<IntTuple> prependToRank(const IntTuple &t, int64_t n, const IntTuple &x);
/// replace<i>(t, x).
Result<IntTuple> replace(const IntTuple &t, int64_t i, const IntTuple &x);
/// Removes mode i of a tuple.
IntTuple removeMode(const IntTuple &t, size_t i);

//===--- Leaf arithmetic ---------------------------------------------------===//

/// a * b on leaves: int*int, int*basis scales the basis, a dynamic operand
/// gives a dynamic leaf.
Result<IntTuple> leafMul(const IntTuple &a, const IntTuple &b);
/// Arithmetic-tuple addition (tuple_add): ints add, a static 0 is the
/// identity (a lone scaled basis stays a scaled basis, as in CuTe),
/// otherwise a scaled basis is the tuple with its value at its mode path and
/// tuples add element-wise padding with 0.
Result<IntTuple> arithAdd(const IntTuple &a, const IntTuple &b);
/// a scaled basis as an arithmetic tuple: v@m becomes (0,…,0,v) (m zeros).
IntTuple asArithmeticTuple(const IntTuple &leaf);

//===--- Reductions and element-wise arithmetic ----------------------------===//

/// Product of all leaves (1 for an empty tuple).
Result<IntTuple> product(const IntTuple &t);
/// (product(t_0), product(t_1), …); a leaf is treated as a rank-1 tuple.
Result<IntTuple> productEach(const IntTuple &t);
/// tuple_sub: element-wise a - b, the shorter padded with 0.
Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b);
/// ceil_div: tuple/tuple element-wise (missing divisor modes are 1),
/// tuple/int folds the divisor left to right, int/tuple divides by the
/// product, int/int is (a + b - 1) / b.
Result<IntTuple> ceilDiv(const IntTuple &a, const IntTuple &b);
/// shape_div: like ceil_div but tuple/tuple needs equal ranks and int/int
/// needs a % b == 0 or b % a == 0 (the divisibility condition).
Result<IntTuple> shapeDiv(const IntTuple &a, const IntTuple &b);
/// shape_mod (the docs' companion of shape_div; no C++ function): the
/// part of a that b covers, folded like shape_div; int/int needs the
/// divisibility condition and is min(a, b).
Result<IntTuple> shapeMod(const IntTuple &a, const IntTuple &b);
/// elem_less: every element of a is less than the matching one of b; a
/// longer than b is false, b longer than a ignores the extra modes.
Result<bool> elemLess(const IntTuple &a, const IntTuple &b);

//===--- Coordinates -------------------------------------------------------===//

/// crd2idx(c, shape, stride): inner product of the coordinate with the
/// stride; an integer coordinate facing a tuple is split colexicographically
/// (the last mode is not reduced modulo its extent). Basis strides give
/// arithmetic tuples.
Result<IntTuple> crd2idx(const IntTuple &c, const IntTuple &shape, const IntTuple &stride);
/// crd2idx(c, shape): the colexicographic index of c in shape.
Result<IntTuple> crd2idx(const IntTuple &c, const IntTuple &shape);
/// idx2crd(i, shape): the natural coordinate of index i (the last mode is
/// not reduced); a tuple i is converted mode by mode.
Result<IntTuple> idx2crd(const IntTuple &i, const IntTuple &shape);
/// idx2crd(i, shape, stride) (stride.hpp): a tuple index splits mode by
/// mode; an integer index goes to every mode of a tuple shape with that
/// mode's stride (an integer stride d stands for the compact column-major
/// strides of the shape starting at d); a leaf gives (i / d) % s, or 0 for
/// a static extent 1. Static integers only.
Result<IntTuple> idx2crd(const IntTuple &i, const IntTuple &shape, const IntTuple &stride);
/// The colexicographic successor of c in shape (the last mode may reach
/// its extent).
Result<IntTuple> incrementCoord(const IntTuple &c, const IntTuple &shape);
/// slice(c, t): the modes of t at the `_` positions of c (concatenated).
Result<IntTuple> slice(const IntTuple &c, const IntTuple &t);
/// dice(c, t): the modes of t at the non-`_` positions of c.
Result<IntTuple> dice(const IntTuple &c, const IntTuple &t);
/// filter_zeros(a, b) of int_tuple.hpp: b with every element paired with a
/// static 0 of a replaced by 1s (repeat_like); a and b are congruent where
/// a is a tuple.
Result<IntTuple> filterZeros(const IntTuple &a, const IntTuple &b);
/// coalesce(shape) of layout.hpp: the flattened extents with each run of
/// static (or of run-time) extents multiplied into one; a single extent is
/// returned as a leaf. Postcondition: same size, depth at most 1.
Result<IntTuple> coalesceShape(const IntTuple &shape);
/// The `_` leaves of c replaced by 0.
IntTuple underscoresToZero(const IntTuple &c);

//===--- Compact strides ---------------------------------------------------===//

/// Column-major (LayoutLeft) or row-major compact strides of shape starting
/// at `current`; extent-1 modes get stride 0.
Result<IntTuple> compactMajor(const IntTuple &shape, const IntTuple &current, bool rowMajor);
/// compact_order(shape, order): compact strides where modes are ordered by
/// the static integers of `order` (weakly congruent to shape).
Result<IntTuple> compactOrder(const IntTuple &shape, const IntTuple &order);
/// The scaled-basis tuple E<path> congruent to shape (identity strides).
IntTuple basisLike(const IntTuple &shape, std::vector<int> prefix = {});

/// stencil_output_len (the dialect documents): the number of window positions,
/// 1 + (input - ((window - 1) * dilation + 1)) / stride.
Result<int64_t> stencilOutputLen(int64_t input, int64_t window, int64_t stride,
                                 int64_t dilation);

} // namespace cute::core

#endif
