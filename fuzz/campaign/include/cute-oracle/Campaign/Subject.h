//===- Subject.h - What a campaign generates and checks ---------*- C++ -*-===//
//
// A campaign checks structures 0, 1, 2, ... of its subjects: structure k
// of a subject is generated from the campaign's seed and k alone, so any
// one can be replayed. The driver (Campaign.cpp) owns what is common:
// the schedule, shards, resume, deduplication, known issues, bisection,
// reproducers and the report. A subject owns its generator, its check on
// the backends, and how a finding is made small:
// - programs: random programs of the algebra ops, each in three forms on
//   many valuations (Check.h), shrunk by the generator, then reduced op by
//   op (Reduce.h);
// - view-copies: random copies between views (fuzz/ViewCopies.h): the
//   interpreter must print what interp/core computes, every backend what
//   the interpreter prints; shrunk by the generator;
// - gpu-kernels: the kernel families (fuzz/KernelFamily.h: atom calls,
//   tiled MMAs, tiled copies) on one block of threads: the interpreter
//   must print the family's reference, and with the jit backend the kernel
//   must lower to PTX (it runs on a GPU through a GPU batch, GpuBatch.h).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_SUBJECT_H
#define CUTE_ORACLE_CAMPAIGN_SUBJECT_H

#include "cute-oracle/Campaign/Check.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace cute::campaign {

struct CampaignOptions;

/// What a campaign's subject computes for the driver.
class Subject {
public:
  virtual ~Subject() = default;

  /// The subject's name, as --subjects spells it.
  virtual llvm::StringRef name() const = 0;

  /// Generates structure `k` and checks it on the campaign's backends: its
  /// first finding as a case (the module that shows it and the reference's
  /// run of it), or none; `stats` counts what was checked.
  virtual std::optional<Case> check(uint64_t k, CheckStats &stats) = 0;

  /// Makes the case `c` found in structure `k` as small as the subject can
  /// while it fails alike (same base signature); `description` is what the
  /// reproducer says the smallest case is, empty when its module says it.
  virtual void minimize(uint64_t k, Case &c, std::string &description) = 0;

  /// Runs the module of `c` again: why it does not reproduce its finding,
  /// empty when it does (then `c.reference` is the reference's run of it).
  virtual std::string confirm(Case &c) = 0;

  /// The options that select this subject and its generator again, for
  /// the command that replays a structure (after --seed, --replay and the
  /// backends).
  virtual std::string replayFlags() const = 0;

  /// Prints structure `k` and the outcome of its check; 1 when it fails.
  virtual int replay(uint64_t k) = 0;
};

/// The subjects that --subjects may name.
inline constexpr llvm::StringLiteral kSubjectNames[] = {"programs", "view-copies",
                                                        "gpu-kernels"};

/// The subject `name` of campaign `o`.
std::unique_ptr<Subject> makeSubject(llvm::StringRef name, const CampaignOptions &o);

/// Whether a campaign of `o` checks structure `k` of the subject `name`.
/// Alone, a subject checks every structure. With programs, which are the
/// most of what can go wrong, view copies check one structure in 32 (k
/// modulo 32 is 0) and GPU kernels one in 64 (k modulo 64 is 16: never a
/// view copy's), which costs the programs about 4% of their throughput.
bool subjectChecks(llvm::StringRef name, const CampaignOptions &o, uint64_t k);

} // namespace cute::campaign

#endif
