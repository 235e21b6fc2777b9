//===- Backend.h - One interface for every way of running cute IR -*- C++ -*-===//
//
// A backend prepares a module once and then runs one of its functions on
// many argument vectors, returning what the program printed. The
// interpreter (interp/eval), the host JIT (lowering + ExecutionEngine), and
// later the CUDA driver and external pipelines implement it.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_BACKEND_H
#define CUTE_ORACLE_ORACLE_BACKEND_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cute::oracle {

/// How a run ended.
enum class Outcome : uint8_t {
  /// It ran to its end.
  Finished,
  /// It stopped with an error of its own: a run-time check of the program
  /// or the backend's diagnostic (an interpreter error names the op).
  Refused,
  /// A signal ended it. A shell reports a child killed by signal N as exit
  /// status 128 + N, which counts as signal N.
  Crashed,
  /// It did not finish within the time limit and was killed.
  TimedOut,
  /// An external command exited with a nonzero status that is not a
  /// shell's report of a signal.
  BadExit,
  /// The backend refused the module as a whole before running it (its
  /// parser or verifier); `op` names the op its diagnostic points at.
  Rejected,
};

/// "finished", "refused", "crashed", "timed out", "bad exit", "rejected".
llvm::StringRef outcomeName(Outcome outcome);

/// "was killed by signal N (its description)".
std::string killedBySignal(int signal);

/// What one run printed, and how it ended.
struct RunOutput {
  /// Everything the program printed (cute.print lines), in order.
  std::string printed;
  Outcome outcome = Outcome::Finished;
  /// Why the run did not finish; empty when it finished.
  std::string error;
  /// The signal that ended a crashed run, the status of a bad exit; 0
  /// otherwise.
  int code = 0;
  /// The op the outcome points at when the backend can tell, without
  /// "cute." ("size"): the cute op the interpreter refused at, a rejection's,
  /// "module" when its diagnostic points at no op. "module" for an external command's crash or timeout: what it
  /// printed before was what its buffers held, so where its output stops
  /// says nothing about where it stopped.
  std::string op;

  RunOutput() = default;
  explicit RunOutput(std::string printed, Outcome outcome = Outcome::Finished,
                     std::string error = "", int code = 0)
      : printed(std::move(printed)), outcome(outcome), error(std::move(error)), code(code) {}

  bool ok() const { return outcome == Outcome::Finished; }
  /// This run (what it printed) marked as ended by `outcome` for `why`.
  RunOutput &stop(Outcome why, std::string message, int withCode = 0) {
    outcome = why;
    error = std::move(message);
    code = withCode;
    return *this;
  }
  /// A run that printed nothing and was refused for `why`.
  static RunOutput refused(std::string why) {
    RunOutput out;
    out.stop(Outcome::Refused, std::move(why));
    return out;
  }
};

class Backend {
public:
  virtual ~Backend() = default;
  /// A short name for messages: "interpreter", "jit", ...
  virtual llvm::StringRef name() const = 0;
  /// Prepares `module` for running (a backend that transforms IR works on
  /// its own clone). Problems are reported as diagnostics on the module's
  /// context and make this return failure.
  virtual mlir::LogicalResult prepare(mlir::ModuleOp module) = 0;
  /// Runs function `entry` of the prepared module with one integer per
  /// function argument (i1, i32, i64 or index; i32 arguments are truncated
  /// to 32 bits). The function returns no results.
  virtual RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) = 0;
  /// Runs `entry` once per argument vector, in order. A backend that
  /// isolates its runs in child processes does a whole batch in one child.
  virtual std::vector<RunOutput> runBatch(llvm::StringRef entry,
                                          llvm::ArrayRef<std::vector<int64_t>> argLists) {
    std::vector<RunOutput> outs;
    for (const std::vector<int64_t> &args : argLists)
      outs.push_back(run(entry, args));
    return outs;
  }

  /// Makes later runs also hand each piece of printed text to `observer` as
  /// it is printed, so a caller keeps what a run printed before it crashed
  /// the process. Backends that cannot crash the process may ignore it.
  void setPrintObserver(std::function<void(llvm::StringRef)> observer) {
    printObserver = std::move(observer);
  }

protected:
  std::function<void(llvm::StringRef)> printObserver;
};

} // namespace cute::oracle

#endif
