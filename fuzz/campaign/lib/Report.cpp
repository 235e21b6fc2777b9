//===- Report.cpp - report.json and report.html of a campaign -------------===//
#include "cute-oracle/Campaign/Report.h"

#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <ctime>
#include <map>
#include <string_view>

namespace cute::campaign {

bool writeJsonAtomically(const std::string &dir, const llvm::json::Value &report,
                         std::string &error) {
  llvm::SmallString<128> path(dir), tmp(dir);
  llvm::sys::path::append(path, "report.json");
  llvm::sys::path::append(tmp, "report.json.tmp");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(tmp, ec);
    if (ec) {
      error = "cannot write " + tmp.str().str() + ": " + ec.message();
      return false;
    }
    os << llvm::formatv("{0:2}", report) << "\n";
    os.flush();
    if (os.has_error()) {
      error = "cannot write " + tmp.str().str();
      return false;
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, path)) {
    error = "cannot rename " + tmp.str().str() + ": " + ec.message();
    return false;
  }
  return true;
}

std::optional<llvm::json::Value> readJson(const std::string &dir, std::string &error) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "report.json");
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    if (buffer.getError() != std::errc::no_such_file_or_directory)
      error = "cannot read " + path.str().str() + ": " + buffer.getError().message();
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> v = llvm::json::parse((*buffer)->getBuffer());
  if (!v) {
    error = path.str().str() + ": " + llvm::toString(v.takeError());
    return std::nullopt;
  }
  return std::move(*v);
}

std::string escapeHtml(llvm::StringRef s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '&':
      out += "&amp;";
      break;
    case '"':
      out += "&quot;";
      break;
    case '\'':
      out += "&#39;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

std::string utcTimestamp() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

std::string fieldText(const llvm::json::Object &o, llvm::StringRef key) {
  if (std::optional<llvm::StringRef> s = o.getString(key))
    return s->str();
  if (std::optional<int64_t> i = o.getInteger(key))
    return std::to_string(*i);
  return "";
}

namespace {

/// An SVG grid of `l` over its domain (rank-2 as rows x columns, else one
/// row), each cell its offset; cells where `other` differs are red.
std::string layoutPicture(const core::Layout &l, const core::Layout &other) {
  std::vector<core::IntTuple> modes = core::modes(l.shape);
  auto sizeOf = [](const core::IntTuple &t) {
    core::Result<core::IntTuple> s = core::product(t);
    return s && s->isInt() ? s->value() : 0;
  };
  int64_t rows = modes.size() == 2 ? sizeOf(modes[0]) : 1;
  int64_t total = sizeOf(l.shape), cols = rows ? total / rows : 0;
  if (total <= 0 || total > 1024)
    return "<p>(no picture: " + std::to_string(total) + " cells)</p>";
  const int cell = 34;
  std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='" +
                    std::to_string(cols * cell + 2) + "' height='" +
                    std::to_string(rows * cell + 2) + "' font-family='monospace' font-size='11'>";
  for (int64_t i = 0; i < total; ++i) {
    core::Result<core::IntTuple> crd = core::idx2crd(core::IntTuple::of(i), l.shape);
    if (!crd)
      continue;
    core::Result<core::IntTuple> a = core::evaluate(l, *crd), b = core::evaluate(other, *crd);
    bool differs = !a || !b || *a != *b;
    int64_t r = i % rows, c = i / rows;
    std::string x = std::to_string(c * cell + 1), y = std::to_string(r * cell + 1);
    svg += "<rect x='" + x + "' y='" + y + "' width='" + std::to_string(cell) + "' height='" +
           std::to_string(cell) + "' fill='" + (differs ? "#f4a0a0" : "#e8f0ff") +
           "' stroke='#555'/><text x='" + std::to_string(c * cell + cell / 2 + 1) + "' y='" +
           std::to_string(r * cell + cell / 2 + 5) + "' text-anchor='middle'>" +
           escapeHtml(a ? core::print(*a) : "!") + "</text>";
  }
  return svg + "</svg>";
}

/// Pictures of the expected and actual values when both are layouts of
/// one shape.
std::string pictures(llvm::StringRef expected, llvm::StringRef actual) {
  core::Result<core::Value> e = core::parseValue(expected.str()), a = core::parseValue(actual.str());
  if (!e || !a)
    return "";
  const auto *le = std::get_if<core::Layout>(&*e), *la = std::get_if<core::Layout>(&*a);
  if (!le || !la || le->shape != la->shape)
    return "";
  return "<div class='pics'><figure>" + layoutPicture(*le, *la) +
         "<figcaption>expected (interpreter)</figcaption></figure><figure>" +
         layoutPicture(*la, *le) + "<figcaption>actual</figcaption></figure></div>";
}

std::string coverageTable(const llvm::json::Object &report) {
  const llvm::json::Object *cov = report.getObject("coverage");
  std::string out = "<table><tr><th>op</th><th>static</th><th>constants</th><th>arguments</th>"
                    "<th>kernel (interpreted, lowered to PTX)</th></tr>";
  std::vector<std::string> ops;
  if (cov)
    for (const auto &entry : *cov)
      ops.push_back(entry.first.str());
  std::sort(ops.begin(), ops.end());
  for (const std::string &op : ops) {
    const llvm::json::Object *forms = cov->getObject(op);
    out += "<tr><td>" + escapeHtml(op) + "</td>";
    for (std::string_view f : {"static", "constants", "arguments", "kernel"}) {
      std::string n = forms ? fieldText(*forms, f) : "";
      bool none = n.empty() || n == "0";
      // A GPU kernel samples a few ops, so an op that no kernel holds is
      // not a gap: its kernel cell stays uncoloured.
      std::string cls = !none ? "n" : f == "kernel" ? "" : "zero";
      out += "<td class='" + cls + "'>" + (n.empty() ? "0" : n) + "</td>";
    }
    out += "</tr>";
  }
  return out + "</table>";
}

/// ", first seen F, last seen L" of a finding that records when.
std::string seenText(const llvm::json::Object &f) {
  std::string first = fieldText(f, "first_seen"), last = fieldText(f, "last_seen");
  if (first.empty())
    return "";
  return ", first seen " + escapeHtml(first) + (last == first ? "" : ", last seen " + escapeHtml(last));
}

/// The subjects of a report ("subjects") or the subject of a finding
/// ("subject"); programs in a report from before subjects.
std::string subjectsOf(const llvm::json::Object &o) {
  std::string subjects = fieldText(o, o.get("subject") ? "subject" : "subjects");
  return subjects.empty() ? "programs" : subjects;
}

std::string findingSection(const llvm::json::Object &f) {
  std::string out =
      "<section class='finding'><h3>" + escapeHtml(fieldText(f, "signature")) + "</h3>";
  out += "<p>" + escapeHtml(fieldText(f, "kind")) + " at <b>" + escapeHtml(fieldText(f, "op")) +
         "</b> (" + escapeHtml(fieldText(f, "form")) + " form), interpreter vs " +
         escapeHtml(fieldText(f, "backend")) +
         (fieldText(f, "status") == "known" ? " &mdash; known issue" : " &mdash; <b>new</b>") +
         "; failed in " + escapeHtml(fieldText(f, "occurrences")) + " structure(s) of " +
         escapeHtml(subjectsOf(f)) + seenText(f) +
         "</p>";
  out += "<pre>expected: " + escapeHtml(fieldText(f, "expected")) +
         "\nactual:   " + escapeHtml(fieldText(f, "actual")) + "</pre>";
  if (std::string pass = fieldText(f, "guilty_pass"); !pass.empty())
    out += "<p>first differs after <code>--" + escapeHtml(pass) + "</code></p>";
  out += pictures(fieldText(f, "expected"), fieldText(f, "actual"));
  out += "<p>reproducer: <code>" + escapeHtml(fieldText(f, "reproducer")) + "</code>";
  if (std::string replay = fieldText(f, "replay"); !replay.empty())
    out += "<br>replay: <code>" + escapeHtml(replay) + "</code>";
  out += "</p>";
  out += "<details open><summary>reduced program</summary><pre>" +
         escapeHtml(fieldText(f, "program")) +
         "</pre></details><details><summary>comparison</summary><pre>" +
         escapeHtml(fieldText(f, "detail")) + "</pre></details>";
  if (const llvm::json::Object *b = f.getObject("bisection"); b && !b->empty())
    out += "<details><summary>IR before and after --" + escapeHtml(fieldText(*b, "pass")) +
           "</summary><pre>" + escapeHtml(fieldText(*b, "ir_before")) + "</pre><pre>" +
           escapeHtml(fieldText(*b, "ir_after")) + "</pre></details>";
  out += "</section>";
  return out;
}

/// The status a finding is shown with: known, fixed, or else new.
std::string shownStatus(const llvm::json::Object &finding) {
  std::string status = fieldText(finding, "status");
  return status == "known" || status == "fixed" ? status : "new";
}

/// The findings of `report` shown with `status` (shownStatus), in report
/// order.
std::vector<const llvm::json::Object *> findingsWithStatus(const llvm::json::Object &report,
                                                           llvm::StringRef status) {
  std::vector<const llvm::json::Object *> out;
  if (const llvm::json::Array *findings = report.getArray("findings"))
    for (const llvm::json::Value &f : *findings)
      if (const llvm::json::Object *o = f.getAsObject(); o && shownStatus(*o) == status)
        out.push_back(o);
  return out;
}

} // namespace

/// The backends compared with the interpreter, as findings name them:
/// `interp,jit,external:nv` gives jit and nv.
static std::vector<std::string> comparedBackends(const llvm::json::Object &report) {
  std::string list = fieldText(report, "backends");
  llvm::SmallVector<llvm::StringRef> names;
  llvm::StringRef(list).split(names, ',', -1, false);
  std::vector<std::string> out;
  for (llvm::StringRef name : names) {
    name = name.trim();
    name.consume_front("external:");
    if (name != "interp")
      out.push_back(name.str());
  }
  return out;
}

/// The (op, form) pairs of `report`'s coverage checked at least once, of
/// the three forms of a program (not a GPU kernel's).
static int64_t coveredOpForms(const llvm::json::Object &report) {
  int64_t n = 0;
  if (const llvm::json::Object *cov = report.getObject("coverage"))
    for (const auto &[op, forms] : *cov)
      if (const llvm::json::Object *f = forms.getAsObject())
        for (const auto &[form, count] : *f)
          n += form != "kernel" && count.getAsInteger().value_or(0) > 0;
  return n;
}

/// What a nightly user reads first: the new, known and fixed findings
/// (links to their sections), the throughput and the op and op x form
/// coverage (of the three forms: static, constants, arguments).
static std::string summaryTiles(const llvm::json::Object &report, size_t fresh, size_t known,
                         size_t fixed) {
  auto tile = [](const std::string &value, const std::string &what, const std::string &link,
                 bool alarm) {
    std::string open = link.empty() ? "<div class='tile'>"
                                    : "<a class='tile" + std::string(alarm ? " alarm" : "") +
                                          "' href='#" + link + "'>";
    return open + "<b>" + value + "</b>" + what + (link.empty() ? "</div>" : "</a>");
  };
  double seconds = report.getNumber("seconds").value_or(0);
  int64_t cases = report.getInteger("cases").value_or(0);
  std::string rate = seconds > 0 ? std::to_string(int64_t(double(cases) / seconds)) : "-";
  return "<div class='tiles'>" + tile(std::to_string(fresh), "new", "new", fresh > 0) +
         tile(std::to_string(known), "known, seen again", "known", false) +
         tile(std::to_string(fixed), "fixed", "fixed", false) + tile(rate, "cases/s", "", false) +
         tile(escapeHtml(fieldText(report, "ops_covered")) + "/" +
                  escapeHtml(fieldText(report, "ops_total")),
              "ops covered", "coverage", false) +
         tile(std::to_string(coveredOpForms(report)) + "/" +
                  std::to_string(3 * report.getInteger("ops_total").value_or(0)),
              "op &times; form pairs", "coverage", false) +
         "</div>";
}

/// The health of the campaign: what was compared and what was not, and for
/// each backend its findings and the structures on which it crashed,
/// timed out or rejected the module (a finding's occurrences).
static std::string healthTables(const llvm::json::Object &report) {
  std::string out = "<div class='pics'><table>";
  for (auto [key, what] : {std::pair{"cases", "compared cases"},
                           {"refused_cases", "inadmissible, refused alike"},
                           {"inadmissible_cases", "inadmissible, not compared"},
                           {"rejected_modules", "modules rejected"},
                           {"rejected_at_known_issues", "of them at known issues"}})
    out += std::string("<tr><th>") + what + "</th><td>" + escapeHtml(fieldText(report, key)) +
           "</td></tr>";
  out += "</table><table><tr><th>backend</th><th>findings</th><th>crashed</th>"
         "<th>timed out</th><th>rejected</th></tr>";
  const llvm::json::Array *findings = report.getArray("findings");
  for (const std::string &backend : comparedBackends(report)) {
    int64_t signatures = 0;
    std::map<std::string, int64_t> structures;
    for (const llvm::json::Value &v : findings ? *findings : llvm::json::Array()) {
      const llvm::json::Object *f = v.getAsObject();
      if (!f || fieldText(*f, "backend") != backend || fieldText(*f, "status") == "fixed")
        continue;
      ++signatures;
      structures[fieldText(*f, "kind")] += f->getInteger("occurrences").value_or(1);
    }
    out += "<tr><td>" + escapeHtml(backend) + "</td><td>" + std::to_string(signatures) + "</td>";
    for (const char *kind : {"crash", "timeout", "rejected"})
      out += std::string("<td class='") + (structures[kind] ? "zero" : "n") + "'>" +
             std::to_string(structures[kind]) + "</td>";
    out += "</tr>";
  }
  return out + "</table></div>";
}

std::string renderHtml(const llvm::json::Object &report) {
  std::string out =
      "<!DOCTYPE html><html><head><meta charset='utf-8'><title>cute-fuzz report</title><style>"
      "body{font-family:sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;"
      "margin:.5em 0}td,th{border:1px solid #bbb;padding:2px 8px;text-align:right}"
      "td:first-child{text-align:left;font-family:monospace}th{text-align:left}td.zero{background:#fde2e2}"
      "td.n{background:#e6f6e6}.finding{border:1px solid #c66;padding:0 1em;margin:1em 0}"
      ".pics{display:flex;gap:2em;align-items:flex-start}pre{background:#f6f6f6;padding:.5em;overflow:auto}"
      ".tiles{display:flex;gap:1em;margin:1em 0}.tile{border:1px solid #bbb;border-radius:6px;"
      "padding:.5em 1em;min-width:7em;color:inherit;text-decoration:none}.tile b{display:block;"
      "font-size:2em}.tile.alarm{background:#fde2e2;border-color:#c66}</style></head><body>";
  std::vector<const llvm::json::Object *> fresh = findingsWithStatus(report, "new"),
                                          known = findingsWithStatus(report, "known"),
                                          fixedFindings = findingsWithStatus(report, "fixed");
  const llvm::json::Array *fixedIssues = report.getArray("fixed");
  size_t fixed = fixedFindings.size() + (fixedIssues ? fixedIssues->size() : 0);
  std::string started = fieldText(report, "started");
  out += "<h1>cute-fuzz report</h1><p>" +
         (started.empty() ? "" : "started " + escapeHtml(started) + ", ") + "seed " +
         escapeHtml(fieldText(report, "seed")) + ", profile " +
         escapeHtml(fieldText(report, "profile")) + ", backends " +
         escapeHtml(fieldText(report, "backends")) + ", subjects " +
         escapeHtml(subjectsOf(report)) + ", " +
         escapeHtml(fieldText(report, "structures")) + " structures in " +
         escapeHtml(fieldText(report, "seconds")) + " s</p>";
  out += summaryTiles(report, fresh.size(), known.size(), fixed);
  out += "<h2 id='new'>New findings (" + std::to_string(fresh.size()) + ")</h2>";
  for (const llvm::json::Object *o : fresh)
    out += findingSection(*o);
  out += "<h2 id='known'>Known issues seen again (" + std::to_string(known.size()) + ")</h2>";
  for (const llvm::json::Object *o : known)
    out += findingSection(*o);
  out += "<h2 id='fixed'>Fixed (" + std::to_string(fixed) + ")</h2><ul>";
  for (const llvm::json::Object *o : fixedFindings)
    out += "<li>finding <code>" + escapeHtml(fieldText(*o, "signature")) + "</code> of structure " +
           escapeHtml(fieldText(*o, "structure")) + " no longer fails (<code>" +
           escapeHtml(fieldText(*o, "reproducer")) + "</code>)</li>";
  for (const llvm::json::Value &s : fixedIssues ? *fixedIssues : llvm::json::Array())
    if (std::optional<llvm::StringRef> sig = s.getAsString())
      out += "<li>known issue <code>" + escapeHtml(*sig) + "</code> no longer fails</li>";
  out += "</ul><h2>Health</h2>" + healthTables(report);
  out += "<h2 id='coverage'>Coverage (runs per op and form)</h2>" + coverageTable(report);
  return out + "</body></html>\n";
}

void addCountsToJson(const CaseCounts &c, llvm::json::Object &report) {
  report["cases"] = int64_t(c.compared);
  report["refused_cases"] = int64_t(c.refusedAlike);
  report["inadmissible_cases"] = int64_t(c.inadmissible);
  report["rejected_modules"] = int64_t(c.rejectedModules);
}

CaseCounts countsOfJson(const llvm::json::Object &report) {
  auto count = [&](llvm::StringRef key) { return uint64_t(report.getInteger(key).value_or(0)); };
  CaseCounts c;
  c.compared = count("cases");
  c.refusedAlike = count("refused_cases");
  c.inadmissible = count("inadmissible_cases");
  c.rejectedModules = count("rejected_modules");
  return c;
}

/// "; not compared: I inadmissible, M rejected modules" with the nonzero
/// parts, or "" when everything was compared.
static std::string notCompared(const CaseCounts &c) {
  std::vector<std::string> parts;
  if (c.inadmissible)
    parts.push_back(std::to_string(c.inadmissible) + " inadmissible");
  if (c.rejectedModules)
    parts.push_back(std::to_string(c.rejectedModules) + " rejected module" +
                    (c.rejectedModules == 1 ? "" : "s"));
  return parts.empty() ? "" : "; not compared: " + llvm::join(parts, ", ");
}

std::string progressLine(double seconds, uint64_t structures, const CaseCounts &counts,
                         double casesPerSecond, size_t findings, const std::string &tail) {
  return llvm::formatv("[{0:F0}s] structures {1}, cases {2} ({3:F0}/s), findings {4}{5}{6}",
                       seconds, structures, counts.compared, casesPerSecond, findings, tail,
                       notCompared(counts))
      .str();
}

void showProgress(const std::string &line, bool tty, bool final) {
  if (tty)
    llvm::errs() << "\r" << line << "\x1b[K" << (final ? "\n" : "");
  else
    llvm::errs() << line << "\n";
}

} // namespace cute::campaign
