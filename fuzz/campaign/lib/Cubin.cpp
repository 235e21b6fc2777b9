//===- Cubin.cpp - A batch's PTX assembled ahead of the GPU host ----------===//
#include "Cubin.h"
#include "../../../oracle/cuda/Fingerprint.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <chrono>

namespace cute::campaign {

std::string ptxTarget(const std::string &ptx) {
  llvm::StringRef rest = ptx;
  while (!rest.empty()) {
    auto [line, next] = rest.split('\n');
    rest = next;
    if (!line.consume_front(".target"))
      continue;
    llvm::StringRef name = line.ltrim().take_until(
        [](char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); });
    return name.starts_with("sm_") ? name.str() : "";
  }
  return "";
}

namespace {

std::string inDir(const std::string &dir, const std::string &name) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// The last lines ptxas wrote to `log`, for the message of its failure.
std::string tailOf(const std::string &log) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text = llvm::MemoryBuffer::getFile(log);
  if (!text)
    return "";
  llvm::StringRef all = (*text)->getBuffer();
  return all.substr(all.size() > 2000 ? all.size() - 2000 : 0).str();
}

} // namespace

std::optional<std::string> assembleCubin(const std::string &ptxas, const std::string &dir,
                                         const std::string &ptxFile, const std::string &ptx) {
  std::string target = ptxTarget(ptx);
  if (target.empty()) {
    llvm::errs() << "cute-fuzz: " << ptxFile << " names no .target sm_<arch>; no cubin written\n";
    return std::nullopt;
  }
  std::string cubin = "cases." + target + ".cubin", log = inDir(dir, "ptxas.log");
  std::string arch = "-arch=" + target, in = inDir(dir, ptxFile), out = inDir(dir, cubin);
  llvm::SmallVector<llvm::StringRef> args = {ptxas, arch, in, "-o", out};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log, log};
  auto start = std::chrono::steady_clock::now();
  std::string error;
  int status = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects, 0, 0, &error);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (status != 0) {
    llvm::errs() << "cute-fuzz: " << ptxas << " could not assemble " << in << " for " << target
                 << (error.empty() ? "" : ": " + error) << "\n"
                 << tailOf(log);
    llvm::sys::fs::remove(out);
    return std::nullopt;
  }
  llvm::sys::fs::remove(log);
  llvm::outs() << "cute-fuzz: ptxas assembled " << ptxFile << " for " << target << " in "
               << llvm::format("%.1f", seconds) << " s: " << cubin << "\n";
  return "cubin " + target + " " + cubin + " " + cuda::fingerprint(ptx) + "\n";
}

} // namespace cute::campaign
