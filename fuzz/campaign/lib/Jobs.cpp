//===- Jobs.cpp - A campaign in several worker processes ------------------===//
#include "ReportState.h"
#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Campaign/Report.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cute::campaign {

namespace {

std::string jobDir(const CampaignOptions &o, unsigned j) {
  llvm::SmallString<128> dir(o.reportDir);
  llvm::sys::path::append(dir, "job-" + std::to_string(j));
  return dir.str().str();
}

/// The options of worker j: its sub-shard, its own report directory, the
/// shared reproducer directory, no progress line.
CampaignOptions workerOptions(const CampaignOptions &o, unsigned j) {
  CampaignOptions w = o;
  w.jobs = 1;
  w.quiet = true;
  w.shardIndex = o.shardIndex + j * o.shardCount;
  w.shardCount = o.shardCount * o.jobs;
  w.reportDir = jobDir(o, j);
  return w;
}

/// "structures S, cases C, findings F" summed over the workers' reports.
void printProgress(const CampaignOptions &o, double seconds, bool tty, bool final) {
  int64_t structures = 0, findings = 0;
  CaseCounts counts;
  for (unsigned j = 0; j < o.jobs; ++j) {
    std::string error;
    std::optional<llvm::json::Value> v = readJson(jobDir(o, j), error);
    if (const llvm::json::Object *r = v ? v->getAsObject() : nullptr) {
      structures += r->getInteger("structures").value_or(0);
      counts += countsOfJson(*r);
      if (const llvm::json::Array *fs = r->getArray("findings"))
        for (const llvm::json::Value &f : *fs)
          if (const llvm::json::Object *fo = f.getAsObject())
            findings += !isFixed(*fo);
    }
  }
  showProgress(progressLine(seconds, uint64_t(structures), counts,
                            seconds > 0 ? counts.compared / seconds : 0, size_t(findings),
                            " (" + std::to_string(o.jobs) + " jobs)"),
               tty, final);
}

} // namespace

int runCampaignJobs(const CampaignOptions &o) {
  if (std::optional<std::string> error = jobsReportError(o)) {
    llvm::errs() << "cute-fuzz: " << *error << "\n";
    return 2;
  }
  llvm::sys::fs::create_directories(o.reportDir);
  std::vector<pid_t> workers;
  std::fflush(nullptr);
  for (unsigned j = 0; j < o.jobs; ++j) {
    pid_t pid = ::fork();
    if (pid == 0)
      ::_exit(runCampaign(workerOptions(o, j)));
    if (pid < 0) {
      llvm::errs() << "cute-fuzz: cannot fork worker " << j << "\n";
      return 2;
    }
    workers.push_back(pid);
  }
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  bool tty = ::isatty(2);
  int status = 0;
  size_t running = workers.size();
  for (int tick = 0; running > 0; ++tick) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    for (pid_t &pid : workers) {
      int ws = 0;
      if (pid > 0 && ::waitpid(pid, &ws, WNOHANG) == pid) {
        int code = WIFEXITED(ws) ? WEXITSTATUS(ws) : 2;
        status = std::max(status, code);
        pid = 0;
        --running;
      }
    }
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (tty || tick % 20 == 0)
      printProgress(o, seconds, tty, false);
  }
  printProgress(o, std::chrono::duration<double>(Clock::now() - start).count(), tty, true);
  std::vector<std::string> dirs;
  for (unsigned j = 0; j < o.jobs; ++j)
    dirs.push_back(jobDir(o, j));
  if (int merged = mergeReports(dirs, o.reportDir); merged != 0)
    return merged;
  llvm::errs() << "cute-fuzz: report in " << o.reportDir << "/report.html and report.json\n";
  return status;
}

} // namespace cute::campaign
