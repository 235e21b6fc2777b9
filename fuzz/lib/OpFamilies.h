//===- OpFamilies.h - One generator per cute op ----------------*- C++ -*-===//
#ifndef CUTE_ORACLE_FUZZ_OPFAMILIES_H
#define CUTE_ORACLE_FUZZ_OPFAMILIES_H

#include "ProgramBuilder.h"

#include <string>

namespace cute::fuzz {

/// Appends one op of `family` (and the inputs it needs) to `b`'s program;
/// false when there is no such family.
bool buildFamily(const std::string &family, ProgramBuilder &b);

} // namespace cute::fuzz

#endif
