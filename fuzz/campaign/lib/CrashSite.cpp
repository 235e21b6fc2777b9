//===- CrashSite.cpp - The op a crash or timeout happens at ---------------===//
#include "CrashSite.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace cute::campaign {

namespace {

/// The ops of `f`'s body, its terminator excluded.
std::vector<mlir::Operation *> bodyOps(mlir::func::FuncOp f) {
  std::vector<mlir::Operation *> ops;
  for (mlir::Operation &op : f.getBody().front().without_terminator())
    ops.push_back(&op);
  return ops;
}

/// A copy of `m` whose `function` keeps its first `keep` ops (and its
/// terminator); none when the terminator uses a value of a dropped op.
mlir::OwningOpRef<mlir::ModuleOp> cutCopy(mlir::ModuleOp m, llvm::StringRef function,
                                          size_t keep) {
  mlir::OwningOpRef<mlir::ModuleOp> copy(m.clone());
  auto f = mlir::SymbolTable::lookupNearestSymbolFrom<mlir::func::FuncOp>(
      *copy, mlir::StringAttr::get(m.getContext(), function));
  if (!f || f.getBody().empty() || f.getBody().front().getTerminator()->getNumOperands() > 0)
    return nullptr;
  std::vector<mlir::Operation *> ops = bodyOps(f);
  // Later ops use earlier ones only: erase from the end.
  for (size_t i = ops.size(); i > keep; --i)
    ops[i - 1]->erase();
  return copy;
}

/// The cute op `op` stands for: itself; for a print, the op of its first
/// operand; for an op with regions (a loop), the first cute op inside
/// that is not a print. "module" when it is none.
std::string cuteOpOf(mlir::Operation *op) {
  auto nameOf = [](mlir::Operation *o) -> std::string {
    llvm::StringRef name = o->getName().getStringRef();
    return name.consume_front("cute.") && name != "print" ? name.str() : "";
  };
  if (std::string name = nameOf(op); !name.empty())
    return name;
  if (op->getName().getStringRef() == "cute.print" && op->getNumOperands() > 0)
    if (std::string printed = printedBy(op);
        printed != "argument" && !llvm::StringRef(printed).contains('.'))
      return printed;
  std::string inside;
  op->walk([&](mlir::Operation *o) {
    if (inside.empty() && o != op)
      inside = nameOf(o);
  });
  return inside.empty() ? "module" : inside;
}

/// `v`, or where a call of a function that returns one of its arguments
/// unchanged gives `v`, the value passed for that argument (through any
/// number of such calls).
mlir::Value throughPassingCalls(mlir::Value v) {
  while (auto call = v.getDefiningOp<mlir::func::CallOp>()) {
    auto callee = mlir::SymbolTable::lookupNearestSymbolFrom<mlir::func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || !callee.getBody().hasOneBlock())
      break;
    auto ret = llvm::dyn_cast<mlir::func::ReturnOp>(callee.getBody().front().getTerminator());
    if (!ret)
      break;
    auto arg = llvm::dyn_cast<mlir::BlockArgument>(
        ret.getOperand(llvm::cast<mlir::OpResult>(v).getResultNumber()));
    if (!arg)
      break;
    v = call.getOperand(arg.getArgNumber());
  }
  return v;
}

} // namespace

std::string printedBy(mlir::Operation *print) {
  if (print->hasAttr("table"))
    return "print";
  mlir::Operation *def = throughPassingCalls(print->getOperand(0)).getDefiningOp();
  if (!def)
    return "argument";
  llvm::StringRef name = def->getName().getStringRef();
  name.consume_front("cute.");
  return name.str();
}

std::string crashSite(mlir::ModuleOp m, llvm::StringRef function, const BackendSpec &spec,
                      unsigned timeoutSeconds, oracle::Outcome outcome) {
  auto f = mlir::SymbolTable::lookupNearestSymbolFrom<mlir::func::FuncOp>(
      m, mlir::StringAttr::get(m.getContext(), function));
  if (!f || f.getBody().empty())
    return "module";
  std::vector<mlir::Operation *> ops = bodyOps(f);
  auto failsAlike = [&](size_t keep) {
    mlir::OwningOpRef<mlir::ModuleOp> copy = cutCopy(m, function, keep);
    if (!copy)
      return false;
    std::unique_ptr<oracle::Backend> backend = makeBackend(spec, timeoutSeconds);
    return mlir::succeeded(backend->prepare(*copy)) &&
           backend->run("main", {}).outcome == outcome;
  };
  // The fewest ops kept that still fail: a failure that happens at an op
  // happens in every copy that keeps it. The whole function failed in the
  // caller's run; it is run again only when no shorter copy fails (a
  // failure that does not recur names no op).
  size_t lo = 1, hi = ops.size();
  if (hi == 0)
    return "module";
  bool cutFailed = false;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (failsAlike(mid)) {
      hi = mid;
      cutFailed = true;
    } else {
      lo = mid + 1;
    }
  }
  if (!cutFailed && !failsAlike(hi))
    return "module";
  return cuteOpOf(ops[lo - 1]);
}

} // namespace cute::campaign
