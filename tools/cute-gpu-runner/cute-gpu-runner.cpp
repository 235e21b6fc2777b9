//===- cute-gpu-runner.cpp - Run a cute-fuzz batch on a GPU ---------------===//
//
// cute-gpu-runner [--validate] [--out FILE] DIR
//
// Runs the cases of a batch folder written by `cute-fuzz --write-gpu-batch`
// (see fuzz/campaign/include/cute-oracle/Campaign/GpuBatch.h): loads
// DIR/cases.ptx with the CUDA driver API, launches each case's kernel on
// one thread with its integer arguments, each atom call's kernel on one
// block of the atom's threads, and each evaluation kernel on one thread per
// (valuation, coordinate) over device buffers, and writes what the kernels
// printed and computed to DIR/actual.txt (or FILE), under "== case <id>",
// "== atom <id>" and "== eval <id>". It reports launches/s. When the batch
// has a cubin for the device's architecture (cute-fuzz --write-gpu-batch
// --cubin, assembled by ptxas on the host that wrote it), it loads that
// instead of having the driver compile the PTX, which takes minutes for a
// large batch.
// `cute-fuzz --compare-gpu-batch DIR` then compares it with the
// interpreter's output on the host that wrote the batch.
//
// --validate reads and checks the batch (the manifest's syntax, the PTX
// file, every kernel's entry and its parameters, the cubins' ELF headers)
// and launches nothing.
//
// Plain C++17 with no LLVM, MLIR or CUDA toolkit dependency: libcuda.so.1
// is opened with dlopen, so the runner builds on a bare GPU host with
//   g++ -std=c++17 -O2 cute-gpu-runner.cpp ../../oracle/cuda/CudaDriver.cpp
//       -ldl -o cute-gpu-runner
// or `cmake -S tools/cute-gpu-runner -B build-runner && cmake --build build-runner`.
//
// A failed launch (an illegal address, say) leaves the process's CUDA state
// unusable until the process ends, so the runner runs the launches after it
// in a new process (it executes itself with --resume K), appending to the
// same output.
//
// Exit status: 0 when every case ran, 1 when a launch failed (its section
// says so; the others still run), 2 on a malformed batch or a usage error,
// 3 without a CUDA driver or device.
//
//===----------------------------------------------------------------------===//
#include "../../oracle/cuda/BatchLimits.h"
#include "../../oracle/cuda/CudaDriver.h"
#include "../../oracle/cuda/Fingerprint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

//===--- The batch --------------------------------------------------------===//

struct Case {
  uint64_t id = 0;
  std::string kernel;
  unsigned bits = 32;
  std::vector<int64_t> args;
  /// The threads of its one block: 1 for a case, the atom's for an atom
  /// call (no arguments).
  unsigned threads = 1;
  /// "case" or "atom": the section it writes.
  std::string kind = "case";
};

/// An evaluation kernel over buffers: n valuations of `leaves` run-time
/// leaves each, `span` coordinates per valuation, `outputs` i64 per
/// coordinate (fuzz::EvalKernel).
struct Eval {
  uint64_t id = 0;
  std::string kernel;
  uint64_t n = 0, leaves = 0, span = 0, outputs = 0;
  std::vector<int64_t> values;
  int64_t threads() const { return int64_t(n * span); }
};

/// A cubin of the batch's PTX that ptxas assembled for one architecture
/// ("cubin <arch> <file> <fingerprint of the PTX>"; cute-fuzz
/// --write-gpu-batch --cubin).
struct Cubin {
  std::string arch, file, ptxFingerprint;
};

struct Batch {
  std::string ptxFile;
  std::vector<Cubin> cubins;
  /// Cases, then atom calls, in the manifest's order.
  std::vector<Case> cases;
  std::vector<Eval> evals;
};

bool fail(const std::string &message) {
  std::fprintf(stderr, "cute-gpu-runner: %s\n", message.c_str());
  return false;
}

std::string joinPath(const std::string &dir, const std::string &name) {
  return dir.empty() || dir.back() == '/' ? dir + name : dir + "/" + name;
}

bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return fail("cannot read " + path + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  out = text.str();
  return true;
}

/// The largest count a manifest may give (values, coordinates, outputs):
/// a kernel launch has at most 2^31 - 1 threads.
constexpr int64_t kMaxCount = (int64_t(1) << 31) - 1;

using cute::cuda::kMaxEvalOutputs;

/// Reads a count from 0 to kMaxCount (a negative or larger number fails,
/// rather than wrapping to a huge unsigned value).
bool readCount(std::istringstream &in, uint64_t &count) {
  int64_t v = 0;
  if (!(in >> v) || v < 0 || v > kMaxCount)
    return false;
  count = uint64_t(v);
  return true;
}

/// Reads the `n` integers that end a line: fewer is an error, and none is
/// allocated for before it is read.
bool readValues(std::istringstream &in, uint64_t n, std::vector<int64_t> &values) {
  values.clear();
  int64_t v = 0;
  while (values.size() < n && in >> v)
    values.push_back(v);
  return values.size() == n;
}

/// "case <id> <kernel> <bits> <n> <v1> ... <vn>"
bool parseCase(std::istringstream &in, Case &c, std::string &why) {
  uint64_t n = 0;
  if (!(in >> c.id >> c.kernel >> c.bits) || !readCount(in, n))
    return why = "expected 'case <id> <kernel> <bits> <n> <values>' with n from 0 to " +
                 std::to_string(kMaxCount),
           false;
  if (c.bits != 32 && c.bits != 64)
    return why = "argument width must be 32 or 64, not " + std::to_string(c.bits), false;
  if (!readValues(in, n, c.args))
    return why = "expected " + std::to_string(n) + " argument values", false;
  std::string extra;
  if (in >> extra)
    return why = "unexpected '" + extra + "' after the argument values", false;
  return true;
}

/// "atom <id> <kernel> <threads>": a kernel without arguments on one block.
bool parseAtom(std::istringstream &in, Case &c, std::string &why) {
  c.kind = "atom";
  if (!(in >> c.id >> c.kernel >> c.threads) || c.threads < 1 || c.threads > 1024)
    return why = "expected 'atom <id> <kernel> <threads>' with 1 to 1024 threads", false;
  std::string extra;
  if (in >> extra)
    return why = "unexpected '" + extra + "' after the threads", false;
  return true;
}

/// "eval <id> <kernel> <n> <leaves> <span> <outputs> <n * leaves values>"
bool parseEval(std::istringstream &in, Eval &e, std::string &why) {
  if (!(in >> e.id >> e.kernel) || !readCount(in, e.n) || !readCount(in, e.leaves) ||
      !readCount(in, e.span) || !readCount(in, e.outputs))
    return why = "expected 'eval <id> <kernel> <n> <leaves> <span> <outputs> <values>' with "
                 "counts from 0 to " +
                 std::to_string(kMaxCount),
           false;
  if (e.n * e.span > uint64_t(kMaxCount))
    return why = std::to_string(e.n) + " valuations of span " + std::to_string(e.span) + " are " +
                 std::to_string(e.n * e.span) + " threads, more than " + std::to_string(kMaxCount),
           false;
  if (e.n * e.span * e.outputs > kMaxEvalOutputs)
    return why = std::to_string(e.n * e.span) + " threads x " + std::to_string(e.outputs) +
                 " outputs each = " + std::to_string(e.n * e.span * e.outputs) +
                 " outputs, more than " + std::to_string(kMaxEvalOutputs),
           false;
  if (!readValues(in, e.n * e.leaves, e.values))
    return why = "expected " + std::to_string(e.n * e.leaves) + " values", false;
  std::string extra;
  if (in >> extra)
    return why = "unexpected '" + extra + "' after the values", false;
  return true;
}

/// ptxas's name of an architecture: sm_, digits, then letters (sm_90a).
bool isArchitecture(const std::string &arch) {
  size_t i = 3;
  if (arch.compare(0, 3, "sm_") != 0 || i == arch.size() || !std::isdigit((unsigned char)arch[i]))
    return false;
  while (i < arch.size() && std::isdigit((unsigned char)arch[i]))
    ++i;
  while (i < arch.size() && std::islower((unsigned char)arch[i]))
    ++i;
  return i == arch.size();
}

bool parseManifest(const std::string &path, const std::string &text, Batch &batch) {
  std::istringstream lines(text);
  std::string line;
  for (unsigned number = 1; std::getline(lines, line); ++number) {
    std::istringstream in(line);
    std::string word, why;
    if (!(in >> word) || word[0] == '#')
      continue;
    std::string where = path + ":" + std::to_string(number) + ": ";
    if (number == 1 && (word != "cute-gpu-batch" || !(in >> word) || word != "1"))
      return fail(where + "expected the header 'cute-gpu-batch 1'");
    if (number == 1)
      continue;
    if (word == "ptx") {
      if (!(in >> batch.ptxFile))
        return fail(where + "expected 'ptx <file>'");
    } else if (word == "cubin") {
      Cubin c;
      std::string extra;
      if (!(in >> c.arch >> c.file >> c.ptxFingerprint) || (in >> extra) ||
          !isArchitecture(c.arch) || c.ptxFingerprint.size() != 16)
        return fail(where + "expected 'cubin sm_<arch> <file> <fingerprint of the PTX>'");
      batch.cubins.push_back(std::move(c));
    } else if (word == "case") {
      Case c;
      if (!parseCase(in, c, why))
        return fail(where + why);
      batch.cases.push_back(std::move(c));
    } else if (word == "atom") {
      Case c;
      if (!parseAtom(in, c, why))
        return fail(where + why);
      batch.cases.push_back(std::move(c));
    } else if (word == "eval") {
      Eval e;
      if (!parseEval(in, e, why))
        return fail(where + why);
      batch.evals.push_back(std::move(e));
    } else {
      return fail(where + "unknown directive '" + word + "'");
    }
  }
  if (batch.ptxFile.empty())
    return fail(path + ": no 'ptx <file>' line");
  if (batch.cases.empty() && batch.evals.empty())
    return fail(path + ": no case");
  return true;
}

/// The parameter widths (in bits) of `.entry name(...)` in `ptx`; false
/// when there is no such entry.
bool entryParameters(const std::string &ptx, const std::string &name, std::vector<unsigned> &out) {
  std::string head = ".entry " + name + "(";
  size_t at = ptx.find(head);
  if (at == std::string::npos)
    return false;
  size_t end = ptx.find(')', at);
  std::istringstream params(ptx.substr(at + head.size(), end - at - head.size()));
  std::string word;
  while (params >> word)
    if (word == ".param" && params >> word)
      out.push_back(unsigned(std::atoi(word.c_str() + 2))); // .u32, .b64, ...
  return true;
}

/// `kernel` is an entry of the PTX whose parameters have the bits of
/// `widths`; `what` names the case in the message.
bool checkEntry(const Batch &batch, const std::string &ptx, const std::string &what,
                const std::string &kernel, const std::vector<unsigned> &widths) {
  std::vector<unsigned> params;
  if (!entryParameters(ptx, kernel, params))
    return fail(what + ": no kernel '.entry " + kernel + "' in " + batch.ptxFile);
  if (params != widths) {
    auto text = [](const std::vector<unsigned> &ws) {
      std::string t;
      for (unsigned w : ws)
        t += (t.empty() ? "" : ",") + std::to_string(w);
      return "(" + t + ")";
    };
    return fail(what + ": kernel " + kernel + " takes parameters of bits " + text(params) +
                ", the batch gives " + text(widths));
  }
  return true;
}

/// Why `image`, the batch's cubin `c`, cannot stand for the PTX `ptx`
/// (not an ELF image, or assembled from another PTX); empty when it can.
std::string cubinProblem(const Cubin &c, const std::string &image, const std::string &ptx) {
  if (image.compare(0, 4, "\177ELF") != 0)
    return "not a cubin (no ELF header)";
  if (c.ptxFingerprint != cute::cuda::fingerprint(ptx))
    return "assembled from another PTX than this batch's";
  return "";
}

/// Every cubin of the batch is an ELF image made from its PTX.
bool validateCubins(const Batch &batch, const std::string &dir, const std::string &ptx) {
  for (const Cubin &c : batch.cubins) {
    std::string image;
    if (!readFile(joinPath(dir, c.file), image))
      return false;
    if (std::string problem = cubinProblem(c, image, ptx); !problem.empty())
      return fail(c.file + ": " + problem);
  }
  return true;
}

/// Every kernel is an entry of the PTX with the parameters its cases give:
/// one integer per argument, or two memref<?xi64> descriptors and an index
/// (11 values of 64 bits) for an evaluation.
bool validateBatch(const Batch &batch, const std::string &ptx) {
  for (const Case &c : batch.cases)
    if (!checkEntry(batch, ptx, c.kind + " " + std::to_string(c.id), c.kernel,
                    std::vector<unsigned>(c.args.size(), c.bits)))
      return false;
  for (const Eval &e : batch.evals)
    if (!checkEntry(batch, ptx, "eval " + std::to_string(e.id), e.kernel,
                    std::vector<unsigned>(11, 64)))
      return false;
  return true;
}

/// Runs evaluation `e` over its buffers, writing "== eval <id>" and one
/// output per line.
bool runEval(cute::cuda::Driver &driver, const Eval &e) {
  std::printf("== eval %llu\n", (unsigned long long)e.id);
  std::fflush(stdout);
  std::vector<int64_t> out;
  std::string error;
  bool ran = driver.launchOnBuffers(e.kernel, e.values, size_t(e.threads()) * e.outputs,
                                    int64_t(e.n), e.threads(), 128, out, error);
  std::fflush(stdout);
  for (int64_t v : out)
    std::printf("%lld\n", (long long)v);
  if (!ran) {
    std::printf("cute-gpu-runner: error %s\n", error.c_str());
    fail("eval " + std::to_string(e.id) + " (kernel " + e.kernel + "): " + error);
  }
  std::fflush(stdout);
  return ran;
}

/// Launches case `c` on one block of its threads, writing "== case <id>"
/// (or "== atom <id>") and then what it printed to stdout (the driver
/// prints device printf output there when the launch is synchronized). A
/// failed launch is written into its case's section.
bool runCase(cute::cuda::Driver &driver, const Case &c) {
  std::printf("== %s %llu\n", c.kind.c_str(), (unsigned long long)c.id);
  std::fflush(stdout);
  std::string error;
  bool ran = driver.launch(c.kernel, c.args, error, c.threads);
  std::fflush(stdout);
  if (!ran) {
    std::printf("cute-gpu-runner: error %s\n", error.c_str());
    std::fflush(stdout);
    fail(c.kind + " " + std::to_string(c.id) + " (kernel " + c.kernel + "): " + error);
  }
  return ran;
}

/// Launch k of the batch: the cases (case and atom lines) in order, then
/// the evaluations.
bool runLaunch(cute::cuda::Driver &driver, const Batch &batch, size_t k) {
  return k < batch.cases.size() ? runCase(driver, batch.cases[k])
                                : runEval(driver, batch.evals[k - batch.cases.size()]);
}

/// After a failed launch the process's CUDA state is unusable (an illegal
/// address is sticky until the process ends): the runner runs the launches
/// from `next` on in a new process, appending to the same output. Returns
/// only if it cannot.
void continueInNewProcess(char **argv, const std::string &dir, const std::string &outPath,
                          size_t next) {
  std::string from = std::to_string(next);
  std::vector<std::string> args = {argv[0], "--resume", from, "--out", outPath, dir};
  std::vector<char *> raw;
  for (std::string &a : args)
    raw.push_back(a.data());
  raw.push_back(nullptr);
  std::fflush(stdout);
  execv("/proc/self/exe", raw.data());
  fail(std::string("cannot start a new process for the launches after a failed one: ") +
       std::strerror(errno));
}

/// Sends stdout to `path` (device printf output goes to stdout), from its
/// end when `append`.
bool redirectStdout(const std::string &path, bool append) {
  std::fflush(stdout);
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644);
  if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0)
    return fail("cannot write " + path + ": " + std::strerror(errno));
  close(fd);
  return true;
}

/// A whole decimal number.
bool parseCount(const char *text, size_t &out) {
  char *end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(text, &end, 10);
  if (errno || end == text || *end || text[0] == '-')
    return false;
  out = size_t(v);
  return true;
}

/// The batch's cubin for the device's architecture ("sm_90" takes a cubin
/// for sm_90 or sm_90a); none when the batch has none.
const Cubin *cubinFor(const Batch &batch, const std::string &arch) {
  for (const Cubin &c : batch.cubins)
    if (!arch.empty() && (c.arch == arch || c.arch == arch + "a"))
      return &c;
  return nullptr;
}

/// Loads the batch's module: its cubin for the device when it has a good
/// one (loaded as it is), else the PTX (which the driver compiles, minutes
/// for a large batch). With `report`, says which and how long it took.
bool loadBatchModule(cute::cuda::Driver &driver, const Batch &batch, const std::string &dir,
                     const std::string &ptx, bool report) {
  auto start = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::string arch = driver.architecture(), error;
  if (const Cubin *c = cubinFor(batch, arch)) {
    std::string image, problem;
    if (!readFile(joinPath(dir, c->file), image))
      problem = "cannot be read";
    else if (problem = cubinProblem(*c, image, ptx); problem.empty()) {
      if (driver.loadModule(image, error)) {
        if (report)
          std::fprintf(stderr, "cute-gpu-runner: loaded %s in %.3f s\n", c->file.c_str(),
                       seconds());
        return true;
      }
      problem = error;
    }
    fail(c->file + ": " + problem + "; the driver compiles the PTX instead");
  } else if (report && !batch.cubins.empty()) {
    fail("no cubin for this device's " + (arch.empty() ? std::string("architecture") : arch) +
         "; the driver compiles the PTX");
  }
  if (!driver.loadModule(ptx, error))
    return fail(batch.ptxFile + ": " + error);
  if (report)
    std::fprintf(stderr, "cute-gpu-runner: the driver compiled %s in %.3f s\n",
                 batch.ptxFile.c_str(), seconds());
  return true;
}

/// Prints the usage to stdout for --help (status 0), to stderr after a
/// usage error (status 2).
int usage(bool asked) {
  std::fprintf(asked ? stdout : stderr,
               "usage: cute-gpu-runner [--validate] [--out FILE] DIR\n"
               "Runs the batch DIR written by cute-fuzz --write-gpu-batch on the GPU and "
               "writes what it printed to DIR/actual.txt (or FILE).\n");
  return asked ? 0 : 2;
}

} // namespace

int main(int argc, char **argv) {
  bool validateOnly = false;
  std::string dir, out;
  // --resume K (internal): a failed launch ended the last process; run
  // launches K... and append. Its exit status is then 1.
  size_t resume = 0;
  bool resumed = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--validate")
      validateOnly = true;
    else if (a == "--out" && i + 1 < argc)
      out = argv[++i];
    else if (a == "--resume" && i + 1 < argc && parseCount(argv[i + 1], resume))
      resumed = true, ++i;
    else if (a == "--help" || a == "-h")
      return usage(/*asked=*/true);
    else if ((!a.empty() && a[0] == '-') || !dir.empty())
      return usage(/*asked=*/false);
    else
      dir = a;
  }
  if (dir.empty())
    return usage(/*asked=*/false);
  Batch batch;
  std::string manifest, ptx;
  std::string manifestPath = joinPath(dir, "batch.txt");
  if (!readFile(manifestPath, manifest) || !parseManifest(manifestPath, manifest, batch) ||
      !readFile(joinPath(dir, batch.ptxFile), ptx) || !validateBatch(batch, ptx))
    return 2;
  if (validateOnly) {
    if (!validateCubins(batch, dir, ptx))
      return 2;
    std::fprintf(stderr,
                 "cute-gpu-runner: %s: %zu cases and %zu evaluations are valid; nothing "
                 "launched (--validate)\n",
                 dir.c_str(), batch.cases.size(), batch.evals.size());
    return 0;
  }
  std::string error;
  std::unique_ptr<cute::cuda::Driver> driver = cute::cuda::Driver::open(error);
  if (!driver) {
    fail(error);
    return resumed ? 1 : 3;
  }
  if (!loadBatchModule(*driver, batch, dir, ptx, !resumed))
    return 1;
  std::string outPath = out.empty() ? joinPath(dir, "actual.txt") : out;
  size_t launches = batch.cases.size() + batch.evals.size();
  if (resume > launches) {
    fail("--resume " + std::to_string(resume) + " is past the batch's " + std::to_string(launches) +
         " launches");
    return 2;
  }
  if (!redirectStdout(outPath, resumed))
    return 2;
  auto start = std::chrono::steady_clock::now();
  size_t k = resume;
  bool failed = false;
  while (k < launches && !failed)
    failed = !runLaunch(*driver, batch, k++);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr,
               "cute-gpu-runner: on %s: launches %zu to %zu of %zu (%zu cases and atom calls, "
               "%zu evaluation kernels) in %.3f s (%.0f launches/s); output in %s\n",
               driver->deviceName().c_str(), resume, k - 1, launches, batch.cases.size(),
               batch.evals.size(), seconds, double(k - resume) / (seconds > 0 ? seconds : 1),
               outPath.c_str());
  if (failed && k < launches)
    continueInNewProcess(argv, dir, outPath, k);
  return resumed || failed ? 1 : 0;
}
