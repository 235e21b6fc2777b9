//===- Campaign.cpp - cute-fuzz: generate, compare, reduce, report --------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "ReportState.h"
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Campaign/Report.h"
#include "cute-oracle/Campaign/Reproducer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <thread>
#include <set>
#include <unistd.h>

namespace cute::campaign {

namespace json = llvm::json;
using Clock = std::chrono::steady_clock;

uint64_t structureSeed(uint64_t seed, uint64_t k) {
  // splitmix64 of (seed, k): neighbouring structures are unrelated.
  uint64_t z = seed * 0x9E3779B97F4A7C15ULL + k + 0x632BE59BD9B4E019ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

rc::Shrinkable<fuzz::Program> generateStructure(const fuzz::ProgramOptions &generator,
                                                uint64_t seed, uint64_t k) {
  // RapidCheck's nominal size: full ranges.
  return fuzz::genProgram(generator)(rc::Random(structureSeed(seed, k)), rc::kNominalSize);
}

/// Whether `text` is OP.KIND.interpreter-vs-BACKEND[@PASS/PATTERN] with a
/// known KIND. OP ("arith.addi") and BACKEND (an external name) may hold
/// dots themselves.
static bool isFindingSignature(llvm::StringRef text) {
  constexpr llvm::StringLiteral vsText = ".interpreter-vs-";
  llvm::StringRef base = baseOfSignature(text);
  size_t vs = base.find(vsText);
  if (vs == llvm::StringRef::npos || base.size() == vs + vsText.size())
    return false;
  auto [op, kind] = base.take_front(vs).rsplit('.');
  return !op.empty() && llvm::is_contained(findingKinds, kind);
}

std::optional<std::string> readKnownIssues(const std::string &file, std::set<std::string> &known) {
  if (file.empty())
    return std::nullopt;
  auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/true);
  if (!buffer)
    return "--known " + file + ": " + buffer.getError().message();
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (auto [number, line] : llvm::enumerate(lines)) {
    llvm::StringRef l = line.split('#').first.trim();
    if (l.empty())
      continue;
    if (!isFindingSignature(l))
      return "--known " + file + ":" + std::to_string(number + 1) + ": '" + l.str() +
             "' is not a finding signature (OP.KIND.interpreter-vs-BACKEND[@PASS/PATTERN])";
    known.insert(l.str());
  }
  return std::nullopt;
}

namespace {

rc::Shrinkable<fuzz::Program> generate(const CampaignOptions &o, uint64_t k) {
  return generateStructure(o.generator, o.seed, k);
}

/// How the interpreter and the campaign's backend named `backendName`
/// disagree on @main of module `text` now; none when they agree or (with
/// `error`) when it does not run or no backend has that name.
std::optional<Case> caseNow(const CampaignOptions &o, const std::string &text,
                            llvm::StringRef backendName, std::string &error) {
  for (const BackendSpec &b : o.backends)
    if (b.name == backendName)
      return caseOnText(text, b, o.timeoutSeconds, error);
  error = "no backend is named " + backendName.str();
  return std::nullopt;
}

/// Whether module `text` now passes against the backend named
/// `backendName`: it parses, and the interpreter and the backend agree.
bool passesNow(const CampaignOptions &o, const std::string &text, llvm::StringRef backendName) {
  std::string error;
  return !caseNow(o, text, backendName, error) && error.empty();
}

/// Runs the module of `c` again: why it does not reproduce its finding
/// (the backend must fail on it as found, with the same base signature),
/// empty when it does; then `c.reference` is the interpreter's run of it.
std::string confirm(const CampaignOptions &o, Case &c) {
  std::string error;
  std::optional<Case> again = caseNow(o, c.module, c.finding.backend, error);
  if (!error.empty())
    return error;
  if (!again)
    return c.finding.backend + " agrees with the interpreter on it when run again";
  if (again->finding.baseSignature() != c.finding.baseSignature())
    return "run again, it fails as " + again->finding.baseSignature();
  c.reference = std::move(again->reference);
  return "";
}

/// The known issues (o.knownIssues) whose reproducers (in the corpus
/// directory) all pass now: they are fixed. An issue without reproducers
/// stays as it is.
json::Array recheckKnownIssues(const CampaignOptions &o) {
  json::Array fixed;
  if (o.knownIssues.empty())
    return fixed;
  ReproducerCorpus corpus(o.corpusDir);
  for (const std::string &signature : o.knownIssues) {
    std::vector<std::string> paths = corpus.of(signature);
    llvm::StringRef backendName =
        baseOfSignature(llvm::StringRef(signature).rsplit("interpreter-vs-").second);
    auto passes = [&](const std::string &path) {
      auto buffer = llvm::MemoryBuffer::getFile(path);
      return buffer && passesNow(o, (*buffer)->getBuffer().str(), backendName);
    };
    if (paths.empty() || !llvm::all_of(paths, passes))
      continue;
    fixed.push_back(signature);
    llvm::errs() << "cute-fuzz: known issue " << signature << " is fixed ("
                 << llvm::join(paths, ", ") << (paths.size() == 1 ? " passes)\n" : " pass)\n");
  }
  return fixed;
}

/// Marks each finding of a resumed state that this build no longer
/// reproduces (its reduced program passes) as fixed.
void recheckResumedFindings(const CampaignOptions &o, State &s) {
  for (json::Value &f : s.findings) {
    json::Object *fo = f.getAsObject();
    // A finding whose program never reproduced it cannot show it fixed.
    if (!fo || isFixed(*fo) || !fo->getString("not_reproduced").value_or("").empty())
      continue;
    std::string text = fo->getString("program").value_or("").str();
    if (text.empty() || !passesNow(o, text, fo->getString("backend").value_or("")))
      continue;
    s.signatures.erase(findingKey(*fo));
    (*fo)["status"] = "fixed";
    s.signatures.insert(findingKey(*fo));
    llvm::errs() << "cute-fuzz: finding " << fo->getString("signature").value_or("")
                 << " of structure " << fo->getInteger("structure").value_or(0)
                 << " no longer fails: marked fixed\n";
  }
}

/// Shrinks `s` while its program keeps failing like `f`; `s` and `f`
/// become the smallest found.
void shrink(Checker &checker, rc::Shrinkable<fuzz::Program> &s, Finding &f, unsigned budget,
            uint64_t seed) {
  std::mt19937_64 rng(seed);
  bool progress = true;
  while (progress && budget > 0) {
    progress = false;
    rc::Seq<rc::Shrinkable<fuzz::Program>> candidates = s.shrinks();
    while (rc::Maybe<rc::Shrinkable<fuzz::Program>> c = candidates.next()) {
      if (budget-- == 0)
        break;
      if (std::optional<Finding> again = checker.reproduces(c->value(), f, rng)) {
        s = std::move(*c);
        f = std::move(*again);
        progress = true;
        break;
      }
    }
  }
}

/// The command that checks structure `k` again as this campaign did: the
/// generator's and the checker's options are spelt out, defaults included
/// (so that it still holds when a default changes), except --ops when every
/// op family was generated.
std::string reproduceCommand(const CampaignOptions &o, uint64_t k) {
  std::string cmd = "cute-fuzz --seed " + std::to_string(o.seed) + " --replay " +
                    std::to_string(k) + backendFlags(o.backendList, o.backends);
  if (!o.generator.focus.empty())
    cmd += " --ops " + focusText(o);
  if (!o.generator.profile.isFull())
    cmd += " --profile " + o.generator.profile.name;
  return cmd + " --max-ops " + std::to_string(o.generator.maxOps) + " --valuations " +
         std::to_string(o.valuations) + " --timeout " + std::to_string(o.timeoutSeconds);
}

/// The guilty pass in words: "cute-expand (changes the output)".
std::string guiltyPass(const std::optional<oracle::Bisection> &b) {
  return b ? oracle::describe(*b) : "";
}

/// The backend spec a finding names.
BackendSpec backendOf(const CampaignOptions &o, const Finding &f) {
  for (const BackendSpec &b : o.backends)
    if (b.name == f.backend)
      return b;
  return {f.backend, ""};
}

/// The case of a (shrunk) finding `c`, reduced at the IR level
/// (cute-reduce's steps) while it keeps its signature; `c` itself when no
/// reduction keeps it.
Case reducedCase(const CampaignOptions &o, Case c) {
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

/// Writes the reproducer of confirmed case `c` unless one with its name
/// exists and `replace` is false; its path.
std::string writeReproducer(const CampaignOptions &o, const Case &c, uint64_t k,
                            const std::optional<oracle::Bisection> &bisection, bool replace) {
  const Finding &f = c.finding;
  if (o.corpusDir.empty())
    return "";
  auto cannotWrite = [&](std::error_code ec) {
    llvm::errs() << "cute-fuzz: cannot write the reproducer of " << f.signature() << " to "
                 << o.corpusDir << ": " << ec.message() << "\n";
    return std::string();
  };
  if (std::error_code ec = llvm::sys::fs::create_directories(o.corpusDir))
    return cannotWrite(ec);
  llvm::SmallString<128> path(o.corpusDir);
  llvm::sys::path::append(path, reproducerFileName(f.signature()));
  if (!replace && llvm::sys::fs::exists(path))
    return path.str().str();
  Provenance from;
  from.seed = o.seed;
  from.structure = k;
  from.reproduce = reproduceCommand(o, k);
  from.guiltyPass = guiltyPass(bisection);
  std::string lit = writeLitTest(c, backendOf(o, f), from);
  llvm::SmallString<128> tmp(path);
  tmp += ".tmp";
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(tmp, ec);
    if (ec)
      return cannotWrite(ec);
    os << lit;
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, path))
    return cannotWrite(ec);
  return path.str().str();
}

json::Object findingJson(const Case &c, uint64_t k, uint64_t seed, const std::string &reproducer,
                         const std::string &notReproduced, bool known,
                         const std::optional<oracle::Bisection> &bisection) {
  const Finding &f = c.finding;
  json::Array valuation;
  for (int64_t v : f.valuation)
    valuation.push_back(v);
  json::Object b;
  if (bisection)
    b = json::Object{{"pass", bisection->pass},
                     {"how", bisection->how},
                     {"application", bisection->application},
                     {"applications", bisection->applications},
                     {"pattern", bisection->pattern},
                     {"rewritten_op", bisection->rewrittenOp},
                     {"ir_before", bisection->before},
                     {"ir_after", bisection->after}};
  return json::Object{{"signature", f.signature()},
                      {"guilty_pass", guiltyPass(bisection)},
                      {"bisection", std::move(b)},
                      {"kind", f.kind},
                      {"backend", f.backend},
                      {"op", f.op},
                      {"form", fuzz::formName(f.form)},
                      {"structure", int64_t(k)},
                      {"seed", int64_t(seed)},
                      {"valuation", std::move(valuation)},
                      {"expected", f.expected},
                      {"actual", f.actual},
                      {"detail", f.detail},
                      {"program", c.module},
                      {"reproducer", reproducer},
                      {"not_reproduced", notReproduced},
                      {"occurrences", 1},
                      {"status", known ? "known" : "new"}};
}

/// Progress on stderr: an updating line on a terminal, else a line every
/// 10 seconds.
class Progress {
public:
  Progress() : tty(::isatty(2)), start(Clock::now()), last(start) {}
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start).count(); }

  void update(const State &s, uint64_t casesThisRun, size_t covered, size_t total, bool final) {
    double since = std::chrono::duration<double>(Clock::now() - last).count();
    if (!final && since < (tty ? 0.5 : 10))
      return;
    last = Clock::now();
    double t = elapsed();
    showProgress(progressLine(t, s.structures, s.counts, t > 0 ? casesThisRun / t : 0,
                              openFindings(s),
                              ", coverage " + std::to_string(covered) + "/" +
                                  std::to_string(total) + " ops"),
                 tty, final);
  }

private:
  bool tty;
  Clock::time_point start, last;
};

} // namespace

int runCampaign(const CampaignOptions &o) {
  llvm::sys::fs::create_directories(o.reportDir);
  State s;
  if (std::optional<std::string> error = resume(o, s)) {
    llvm::errs() << "cute-fuzz: " << *error << "\n";
    return 2;
  }
  if (s.next > 0)
    llvm::errs() << "cute-fuzz: resuming at structure " << s.next << " (" << s.structures
                 << " checked)\n";
  if (s.started.empty())
    s.started = utcTimestamp();
  recheckResumedFindings(o, s);
  json::Array fixed = recheckKnownIssues(o);
  size_t opsTotal = allCuteOps().size();
  Checker checker(o.backends, o.valuations, o.timeoutSeconds);
  Progress progress;
  double before = s.seconds;
  uint64_t casesBefore = s.counts.compared;
  bool newFinding = false;
  for (uint64_t k = s.next;; ++k) {
    if ((o.structures && k >= o.structures) || (o.cases && s.counts.compared >= o.cases) ||
        (o.seconds > 0 && progress.elapsed() >= o.seconds))
      break;
    if (k % o.shardCount != o.shardIndex) {
      s.next = k + 1;
      continue;
    }
    rc::Shrinkable<fuzz::Program> gen = generate(o, k);
    CheckStats stats;
    std::mt19937_64 rng(structureSeed(o.seed, k) ^ 0x5bd1e995);
    std::optional<Finding> f = checker.check(gen.value(), rng, stats);
    s.counts += stats.counts;
    s.invalid += stats.invalidPrograms;
    if (stats.invalidPrograms)
      llvm::errs() << "cute-fuzz: structure " << k << " did not verify (a generator bug):\n"
                   << stats.lastInvalid << "\n";
    for (const auto &[op, forms] : stats.perOpForm)
      for (const auto &[form, n] : forms)
        s.coverage[op][form] += n;
    // Bisect before deduplicating: two bugs in one op differ by their pass.
    std::optional<Case> found;
    std::optional<oracle::Bisection> bisection;
    if (f) {
      found = Case{*f, reproducerModule(gen.value(), *f), {}};
      bisection = checker.bisect(found->module, *f);
      if (bisection)
        found->finding.guilty = guiltyKey(*bisection);
    }
    if (found && s.signatures.count(found->finding.signature()))
      countOccurrence(s, found->finding.signature(), utcTimestamp());
    else if (found) {
      std::string signature = found->finding.signature();
      bool isKnown = isKnownFinding(o.knownIssues, found->finding);
      newFinding |= !isKnown;
      Clock::time_point reductionStart = Clock::now();
      // A known issue is recorded as found, not reduced (nor bisected) again.
      if (!isKnown) {
        // An external backend is a compiler and a runner started anew for
        // every candidate: shrinking the program first costs more than it
        // saves, so its modules are reduced (one candidate per core at
        // once) from the start.
        if (!backendOf(o, found->finding).isExternal()) {
          shrink(checker, gen, found->finding, o.shrinkBudget, structureSeed(o.seed, k));
          found->module = reproducerModule(gen.value(), found->finding);
        }
        found = reducedCase(o, std::move(*found));
        bisection = checker.bisect(found->module, found->finding);
      }
      // A reproducer is written only once it has failed again as found. A
      // recurrence of a fixed finding replaces its reproducer, which passes.
      std::string notReproduced = confirm(o, *found), path;
      if (notReproduced.empty())
        path = writeReproducer(o, *found, k, bisection, wasFixed(s, signature));
      s.signatures.insert(signature);
      json::Object record = findingJson(*found, k, o.seed, path, notReproduced, isKnown, bisection);
      record["first_seen"] = record["last_seen"] = utcTimestamp();
      record["replay"] = reproduceCommand(o, k);
      // Shrinking, reduction, bisection and the check of the reproducer.
      record["reduction_seconds"] = int64_t(
          std::lround(std::chrono::duration<double>(Clock::now() - reductionStart).count()));
      s.findings.push_back(std::move(record));
      llvm::errs() << "\ncute-fuzz: " << (isKnown ? "known" : "new") << " finding " << signature
                   << " (structure " << k << ")" << (path.empty() ? "" : ": " + path)
                   << (bisection ? "; first differs after --" + guiltyPass(bisection) : "") << "\n";
      if (!notReproduced.empty())
        llvm::errs() << "cute-fuzz: no reproducer of " << signature
                     << " is written: " << notReproduced << "\n";
    }
    ++s.structures;
    s.next = k + 1;
    s.seconds = before + progress.elapsed();
    if (!writeReport(o, s, opsTotal, fixed))
      return 2;
    if (!o.quiet)
      progress.update(s, s.counts.compared - casesBefore, coveredOps(s), opsTotal, false);
  }
  s.seconds = before + progress.elapsed();
  if (!writeReport(o, s, opsTotal, fixed))
    return 2;
  if (o.quiet)
    return newFinding ? 1 : 0;
  progress.update(s, s.counts.compared - casesBefore, coveredOps(s), opsTotal, true);
  llvm::errs() << "cute-fuzz: report in " << o.reportDir << "/report.html and report.json\n";
  return newFinding ? 1 : 0;
}

int replayStructure(const CampaignOptions &o, uint64_t k) {
  rc::Shrinkable<fuzz::Program> gen = generate(o, k);
  const fuzz::Program &p = gen.value();
  llvm::outs() << "// structure " << k << " of seed " << o.seed << " (witness:";
  for (int64_t v : p.witness())
    llvm::outs() << " " << v;
  llvm::outs() << ")\n" << fuzz::writeProgram(p, fuzz::Form::Arguments);
  Checker checker(o.backends, o.valuations, o.timeoutSeconds);
  CheckStats stats;
  std::mt19937_64 rng(structureSeed(o.seed, k) ^ 0x5bd1e995);
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

} // namespace cute::campaign
