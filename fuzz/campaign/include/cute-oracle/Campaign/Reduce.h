//===- Reduce.h - Reduce a failing module while it fails the same way -*- C++ -*-===//
//
// A module whose @main the interpreter and a backend disagree on is
// reduced while the disagreement keeps its signature (op, kind, backend):
// every candidate must parse and verify, and is then run on both. The
// candidates, tried until none is accepted or the budget is spent:
// - MLIR's inliner, symbol-dce and --cute-fold-static on the whole module
//   (a batch @main calling @case becomes straight-line code on constants);
// - erasing an op without uses (prints, then what only they used);
// - bypassing an op: its uses take an operand of the result's type;
// - the cute dialect's reduction patterns (DialectReductionPatternInterface:
//   an op with fully static results becomes cute.static);
// - an integer constant replaced by 0, 1 or half its value.
//
// MLIR's own reduction-tree pass (mlir-reduce) crashes in LLVM 22.1 when a
// variant is uninteresting (ReductionNode clones an erased module; fixed
// upstream by llvm-project PR 195997), so this driver applies the same
// patterns itself.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_REDUCE_H
#define CUTE_ORACLE_CAMPAIGN_REDUCE_H

#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/Profile.h"

#include <functional>

namespace mlir {
class MLIRContext;
class ModuleOp;
} // namespace mlir

namespace cute::campaign {

/// The first op of `m` (or operand of it) outside `profile`, in words;
/// none when `profile` admits the module.
std::optional<std::string> outsideProfile(const fuzz::Profile &profile, mlir::ModuleOp m);

/// The case of module `text` when the interpreter and `backend` disagree
/// on its @main: how, and the interpreter's run; none when they agree.
/// `error` is set when the module does not parse or has no @main.
std::optional<Case> caseOnModule(mlir::MLIRContext &ctx, const std::string &text,
                                 const BackendSpec &backend, unsigned timeoutSeconds,
                                 std::string &error);

/// caseOnModule in a context of its own.
std::optional<Case> caseOnText(const std::string &text, const BackendSpec &backend,
                               unsigned timeoutSeconds, std::string &error);

struct ReduceOptions {
  BackendSpec backend;
  unsigned timeoutSeconds = 20;
  /// Candidates tried, at most.
  unsigned budget = 2000;
  /// Told each accepted step ("erase cute.print", ...).
  std::function<void(const std::string &)> log;
  /// Candidates evaluated at once, each in a child process of its own.
  unsigned jobs = 1;
  /// The backend's dialect: a candidate outside it is not tried.
  fuzz::Profile profile;
};

struct Reduction {
  /// The reduced module as printed (without the input's comments), its
  /// finding and the interpreter's run of it.
  Case reduced;
  unsigned tried = 0, accepted = 0;
};

/// `text` with a @main that calls `entry` on `args` (as constants), so
/// that a failing run of any function can be reduced; `text` itself when
/// `entry` is main and takes no arguments. An entry named main with
/// arguments is renamed @main_under_test first; another @main is replaced.
/// None (with `error`) when the module does not parse, or the entry does not exist, returns values,
/// or does not take `args` (count, integer types, each value fitting).
std::optional<std::string> withMainCalling(const std::string &text, const std::string &entry,
                                           const std::vector<int64_t> &args,
                                           std::string &error);

/// Reduces `text`; none (with `error`) when it does not parse or the
/// backends agree on it.
std::optional<Reduction> reduceModule(const std::string &text, const ReduceOptions &options,
                                      std::string &error);

} // namespace cute::campaign

#endif
