//===- Bisect.h - The first pass after which the output changes -*- C++ -*-===//
//
// Per-pass bisection: a pipeline runs one pass at a time on a copy of a
// module, and after each pass the interpreter runs the entry function of
// the IR as it is then (the interpreter runs cute, arith, scf, cf, func and
// memref, so every IR up to --cute-expand). The first pass after which
// what it prints (or whether it fails) differs from the original module's
// run is the guilty pass. Where the interpreter cannot run the IR any more
// (the LLVM dialect), bisection stops and says so: the difference arises
// in that pass or a later one. Inside a guilty pass that supports it, the
// bisection goes one level deeper: the first pattern application after
// which the output changes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_BISECT_H
#define CUTE_ORACLE_ORACLE_BISECT_H

#include "cute-oracle/Lower/Pipeline.h"
#include "cute-oracle/Oracle/Backend.h"

#include <optional>
#include <string>

namespace cute::oracle {

struct Bisection {
  /// The pass (its command-line name).
  std::string pass;
  /// "changes the output", "fails", or "leaves IR the interpreter cannot
  /// run" (then the difference is in this pass or a later one).
  std::string how;
  /// The IR before and after the pass.
  std::string before, after;
  /// What the interpreter printed on the original module and after the pass.
  RunOutput expected, actual;
  /// Per-pattern bisection inside a pass that changes the output (run with
  /// MLIR's debug counter on the `apply-pattern` action, the pass left
  /// partial): the first application after which the output changes
  /// (1-based) of how many, its pattern and the op it rewrote.
  int64_t application = 0, applications = 0;
  std::string pattern, rewrittenOp;
};

/// "cute-expand (changes the output), pattern application 3 of 7
/// (ExpandOp<cute.ceil_div> on cute.ceil_div at loc(...))".
std::string describe(const Bisection &b);

/// The first pass of `passes` after which the interpreter's run of `entry`
/// (no arguments) on the transformed `module` differs from its run on
/// `module`; none when every pass keeps it. `module` is not changed.
std::optional<Bisection> bisectPasses(mlir::ModuleOp module, llvm::StringRef entry,
                                      const std::vector<lower::PipelinePass> &passes);

} // namespace cute::oracle

#endif
