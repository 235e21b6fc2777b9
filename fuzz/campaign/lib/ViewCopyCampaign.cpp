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

/// The op a printed line of a view-copy module comes from: line 0 is the
/// load of src at the probe, the others show the copy (and the store after).
std::string opOfLine(size_t line) { return line == 0 ? "memref.load" : "copy"; }

const BackendSpec kCore{"interp/core", ""};

/// How `backend` disagrees with the interpreter on `c`, or, for kCore, how
/// the interpreter disagrees with interp/core.
std::optional<Finding> disagreement(const ViewCopyCase &c, const BackendSpec &backend,
                                    unsigned timeoutSeconds) {
  CaseRuns runs = runInterpreter(c);
  if (backend.name == kCore.name) {
    RunOutput core{*fuzz::expectedViewCopyOutput(c)};
    return classifyRuns(kCore.name, fuzz::Form::Static, core, runs.interpreter, opOfLine);
  }
  // Under the values contract a case the interpreter refuses is not compared.
  if (!runs.interpreter.ok() && backend.contract == Contract::Values)
    return std::nullopt;
  RunOutput actual = runOnText(runs.module, [&] { return makeBackend(backend, timeoutSeconds); });
  return classifyRuns(backend.name, fuzz::Form::Static, runs.interpreter, actual, opOfLine);
}

/// Follows the case's shrinks while `backend` keeps disagreeing with the
/// same signature; the smallest case found and its finding.
std::pair<ViewCopyCase, Finding> shrink(rc::Shrinkable<ViewCopyCase> s, Finding f,
                                        const BackendSpec &backend, const ViewCopyOptions &o) {
  ViewCopyCase smallest = s.value();
  rc::Seq<rc::Shrinkable<ViewCopyCase>> candidates = s.shrinks();
  for (unsigned tries = 0; tries < o.shrinkBudget;) {
    rc::Maybe<rc::Shrinkable<ViewCopyCase>> next = candidates.next();
    if (!next)
      break;
    ++tries;
    std::optional<Finding> g = disagreement(next->value(), backend, o.timeoutSeconds);
    if (g && g->signature() == f.signature()) {
      smallest = next->value();
      f = *g;
      candidates = next->shrinks();
    }
  }
  return {smallest, f};
}

/// Writes the lit test of `f` on case `c` unless the corpus has one of its
/// signature; its path, or empty on failure.
std::string writeReproducer(const ViewCopyCase &c, const Finding &f, const BackendSpec &backend,
                            const ViewCopyOptions &o, uint64_t k) {
  std::string path = o.corpusDir + "/" + reproducerFileName(f.signature());
  if (llvm::sys::fs::exists(path))
    return path;
  CaseRuns runs = runInterpreter(c);
  Provenance from;
  from.seed = o.seed;
  from.structure = k;
  from.reproduce = "cute-fuzz --view-copies " + std::to_string(k + 1) + " --seed " +
                   std::to_string(o.seed) + backendFlags(o.backendList, o.backends) +
                   " --timeout " + std::to_string(o.timeoutSeconds);
  from.subject = "case " + std::to_string(k) + " reduced to: " + describe(c);
  // Against interp/core the interpreter is the faulty side: the test
  // expects what interp/core computes.
  bool againstCore = f.backend == kCore.name;
  Case found{f, runs.module,
             againstCore ? RunOutput(*fuzz::expectedViewCopyOutput(c)) : runs.interpreter};
  if (llvm::sys::fs::create_directories(o.corpusDir))
    return "";
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return "";
  os << writeLitTest(found, backend, from);
  os.close();
  return os.has_error() ? "" : path;
}

} // namespace

int runViewCopies(const ViewCopyOptions &o) {
  std::vector<BackendSpec> checked = {kCore};
  checked.insert(checked.end(), o.backends.begin(), o.backends.end());
  std::set<std::string> seen;
  uint64_t disagreeing = 0;
  for (uint64_t k = 0; k < o.cases; ++k) {
    rc::Shrinkable<ViewCopyCase> s =
        fuzz::genViewCopyCase()(rc::Random(o.seed * 0x9e3779b97f4a7c15ULL + k), 50);
    for (const BackendSpec &backend : checked) {
      std::optional<Finding> f = disagreement(s.value(), backend, o.timeoutSeconds);
      if (!f)
        continue;
      ++disagreeing;
      if (!seen.insert(f->signature()).second)
        continue;
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
      llvm::errs() << "cute-fuzz: " << (k + 1) << "/" << o.cases << " view copies, " << seen.size()
                   << " findings\n";
  }
  llvm::outs() << o.cases << " view copies, interpreter against interp/core and "
               << o.backends.size() << (o.backends.size() == 1 ? " backend" : " backends") << ": "
               << seen.size() << " findings (" << disagreeing << " disagreeing runs)\n";
  return seen.empty() ? 0 : 1;
}

} // namespace cute::campaign
