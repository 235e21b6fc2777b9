//===- Campaign.h - cute-fuzz: generate, compare, reduce, report -*- C++ -*-===//
//
// A campaign checks structures 0, 1, 2, ... of its subjects (Subject.h:
// random programs, random copies between views; structure k is generated
// from the seed and k, so any structure can be replayed alone), makes each
// finding small while it fails the same way (same signature), writes it as
// a lit reproducer, and keeps report.json (also its resume state: written
// atomically after every structure) and report.html in the report
// directory.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_CAMPAIGN_H
#define CUTE_ORACLE_CAMPAIGN_CAMPAIGN_H

#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/Generators.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cute::campaign {

struct CampaignOptions {
  uint64_t seed = 1;
  /// Stop after this many seconds (0: no limit), structures (0: none), or
  /// once this many cases were checked (0: none); the first limit reached.
  double seconds = 0;
  uint64_t structures = 0, cases = 0;
  unsigned valuations = 1024;
  unsigned timeoutSeconds = 20;
  std::vector<BackendSpec> backends;
  std::string backendList;
  fuzz::ProgramOptions generator;
  /// What is generated and checked (Subject.h): "programs" and/or
  /// "view-copies".
  std::vector<std::string> subjects{"programs"};
  std::string corpusDir, reportDir;
  /// This run checks the structures k with k % shardCount == shardIndex.
  unsigned shardIndex = 0, shardCount = 1;
  /// The finding signatures that are known issues (readKnownIssues).
  std::set<std::string> knownIssues;
  /// Shrinking budget: candidate programs tried per finding.
  unsigned shrinkBudget = 300;
  /// Worker processes (runCampaignJobs): each checks a sub-shard.
  unsigned jobs = 1;
  /// No progress line (a worker of runCampaignJobs).
  bool quiet = false;
};

/// Reads the known-issues file `file` (one finding signature per line,
/// `#` comments) into `known`; an error when it cannot be read or a line
/// is not a signature (OP.KIND.interpreter-vs-BACKEND[@PASS/PATTERN]).
std::optional<std::string> readKnownIssues(const std::string &file, std::set<std::string> &known);

/// Runs (or resumes) a campaign; the exit status: 0 without new
/// findings, 1 with new findings.
int runCampaign(const CampaignOptions &options);

/// Runs the campaign in `options.jobs` forked workers, worker j checking
/// the sub-shard (shardIndex + j * shardCount) of (shardCount * jobs)
/// into REPORT/job-j (each resumable), then merges their reports into
/// REPORT. Progress sums the workers' reports. The exit status is the
/// campaign's: 1 when a worker found something new.
int runCampaignJobs(const CampaignOptions &options);

/// Checks structure `k` of `options.seed` of each subject alone and prints
/// it (the program or the view copy), its outcome and any finding; 1 when
/// one fails.
int replayStructure(const CampaignOptions &options, uint64_t k);

/// Merges the report.json files of several shards into `into`: one
/// report, findings deduplicated by signature, recording the structures
/// the shards cover together. Refused (status 2): reports of another
/// campaign, shards that overlap or of splits without a common refinement
/// up to 65536, `into` among the inputs or holding a campaign's own
/// resume state or an unreadable report.
int mergeReports(const std::vector<std::string> &reportDirs, const std::string &into);

/// The seed of structure `k` of a campaign with seed `seed`.
uint64_t structureSeed(uint64_t seed, uint64_t k);

/// Structure `k` of a campaign with `seed` and `generator`, with its
/// shrinks.
rc::Shrinkable<fuzz::Program> generateStructure(const fuzz::ProgramOptions &generator,
                                                uint64_t seed, uint64_t k);

} // namespace cute::campaign

#endif
