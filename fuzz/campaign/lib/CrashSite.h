//===- CrashSite.h - The op a crash or timeout happens at ------*- C++ -*-===//
//
// A backend that is a process of its own loses its buffered output when it
// crashes or times out, so its failure names no op ("module"). The op is
// found by running it again on copies of the module whose function is cut
// short: the first op after which a cut copy fails alike. Internal to
// CuteCampaign.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_LIB_CRASHSITE_H
#define CUTE_ORACLE_CAMPAIGN_LIB_CRASHSITE_H

#include "cute-oracle/Campaign/Check.h"

namespace cute::campaign {

/// Whether `f` is a crash or a timeout.
inline bool isCrashOrTimeout(const Finding &f) { return f.kind == "crash" || f.kind == "timeout"; }

/// The cute op (without `cute.`) of `function` in `m` at which `spec`,
/// running @main of `m`, ends with `outcome` (a crash or a timeout): the
/// op after which `function` is first cut so that a copy of `m` still ends
/// so. The op a print or a loop prints is named, not the print. "module"
/// when no cut copy fails alike (the whole function is needed).
std::string crashSite(mlir::ModuleOp m, llvm::StringRef function, const BackendSpec &spec,
                      unsigned timeoutSeconds, oracle::Outcome outcome);

} // namespace cute::campaign

#endif // CUTE_ORACLE_CAMPAIGN_LIB_CRASHSITE_H
