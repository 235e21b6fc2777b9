//===- Check.cpp - One program on every backend, as a finding or not ------===//
#include "cute-oracle/Campaign/Check.h"
#include "CrashSite.h"
#include "cute-oracle/Fuzz/Generators.h"
#include "cute-oracle/Oracle/Compare.h"
#include "cute-oracle/Oracle/CudaBackend.h"
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/core/Render.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"

namespace cute::campaign {

using fuzz::Form;
using fuzz::Program;
using oracle::RunOutput;

namespace {

/// The lines a table print of a layout result of witness `w` writes: as
/// many on every valuation, its shape being static.
size_t tableLines(const core::Value &w) {
  core::Result<std::string> table = core::renderLayoutText(w);
  return table ? size_t(llvm::count(*table, '\n')) : 1;
}

/// The op of each line a run of `p`'s case in form `form` prints: an
/// input's is the op that writes it in that form (as the module's text
/// names it). A value's table is print's own (its layout was printed the
/// line before).
std::vector<std::string> printedOps(const Program &p, Form form) {
  std::vector<std::string> ops;
  for (const fuzz::Node &n : p.nodes) {
    for (size_t k = 0; k < n.results.size(); ++k)
      ops.push_back(n.op.empty() ? fuzz::inputSpelling(n, form).op : n.op);
    for (size_t k = 0, lines = n.table ? tableLines(n.witness()) : 0; k < lines; ++k)
      ops.push_back("print");
    for (int64_t k = 0; k < n.loop; ++k)
      ops.push_back("layout_eval");
  }
  return ops;
}

} // namespace

std::string opNamedIn(llvm::StringRef diagnostics) {
  size_t at = diagnostics.find("'cute.");
  if (at == llvm::StringRef::npos)
    return "module";
  llvm::StringRef rest = diagnostics.drop_front(at + 6);
  return rest.take_until([](char c) { return c == '\''; }).str();
}

mlir::OwningOpRef<mlir::ModuleOp> parseText(mlir::MLIRContext &ctx, const std::string &text,
                                            std::string &diagnostics) {
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return mlir::success();
  });
  return mlir::parseSourceString<mlir::ModuleOp>(text, &ctx);
}

std::string opAtLine(const Program &p, Form form, size_t line) {
  std::vector<std::string> ops = printedOps(p, form);
  if (ops.empty())
    return "";
  return ops[line % ops.size()];
}

std::string guiltyKey(const oracle::Bisection &b) {
  return b.pattern.empty() ? b.pass : b.pass + "/" + b.pattern;
}

bool isKnownFinding(const std::set<std::string> &known, const Finding &f) {
  return known.count(f.signature()) || known.count(f.baseSignature());
}

std::optional<Finding> refusedByAnotherOp(const std::string &backend, Form form,
                                         const RunOutput &ref, const RunOutput &act) {
  std::string expected = ref.op, actual = opNamedIn(act.error);
  if (expected.empty() || actual == "module" || actual == expected)
    return std::nullopt;
  Finding f;
  f.kind = "wrong-error";
  f.backend = backend;
  f.form = form;
  f.op = expected;
  f.expected = "error: " + ref.error;
  f.actual = "error: " + act.error;
  f.detail = "both refused the input, but the interpreter names cute." + expected + " and " +
             backend + " names cute." + actual + ":\n  interpreter: " + ref.error + "\n  " +
             backend + ": " + act.error + "\n";
  return f;
}

namespace {

/// The index of the first line where `a` and `b` differ (the length of the
/// shorter when one is a prefix of the other).
size_t firstDifferingLine(llvm::ArrayRef<llvm::StringRef> a, llvm::ArrayRef<llvm::StringRef> b) {
  size_t line = 0;
  while (line < a.size() && line < b.size() && a[line] == b[line])
    ++line;
  return line;
}

/// In a batch that runs every call of every job in order and stops at the
/// first refused one, the (job, call) whose output holds line `line`
/// (0-based), given each call's run alone: the call the batch stopped at
/// when `line` is past its output, else the last call.
std::pair<size_t, size_t> callAtLine(const std::vector<std::vector<RunOutput>> &calls,
                                     size_t line) {
  size_t end = 0;
  for (size_t k = 0; k < calls.size(); ++k)
    for (size_t i = 0; i < calls[k].size(); ++i) {
      end += oracle::outputLines(calls[k][i].printed).size();
      if (line < end || !calls[k][i].ok())
        return {k, i};
    }
  return {calls.size() - 1, calls.back().size() - 1};
}

} // namespace

std::optional<Finding> classifyRuns(const std::string &backend, Form form, const RunOutput &ref,
                                    const RunOutput &act,
                                    const std::function<std::string(size_t)> &opAt) {
  std::optional<std::string> detail = oracle::describeDifference("interpreter", ref, backend, act);
  // A run the interpreter refuses must be refused: a crash or a timeout
  // after the same output is not a refusal.
  bool endedOtherwise =
      act.outcome == oracle::Outcome::Crashed || act.outcome == oracle::Outcome::TimedOut;
  if (!detail && !ref.ok() && endedOtherwise)
    detail = "the interpreter refused the run, " + backend + " " +
             oracle::outcomeName(act.outcome).str() + ":\n  interpreter: " + ref.error + "\n  " +
             backend + ": " + act.error + "\n";
  if (!detail && !ref.ok() && !act.ok())
    return refusedByAnotherOp(backend, form, ref, act);
  if (!detail)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef> a = oracle::outputLines(ref.printed), b = oracle::outputLines(act.printed);
  size_t line = firstDifferingLine(a, b);
  Finding f;
  f.backend = backend;
  f.form = form;
  f.detail = *detail;
  f.op = opAt(line);
  f.expected = line < a.size() ? a[line].str() : ref.ok() ? "<end of output>" : "error: " + ref.error;
  f.actual = line < b.size() ? b[line].str() : act.ok() ? "<end of output>" : "error: " + act.error;
  if (act.outcome == oracle::Outcome::Crashed)
    f.kind = "crash";
  else if (act.outcome == oracle::Outcome::TimedOut)
    f.kind = "timeout";
  else if (ref.ok() && !act.ok() && line == b.size())
    f.kind = "spurious-error";
  else if (!ref.ok() && act.ok() && line == a.size())
    f.kind = "missing-error";
  else
    f.kind = "output";
  // Where the interpreter stopped, the op that refused.
  if (!ref.ok() && line >= a.size() && !ref.op.empty())
    f.op = ref.op;
  if (act.outcome == oracle::Outcome::Rejected)
    f.kind = "rejected";
  // The op the backend's outcome points at, when it says: a rejection's,
  // or "module" where it cannot tell.
  if (!act.op.empty())
    f.op = act.op;
  return f;
}

namespace {

/// classifyRuns with the lines of `p`'s case.
std::optional<Finding> classify(const Program &p, const std::string &backend, Form form,
                                const RunOutput &ref, const RunOutput &act) {
  return classifyRuns(backend, form, ref, act,
                      [&](size_t line) { return opAtLine(p, form, line); });
}

} // namespace

struct Checker::Impl {
  std::vector<BackendSpec> backends;
  unsigned valuations, timeout;
  mlir::MLIRContext ctx;

  Impl(std::vector<BackendSpec> b, unsigned v, unsigned t)
      : backends(std::move(b)), valuations(v), timeout(t) {
    oracle::registerBackendDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }
  mlir::DialectRegistry registry;

  mlir::OwningOpRef<mlir::ModuleOp> parse(const std::string &text, CheckStats *stats) {
    std::string diagnostics;
    mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, diagnostics);
    if (!m && stats) {
      ++stats->invalidPrograms;
      stats->lastInvalid = diagnostics + text;
    }
    return m;
  }

  /// The jobs of one check: the forms, each with its calls (valuations
  /// for the Arguments form; one empty call otherwise).
  struct Job {
    Form form;
    std::vector<std::vector<int64_t>> calls;
    /// The Constants form's valuation.
    std::vector<int64_t> values;
  };

  static std::string functionOf(Form f) {
    return f == Form::Arguments ? "case" : std::string("case_") + fuzz::formName(f);
  }

  /// The first finding of running `jobs` of `p` on the backends (`only`
  /// one of them when not empty). All forms are one module, prepared once
  /// per backend.
  std::optional<Finding> checkJobs(const Program &p, const std::vector<Job> &jobs,
                                   const std::string &only, CheckStats *stats) {
    std::string text;
    std::vector<std::string> functions;
    for (const Job &j : jobs) {
      functions.push_back(fuzz::writeProgram(p, j.form, j.values, functionOf(j.form)));
      text += functions.back();
    }
    mlir::OwningOpRef<mlir::ModuleOp> module = parse(text, stats);
    if (!module)
      return std::nullopt;
    auto interp = oracle::makeInterpreterBackend();
    (void)interp->prepare(*module);
    std::vector<std::vector<RunOutput>> reference;
    for (const Job &j : jobs) {
      reference.emplace_back();
      for (const std::vector<int64_t> &args : j.calls)
        reference.back().push_back(interp->run(functionOf(j.form), args));
    }
    for (const BackendSpec &spec : backends) {
      if (!only.empty() && spec.name != only)
        continue;
      CaseCounts counts;
      std::optional<Finding> f = spec.isExternal()
                                     ? checkExternal(p, jobs, reference, text, spec, counts)
                                     : checkInProcess(p, jobs, reference, *module, spec, counts);
      if (stats)
        stats->counts += counts;
      if (f && (f->kind == "rejected" || f->op == "module"))
        if (std::optional<Finding> one = narrowed(p, jobs, *f, spec))
          return one;
      if (f)
        return f;
    }
    if (stats)
      for (size_t k = 0; k < jobs.size(); ++k)
        for (const std::string &op : fuzz::cuteOpsIn(functions[k]))
          stats->perOpForm[op][fuzz::formName(jobs[k].form)] += jobs[k].calls.size();
    return std::nullopt;
  }

  /// The finding `whole` of the module of `jobs` narrowed to the form, and
  /// for a crash or a timeout of an external backend (which names no call)
  /// to the call, that fails alike alone: a module of several forms is
  /// rejected as a whole, and a crashed batch's output says nothing about
  /// the call it stopped at. Halves of a form's calls are checked in turn.
  /// None when no part fails alike alone.
  std::optional<Finding> narrowed(const Program &p, const std::vector<Job> &jobs,
                                  const Finding &whole, const BackendSpec &spec) {
    std::vector<std::vector<Job>> parts;
    if (jobs.size() > 1) {
      for (const Job &j : jobs)
        parts.push_back({j});
    } else if (whole.kind != "rejected" && jobs[0].calls.size() > 1) {
      const Job &j = jobs[0];
      auto middle = j.calls.begin() + std::ptrdiff_t(j.calls.size() / 2);
      parts.push_back({Job{j.form, {j.calls.begin(), middle}, j.values}});
      parts.push_back({Job{j.form, {middle, j.calls.end()}, j.values}});
    }
    // A part fails alike when its finding is of the same kind at the same
    // op, or, for a failure that names no op, of the same kind at any op.
    auto alike = [&](const Finding &one) {
      return whole.op == "module" ? one.kind == whole.kind
                                  : one.baseSignature() == whole.baseSignature();
    };
    for (const std::vector<Job> &part : parts)
      if (std::optional<Finding> one = checkJobs(p, part, spec.name, nullptr); one && alike(*one))
        return one;
    return std::nullopt;
  }

  /// The first finding of the jit or cuda backend `spec` on `jobs`, each
  /// call run alone (in child processes): the calls its contract compares.
  std::optional<Finding> checkInProcess(const Program &p, const std::vector<Job> &jobs,
                                        const std::vector<std::vector<RunOutput>> &reference,
                                        mlir::ModuleOp module, const BackendSpec &spec,
                                        CaseCounts &counts) {
    std::unique_ptr<oracle::Backend> backend = makeBackend(spec, timeout);
    if (std::optional<Finding> f = prepareOn(*backend, module, spec, jobs.front())) {
      ++counts.rejectedModules;
      return f;
    }
    for (size_t k = 0; k < jobs.size(); ++k) {
      auto [job, refs] =
          comparedCalls(jobs[k], reference[k], spec.contract == Contract::Values, counts);
      if (job.calls.empty())
        continue;
      std::vector<RunOutput> actual = backend->runBatch(functionOf(job.form), job.calls);
      if (std::optional<Finding> f = compareRuns(p, job, refs, actual, spec, counts))
        return f;
    }
    return std::nullopt;
  }

  /// The calls of `job` that are compared, with their reference runs:
  /// every call, or with `admissibleOnly` those the interpreter does not
  /// refuse (the others are counted as inadmissible).
  static std::pair<Job, std::vector<RunOutput>>
  comparedCalls(const Job &job, const std::vector<RunOutput> &reference, bool admissibleOnly,
                CaseCounts &counts) {
    Job kept{job.form, {}, job.values};
    std::vector<RunOutput> refs;
    for (size_t i = 0; i < job.calls.size(); ++i) {
      if (!reference[i].ok() && admissibleOnly) {
        ++counts.inadmissible;
        continue;
      }
      kept.calls.push_back(job.calls[i]);
      refs.push_back(reference[i]);
    }
    return {std::move(kept), std::move(refs)};
  }

  /// A "rejected" finding when `backend` cannot prepare the module.
  std::optional<Finding> prepareOn(oracle::Backend &backend, mlir::ModuleOp module,
                                   const BackendSpec &spec, const Job &first) {
    std::string diagnostics;
    mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return mlir::success();
    });
    if (mlir::succeeded(backend.prepare(module)))
      return std::nullopt;
    Finding f;
    f.kind = "rejected";
    f.backend = spec.name;
    f.form = first.form;
    f.valuation = first.form == Form::Arguments ? first.calls[0] : first.values;
    f.op = opNamedIn(diagnostics);
    f.actual = "error: " + diagnostics;
    f.detail = spec.name + " could not prepare the program:\n" + diagnostics;
    return f;
  }

  /// The first run of `job` where `actual` differs from `reference`.
  std::optional<Finding> compareRuns(const Program &p, const Job &job,
                                     const std::vector<RunOutput> &reference,
                                     const std::vector<RunOutput> &actual, const BackendSpec &spec,
                                     CaseCounts &counts) {
    for (size_t i = 0; i < job.calls.size(); ++i) {
      ++counts.compared;
      if (auto f = classify(p, spec.name, job.form, reference[i], actual[i])) {
        f->valuation = job.form == Form::Arguments ? job.calls[i] : job.values;
        return f;
      }
      if (!reference[i].ok())
        ++counts.refusedAlike;
    }
    return std::nullopt;
  }

  /// The batch an external backend runs in one @main, which stops at the
  /// first refused call: every admissible call of `jobs`, in order, and
  /// under values+errors then the first inadmissible one alone. The other
  /// inadmissible calls are counted.
  static std::pair<std::vector<Job>, std::vector<std::vector<RunOutput>>>
  batchOf(const std::vector<Job> &jobs, const std::vector<std::vector<RunOutput>> &reference,
          const BackendSpec &spec, CaseCounts &counts) {
    std::vector<Job> batch;
    std::vector<std::vector<RunOutput>> refs;
    std::optional<std::pair<Job, RunOutput>> refused;
    for (size_t k = 0; k < jobs.size(); ++k) {
      auto [job, ran] = comparedCalls(jobs[k], reference[k], /*admissibleOnly=*/true, counts);
      for (size_t i = 0; !refused && i < jobs[k].calls.size(); ++i)
        if (!reference[k][i].ok())
          refused.emplace(Job{jobs[k].form, {jobs[k].calls[i]}, jobs[k].values}, reference[k][i]);
      if (job.calls.empty())
        continue;
      batch.push_back(std::move(job));
      refs.push_back(std::move(ran));
    }
    if (refused && spec.contract == Contract::ValuesAndErrors) {
      // Compared after all: not counted as inadmissible.
      --counts.inadmissible;
      batch.push_back(refused->first);
      refs.push_back({refused->second});
    }
    return {std::move(batch), std::move(refs)};
  }

  /// The first finding of the external backend `spec`, which runs one
  /// @main calling the functions of `text` on the batch of `jobs`.
  std::optional<Finding> checkExternal(const Program &p, const std::vector<Job> &jobs,
                                       const std::vector<std::vector<RunOutput>> &reference,
                                       const std::string &text, const BackendSpec &spec,
                                       CaseCounts &counts) {
    auto [batch, refs] = batchOf(jobs, reference, spec, counts);
    if (batch.empty())
      return std::nullopt;
    std::vector<fuzz::BatchCalls> calls;
    for (const Job &j : batch)
      calls.push_back({functionOf(j.form), j.form, j.calls});
    mlir::OwningOpRef<mlir::ModuleOp> module = parse(text + fuzz::writeBatchMain(p, calls), nullptr);
    if (!module)
      return std::nullopt;
    auto interp = oracle::makeInterpreterBackend();
    (void)interp->prepare(*module);
    std::unique_ptr<oracle::Backend> backend = makeBackend(spec, timeout);
    std::optional<Finding> f = prepareOn(*backend, *module, spec, batch.front());
    if (!f) {
      RunOutput actual = backend->run("main", {});
      f = compareBatch(p, batch, refs, interp->run("main", {}), actual, spec, counts);
      // A crash or timeout names no op; once narrowed to one call, the op
      // it happens at is found by running cut copies.
      if (f && f->op == "module" && isCrashOrTimeout(*f) && batch.size() == 1 &&
          batch[0].calls.size() == 1)
        f->op = crashSite(*module, functionOf(batch[0].form), spec, timeout, actual.outcome);
    }
    if (f && f->kind == "rejected")
      ++counts.rejectedModules;
    return f;
  }

  /// An external backend ran every call of every job in one @main
  /// (`actual`; the interpreter's run of it: `expected`). A finding belongs
  /// to the call whose output holds the first line where the two differ,
  /// or to the call the interpreter stopped at (`reference`: each call run
  /// alone), so that its reproducer calls the case on the failing
  /// valuation. The calls before it count as compared.
  std::optional<Finding> compareBatch(const Program &p, const std::vector<Job> &jobs,
                                      const std::vector<std::vector<RunOutput>> &reference,
                                      const RunOutput &expected, const RunOutput &actual,
                                      const BackendSpec &spec, CaseCounts &counts) {
    size_t line = firstDifferingLine(oracle::outputLines(expected.printed),
                                     oracle::outputLines(actual.printed));
    auto [k, i] = callAtLine(reference, line);
    // Named in the form of that call: its inputs are written as that form
    // writes them.
    std::optional<Finding> f = classify(p, spec.name, jobs[k].form, expected, actual);
    if (!f) {
      for (const Job &j : jobs)
        counts.compared += j.calls.size();
      counts.refusedAlike += !expected.ok();
      return f;
    }
    for (size_t before = 0; f->kind != "rejected" && before <= k; ++before)
      counts.compared += before < k ? jobs[before].calls.size() : i + 1;
    f->form = jobs[k].form;
    f->valuation = jobs[k].form == Form::Arguments ? jobs[k].calls[i] : jobs[k].values;
    return f;
  }
};

mlir::DialectRegistry backendRegistry() {
  mlir::DialectRegistry registry;
  oracle::registerBackendDialects(registry);
  return registry;
}

RunOutput runOnText(const std::string &text,
                    const std::function<std::unique_ptr<oracle::Backend>()> &makeBackend) {
  mlir::MLIRContext ctx(backendRegistry());
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, error);
  if (!m)
    return RunOutput::refused(error);
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    error += d.str() + "\n";
    return mlir::success();
  });
  // The backend may hold IR of the context: it goes first.
  std::unique_ptr<oracle::Backend> backend = makeBackend();
  if (failed(backend->prepare(*m)))
    return RunOutput::refused(error);
  return backend->run("main", {});
}

RunOutput runInterpreterOnText(const std::string &text) {
  return runOnText(text, [] { return oracle::makeInterpreterBackend(); });
}

std::vector<std::string> allCuteOps() {
  mlir::MLIRContext ctx(backendRegistry());
  ctx.loadAllAvailableDialects();
  std::vector<std::string> ops;
  for (mlir::RegisteredOperationName op : ctx.getRegisteredOperations())
    if (op.getDialectNamespace() == "cute")
      ops.push_back(op.getStringRef().drop_front(5).str());
  std::sort(ops.begin(), ops.end());
  return ops;
}

Checker::Checker(std::vector<BackendSpec> backends, unsigned valuations, unsigned timeoutSeconds)
    : impl(std::make_unique<Impl>(std::move(backends), valuations, timeoutSeconds)) {}

Checker::~Checker() = default;

std::optional<Finding> Checker::check(const Program &p, std::mt19937_64 &rng, CheckStats &stats) {
  std::vector<int64_t> witness = p.witness();
  std::vector<Impl::Job> jobs{{Form::Static, {{}}, {}}};
  if (p.numDynamicLeaves() > 0) {
    // A quarter of the runs are inadmissible by construction (boundary
    // values), the rest random around the witness.
    std::vector<std::vector<int64_t>> runs{witness};
    for (std::vector<int64_t> &v : fuzz::boundaryValuations(p, impl->valuations / 4))
      runs.push_back(std::move(v));
    while (runs.size() < impl->valuations)
      runs.push_back(fuzz::randomValuation(witness, p.width, rng));
    jobs.push_back({Form::Constants, {{}}, witness});
    jobs.push_back({Form::Arguments, std::move(runs), {}});
  }
  return impl->checkJobs(p, jobs, "", &stats);
}

std::optional<oracle::Bisection> bisectCase(const std::string &text, const Finding &f) {
  if (f.backend != "jit")
    return std::nullopt;
  mlir::MLIRContext ctx(backendRegistry());
  std::string diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, diagnostics);
  if (!m)
    return std::nullopt;
  return oracle::bisectPasses(*m, "main", lower::cuteToLLVMPipelinePasses());
}

std::optional<Finding> Checker::reproduces(const Program &p, const Finding &like,
                                           std::mt19937_64 &rng) {
  // Bisecting every candidate would cost too much: a candidate that fails
  // with the same base signature keeps `like`'s guilty pass.
  auto same = [&](std::optional<Finding> f) {
    if (!f || f->baseSignature() != like.baseSignature())
      return std::optional<Finding>();
    f->guilty = like.guilty;
    return f;
  };
  if (like.form == Form::Static || p.numDynamicLeaves() == 0)
    return same(impl->checkJobs(p, {{Form::Static, {{}}, {}}}, like.backend, nullptr));
  std::vector<std::vector<int64_t>> runs;
  if (like.valuation.size() == p.numDynamicLeaves())
    runs.push_back(like.valuation);
  std::vector<int64_t> witness = p.witness();
  runs.push_back(witness);
  for (int i = 0; i < 6; ++i)
    runs.push_back(fuzz::randomValuation(witness, p.width, rng));
  if (like.form == Form::Arguments)
    return same(impl->checkJobs(p, {{Form::Arguments, runs, {}}}, like.backend, nullptr));
  for (const std::vector<int64_t> &v : runs)
    if (auto f = same(impl->checkJobs(p, {{Form::Constants, {{}}, v}}, like.backend, nullptr)))
      return f;
  return std::nullopt;
}

} // namespace cute::campaign
