//===- ValueGen.h - Value generators, for use inside rc::gen::exec -*- C++ -*-===//
//
// Each function draws with `*gen`, so it may only run inside a RapidCheck
// generator (rc::gen::exec) or property.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_VALUEGEN_H
#define CUTE_ORACLE_FUZZ_VALUEGEN_H

#include "cute-oracle/Fuzz/Generators.h"
#include "Leaves.h"

#include <functional>

namespace cute::fuzz {

/// A uniform integer in [lo, hi] (lo when hi <= lo).
int64_t draw(int64_t lo, int64_t hi);
/// True with probability percent/100.
bool chance(int percent);
/// An extent: 1 (a fifth of the time), small powers of two, small, large.
int64_t genExtent();
core::IntTuple extentLeaf();
/// The magnitude of an arbitrary stride: mostly 0-12, else next to a power
/// of ten (9, 10, 11, 99, ...) or of two from 2^16 to 2^34.
int64_t genStrideMagnitude();
/// A leaf, or a tuple of 1-3 profiles, to `depth` levels.
core::IntTuple genProfile(int depth, const std::function<core::IntTuple()> &leaf);
core::IntTuple genShapeValue();
/// The compact (column-major) layout of `shape`, or with its leaves in a
/// random order when `permuted`.
core::Layout compactLayout(const core::IntTuple &shape, bool permuted);
core::Layout genLayoutValue();
/// A layout whose strides are scaled bases `n@m` into `modes` modes, each
/// mode named by some leaf (a coordinate map, like make_identity_layout's).
core::Layout genBasisLayoutValue(int64_t modes);
/// A x (o0,...) x B: B a basis layout into A's rank, the offset a tuple.
core::ComposedLayout genTupleOffsetComposedValue();
core::Swizzle genSwizzleValue();
core::ComposedLayout genComposedValue();
core::Tile genTileValue();

} // namespace cute::fuzz

#endif
