//===- ViewCopySubject.cpp - The campaign's random copies between views ---===//
//
// Structure k is a random copy between views (fuzz/ViewCopies.h). Its
// module runs on the interpreter, which must print what interp/core
// computes (else a finding against "interp/core", in which the interpreter
// is the faulty side), and on every backend, which must print what the
// interpreter prints. The op of a differing line is memref.load for the
// probe of src (line 0) and copy after it. A finding is shrunk by the
// generator while it fails alike.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "Subjects.h"
#include "cute-oracle/Fuzz/ViewCopies.h"

#include "llvm/Support/raw_ostream.h"

#include <sstream>

namespace cute::campaign {

using fuzz::ViewCopyCase;
using oracle::RunOutput;

namespace {

/// RapidCheck's size for a case: layouts of up to a few hundred elements.
constexpr int kCaseSize = 50;

/// The checked reference of the interpreter.
const BackendSpec kCore{"interp/core", ""};

std::string describe(const ViewCopyCase &c) {
  std::ostringstream os;
  os << c;
  return os.str();
}

/// The op a printed line of a view-copy module comes from.
std::string opOfLine(size_t line) { return line == 0 ? "memref.load" : "copy"; }

class ViewCopySubject final : public Subject {
public:
  explicit ViewCopySubject(const CampaignOptions &o) : o(o) {
    checked.push_back(kCore);
    checked.insert(checked.end(), o.backends.begin(), o.backends.end());
  }

  llvm::StringRef name() const override { return "view-copies"; }

  std::optional<Case> check(uint64_t k, CheckStats &stats) override {
    generated = generate(k);
    const ViewCopyCase &c = generated->value();
    fuzz::Form form = c.dynamicLayouts ? fuzz::Form::Arguments : fuzz::Form::Static;
    for (const std::string &op : fuzz::opsEmittedByViewCopies())
      ++stats.perOpForm[op][fuzz::formName(form)];
    Runs runs = runsOf(c);
    for (const BackendSpec &backend : checked) {
      ++stats.counts.compared;
      if (std::optional<Case> disagreeing = disagreement(c, runs, backend)) {
        found = c;
        return disagreeing;
      }
    }
    return std::nullopt;
  }

  void minimize(uint64_t k, Case &c, std::string &description) override {
    if (!generated)
      generated = generate(k);
    BackendSpec backend = backendNamed(c.finding);
    found = shrinkWhileFailingAlike(*generated, c, o.shrinkBudget, [&](const ViewCopyCase &v) {
      return disagreement(v, runsOf(v), backend);
    });
    description = "case " + std::to_string(k) + " reduced to: " + describe(*found);
  }

  std::string confirm(Case &c) override {
    if (!found)
      return "the case of the finding is not known";
    return confirmedBy(disagreement(*found, runsOf(*found), backendNamed(c.finding)), c);
  }

  std::string replayFlags() const override { return ""; }

  int replay(uint64_t k) override {
    ViewCopyCase c = generate(k).value();
    Runs runs = runsOf(c);
    llvm::outs() << "// view copy " << k << " of seed " << o.seed << ": " << describe(c) << "\n"
                 << runs.module;
    for (const BackendSpec &backend : checked)
      if (std::optional<Case> f = disagreement(c, runs, backend)) {
        llvm::outs() << "// finding " << f->finding.signature() << "\n" << f->finding.detail;
        return 1;
      }
    llvm::outs() << "// agrees: interp/core and " << o.backends.size()
                 << (o.backends.size() == 1 ? " backend\n" : " backends\n");
    return 0;
  }

private:
  rc::Shrinkable<ViewCopyCase> generate(uint64_t k) const {
    return fuzz::genViewCopyCase()(rc::Random(structureSeed(o.seed, k)), kCaseSize);
  }

  /// A case's module and the interpreter's run of it.
  struct Runs {
    std::string module;
    RunOutput interpreter;
  };
  static Runs runsOf(const ViewCopyCase &c) {
    std::string module = *fuzz::writeViewCopyModule(c);
    RunOutput interpreter = runInterpreterOnText(module);
    return {std::move(module), std::move(interpreter)};
  }

  /// The backend a finding names: interp/core, or one of the campaign's.
  BackendSpec backendNamed(const Finding &f) const {
    return f.backend == kCore.name ? kCore : backendOf(o, f);
  }

  /// How `backend` disagrees with the interpreter on `c` (whose runs are
  /// `runs`), as a case whose reference is the interpreter's run; for
  /// kCore, how the interpreter disagrees with interp/core, whose output is
  /// then the reference.
  std::optional<Case> disagreement(const ViewCopyCase &c, const Runs &runs,
                                   const BackendSpec &backend) {
    const std::string &module = runs.module;
    const RunOutput &interpreter = runs.interpreter;
    if (backend.name == kCore.name) {
      RunOutput core{*fuzz::expectedViewCopyOutput(c)};
      std::optional<Finding> f =
          classifyRuns(kCore.name, fuzz::Form::Static, core, interpreter, opOfLine);
      return f ? std::optional<Case>(Case{*f, module, core}) : std::nullopt;
    }
    // Under the values contract a case the interpreter refuses is not compared.
    if (!interpreter.ok() && backend.contract == Contract::Values)
      return std::nullopt;
    RunOutput actual =
        runOnText(module, [&] { return makeBackend(backend, o.timeoutSeconds); });
    std::optional<Finding> f =
        classifyRuns(backend.name, fuzz::Form::Static, interpreter, actual, opOfLine);
    return f ? std::optional<Case>(Case{*f, module, interpreter}) : std::nullopt;
  }

  const CampaignOptions &o;
  /// interp/core, then the campaign's backends.
  std::vector<BackendSpec> checked;
  /// The structure last checked, and the smallest case of its finding.
  std::optional<rc::Shrinkable<ViewCopyCase>> generated;
  std::optional<ViewCopyCase> found;
};

} // namespace

std::unique_ptr<Subject> makeViewCopySubject(const CampaignOptions &o) {
  return std::make_unique<ViewCopySubject>(o);
}

} // namespace cute::campaign
