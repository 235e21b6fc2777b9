//===- Profile.h - What a target dialect accepts of generated programs -*- C++ -*-===//
//
// A dialect profile says which of the programs the generators write a
// target compiler accepts: the ops it has (constructor spellings included)
// and, per op, the kinds of value each operand may be. The generators
// write only programs inside the profile, so a campaign against another
// compiler checks the same algebra in that compiler's dialect instead of
// finding that it lacks a spelling.
//
// A profile is a small text file, one rule per line (`#` starts a
// comment):
//
//   exclude OP...               the target has no such op or spelling
//                               (make_layout_raw, crd2idx, ...;
//                               print_table: cute.print {table};
//                               func_call: a cute value passed to a
//                               function and returned)
//   operand OP INDEX KIND...    operand INDEX (from 0) of OP may only be
//                               of these kinds
//   declared-forms canonical    results are declared only in the form the
//                               algebra computes (not another compatible
//                               form with other size-1 strides)
//
// KIND is a cute type mnemonic (int_tuple, shape, stride, coord, tile,
// layout, composed_layout, swizzle) or `bool` for an i1. The profiles
// shipped with cute-oracle are in fuzz/profiles/ (`full` has no rule).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_PROFILE_H
#define CUTE_ORACLE_FUZZ_PROFILE_H

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cute::fuzz {

struct Program;

struct Profile {
  /// The name it was read by: a shipped profile's name or a file's path.
  std::string name = "full";
  /// Ops (without `cute.`) the target lacks.
  std::set<std::string> excluded;
  /// For an op and an operand index, the kinds that operand may be.
  std::map<std::pair<std::string, unsigned>, std::set<std::string>> operandKinds;
  /// Results may be declared in another compatible form.
  bool otherDeclaredForms = true;

  /// Whether it has no rule: every program is in it.
  bool isFull() const { return excluded.empty() && operandKinds.empty() && otherDeclaredForms; }
  /// Whether the target has `op`.
  bool has(const std::string &op) const { return !excluded.count(op); }
  /// Whether operand `index` of `op` may be of kind `kind`.
  bool allowsOperand(const std::string &op, unsigned index, const std::string &kind) const;
  /// Whether every op of `p` and every operand it takes is in the profile
  /// (the constructors its inputs are written with included).
  bool admits(const Program &p) const;
  /// The first thing `p` does that the profile excludes, in words; none
  /// when it admits `p`.
  std::optional<std::string> firstExcluded(const Program &p) const;
};

/// The profile without rules.
const Profile &fullProfile();

/// Parses the rules of a profile file; an error names the line.
std::optional<Profile> parseProfile(const std::string &text, const std::string &name,
                                    std::string &error);

/// The profile `nameOrPath` names: a file when it contains `/` or ends in
/// `.profile`, else a shipped profile (fuzz/profiles/NAME.profile).
std::optional<Profile> loadProfile(const std::string &nameOrPath, std::string &error);

/// The names of the shipped profiles, sorted.
std::vector<std::string> shippedProfiles();

} // namespace cute::fuzz

#endif
