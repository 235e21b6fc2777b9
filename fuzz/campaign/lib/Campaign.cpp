//===- Campaign.cpp - cute-fuzz: generate, compare, reduce, report --------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "ReportState.h"
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Campaign/Report.h"
#include "cute-oracle/Campaign/Reproducer.h"
#include "Subjects.h"

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

/// Whether module `text` now passes against the backend named
/// `backendName`: it parses, and the interpreter and the backend agree.
bool passesNow(const CampaignOptions &o, const std::string &text, llvm::StringRef backendName) {
  std::string error;
  return !caseNow(o, text, backendName, error) && error.empty();
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

/// The command that checks structure `k` of `subject` again as this
/// campaign did.
std::string reproduceCommand(const CampaignOptions &o, const Subject &subject, uint64_t k) {
  return "cute-fuzz --seed " + std::to_string(o.seed) + " --replay " + std::to_string(k) +
         backendFlags(o.backendList, o.backends) + subject.replayFlags() + " --timeout " +
         std::to_string(o.timeoutSeconds) + " --subjects " + subject.name().str();
}

/// The guilty pass in words: "cute-expand (changes the output)".
std::string guiltyPass(const std::optional<oracle::Bisection> &b) {
  return b ? oracle::describe(*b) : "";
}

/// Writes the reproducer of confirmed case `c` unless one with its name
/// exists and `replace` is false; its path. `from` is its provenance but
/// for the guilty pass.
std::string writeReproducer(const CampaignOptions &o, const Case &c, Provenance from,
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

json::Object findingJson(const Case &c, llvm::StringRef subject, uint64_t k, uint64_t seed,
                         const std::string &reproducer,
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
                      {"subject", subject},
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

/// Checks structure `k` of `subject` into `s`: counts, coverage, and a
/// finding recorded (bisected, and unless known shrunk, reduced, confirmed
/// and written as a reproducer); `newFinding` is set by a new one.
void checkStructure(const CampaignOptions &o, Subject &subject, uint64_t k, State &s,
                    bool &newFinding) {
  CheckStats stats;
  std::optional<Case> found = subject.check(k, stats);
  s.counts += stats.counts;
  s.invalid += stats.invalidPrograms;
  if (stats.invalidPrograms)
    llvm::errs() << "cute-fuzz: structure " << k << " did not verify (a generator bug):\n"
                 << stats.lastInvalid << "\n";
  for (const auto &[op, forms] : stats.perOpForm)
    for (const auto &[form, n] : forms)
      s.coverage[op][form] += n;
  if (!found)
    return;
  // Bisect before deduplicating: two bugs in one op differ by their pass.
  std::optional<oracle::Bisection> bisection = bisectCase(found->module, found->finding);
  if (bisection)
    found->finding.guilty = guiltyKey(*bisection);
  std::string signature = found->finding.signature();
  if (s.signatures.count(signature)) {
    countOccurrence(s, signature, utcTimestamp());
    return;
  }
  bool isKnown = isKnownFinding(o.knownIssues, found->finding);
  newFinding |= !isKnown;
  Clock::time_point reductionStart = Clock::now();
  Provenance from;
  from.seed = o.seed;
  from.structure = k;
  from.reproduce = reproduceCommand(o, subject, k);
  // A known issue is recorded as found, not reduced (nor bisected) again.
  if (!isKnown) {
    subject.minimize(k, *found, from.subject);
    bisection = bisectCase(found->module, found->finding);
  }
  // A reproducer is written only once it has failed again as found. A
  // recurrence of a fixed finding replaces its reproducer, which passes.
  std::string notReproduced = subject.confirm(*found), path;
  if (notReproduced.empty())
    path = writeReproducer(o, *found, from, bisection, wasFixed(s, signature));
  s.signatures.insert(signature);
  json::Object record =
      findingJson(*found, subject.name(), k, o.seed, path, notReproduced, isKnown, bisection);
  record["first_seen"] = record["last_seen"] = utcTimestamp();
  record["replay"] = from.reproduce;
  // Shrinking, reduction, bisection and the check of the reproducer.
  record["reduction_seconds"] = int64_t(
      std::lround(std::chrono::duration<double>(Clock::now() - reductionStart).count()));
  s.findings.push_back(std::move(record));
  llvm::errs() << "\ncute-fuzz: " << (isKnown ? "known" : "new") << " finding " << signature
               << " (" << subject.name() << ", structure " << k << ")"
               << (path.empty() ? "" : ": " + path)
               << (bisection ? "; first differs after --" + guiltyPass(bisection) : "") << "\n";
  if (!notReproduced.empty())
    llvm::errs() << "cute-fuzz: no reproducer of " << signature << " is written: " << notReproduced
                 << "\n";
}

/// The subjects of `o`, in the order it names them.
std::vector<std::unique_ptr<Subject>> subjectsOf(const CampaignOptions &o) {
  std::vector<std::unique_ptr<Subject>> subjects;
  for (const std::string &name : o.subjects)
    subjects.push_back(makeSubject(name, o));
  return subjects;
}

} // namespace

std::unique_ptr<Subject> makeSubject(llvm::StringRef name, const CampaignOptions &o) {
  if (name == "view-copies")
    return makeViewCopySubject(o);
  if (name == "gpu-kernels")
    return makeGpuKernelSubject(o);
  return makeProgramSubject(o);
}

bool subjectChecks(llvm::StringRef name, const CampaignOptions &o, uint64_t k) {
  if (name == "programs" || !llvm::is_contained(o.subjects, "programs"))
    return true;
  return name == "view-copies" ? k % 32 == 0 : k % 64 == 16;
}

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
  std::vector<std::unique_ptr<Subject>> subjects = subjectsOf(o);
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
    for (std::unique_ptr<Subject> &subject : subjects)
      if (subjectChecks(subject->name(), o, k))
        checkStructure(o, *subject, k, s, newFinding);
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
  int status = 0;
  for (std::unique_ptr<Subject> &subject : subjectsOf(o))
    if (subjectChecks(subject->name(), o, k))
      status = std::max(status, subject->replay(k));
  return status;
}

} // namespace cute::campaign
