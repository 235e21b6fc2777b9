//===- Generators.h - RapidCheck generators for cute values and programs -*- C++ -*-===//
//
// Typed generators (rc::Gen<T>), so that RapidCheck's shrinking works on
// them: a failing program shrinks by its picks (fewer ops, smaller
// extents, fewer modes, static leaves), not by a seed number.
//
// Every op's inputs are built to be admissible (composable pairs, tilers
// that divide, complementable layouts, divisible recast ratios...), so the
// witness valuation runs without error; other valuations of the same
// structure may break a precondition, and then every backend must refuse.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_GENERATORS_H
#define CUTE_ORACLE_FUZZ_GENERATORS_H

#include "cute-oracle/Fuzz/Profile.h"
#include "cute-oracle/Fuzz/Program.h"

#include <rapidcheck.h>

#include <random>

namespace cute::fuzz {

/// Integer tuples of any profile: depth <= 3, rank <= 4 per level.
rc::Gen<core::IntTuple> genShape();
/// A layout: compact, permuted, zero, negative or arbitrary strides.
rc::Gen<core::Layout> genLayout();
rc::Gen<core::Swizzle> genSwizzle();
/// A swizzle or layout inner part and an integer offset.
rc::Gen<core::ComposedLayout> genComposedLayout();
/// `_`, extents, layouts, nested.
rc::Gen<core::Tile> genTile();

struct ProgramOptions {
  /// At most this many ops (besides inputs and constructors).
  int maxOps = 6;
  /// When non-empty, only these op families are generated (names from
  /// opFamilies()); their operands may still come from other ops.
  std::vector<std::string> focus;
  /// The target dialect: only programs it admits are generated.
  Profile profile;
};

/// A random program: a DAG of 1..maxOps ops whose results feed later ops,
/// drawn again until options.profile admits it (the families of the ops
/// it excludes are never drawn).
rc::Gen<Program> genProgram(ProgramOptions options = {});

/// The generated op families: each is a cute op name whose generator
/// builds admissible operands for it.
const std::vector<std::string> &opFamilies();

/// The cute ops the generators emit for the family `family` (the op and
/// the constructors and accessors its operands need).
std::vector<std::string> opsEmittedBy(const std::string &family);

/// A random valuation of a program's run-time leaves of `width` bits
/// around its witness (Program::witness(), which the caller computes once
/// for all its valuations): the witness, the witness with a few leaves
/// changed, small random values, and values near the limits of the width
/// (which must fail alike on every backend when they overflow).
std::vector<int64_t> randomValuation(const std::vector<int64_t> &witness, unsigned width,
                                     std::mt19937_64 &rng);

/// Inadmissible inputs, systematically: the witness with one run-time leaf
/// set to a boundary value (0, -1, the width's limit, 2w+1), leaf by leaf,
/// at most `max` of them. Most break a precondition of some op (a zero
/// divisor or extent, a tiler that no longer divides, a non-injective
/// layout, an overflow); then every backend must refuse, naming that op.
std::vector<std::vector<int64_t>> boundaryValuations(const Program &p, size_t max);

/// Whether the cute op infers its result types (Cute_InferredOp in
/// CuteOps.td, InferTypeOpInterface), so that its syntax declares none and
/// no other form is generated for it; GeneratorTest checks the list.
bool infersItsResultType(const std::string &op);

} // namespace cute::fuzz

#endif
