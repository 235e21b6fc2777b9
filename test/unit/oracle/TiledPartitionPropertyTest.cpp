//===- TiledPartitionPropertyTest.cpp - cute.tiled_partition on random atoms ===//
//
// The tiled-partition family (fuzz/TiledPartitions.h): every thread of a
// random tiled MMA or tiled copy marks its cute.tiled_partition of a view
// of the operand's tensor; the interpreter and the lowered program must
// print what interp/core's partitions give (RapidCheck properties: a
// failure shrinks and prints its seed and reproduce string), and the
// partitions of C and of a copy's destination cover the view exactly once.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/TiledPartitions.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

namespace {

using cute::fuzz::PartitionCase;

std::pair<std::string, std::string> programAndExpectation(const PartitionCase &c) {
  RC_LOG() << c << "\n";
  cute::core::Result<std::string> text = cute::fuzz::writePartitionProgram(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedPartitionOutput(c);
  RC_ASSERT(bool(expected));
  return {*text, *expected};
}

RC_GTEST_PROP(TiledPartitions, InterpreterMarksEveryThreadsPartition, ()) {
  auto [text, expected] = programAndExpectation(*cute::fuzz::genPartitionCase());
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(text);
  RC_LOG() << run.error;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == expected);
}

RC_GTEST_PROP(TiledPartitions, LoweredProgramMarksEveryThreadsPartition, ()) {
  auto [text, expected] = programAndExpectation(*cute::fuzz::genPartitionCase());
  cute::oracle::RunOutput run =
      cute::campaign::runOnText(text, [] { return cute::oracle::makeJitBackend(); });
  RC_LOG() << run.error;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == expected);
}

/// Every line the program prints for a partition of C or of a copy's
/// destination is one mark (count 1, in the high half): each element is
/// covered once. (A copy's source may be read by several threads: ldmatrix
/// x1 and x2.)
RC_GTEST_PROP(TiledPartitions, PartitionsOfCAndOfACopysDestinationCoverTheViewOnce, ()) {
  PartitionCase c = *cute::fuzz::genPartitionCase();
  RC_PRE(c.operand == 'C' || c.operand == 'D');
  auto [text, expected] = programAndExpectation(c);
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(text);
  RC_ASSERT(run.ok);
  std::istringstream lines(run.printed);
  for (int64_t x; lines >> x;)
    RC_ASSERT(x / 65536 == 1);
}

} // namespace
