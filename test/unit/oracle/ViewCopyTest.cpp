//===- ViewCopyTest.cpp - Generated copies between views -------------------===//
//
// The view family (fuzz/ViewCopies.h): for random layouts, swizzles, masks
// and probes, the interpreter and the lowered program (--cute-lower-views,
// then the host JIT) both print what interp/core computes for the copy
// (RapidCheck properties: a failure shrinks to a small case and prints its
// seed and reproduce string, and logs the module).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/ViewCopies.h"
#include "cute-oracle/Oracle/JitBackend.h"

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
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == expected);
}

RC_GTEST_PROP(ViewCopies, LoweredProgramComputesTheCopy, ()) {
  auto [text, expected] = moduleAndExpectation(*cute::fuzz::genViewCopyCase());
  cute::oracle::RunOutput run =
      cute::campaign::runOnText(text, [] { return cute::oracle::makeJitBackend(); });
  RC_LOG() << run.error << "the lowered program printed:\n"
           << run.printed << "expected:\n"
           << expected;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == expected);
}

} // namespace
