//===- Reproducer.cpp - A finding as an ordinary lit test -----------------===//
#include "cute-oracle/Campaign/Reproducer.h"

#include "cute-oracle/Eval/ExpectedOutput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <fstream>
#include <set>

namespace cute::campaign {

std::string reproducerModule(const fuzz::Program &p, const Finding &f) {
  std::string text = fuzz::writeProgram(p, f.form, f.valuation);
  if (f.form == fuzz::Form::Arguments)
    return text + fuzz::writeBatchMain(p, {{"case", f.form, {f.valuation}}});
  // The Static and Constants forms take no arguments: run @case as @main.
  text.replace(text.find("@case"), 5, "@main");
  return text;
}

std::string reproducerFileName(const std::string &signature) {
  std::string name = signature;
  for (char &c : name)
    if (!llvm::isAlnum(c) && c != '.' && c != '_' && c != '-')
      c = '_';
  return name + ".mlir";
}

std::string reproducerSignature(llvm::StringRef text) {
  llvm::StringRef header = text.split('\n').first;
  if (!header.consume_front("// cute-oracle reproducer "))
    return "";
  return header.trim().str();
}

ReproducerCorpus::ReproducerCorpus(std::string directory) : dir(std::move(directory)) {
  if (dir.empty())
    return;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
    if (llvm::sys::path::extension(it->path()) != ".mlir")
      continue;
    std::ifstream file(it->path());
    std::string header;
    if (!std::getline(file, header))
      continue;
    std::string signature = reproducerSignature(header);
    if (!signature.empty())
      byBase.emplace(baseOfSignature(signature).str(), std::make_pair(signature, it->path()));
  }
}

std::vector<std::string> ReproducerCorpus::of(const std::string &signature) const {
  std::set<std::string> paths;
  if (dir.empty())
    return {};
  llvm::SmallString<128> namedPath(dir);
  llvm::sys::path::append(namedPath, reproducerFileName(signature));
  if (llvm::sys::fs::is_regular_file(namedPath))
    paths.insert(namedPath.str().str());
  bool anyPass = baseOfSignature(signature) == signature;
  auto [first, last] = byBase.equal_range(baseOfSignature(signature).str());
  for (auto it = first; it != last; ++it)
    if (anyPass || it->second.first == signature)
      paths.insert(it->second.second);
  return {paths.begin(), paths.end()};
}

namespace {

/// `command` with `{}` replaced by lit's `%s`.
std::string litCommand(std::string command) {
  for (size_t pos = command.find("{}"); pos != std::string::npos; pos = command.find("{}", pos))
    command.replace(pos, 2, "%s");
  return command;
}

/// The first line of `text`, cut to 160 characters: fit for a comment.
std::string firstLine(llvm::StringRef text) {
  llvm::StringRef line = text.split('\n').first;
  return line.size() > 160 ? line.take_front(160).str() + "..." : line.str();
}

} // namespace

std::string writeLitTest(const Case &c, const BackendSpec &backend, const Provenance &from) {
  const Finding &f = c.finding;
  const std::string &expected = c.reference.printed;
  bool expectedOk = c.reference.ok();
  std::string check = " | FileCheck --strict-whitespace --match-full-lines %s";
  bool printed = !expected.empty();
  std::string prefix = expectedOk ? "" : "not ";
  std::string out;
  out += "// cute-oracle reproducer " + f.signature() + "\n";
  out += "// " + f.kind + ": " + f.op + " (" + fuzz::formName(f.form) + " form), interpreter vs " +
         backend.name + "\n";
  out += "//   expected: " + firstLine(f.expected) + "\n//   actual:   " + firstLine(f.actual) +
         "\n";
  if (!from.reproduce.empty())
    out += "// seed " + std::to_string(from.seed) + ", structure " +
           std::to_string(from.structure) + "; reproduce: " + from.reproduce + "\n";
  if (!from.subject.empty())
    out += "// " + from.subject + "\n";
  if (!from.guiltyPass.empty())
    out += "// first differs after --" + from.guiltyPass + "\n";
  out += "// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR " LLVM_VERSION_STRING "\n";
  if (backend.name == "cuda")
    out += "// the backend's RUN line runs the host JIT; on a GPU host, `cute-reduce FILE "
           "--backends interp,cuda` exits 1 once the GPU agrees\n";
  out += "// RUN: " + prefix + "cute-interp %s" + (printed ? check : "") + "\n";
  // Against interp/core the interpreter alone is checked; against ptx the
  // module must lower to PTX.
  if (backend.name == "ptx")
    out += "// RUN: cute-run --emit-ptx %t %s\n";
  else if (backend.name != "interp/core")
    out += "// RUN: " + prefix +
           (backend.isExternal() ? litCommand(backend.command) : std::string("cute-run %s")) +
           (printed ? check : "") + "\n";
  out += "\n" + c.module + "\n" + eval::checkLinesFor(expected);
  return out;
}

} // namespace cute::campaign
