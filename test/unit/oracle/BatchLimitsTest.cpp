//===- BatchLimitsTest.cpp - The valuations one GPU evaluation holds ------===//
#include "../../../oracle/cuda/BatchLimits.h"

#include <gtest/gtest.h>

using namespace cute::cuda;

TEST(BatchLimits, AllValuationsWhenTheyFit) {
  EXPECT_EQ(valuationsThatFit(64, 1 << 20), 64u);
  EXPECT_EQ(valuationsThatFit(1024, 0), 1024u);
}

TEST(BatchLimits, TheFirstValuationsWhenAllWouldBeTooMany) {
  // 1024 valuations of 2^20 outputs are 2^30: only 2^26 / 2^20 = 64 fit.
  EXPECT_EQ(valuationsThatFit(1024, uint64_t(1) << 20), 64u);
  EXPECT_LE(valuationsThatFit(1000, 3) * 3, kMaxEvalOutputs);
  EXPECT_GT((valuationsThatFit(1u << 30, 3) + 1) * 3, kMaxEvalOutputs);
  EXPECT_EQ(valuationsThatFit(5, kMaxEvalOutputs + 1), 0u);
}
