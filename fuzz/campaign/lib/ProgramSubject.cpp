//===- ProgramSubject.cpp - The campaign's random programs ----------------===//
//
// Structure k is a random program of the algebra ops (fuzz/Generators.h),
// checked in three forms on many valuations (Check.h). A finding is
// shrunk by the generator while it fails alike, then its module is
// reduced op by op (Reduce.h): an external backend's only reduced, since
// each of its runs starts a compiler.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Campaign/Reproducer.h"
#include "ReportState.h"
#include "Subjects.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <thread>

namespace cute::campaign {

rc::Shrinkable<fuzz::Program> generateStructure(const fuzz::ProgramOptions &generator,
                                                uint64_t seed, uint64_t k) {
  // RapidCheck's nominal size: full ranges.
  return fuzz::genProgram(generator)(rc::Random(structureSeed(seed, k)), rc::kNominalSize);
}

BackendSpec backendOf(const CampaignOptions &o, const Finding &f) {
  for (const BackendSpec &b : o.backends)
    if (b.name == f.backend)
      return b;
  return {f.backend, ""};
}

std::string confirmedBy(std::optional<Case> again, Case &c) {
  if (!again)
    return c.finding.backend + " agrees with the interpreter on it when run again";
  if (again->finding.baseSignature() != c.finding.baseSignature())
    return "run again, it fails as " + again->finding.baseSignature();
  c.reference = std::move(again->reference);
  return "";
}

std::optional<Case> caseNow(const CampaignOptions &o, const std::string &text,
                            llvm::StringRef backendName, std::string &error) {
  for (const BackendSpec &b : o.backends)
    if (b.name == backendName)
      return caseOnText(text, b, o.timeoutSeconds, error);
  error = "no backend is named " + backendName.str();
  return std::nullopt;
}

namespace {

class ProgramSubject final : public Subject {
public:
  explicit ProgramSubject(const CampaignOptions &o)
      : o(o), checker(o.backends, o.valuations, o.timeoutSeconds) {}

  llvm::StringRef name() const override { return "programs"; }

  std::optional<Case> check(uint64_t k, CheckStats &stats) override {
    generated = generateStructure(o.generator, o.seed, k);
    std::mt19937_64 rng = valuationRng(k);
    std::optional<Finding> f = checker.check(generated->value(), rng, stats);
    if (!f)
      return std::nullopt;
    return Case{*f, reproducerModule(generated->value(), *f), {}};
  }

  void minimize(uint64_t k, Case &c, std::string &description) override {
    description.clear();
    // An external backend is a compiler and a runner started anew for
    // every candidate: shrinking the program first costs more than it
    // saves, so its modules are reduced (one candidate per core at once)
    // from the start.
    if (!backendOf(o, c.finding).isExternal() && generated) {
      std::mt19937_64 rng(structureSeed(o.seed, k));
      fuzz::Program smallest =
          shrinkWhileFailingAlike(*generated, c, o.shrinkBudget, [&](const fuzz::Program &p) {
            std::optional<Finding> f = checker.reproduces(p, c.finding, rng);
            return f ? std::optional<Case>(Case{*f, "", {}}) : std::nullopt;
          });
      c.module = reproducerModule(smallest, c.finding);
    }
    c = reducedCase(std::move(c));
  }

  std::string confirm(Case &c) override {
    std::string error;
    std::optional<Case> again = caseNow(o, c.module, c.finding.backend, error);
    return error.empty() ? confirmedBy(std::move(again), c) : error;
  }

  /// The generator's options are spelt out, defaults included (so that the
  /// command still holds when a default changes), except --ops when every
  /// op family was generated.
  std::string replayFlags() const override {
    std::string flags;
    if (!o.generator.focus.empty())
      flags += " --ops " + focusText(o);
    if (!o.generator.profile.isFull())
      flags += " --profile " + o.generator.profile.name;
    return flags + " --max-ops " + std::to_string(o.generator.maxOps) + " --valuations " +
           std::to_string(o.valuations);
  }

  int replay(uint64_t k) override {
    rc::Shrinkable<fuzz::Program> gen = generateStructure(o.generator, o.seed, k);
    const fuzz::Program &p = gen.value();
    llvm::outs() << "// structure " << k << " of seed " << o.seed << " (witness:";
    for (int64_t v : p.witness())
      llvm::outs() << " " << v;
    llvm::outs() << ")\n" << fuzz::writeProgram(p, fuzz::Form::Arguments);
    CheckStats stats;
    std::mt19937_64 rng = valuationRng(k);
    std::optional<Finding> f = checker.check(p, rng, stats);
    if (stats.invalidPrograms) {
      llvm::outs() << "// did not verify:\n" << stats.lastInvalid;
      return 1;
    }
    if (!f) {
      llvm::outs() << "// agrees: " << stats.counts.compared << " cases compared ("
                   << stats.counts.refusedAlike << " inadmissible, refused alike), "
                   << stats.counts.inadmissible << " inadmissible not compared\n";
      return 0;
    }
    llvm::outs() << "// finding " << f->signature() << "\n" << f->detail;
    return 1;
  }

private:
  /// The source of structure k's valuations.
  std::mt19937_64 valuationRng(uint64_t k) const {
    return std::mt19937_64(structureSeed(o.seed, k) ^ 0x5bd1e995);
  }

  /// The case `c` reduced at the IR level (cute-reduce's steps) while it
  /// keeps its signature; `c` itself when no reduction keeps it.
  Case reducedCase(Case c) {
    const Finding &f = c.finding;
    std::string error;
    ReduceOptions r;
    r.backend = backendOf(o, f);
    r.timeoutSeconds = o.timeoutSeconds;
    r.budget = o.shrinkBudget;
    r.profile = o.generator.profile;
    // An external backend's run is a process of its own, mostly waiting on
    // its compiler: one candidate per core at once (the result is the one
    // of a reduction one candidate at a time).
    if (r.backend.isExternal())
      r.jobs = std::max(1u, std::thread::hardware_concurrency());
    std::optional<Reduction> reduced = reduceModule(c.module, r, error);
    if (!reduced || reduced->reduced.finding.baseSignature() != f.baseSignature())
      return c;
    Case out = std::move(reduced->reduced);
    out.finding.form = f.form;
    out.finding.guilty = f.guilty;
    return out;
  }

  const CampaignOptions &o;
  Checker checker;
  /// The structure last checked, which minimize shrinks.
  std::optional<rc::Shrinkable<fuzz::Program>> generated;
};

} // namespace

std::unique_ptr<Subject> makeProgramSubject(const CampaignOptions &o) {
  return std::make_unique<ProgramSubject>(o);
}

} // namespace cute::campaign
