//===- cute-gpu-runner.cpp - Run a cute-fuzz batch on a GPU ---------------===//
//
// cute-gpu-runner [--validate] [--out FILE] DIR
//
// Runs the cases of a batch folder written by `cute-fuzz --write-gpu-batch`
// (see fuzz/campaign/include/cute-oracle/Campaign/GpuBatch.h): loads
// DIR/cases.ptx with the CUDA driver API, launches each case's kernel on
// one thread with its integer arguments, and writes what the kernels
// printed to DIR/actual.txt (or FILE), each case under "== case <id>".
// `cute-fuzz --compare-gpu-batch DIR` then compares it with the
// interpreter's output on the host that wrote the batch.
//
// --validate reads and checks the batch (the manifest's syntax, the PTX
// file, every kernel's entry and its parameters) and launches nothing.
//
// Plain C++17 with no LLVM, MLIR or CUDA toolkit dependency: libcuda.so.1
// is opened with dlopen, so the runner builds on a bare GPU host with
//   g++ -std=c++17 -O2 cute-gpu-runner.cpp ../../oracle/cuda/CudaDriver.cpp -ldl \
//       -o cute-gpu-runner
// or `cmake -S tools/cute-gpu-runner -B build-runner && cmake --build build-runner`.
//
// Exit status: 0 when every case ran, 1 when a launch failed (its section
// says so; the others still run), 2 on a malformed batch or a usage error,
// 3 without a CUDA driver or device.
//
//===----------------------------------------------------------------------===//
#include "../../oracle/cuda/CudaDriver.h"

#include <fcntl.h>
#include <unistd.h>

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
};

struct Batch {
  std::string ptxFile;
  std::vector<Case> cases;
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

/// "case <id> <kernel> <bits> <n> <v1> ... <vn>"
bool parseCase(std::istringstream &in, Case &c, std::string &why) {
  size_t n = 0;
  if (!(in >> c.id >> c.kernel >> c.bits >> n))
    return why = "expected 'case <id> <kernel> <bits> <n> <values>'", false;
  if (c.bits != 32 && c.bits != 64)
    return why = "argument width must be 32 or 64, not " + std::to_string(c.bits), false;
  c.args.resize(n);
  for (int64_t &v : c.args)
    if (!(in >> v))
      return why = "expected " + std::to_string(n) + " argument values", false;
  std::string extra;
  if (in >> extra)
    return why = "unexpected '" + extra + "' after the argument values", false;
  return true;
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
    } else if (word == "case") {
      Case c;
      if (!parseCase(in, c, why))
        return fail(where + why);
      batch.cases.push_back(std::move(c));
    } else {
      return fail(where + "unknown directive '" + word + "'");
    }
  }
  if (batch.ptxFile.empty())
    return fail(path + ": no 'ptx <file>' line");
  if (batch.cases.empty())
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

/// Every case's kernel is an entry of the PTX with one parameter of the
/// case's width per argument.
bool validateCases(const Batch &batch, const std::string &ptx) {
  std::map<std::string, std::vector<unsigned>> entries;
  for (const Case &c : batch.cases) {
    auto it = entries.find(c.kernel);
    if (it == entries.end()) {
      std::vector<unsigned> widths;
      if (!entryParameters(ptx, c.kernel, widths))
        return fail("case " + std::to_string(c.id) + ": no kernel '.entry " + c.kernel + "' in " +
                    batch.ptxFile);
      it = entries.emplace(c.kernel, widths).first;
    }
    for (unsigned w : it->second)
      if (w != c.bits || it->second.size() != c.args.size())
        return fail("case " + std::to_string(c.id) + ": kernel " + c.kernel + " takes " +
                    std::to_string(it->second.size()) + " parameters of " + std::to_string(w) +
                    " bits, the case gives " + std::to_string(c.args.size()) + " of " +
                    std::to_string(c.bits));
    if (it->second.empty() && !c.args.empty())
      return fail("case " + std::to_string(c.id) + ": kernel " + c.kernel +
                  " takes no parameter, the case gives " + std::to_string(c.args.size()));
  }
  return true;
}

/// Launches every case on one thread, writing "== case <id>" and then
/// what it printed to stdout (the driver prints device printf output there
/// when the launch is synchronized). A failed launch is written into its
/// case's section; the driver recovers for the next one.
bool runCases(cute::cuda::Driver &driver, const Batch &batch) {
  bool allRan = true;
  for (const Case &c : batch.cases) {
    std::printf("== case %llu\n", (unsigned long long)c.id);
    std::fflush(stdout);
    std::string error;
    bool ran = driver.launch(c.kernel, c.args, error);
    std::fflush(stdout);
    if (!ran) {
      std::printf("cute-gpu-runner: error %s\n", error.c_str());
      std::fflush(stdout);
      fail("case " + std::to_string(c.id) + " (kernel " + c.kernel + "): " + error);
      allRan = false;
    }
  }
  return allRan;
}

/// Sends stdout to `path` (device printf output goes to stdout).
bool redirectStdout(const std::string &path) {
  std::fflush(stdout);
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0)
    return fail("cannot write " + path + ": " + std::strerror(errno));
  close(fd);
  return true;
}

int usage() {
  std::fprintf(stderr, "usage: cute-gpu-runner [--validate] [--out FILE] DIR\n"
                       "Runs the batch DIR written by cute-fuzz --write-gpu-batch on the GPU and "
                       "writes what it printed to DIR/actual.txt (or FILE).\n");
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  bool validateOnly = false;
  std::string dir, out;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--validate")
      validateOnly = true;
    else if (a == "--out" && i + 1 < argc)
      out = argv[++i];
    else if (a == "--help" || a == "-h" || (!a.empty() && a[0] == '-') || !dir.empty())
      return usage();
    else
      dir = a;
  }
  if (dir.empty())
    return usage();
  Batch batch;
  std::string manifest, ptx;
  std::string manifestPath = joinPath(dir, "batch.txt");
  if (!readFile(manifestPath, manifest) || !parseManifest(manifestPath, manifest, batch) ||
      !readFile(joinPath(dir, batch.ptxFile), ptx) || !validateCases(batch, ptx))
    return 2;
  if (validateOnly) {
    std::fprintf(stderr,
                 "cute-gpu-runner: %s: %zu cases are valid; nothing launched (--validate)\n",
                 dir.c_str(), batch.cases.size());
    return 0;
  }
  std::string error;
  std::unique_ptr<cute::cuda::Driver> driver = cute::cuda::Driver::open(error);
  if (!driver) {
    fail(error);
    return 3;
  }
  if (!driver->loadModule(ptx, error)) {
    fail(batch.ptxFile + ": " + error);
    return 1;
  }
  std::string outPath = out.empty() ? joinPath(dir, "actual.txt") : out;
  if (!redirectStdout(outPath))
    return 2;
  auto start = std::chrono::steady_clock::now();
  bool ok = runCases(*driver, batch);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "cute-gpu-runner: %zu cases in %.3f s (%.0f cases/s) on %s; output in %s\n",
               batch.cases.size(), s, double(batch.cases.size()) / (s > 0 ? s : 1),
               driver->deviceName().c_str(), outPath.c_str());
  return ok ? 0 : 1;
}
