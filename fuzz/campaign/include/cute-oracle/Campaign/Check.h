//===- Check.h - One program on every backend, as a finding or not -*- C++ -*-===//
//
// A program is written in its three forms; each form is parsed, verified
// and prepared once per backend, and run: the Static form once, the
// Constants form on the witness, the Arguments form on many valuations.
// The interpreter is the reference; every other backend must print the
// same and succeed or fail alike. An external backend (a shell command)
// runs one @main per form that calls the case on the whole batch.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_CHECK_H
#define CUTE_ORACLE_CAMPAIGN_CHECK_H

#include "cute-oracle/Campaign/CaseCounts.h"
#include "cute-oracle/Fuzz/Program.h"
#include "cute-oracle/Oracle/Backend.h"
#include "cute-oracle/Oracle/BackendSpec.h"
#include "cute-oracle/Oracle/Bisect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace cute::campaign {

using oracle::BackendSpec;
using oracle::Contract;

/// Every kind of finding (Finding::kind).
inline constexpr llvm::StringLiteral findingKinds[] = {
    "output", "missing-error", "spurious-error", "wrong-error", "crash", "timeout", "rejected"};

/// A disagreement between the interpreter and one backend.
struct Finding {
  /// "output" (both finished, different text), "missing-error" (the
  /// interpreter refused, the backend printed a value), "spurious-error"
  /// (the other way round), "wrong-error" (both refused, naming different
  /// ops), "crash" (a signal ended the backend's run; from a shell, exit
  /// status 128 + N), "timeout", "rejected" (the backend could not prepare
  /// a program the interpreter runs; an external one refused the module as
  /// a whole, with a diagnostic at the op's line).
  std::string kind;
  std::string backend;
  /// The op whose printed value first differs (or where the run stopped).
  std::string op;
  fuzz::Form form = fuzz::Form::Arguments;
  std::vector<int64_t> valuation;
  /// The first differing lines (or the run's error), reference first.
  std::string expected, actual;
  /// The readable report of the comparison.
  std::string detail;
  /// Where bisection puts the bug: the first pass after which the
  /// interpreted output changes, and inside it the pattern whose
  /// application changes it (`cute-expand/ExpandOp<cute.ceil_div>`); empty
  /// when not bisected (a backend that is not a pass pipeline).
  std::string guilty;
  /// Semantic: op, kind and backends (not the values). Shrinking and
  /// reduction keep it.
  std::string baseSignature() const { return op + "." + kind + ".interpreter-vs-" + backend; }
  /// What findings are deduplicated by: the base signature and, when
  /// bisected, `@` and the guilty pass and pattern.
  std::string signature() const {
    return guilty.empty() ? baseSignature() : baseSignature() + "@" + guilty;
  }
};

/// A finding with the module that shows it: one record from the check to
/// the reproducer and the report. The module is printed once; the
/// interpreter's run of it is what the reproducer expects.
struct Case {
  Finding finding;
  /// A module whose @main shows the finding: the program's case called on
  /// the failing valuation, or what the reducer made of it.
  std::string module;
  /// What the reproducer expects: the interpreter's run of @main of
  /// `module`, as it was compared (or another reference's output, for a
  /// finding against the interpreter itself).
  oracle::RunOutput reference;
};

/// `signature` without its `@PASS/PATTERN` part: the base signature of the
/// finding it names.
inline llvm::StringRef baseOfSignature(llvm::StringRef signature) {
  return signature.split('@').first;
}

/// The guilty pass and pattern of a bisection as a signature part:
/// "cute-expand" or "cute-expand/ExpandOp<cute.ceil_div>" (without the
/// application count or place, which vary between programs hitting one bug).
std::string guiltyKey(const oracle::Bisection &b);

/// Whether `f` is a known issue: `known` names its signature, or its base
/// signature (then whatever pass is guilty).
bool isKnownFinding(const std::set<std::string> &known, const Finding &f);

struct CheckStats {
  CaseCounts counts;
  /// Runs per op and form, for the coverage table.
  std::map<std::string, std::map<std::string, uint64_t>> perOpForm;
  /// Programs that did not verify (a generator bug, reported).
  uint64_t invalidPrograms = 0;
  std::string lastInvalid;
};

class Checker {
public:
  Checker(std::vector<BackendSpec> backends, unsigned valuations, unsigned timeoutSeconds);
  ~Checker();

  /// The first finding of `p` (forms in order Static, Constants,
  /// Arguments; valuations drawn from `rng`), or none.
  std::optional<Finding> check(const fuzz::Program &p, std::mt19937_64 &rng, CheckStats &stats);

  /// Whether `p` still fails like `like` (same signature), on the
  /// valuations of `like`'s form: like's own valuation (adapted to p's
  /// leaves), the witness and a few drawn from `rng`. The finding is
  /// updated to p's.
  std::optional<Finding> reproduces(const fuzz::Program &p, const Finding &like,
                                    std::mt19937_64 &rng);

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// For a finding against the JIT: the first pass of the cute-to-llvm
/// pipeline after which the interpreter's output of the reproducer module
/// `text` (whose @main fails) changes (oracle/Bisect.h); none for another
/// backend.
std::optional<oracle::Bisection> bisectCase(const std::string &text, const Finding &f);

/// Runs @main of the module `text` with a backend `makeBackend` makes,
/// prepared on it (a parse, verification or preparation error is a failed
/// run).
oracle::RunOutput runOnText(const std::string &text,
                            const std::function<std::unique_ptr<oracle::Backend>()> &makeBackend);
/// runOnText with the interpreter.
oracle::RunOutput runInterpreterOnText(const std::string &text);

/// The dialects (and interfaces) every backend's context needs.
mlir::DialectRegistry backendRegistry();

/// Parses (and verifies) `text` into `ctx`, appending the diagnostics to
/// `diagnostics`.
mlir::OwningOpRef<mlir::ModuleOp> parseText(mlir::MLIRContext &ctx, const std::string &text,
                                            std::string &diagnostics);

/// The cute op a diagnostic names (`'cute.X' op ...`), or "module".
std::string opNamedIn(llvm::StringRef diagnostics);

/// Every op of the cute dialect (without `cute.`), sorted.
std::vector<std::string> allCuteOps();

/// The "wrong-error" finding for two runs that both refused with the same
/// output, when the backend's error names another cute op than the
/// interpreter's (a check missing in one op and caught by a later one);
/// none when they name the same op or one names none.
std::optional<Finding> refusedByAnotherOp(const std::string &backend, fuzz::Form form,
                                         const oracle::RunOutput &ref,
                                         const oracle::RunOutput &act);

/// The finding for two runs that disagree (the reference first), or none;
/// `opAt(line)` names the op that printed output line `line`.
std::optional<Finding> classifyRuns(const std::string &backend, fuzz::Form form,
                                    const oracle::RunOutput &ref, const oracle::RunOutput &act,
                                    const std::function<std::string(size_t)> &opAt);

/// The op printed on output line `line` (0-based) of `p`'s case written in
/// form `form` (counted modulo the lines of one run).
std::string opAtLine(const fuzz::Program &p, fuzz::Form form, size_t line);

/// The op that computed what a cute.print prints, without `cute.`
/// ("ceil_div", "arith.addi"), or "argument" for a block argument: the op
/// a print's output line is attributed to; "print" for a table print,
/// whose lines are its own. A value returned by a function that returns
/// its argument is the argument's: the op before the call is named.
/// For a generated program, the op opAtLine names.
std::string printedBy(mlir::Operation *print);

} // namespace cute::campaign

#endif
