//===- InterpreterBackend.cpp - interp/eval behind the Backend API --------===//
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/ScopeExit.h"

namespace cute::oracle {

namespace {

/// A stream into a string through a buffer of its own. A run prints a few
/// short pieces per op, which an unbuffered raw_string_ostream appends to
/// the string one by one. Flush before reading the string.
class BufferedStringStream : public llvm::raw_ostream {
public:
  explicit BufferedStringStream(std::string &out) : out(out) { SetBuffer(buffer, sizeof(buffer)); }
  ~BufferedStringStream() override { flush(); }

private:
  void write_impl(const char *ptr, size_t size) override { out.append(ptr, size); }
  uint64_t current_pos() const override { return out.size(); }

  std::string &out;
  char buffer[1024];
};

class InterpreterBackend : public Backend {
public:
  explicit InterpreterBackend(eval::Options options) : options(std::move(options)) {}

  llvm::StringRef name() const override { return "interpreter"; }

  mlir::LogicalResult prepare(mlir::ModuleOp m) override {
    module = m;
    cache = std::make_unique<eval::RunCache>();
    return mlir::success();
  }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    RunOutput output;
    BufferedStringStream printed(output.printed);
    // A run keeps only its first error's message, so the note that prints
    // the failing op with each error (the context's default) is not built:
    // printing an op costs more than most runs.
    mlir::MLIRContext *ctx = module.getContext();
    bool printsOp = ctx->shouldPrintOpOnDiagnostic();
    ctx->printOpOnDiagnostic(false);
    llvm::scope_exit restore([&] { ctx->printOpOnDiagnostic(printsOp); });
    mlir::ScopedDiagnosticHandler capture(ctx, [&](mlir::Diagnostic &d) {
      if (d.getSeverity() == mlir::DiagnosticSeverity::Error && output.error.empty())
        output.error = d.str();
      return mlir::success();
    });
    output.ok = mlir::succeeded(eval::runFunction(module, entry, args, options, printed, cache.get()));
    printed.flush();
    return output;
  }

private:
  eval::Options options;
  mlir::ModuleOp module;
  /// What the runs of `module` share.
  std::unique_ptr<eval::RunCache> cache;
};

} // namespace

std::unique_ptr<Backend> makeInterpreterBackend(eval::Options options) {
  return std::make_unique<InterpreterBackend>(std::move(options));
}

} // namespace cute::oracle
