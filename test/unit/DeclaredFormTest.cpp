// inDeclaredForm: a layout written in the form of a compatible declared
// layout keeps its function on every top-level mode, and incompatible
// declarations give none.
#include "cute-oracle/core/DeclaredForm.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <gtest/gtest.h>

namespace cute::core {
namespace {

Layout layoutOf(std::string_view text) { return std::get<Layout>(*parseValue(text)); }

/// The declared form's text, or "none".
std::string reform(std::string_view declared, std::string_view layout) {
  std::optional<Layout> r = inDeclaredForm(layoutOf(declared), layoutOf(layout));
  return r ? print(*r) : "none";
}

TEST(DeclaredFormTest, SizeOneStridesTakeTheDeclaredOnes) {
  EXPECT_EQ(reform("(1,1):(0,1)", "(1,1):(0,0)"), "(1,1):(0,1)");
  EXPECT_EQ(reform("1:1", "1:0"), "1:1");
  EXPECT_EQ(reform("(2,1,6):(1,6,2)", "(2,1,6):(1,0,2)"), "(2,1,6):(1,6,2)");
}

TEST(DeclaredFormTest, SizeOneModesMayBeLeftOutOrAdded) {
  EXPECT_EQ(reform("((4,128),4):((128,1),512)", "((4,128),(4,1)):((128,1),(512,0))"),
            "((4,128),4):((128,1),512)");
  EXPECT_EQ(reform("((4,1),(4,1)):((1,0),(4,9))", "(4,4):(1,4)"), "((4,1),(4,1)):((1,0),(4,9))");
}

TEST(DeclaredFormTest, DynamicDeclaredStrideOfASizeOneModeIsZero) {
  EXPECT_EQ(reform("(?,1):(1,?)", "(?,1):(1,?)"), "(?,1):(1,0)");
}

TEST(DeclaredFormTest, OtherFunctionsHaveNoDeclaredForm) {
  EXPECT_EQ(reform("(6,1):(2,0)", "((2,3),1):((6,2),0)"), "none");
  EXPECT_EQ(reform("():()", "1:0"), "none");
  EXPECT_EQ(reform("(4,4):(1,4)", "16:1"), "none");
}

/// The postcondition on every top-level mode: same size, same offsets.
TEST(DeclaredFormTest, EveryModeKeepsItsFunction) {
  Layout computed = layoutOf("((4,128),(4,1)):((128,1),(512,0))");
  Layout declared = *inDeclaredForm(layoutOf("((4,128),4):((128,1),512)"), computed);
  for (int64_t m = 0; m < 2; ++m) {
    Layout a = *getMode(computed, {m}), b = *getMode(declared, {m});
    ASSERT_EQ(print(*size(a)), print(*size(b)));
    for (int64_t i = 0; i < size(a)->value(); ++i)
      EXPECT_EQ(print(*evaluate(a, IntTuple::of(i))), print(*evaluate(b, IntTuple::of(i))));
  }
}

} // namespace
} // namespace cute::core
