//===- CompareTest.cpp - Readable differences between backends ------------===//
#include "cute-oracle/Oracle/Compare.h"

#include <gtest/gtest.h>

using namespace cute::oracle;

TEST(Compare, EqualRunsHaveNoDifference) {
  RunOutput a{"(4,2):(1,4)\n7\n", true, ""};
  EXPECT_FALSE(describeDifference("interpreter", a, "jit", a));
}

TEST(Compare, NamesTheFirstDifferingLineAndCoordinate) {
  RunOutput a{"5\n(4,2):(1,4)\n", true, ""}, b{"5\n(4,2):(1,5)\n", true, ""};
  std::optional<std::string> d = describeDifference("interpreter", a, "jit", b);
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, "outputs differ at line 2:\n"
                "  interpreter: (4,2):(1,4)\n"
                "  jit: (4,2):(1,5)\n"
                "  layouts disagree at coordinate (0,1) (index 4): interpreter gives 4, jit "
                "gives 5\n");
}

TEST(Compare, ReportsAFailedRunAndMissingLines) {
  RunOutput a{"1\n2\n", true, ""}, b{"1\n", false, "division by zero"};
  std::optional<std::string> d = describeDifference("interpreter", a, "jit", b);
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, "outputs differ at line 2:\n"
                "  interpreter: 2\n"
                "  jit: <end of output>\n"
                "  interpreter finished\n"
                "  jit failed: division by zero\n");
}
