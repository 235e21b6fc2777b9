//===- LayoutAlgebraTest.cpp - Layout algebra beyond the documents --------===//
#include "cute-oracle/core/LayoutAlgebra.h"
#include "Helpers.h"

#include <gtest/gtest.h>

using cute::core::test::eval;

TEST(Construction, CompactStridesSkipExtentOne) {
  EXPECT_EQ(eval("make_layout((2,1,3))"), "(2,1,3):(1,0,2)");
  EXPECT_EQ(eval("make_layout((?,4))"), "(?,4):(1,?)");
  EXPECT_EQ(eval("make_ordered_layout((2,3,4,5), (2,0,3,1))"), "(2,3,4,5):(15,1,30,3)");
  EXPECT_EQ(eval("make_layout_like((2,3,4,5):(0,42,1,0))"), "(2,3,4,5):(0,4,1,0)");
  EXPECT_EQ(eval("make_layout((4,5), (1,4,2))"),
            "error: make_layout: shape (4,5) and stride (1,4,2) are not congruent");
}

// C++'s compact strides compute the running product past the last extent
// too (and drop it); its overflow is undefined behaviour there, an error
// here, like the overflow of a product that a stride holds.
TEST(Construction, CompactStridesOverflowAsCppComputesThem) {
  EXPECT_EQ(eval("make_layout((4611686018427387904,2))"),
            "error: make_layout: int64 overflow in 4611686018427387904 * 2");
  EXPECT_EQ(eval("make_layout_right((2,4611686018427387904))"),
            "error: make_layout_right: make_layout: int64 overflow in 4611686018427387904 * 2");
  EXPECT_EQ(eval("make_layout((2,4611686018427387904,2))"),
            "error: make_layout: int64 overflow in 2 * 4611686018427387904");
  EXPECT_EQ(eval("make_layout((4611686018427387903,2))"),
            "(4611686018427387903,2):(1,4611686018427387903)");
}

TEST(Coalesce, KeepsFunction) {
  EXPECT_EQ(eval("coalesce((2,1,6):(1,7,2))"), "12:1");
  EXPECT_EQ(eval("coalesce((1,1):(3,5))"), "1:0");
  EXPECT_EQ(eval("coalesce((4,?):(1,4))"), "(4,?):(1,4)");
  EXPECT_EQ(eval("filter((4,3,1):(0,2,9))"), "3:2");
}

// composition sums B's strides for their profile as C++'s sum() does,
// each mode first: (1,-1) sums to 0 before 2^63-1 is added; a flat left
// fold overflows.
TEST(Composition, SumsTheStridesModeByModeAsCpp) {
  EXPECT_EQ(eval("composition(4:1, (1,(1,1)):(9223372036854775807,(1,-1)))"),
            "(1,(1,1)):(9223372036854775807,(1,-1))");
  EXPECT_EQ(eval("composition(4:1, (1,1,1):(9223372036854775807,1,-1))"),
            "error: composition: int64 overflow in 9223372036854775807 + 1");
}

// C++ (g++ -fsanitize=undefined, layout.hpp coshape) groups cosize's inner
// product by mode: for (2,(3,0)):(2^63-2,(1,2)) the run-time extent 0's term
// -2 cancels its neighbour's 2 before the sum meets 2^63-2 (cosize 2^63-1);
// the flat (2,3,0) overflows in 2^63-2 + 2 there too.
TEST(Cosize, GroupsTheInnerProductByModeAsCpp) {
  using cute::core::IntTuple;
  IntTuple zero = IntTuple::bound(64, 0), reach = IntTuple::bound(64, INT64_MAX - 1);
  auto cosizeOf = [](IntTuple shape, IntTuple stride) {
    cute::core::Result<IntTuple> c = cute::core::cosize({std::move(shape), std::move(stride)});
    return c ? std::to_string(*c->known()) : c.error().message;
  };
  EXPECT_EQ(cosizeOf(IntTuple::tuple({IntTuple::of(2), IntTuple::tuple({IntTuple::of(3), zero})}),
                     IntTuple::tuple({reach, IntTuple::tuple({IntTuple::of(1), IntTuple::of(2)})})),
            "9223372036854775807");
  EXPECT_EQ(cosizeOf(IntTuple::tuple({IntTuple::of(2), IntTuple::of(3), zero}),
                     IntTuple::tuple({reach, IntTuple::of(1), IntTuple::of(2)})),
            "cosize: int64 overflow in 9223372036854775806 + 2");
}

// Run-time leaves keep C++'s types (witnesses: g++ against layout.hpp):
// (1 - 1) * ? is a static 0, so cosize((1,4):(?{i64},1)) is _4 and
// cosize(1:?{i64}) is _1; an i64 extent times a static 0 stride leaves an
// int (4 bytes); and a run-time int term does not add to a scaled basis,
// whatever its value (no operator+ for int and ScaledBasis).
TEST(Cosize, KeepsCppTypesOfRunTimeLeaves) {
  EXPECT_EQ(eval("cosize((1,4):(?{i64},1))"), "4");
  EXPECT_EQ(eval("cosize(1:?{i64})"), "1");
  EXPECT_EQ(eval("cosize((?{i64},4):(0,?))"), "?");
  EXPECT_EQ(eval("cosize((4,?{i64}):(1,4))"), "?{i64}");
  // ? * 0@0 is a static 0@0 (C++: int * ScaledBasis<C<0>,0>), so _4.
  EXPECT_EQ(eval("cosize((?,4):(0@0,1@1))"), "4");
  using cute::core::IntTuple;
  cute::core::Result<IntTuple> mixed =
      cute::core::cosize({IntTuple::tuple({IntTuple::bound(32, 1), IntTuple::of(4)}),
                          IntTuple::tuple({IntTuple::of(1), IntTuple::basis(1, {1})})});
  ASSERT_FALSE(mixed.ok());
  EXPECT_EQ(mixed.error().message, "tuple_add: mismatched profiles between 0 and 3@1");
}

TEST(Composition, StaticCanonicalFormDropsExtentOne) {
  // Static CuTe C++ prints 3:8; the document shows the dynamic (3,1):(8,2).
  EXPECT_EQ(eval("composition((6,2):(8,2), 3:1)"), "3:8");
  EXPECT_EQ(eval("composition((4,2):(1,4), _)"), "(4,2):(1,4)");
}

TEST(Composition, ViolatedDivisibilityIsAnError) {
  EXPECT_EQ(eval("composition((4,6):(1,5), 2:6)"),
            "error: composition: stride divisibility condition violated: 6 vs extent 4 of (4,6)");
}

TEST(Composition, RunTimeLeavesTakeCppIntegralPaths) {
  // (4,6):(1,4) coalesces to 24:1, so a run-time extent in B stays run-time.
  EXPECT_EQ(eval("composition((4,6):(1,4), (2,?):(1,2))"), "(2,?):(1,2)");
  // A run-time A cannot coalesce; C++ keeps every step's extent.
  EXPECT_EQ(eval("composition((?,2):(8,2), 3:1)"), "(?,?):(8,?)");
  EXPECT_EQ(eval("logical_divide((?,?):(1,?), [8:1;4:1])"), "((8,?),(4,?)):((1,8),(?,?))");
  EXPECT_EQ(eval("complement((2,?):(1,2), 32)"), "?:?");
  // C++ sorts a complement's modes by stride at compile time.
  EXPECT_EQ(eval("complement((4,2):(?,?), 16)"),
            "error: complement: expects integer strides, static unless the filtered layout has "
            "rank 1, but got (4,2):(?,?)");
  // Static parts are still checked.
  EXPECT_EQ(eval("composition((4,?):(1,?), 2:6)"),
            "error: composition: stride divisibility condition violated: 6 vs extent 4 of (4,?)");
  EXPECT_EQ(eval("ceil_div((4,6), _)"), "error: ceil_div: expects an integer divisor but got _");
}

// local_tile: zipped_divide, rest modes fixed by the coordinate (only the
// listed tiler modes when some are); local_partition: tile modes fixed.
// Expected values: include/cute's local_tile/local_partition of a tensor
// with the layout (g++).
TEST(LocalTile, SlicesTheZippedDivide) {
  EXPECT_EQ(eval("local_tile((8,8):(1,8), [4:1;4:1], (1,1))"), "(4,4):(1,8)");
  EXPECT_EQ(eval("local_tile((?,8):(1,?), [4:1;4:1], (?,1))"), "(4,4):(1,?)");
  // A tuple coordinate is padded with `_`, and a `_` keeps its rest mode.
  EXPECT_EQ(eval("local_tile((32,64,2):(64,1,1024), [8:1;16:1], (1,_))"),
            "(8,16,4,2):(64,1,16,1024)");
  // A scalar coordinate indexes all rest modes at once.
  EXPECT_EQ(eval("local_tile((16,12):(1,16), [4:1;3:1], 5)"), "(4,3):(1,16)");
  EXPECT_EQ(eval("local_tile(16:1, [4:1], 3)"), "((4)):((1))");
}

TEST(LocalPartition, SlicesTheTileModes) {
  EXPECT_EQ(eval("local_partition((8,8):(1,8), (2,2):(2,1), (1,0))"), "(4,4):(2,16)");
  // A scalar is a thread index: tiler.get_flat_coord(index) per top mode,
  // over product_each(shape(tiler)).
  EXPECT_EQ(eval("local_partition((16,12):(1,16), (4,2):(1,4), 5)"), "(4,6):(4,32)");
  EXPECT_EQ(eval("local_partition((16,64):(64,1), ((2,2),8):((1,16),2), 5)"), "(4,8):(256,8)");
  EXPECT_EQ(eval("local_partition(16:1, 4:1, 3)"), "((4)):((4))");
}

TEST(Composition, DropsModesTheTilerDoesNotReach) {
  EXPECT_EQ(eval("composition((12,(4,8),5):(59,(13,1),7), (3,8))"), "(3,(4,2)):(59,(13,1))");
  EXPECT_EQ(eval("composition((4,8):(1,4), (2,3,4))"),
            "error: composition: tiler [2;3;4] has more modes than (4,8):(1,4)");
}

// coprofile(4:1@1) is (0,0): A keeps its two modes and 1@1 picks mode 1
// (C++ prints _4:_4).
TEST(Composition, ScaledBasisRightOperand) {
  EXPECT_EQ(eval("composition((4,8):(1,4), 4:1@1)"), "4:4");
  EXPECT_EQ(eval("composition((4,8):(1,4), (2,2):(1@1,2@1))"), "(2,2):(4,8)");
  EXPECT_EQ(eval("composition(((2,2),8):((1,2),4), 2:1@1@0)"), "2:2");
}

// logical_product(A, S o 0 o B) of swizzle_layout.hpp: the swizzle is
// rebuilt for the product layout (expected values printed by C++).
TEST(Products, SwizzleComposedTiler) {
  EXPECT_EQ(eval("logical_product((2,4):(4,1), S<2,0,3> o 0 o (8,8):(8,1))"),
            "S<2,3,3> o 0 o ((2,4),(8,8)):((4,1),(64,8))");
  EXPECT_EQ(eval("logical_product(2:1, S<3,3,3> o 0 o (8,64):(64,1))"),
            "S<3,1,-6> o 0 o (2,(8,64)):(1,(128,2))");
  EXPECT_EQ(eval("logical_product(2:1, S<2,1,-3> o 0 o (8,16):(16,1))"),
            "S<2,3,-3> o 0 o (2,(8,16)):(1,(32,2))");
  EXPECT_EQ(eval("logical_product(2:1, S<2,0,2> o 0 o 16:1)"), "S<2,1,2> o 0 o (2,16):(1,2)");
  // C++ static_asserts: the moved masks have different bit counts.
  EXPECT_EQ(eval("logical_product(4:1, S<1,1,2> o 0 o 8:1)"),
            "error: logical_product: make_swizzle: the masks y=0 and z=8 have different numbers "
            "of bits");
  EXPECT_EQ(eval("logical_product(2:1, S<2,0,2> o 1 o 16:1)"),
            "error: logical_product: expects a swizzle-composed tiler with offset 0 but got "
            "S<2,0,2> o 1 o 16:1");
}

// A swizzle is an involution: both inverses are the swizzle itself.
TEST(Inverses, OfASwizzle) {
  EXPECT_EQ(eval("right_inverse(S<2,1,3>)"), "S<2,1,3>");
  EXPECT_EQ(eval("left_inverse(S<3,4,-3>)"), "S<3,4,-3>");
}

TEST(Complement, NonInjectiveIsAnError) {
  EXPECT_EQ(eval("complement((2,2):(1,1), 8)"),
            "error: complement: non-injective layout (2,2):(1,1)");
  EXPECT_EQ(eval("complement(4:1)"), "1:0");
  EXPECT_EQ(eval("complement(4:0, 8)"), "8:1");
  EXPECT_EQ(eval("complement((2,2):(-1,3), 8)"),
            "error: complement: expects non-negative strides but got (2,2):(-1,3)");
  // C++ computes a negative extent ceil_div(-50, 4) = -11: no layout.
  EXPECT_EQ(eval("complement(2:2, -50)"),
            "error: complement: expects a positive cotarget but got -50");
}

TEST(Inverses, LeftAndRight) {
  EXPECT_EQ(eval("left_inverse((4,3):(1,4))"), "12:1");
  EXPECT_EQ(eval("left_inverse((2,4):(4,1))"), "(4,2):(2,1)");
  EXPECT_EQ(eval("right_inverse((2,4):(1,2))"), "8:1");
  EXPECT_EQ(eval("right_inverse((4,2):(2,0))"), "1:0");
  EXPECT_EQ(eval("right_inverse((2,?):(1,2))"),
            "error: right_inverse: expects a static shape with integer strides but got (2,?):(1,2)");
  // A run-time stride ends the chain C++ follows at compile time.
  EXPECT_EQ(eval("right_inverse((4,3):(?,1))"), "3:4");
  EXPECT_EQ(eval("right_inverse((2,4,6):(4,1,?))"), "(4,2):(2,1)");
  EXPECT_EQ(eval("left_inverse((4,3):(?,1))"),
            "error: left_inverse: expects a static layout with integer strides but got (4,3):(?,1)");
  // C++ does not compile coalesce of the empty layout; it stays.
  EXPECT_EQ(eval("coalesce(():())"), "():()");
  EXPECT_EQ(eval("left_inverse((2,2):(1,3))"), "(3,2):(1,2)");
  EXPECT_EQ(eval("left_inverse((2,2):(2,3))"),
            "error: left_inverse: divisibility condition violated: stride 3 of (2,2):(2,3) is not a "
            "multiple of 2");
}

TEST(Divide, ComposedLayoutsDivideTheirOuterLayout) {
  EXPECT_EQ(eval("tiled_divide(S<3,4,3> o 0 o (6,8):(8,1), (3,4))"),
            "S<3,4,3> o 0 o ((3,4),2,2):((8,1),24,4)");
  EXPECT_EQ(eval("logical_divide((4,3):(1,4), (2,3,5))"),
            "error: logical_divide: expects rank(tiler) <= rank(input), but got rank 3 tiler "
            "and rank 2 input");
}

TEST(Divide, TiledDivideKeepsAOneElementRestWrapped) {
  EXPECT_EQ(eval("tiled_divide((8,6):(1,8), [4:1])"), "((4),2,6):((1),4,8)");
  EXPECT_EQ(eval("zipped_divide((8,6):(1,8), [4:1;_])"),
            "error: zipped_divide: expects a rank-2 mode at a tiler terminal but got 6");
}

TEST(Product, RankProductsPadWithUnitModes) {
  EXPECT_EQ(eval("blocked_product(4:1, (2,3):(1,2))"), "((4,2),(1,3)):((1,4),(0,8))");
  EXPECT_EQ(eval("blocked_product(4:1, 3:1)"), "((4,3)):((1,4))");
  EXPECT_EQ(eval("tile_to_shape((3,2):(1,3), (6,9))"),
            "error: tile_to_shape: block shape (3,2) does not divide the target shape (6,9)");
  EXPECT_EQ(eval("tile_to_shape((3,2,2):(1,3,6), (6,8))"),
            "error: tile_to_shape: expects rank(block) <= rank(target) but got (3,2,2):(1,3,6) "
            "and (6,8)");
}

TEST(Recast, UpcastDowncastAndSwizzles) {
  EXPECT_EQ(eval("recast_layout((32,4):(1,32), 32, 8)"), "(8,4):(1,8)");
  EXPECT_EQ(eval("recast_layout((8,4):(1,8), 8, 32)"), "(32,4):(1,32)");
  EXPECT_EQ(eval("recast_layout((8,4):(1,8), 16, 24)"), "(12,4):(1,12)");
  EXPECT_EQ(eval("recast_layout((4,4):(4,1), 8, 32)"), "(4,16):(16,1)");
  EXPECT_EQ(eval("recast_layout((4,4):(3,12), 8, 32)"),
            "error: recast_layout: downcast requires a stride-1 mode in (4,4):(3,12)");
  EXPECT_EQ(eval("recast_layout(S<3,4,3>, 16, 8)"), "S<3,3,3>");
  EXPECT_EQ(eval("recast_layout(S<3,4,3>, 8, 16)"), "S<3,5,3>");
  // A composed layout recasts its offset too (C++ safe_div / multiply; the
  // spec's example).
  EXPECT_EQ(eval("recast_layout((4,5):(1,4) o 2 o (8,4):(1,8), 32, 16)"),
            "(2,5):(1,2) o 1 o (4,4):(1,4)");
  EXPECT_EQ(eval("recast_layout(S<2,3,3> o 4 o (8,8):(1,8), 8, 32)"),
            "S<2,5,3> o 16 o (32,8):(1,32)");
  EXPECT_EQ(eval("recast_layout(S<2,3,3> o 3 o (8,8):(1,8), 16, 8)"),
            "error: recast_layout: the offset 3 is not a multiple of 2");
}

TEST(Flatten, TileLeavesDepthFirst) {
  EXPECT_EQ(eval("flatten([[2:1;_];4:2])"), "[2:1;_;4:2]");
  EXPECT_EQ(eval("flatten([[2:1;[3:1;_]];4:2])"), "[2:1;3:1;_;4:2]");
}

TEST(Slice, LayoutsAndComposedLayouts) {
  EXPECT_EQ(eval("slice((2,3,4):(1,2,6), (_,0,_))"), "(2,4):(1,6)");
  EXPECT_EQ(eval("slice((2,(3,4)):(1,(2,6)), (1,(_,2)))"), "(3):(2)");
  EXPECT_EQ(eval("layout_eval((_,1), (4,5):(1,4) o 2 o (8,3):(1,8))"),
            "(4,5):(1,4) o 10 o (8):(1)");
}

TEST(Swizzle, EvaluateAndCompose) {
  EXPECT_EQ(eval("layout_eval(56, S<2,2,2>)"), "52");
  EXPECT_EQ(eval("layout_eval(6, S<1,4,3> o 0 o (32):(32))"), "208");
  EXPECT_EQ(eval("composition(S<0,4,3>, 8:1)"), "8:1");
  EXPECT_EQ(eval("composition(S<1,0,2>, S<1,1,2>)"), "S<2,0,2>");
}

// Slices, inverses and compositions of swizzle-composed layouts. Every
// value below is what CuTe C++ printed for the same case (static integers;
// dynamic ones where C++ printed a run-time value, shown here as `?`).
TEST(SwizzleComposed, SliceDecaysOrKeepsTheSwizzleAsCpp) {
  // The sliced layout never meets a y bit and its z bit: a plain layout.
  EXPECT_EQ(eval("slice(S<3,4,3> o 0 o (8,8):(8,1), (_,2))"), "(8):(8)");
  EXPECT_EQ(eval("slice(S<3,0,3> o 0 o ((8,8),2):((8,1),64), ((_,3),_))"),
            "((4,2),2):((7,36),64)");
  EXPECT_EQ(eval("slice(S<2,1,-3> o 5 o (8,8):(1,8), (_,5))"), "((2,2,2)):((1,18,-28))");
  EXPECT_EQ(eval("slice(S<1,2,3> o 0 o (4,8,4):(1,4,32), (_,_,3))"), "(4,(2,4)):(1,(-4,8))");
  // It does: the swizzle stays, with the fixed modes' y/z bits in the
  // offset; the other bits (256 here) go to C++'s pointer offset.
  EXPECT_EQ(eval("slice(S<3,1,4> o 128 o (4,4,64):(256,1,4), (1,3,_))"),
            "S<3,1,4> o 130 o (64):(4)");
  EXPECT_EQ(eval("slice(S<3,0,3> o 0 o (8,8,2):(8,1,64), (_,_,1))"), "S<3,0,3> o 0 o (8,8):(8,1)");
  // Only underscores: the outer layout is sliced and may be dynamic.
  EXPECT_EQ(eval("slice(S<3,5,4> o 0 o (?,4):(1,?), (_,_))"), "S<3,5,4> o 0 o (?,4):(1,?)");
}

TEST(SwizzleComposed, SliceWithDynamicCoordinatesOrOffset) {
  EXPECT_EQ(eval("slice(S<2,2,2> o 0 o (8,8):(1,8), (_,?))"), "((4,2)):((1,?))");
  EXPECT_EQ(eval("slice(S<3,0,3> o 3 o (4,4,1,8):(8,32,4,1), (1,?,0,_))"),
            "((2,2,2)):((-1,2,?))");
  EXPECT_EQ(eval("slice(S<3,0,4> o 59 o (64,2):(2,1), (_,?))"), "S<3,0,4> o ? o (64):(2)");
  EXPECT_EQ(eval("slice(S<3,3,3> o ? o (32,1,16,2):(32,32,2,1), (_,0,_,0))"),
            "S<3,3,3> o ? o (32,16):(32,2)");
  EXPECT_EQ(eval("slice(S<3,3,3> o ? o (4,8,16):(16,64,1), (?,_,?))"), "((2,2,2)):((?,?,?))");
}

TEST(SwizzleComposed, SliceErrors) {
  // C++ does not compile these; the IR spec names the first two.
  EXPECT_EQ(eval("slice(S<3,4,3> o 0 o (8,8):(8,1), (2,1))"),
            "error: slice: swizzle-A composed slice requires at least one underscore but got "
            "(2,1) for S<3,4,3> o 0 o (8,8):(8,1)");
  EXPECT_EQ(eval("slice(S<3,5,4> o 0 o (?,4):(1,?), (_,1))"),
            "error: slice: swizzle-A composed slice requires static outer layout but got "
            "S<3,5,4> o 0 o (?,4):(1,?)");
  EXPECT_EQ(eval("slice(S<3,0,3> o -1 o (8,8):(8,1), (_,1))"),
            "error: slice: a swizzle needs a non-negative integer offset but got "
            "S<3,0,3> o -1 o (8,8):(8,1)");
  EXPECT_EQ(eval("slice(S<1,0,1> o 0 o (3,4):(1,3), (1,_))"),
            "error: slice: swizzle offset bits need power-of-two extent*stride but got (3):(1)");
}

TEST(SwizzleComposed, Inverses) {
  EXPECT_EQ(eval("right_inverse(S<2,0,2> o 0 o 16:1)"), "S<2,0,2> o 0 o 16:1");
  EXPECT_EQ(eval("right_inverse(S<1,2,3> o 0 o (4,8):(8,1))"), "S<1,2,-2> o 0 o (8,4):(4,1)");
  EXPECT_EQ(eval("left_inverse(S<1,2,3> o 0 o (4,8):(8,1))"), "S<1,2,-2> o 0 o (8,4):(4,1)");
  // A layout A: inverse(B) o -offset o inverse(A).
  EXPECT_EQ(eval("right_inverse((4,5):(1,4) o 2 o (8,3):(1,8))"), "24:1 o -2 o 20:1");
  EXPECT_EQ(eval("right_inverse((4,5):(5,1) o 0 o (4,2):(2,1))"),
            "(2,4):(4,1) o 0 o (5,4):(4,1)");
  // C++ finds no inverse of a dynamic offset.
  EXPECT_EQ(eval("right_inverse((4,5):(1,4) o ? o (8,3):(1,8))"),
            "error: right_inverse: CuTe inverts only static integer offsets but got "
            "(4,5):(1,4) o ? o (8,3):(1,8)");
  // C++ gives right_inverse(B) o -73 o S<2,1,5>, a swizzle outer part.
  EXPECT_EQ(eval("right_inverse(S<2,1,5> o 73 o (2,2):(2,1))"),
            "error: right_inverse: the inverse of S<2,1,5> o 73 o (2,2):(2,1) would have the "
            "swizzle as its outer part, which is no value; only offset 0 is supported");
  // C++: static_assert in make_swizzle.
  EXPECT_EQ(eval("right_inverse(S<3,4,3> o 0 o (8,64):(64,1))"),
            "error: right_inverse: make_swizzle: the masks y=14 and z=385 are not the masks of "
            "a swizzle");
}

TEST(SwizzleComposed, CompositionsWithSwizzles) {
  EXPECT_EQ(eval("composition((8,8):(8,1), S<3,0,3>)"), "S<3,0,-3> o 0 o (8,8):(8,1)");
  EXPECT_EQ(eval("composition(16:2, S<1,0,2>)"), "S<1,1,2> o 0 o 16:2");
  EXPECT_EQ(eval("composition((8,8):(8,1), S<3,0,3> o 0 o (8,8):(8,1))"),
            "S<3,0,-3> o 0 o (8,8):(1,8)");
  EXPECT_EQ(eval("composition(64:1, S<3,0,3> o 0 o (8,8):(8,1))"), "S<3,0,3> o 0 o (8,8):(8,1)");
  EXPECT_EQ(eval("composition(S<1,0,2>, S<1,0,2>)"), "S<0,0,0>");
  EXPECT_EQ(eval("composition(S<2,0,3>, S<1,0,3>)"), "S<1,1,3>");
  EXPECT_EQ(eval("composition((8,8):(8,1), S<3,0,3> o 2 o (8,8):(8,1))"),
            "error: composition: composing a layout with S<3,0,3> o 2 o (8,8):(8,1) requires "
            "offset 0");
  EXPECT_EQ(eval("composition((8,8):(1@0,1@1), S<3,0,3>)"),
            "error: composition: moving S<3,0,3> through (8,8):(1@0,1@1) needs static integer "
            "images of its masks");
}

TEST(Stencil, WindowAndOutputModes) {
  EXPECT_EQ(eval("stencil_divide((10,8):(1,10), (3,3), (1,2), (1,1))"),
            "((3,8),(3,3)):((1,1),(10,20))");
  EXPECT_EQ(eval("stencil_divide(10:1, 3, 2, 2)"), "(3,3):(2,2)");
  EXPECT_EQ(eval("stencil_divide((10,8):(1,10), (3,3,3), 1, 1)"),
            "error: stencil_divide: window (3,3,3), stride 1 and dilation 1 must have one entry "
            "per divided mode of (10,8):(1,10)");
}

TEST(Identity, ScaledBasisEvaluation) {
  EXPECT_EQ(eval("layout_eval((1,(2,3)), make_identity_layout((2,(3,4))))"), "(1,(2,3))");
  EXPECT_EQ(eval("layout_eval((1,2), (4,8):(1@1,1@0))"), "(2,1)");
  EXPECT_EQ(eval("cosize((4,3):(1@0,1@1))"), "12");
}

TEST(Identity, DomainWalkNeedsStaticIntegerStridesAndABoundedDomain) {
  auto walk = [](const char *text) {
    using namespace cute::core;
    Result<std::vector<int64_t>> r = evaluateDomain(std::get<Layout>(*parseValue(text)));
    if (!r)
      return r.error().message;
    std::string out;
    for (int64_t i : *r)
      out += std::to_string(i) + " ";
    return out;
  };
  EXPECT_EQ(walk("(2,(2,2)):(4,(1,-2))"), "0 4 1 5 -2 2 -1 3 ");
  // Near the int64 limits only the points' indices must fit.
  EXPECT_EQ(walk("(2,2):(4611686018427387904,-4611686018427387904)"),
            "0 4611686018427387904 -4611686018427387904 0 ");
  EXPECT_EQ(walk("(2,2):(4611686018427387904,4611686018427387904)"),
            "layout_eval: an index of (2,2):(4611686018427387904,4611686018427387904) is outside "
            "int64");
  EXPECT_EQ(walk("(4,8):(1@1,1@0)"),
            "layout_eval: the domain of (4,8):(1@1,1@0) is walked only with static integer shape "
            "and strides");
  EXPECT_EQ(walk("(65536,65536):(1,65536)"),
            "layout_eval: the domain of (65536,65536):(1,65536) has more than 2^26 points");
}
