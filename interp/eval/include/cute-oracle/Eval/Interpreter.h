//===- Interpreter.h - The IR interpreter -----------------------*- C++ -*-===//
//
// Executes a verified module on concrete values: func, arith, scf, cf,
// memref and every cute op. Cute values are interp/core values whose
// dynamic leaves are bound to their run-time integers, so the algebra takes
// the same paths it takes for `?` (CuTe C++'s run-time integers) and every
// result is checked against the static parts of its declared type.
// Errors (unsupported ops, division by zero, overflow, out-of-bounds
// accesses, step and memory limits) are diagnostics at the op's location.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_INTERPRETER_H
#define CUTE_ORACLE_EVAL_INTERPRETER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace cute::eval {

struct Limits {
  /// Operations executed per run, calls included.
  uint64_t maxSteps = 50'000'000;
  /// Nested calls.
  unsigned maxCallDepth = 1000;
  /// Memref elements alive at once.
  uint64_t maxMemrefElements = uint64_t(1) << 28;
};

struct Options {
  Limits limits;
  /// When non-empty, every printed layout is also saved as
  /// `<svgDir>/layout-<n>.svg` (n counts from 0 over the run).
  std::string svgDir;
  /// Called with a cute.print op once per line it prints (a table: once
  /// per line of it), so a reducer maps output lines back to the ops that
  /// printed them.
  std::function<void(mlir::Operation *)> onPrint;
  /// Called with the op whose execution refused the run (a run-time check
  /// of it failed), then with each op around it that fails in turn (the
  /// call, the loop): the first call names the op that refused.
  std::function<void(mlir::Operation *)> onRefusal;
};

/// The integer width of an integer or index type (index is 64); 0 for
/// other types.
unsigned intWidth(mlir::Type t);

/// True when `value` is an integer of `width` bits: 0 or 1 for i1, the
/// signed range otherwise (index is 64 bits). Width 0 (not an integer
/// argument) is left to the caller's own check.
inline bool fitsArgumentWidth(int64_t value, unsigned width) {
  if (width == 1)
    return value == 0 || value == 1;
  if (width == 0 || width >= 64)
    return true;
  int64_t bound = int64_t(1) << (width - 1);
  return value >= -bound && value < bound;
}

/// The error for an entry function that returns values: runs are
/// `mlir-runner -entry-point-result=void` runs.
inline std::string entryWithResultsMessage(llvm::StringRef entry) {
  return ("@" + entry + " returns values; the entry function must return nothing").str();
}

/// The error for an entry function argument of type `t`, which is no
/// integer or index: run() arguments are integers.
inline std::string entryArgumentMessage(mlir::Type t) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "entry arguments must be integers or index but got '" << t << "'";
  return text;
}

/// What the runs of one module share, filled by the runs as they go: the
/// value each cute type declares, parsed once rather than once per run; each
/// called function compiled once (its values' frame slots, its ops' records)
/// with up to a few frames of returned calls, whose values' storage the next
/// calls reuse; and how each cute op runs, decided once from its types and
/// attributes. Valid while the module lives and is not changed; one run at
/// a time.
class RunCache {
public:
  RunCache();
  ~RunCache();
  struct Derived;
  std::unique_ptr<Derived> derived;
};

/// Runs function `entry` of `module` with one integer per argument (i1, iN
/// or index arguments; a value that does not fit its argument's width is an
/// error), writing what cute.print prints to `out`. Diagnostics go to the module's
/// context; returns failure after the first error. Runs of one module given
/// one `cache` reuse what earlier runs derived.
mlir::LogicalResult runFunction(mlir::ModuleOp module, llvm::StringRef entry,
                                llvm::ArrayRef<int64_t> args, const Options &options,
                                llvm::raw_ostream &out, RunCache *cache = nullptr);

} // namespace cute::eval

#endif
