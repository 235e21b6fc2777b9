//===- Bisect.cpp - The first pass after which the output changes ---------===//
#include "cute-oracle/Oracle/Bisect.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
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
  return a.ok == b.ok && a.printed == b.printed;
}

} // namespace

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
      return Bisection{p.name, "fails", before, diagnostics, expected, {"", false, diagnostics}};
    RunOutput actual = interpret(*work, entry);
    if (same(actual, expected))
      continue;
    bool cannotRun = !actual.ok && llvm::StringRef(actual.error).contains("does not support");
    return Bisection{p.name, cannotRun ? "leaves IR the interpreter cannot run" : "changes the output",
                     before, text(*work), expected, actual};
  }
  return std::nullopt;
}

} // namespace cute::oracle
