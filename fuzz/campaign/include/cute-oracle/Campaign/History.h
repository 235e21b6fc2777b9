//===- History.h - Campaign reports of several nights side by side -*- C++ -*-===//
//
// A nightly user keeps one report directory per night. The history reads
// them and answers what a dashboard answers: per night, how much was
// compared and how fast, and which findings were new, open and fixed; per
// finding signature, when it was first and last seen and whether it is
// fixed.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_HISTORY_H
#define CUTE_ORACLE_CAMPAIGN_HISTORY_H

#include <string>
#include <vector>

namespace cute::campaign {

/// Reads DIR/report.json of each of `nightDirs`, orders the nights by when
/// they started, and writes OUT/history.html (a row per night, a plot of
/// compared cases/s and open findings over the nights, a row per finding
/// signature) and OUT/open.txt (the signatures open in the last night, a
/// known-issues file for the next night's --known). Prints a line per
/// night on stdout. Exit status 0, or 2 when a report cannot be read or
/// an output cannot be written (with a message on stderr).
int writeHistory(const std::vector<std::string> &nightDirs, const std::string &outDir);

} // namespace cute::campaign

#endif
