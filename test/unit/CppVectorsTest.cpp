//===- CppVectorsTest.cpp - Vectors computed by CuTe C++ ------------------===//
//
// corpus/conformance/cpp_vectors.tsv holds random valid cases (about 40 per
// operation) whose expected text is what CuTe C++ printed for them when
// compiled with static integers. Every line must agree exactly.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"

#include <gtest/gtest.h>

#include <fstream>

using cute::core::test::eval;

TEST(CppVectors, AgreeWithCuteCpp) {
  std::ifstream in(CUTE_CPP_VECTORS_FILE);
  ASSERT_TRUE(in) << "cannot read " << CUTE_CPP_VECTORS_FILE;
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos) << line;
    std::string expr = line.substr(0, tab), cpp = line.substr(tab + 1);
    EXPECT_EQ(eval(expr), cpp) << expr;
    ++checked;
  }
  EXPECT_GT(checked, 1000);
}

TEST(CppVectors, NegativeStrideComplementIsAnErrorWhereCppGivesNoLayout) {
  // CuTe C++ prints (-1,-1):(1,-4), a layout with negative extents.
  EXPECT_EQ(eval("complement((4,4):(-1,4), 16)"),
            "error: complement: expects non-negative strides but got (4,4):(-1,4)");
}

// Cases from the differential run against CuTe C++ (static integers).
TEST(CppVectors, DifferentialFindings) {
  // C++: static_assert "take: empty range error".
  EXPECT_EQ(eval("take((4,3):(1,4), 2, 2)"), "error: take: empty mode range [2,2) of (4,3)");
  // Filtering removes the scaled-basis stride, so C++ returns 1:0.
  EXPECT_EQ(eval("complement((1):(2@1))"), "1:0");
  EXPECT_EQ(eval("complement((5,1):(0,1@1@0))"), "1:0");
  // C++ keeps a bit-less swizzle when it recasts a composed layout.
  EXPECT_EQ(eval("recast_layout(S<0,2,-2> o 0 o (7,4,3):(3,21,1), 8, 16)"),
            "S<0,3,-2> o 0 o (7,4,6):(6,42,1)");
}
