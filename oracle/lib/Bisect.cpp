//===- Bisect.cpp - The first pass after which the output changes ---------===//
#include "cute-oracle/Oracle/Bisect.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Debug/Counter.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "llvm/Support/raw_ostream.h"

namespace cute::oracle {

namespace {

std::string text(mlir::ModuleOp m) {
  std::string s;
  llvm::raw_string_ostream os(s);
  m.print(os);
  return s;
}

RunOutput interpret(mlir::ModuleOp m, llvm::StringRef entry) {
  std::unique_ptr<Backend> interp = makeInterpreterBackend();
  (void)interp->prepare(m);
  return interp->run(entry, {});
}

bool same(const RunOutput &a, const RunOutput &b) {
  return a.ok() == b.ok() && a.printed == b.printed;
}

/// Runs `pass` on a copy of `before` with at most `limit` applications of
/// any pattern (MLIR's debug counter on the apply-pattern action; -1: no
/// limit) and interprets the result. Counts the applications in `seen`
/// and records the `record`-th one's pattern and op.
RunOutput runLimited(mlir::ModuleOp before, llvm::StringRef entry, const lower::PipelinePass &pass,
                     int64_t limit, int64_t &seen, int64_t record = 0, Bisection *into = nullptr) {
  mlir::MLIRContext *ctx = before.getContext();
  mlir::OwningOpRef<mlir::ModuleOp> work(before.clone());
  mlir::tracing::DebugCounter counter;
  if (limit >= 0)
    counter.addCounter(mlir::ApplyPatternAction::tag, 0, limit);
  seen = 0;
  ctx->registerActionHandler([&](llvm::function_ref<void()> transform,
                                 const mlir::tracing::Action &action) {
    if (action.getTag() == mlir::ApplyPatternAction::tag) {
      ++seen;
      if (into && seen == record) {
        // The action prints "`apply-pattern pattern: NAME" (its pattern is
        // not otherwise accessible).
        std::string printed;
        llvm::raw_string_ostream os(printed);
        action.print(os);
        llvm::StringRef name = llvm::StringRef(printed).split("pattern: ").second.trim();
        into->pattern = name.empty() ? "a pattern" : name.str();
        if (!action.getContextIRUnits().empty())
          if (auto *op = llvm::dyn_cast<mlir::Operation *>(action.getContextIRUnits().front())) {
            std::string where;
            if (auto loc = llvm::dyn_cast<mlir::FileLineColLoc>(op->getLoc()))
              where = " at line " + std::to_string(loc.getLine()) + " of the module";
            into->rewrittenOp = op->getName().getStringRef().str() + where;
          }
      }
    }
    counter(transform, action);
  });
  mlir::PassManager pm(ctx);
  pm.addPass(pass.createPartial());
  mlir::LogicalResult ran = mlir::failure();
  {
    mlir::ScopedDiagnosticHandler quiet(ctx, [](mlir::Diagnostic &) { return mlir::success(); });
    ran = pm.run(*work);
  }
  ctx->registerActionHandler(nullptr);
  if (mlir::failed(ran))
    return RunOutput::refused("the pass failed");
  return interpret(*work, entry);
}

/// The first pattern application of `pass` on `before` after which the
/// interpreted output differs from `expected` (binary search on the
/// number of applications allowed).
void bisectApplications(mlir::ModuleOp before, llvm::StringRef entry,
                        const lower::PipelinePass &pass, const RunOutput &expected, Bisection &b) {
  int64_t total = 0, seen = 0;
  if (!same(runLimited(before, entry, pass, -1, total), expected) && total > 0) {
    int64_t lo = 0, hi = total; // output(lo) agrees, output(hi) differs
    if (!same(runLimited(before, entry, pass, 0, seen), expected))
      return; // differs with no application at all: not a pattern's doing
    while (hi - lo > 1) {
      int64_t mid = lo + (hi - lo) / 2;
      (same(runLimited(before, entry, pass, mid, seen), expected) ? lo : hi) = mid;
    }
    b.application = hi;
    b.applications = total;
    (void)runLimited(before, entry, pass, hi, seen, hi, &b);
  }
}

/// What bisection finds at `pass` before any per-pattern search.
Bisection atPass(std::string pass, std::string how, std::string before, std::string after,
                 RunOutput expected, RunOutput actual) {
  Bisection b;
  b.pass = std::move(pass);
  b.how = std::move(how);
  b.before = std::move(before);
  b.after = std::move(after);
  b.expected = std::move(expected);
  b.actual = std::move(actual);
  return b;
}

} // namespace

std::string describe(const Bisection &b) {
  std::string s = b.pass + " (" + b.how + ")";
  if (b.application)
    s += ", pattern application " + std::to_string(b.application) + " of " +
         std::to_string(b.applications) + " (" + b.pattern +
         (b.rewrittenOp.empty() ? "" : " on " + b.rewrittenOp) + ")";
  return s;
}

std::optional<Bisection> bisectPasses(mlir::ModuleOp module, llvm::StringRef entry,
                                      const std::vector<lower::PipelinePass> &passes) {
  RunOutput expected = interpret(module, entry);
  mlir::OwningOpRef<mlir::ModuleOp> work(module.clone());
  for (const lower::PipelinePass &p : passes) {
    std::string before = text(*work), diagnostics;
    mlir::PassManager pm(module.getContext());
    pm.addPass(p.create());
    mlir::LogicalResult ran = mlir::failure();
    {
      mlir::ScopedDiagnosticHandler handler(module.getContext(), [&](mlir::Diagnostic &d) {
        diagnostics += d.str() + "\n";
        return mlir::success();
      });
      ran = pm.run(*work);
    }
    if (mlir::failed(ran))
      return atPass(p.name, "fails", before, diagnostics, expected, RunOutput::refused(diagnostics));
    RunOutput actual = interpret(*work, entry);
    if (same(actual, expected))
      continue;
    bool cannotRun = !actual.ok() && llvm::StringRef(actual.error).contains("does not support");
    Bisection b =
        atPass(p.name, cannotRun ? "leaves IR the interpreter cannot run" : "changes the output",
               before, text(*work), expected, actual);
    if (!cannotRun && p.createPartial) {
      mlir::OwningOpRef<mlir::ModuleOp> start =
          mlir::parseSourceString<mlir::ModuleOp>(before, module.getContext());
      if (start)
        bisectApplications(*start, entry, p, expected, b);
    }
    return b;
  }
  return std::nullopt;
}

} // namespace cute::oracle
