//===- InterpreterBackend.cpp - interp/eval behind the Backend API --------===//
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

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

/// While alive, keeps the first error diagnostic of each run in the string
/// `into` names, and has MLIR not print the failing op into a note with
/// each error (the context's default): a run keeps only its first error's
/// message, and printing an op costs more than most runs.
class FirstErrorCapture {
public:
  explicit FirstErrorCapture(mlir::MLIRContext *ctx)
      : ctx(ctx), printsOp(ctx->shouldPrintOpOnDiagnostic()),
        handler(ctx, [this](mlir::Diagnostic &d) {
          if (d.getSeverity() == mlir::DiagnosticSeverity::Error && error && error->empty())
            *error = d.str();
          return mlir::success();
        }) {
    ctx->printOpOnDiagnostic(false);
  }
  ~FirstErrorCapture() { ctx->printOpOnDiagnostic(printsOp); }
  FirstErrorCapture(const FirstErrorCapture &) = delete;
  FirstErrorCapture &operator=(const FirstErrorCapture &) = delete;

  /// The next run's first error goes to `target`.
  void into(std::string *target) { error = target; }

private:
  mlir::MLIRContext *ctx;
  bool printsOp;
  std::string *error = nullptr;
  mlir::ScopedDiagnosticHandler handler;
};

class InterpreterBackend : public Backend {
public:
  explicit InterpreterBackend(eval::Options given) : options(std::move(given)) {
    options.onRefusal = [this, also = options.onRefusal](mlir::Operation *op) {
      if (also)
        also(op);
      // Only the innermost op that refused (the first told) is named, and
      // only a cute op: an op around it failing in turn is not the cause.
      llvm::StringRef name = op->getName().getStringRef();
      if (refusedOp && !refusedCause) {
        refusedCause = true;
        if (name.consume_front("cute."))
          *refusedOp = name.str();
      }
    };
  }

  llvm::StringRef name() const override { return "interpreter"; }

  mlir::LogicalResult prepare(mlir::ModuleOp m) override {
    module = m;
    cache = std::make_unique<eval::RunCache>();
    return mlir::success();
  }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    FirstErrorCapture capture(module.getContext());
    return runCapturing(entry, args, capture);
  }

  /// Registers the diagnostic handler once for the whole batch.
  std::vector<RunOutput> runBatch(llvm::StringRef entry,
                                  llvm::ArrayRef<std::vector<int64_t>> argLists) override {
    FirstErrorCapture capture(module.getContext());
    std::vector<RunOutput> outs;
    outs.reserve(argLists.size());
    for (const std::vector<int64_t> &args : argLists)
      outs.push_back(runCapturing(entry, args, capture));
    return outs;
  }

private:
  /// One run, its first error kept by `capture`.
  RunOutput runCapturing(llvm::StringRef entry, llvm::ArrayRef<int64_t> args,
                         FirstErrorCapture &capture) {
    RunOutput output;
    capture.into(&output.error);
    refusedOp = &output.op;
    refusedCause = false;
    BufferedStringStream printed(output.printed);
    if (mlir::failed(eval::runFunction(module, entry, args, options, printed, cache.get())))
      output.outcome = Outcome::Refused;
    printed.flush();
    capture.into(nullptr);
    refusedOp = nullptr;
    return output;
  }

  eval::Options options;
  /// Where the running run's refusing op goes (RunOutput::op).
  std::string *refusedOp = nullptr;
  /// Whether the running run's refusing op was told.
  bool refusedCause = false;
  mlir::ModuleOp module;
  /// What the runs of `module` share.
  std::unique_ptr<eval::RunCache> cache;
};

} // namespace

std::unique_ptr<Backend> makeInterpreterBackend(eval::Options options) {
  return std::make_unique<InterpreterBackend>(std::move(options));
}

} // namespace cute::oracle
