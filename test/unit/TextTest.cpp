//===- TextTest.cpp - Parsing and printing the canonical text -------------===//
#include "Helpers.h"

#include <gtest/gtest.h>

using namespace cute::core;
using cute::core::test::eval;
using cute::core::test::isError;

TEST(Text, CanonicalRoundTrip) {
  for (const char *text :
       {"4", "(4)", "()", "(1,(2,3))", "?", "?{i64}", "(?,8)", "_", "(_,1,(2,_))", "1@0",
        "1@0@1", "(2,(3,4)):(1@0,(1@0@1,1@1@1))", "8:1", "():()", "(4):(1)",
        "((3,4),(4,3)):((1,3),(3,1))", "S<3,4,3>", "S<2,3,-3>",
        "S<3,4,3> o 0 o (8,8):(8,1)", "(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)",
        "[(2,3):(1,2);_]", "[]", "[4:1;[2:1;3:1];5:1]", "(1,2):(3,-4)", "(-1,(2,_))"}) {
    Result<Value> v = parseValue(text);
    ASSERT_TRUE(v) << text << ": " << v.error().message;
    EXPECT_EQ(print(*v), text);
  }
}

TEST(Text, NormalisesSpacesAndSwizzleSpelling) {
  EXPECT_EQ(eval("( 4 , 5 ) : ( 1 , 4 )"), "(4,5):(1,4)");
  EXPECT_EQ(eval("Sw<3,4,3>"), "S<3,4,3>");
  EXPECT_EQ(eval("(3:4,8:2)"), "[3:4;8:2]");
}

TEST(Text, RejectsMalformedText) {
  for (const char *text : {"(", "(4,", "4:", ":4", "S<1,2>", "S<4,0,2>", "[", "[4:1;", "1@",
                           "?{i16}", "(1,2)(3)", "99999999999999999999", "4:1 o", "4:1 o 0 o",
                           "(4:1,5):(1,2)", "(2,3):5", "0:1", "(-1,2):(3,4)", "(_,2):(1,2)",
                           "(2,2):(1,_)"}) {
    std::string r = eval(text);
    EXPECT_TRUE(isError(r)) << text << " gave " << r;
  }
}

TEST(Text, ParseErrorsNameTheColumn) {
  EXPECT_EQ(eval("(4,5):(1,4"),
            "error: parse error at column 11: expected ',' or ')' but found end of text in "
            "'(4,5):(1,4'");
}

TEST(Text, LayoutsAreValidated) {
  EXPECT_EQ(eval("(2,3):5"), "error: invalid layout (2,3):5: shape and stride are not congruent");
  EXPECT_EQ(eval("(2,0):(1,2)"), "error: invalid layout (2,0):(1,2): extents must be positive "
                                 "integers or '?' and strides may not be '_'");
}
