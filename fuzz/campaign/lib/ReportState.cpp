//===- ReportState.cpp - A campaign's report.json as its state ------------===//
#include "ReportState.h"

#include "cute-oracle/Campaign/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace cute::campaign {

namespace json = llvm::json;

std::string focusText(const CampaignOptions &o) { return llvm::join(o.generator.focus, ","); }

std::string subjectsText(const CampaignOptions &o) { return llvm::join(o.subjects, ","); }

std::string shardText(const CampaignOptions &o) {
  return std::to_string(o.shardIndex) + "/" + std::to_string(o.shardCount);
}

namespace {

/// report.json of state `s` of campaign `o`.
json::Object toJson(const CampaignOptions &o, const State &s, size_t opsTotal,
                    const json::Array &fixed) {
  json::Object coverage;
  for (const auto &[op, forms] : s.coverage) {
    json::Object f;
    for (const auto &[form, n] : forms)
      f[form] = int64_t(n);
    coverage[op] = std::move(f);
  }
  json::Object report{{"seed", int64_t(o.seed)},
                      {"backends", o.backendList},
                      {"ops", focusText(o)},
                      {"profile", o.generator.profile.name},
                      {"subjects", subjectsText(o)},
                      {"shard", shardText(o)},
                      {"valuations", int64_t(o.valuations)},
                      {"next_structure", int64_t(s.next)},
                      {"structures", int64_t(s.structures)},
                      {"invalid_programs", int64_t(s.invalid)},
                      {"seconds", int64_t(s.seconds)},
                      {"started", s.started},
                      {"ops_covered", int64_t(coveredOps(s))},
                      {"ops_total", int64_t(opsTotal)},
                      {"coverage", std::move(coverage)},
                      {"findings", json::Array(s.findings)},
                      {"fixed", json::Array(fixed)}};
  addCountsToJson(s.counts, report);
  report["rejected_at_known_issues"] = int64_t(rejectedAtKnownIssues(s.findings));
  return report;
}

/// The structures that failed with `finding`: 1 in a report from before
/// occurrences were counted.
uint64_t occurrencesOf(const json::Object &finding) {
  return uint64_t(finding.getInteger("occurrences").value_or(1));
}

/// The earlier (`later` false) or later of two timestamps, either of them
/// possibly absent (""): utcTimestamp's form orders as text.
std::string earlierOrLater(llvm::StringRef a, llvm::StringRef b, bool later) {
  if (a.empty() || b.empty())
    return (a.empty() ? b : a).str();
  return ((a < b) != later ? a : b).str();
}

/// Adds to the finding of `s` with findingKey `key` the `n` occurrences of
/// a finding seen first at `first` and last at `last`.
void addOccurrences(State &s, const std::string &key, uint64_t n, llvm::StringRef first,
                    llvm::StringRef last) {
  for (json::Value &f : s.findings)
    if (json::Object *fo = f.getAsObject(); fo && findingKey(*fo) == key) {
      (*fo)["occurrences"] = int64_t(occurrencesOf(*fo) + n);
      (*fo)["first_seen"] =
          earlierOrLater(fo->getString("first_seen").value_or(""), first, /*later=*/false);
      (*fo)["last_seen"] =
          earlierOrLater(fo->getString("last_seen").value_or(""), last, /*later=*/true);
      return;
    }
}

} // namespace

size_t coveredOps(const State &s) {
  return size_t(llvm::count_if(s.coverage, [](const auto &opForms) {
    return llvm::any_of(opForms.second, [](const auto &formCount) { return formCount.second > 0; });
  }));
}

bool isFixed(const json::Object &finding) { return finding.getString("status") == "fixed"; }

std::string findingKey(const json::Object &finding) {
  std::string signature = finding.getString("signature").value_or("").str();
  if (!isFixed(finding))
    return signature;
  return "fixed:" + signature + "#" + std::to_string(finding.getInteger("structure").value_or(0));
}

bool wasFixed(const State &s, const std::string &signature) {
  return llvm::any_of(s.findings, [&](const json::Value &f) {
    const json::Object *fo = f.getAsObject();
    return fo && isFixed(*fo) && fo->getString("signature") == signature;
  });
}

void addReport(State &s, const json::Object &r) {
  s.structures += uint64_t(r.getInteger("structures").value_or(0));
  s.counts += countsOfJson(r);
  s.invalid += uint64_t(r.getInteger("invalid_programs").value_or(0));
  s.seconds = std::max(s.seconds, double(r.getInteger("seconds").value_or(0)));
  s.next = std::max(s.next, uint64_t(r.getInteger("next_structure").value_or(0)));
  s.started = earlierOrLater(s.started, r.getString("started").value_or(""), /*later=*/false);
  if (const json::Object *cov = r.getObject("coverage"))
    for (const auto &[op, forms] : *cov)
      if (const json::Object *f = forms.getAsObject())
        for (const auto &[form, n] : *f)
          s.coverage[op.str()][form.str()] += uint64_t(n.getAsInteger().value_or(0));
  if (const json::Array *fs = r.getArray("findings"))
    for (const json::Value &f : *fs)
      if (const json::Object *fo = f.getAsObject()) {
        if (s.signatures.insert(findingKey(*fo)).second)
          s.findings.push_back(f);
        else
          addOccurrences(s, findingKey(*fo), occurrencesOf(*fo),
                         fo->getString("first_seen").value_or(""),
                         fo->getString("last_seen").value_or(""));
      }
}

void countOccurrence(State &s, const std::string &signature, const std::string &now) {
  addOccurrences(s, signature, 1, now, now);
}

uint64_t rejectedAtKnownIssues(const json::Array &findings) {
  uint64_t n = 0;
  for (const json::Value &f : findings)
    if (const json::Object *fo = f.getAsObject())
      if (fo->getString("kind") == "rejected" && fo->getString("status") == "known")
        n += occurrencesOf(*fo);
  return n;
}

size_t openFindings(const State &s) {
  return size_t(llvm::count_if(s.findings, [](const json::Value &f) {
    const json::Object *fo = f.getAsObject();
    return fo && !isFixed(*fo);
  }));
}

std::optional<std::string> otherCampaign(const json::Object &r, const CampaignOptions &o,
                                         const std::string &where, bool withShard) {
  // A report from before profiles is of the full profile.
  llvm::StringRef profile = r.getString("profile").value_or("full");
  // A report from before subjects is of programs.
  llvm::StringRef subjects = r.getString("subjects").value_or("programs");
  if (r.getInteger("seed") == int64_t(o.seed) && r.getString("backends") == o.backendList &&
      r.getString("ops") == focusText(o) && profile == o.generator.profile.name &&
      subjects == subjectsText(o) && (!withShard || r.getString("shard") == shardText(o)))
    return std::nullopt;
  return where + " is the report of another campaign (--seed " +
         std::to_string(r.getInteger("seed").value_or(0)) + " --backends " +
         r.getString("backends").value_or("?").str() + " --profile " + profile.str() + " --ops '" +
         r.getString("ops").value_or("").str() + "' --subjects " + subjects.str() + " --shard " +
         r.getString("shard").value_or("?").str() + ")";
}

std::optional<std::string> readReport(const std::string &dir, std::optional<json::Value> &report) {
  std::string error;
  report = readJson(dir, error);
  if (!report)
    return error.empty() ? std::nullopt : std::optional(error);
  if (!report->getAsObject())
    return dir + "/report.json is not a campaign report";
  return std::nullopt;
}

std::optional<std::string> resume(const CampaignOptions &o, State &s) {
  std::optional<json::Value> v;
  if (std::optional<std::string> error = readReport(o.reportDir, v); error || !v)
    return error;
  const json::Object *r = v->getAsObject();
  std::string where = o.reportDir + "/report.json";
  if (r->get("merged"))
    return where + " is a merged report (of shards or --jobs), not a resume state; give "
                   "another --report";
  if (std::optional<std::string> other = otherCampaign(*r, o, where, true))
    return *other + kResumeAdvice.str();
  addReport(s, *r);
  return std::nullopt;
}

bool writeReport(const CampaignOptions &o, const State &s, size_t opsTotal,
                 const json::Array &fixed, const std::optional<Merged> &merged) {
  json::Object report = toJson(o, s, opsTotal, fixed);
  if (merged) {
    report["merged"] = int64_t(merged->reports);
    report["shard"] = merged->shard;
  }
  std::string error;
  json::Value value(std::move(report));
  if (!writeJsonAtomically(o.reportDir, value, error)) {
    llvm::errs() << "cute-fuzz: " << error << "\n";
    return false;
  }
  llvm::SmallString<128> html(o.reportDir);
  llvm::sys::path::append(html, "report.html");
  std::error_code ec;
  llvm::raw_fd_ostream os(html, ec);
  if (!ec)
    os << renderHtml(*value.getAsObject());
  return true;
}

} // namespace cute::campaign
