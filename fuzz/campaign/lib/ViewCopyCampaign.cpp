//===- ViewCopyCampaign.cpp - cute-fuzz --view-copies ----------------------===//
#include "cute-oracle/Campaign/ViewCopyCampaign.h"
#include "cute-oracle/Campaign/Reproducer.h"
#include "cute-oracle/Fuzz/ViewCopies.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <set>
#include <sstream>

namespace cute::campaign {

using fuzz::ViewCopyCase;
using oracle::RunOutput;

namespace {

std::string describe(const ViewCopyCase &c) {
  std::ostringstream os;
  os << c;
  return os.str();
}

/// The interpreter's run of the case, or a finding against interp/core.
struct CaseRuns {
  std::string module;
  RunOutput interpreter;
};

CaseRuns runInterpreter(const ViewCopyCase &c) {
  CaseRuns r;
  r.module = *fuzz::writeViewCopyModule(c);
  r.interpreter = runInterpreterOnText(r.module);
  return r;
}

/// How `backend` disagrees with the interpreter on `c` (the interpreter
/// itself checked against interp/core first: backend "interp/core").
std::optional<Finding> disagreement(const ViewCopyCase &c, const BackendSpec &backend,
                                    unsigned timeoutSeconds, CaseRuns &runs) {
  runs = runInterpreter(c);
  auto opAt = [](size_t) { return std::string("copy"); };
  RunOutput core{*fuzz::expectedViewCopyOutput(c), true, ""};
  if (auto f = classifyRuns("interp/core", fuzz::Form::Static, core, runs.interpreter, opAt))
    return f;
  RunOutput actual = runOnText(runs.module, [&] { return makeBackend(backend, timeoutSeconds); });
  return classifyRuns(backend.name, fuzz::Form::Static, runs.interpreter, actual, opAt);
}

/// Follows the case's shrinks while `backend` keeps disagreeing with the
/// same signature; the smallest case found and its finding.
std::pair<ViewCopyCase, Finding> shrink(rc::Shrinkable<ViewCopyCase> s, Finding f,
                                        const BackendSpec &backend, const ViewCopyOptions &o) {
  ViewCopyCase smallest = s.value();
  rc::Seq<rc::Shrinkable<ViewCopyCase>> candidates = s.shrinks();
  CaseRuns runs;
  for (unsigned tries = 0; tries < o.shrinkBudget;) {
    rc::Maybe<rc::Shrinkable<ViewCopyCase>> next = candidates.next();
    if (!next)
      break;
    ++tries;
    std::optional<Finding> g = disagreement(next->value(), backend, o.timeoutSeconds, runs);
    if (g && g->signature() == f.signature()) {
      smallest = next->value();
      f = *g;
      candidates = next->shrinks();
    }
  }
  return {smallest, f};
}

/// Writes the lit test of `f` on case `c`; its path, or empty on failure.
std::string writeReproducer(const ViewCopyCase &c, const Finding &f, const BackendSpec &backend,
                            const ViewCopyOptions &o, uint64_t k) {
  CaseRuns runs = runInterpreter(c);
  Provenance from;
  from.seed = o.seed;
  from.structure = k;
  from.reproduce = "cute-fuzz --view-copies " + std::to_string(k + 1) + " --seed " +
                   std::to_string(o.seed) + " (" + describe(c) + ")";
  // Against interp/core the interpreter is the faulty side: the test
  // expects what interp/core computes.
  bool againstCore = f.backend == "interp/core";
  std::string expected = againstCore ? *fuzz::expectedViewCopyOutput(c) : runs.interpreter.printed;
  bool expectedOk = againstCore || runs.interpreter.ok;
  std::string path = o.corpusDir + "/" + reproducerFileName(f.signature());
  std::error_code ec = llvm::sys::fs::create_directories(o.corpusDir);
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return "";
  os << writeLitTest(runs.module, f, backend, expected, expectedOk, from);
  return path;
}

} // namespace

int runViewCopies(const ViewCopyOptions &o) {
  std::set<std::string> seen;
  uint64_t findings = 0;
  for (uint64_t k = 0; k < o.cases; ++k) {
    rc::Shrinkable<ViewCopyCase> s =
        fuzz::genViewCopyCase()(rc::Random(o.seed * 0x9e3779b97f4a7c15ULL + k), 50);
    for (const BackendSpec &backend : o.backends) {
      CaseRuns runs;
      std::optional<Finding> f = disagreement(s.value(), backend, o.timeoutSeconds, runs);
      if (!f || !seen.insert(f->signature()).second)
        continue;
      ++findings;
      auto [smallest, reduced] = shrink(s, *f, backend, o);
      std::string path = writeReproducer(smallest, reduced, backend, o, k);
      if (path.empty()) {
        llvm::errs() << "cute-fuzz: cannot write a reproducer to " << o.corpusDir << "\n";
        return 2;
      }
      llvm::outs() << "finding " << reduced.signature() << " in case " << k << ": " << reduced.kind
                   << ", expected '" << reduced.expected << "', got '" << reduced.actual
                   << "'\n  reduced to: " << describe(smallest) << "\n  reproducer: " << path
                   << "\n";
    }
    if ((k + 1) % 100 == 0)
      llvm::errs() << "cute-fuzz: " << (k + 1) << "/" << o.cases << " view copies, " << findings
                   << " findings\n";
  }
  llvm::outs() << o.cases << " view copies on " << o.backends.size() << " backends: " << findings
               << " findings\n";
  return findings ? 1 : 0;
}

} // namespace cute::campaign
