//===- Detail.h - Internal helpers shared by the algebra sources ----------===//
#ifndef CUTE_ORACLE_CORE_LIB_DETAIL_H
#define CUTE_ORACLE_CORE_LIB_DETAIL_H

#include "cute-oracle/core/Arith.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>
#include <array>
#include <optional>

namespace cute::core {

/// CuTe's coalesce_x(L, profile): coalesce that also preserves the function
/// outside L's domain (a trailing extent-1 mode keeps its stride).
Result<Layout> coalesceFunctionPreserving(const Layout &l, const IntTuple &profile);

/// A static or run-time integer leaf.
inline bool isIntegerLeaf(const IntTuple &t) { return t.isInt() || t.isDynamic(); }
/// The bit width C++ computes with when it meets this leaf: a run-time
/// leaf's own width; for a static leaf, that of its integral constant, an
/// int (Int<v>) when v fits in 32 bits and a long (C<vL>) otherwise.
inline unsigned dynamicWidth(const IntTuple &t) {
  if (t.isDynamic() || t.isDynamicBasis())
    return unsigned(t.value());
  return fitsInt32(t.value()) ? 32 : 64;
}
/// C++'s integral arithmetic on integer leaves: static operands give a
/// static leaf, a run-time operand a run-time leaf (bound when both are
/// known); a static 0 dividend stays a static 0. Faults go to the
/// enclosing FaultScope.
IntTuple leafDiv(const IntTuple &a, const IntTuple &b);
IntTuple leafCeilDiv(const IntTuple &a, const IntTuple &b);
IntTuple leafAbs(const IntTuple &a);
IntTuple leafSignum(const IntTuple &a);
IntTuple leafMin(const IntTuple &a, const IntTuple &b);
/// The error of an op whose two operands do not fit together.
inline Error mismatch(std::string_view op, const IntTuple &a, const IntTuple &b,
                      std::string_view what) {
  return fail(op, std::string(what) + " between " + print(a) + " and " + print(b));
}

/// The leaf `f` of two leaves gives when one at least is dynamic: as wide
/// as the wider dynamic operand, bound to f of the known values when both
/// are known, `?` otherwise. `modes` makes it a basis.
template <class F>
IntTuple dynamicResult(const IntTuple &a, const IntTuple &b, F f,
                              std::vector<int> modes = {}) {
  unsigned width = std::max(dynamicWidth(a), dynamicWidth(b));
  if (!a.known() || !b.known())
    return IntTuple::dynamicBasis(width, std::move(modes));
  return IntTuple::bound(width, f(*a.known(), *b.known()), std::move(modes));
}

/// f applied to the matching modes of two tuples of equal rank.
template <class F>
Result<IntTuple> elementwise(std::string_view op, const IntTuple &a, const IntTuple &b,
                                    F f) {
  if (a.rank() != b.rank())
    return mismatch(op, a, b, "mismatched ranks");
  std::vector<IntTuple> out;
  for (size_t i = 0; i < a.rank(); ++i) {
    CUTE_TRY(e, f(a.elems()[i], b.elems()[i]));
    out.push_back(std::move(e));
  }
  return IntTuple::tuple(std::move(out));
}

/// make_layout(L0, L1, …) built one mode at a time: each added layout's
/// shape and stride move into the result's modes, with no list of layouts
/// in between.
class ModeConcat {
public:
  explicit ModeConcat(size_t rank) {
    shapes.reserve(rank);
    strides.reserve(rank);
  }
  void add(Layout mode) {
    shapes.push_back(std::move(mode.shape));
    strides.push_back(std::move(mode.stride));
  }
  Layout take() && {
    return Layout{IntTuple::tuple(std::move(shapes)), IntTuple::tuple(std::move(strides))};
  }

private:
  std::vector<IntTuple> shapes, strides;
};

inline Layout modeOf(const Layout &l, size_t i) {
  return Layout{l.shape.mode(i), l.stride.mode(i)};
}

/// How coalesceFlat treats the modes it merges.
enum class Coalesce {
  Plain,
  /// CuTe's coalesce_x: a trailing extent-1 mode starts as extent 2 so its
  /// stride survives, preserving the function outside the domain as
  /// composition needs.
  FunctionPreserving,
  /// filter: coalesce(filter_zeros(L)), a static 0 stride's extent read as 1.
  ZeroStridesDropped,
};

/// A layout's flattened modes when every shape and stride leaf is a static
/// integer (IntegerPaths.h): the integer paths of coalesce, filter,
/// complement and composition work on these instead of on tuples.
struct IntegerModes {
  static constexpr size_t kCapacity = 16;
  size_t rank = 0;
  /// Only the first `rank` entries are set, and only they are copied.
  std::array<int64_t, kCapacity> shape, stride;

  IntegerModes() = default;
  IntegerModes(const IntegerModes &o) { *this = o; }
  IntegerModes &operator=(const IntegerModes &o) {
    rank = o.rank;
    std::copy_n(o.shape.begin(), rank, shape.begin());
    std::copy_n(o.stride.begin(), rank, stride.begin());
    return *this;
  }

  bool full() const { return rank == kCapacity; }
  void push(int64_t s, int64_t d) {
    shape[rank] = s;
    stride[rank] = d;
    ++rank;
  }
  void erase(size_t i) {
    std::copy(shape.begin() + i + 1, shape.begin() + rank, shape.begin() + i);
    std::copy(stride.begin() + i + 1, stride.begin() + rank, stride.begin() + i);
    --rank;
  }
};

/// L's leaves in order, when the integer paths are on, every leaf is a
/// static integer and there are at most kCapacity; std::nullopt otherwise.
std::optional<IntegerModes> integerModes(const Layout &l);
/// The layout of modes: s:d for one mode, (s0,s1,...):(d0,d1,...) for more.
/// @pre m.rank >= 1.
Layout layoutOf(const IntegerModes &m);
/// coalesceFlat(L, how) on L's integer modes, or std::nullopt where a
/// product overflows (coalesceFlat then reports it).
/// @post layoutOf(*coalesceIntegers(*integerModes(L), how)) == *coalesceFlat(L, how).
std::optional<IntegerModes> coalesceIntegers(const IntegerModes &m, Coalesce how);

/// complementImpl(L, cotarget) on L's integer modes: the complement's
/// coalesced modes. std::nullopt wherever complementImpl reports an error
/// (a cotarget below 1, negative strides, a non-injective layout, an
/// overflow) so that it gives the diagnostic, and for a filtered layout of
/// no modes (1:0), which complementImpl completes as a compact layout of
/// the cotarget.
/// @post layoutOf(*complementOfIntegers(*integerModes(L), c)) == *complement(L, c).
std::optional<IntegerModes> complementOfIntegers(const IntegerModes &m, int64_t cotarget);
/// composeImpl on integers, A given as its function-preserving coalesced
/// modes: B's tree (static integer leaves) distributes over its modes, each
/// leaf mode s:d composed with A by composeImpl's fold. std::nullopt for a
/// leaf of B that is not a static integer and wherever composeImpl fails.
/// @post with A' = coalesceIntegers(*integerModes(A), FunctionPreserving),
/// *composeOfIntegers(*A', B.shape, B.stride) == *composition(A, B) when
/// B's stride sum does not overflow.
std::optional<Layout> composeOfIntegers(const IntegerModes &a, const IntTuple &rshape,
                                        const IntTuple &rstride);
/// composeOfIntegers(A', layoutOf(B)) without building layoutOf(B).
/// @pre b.rank >= 1.
std::optional<Layout> composeModesOfIntegers(const IntegerModes &a, const IntegerModes &b);

/// crd2idx(c, shape, stride) of an integer coordinate where every leaf is a
/// static integer and the extents are positive, the integer path of
/// crd2idx and layout_eval; std::nullopt where crd2idx must decide
/// (Coordinates.cpp).
/// @post a value v means crd2idx(IntTuple::of(c), shape, stride) == v.
std::optional<int64_t> indexOfInteger(int64_t c, const IntTuple &shape, const IntTuple &stride);

/// a * b and a + b for the integer paths, which leave an overflow to the
/// general path: std::nullopt instead of a fault.
inline std::optional<int64_t> mulOrNull(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? std::nullopt : std::optional(r);
}
inline std::optional<int64_t> addOrNull(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_add_overflow(a, b, &r) ? std::nullopt : std::optional(r);
}

/// op folded over t's leaves from `identity`, each tuple folded from
/// `identity` first (sum's and product's order): std::nullopt at a leaf that
/// is not a static integer or where op gives std::nullopt (an overflow).
template <class Op>
std::optional<int64_t> foldIntegerLeaves(const IntTuple &t, int64_t identity, Op op) {
  if (t.isLeaf())
    return t.isInt() ? std::optional(t.value()) : std::nullopt;
  std::optional<int64_t> acc = identity;
  for (const IntTuple &e : t.elems()) {
    std::optional<int64_t> x = foldIntegerLeaves(e, identity, op);
    if (!x || !(acc = op(*acc, *x)))
      return std::nullopt;
  }
  return acc;
}

/// True when the shape is static and every stride is a static integer.
bool hasOnlyIntStrides(const Layout &l);

/// The yyy (source) and zzz (target) bit masks of a swizzle:
/// (2^B-1) << (M + max(0,S)) and (2^B-1) << (M - min(0,S)).
uint64_t yyyMask(const Swizzle &s);
uint64_t zzzMask(const Swizzle &s);

} // namespace cute::core

#endif
