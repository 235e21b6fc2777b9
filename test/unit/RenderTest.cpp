//===- RenderTest.cpp - print_layout tables and SVG pictures --------------===//
#include "cute-oracle/core/Render.h"
#include "cute-oracle/core/Text.h"

#include <gtest/gtest.h>

using namespace cute::core;

static std::string render(std::string_view text) {
  Result<Value> v = parseValue(text);
  Result<std::string> r = renderLayoutText(*v);
  return r ? *r : "error: " + r.error().message;
}

TEST(Render, PrintLayoutTable) {
  EXPECT_EQ(render("(2,3):(3,1)"), "(2,3):(3,1)\n"
                                   "      0   1   2 \n"
                                   "    +---+---+---+\n"
                                   " 0  | 0 | 1 | 2 |\n"
                                   "    +---+---+---+\n"
                                   " 1  | 3 | 4 | 5 |\n"
                                   "    +---+---+---+\n");
}

TEST(Render, SwizzledTableUsesTheComposedFunction) {
  std::string t = render("S<1,0,1> o 0 o (2,2):(1,2)");
  EXPECT_NE(t.find(" 0  | 0 | 3 |"), std::string::npos) << t;
}

TEST(Render, OtherRanksAsListing) {
  EXPECT_EQ(render("(2,2,2):(4,2,1)"),
            "(2,2,2):(4,2,1)\n0 -> 0\n1 -> 4\n2 -> 2\n3 -> 6\n4 -> 1\n5 -> 5\n6 -> 3\n7 -> 7\n");
}

TEST(Render, RefusesHugeOrDynamicDomains) {
  EXPECT_EQ(render("(?,4):(1,4)"),
            "error: print_layout: the size of (?,4):(1,4) is not known");
  EXPECT_EQ(render("(100000,100000):(1,100000)"),
            "error: print_layout: renders domains of at most 1048576 elements but "
            "(100000,100000):(1,100000) has 10000000000");
  // A picture stops at 2^16 cells; a table goes on.
  EXPECT_EQ(renderLayoutSvg(*parseValue("(300,300):(1,300)")).error().message,
            "print_layout: renders domains of at most 65536 elements but (300,300):(1,300) "
            "has 90000");
  EXPECT_TRUE(renderLayoutText(*parseValue("(300,300):(1,300)")));
  EXPECT_EQ(render("2097152:1"),
            "error: print_layout: renders domains of at most 1048576 elements but 2097152:1 "
            "has more");
}

TEST(Render, SvgHasOneCellPerCoordinate) {
  Result<Value> v = parseValue("(2,3):(3,1)");
  Result<std::string> svg = renderLayoutSvg(*v);
  ASSERT_TRUE(svg);
  size_t rects = 0;
  for (size_t p = svg->find("<rect"); p != std::string::npos; p = svg->find("<rect", p + 1))
    ++rects;
  EXPECT_EQ(rects, 6u);
  EXPECT_NE(svg->find(">5</text>"), std::string::npos);
}
