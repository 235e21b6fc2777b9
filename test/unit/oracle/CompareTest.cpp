//===- CompareTest.cpp - Readable differences between backends ------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/Generators.h"
#include "cute-oracle/Oracle/Compare.h"

#include <gtest/gtest.h>

using namespace cute::oracle;

TEST(Compare, EqualRunsHaveNoDifference) {
  RunOutput a{"(4,2):(1,4)\n7\n"};
  EXPECT_FALSE(describeDifference("interpreter", a, "jit", a));
}

TEST(Compare, NamesTheFirstDifferingLineAndCoordinate) {
  RunOutput a{"5\n(4,2):(1,4)\n"}, b{"5\n(4,2):(1,5)\n"};
  std::optional<std::string> d = describeDifference("interpreter", a, "jit", b);
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, "outputs differ at line 2:\n"
                "  interpreter: (4,2):(1,4)\n"
                "  jit: (4,2):(1,5)\n"
                "  layouts disagree at coordinate (0,1) (index 4): interpreter gives 4, jit "
                "gives 5\n");
}

TEST(Compare, ReportsAFailedRunAndMissingLines) {
  RunOutput a{"1\n2\n"}, b{"1\n", Outcome::Refused, "division by zero"};
  std::optional<std::string> d = describeDifference("interpreter", a, "jit", b);
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, "outputs differ at line 2:\n"
                "  interpreter: 2\n"
                "  jit: <end of output>\n"
                "  interpreter finished\n"
                "  jit refused: division by zero\n");
}

TEST(Compare, BothRefusingNameTheSameOp) {
  auto classify = [](const RunOutput &ref, const RunOutput &act) {
    return cute::campaign::classifyRuns("jit", cute::fuzz::Form::Arguments, ref, act,
                                        [](size_t) { return std::string("print"); });
  };
  RunOutput interp{"1\n", Outcome::Refused, "ceil_div: divisor is zero in ceil_div(5, 0)"};
  interp.op = "ceil_div";
  RunOutput same{"1\n", Outcome::Refused, "assertion failed: 'cute.ceil_div' op divides by zero at run time"};
  RunOutput later{"1\n", Outcome::Refused,
                  "assertion failed: 'cute.tile_to_shape' op divides by zero at run time"};
  RunOutput unnamed{"1\n", Outcome::Crashed, "jit run was killed by signal 8 (Floating point exception)", 8};
  EXPECT_FALSE(classify(interp, same));
  std::optional<cute::campaign::Finding> crash = classify(interp, unnamed);
  ASSERT_TRUE(crash) << "a crash is not a refusal";
  EXPECT_EQ(crash->signature(), "ceil_div.crash.interpreter-vs-jit");
  std::optional<cute::campaign::Finding> f = classify(interp, later);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->kind, "wrong-error");
  EXPECT_EQ(f->op, "ceil_div");
  EXPECT_EQ(f->signature(), "ceil_div.wrong-error.interpreter-vs-jit");
}

TEST(Compare, BoundaryValuationsChangeOneLeafEach) {
  cute::fuzz::Program p;
  cute::fuzz::Node n;
  n.results.push_back({cute::fuzz::Kind::Shape, cute::core::IntTuple::tuple({cute::core::IntTuple::of(4), cute::core::IntTuple::of(8)}),
                       cute::core::IntTuple::tuple({cute::core::IntTuple::dynamic(32), cute::core::IntTuple::dynamic(32)}), false});
  n.dynamic = {true, true};
  p.nodes.push_back(n);
  std::vector<std::vector<int64_t>> v = cute::fuzz::boundaryValuations(p, 100);
  ASSERT_EQ(v.size(), 8u);
  EXPECT_EQ(v[0], (std::vector<int64_t>{0, 8}));
  EXPECT_EQ(v[1], (std::vector<int64_t>{4, 0}));
  EXPECT_EQ(v[2], (std::vector<int64_t>{-1, 8}));
  EXPECT_EQ(v[4], (std::vector<int64_t>{INT32_MAX, 8}));
  EXPECT_EQ(v[7], (std::vector<int64_t>{4, 17}));
  EXPECT_EQ(cute::fuzz::boundaryValuations(p, 3).size(), 3u);
}
