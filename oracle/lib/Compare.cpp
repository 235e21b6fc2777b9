//===- Compare.cpp - Readable differences between two runs ----------------===//
#include "cute-oracle/Oracle/Compare.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace cute::oracle {

namespace {

/// The largest domain searched for a disagreeing coordinate.
constexpr int64_t kMaxSearch = 1 << 20;

/// "at coordinate C (index i): A gives x, B gives y" for the first index
/// where two same-shape layouts differ; none if they agree or cannot be
/// evaluated.
std::optional<std::string> firstDisagreement(llvm::StringRef lineA, llvm::StringRef lineB,
                                             llvm::StringRef nameA, llvm::StringRef nameB) {
  core::Result<core::Value> va = core::parseValue(lineA.str()), vb = core::parseValue(lineB.str());
  if (!va || !vb)
    return std::nullopt;
  const auto *la = std::get_if<core::Layout>(&*va);
  const auto *lb = std::get_if<core::Layout>(&*vb);
  if (!la || !lb || la->shape != lb->shape)
    return std::nullopt;
  core::Result<core::IntTuple> size = core::product(la->shape);
  if (!size || !size->isInt() || size->value() > kMaxSearch)
    return std::nullopt;
  for (int64_t i = 0; i < size->value(); ++i) {
    core::Result<core::IntTuple> crd = core::idx2crd(core::IntTuple::of(i), la->shape);
    if (!crd)
      return std::nullopt;
    core::Result<core::IntTuple> xa = core::evaluate(*la, *crd), xb = core::evaluate(*lb, *crd);
    if (!xa || !xb)
      return std::nullopt;
    if (*xa != *xb)
      return "at coordinate " + core::print(*crd) + " (index " + std::to_string(i) + "): " +
             nameA.str() + " gives " + core::print(*xa) + ", " + nameB.str() + " gives " +
             core::print(*xb);
  }
  return std::nullopt;
}

std::string status(llvm::StringRef name, const RunOutput &r) {
  return "  " + name.str() + " " + outcomeName(r.outcome).str() + (r.ok() ? "" : ": " + r.error) +
         "\n";
}

} // namespace

llvm::SmallVector<llvm::StringRef> outputLines(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> out;
  text.consume_back("\n");
  if (!text.empty())
    text.split(out, '\n');
  return out;
}

std::optional<std::string> describeDifference(llvm::StringRef nameA, const RunOutput &a,
                                              llvm::StringRef nameB, const RunOutput &b) {
  if (a.ok() == b.ok() && a.printed == b.printed)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef> linesA = outputLines(a.printed), linesB = outputLines(b.printed);
  std::string report;
  size_t n = std::min(linesA.size(), linesB.size()), line = 0;
  while (line < n && linesA[line] == linesB[line])
    ++line;
  if (line < n || linesA.size() != linesB.size()) {
    llvm::StringRef la = line < linesA.size() ? linesA[line] : "<end of output>";
    llvm::StringRef lb = line < linesB.size() ? linesB[line] : "<end of output>";
    report += "outputs differ at line " + std::to_string(line + 1) + ":\n  " + nameA.str() +
              ": " + la.str() + "\n  " + nameB.str() + ": " + lb.str() + "\n";
    if (std::optional<std::string> where = firstDisagreement(la, lb, nameA, nameB))
      report += "  layouts disagree " + *where + "\n";
  }
  if (a.ok() != b.ok() || !a.ok())
    report += status(nameA, a) + status(nameB, b);
  return report;
}

} // namespace cute::oracle
