//===- FamilySupport.h - What the op-family generators share ---*- C++ -*-===//
//
// Operand constructions used by several op families (OpFamilies.cpp,
// TupleFamilies.cpp); they draw with `*gen`, inside rc::gen::exec.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_FAMILYSUPPORT_H
#define CUTE_ORACLE_FUZZ_FAMILYSUPPORT_H

#include "ProgramBuilder.h"

#include <map>
#include <string>
#include <vector>

namespace cute::fuzz {

/// Op family name -> the generator that appends one op of it.
using FamilyTable = std::map<std::string, void (*)(ProgramBuilder &)>;

/// Adds the integer-tuple, accessor and indexing families.
void addTupleFamilies(FamilyTable &table);

/// The size of a static shape (1 when it is not one integer).
int64_t sizeOf(const core::IntTuple &shape);
std::vector<int64_t> divisors(int64_t n);
/// A uniformly drawn element of `v`.
int64_t pickOf(const std::vector<int64_t> &v);
/// An extent that divides a prefix of `shape`'s flattened extents.
int64_t prefixExtent(const core::IntTuple &shape);
/// A layout of 1-2 modes that composes with a left operand of `shape`.
core::Layout composableRight(const core::IntTuple &shape);
/// A sub-layout of a compact layout (injective, positive strides); the
/// compact layout's size in `cotarget` when given.
core::Layout injectiveLayout(int64_t *cotarget = nullptr);
/// A coordinate of `shape`'s domain per top-level mode (`_` with
/// probability `underscore`%).
core::IntTuple coordIn(const core::IntTuple &shape, int underscore);
/// A coordinate congruent with `shape`, each leaf inside its extent.
core::IntTuple congruentCoord(const core::IntTuple &shape);
const core::Layout &layoutOf(const core::Value &v);
/// An earlier layout result or a new random layout.
size_t someLayout(ProgramBuilder &b);
/// An integer tuple without scaled-basis leaves: an earlier result or a
/// new shape or int_tuple.
size_t someTuple(ProgramBuilder &b);
/// `name = v : i32`, for an attribute dictionary.
std::string i32(const char *name, int64_t v);
/// `mode = array<i32: ...>`.
std::string modeArray(const std::vector<int64_t> &modes);

} // namespace cute::fuzz

#endif
