//===- ReportState.h - A campaign's report.json as its state ---*- C++ -*-===//
//
// A campaign's state is what its report.json holds: counts, coverage and
// findings. It is resumed from the report directory, written back after
// each structure, and merged across shards and --jobs workers. Internal
// to CuteCampaign.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_LIB_REPORTSTATE_H
#define CUTE_ORACLE_CAMPAIGN_LIB_REPORTSTATE_H

#include "cute-oracle/Campaign/Campaign.h"

#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace cute::campaign {

/// The state of one campaign: what report.json holds.
struct State {
  uint64_t next = 0, structures = 0, invalid = 0;
  CaseCounts counts;
  double seconds = 0;
  /// When the campaign's first run began (utcTimestamp); a merged state
  /// keeps the earliest.
  std::string started;
  std::map<std::string, std::map<std::string, uint64_t>> coverage;
  llvm::json::Array findings;
  /// findingKey of each finding.
  std::set<std::string> signatures;
};

/// The --ops focus as report.json records it: "op,op,...".
std::string focusText(const CampaignOptions &o);

/// The subjects as report.json records them: "programs,view-copies".
std::string subjectsText(const CampaignOptions &o);
/// The shard as report.json records it: "INDEX/COUNT".
std::string shardText(const CampaignOptions &o);

/// Whether `finding` (of report.json) has been fixed since it was found.
bool isFixed(const llvm::json::Object &finding);

/// What findings are deduplicated by: the signature; for a finding fixed
/// since, `fixed:`, the signature and its structure, so that a recurrence
/// is recorded again (and fixed again, kept apart).
std::string findingKey(const llvm::json::Object &finding);

/// Whether `s` holds a fixed finding with `signature`.
bool wasFixed(const State &s, const std::string &signature);

/// Adds report `r` to `s`: counts and coverage summed, the furthest
/// structure, the longest time and the earliest start kept, findings
/// deduplicated by findingKey (a finding met twice is first seen at the
/// earlier of its two first_seen, last seen at the later last_seen). Resuming adds a run's own report to an empty state; merging
/// adds every shard's.
void addReport(State &s, const llvm::json::Object &r);

/// Counts one more structure that failed with the open finding of
/// `signature` (its "occurrences": the structures that failed alike), seen
/// last at `now` (utcTimestamp).
void countOccurrence(State &s, const std::string &signature, const std::string &now);

/// The modules rejected at a known issue: the occurrences of the known
/// "rejected" findings of `findings`.
uint64_t rejectedAtKnownIssues(const llvm::json::Array &findings);

/// The findings of `s` not fixed since.
size_t openFindings(const State &s);

/// The ops of `s` checked in at least one form.
size_t coveredOps(const State &s);

/// When report `r`, at `where`, is of another campaign than `o`'s (another
/// seed, backend list or focus, or when `withShard` shard): "WHERE is the
/// report of another campaign (--seed ...)".
std::optional<std::string> otherCampaign(const llvm::json::Object &r, const CampaignOptions &o,
                                         const std::string &where, bool withShard);

/// The advice after otherCampaign's error when a run would overwrite it.
inline constexpr llvm::StringLiteral kResumeAdvice =
    "; resume it with those options or give another --report";

/// Reads DIR/report.json into `report`: left empty when there is none; an
/// error when it cannot be read or is not a JSON object.
std::optional<std::string> readReport(const std::string &dir,
                                      std::optional<llvm::json::Value> &report);

/// Loads the resume state in o's report directory into `s`: none when it
/// has no report.json. A report this run cannot resume (unreadable, merged
/// from shards or jobs, or of another seed, backend list, focus or shard)
/// is an error: the run would overwrite its findings.
std::optional<std::string> resume(const CampaignOptions &o, State &s);

/// What a merged report records besides a state: how many reports it was
/// made of, and the structures they cover (a shard, "I/N" or "I,J,.../N").
struct Merged {
  size_t reports = 0;
  std::string shard;
};

/// Writes report.json and report.html: a campaign's own (its resume
/// state), or with `merged` a merged one.
bool writeReport(const CampaignOptions &o, const State &s, size_t opsTotal,
                 const llvm::json::Array &fixed,
                 const std::optional<Merged> &merged = std::nullopt);

/// Why REPORT/report.json must not be replaced by the merged report of a
/// --jobs run with `o`'s options: it cannot be read, it is a campaign's
/// own resume state (run without --jobs), or it is merged from another
/// campaign or shard. None when it is absent or a merged report of this
/// campaign.
std::optional<std::string> jobsReportError(const CampaignOptions &o);

} // namespace cute::campaign

#endif // CUTE_ORACLE_CAMPAIGN_LIB_REPORTSTATE_H
