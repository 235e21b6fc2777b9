//===- KindDiscriminatorTest.cpp - The seven-entry kind dispatch ----------===//
//
// Each cute type carries its kind sentinel, and every one of the four
// handler tables routes the type to its own kind's handler.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace cute::dialect;

namespace {

struct KindCase {
  mlir::Type type;
  Kind kind;
};

class KindDiscriminator : public ::testing::Test {
protected:
  KindDiscriminator() { ctx.loadDialect<CuteDialect>(); }

  std::vector<KindCase> cases() {
    return {{ComposedLayoutType::get(&ctx, "S<3,4,3> o 0 o (8,8):(8,1)"), Kind::ComposedLayout},
            {LayoutType::get(&ctx, "(4,5):(1,4)"), Kind::Layout},
            {SwizzleType::get(&ctx, "S<3,4,3>"), Kind::Swizzle},
            {TileType::get(&ctx, "[2:1;_]"), Kind::Tile},
            {ShapeType::get(&ctx, "(4,?)"), Kind::Shape},
            {CoordType::get(&ctx, "(_,1)"), Kind::Coord},
            {IntTupleType::get(&ctx, "(1,2)"), Kind::IntTuple},
            {StrideType::get(&ctx, "(1@0,4)"), Kind::IntTuple}};
  }

  mlir::MLIRContext ctx;
};

TEST_F(KindDiscriminator, SentinelsKeepTheSeedOrder) {
  const char *names[] = {"ComposedLayout", "Layout", "Swizzle", "Tile", "Shape", "Coord", "IntTuple"};
  for (unsigned i = 0; i < kNumKinds; ++i) {
    EXPECT_STREQ(sentinel(static_cast<Kind>(i)).name, names[i]);
    EXPECT_EQ(ordinalOf(&sentinel(static_cast<Kind>(i))), i);
  }
}

TEST_F(KindDiscriminator, EachTypeCarriesItsSentinel) {
  for (const KindCase &c : cases())
    EXPECT_EQ(kindSlot(c.type), &sentinel(c.kind)) << sentinel(c.kind).name;
  EXPECT_EQ(kindSlot(mlir::IntegerType::get(&ctx, 32)), nullptr);
}

TEST_F(KindDiscriminator, DispatchIndexesEveryTableByTheOrdinal) {
  for (const KindCase &c : cases()) {
    unsigned i = static_cast<unsigned>(c.kind);
    EXPECT_EQ(dispatchByKind(kindSlot(c.type), kParseTable), kParseTable[i]);
    EXPECT_EQ(dispatchByKind(kindSlot(c.type), kVerifyTable), kVerifyTable[i]);
    EXPECT_EQ(dispatchByKind(kindSlot(c.type), kPrintTable), kPrintTable[i]);
    EXPECT_EQ(dispatchByKind(kindSlot(c.type), kFoldTable), kFoldTable[i]);
  }
}

// Routing is observable: each kind's parse handler accepts its own text and
// rejects another kind's, and the verify handlers differ per kind.
TEST_F(KindDiscriminator, HandlersBehavePerKind) {
  auto parse = [](Kind k, const char *text) {
    return dispatchByKind(&sentinel(k), kParseTable)(text).ok();
  };
  EXPECT_TRUE(parse(Kind::Layout, "(4,5):(1,4)"));
  EXPECT_FALSE(parse(Kind::Layout, "(4,5)"));
  EXPECT_TRUE(parse(Kind::Swizzle, "S<1,2,3>"));
  EXPECT_FALSE(parse(Kind::Swizzle, "4:1"));
  EXPECT_TRUE(parse(Kind::ComposedLayout, "4:1 o 0 o 4:1"));
  EXPECT_FALSE(parse(Kind::ComposedLayout, "4:1"));
  EXPECT_TRUE(parse(Kind::Tile, "_"));
  EXPECT_FALSE(parse(Kind::Shape, "4:1"));

  auto verify = [](Kind k, const char *text, bool basis = false) {
    auto v = dispatchByKind(&sentinel(k), kParseTable)(text);
    return v && dispatchByKind(&sentinel(k), kVerifyTable)(*v, basis).ok();
  };
  EXPECT_FALSE(verify(Kind::Shape, "(_,4)"));
  EXPECT_TRUE(verify(Kind::Coord, "(_,4)"));
  EXPECT_FALSE(verify(Kind::IntTuple, "(1@0,4)"));
  EXPECT_TRUE(verify(Kind::IntTuple, "(1@0,4)", /*basis=*/true));
  EXPECT_FALSE(verify(Kind::Layout, "(4,5):(1)"));
  EXPECT_FALSE(verify(Kind::Swizzle, "S<3,4,2>"));

  auto folds = [](Kind k, const char *text) {
    auto v = dispatchByKind(&sentinel(k), kParseTable)(text);
    return dispatchByKind(&sentinel(k), kFoldTable)(*v).has_value();
  };
  EXPECT_TRUE(folds(Kind::Layout, "(4,5):(1,4)"));
  EXPECT_FALSE(folds(Kind::Layout, "(4,?):(1,4)"));
  EXPECT_FALSE(folds(Kind::IntTuple, "(?@0,4)"));
  EXPECT_TRUE(folds(Kind::Swizzle, "S<3,4,3>"));
}

TEST_F(KindDiscriminator, TypesAreUniquedByCanonicalText) {
  EXPECT_EQ(LayoutType::get(&ctx, "(4,5):(1,4)"), LayoutType::get(&ctx, "(4,5):(1,4)"));
  EXPECT_NE(mlir::Type(IntTupleType::get(&ctx, "(1,2)")), mlir::Type(StrideType::get(&ctx, "(1,2)")));
}

} // namespace
