//===- Leaves.h - The integer leaves of a cute value, in order -*- C++ -*-===//
//
// The order is the constructors' (interp/eval's) order: shape before
// stride; inner, offset, outer; a tile's tilers depth-first.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_LEAVES_H
#define CUTE_ORACLE_FUZZ_LEAVES_H

#include "cute-oracle/core/Value.h"

#include <functional>

namespace cute::fuzz {

/// `v` with each leaf of its integer tuples replaced by f(leaf).
using LeafMap = std::function<core::IntTuple(const core::IntTuple &)>;

/// `like`'s profile with each leaf replaced by f(leaf), in order.
core::IntTuple sameProfile(const core::IntTuple &like, const LeafMap &f);
core::Value mapLeaves(const core::Value &v, const LeafMap &f);

/// The leaves of `v`'s integer tuples, in order.
std::vector<core::IntTuple> valueLeaves(const core::Value &v);

/// `v` with the leaves marked in `dynamic` made run-time (`?` of `width`;
/// a scaled basis `n@m` gets a run-time scale, `?@m`).
core::Value withDynamicLeaves(const core::Value &v, const std::vector<bool> &dynamic,
                              unsigned width);

/// `v` with the leaves marked in `dynamic` set to the next values of
/// `values` (from `next` on; a scaled basis's scale).
core::Value withValues(const core::Value &v, const std::vector<bool> &dynamic,
                       const std::vector<int64_t> &values, size_t &next);

} // namespace cute::fuzz

#endif
