//===- Merge.cpp - Reports of shards and workers merged into one ----------===//
//
// A report covers the structures k with k mod N in a set of indexes: its
// shard, written "I/N" or "I,J,.../N" (the coarsest such N). Reports are
// merged only when they are of one campaign and their shards are disjoint;
// the merged report records their union, so that the merge of the workers
// of `--shard 1/4 --jobs 2` (shards 1/8 and 5/8) is shard 1/4 again.
//
//===----------------------------------------------------------------------===//
#include "ReportState.h"

#include "cute-oracle/Campaign/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>

namespace cute::campaign {

namespace json = llvm::json;

namespace {

/// The structures k with k mod `count` in `indexes`.
struct Shards {
  uint64_t count = 0;
  std::set<uint64_t> indexes;
};

/// The largest shard count two splits are compared at: their least common
/// multiple, past which they are taken as unrelated.
constexpr uint64_t kMaxCommonCount = uint64_t(1) << 16;

/// "I/N" or "I,J,.../N" with every index below N; none otherwise.
std::optional<Shards> parseShards(llvm::StringRef text) {
  auto [list, countText] = text.split('/');
  Shards s;
  if (countText.getAsInteger(10, s.count) || s.count == 0)
    return std::nullopt;
  for (llvm::StringRef index : llvm::split(list, ',')) {
    uint64_t i = 0;
    if (index.getAsInteger(10, i) || i >= s.count)
      return std::nullopt;
    s.indexes.insert(i);
  }
  return s;
}

/// `s` over `count` shards, a multiple of its own count.
Shards refine(const Shards &s, uint64_t count) {
  Shards r{count, {}};
  for (uint64_t i : s.indexes)
    for (uint64_t k = i; k < count; k += s.count)
      r.indexes.insert(k);
  return r;
}

/// `s` over the fewest shards that describe it: the smallest divisor d of
/// its count such that `s` is a union of classes mod d (0/1 when it covers
/// every structure). Counts past kMaxCommonCount are kept as they are.
Shards coarsest(const Shards &s) {
  if (s.count > kMaxCommonCount)
    return s;
  for (uint64_t d = 1; d < s.count; ++d) {
    if (s.count % d != 0)
      continue;
    Shards residues{d, {}};
    for (uint64_t i : s.indexes)
      residues.indexes.insert(i % d);
    if (residues.indexes.size() * (s.count / d) == s.indexes.size())
      return residues;
  }
  return s;
}

std::string shardsText(const Shards &s) {
  return llvm::join(llvm::map_range(s.indexes, [](uint64_t i) { return std::to_string(i); }), ",") +
         "/" + std::to_string(s.count);
}

/// Adds the shard of the report at `where` (`text`) to `covered`, the union
/// of the reports before it; an error when it is not a shard, overlaps
/// them, or has no common refinement with them up to kMaxCommonCount.
std::optional<std::string> addShards(Shards &covered, llvm::StringRef text,
                                     const std::string &where) {
  std::optional<Shards> s = parseShards(text);
  if (!s)
    return where + " has no shard I/N (it records '" + text.str() + "')";
  if (covered.count == 0) {
    covered = *s;
    return std::nullopt;
  }
  uint64_t common = std::lcm(covered.count, s->count);
  if (common > kMaxCommonCount)
    return where + " is shard " + text.str() + ", of another split than the reports before it (" +
           shardsText(coarsest(covered)) + "); merge the shards of one split";
  Shards before = refine(covered, common), added = refine(*s, common);
  if (llvm::any_of(added.indexes, [&](uint64_t i) { return before.indexes.count(i); }))
    return where + " is shard " + text.str() + ", which overlaps the reports before it (" +
           shardsText(coarsest(covered)) + "); give each shard once";
  before.indexes.insert(added.indexes.begin(), added.indexes.end());
  covered = before;
  return std::nullopt;
}

/// Why the merged report must not be written into `into`: it is one of
/// the inputs, or its report.json is unreadable or a campaign's own resume
/// state.
std::optional<std::string> mergeOutputError(const std::vector<std::string> &dirs,
                                            const std::string &into) {
  for (const std::string &dir : dirs)
    if (llvm::sys::fs::equivalent(dir, into))
      return into + " is also an input; give another --report";
  std::optional<json::Value> v;
  if (std::optional<std::string> error = readReport(into, v); error || !v)
    return error;
  if (!v->getAsObject()->get("merged"))
    return into + "/report.json is the resume state of a campaign, which the merged report " +
           "would replace; give another --report";
  return std::nullopt;
}

/// The campaign of report `r`: its seed, backend list, profile (its name
/// only), focus, subjects and valuations.
CampaignOptions campaignOf(const json::Object &r) {
  CampaignOptions o;
  o.generator.profile.name = r.getString("profile").value_or("full").str();
  o.seed = uint64_t(r.getInteger("seed").value_or(0));
  o.backendList = r.getString("backends").value_or("").str();
  o.valuations = unsigned(r.getInteger("valuations").value_or(0));
  if (std::optional<llvm::StringRef> ops = r.getString("ops"); ops && !ops->empty())
    for (llvm::StringRef op : llvm::split(*ops, ','))
      o.generator.focus.push_back(op.str());
  o.subjects.clear();
  for (llvm::StringRef subject : llvm::split(r.getString("subjects").value_or("programs"), ','))
    o.subjects.push_back(subject.str());
  return o;
}

} // namespace

std::optional<std::string> jobsReportError(const CampaignOptions &o) {
  std::optional<json::Value> v;
  if (std::optional<std::string> error = readReport(o.reportDir, v); error || !v)
    return error;
  const json::Object *r = v->getAsObject();
  std::string where = o.reportDir + "/report.json";
  if (!r->get("merged"))
    return where + " is the resume state of a campaign run without --jobs, which the merged " +
           "report would replace; resume it without --jobs or give another --report";
  if (std::optional<std::string> other = otherCampaign(*r, o, where, true))
    return *other + kResumeAdvice.str();
  return std::nullopt;
}

int mergeReports(const std::vector<std::string> &dirs, const std::string &into) {
  auto refuse = [](const std::string &error) {
    llvm::errs() << "cute-fuzz: --merge: " << error << "\n";
    return 2;
  };
  if (std::optional<std::string> error = mergeOutputError(dirs, into))
    return refuse(*error);
  State s;
  CampaignOptions o;
  json::Array fixed;
  size_t opsTotal = 0;
  Shards covered;
  for (size_t i = 0; i < dirs.size(); ++i) {
    std::string error, where = dirs[i] + "/report.json";
    std::optional<json::Value> v = readJson(dirs[i], error);
    const json::Object *r = v ? v->getAsObject() : nullptr;
    if (!r)
      return refuse("no report in " + dirs[i] + (error.empty() ? "" : ": " + error));
    if (i == 0) {
      o = campaignOf(*r);
      opsTotal = size_t(r->getInteger("ops_total").value_or(0));
    } else if (std::optional<std::string> other = otherCampaign(*r, o, where, false)) {
      return refuse(*other + " than " + dirs[0] + "/report.json; merge the shards of one campaign");
    }
    if (std::optional<std::string> error =
            addShards(covered, r->getString("shard").value_or(""), where))
      return refuse(*error);
    addReport(s, *r);
  }
  o.reportDir = into;
  llvm::sys::fs::create_directories(into);
  if (!writeReport(o, s, opsTotal, fixed, Merged{dirs.size(), shardsText(coarsest(covered))}))
    return 2;
  llvm::errs() << "cute-fuzz: merged " << dirs.size() << " reports into " << into
               << "/report.json (" << openFindings(s) << " findings)\n";
  return 0;
}

} // namespace cute::campaign
