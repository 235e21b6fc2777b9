//===- ViewCopyCampaign.h - cute-fuzz --view-copies -------------*- C++ -*-===//
//
// A differential campaign over the view family (fuzz/ViewCopies.h): each
// random copy between views runs on the interpreter, which must print what
// interp/core computes (else a finding against "interp/core"), and on every
// backend, which must print what the interpreter prints. A new signature
// (the op of the first differing line: memref.load for the probe of src,
// copy after it; kind; backend) is shrunk (RapidCheck's shrinks of the
// case, kept while it keeps its signature) and written as a lit test to the
// corpus directory, where an existing reproducer of the signature is kept.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_VIEWCOPYCAMPAIGN_H
#define CUTE_ORACLE_CAMPAIGN_VIEWCOPYCAMPAIGN_H

#include "cute-oracle/Campaign/Check.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cute::campaign {

struct ViewCopyOptions {
  uint64_t seed = 1;
  uint64_t cases = 0;
  std::vector<BackendSpec> backends;
  unsigned timeoutSeconds = 10;
  /// Where reproducers go (created when there is one).
  std::string corpusDir;
  /// Shrink attempts per finding, at most.
  unsigned shrinkBudget = 300;
  /// The --backends list as given, which a reproduce command repeats.
  std::string backendList;
};

/// Runs the campaign; the exit status of cute-fuzz: 0 when every case
/// agreed, 1 with findings (summarized on stdout), 2 when a reproducer
/// cannot be written.
int runViewCopies(const ViewCopyOptions &o);

} // namespace cute::campaign

#endif
