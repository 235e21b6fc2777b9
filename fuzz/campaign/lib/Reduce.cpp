//===- Reduce.cpp - Reduce a failing module while it fails the same way ---===//
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "cute-oracle/Dialect/Cute/Passes.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Reducer/ReductionPatternInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace cute::campaign {

using oracle::RunOutput;

namespace {

/// The dialects of programs and of their reductions, with the cute
/// reduction patterns and the inliner interfaces.
mlir::DialectRegistry reducerRegistry() {
  mlir::DialectRegistry registry;
  oracle::registerBackendDialects(registry);
  dialect::registerCuteReductionPatterns(registry);
  mlir::func::registerInlinerExtension(registry);
  return registry;
}

/// The op that computed what a cute.print printed: "ceil_div", or
/// "argument" for a block argument.
std::string printedBy(mlir::Operation *print) {
  mlir::Operation *def = print->getOperand(0).getDefiningOp();
  if (!def)
    return "argument";
  llvm::StringRef name = def->getName().getStringRef();
  name.consume_front("cute.");
  return name.str();
}

} // namespace

std::optional<Finding> findingOnModule(mlir::MLIRContext &ctx, const std::string &text,
                                       const BackendSpec &backend, unsigned timeoutSeconds,
                                       std::string &error) {
  std::string diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, diagnostics);
  if (!m) {
    error = "the module does not parse or verify:\n" + diagnostics;
    return std::nullopt;
  }
  std::vector<std::string> printers;
  eval::Options options;
  options.onPrint = [&](mlir::Operation *print) { printers.push_back(printedBy(print)); };
  std::unique_ptr<oracle::Backend> interp = oracle::makeInterpreterBackend(options);
  (void)interp->prepare(*m);
  RunOutput reference = interp->run("main", {});
  std::unique_ptr<oracle::Backend> other = makeBackend(backend, timeoutSeconds);
  std::string prepareErrors;
  mlir::LogicalResult prepared = mlir::failure();
  {
    mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
      prepareErrors += d.str() + "\n";
      return mlir::success();
    });
    prepared = other->prepare(*m);
  }
  RunOutput actual = mlir::succeeded(prepared) ? other->run("main", {})
                                               : RunOutput{"", false, prepareErrors};
  std::optional<Finding> f =
      classifyRuns(backend.name, fuzz::Form::Constants, reference, actual, [&](size_t line) {
        return line < printers.size() ? printers[line] : std::string("end");
      });
  if (f && mlir::failed(prepared)) {
    f->kind = "rejected";
    f->op = opNamedIn(prepareErrors);
  }
  return f;
}

std::optional<Finding> findingOnText(const std::string &text, const BackendSpec &backend,
                                     unsigned timeoutSeconds, std::string &error) {
  mlir::MLIRContext ctx(reducerRegistry());
  ctx.loadAllAvailableDialects();
  return findingOnModule(ctx, text, backend, timeoutSeconds, error);
}

namespace {

/// The ops a candidate may change, in a stable (pre-order) order.
std::vector<mlir::Operation *> candidates(mlir::ModuleOp m) {
  std::vector<mlir::Operation *> ops;
  m.walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    if (op != m.getOperation() && !op->hasTrait<mlir::OpTrait::IsTerminator>())
      ops.push_back(op);
  });
  return ops;
}

/// One candidate change of op `op`; false when it does not apply.
using Change = std::function<bool(mlir::Operation *op, mlir::ModuleOp m)>;

bool eraseUnused(mlir::Operation *op, mlir::ModuleOp m) {
  if (auto f = mlir::dyn_cast<mlir::func::FuncOp>(op)) {
    if (f.getName() == "main" || !mlir::SymbolTable::symbolKnownUseEmpty(f, m))
      return false;
  } else if (!op->use_empty() || op->getNumRegions() > 0) {
    return false;
  }
  op->erase();
  return true;
}

bool staticize(mlir::Operation *op, mlir::ModuleOp) {
  mlir::RewritePatternSet patterns(op->getContext());
  if (auto *iface = mlir::dyn_cast<mlir::DialectReductionPatternInterface>(op->getDialect()))
    iface->populateReductionPatterns(patterns);
  if (patterns.getNativePatterns().empty())
    return false;
  bool changed = false;
  (void)mlir::applyOpPatternsGreedily({op}, std::move(patterns), {}, &changed);
  return changed;
}

/// Replaces an integer constant by `f(value)` when that differs.
Change shrinkConstant(std::function<int64_t(int64_t)> f) {
  return [f](mlir::Operation *op, mlir::ModuleOp) {
    auto c = mlir::dyn_cast<mlir::arith::ConstantOp>(op);
    auto i = c ? mlir::dyn_cast<mlir::IntegerAttr>(c.getValue()) : nullptr;
    if (!i || i.getType().isInteger(1))
      return false;
    int64_t v = i.getValue().getSExtValue(), w = f(v);
    if (w == v)
      return false;
    c.setValueAttr(mlir::IntegerAttr::get(i.getType(), w));
    return true;
  };
}

std::string print(mlir::ModuleOp m) {
  std::string s;
  llvm::raw_string_ostream os(s);
  m.print(os);
  return s;
}

class Reducer {
public:
  Reducer(mlir::MLIRContext &ctx, const ReduceOptions &o, Reduction &r) : ctx(ctx), o(o), r(r) {}

  /// Whether `text` fails like the current reduction; then it becomes it.
  bool accept(const std::string &text, const std::string &step) {
    if (r.tried >= o.budget)
      return false;
    ++r.tried;
    std::string error;
    std::optional<Finding> f = findingOnModule(ctx, text, o.backend, o.timeoutSeconds, error);
    if (!f || f->baseSignature() != r.finding.baseSignature())
      return false;
    r.text = text;
    r.finding = *f;
    ++r.accepted;
    if (o.log)
      o.log(step);
    return true;
  }

  /// The whole-module simplification: inline, symbol-dce, fold statics.
  void simplify() {
    mlir::OwningOpRef<mlir::ModuleOp> m = parse();
    if (!m)
      return;
    mlir::PassManager pm(&ctx);
    pm.addPass(mlir::createInlinerPass());
    pm.addPass(mlir::createSymbolDCEPass());
    pm.addPass(dialect::createCuteFoldStatic());
    mlir::ScopedDiagnosticHandler quiet(&ctx, [](mlir::Diagnostic &) { return mlir::success(); });
    if (mlir::succeeded(pm.run(*m)))
      accept(print(*m), "inline, symbol-dce, cute-fold-static");
  }

  /// Tries `change` on every op, from the last; true when one was accepted.
  bool sweep(const Change &change, const std::string &what) {
    bool any = false;
    mlir::OwningOpRef<mlir::ModuleOp> current = parse();
    for (size_t i = current ? candidates(*current).size() : 0; i-- > 0;) {
      mlir::OwningOpRef<mlir::ModuleOp> m = parse();
      std::vector<mlir::Operation *> ops = candidates(*m);
      if (i >= ops.size())
        continue;
      std::string name = ops[i]->getName().getStringRef().str();
      if (change(ops[i], *m) && accept(print(*m), what + " " + name))
        any = true;
    }
    return any;
  }

private:
  mlir::OwningOpRef<mlir::ModuleOp> parse() {
    std::string ignored;
    return parseText(ctx, r.text, ignored);
  }

  mlir::MLIRContext &ctx;
  const ReduceOptions &o;
  Reduction &r;
};


} // namespace

std::optional<Reduction> reduceModule(const std::string &text, const ReduceOptions &o,
                                      std::string &error) {
  mlir::MLIRContext ctx(reducerRegistry());
  ctx.loadAllAvailableDialects();
  std::optional<Finding> f = findingOnModule(ctx, text, o.backend, o.timeoutSeconds, error);
  if (!f) {
    if (error.empty())
      error = "the interpreter and " + o.backend.name + " agree on @main: nothing to reduce";
    return std::nullopt;
  }
  Reduction r{text, *f, 0, 0};
  Reducer reducer(ctx, o, r);
  reducer.simplify();
  std::vector<std::pair<Change, std::string>> changes = {
      {eraseUnused, "erase"},
      {staticize, "staticize"},
      {shrinkConstant([](int64_t) { return 0; }), "zero"},
      {shrinkConstant([](int64_t) { return 1; }), "one"},
      {shrinkConstant([](int64_t v) { return v / 2; }), "halve"},
  };
  for (bool progress = true; progress && r.tried < o.budget;) {
    progress = false;
    for (const auto &[change, what] : changes)
      progress |= reducer.sweep(change, what);
  }
  return r;
}

} // namespace cute::campaign
