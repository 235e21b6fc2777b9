//===- TupleAlgebraTest.cpp - Integer tuple operations --------------------===//
#include "Helpers.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <gtest/gtest.h>

using cute::core::test::eval;
using namespace cute::core;

TEST(TupleArithmetic, AddSubPadAndZeroIdentity) {
  EXPECT_EQ(eval("tuple_add((1,2,3), (4,5))"), "(5,7,3)");
  EXPECT_EQ(eval("tuple_add(0, (4,5))"), "(4,5)");
  EXPECT_EQ(eval("tuple_sub((10,8), (3,2,5))"), "(7,6,-5)");
  EXPECT_EQ(eval("tuple_add((1,2), 3)"),
            "error: tuple_add: mismatched profiles between (1,2) and 3");
}

TEST(TupleArithmetic, ShapeDivEnforcesDivisibility) {
  EXPECT_EQ(eval("shape_div((4,5,6), 40)"), "(1,1,3)");
  EXPECT_EQ(eval("shape_div(7, 3)"),
            "error: shape_div: 7 is not divisible by 3 (neither 7 % 3 == 0 nor 3 % 7 == 0)");
  EXPECT_EQ(eval("shape_div(4, 0)"), "error: shape_div: divisor is zero in shape_div(4, 0)");
}

TEST(TupleArithmetic, CeilDiv) {
  EXPECT_EQ(eval("ceil_div((8,10,6), (3,4))"), "(3,3,6)");
  EXPECT_EQ(eval("ceil_div((4,8), 2)"), "(2,8)");
  EXPECT_EQ(eval("ceil_div(4, 0)"), "error: ceil_div: divisor is zero in ceil_div(4, 0)");
  EXPECT_EQ(eval("ceil_div((4,8), (1,2,3))"),
            "error: ceil_div: rank(tiler) > rank(input) between (4,8) and (1,2,3)");
}

TEST(TupleArithmetic, ElemLessAndEqual) {
  EXPECT_EQ(eval("elem_less((3,4), (5,6))"), "true");
  EXPECT_EQ(eval("elem_less((3,6), (5,6))"), "false");
  EXPECT_EQ(eval("elem_less((1,2,3), (5,6))"), "false");
  EXPECT_EQ(eval("equal((3,4), (3,4))"), "true");
  EXPECT_EQ(eval("equal(12, (3,4))"), "false");
}

TEST(TupleArithmetic, OverflowIsAnError) {
  EXPECT_EQ(eval("tuple_product((4294967296,4294967296))"),
            "error: tuple_product: int64 overflow in 4294967296 * 4294967296");
  EXPECT_EQ(eval("tuple_add(9223372036854775807, 1)"),
            "error: tuple_add: int64 overflow in 9223372036854775807 + 1");
  // An op's own additions are its faults, not tuple_add's.
  EXPECT_EQ(eval("crd2idx((9223372036854775806,1), (9223372036854775807,2))"),
            "error: crd2idx: int64 overflow in 9223372036854775806 + 9223372036854775807");
}

TEST(Coordinates, Idx2CrdLeavesTheLastModeUnreduced) {
  // CuTe C++ does not reduce the last mode: indices past the end extend it.
  EXPECT_EQ(eval("idx2crd(100, (4,8))"), "(0,25)");
  // C++ converts a tuple index mode by mode; pycute answers (1,(1,0)).
  EXPECT_EQ(eval("idx2crd((1,5), (3,(2,3)))"), "(1,(1,2))");
}

TEST(Coordinates, Crd2IdxForms) {
  EXPECT_EQ(eval("crd2idx((1,5), (3,(2,3)), (3,(12,1)))"), "17");
  EXPECT_EQ(eval("crd2idx((2,3), (4,8))"), "14");
  // Horner's c0 + s0 * (c1 + ...): an extent-1 mode still scales what
  // follows it (C++ stride.hpp; checked with g++).
  EXPECT_EQ(eval("crd2idx((0,3), (2,1))"), "6");
  EXPECT_EQ(eval("crd2idx((3,0), (1,2))"), "3");
  EXPECT_EQ(eval("crd2idx((1,2,0), (2,(2,1),3))"), "5");
  EXPECT_EQ(eval("crd2idx((1,2), (4,8):(1,4))"), "9");
  EXPECT_EQ(eval("crd2idx((1,2,3), (4,8))"),
            "error: crd2idx: mismatched ranks between (1,2,3) and (4,8)");
  // C++'s crd2idx_horner does not compile without leaves.
  EXPECT_EQ(eval("crd2idx(((),()), ((),()))"),
            "error: crd2idx: a coordinate without leaves has no index between ((),()) and ((),())");
}

TEST(Coordinates, IncrementCoord) {
  EXPECT_EQ(eval("increment_coord((3,7), (4,8))"), "(0,8)");
  EXPECT_EQ(eval("increment_coord((1,(2,0)), (4,(3,8)))"), "(2,(2,0))");
  EXPECT_EQ(eval("increment_coord((3,(2,0)), (4,(3,8)))"), "(0,(0,1))");
  // An extent-0 leaf carries whether or not the leaf before it did: CuTe
  // C++'s detail::increment printed (((1,0),0),1) (found by cute-fuzz).
  EXPECT_EQ(eval("increment_coord((((0,0),0),0), (((0,1),0),1))"), "(((1,0),0),1)");
}

TEST(Coordinates, ZeroExtentsAndAStaticZeroIndex) {
  // C++'s _0 % n and _0 / n are _0 with no division: with run-time extents
  // 0, idx2crd(_0{}, make_shape(z, 1)) printed (_0,_0) and layout(_0{})
  // printed _0 (g++ against include/cute); a run-time index 0 raised SIGFPE.
  IntTuple zero = IntTuple::bound(32, 0), one = IntTuple::bound(32, 1);
  Result<IntTuple> c = idx2crd(IntTuple::of(0), IntTuple::tuple({zero, one}));
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(print(*c), "(0,0)");
  Result<IntTuple> i = crd2idx(IntTuple::of(0), IntTuple::tuple({zero, one}),
                               IntTuple::tuple({IntTuple::of(1), IntTuple::of(1)}));
  ASSERT_TRUE(i) << i.error().message;
  EXPECT_EQ(print(*i), "0");
  Result<IntTuple> refused = idx2crd(IntTuple::bound(32, 0), IntTuple::tuple({zero, one}));
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().message, "crd2idx: zero extent in shape (0,1)");
}

TEST(Coordinates, AnIndexModuloAStaticOneIsAStaticZero) {
  // C++'s n % _1 is _0: with run-time z = 0 and one = 1,
  // idx2crd(z, make_shape(make_shape(make_shape(_1{}, one)), _2{},
  // make_shape(one, make_shape(_2{})))) printed (((_0,0)),0,(0,(0))) (g++
  // against include/cute): the leaf under the extent _1 is static. Found
  // by the campaign against NVIDIA's compiler, which infers it static too.
  IntTuple z = IntTuple::bound(32, 0), one = IntTuple::bound(32, 1), two = IntTuple::of(2);
  IntTuple shape = IntTuple::tuple(
      {IntTuple::tuple({IntTuple::tuple({IntTuple::of(1), one})}), two,
       IntTuple::tuple({one, IntTuple::tuple({two})})});
  Result<IntTuple> c = idx2crd(z, shape);
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(print(*c), "(((0,0)),0,(0,(0)))");
  std::vector<IntTuple> ls = leaves(*c);
  ASSERT_EQ(ls.size(), 5u);
  EXPECT_TRUE(ls[0].isInt(0)) << "the leaf under _1 is static";
  for (size_t i = 1; i < ls.size(); ++i)
    EXPECT_FALSE(ls[i].isInt()) << "leaf " << i << " is run-time";
}

TEST(Coordinates, TheSizeOfAModeOfIntLeavesMustFitAnInt) {
  // C++ splits an index by the size of each mode, computed in the leaves'
  // type: with int a = 2^31-1, idx2crd(_5, make_shape(make_shape(a, 2), 3))
  // overflows int in product() (-fsanitize=undefined: "2147483647 * 2
  // cannot be represented in type 'int'"). The same i64 leaves compute.
  IntTuple big = IntTuple::bound(32, 2147483647), two = IntTuple::bound(32, 2);
  IntTuple intShape = IntTuple::tuple({IntTuple::tuple({big, two}), IntTuple::of(3)});
  Result<IntTuple> c = idx2crd(IntTuple::of(5), intShape);
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("the size 4294967294 of mode (2147483647,2) overflows i32"),
            std::string::npos)
      << c.error().message;
  IntTuple longShape = IntTuple::tuple(
      {IntTuple::tuple({IntTuple::bound(64, 2147483647), IntTuple::bound(64, 2)}), IntTuple::of(3)});
  Result<IntTuple> d = idx2crd(IntTuple::of(5), longShape);
  ASSERT_TRUE(d) << d.error().message;
  EXPECT_EQ(print(*d), "((5,0),0)");
}

TEST(Modes, SelectTakeGroupAppend) {
  EXPECT_EQ(eval("select((227,229,233), 1, 1)"), "(229,229)");
  EXPECT_EQ(eval("select((211,223))"), "()");
  EXPECT_EQ(eval("select((1,2), 2)"), "error: select: mode 2 is out of range for (1,2) of rank 2");
  EXPECT_EQ(eval("group_modes((1,2,3), 2, 1)"),
            "error: group_modes: mode range [2,1) is invalid for (1,2,3) of rank 3");
  EXPECT_EQ(eval("append_to_rank(4, 1, 3)"), "(4,1,1)");
  EXPECT_EQ(eval("prepend_to_rank((4,8), 1, 1)"), "(4,8)");
}

TEST(Stencil, OutputLength) {
  EXPECT_EQ(eval("stencil_output_len(10, 3, 1, 1)"), "8");
  EXPECT_EQ(eval("stencil_output_len(10, 3, 2, 2)"), "3");
  EXPECT_EQ(eval("stencil_output_len(4, 3, 1, 2)"),
            "error: stencil_output_len: input 4 is shorter than the effective window 5");
  EXPECT_EQ(eval("stencil_output_len(4, 0, 1, 1)"),
            "error: stencil_output_len: expects positive input, window, stride and dilation "
            "but got (4, 0, 1, 1)");
}

// Bound dynamic leaves (the interpreter's run-time values) stay non-static,
// so the algebra follows its `?` paths, but carry their values through.
TEST(BoundDynamic, ArithmeticCarriesValues) {
  IntTuple m = IntTuple::bound(32, 6), d = IntTuple::bound(64, 5);
  EXPECT_FALSE(isStatic(m));
  EXPECT_EQ(print(m), "6");
  Result<IntTuple> p = product(IntTuple::tuple({m, IntTuple::of(4)}));
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->isBound());
  EXPECT_EQ(p->known(), 24);
  Result<IntTuple> idx = crd2idx(IntTuple::of(7), IntTuple::tuple({m, IntTuple::of(4)}),
                                 IntTuple::tuple({IntTuple::of(1), d}));
  ASSERT_TRUE(idx);
  EXPECT_EQ(idx->known(), 1 + 1 * 5);
  EXPECT_EQ(idx->value(), 64) << "as wide as the wider dynamic operand";
  EXPECT_EQ(print(*knownValues(IntTuple::tuple({m, d}))), "(6,5)");
  EXPECT_FALSE(knownValues(IntTuple::tuple({m, IntTuple::dynamic(32)})).has_value());
}

TEST(BoundDynamic, CoalesceKeepsModesADynamicValueBlocks) {
  Layout l{IntTuple::tuple({IntTuple::bound(32, 4), IntTuple::of(4)}),
           IntTuple::tuple({IntTuple::of(1), IntTuple::of(4)})};
  Result<Layout> c = coalesce(l);
  ASSERT_TRUE(c);
  EXPECT_EQ(print(*c), "(4,4):(1,4)") << "CuTe does not merge a mode whose extent is run-time";
  Result<IntTuple> co = cosize(l);
  ASSERT_TRUE(co);
  EXPECT_EQ(co->known(), 16);
}

TEST(BoundDynamic, CompositionFollowsTheRunTimePath) {
  // composition((6,2):(8,2), 3:1): static C++ gives 3:8; with run-time
  // integers C++ gives (3,1):(8,2), the answer the public document shows.
  auto rt = [](int64_t v) { return IntTuple::bound(32, v); };
  Layout a{IntTuple::tuple({rt(6), rt(2)}), IntTuple::tuple({rt(8), rt(2)})};
  Result<Layout> r = composition(a, Layout{IntTuple::of(3), IntTuple::of(1)});
  ASSERT_TRUE(r);
  EXPECT_EQ(print(*r), "(3,1):(8,2)");
  EXPECT_FALSE(isStatic(r->shape));
}
