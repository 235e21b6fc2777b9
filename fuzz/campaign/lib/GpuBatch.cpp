//===- GpuBatch.cpp - Generated cases for a GPU on another host -----------===//
//
// See GpuBatch.h for the folder's files. A structure enters the batch when
// its kernel lowers to PTX on its own and the interpreter accepts at least
// one of its valuations (the witness first, then random ones). Comparing a
// GPU's outputs with the batch's: GpuBatchCompare.cpp.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/GpuBatch.h"
#include "../../../oracle/cuda/BatchLimits.h"
#include "Cubin.h"
#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/KernelFamily.h"
#include "cute-oracle/Lower/Pipeline.h"
#include "cute-oracle/Oracle/Compare.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <random>
#include <set>
#include <sstream>

namespace cute::campaign {

namespace {

/// One launch of a batch: the kernel of structure `structure` on `args`.
struct Case {
  uint64_t structure;
  std::vector<int64_t> args;
  std::string expected;
};

/// One launch of a structure's evaluation kernel over the first n of its
/// admissible valuations (all of them unless that is more outputs than
/// cute-gpu-runner takes): n * span threads (fuzz::EvalKernel).
struct Eval {
  std::string kernel;
  uint64_t n = 0;
  size_t leavesPerValuation = 0;
  fuzz::EvalKernel form;
  std::vector<int64_t> values; // n * leavesPerValuation
  std::string expected;
  size_t outputs() const { return size_t(n) * size_t(form.span) * form.leaves; }
};

/// A kernel without arguments (an atom call @a<i>, a tiled MMA @m<i>, a
/// tiled copy @c<i>) run on one block of `threads` threads.
struct AtomCall {
  std::string kernel;
  int64_t threads;
  std::string expected;
};

struct Batch {
  std::string kernels; // gpu.func texts
  std::vector<Case> cases;
  std::vector<AtomCall> atomCalls;
  std::vector<unsigned> widths; // per structure in `kernels`, by case
  std::vector<Eval> evals;
  uint64_t notLowered = 0, noValuation = 0, evalMismatches = 0;
  /// Evaluations over fewer valuations than their structure's cases, and
  /// those left out because one valuation is past cute-gpu-runner's bound.
  uint64_t evalsShortened = 0, evalsTooWide = 0;
};

/// Threads per block of an evaluation launch.
constexpr int64_t kEvalThreads = 128;

std::string kernelName(uint64_t k) { return (llvm::Twine("s") + llvm::Twine(k)).str(); }

std::string moduleText(const std::string &kernels, const std::string &main) {
  return "module attributes {gpu.container_module} {\n"
         "  llvm.func @printf(!llvm.ptr, ...) -> i32\n"
         "  llvm.mlir.global internal constant @eval_line(\"%lld\\0A\\00\") {addr_space = 0 : "
         "i32}\n"
         "  gpu.module @cases {\n" +
         kernels + "  }\n" + main + "}\n";
}

/// Host code (in @main) that launches evaluation `e` on buffers of its
/// values and prints every output, one per line; names end in `_<id>`.
std::string evalLaunch(const Eval &e, size_t id) {
  std::string x = "_" + std::to_string(id), body;
  auto line = [&](const std::string &l) { body += "    " + l + "\n"; };
  auto index = [&](const std::string &name, int64_t v) {
    line(name + x + " = arith.constant " + std::to_string(v) + " : index");
  };
  index("%nin", int64_t(e.values.size()));
  index("%nout", int64_t(e.outputs()));
  index("%n", int64_t(e.n));
  int64_t threads = int64_t(e.n) * e.form.span;
  index("%blocks", (threads + kEvalThreads - 1) / kEvalThreads);
  index("%threads", kEvalThreads);
  line("%in" + x + " = memref.alloc(%nin" + x + ") : memref<?xi64>");
  for (size_t i = 0; i < e.values.size(); ++i) {
    std::string at = "%at" + x + "_" + std::to_string(i), v = "%val" + x + "_" + std::to_string(i);
    line(at + " = arith.constant " + std::to_string(i) + " : index");
    line(v + " = arith.constant " + std::to_string(e.values[i]) + " : i64");
    line("memref.store " + v + ", %in" + x + "[" + at + "] : memref<?xi64>");
  }
  line("%out" + x + " = memref.alloc(%nout" + x + ") : memref<?xi64>");
  line("gpu.launch_func @cases::@" + e.kernel + " blocks in (%blocks" + x +
       ", %one, %one) threads in (%threads" + x + ", %one, %one) args(%in" + x +
       " : memref<?xi64>, %out" + x + " : memref<?xi64>, %n" + x + " : index)");
  line("%zero" + x + " = arith.constant 0 : index");
  line("%fmt" + x + " = llvm.mlir.addressof @eval_line : !llvm.ptr");
  line("scf.for %i" + x + " = %zero" + x + " to %nout" + x + " step %one {");
  line("  %o" + x + " = memref.load %out" + x + "[%i" + x + "] : memref<?xi64>");
  line("  %r" + x + " = llvm.call @printf(%fmt" + x + ", %o" + x +
       ") vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32");
  line("}");
  return body;
}

/// The PTX of `text` lowered by cute-to-ptx-pipeline; empty on failure
/// (its diagnostics go to `error`).
std::string lowerToPTX(const std::string &text, const GpuBatchOptions &o, std::string &error) {
  mlir::MLIRContext ctx(backendRegistry());
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, text, error);
  if (!m)
    return "";
  std::string diagnostics;
  llvm::raw_string_ostream os(diagnostics);
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    os << d << "\n";
    return mlir::success();
  });
  mlir::FailureOr<std::vector<lower::PTXModule>> ptx = lower::lowerToPTX(*m, {o.chip, o.features});
  if (mlir::failed(ptx)) {
    error = diagnostics;
    return "";
  }
  return ptx->empty() ? "" : ptx->front().ptx;
}

/// The admissible valuations of `p` (at most `n`) with what the
/// interpreter prints for each.
std::vector<Case> admissibleCases(const fuzz::Program &p, uint64_t k, unsigned n) {
  mlir::MLIRContext ctx(backendRegistry());
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> m =
      parseText(ctx, fuzz::writeProgram(p, fuzz::Form::Arguments), error);
  std::vector<Case> out;
  auto interp = oracle::makeInterpreterBackend();
  if (!m || mlir::failed(interp->prepare(*m)))
    return out;
  std::mt19937_64 rng(structureSeed(k, 0x9E37));
  std::set<std::vector<int64_t>> tried;
  const std::vector<int64_t> witness = p.witness();
  std::vector<int64_t> v = witness;
  for (unsigned tries = 0; out.size() < n && tries < 4 * n; ++tries) {
    if (tried.insert(v).second)
      if (oracle::RunOutput r = interp->run("case", v); r.ok())
        out.push_back({k, v, r.printed});
    v = fuzz::randomValuation(witness, p.width, rng);
  }
  return out;
}

/// The integers of `text` in order, one per line: what an evaluation
/// kernel stores for the layout_eval values the reference printed (a
/// scalar "5" or a tuple "(5,(2,0))").
std::string integersPerLine(llvm::StringRef text) {
  std::string out;
  while (!text.empty()) {
    size_t start = text.find_first_of("-0123456789");
    if (start == llvm::StringRef::npos)
      break;
    text = text.drop_front(start);
    size_t end = text.find_first_not_of("0123456789", 1);
    out += text.take_front(end).str() + "\n";
    text = text.drop_front(std::min(end, text.size()));
  }
  return out;
}

/// What the evaluation kernel must store for `cases`: the host reference
/// function run by the interpreter on each valuation; empty on failure.
std::optional<std::string> referenceEvaluations(const fuzz::EvalKernel &form,
                                                const std::vector<Case> &cases) {
  mlir::MLIRContext ctx(backendRegistry());
  std::string error, out;
  mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, form.reference, error);
  auto interp = oracle::makeInterpreterBackend();
  if (!m || mlir::failed(interp->prepare(*m)))
    return std::nullopt;
  for (const Case &c : cases) {
    oracle::RunOutput r = interp->run("reference", c.args);
    if (!r.ok())
      return std::nullopt;
    out += integersPerLine(r.printed);
  }
  return out;
}

/// Adds the evaluation kernel of structure `k` over the valuations of
/// `allCases` when `p` has one and it lowers; over the first of them only
/// when all would be more outputs than cute-gpu-runner takes
/// (cuda::valuationsThatFit). Its expected outputs are the host
/// reference's; the interpreter running the kernel thread by thread must
/// compute the same, or the batch is refused (a harness bug).
mlir::LogicalResult addEvaluation(Batch &batch, const GpuBatchOptions &o, const fuzz::Program &p,
                                  uint64_t k, const std::vector<Case> &allCases) {
  std::string name = (llvm::Twine("e") + llvm::Twine(k)).str();
  std::optional<fuzz::EvalKernel> form = fuzz::writeEvalKernel(p, name);
  std::string error;
  if (!form || lowerToPTX(moduleText(form->text, ""), o, error).empty())
    return mlir::success();
  uint64_t fit = cuda::valuationsThatFit(allCases.size(), uint64_t(form->span) * form->leaves);
  if (fit == 0) {
    ++batch.evalsTooWide;
    return mlir::success();
  }
  std::vector<Case> cases(allCases.begin(), allCases.begin() + fit);
  std::optional<std::string> reference = referenceEvaluations(*form, cases);
  if (!reference)
    return mlir::success();
  Eval e{name, cases.size(), p.numDynamicLeaves(), *form, {}, *reference};
  for (const Case &c : cases)
    e.values.insert(e.values.end(), c.args.begin(), c.args.end());
  std::string main = "  func.func @main() {\n    %one = arith.constant 1 : index\n" +
                     evalLaunch(e, 0) + "    return\n  }\n";
  oracle::RunOutput r = runInterpreterOnText(moduleText(form->text, main));
  if (!r.ok() || r.printed != e.expected) {
    llvm::errs() << "cute-fuzz: the evaluation kernel @" << name << " of structure " << k
                 << ", run by the interpreter, does not compute what its host reference "
                    "prints: "
                 << (r.ok() ? "different values" : r.error) << "\n";
    return mlir::failure();
  }
  batch.kernels += form->text;
  batch.evals.push_back(std::move(e));
  if (fit < allCases.size())
    ++batch.evalsShortened;
  return mlir::success();
}

/// "N evaluation(s)" with the right plural.
std::string evaluations(uint64_t n) {
  return std::to_string(n) + (n == 1 ? " evaluation" : " evaluations");
}

/// What cute-gpu-runner's bound on one evaluation's outputs cost the
/// batch, for its summary: empty when nothing.
std::string evalBoundText(const Batch &batch) {
  std::string bound =
      "cute-gpu-runner's bound of " + std::to_string(cuda::kMaxEvalOutputs) + " outputs";
  std::string text;
  if (batch.evalsShortened)
    text +=
        "; " + evaluations(batch.evalsShortened) + " cut to the first valuations that fit " + bound;
  if (batch.evalsTooWide)
    text += "; " + evaluations(batch.evalsTooWide) + " left out, one valuation exceeding " + bound;
  return text;
}

/// Adds structure `k` to `batch` when it lowers and has admissible
/// valuations.
void addStructure(Batch &batch, const GpuBatchOptions &o, uint64_t k) {
  fuzz::Program p = generateStructure(o.generator, o.seed, k).value();
  std::string kernel = fuzz::writeKernel(p, kernelName(k));
  std::string error;
  if (lowerToPTX(moduleText(kernel, ""), o, error).empty()) {
    ++batch.notLowered;
    return;
  }
  std::vector<Case> cases = admissibleCases(p, k, o.valuations);
  if (cases.empty()) {
    ++batch.noValuation;
    return;
  }
  batch.kernels += kernel;
  if (mlir::failed(addEvaluation(batch, o, p, k, cases)))
    ++batch.evalMismatches;
  for (Case &c : cases) {
    batch.cases.push_back(std::move(c));
    batch.widths.push_back(p.width);
  }
}

/// Adds case `i` of `family`, drawn from the batch's seed and i, as kernel
/// `name`; its expected output is what the interpreter prints running it,
/// which must be the family's reference (a harness bug otherwise).
mlir::LogicalResult addKernelCase(Batch &batch, const GpuBatchOptions &o,
                                  const fuzz::KernelFamily &family, uint64_t i,
                                  const std::string &name) {
  fuzz::KernelCase k = family.draw(o.seed * 1000003 + i, i).value();
  core::Result<std::string> kernel = k.kernel(name);
  for (const core::Error *e :
       {kernel ? nullptr : &kernel.error(), k.expected ? nullptr : &k.expected.error(),
        k.threads ? nullptr : &k.threads.error(), k.module ? nullptr : &k.module.error()})
    if (e) {
      llvm::errs() << "cute-fuzz: " << k.description << ": " << e->message << "\n";
      return mlir::failure();
    }
  oracle::RunOutput r = runInterpreterOnText(*k.module);
  if (std::optional<std::string> difference = oracle::describeDifference(
          "interpreter", r, family.reference, oracle::RunOutput{*k.expected})) {
    llvm::errs() << "cute-fuzz: " << k.description << ", run by the interpreter, does not print "
                 << family.reference << ": " << *difference;
    return mlir::failure();
  }
  batch.kernels += *kernel;
  batch.atomCalls.push_back({name, *k.threads, *k.expected});
  return mlir::success();
}

/// @main launching every case on one thread, every evaluation over its
/// buffers and every atom call on a block of its threads, in order.
std::string launchingMain(const Batch &batch) {
  std::string body = "  %one = arith.constant 1 : index\n";
  unsigned counter = 0;
  for (size_t i = 0; i < batch.cases.size(); ++i) {
    const Case &c = batch.cases[i];
    std::string intT = (llvm::Twine("i") + llvm::Twine(batch.widths[i])).str();
    std::vector<std::string> args, types;
    for (int64_t v : c.args) {
      std::string name = "%c" + std::to_string(counter++);
      body += "  " + name + " = arith.constant " + std::to_string(v) + " : " + intT + "\n";
      args.push_back(name + " : " + intT);
    }
    body += "  gpu.launch_func @cases::@" + kernelName(c.structure) +
            " blocks in (%one, %one, %one) threads in (%one, %one, %one)" +
            (args.empty() ? "" : " args(" + llvm::join(args, ", ") + ")") + "\n";
  }
  for (size_t i = 0; i < batch.evals.size(); ++i)
    body += evalLaunch(batch.evals[i], i);
  for (size_t i = 0; i < batch.atomCalls.size(); ++i) {
    std::string threads = "%atom_threads_" + std::to_string(i);
    body += "  " + threads + " = arith.constant " + std::to_string(batch.atomCalls[i].threads) +
            " : index\n  gpu.launch_func @cases::@" + batch.atomCalls[i].kernel +
            " blocks in (%one, %one, %one) threads in (" + threads + ", %one, %one)\n";
  }
  return "  func.func @main() {\n" + body + "    return\n  }\n";
}

/// The batch.txt of `batch`, with `cubinLine` ("cubin ..." or empty).
std::string manifest(const Batch &batch, const std::string &cubinLine) {
  std::string text = "cute-gpu-batch 1\nptx cases.ptx\n" + cubinLine;
  for (size_t i = 0; i < batch.cases.size(); ++i) {
    const Case &c = batch.cases[i];
    text += "case " + std::to_string(i) + " " + kernelName(c.structure) + " " +
            std::to_string(batch.widths[i]) + " " + std::to_string(c.args.size());
    for (int64_t v : c.args)
      text += (llvm::Twine(" ") + llvm::Twine(v)).str();
    text += "\n";
  }
  for (size_t i = 0; i < batch.evals.size(); ++i) {
    const Eval &e = batch.evals[i];
    text += "eval " + std::to_string(i) + " " + e.kernel + " " + std::to_string(e.n) + " " +
            std::to_string(e.leavesPerValuation) + " " + std::to_string(e.form.span) + " " +
            std::to_string(e.form.leaves);
    for (int64_t v : e.values)
      text += (llvm::Twine(" ") + llvm::Twine(v)).str();
    text += "\n";
  }
  for (size_t i = 0; i < batch.atomCalls.size(); ++i)
    text += "atom " + std::to_string(i) + " " + batch.atomCalls[i].kernel + " " +
            std::to_string(batch.atomCalls[i].threads) + "\n";
  return text;
}

std::string expectedText(const Batch &batch) {
  std::string text;
  for (size_t i = 0; i < batch.cases.size(); ++i)
    text += "== case " + std::to_string(i) + "\n" + batch.cases[i].expected;
  for (size_t i = 0; i < batch.evals.size(); ++i)
    text += "== eval " + std::to_string(i) + "\n" + batch.evals[i].expected;
  for (size_t i = 0; i < batch.atomCalls.size(); ++i)
    text += "== atom " + std::to_string(i) + "\n" + batch.atomCalls[i].expected;
  return text;
}

bool writeFile(const std::string &dir, const std::string &name, const std::string &text) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    llvm::errs() << "cute-fuzz: cannot write " << path << ": " << ec.message() << "\n";
    return false;
  }
  os << text;
  return true;
}

} // namespace

int writeGpuBatch(const GpuBatchOptions &o) {
  Batch batch;
  for (uint64_t k = 0; k < o.structures; ++k)
    addStructure(batch, o, k);
  // The families' cases, in the order of kernelFamilies(), named by
  // prefix and index.
  const uint64_t counts[] = {o.atomCalls, o.tiledMmas, o.tiledCopies};
  const char *prefixes[] = {"a", "m", "c"};
  for (auto [f, family] : llvm::enumerate(fuzz::kernelFamilies()))
    for (uint64_t i = 0; i < counts[f]; ++i)
      if (mlir::failed(addKernelCase(batch, o, family, i, prefixes[f] + std::to_string(i))))
        return 1;
  if (batch.evalMismatches)
    return 1;
  if (batch.cases.empty() && batch.atomCalls.empty()) {
    llvm::errs() << "cute-fuzz: no structure of " << o.structures << " lowered to PTX with an "
                 << "admissible valuation; nothing written\n";
    return 1;
  }
  std::string module = moduleText(batch.kernels, launchingMain(batch)), error;
  std::string ptx = lowerToPTX(module, o, error);
  if (ptx.empty()) {
    llvm::errs() << "cute-fuzz: the batch module does not lower to PTX:\n" << error;
    return 1;
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(o.dir)) {
    llvm::errs() << "cute-fuzz: cannot create " << o.dir << ": " << ec.message() << "\n";
    return 1;
  }
  // What a GPU printed for an earlier batch in DIR would compare with this
  // batch's expectations as if its kernels had run.
  llvm::SmallString<128> stale(o.dir);
  llvm::sys::path::append(stale, "actual.txt");
  if (std::error_code ec = llvm::sys::fs::remove(stale)) {
    llvm::errs() << "cute-fuzz: cannot remove " << stale << ": " << ec.message() << "\n";
    return 1;
  }
  if (!writeFile(o.dir, "cases.mlir", module) || !writeFile(o.dir, "cases.ptx", ptx))
    return 1;
  std::optional<std::string> cubin;
  if (!o.ptxas.empty() && !(cubin = assembleCubin(o.ptxas, o.dir, "cases.ptx", ptx)))
    return 1;
  if (!writeFile(o.dir, "batch.txt", manifest(batch, cubin.value_or(""))) ||
      !writeFile(o.dir, "expected.txt", expectedText(batch)))
    return 1;
  uint64_t kept = o.structures - batch.notLowered - batch.noValuation;
  llvm::outs() << "cute-fuzz: wrote " << o.dir << ": " << batch.cases.size() << " cases of " << kept
               << " structures and " << batch.evals.size() << " evaluation kernels ("
               << batch.notLowered << " not lowered to PTX, " << batch.noValuation
               << " without an admissible valuation" << evalBoundText(batch) << ")"
               << (o.atomCalls ? ", " + std::to_string(o.atomCalls) + " atom calls" : std::string())
               << (o.tiledMmas ? ", " + std::to_string(o.tiledMmas) + " tiled MMAs" : std::string())
               << (o.tiledCopies ? ", " + std::to_string(o.tiledCopies) + " tiled copies"
                                 : std::string())
               << "\n"
               << "run it on a GPU with: cute-gpu-runner " << o.dir
               << "\nthen compare here with: cute-fuzz --compare-gpu-batch " << o.dir << "\n";
  return 0;
}

} // namespace cute::campaign
