//===- GpuKernelSubject.cpp - The campaign's generated GPU kernels --------===//
//
// Structure k is a case of a kernel family (fuzz/KernelFamily.h: atom
// calls, tiled MMAs, tiled copies; family and atom drawn from the seed): a
// kernel on one block of threads. A campaign runs on the
// host, so the kernel does not run on a GPU here (a GPU batch does that,
// GpuBatch.h). What the subject checks:
// - the interpreter, running the kernel thread by thread, must print the
//   family's reference, computed without it (else a finding against
//   "interp/core", in which the interpreter is the faulty side);
// - when the campaign checks this project's lowering (the jit backend),
//   the kernel must lower to PTX (cute-to-ptx-pipeline; else a "rejected"
//   finding against "ptx", blamed on the op its diagnostic names).
// A finding of a whole tile is shrunk by the generator (fewer tiles,
// plainer layouts) while it fails alike; an atom call is as small as it
// gets.
//
//===----------------------------------------------------------------------===//
#include "Subjects.h"
#include "cute-oracle/Fuzz/KernelFamily.h"
#include "cute-oracle/Lower/Pipeline.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace cute::campaign {

using oracle::RunOutput;

namespace {

class GpuKernelSubject final : public Subject {
public:
  explicit GpuKernelSubject(const CampaignOptions &o)
      : o(o), lowers(llvm::any_of(o.backends, [](const BackendSpec &b) { return b.name == "jit"; })) {}

  llvm::StringRef name() const override { return "gpu-kernels"; }

  std::optional<Case> check(uint64_t k, CheckStats &stats) override {
    generated = draw(k);
    found = generated->value();
    return checkCase(*found, stats);
  }

  /// Follows the whole tile's shrinks while the kernel fails alike.
  void minimize(uint64_t k, Case &c, std::string &description) override {
    if (!generated)
      generated = draw(k);
    found = shrinkWhileFailingAlike(*generated, c, o.shrinkBudget, [&](const fuzz::KernelCase &kc) {
      CheckStats ignored;
      return checkCase(kc, ignored);
    });
    description = found->description;
  }

  std::string confirm(Case &c) override {
    if (!found)
      return "the case of the finding is not known";
    CheckStats ignored;
    std::optional<Case> again = checkCase(*found, ignored);
    if (again && again->finding.backend != c.finding.backend)
      again.reset();
    return confirmedBy(std::move(again), c);
  }

  std::string replayFlags() const override { return ""; }

  int replay(uint64_t k) override {
    fuzz::KernelCase c = draw(k).value();
    llvm::outs() << "// gpu kernel " << k << " of seed " << o.seed << ": " << c.description
                 << "\n";
    if (c.module)
      llvm::outs() << *c.module;
    CheckStats stats;
    std::optional<Case> f = checkCase(c, stats);
    if (stats.invalidPrograms) {
      llvm::outs() << "// not written:\n" << stats.lastInvalid;
      return 1;
    }
    if (f) {
      llvm::outs() << "// finding " << f->finding.signature() << "\n" << f->finding.detail;
      return 1;
    }
    llvm::outs() << "// agrees: the interpreter prints " << family(k).reference
                 << (lowers ? "; it lowers to PTX\n" : "\n");
    return 0;
  }

private:
  /// Structure k's family and (for atom calls) atom are drawn from its
  /// seed alone, so that a structure replays alike whatever the campaign's
  /// other subjects.
  const fuzz::KernelFamily &family(uint64_t k) const {
    const std::vector<fuzz::KernelFamily> &families = fuzz::kernelFamilies();
    return families[structureSeed(o.seed, k) % families.size()];
  }

  rc::Shrinkable<fuzz::KernelCase> draw(uint64_t k) const {
    uint64_t seed = structureSeed(o.seed, k);
    // The case's number (an atom call's atom modulo the atoms), from the
    // bits the family did not take.
    return family(k).draw(seed, seed / fuzz::kernelFamilies().size() % 4096);
  }

  /// The first finding of kernel case `c`: the interpreter against the
  /// family's reference, then (with jit) the lowering to PTX.
  std::optional<Case> checkCase(const fuzz::KernelCase &c, CheckStats &stats) {
    if (!c.module || !c.expected) {
      ++stats.invalidPrograms;
      stats.lastInvalid = c.description + ": " +
                          (c.module ? c.expected.error() : c.module.error()).message + "\n";
      return std::nullopt;
    }
    std::string diagnostics;
    mlir::MLIRContext ctx(backendRegistry());
    mlir::OwningOpRef<mlir::ModuleOp> m = parseText(ctx, *c.module, diagnostics);
    if (!m) {
      ++stats.invalidPrograms;
      stats.lastInvalid = diagnostics + *c.module;
      return std::nullopt;
    }
    m->walk([&](mlir::Operation *op) {
      if (op->getDialect() && op->getDialect()->getNamespace() == "cute")
        ++stats.perOpForm[op->getName().getStringRef().drop_front(5).str()]["kernel"];
    });
    ++stats.counts.compared;
    RunOutput reference{*c.expected}, interpreter = runInterpreterOnText(*c.module);
    auto opAt = [&](size_t) { return c.callOp; };
    if (std::optional<Finding> f =
            classifyRuns("interp/core", fuzz::Form::Static, reference, interpreter, opAt))
      return Case{*f, *c.module, reference};
    if (!lowers)
      return std::nullopt;
    ++stats.counts.compared;
    if (std::optional<Finding> f = ptxRejection(*m, c.callOp))
      return Case{*f, *c.module, interpreter};
    return std::nullopt;
  }

  /// The "rejected" finding against "ptx" when `m` does not lower to PTX.
  std::optional<Finding> ptxRejection(mlir::ModuleOp m, const std::string &callOp) {
    std::string diagnostics;
    mlir::ScopedDiagnosticHandler handler(m->getContext(), [&](mlir::Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return mlir::success();
    });
    if (mlir::succeeded(lower::lowerToPTX(m, {})))
      return std::nullopt;
    Finding f;
    f.kind = "rejected";
    f.backend = "ptx";
    std::string named = opNamedIn(diagnostics);
    f.op = named == "module" ? callOp : named;
    f.form = fuzz::Form::Static;
    f.expected = "a PTX module";
    f.actual = diagnostics.substr(0, diagnostics.find('\n'));
    f.detail = "cute-to-ptx-pipeline fails:\n" + diagnostics;
    return f;
  }

  const CampaignOptions &o;
  /// Whether the campaign checks this project's lowering.
  bool lowers;
  /// The structure last checked, and the smallest case of its finding.
  std::optional<rc::Shrinkable<fuzz::KernelCase>> generated;
  std::optional<fuzz::KernelCase> found;
};

} // namespace

std::unique_ptr<Subject> makeGpuKernelSubject(const CampaignOptions &o) {
  return std::make_unique<GpuKernelSubject>(o);
}

} // namespace cute::campaign
