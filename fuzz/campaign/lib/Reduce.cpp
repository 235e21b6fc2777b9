//===- Reduce.cpp - Reduce a failing module while it fails the same way ---===//
#include "cute-oracle/Campaign/Reduce.h"
#include "CrashSite.h"
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/Oracle/Posix.h"

#include "cute-oracle/Dialect/Cute/Passes.h"

#include "cute-oracle/Eval/Interpreter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Reducer/ReductionPatternInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

#include <sys/wait.h>
#include <unistd.h>

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

/// The profile's kind of a value of type `t`: the cute type's mnemonic,
/// "bool" for i1, "" otherwise.
std::string kindOf(mlir::Type t) {
  if (t.isInteger(1))
    return "bool";
  llvm::StringRef name = t.getAbstractType().getName();
  return name.consume_front("cute.") ? name.str() : "";
}

} // namespace

std::optional<std::string> outsideProfile(const fuzz::Profile &profile, mlir::ModuleOp m) {
  if (profile.isFull())
    return std::nullopt;
  std::optional<std::string> why;
  m.walk([&](mlir::Operation *op) {
    llvm::StringRef name = op->getName().getStringRef();
    if (!name.consume_front("cute."))
      return mlir::WalkResult::advance();
    if (!profile.has(name.str()))
      why = "it uses cute." + name.str();
    for (unsigned i = 0; !why && i < op->getNumOperands(); ++i) {
      std::string kind = kindOf(op->getOperand(i).getType());
      if (!kind.empty() && !profile.allowsOperand(name.str(), i, kind))
        why = "operand " + std::to_string(i) + " of cute." + name.str() + " is of kind " + kind;
    }
    return why ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  return why;
}

std::optional<Case> caseOnModule(mlir::MLIRContext &ctx, const std::string &text,
                                 const BackendSpec &backend, unsigned timeoutSeconds,
                                 std::string &error) {
  std::string diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, diagnostics);
  if (!m) {
    error = "the module does not parse or verify:\n" + diagnostics;
    return std::nullopt;
  }
  if (!m->lookupSymbol<mlir::func::FuncOp>("main")) {
    error = "the module has no @main to run";
    return std::nullopt;
  }
  std::vector<std::string> printers;
  eval::Options options;
  options.onPrint = [&](mlir::Operation *print) { printers.push_back(printedBy(print)); };
  std::unique_ptr<oracle::Backend> interp = oracle::makeInterpreterBackend(options);
  (void)interp->prepare(*m);
  RunOutput reference = interp->run("main", {});
  // Under the values contract an inadmissible run is not compared.
  if (!reference.ok() && backend.contract == Contract::Values) {
    error = "the interpreter refuses @main (" + reference.error + "), and " + backend.name +
            " promises values only (--contract): nothing to reduce";
    return std::nullopt;
  }
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
                                               : RunOutput::refused(prepareErrors);
  std::optional<Finding> f =
      classifyRuns(backend.name, fuzz::Form::Constants, reference, actual, [&](size_t line) {
        return line < printers.size() ? printers[line] : std::string("end");
      });
  if (f && mlir::failed(prepared)) {
    f->kind = "rejected";
    f->op = opNamedIn(prepareErrors);
  } else if (f && f->op == "module" && isCrashOrTimeout(*f)) {
    // A crash or timeout names no op: the one it happens at, as the
    // campaign names it, in the case @main calls (a reproducer's) or in
    // @main.
    llvm::StringRef function = m->lookupSymbol<mlir::func::FuncOp>("case") ? "case" : "main";
    f->op = crashSite(*m, function, backend, timeoutSeconds, actual.outcome);
  }
  if (!f)
    return std::nullopt;
  return Case{std::move(*f), text, std::move(reference)};
}

std::optional<Case> caseOnText(const std::string &text, const BackendSpec &backend,
                               unsigned timeoutSeconds, std::string &error) {
  mlir::MLIRContext ctx(reducerRegistry(), mlir::MLIRContext::Threading::DISABLED);
  ctx.loadAllAvailableDialects();
  return caseOnModule(ctx, text, backend, timeoutSeconds, error);
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

/// Replaces the uses of a one-result op by an operand of the same type
/// (the first), and erases the op.
bool bypass(mlir::Operation *op, mlir::ModuleOp) {
  if (op->getNumResults() != 1 || op->getNumRegions() > 0)
    return false;
  mlir::Value result = op->getResult(0);
  for (mlir::Value operand : op->getOperands())
    if (operand.getType() == result.getType()) {
      result.replaceAllUsesWith(operand);
      op->erase();
      return true;
    }
  return false;
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

/// |v| without overflow (INT64_MIN included).
uint64_t magnitude(int64_t v) { return v < 0 ? 0 - uint64_t(v) : uint64_t(v); }

/// Replaces an integer constant v by f(v) when that is smaller in
/// magnitude: every accepted change makes a constant smaller, so the
/// sweeps cannot undo one another (zero, then one, then halve, ...).
Change shrinkConstant(std::function<int64_t(int64_t)> f) {
  return [f](mlir::Operation *op, mlir::ModuleOp) {
    auto c = mlir::dyn_cast<mlir::arith::ConstantOp>(op);
    auto i = c ? mlir::dyn_cast<mlir::IntegerAttr>(c.getValue()) : nullptr;
    if (!i || i.getType().isInteger(1))
      return false;
    int64_t v = i.getValue().getSExtValue(), w = f(v);
    if (magnitude(w) >= magnitude(v))
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
    return adopt(text, step);
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

  /// One candidate that keeps only what the finding's op needs: every
  /// print of another op's result erased, then every op whose results are
  /// all unused. When it fails alike, most of a generated module goes at
  /// once instead of op by op.
  void slice() {
    const std::string &op = r.reduced.finding.op;
    mlir::OwningOpRef<mlir::ModuleOp> m = parse();
    if (!m || op.empty() || op == "module")
      return;
    m->walk([&](mlir::Operation *print) {
      if (print->getName().getStringRef() == "cute.print" && print->getNumOperands() > 0 &&
          printedBy(print) != op)
        print->erase();
    });
    for (bool erased = true; erased;) {
      erased = false;
      std::vector<mlir::Operation *> ops = candidates(*m);
      for (mlir::Operation *o : llvm::reverse(ops))
        if (o->getNumResults() > 0 && o->use_empty() && o->getNumRegions() == 0) {
          o->erase();
          erased = true;
        }
    }
    accept(print(*m), "keep what cute." + op + " needs");
  }

  /// Tries `change` on every op, from the last; true when one was accepted.
  /// With several jobs, the next candidates are evaluated at once and the
  /// first (in sweep order) that fails alike is taken; the sweep goes on
  /// below its op.
  bool sweep(const Change &change, const std::string &what) {
    bool any = false;
    mlir::OwningOpRef<mlir::ModuleOp> current = parse();
    size_t i = current ? candidates(*current).size() : 0;
    while (i > 0 && r.tried < o.budget) {
      std::vector<Candidate> batch = nextCandidates(change, what, i);
      if (o.jobs <= 1) {
        for (const Candidate &c : batch)
          any |= accept(c.text, c.step);
        continue;
      }
      r.tried += unsigned(batch.size());
      for (size_t k : interestingInOrder(batch))
        if (adopt(batch[k].text, batch[k].step)) {
          any = true;
          i = batch[k].op;
          break;
        }
    }
    return any;
  }

private:
  /// A changed module, the change in words, and the op it changed.
  struct Candidate {
    std::string text, step;
    size_t op;
  };

  /// The next candidates of `change` on the ops below `i` (from the last),
  /// at most `o.jobs` (and the budget left); `i` moves below the ops tried.
  std::vector<Candidate> nextCandidates(const Change &change, const std::string &what, size_t &i) {
    std::vector<Candidate> batch;
    size_t room = std::min<size_t>(std::max(1u, o.jobs), o.budget - r.tried);
    while (i > 0 && batch.size() < room) {
      --i;
      mlir::OwningOpRef<mlir::ModuleOp> m = parse();
      std::vector<mlir::Operation *> ops = candidates(*m);
      if (i >= ops.size())
        continue;
      std::string name = ops[i]->getName().getStringRef().str();
      if (change(ops[i], *m) && !outsideProfile(o.profile, *m))
        batch.push_back({print(*m), what + " " + name, i});
    }
    return batch;
  }

  /// The candidates of `batch` that fail like the current reduction, in
  /// batch order, each evaluated in a child process of its own, all at once.
  std::vector<size_t> interestingInOrder(const std::vector<Candidate> &batch) {
    std::string like = r.reduced.finding.baseSignature();
    std::vector<pid_t> children;
    std::fflush(nullptr);
    for (const Candidate &c : batch) {
      pid_t child = ::fork();
      if (child == 0) {
        std::string error;
        std::optional<Case> found = caseOnText(c.text, o.backend, o.timeoutSeconds, error);
        ::_exit(found && found->finding.baseSignature() == like ? 0 : 1);
      }
      children.push_back(child);
    }
    std::vector<size_t> interesting;
    for (size_t k = 0; k < children.size(); ++k) {
      int status = oracle::posix::waitForExit(children[k]);
      if (children[k] > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0)
        interesting.push_back(k);
    }
    return interesting;
  }

  /// Makes `text` the reduction if it fails like it (not counted as tried).
  bool adopt(const std::string &text, const std::string &step) {
    std::string error;
    std::optional<Case> found = caseOnModule(ctx, text, o.backend, o.timeoutSeconds, error);
    if (!found || found->finding.baseSignature() != r.reduced.finding.baseSignature())
      return false;
    r.reduced = std::move(*found);
    ++r.accepted;
    if (o.log)
      o.log(step);
    return true;
  }

  mlir::OwningOpRef<mlir::ModuleOp> parse() {
    std::string ignored;
    return parseText(ctx, r.reduced.module, ignored);
  }

  mlir::MLIRContext &ctx;
  const ReduceOptions &o;
  Reduction &r;
};


} // namespace

std::optional<std::string> withMainCalling(const std::string &text, const std::string &entry,
                                           const std::vector<int64_t> &args,
                                           std::string &error) {
  if (entry == "main" && args.empty())
    return text;
  mlir::MLIRContext ctx(reducerRegistry(), mlir::MLIRContext::Threading::DISABLED);
  std::string diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, diagnostics);
  if (!m) {
    error = "the module does not parse or verify:\n" + diagnostics;
    return std::nullopt;
  }
  auto fn = m->lookupSymbol<mlir::func::FuncOp>(entry);
  if (!fn || fn.isExternal()) {
    error = "no function @" + entry + " to call";
    return std::nullopt;
  }
  if (fn.getNumResults()) {
    error = eval::entryWithResultsMessage(entry);
    return std::nullopt;
  }
  if (fn.getNumArguments() != args.size()) {
    error = "@" + entry + " takes " + std::to_string(fn.getNumArguments()) +
            " arguments but --args gives " + std::to_string(args.size());
    return std::nullopt;
  }
  mlir::SymbolTable symbols(*m);
  if (entry == "main" && mlir::failed(symbols.rename(fn, "main_under_test"))) {
    error = "cannot rename @main";
    return std::nullopt;
  }
  if (auto other = symbols.lookup<mlir::func::FuncOp>("main"))
    symbols.erase(other);
  mlir::OpBuilder b(m->getBodyRegion());
  b.setInsertionPointToEnd(m->getBody());
  auto main = mlir::func::FuncOp::create(b, fn.getLoc(), "main", b.getFunctionType({}, {}));
  b.setInsertionPointToStart(main.addEntryBlock());
  llvm::SmallVector<mlir::Value> operands;
  for (auto [i, type] : llvm::enumerate(fn.getArgumentTypes())) {
    unsigned width = eval::intWidth(type);
    if (!width || !eval::fitsArgumentWidth(args[i], width)) {
      error = "argument " + std::to_string(i) + " of @" + entry + " (" + std::to_string(args[i]) +
              ") is not a value of its type";
      return std::nullopt;
    }
    operands.push_back(mlir::arith::ConstantOp::create(
        b, fn.getLoc(), type, mlir::IntegerAttr::get(type, args[i])));
  }
  mlir::func::CallOp::create(b, fn.getLoc(), fn, operands);
  mlir::func::ReturnOp::create(b, fn.getLoc());
  return print(*m);
}

std::optional<Reduction> reduceModule(const std::string &text, const ReduceOptions &o,
                                      std::string &error) {
  // No thread pool: candidates are evaluated in forked children.
  mlir::MLIRContext ctx(reducerRegistry(), mlir::MLIRContext::Threading::DISABLED);
  ctx.loadAllAvailableDialects();
  std::optional<Case> found = caseOnModule(ctx, text, o.backend, o.timeoutSeconds, error);
  if (!found) {
    if (error.empty())
      error = "the interpreter and " + o.backend.name + " agree on @main: nothing to reduce";
    return std::nullopt;
  }
  // Start from the module as printed, so that the input's comments (a
  // reproducer's header, RUN and CHECK lines) are not carried into the
  // reduction when no step is accepted.
  std::string ignored;
  if (mlir::OwningOpRef<mlir::ModuleOp> parsed = parseText(ctx, text, ignored))
    found->module = print(*parsed);
  Reduction r{std::move(*found), 0, 0};
  Reducer reducer(ctx, o, r);
  reducer.simplify();
  reducer.slice();
  std::vector<std::pair<Change, std::string>> changes = {
      {eraseUnused, "erase"},
      {bypass, "bypass"},
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
