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

/// What one run printed, and how it ended.
struct RunOutput {
  /// Everything the program printed (cute.print lines), in order.
  std::string printed;
  /// False when the run stopped with an error; `error` then says why.
  bool ok = true;
  std::string error;
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
