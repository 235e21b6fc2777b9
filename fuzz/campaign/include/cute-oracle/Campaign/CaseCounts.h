//===- CaseCounts.h - What a campaign compared and what it did not -*- C++ -*-===//
//
// The counts a campaign reports apart: compared valuations (and of those
// the inadmissible ones refused alike), inadmissible valuations it did
// not compare, and modules a backend rejected. report.json holds them
// under the keys of toJson.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_CASECOUNTS_H
#define CUTE_ORACLE_CAMPAIGN_CASECOUNTS_H

#include "llvm/Support/JSON.h"

#include <cstdint>

namespace cute::campaign {

/// What checks counted, summed over the backends compared with the
/// interpreter (a valuation checked on two backends counts twice).
struct CaseCounts {
  /// Valuations that both ran and whose outputs were compared.
  uint64_t compared = 0;
  /// Of those, the inadmissible ones: the interpreter refused them and the
  /// backend refused them alike (same output, same op named).
  uint64_t refusedAlike = 0;
  /// Inadmissible valuations not compared: every one under the `values`
  /// contract; under values+errors, all but one of an external backend's
  /// batch (its one run of @main stops at the first refusal).
  uint64_t inadmissible = 0;
  /// Modules a backend rejected as a whole (parse, verification or
  /// preparation), whose valuations were not compared.
  uint64_t rejectedModules = 0;

  CaseCounts &operator+=(const CaseCounts &o) {
    compared += o.compared;
    refusedAlike += o.refusedAlike;
    inadmissible += o.inadmissible;
    rejectedModules += o.rejectedModules;
    return *this;
  }
};

/// Adds `c` to `report` as "cases", "refused_cases", "inadmissible_cases"
/// and "rejected_modules".
void addCountsToJson(const CaseCounts &c, llvm::json::Object &report);

/// The counts `report` holds (0 for a key it lacks).
CaseCounts countsOfJson(const llvm::json::Object &report);

} // namespace cute::campaign

#endif // CUTE_ORACLE_CAMPAIGN_CASECOUNTS_H
