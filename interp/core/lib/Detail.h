//===- Detail.h - Internal helpers shared by the algebra sources ----------===//
#ifndef CUTE_ORACLE_CORE_LIB_DETAIL_H
#define CUTE_ORACLE_CORE_LIB_DETAIL_H

#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>

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
  return t.value() == int64_t(int32_t(t.value())) ? 32 : 64;
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

/// True when the shape is static and every stride is a static integer.
bool hasOnlyIntStrides(const Layout &l);

/// The yyy (source) and zzz (target) bit masks of a swizzle:
/// (2^B-1) << (M + max(0,S)) and (2^B-1) << (M - min(0,S)).
uint64_t yyyMask(const Swizzle &s);
uint64_t zzzMask(const Swizzle &s);

} // namespace cute::core

#endif
