//===- Views.h - Where a view's elements lie ---------------------*- C++ -*-===//
//
// A view (CuTe C++'s Tensor) addresses element c of its storage at offset
// layout(c). Its layout is a Layout or a ComposedLayout whose shape and
// strides are integers known here: static, or run-time leaves bound to their
// values.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_VIEWS_H
#define CUTE_ORACLE_CORE_VIEWS_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <cstdint>

namespace cute::core {

/// The offsets [lo, hi] a view may address; empty (hi < lo) for a view of
/// no element.
struct OffsetRange {
  int64_t lo = 0;
  int64_t hi = -1;
  bool empty() const { return hi < lo; }
};

/// The layout a view's coordinates index: the layout itself, or the outer
/// layout B of a composed layout. Precondition: `layout` is one of them.
const Layout &outerLayout(const Value &layout);

/// The number of elements of a view: size(outerLayout(layout)).
/// Precondition: the outer layout's shape is static (a view type's always is).
int64_t viewElements(const Value &layout);

/// Offsets the layout may give over its domain.
/// - A Layout needs integer strides (no basis): [lo, hi] is exact.
/// - A swizzle o off o B: B's range plus off, widened over the bits the
///   swizzle may flip (a swizzle changes no other bit), so it may be wider
///   than the offsets reached.
/// - A layout o off o B is evaluated point by point (at most 2^22 points).
/// @post lo <= layout(i) <= hi for every 1-D index i.
Result<OffsetRange> offsetRange(const Value &layout);

/// Whether every leaf of `coord` (integers only) lies in its mode of
/// `shape`, a leaf of `coord` facing a sub-shape being a 1-D index into it;
/// false when the profiles differ.
Result<bool> inDomain(const IntTuple &coord, const IntTuple &shape);

/// layout(c): the offset of a view's element at c, a 1-D index or a
/// coordinate weakly congruent to the layout's shape whose every leaf lies
/// in its mode.
/// @post offsetRange(layout).lo <= result <= offsetRange(layout).hi.
Result<int64_t> elementOffset(const Value &layout, const IntTuple &coord);

} // namespace cute::core

#endif
