//===- Report.h - report.json and report.html of a campaign -----*- C++ -*-===//
#ifndef CUTE_ORACLE_CAMPAIGN_REPORT_H
#define CUTE_ORACLE_CAMPAIGN_REPORT_H

#include "cute-oracle/Campaign/CaseCounts.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace cute::campaign {

/// Writes `report` to DIR/report.json atomically (a temporary file renamed
/// over the old one), so a campaign killed at any moment leaves either
/// the old or the new state. False (with `error`) on an I/O error.
bool writeJsonAtomically(const std::string &dir, const llvm::json::Value &report,
                         std::string &error);

/// Reads DIR/report.json; none when absent or unreadable (`error` says
/// which, empty when absent).
std::optional<llvm::json::Value> readJson(const std::string &dir, std::string &error);

/// One self-contained page: run parameters, the coverage table (ops x
/// forms), and for each finding its reproducer and pictures of the
/// expected and actual layouts with the differing cells highlighted.
std::string renderHtml(const llvm::json::Object &report);

/// Now, in UTC, as report.json records times: "2026-12-07T16:04:06Z".
std::string utcTimestamp();

/// `s` with HTML's special characters escaped.
std::string escapeHtml(llvm::StringRef s);

/// The field `key` of a report.json object as text: a string as it is,
/// an integer in decimal, empty when absent or of another type.
std::string fieldText(const llvm::json::Object &o, llvm::StringRef key);

/// The progress line: "[Ns] structures S, cases C (R/s), findings F",
/// `tail` (", coverage ..." or " (J jobs)") and what was not compared
/// when anything was not ("; not compared: I inadmissible, M rejected
/// modules"). C counts the compared cases.
std::string progressLine(double seconds, uint64_t structures, const CaseCounts &counts,
                         double casesPerSecond, size_t findings, const std::string &tail);

/// Writes `line` to stderr: over the previous one on a terminal (a newline
/// only when `final`), as a line of its own otherwise.
void showProgress(const std::string &line, bool tty, bool final);

} // namespace cute::campaign

#endif
