//===- ViewCopyTest.cpp - Generated copies between views -------------------===//
//
// The view family (fuzz/ViewCopies.h): for random layouts, swizzles, masks
// and probes, the interpreter and the lowered program (--cute-lower-views,
// then the host JIT) both print what interp/core computes for the copy
// (RapidCheck properties: a failure shrinks to a small case and prints its
// seed and reproduce string, and logs the module). An inadmissible copy
// (one destination mode widened) gets the dialect documents' diagnostic for its rank.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/ViewCopies.h"
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::ViewCopyCase;

/// The case's module and what interp/core says it prints.
std::pair<std::string, std::string> moduleAndExpectation(const ViewCopyCase &c) {
  cute::core::Result<std::string> text = cute::fuzz::writeViewCopyModule(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedViewCopyOutput(c);
  RC_ASSERT(bool(expected));
  return {*text, *expected};
}

RC_GTEST_PROP(ViewCopies, InterpreterComputesTheCopy, ()) {
  auto [text, expected] = moduleAndExpectation(*cute::fuzz::genViewCopyCase());
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(text);
  RC_LOG() << run.error << "the interpreter printed:\n" << run.printed << "expected:\n" << expected;
  RC_ASSERT(run.ok());
  RC_ASSERT(run.printed == expected);
}

RC_GTEST_PROP(ViewCopies, LoweredProgramComputesTheCopy, ()) {
  auto [text, expected] = moduleAndExpectation(*cute::fuzz::genViewCopyCase());
  cute::oracle::RunOutput run =
      cute::campaign::runOnText(text, [] { return cute::oracle::makeJitBackend(); });
  RC_LOG() << run.error << "the lowered program printed:\n"
           << run.printed << "expected:\n"
           << expected;
  RC_ASSERT(run.ok());
  RC_ASSERT(run.printed == expected);
}

} // namespace

namespace {

/// `shape` with the extent of its first leaf in top-level mode `r` doubled.
cute::core::IntTuple doubledInMode(const cute::core::IntTuple &shape, size_t r) {
  using cute::core::IntTuple;
  auto doubleFirstLeaf = [](auto &self, const IntTuple &t) -> IntTuple {
    if (t.isLeaf())
      return IntTuple::of(2 * t.value());
    std::vector<IntTuple> modes = t.elems();
    modes[0] = self(self, modes[0]);
    return IntTuple::tuple(std::move(modes));
  };
  if (shape.isLeaf())
    return doubleFirstLeaf(doubleFirstLeaf, shape);
  std::vector<IntTuple> modes = shape.elems();
  modes[r] = doubleFirstLeaf(doubleFirstLeaf, modes[r]);
  return IntTuple::tuple(std::move(modes));
}

/// A copy whose destination mode r is twice the source's is refused with
/// the dialect documents' diagnostic naming rank r (the first rank that disagrees).
RC_GTEST_PROP(ViewCopies, VerifierNamesTheFirstDisagreeingRank, ()) {
  ViewCopyCase c = *cute::fuzz::genViewCopyCase();
  const cute::core::Layout &dst = std::get<cute::core::Layout>(c.dst);
  size_t r = *rc::gen::inRange<size_t>(0, dst.shape.rank());
  cute::core::IntTuple shape = doubledInMode(dst.shape, r);
  cute::core::Result<cute::core::Layout> wider = cute::core::makeLayout(shape);
  RC_ASSERT(bool(wider));
  c.dst = *wider;
  c.pred.reset();
  cute::core::Result<std::string> text = cute::fuzz::writeViewCopyModule(c);
  RC_ASSERT(bool(text));
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(*text);
  const cute::core::IntTuple &src = cute::core::outerLayout(c.src).shape;
  std::string expected = "'cute.copy' op expects same size in rank " + std::to_string(r) +
                         " but got srcShape: " + cute::core::print(src) +
                         " and dstShape: " + cute::core::print(shape);
  RC_LOG() << run.error;
  RC_ASSERT(!run.ok());
  RC_ASSERT(run.error.find(expected) != std::string::npos);
}

} // namespace
