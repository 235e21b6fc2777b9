//===- History.cpp - Campaign reports of several nights side by side ------===//
#include "cute-oracle/Campaign/History.h"

#include "ReportState.h"

#include "cute-oracle/Campaign/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace cute::campaign {

namespace json = llvm::json;

namespace {

/// What one finding signature looked like in the last night it was open.
struct Sighting {
  std::string kind, backend, reproducer, firstSeen, lastSeen;
  int64_t occurrences = 0;
};

/// One night: its campaign's report, reduced to what the history shows.
struct Night {
  std::string dir, started;
  int64_t seed = 0, cases = 0, seconds = 0;
  /// Signatures of the findings not fixed, and of those recorded "new"
  /// (not a known issue of that night's --known).
  std::map<std::string, Sighting> open;
  std::set<std::string> recordedNew;
  /// Signatures shown fixed: known issues whose reproducers pass, and
  /// findings of a resumed run that no longer fail.
  std::set<std::string> fixed;

  double casesPerSecond() const { return seconds > 0 ? double(cases) / double(seconds) : 0; }
  /// When the night started, "MM-DD HH:MM" (UTC), or its directory for a
  /// report that does not record it.
  std::string label() const {
    if (started.size() < 16)
      return dir;
    std::string day = started.substr(5, 11);
    day[5] = ' ';
    return day;
  }
};

/// `dir`'s report.json as a Night; an error when it has none.
std::optional<std::string> readNight(const std::string &dir, Night &night) {
  std::optional<json::Value> value;
  if (std::optional<std::string> error = readReport(dir, value))
    return error;
  if (!value)
    return dir + " has no report.json";
  const json::Object &r = *value->getAsObject();
  night.dir = dir;
  night.started = fieldText(r, "started");
  night.seed = r.getInteger("seed").value_or(0);
  night.cases = r.getInteger("cases").value_or(0);
  night.seconds = r.getInteger("seconds").value_or(0);
  if (const json::Array *fixed = r.getArray("fixed"))
    for (const json::Value &signature : *fixed)
      if (std::optional<llvm::StringRef> s = signature.getAsString())
        night.fixed.insert(s->str());
  for (const json::Value &v : r.getArray("findings") ? *r.getArray("findings") : json::Array()) {
    const json::Object *f = v.getAsObject();
    if (!f)
      continue;
    std::string signature = fieldText(*f, "signature");
    if (isFixed(*f)) {
      night.fixed.insert(signature);
      continue;
    }
    if (fieldText(*f, "status") == "new")
      night.recordedNew.insert(signature);
    night.open[signature] =
        Sighting{fieldText(*f, "kind"),       fieldText(*f, "backend"),
                 fieldText(*f, "reproducer"), fieldText(*f, "first_seen"),
                 fieldText(*f, "last_seen"),  f->getInteger("occurrences").value_or(1)};
  }
  return std::nullopt;
}

/// What the history says about one signature over the nights.
struct SignatureRow {
  Sighting last;
  std::string firstSeen, lastSeen, status;
  /// The last night it was open in, and in how many it was.
  size_t lastNight = 0, nights = 0;
  int64_t occurrences = 0;
};

/// When `night` saw the finding: its own record, else the night's start.
std::string seenAt(const std::string &recorded, const Night &night) {
  return recorded.empty() ? night.label() : recorded;
}

/// Per signature open in any night: first and last seen, in how many
/// nights, and its status after the last night: open (in the last night),
/// fixed (shown fixed by a night after its last open one) or not seen
/// since its last night.
std::map<std::string, SignatureRow> signatureRows(const std::vector<Night> &nights) {
  std::map<std::string, SignatureRow> rows;
  for (auto [i, night] : llvm::enumerate(nights))
    for (const auto &[signature, sighting] : night.open) {
      auto [it, first] = rows.try_emplace(signature);
      SignatureRow &row = it->second;
      if (first)
        row.firstSeen = seenAt(sighting.firstSeen, night);
      row.last = sighting;
      row.lastSeen = seenAt(sighting.lastSeen, night);
      row.occurrences += sighting.occurrences;
      ++row.nights;
      row.lastNight = i;
    }
  for (auto &[signature, row] : rows) {
    size_t last = row.lastNight;
    row.status = last + 1 == nights.size() ? "open" : "not seen since " + nights[last].label();
    for (size_t j = last + 1; j < nights.size(); ++j)
      if (nights[j].fixed.count(signature)) {
        row.status = "fixed " + nights[j].label();
        break;
      }
  }
  return rows;
}

/// The signatures open in `nights[i]` and in no earlier night, and not a
/// known issue of that night.
std::set<std::string> newIn(const std::vector<Night> &nights, size_t i) {
  std::set<std::string> out;
  for (const std::string &signature : nights[i].recordedNew)
    if (llvm::none_of(llvm::ArrayRef(nights).take_front(i),
                      [&](const Night &n) { return n.open.count(signature); }))
      out.insert(signature);
  return out;
}

/// The signatures open in the night before `nights[i]` that night i shows
/// fixed.
std::set<std::string> fixedIn(const std::vector<Night> &nights, size_t i) {
  std::set<std::string> out;
  for (const std::string &signature : nights[i].fixed)
    if (i > 0 && nights[i - 1].open.count(signature))
      out.insert(signature);
  return out;
}

/// An inline SVG line chart of `values` over the nights labelled `labels`.
std::string chart(llvm::StringRef title, const std::vector<std::string> &labels,
                  const std::vector<double> &values, llvm::StringRef color) {
  const int left = 40, top = 40, height = 120, step = 70;
  int width = left + step * int(std::max<size_t>(values.size(), 2)) + 20;
  double topValue = std::max(1.0, *std::max_element(values.begin(), values.end()));
  auto x = [&](size_t i) { return left + 20 + int(i) * step; };
  auto y = [&](double v) { return top + height - int(v / topValue * height); };
  std::string svg = llvm::formatv("<svg xmlns='http://www.w3.org/2000/svg' width='{0}' "
                                  "height='{1}' font-family='sans-serif' font-size='11'>"
                                  "<text x='{2}' y='16' font-size='13'>{3}</text>",
                                  width, top + height + 34, left, escapeHtml(title))
                        .str();
  svg += llvm::formatv("<line x1='{0}' y1='{1}' x2='{0}' y2='{2}' stroke='#888'/>"
                       "<line x1='{0}' y1='{2}' x2='{3}' y2='{2}' stroke='#888'/>"
                       "<text x='{4}' y='{5}' text-anchor='end'>{6}</text>"
                       "<text x='{4}' y='{2}' text-anchor='end'>0</text>",
                       left, top, top + height, width - 10, left - 4, top + 4,
                       int64_t(topValue))
             .str();
  std::string points;
  for (auto [i, v] : llvm::enumerate(values)) {
    points += llvm::formatv("{0},{1} ", x(i), y(v)).str();
    svg += llvm::formatv("<circle cx='{0}' cy='{1}' r='3' fill='{2}'/><text x='{0}' y='{3}' "
                         "text-anchor='middle'>{4}</text><text x='{0}' y='{5}' "
                         "text-anchor='middle'>{6}</text>",
                         x(i), y(v), color, y(v) - 6, int64_t(v), top + height + 16,
                         escapeHtml(labels[i]))
               .str();
  }
  return svg + "<polyline fill='none' stroke-width='2' stroke='" + color.str() + "' points='" +
         points + "'/></svg>";
}

/// A link from OUT/history.html to `night`'s report.html: relative when
/// the night lies under OUT.
std::string reportLink(const Night &night, const std::string &outDir) {
  llvm::SmallString<256> dir(night.dir), out(outDir);
  llvm::sys::fs::make_absolute(dir);
  llvm::sys::fs::make_absolute(out);
  llvm::sys::path::remove_dots(dir, true);
  llvm::sys::path::remove_dots(out, true);
  llvm::StringRef rel(dir);
  std::string href =
      rel.consume_front((out.str() + "/").str()) ? rel.str() : dir.str().str();
  return "<a href='" + escapeHtml(href) + "/report.html'>" + escapeHtml(href) + "</a>";
}

/// The anchor of `signature`'s row in the findings table.
std::string anchorOf(llvm::StringRef signature) {
  return "f" + llvm::utohexstr(llvm::xxh3_64bits(signature));
}

/// How many `signatures`, then each a link to its row in the findings
/// table.
std::string linkedList(const std::set<std::string> &signatures) {
  std::string out = std::to_string(signatures.size());
  for (const std::string &s : signatures)
    out += "<br><a class='sig' href='#" + anchorOf(s) + "'>" + escapeHtml(s) + "</a>";
  return out;
}

std::string nightTable(const std::vector<Night> &nights, const std::string &outDir) {
  std::string out = "<table><tr><th>night</th><th>seed</th><th>compared cases</th>"
                    "<th>cases/s</th><th>new</th><th>fixed</th><th>open</th><th>report</th></tr>";
  for (auto [i, night] : llvm::enumerate(nights)) {
    std::set<std::string> fresh = newIn(nights, i), fixed = fixedIn(nights, i);
    out += llvm::formatv("<tr><td>{0}</td><td>{1}</td><td>{2}</td><td>{3:F0}</td>"
                         "<td class='{4} list'>{5}</td><td class='list'>{6}</td><td>{7}</td>"
                         "<td>{8}</td></tr>",
                         escapeHtml(night.started.empty() ? "-" : night.started), night.seed,
                         night.cases, night.casesPerSecond(), fresh.empty() ? "n" : "zero",
                         linkedList(fresh), linkedList(fixed),
                         night.open.size(), reportLink(night, outDir))
               .str();
  }
  return out + "</table>";
}

std::string signatureTable(const std::map<std::string, SignatureRow> &rows) {
  std::string out = "<table><tr><th>signature</th><th>status</th><th>first seen</th>"
                    "<th>last seen</th><th>nights</th><th>structures</th>"
                    "<th>kind</th><th>backend</th><th>reproducer</th></tr>";
  for (const auto &[signature, row] : rows)
    out += llvm::formatv("<tr id='{10}'><td class='wrap'>{0}</td><td class='{1}'>{2}</td><td>{3}</td><td>{4}</td>"
                         "<td>{5}</td><td>{6}</td><td>{7}</td><td>{8}</td>"
                         "<td class='wrap'>{9}</td></tr>",
                         escapeHtml(signature), row.status == "open" ? "zero" : "n",
                         escapeHtml(row.status), escapeHtml(row.firstSeen),
                         escapeHtml(row.lastSeen), row.nights, row.occurrences,
                         escapeHtml(row.last.kind), escapeHtml(row.last.backend),
                         escapeHtml(row.last.reproducer), anchorOf(signature))
               .str();
  return out + "</table>";
}

/// "N THING" or "N THINGs".
std::string plural(size_t n, llvm::StringRef thing) {
  return std::to_string(n) + " " + thing.str() + (n == 1 ? "" : "s");
}

std::string historyHtml(const std::vector<Night> &nights, const std::string &outDir) {
  std::vector<std::string> labels;
  std::vector<double> rates, open;
  for (const Night &n : nights) {
    labels.push_back(n.label());
    rates.push_back(n.casesPerSecond());
    open.push_back(double(n.open.size()));
  }
  std::map<std::string, SignatureRow> rows = signatureRows(nights);
  size_t stillOpen = llvm::count_if(rows, [](const auto &r) { return r.second.status == "open"; });
  return "<!DOCTYPE html><html><head><meta charset='utf-8'><title>cute-fuzz history</title>"
         "<style>body{font-family:sans-serif;margin:2em;max-width:90em}table{border-collapse:"
         "collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:2px 8px;text-align:right;"
         "vertical-align:top}td:first-child{text-align:left;font-family:monospace}th{text-align:"
         "left}td.zero{background:#fde2e2}td.n{background:#e6f6e6}.charts{display:flex;gap:2em}"
         "td{white-space:nowrap}a.sig{display:block;margin-top:.3em}a.sig,td.wrap{text-align:"
         "left;font-family:monospace;font-size:.8em;white-space:normal;word-break:break-all}"
         "td.wrap{min-width:16em;max-width:24em}td.list{min-width:14em}</style></head><body><h1>cute-fuzz history</h1><p>" +
         plural(nights.size(), "night") + ", " + plural(rows.size(), "finding signature") + ", " + std::to_string(stillOpen) + " open after the last night</p>" +
         "<div class='charts'>" + chart("compared cases/s", labels, rates, "#2a6fdb") +
         chart("open findings", labels, open, "#c0392b") + "</div><h2>Nights</h2>" +
         nightTable(nights, outDir) + "<h2>Findings</h2>" + signatureTable(rows) +
         "</body></html>\n";
}

/// OUT/open.txt: the signatures open in the last night, as a known-issues
/// file.
std::string openIssues(const std::vector<Night> &nights) {
  std::string out = "# Finding signatures open in the last night (" +
                    (nights.empty() ? std::string("none") : nights.back().dir) +
                    "), for the next night's --known.\n";
  if (!nights.empty())
    for (const auto &entry : nights.back().open)
      out += entry.first + "\n";
  return out;
}

bool writeFile(const std::string &dir, llvm::StringRef name, llvm::StringRef contents) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (!ec)
    os << contents;
  if (ec || os.has_error()) {
    llvm::errs() << "cute-fuzz: cannot write " << path << (ec ? ": " + ec.message() : "") << "\n";
    os.clear_error();
    return false;
  }
  return true;
}

} // namespace

int writeHistory(const std::vector<std::string> &nightDirs, const std::string &outDir) {
  std::vector<Night> nights(nightDirs.size());
  for (auto [dir, night] : llvm::zip(nightDirs, nights))
    if (std::optional<std::string> error = readNight(dir, night)) {
      llvm::errs() << "cute-fuzz: " << *error << "\n";
      return 2;
    }
  // Two nights that started in the same second (report.json's resolution)
  // are ordered by their directories' names, not by the order given.
  std::stable_sort(nights.begin(), nights.end(), [](const Night &a, const Night &b) {
    return std::tie(a.started, a.dir) < std::tie(b.started, b.dir);
  });
  for (auto [i, night] : llvm::enumerate(nights))
    llvm::outs() << llvm::formatv("{0}  seed {1}  {2} cases ({3:F0}/s)  new {4}  fixed {5}  "
                                  "open {6}  {7}\n",
                                  night.started.empty() ? "-" : night.started, night.seed,
                                  night.cases, night.casesPerSecond(), newIn(nights, i).size(),
                                  fixedIn(nights, i).size(), night.open.size(), night.dir);
  if (std::error_code ec = llvm::sys::fs::create_directories(outDir)) {
    llvm::errs() << "cute-fuzz: cannot create " << outDir << ": " << ec.message() << "\n";
    return 2;
  }
  if (!writeFile(outDir, "history.html", historyHtml(nights, outDir)) ||
      !writeFile(outDir, "open.txt", openIssues(nights)))
    return 2;
  llvm::errs() << "cute-fuzz: history of " << plural(nights.size(), "night") << " in " << outDir
               << "/history.html; open findings in " << outDir << "/open.txt\n";
  return 0;
}

} // namespace cute::campaign
