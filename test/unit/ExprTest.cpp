//===- ExprTest.cpp - The expression language -----------------------------===//
#include "Helpers.h"

#include <gtest/gtest.h>

using cute::core::test::eval;

TEST(Expr, NestedCalls) {
  EXPECT_EQ(eval("size(composition(20:2, (5,4):(4,1)))"), "20");
  EXPECT_EQ(eval("  get_shape( logical_divide( (8,8):(1,8) , (2,4) ) ) "), "((2,4),(4,2))");
}

// shape(tile) of int_tuple.hpp: per slot its layout's shape, recursively.
TEST(Expr, ShapeOfTile) {
  EXPECT_EQ(eval("get_shape([(4,8):(1,4);(2,3):(1,2)])"), "((4,8),(2,3))");
  EXPECT_EQ(eval("get_shape([4:1;[8:1;(2,2):(1,4)]])"), "(4,(8,(2,2)))");
  EXPECT_EQ(eval("get_shape([4:1;_])"),
            "error: get_shape: an underscore slot of a tile has no shape");
}

// ceil_div(target, Layout) is shape(complement(layout, target)) (layout.hpp).
TEST(Expr, CeilDivByLayoutTiler) {
  EXPECT_EQ(eval("ceil_div((8,16), 32:1)"), "4");
  EXPECT_EQ(eval("ceil_div((16,8), [4:2;8:1])"), "((2,2),1)");
  EXPECT_EQ(eval("ceil_div((16,8,3), [4:2])"), "((2,2),8,3)");
  EXPECT_EQ(eval("ceil_div(16, [4:2;8:1])"),
            "error: ceil_div: the tile [4:2;8:1] has more modes than 16");
}

// get<0>(integer) is the integer itself in C++ (int_tuple.hpp), so a mode
// path may continue past a leaf with zeros; any other index is out of range.
TEST(Expr, ModePathPastALeaf) {
  EXPECT_EQ(eval("size((4,3,2), 1, 0, 0)"), "3");
  EXPECT_EQ(eval("cosize((4,3,2):(1,4,12), 1, 0)"), "9");
  EXPECT_EQ(eval("size((4,3,2), 1, 1)"), "error: size: get: mode 1 is out of range for 3 of rank 1");
}

TEST(Expr, DiagnosesBadCalls) {
  EXPECT_EQ(eval("blah(1)"), "error: unknown operation 'blah'");
  EXPECT_EQ(eval("size()"), "error: size: expects 1 to any arguments but got 0");
  EXPECT_EQ(eval("complement(3:2, 6, 7)"), "error: complement: expects 1 to 2 arguments but got 3");
  EXPECT_EQ(eval("left_inverse((4,3))"),
            "error: left_inverse: argument 1 must be a layout but got int_tuple (4,3)");
  EXPECT_EQ(eval("size(4:1) extra"), "error: parse error at column 11: unexpected text after the expression");
  EXPECT_EQ(eval("composition(4:1, 3:2"),
            "error: parse error at column 21: expected ',' or ')' in the arguments of composition");
}

TEST(Expr, DeepNestingIsAnError) {
  std::string e;
  for (int i = 0; i < 300; ++i)
    e += "flatten(";
  e += "4";
  for (int i = 0; i < 300; ++i)
    e += ")";
  EXPECT_EQ(eval(e), "error: parse error: expressions nest deeper than 256");
}
