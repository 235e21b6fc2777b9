//===- GpuBatchCompare.cpp - A GPU's outputs against the interpreter's ----===//
//
// cute-fuzz --compare-gpu-batch: reads what cute-gpu-runner printed for a
// batch (actual.txt) beside what the interpreter printed when the batch was
// written (expected.txt), section by section as batch.txt lists them.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/GpuBatch.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <optional>

namespace cute::campaign {

namespace {
/// The text of DIR/NAME; nothing, after a message, if it cannot be read.
std::optional<std::string> readFile(const std::string &dir, const std::string &name) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    llvm::errs() << "cute-fuzz: cannot read " << path << ": " << buffer.getError().message()
                 << "\n";
    return std::nullopt;
  }
  return (*buffer)->getBuffer().str();
}

/// An atom call's lines "<t>: ..." in thread order: device printf does not
/// promise the order of the lines of different threads.
std::string inThreadOrder(const std::string &section) {
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(section).split(lines, '\n', -1, /*KeepEmpty=*/false);
  auto thread = [](llvm::StringRef line) {
    uint64_t t = 0;
    (void)line.take_until([](char c) { return c == ':'; }).getAsInteger(10, t);
    return t;
  };
  std::stable_sort(lines.begin(), lines.end(),
                   [&](llvm::StringRef a, llvm::StringRef b) { return thread(a) < thread(b); });
  std::string out;
  for (llvm::StringRef line : lines)
    out += line.str() + "\n";
  return out;
}
} // namespace

std::map<std::string, std::string> readCaseSections(const std::string &text) {
  std::map<std::string, std::string> sections;
  std::string *current = nullptr;
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(text).split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    llvm::StringRef line = lines[i], rest = line;
    uint64_t id = 0;
    if (rest.consume_front("== ") &&
        (rest.starts_with("case ") || rest.starts_with("eval ") || rest.starts_with("atom ")) &&
        !rest.drop_front(5).getAsInteger(10, id)) {
      current = &sections[rest.str()];
      continue;
    }
    if (current && (i + 1 < lines.size() || !line.empty()))
      *current += line.str() + "\n";
  }
  for (auto &[name, section] : sections)
    if (llvm::StringRef(name).starts_with("atom "))
      section = inThreadOrder(section);
  return sections;
}

namespace {
/// The kernel of each section of a batch ("case 3" -> "s1", "atom 70" ->
/// "m6"), from its manifest's lines "<kind> <id> <kernel> ...".
std::map<std::string, std::string> kernelsOf(llvm::StringRef manifest) {
  std::map<std::string, std::string> kernels;
  llvm::SmallVector<llvm::StringRef> lines;
  manifest.split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    llvm::SmallVector<llvm::StringRef> words;
    line.split(words, ' ', 3, /*KeepEmpty=*/false);
    if (words.size() >= 3 && (words[0] == "case" || words[0] == "eval" || words[0] == "atom"))
      kernels[(words[0] + " " + words[1]).str()] = words[2].str();
  }
  return kernels;
}

/// Prints each section of `file` (its `sections`) that the manifest does
/// not list (`kernels`); how many there were.
size_t printUnlistedSections(const std::map<std::string, std::string> &sections,
                             const std::map<std::string, std::string> &kernels,
                             llvm::StringRef file) {
  size_t unlisted = 0;
  for (const auto &[section, text] : sections)
    if (!kernels.count(section)) {
      llvm::outs() << section << ": in " << file << " but not in batch.txt\n";
      ++unlisted;
    }
  return unlisted;
}
} // namespace

int compareGpuBatch(const std::string &dir) {
  std::optional<std::string> expected = readFile(dir, "expected.txt");
  std::optional<std::string> actual = readFile(dir, "actual.txt");
  std::optional<std::string> manifest = readFile(dir, "batch.txt");
  if (!expected || !actual || !manifest)
    return 2;
  std::map<std::string, std::string> want = readCaseSections(*expected);
  std::map<std::string, std::string> got = readCaseSections(*actual);
  std::map<std::string, std::string> kernels = kernelsOf(*manifest);
  if (kernels.empty()) {
    llvm::errs() << "cute-fuzz: " << dir << "/batch.txt lists no case, evaluation or atom\n";
    return 2;
  }
  size_t unlisted = printUnlistedSections(want, kernels, "expected.txt") +
                    printUnlistedSections(got, kernels, "actual.txt");
  uint64_t agree = 0;
  for (const auto &[section, kernel] : kernels) {
    std::string name = section + " (kernel @" + kernel + ")";
    auto expectedText = want.find(section);
    if (expectedText == want.end()) {
      llvm::outs() << name << ": no output of the interpreter in expected.txt\n";
      continue;
    }
    const std::string &text = expectedText->second;
    auto it = got.find(section);
    if (it == got.end())
      llvm::outs() << name << ": not run on the GPU\n";
    else if (it->second != text)
      llvm::outs() << name << ": the interpreter " << (name[0] == 'e' ? "computed" : "printed")
                   << "\n"
                   << text << "but the GPU " << (name[0] == 'e' ? "computed" : "printed") << "\n"
                   << it->second;
    else
      ++agree;
  }
  llvm::outs() << "cute-fuzz: " << agree << " of " << kernels.size()
               << " cases and evaluations agree between the interpreter and the GPU (they are in "
               << dir << "/batch.txt, their kernels in cases.mlir)";
  if (unlisted)
    llvm::outs() << "; " << unlisted << " sections of the outputs are not in batch.txt";
  llvm::outs() << "\n";
  return agree == kernels.size() && !unlisted ? 0 : 1;
}

} // namespace cute::campaign
