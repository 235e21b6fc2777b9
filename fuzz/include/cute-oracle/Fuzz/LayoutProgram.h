//===- LayoutProgram.h - Random layout programs for differential runs -*- C++ -*-===//
//
// A layout program is one static structure (a layout whose leaves are
// static or `?`, plus static operands for composition, complement and
// logical_divide) written as a cute IR function whose dynamic leaves and
// coordinate index are i32 (or i64) arguments. It is compiled once and run on many
// valuations of those arguments (docs/design.md, "Compile a structure once").
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_LAYOUTPROGRAM_H
#define CUTE_ORACLE_FUZZ_LAYOUTPROGRAM_H

#include "cute-oracle/core/Value.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace cute::fuzz {

struct LayoutProgram {
  /// The layout under test; `?` leaves are function arguments.
  core::Layout layout;
  /// Static layouts A and B for composition(A, B), complement(B, size(A))
  /// and logical_divide(A, B), each evaluated at a run-time coordinate;
  /// B also for composition(layout, B) and logical_divide(layout, B).
  core::Layout lhs, rhs;
  /// The cute IR module text; its function @case takes one integer per
  /// `?` leaf of `layout` (shape first, then stride, depth-first) and a
  /// last one: the coordinate index.
  std::string source;
  size_t numDynamicLeaves = 0;
  /// The width of the dynamic leaves, the arguments and the index: 32 or 64.
  unsigned width = 32;
};

/// A random program from `rng`: rank 1-3, nesting depth up to 2, each leaf
/// dynamic (of `width` bits) with probability 1/2.
LayoutProgram generateLayoutProgram(std::mt19937_64 &rng, unsigned width = 32);

/// `p` with the dynamic leaves of its layout fixed to the values `args`
/// (a valuation of `p`) gives them: the same case with static leaves
/// (docs/design.md, "Run-time leaves are where lowering bugs live"). Its
/// @case takes only the coordinate index,
/// args.back().
LayoutProgram staticVariant(const LayoutProgram &p, const std::vector<int64_t> &args);

/// Random arguments for `p`: shape leaves in [1,5], stride leaves in
/// [0,9], and a coordinate index in [0, size(layout)).
std::vector<int64_t> generateValuation(const LayoutProgram &p, std::mt19937_64 &rng);

/// Random arguments for a 64-bit `p` that reach the int64 limits: shape
/// leaves in [1, 2^40), stride leaves in (-2^40, 2^40) and an index in
/// [0, 2^62), each of a magnitude below 2^k for a uniform k, so that
/// products and sums overflow int64 in some cases and not in others.
std::vector<int64_t> generateWideValuation(const LayoutProgram &p, std::mt19937_64 &rng);

} // namespace cute::fuzz

#endif
