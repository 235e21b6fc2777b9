//===- FuzzRegressionTest.cpp - Inputs found by the libFuzzer targets -----===//
//
// One TEST per bug that fuzz/targets (cute-fuzz-text, cute-fuzz-expr,
// cute-fuzz-mlir) found in interp/core, with the input the fuzzer found.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "cute-oracle/core/TiledMma.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <gtest/gtest.h>

using cute::core::test::eval;

// cute-fuzz-expr: left_inverse of a layout with a negative stride divided
// the stride by the covered size and returned negative extents, a layout
// that is not one: (-2,-1,112,4,6,3,14,2):(0,1,2352,588,21,7,42,294), which
// parseValue rejects. Like complement (which C++'s left_inverse calls), it
// is now an error.
TEST(FuzzRegression, LeftInverseNegativeStride) {
  EXPECT_EQ(eval("left_inverse(((7,3),2,7,(2,4,8)):((-2,5376),896,16128,(225792,224,2)))"),
            "error: left_inverse: expects non-negative strides but got "
            "((7,3),2,7,(2,4,8)):((-2,5376),896,16128,(225792,224,2))");
  EXPECT_EQ(eval("left_inverse(4:-1)"),
            "error: left_inverse: expects non-negative strides but got 4:-1");
  EXPECT_EQ(eval("left_inverse((4,3):(1,4))"), "12:1");
}

// cute-fuzz-expr: an integer coordinate against a tuple shape is split with
// % and / per mode; a scaled-basis coordinate was split as if it were its
// scale, dropping its modes and returning run-time ("bound") leaves that
// print as integers: idx2crd(131@02,(1,4)) gave (0,131), which re-parses to
// a different (static) value. C++ has no % for a ScaledBasis, so it is an
// error now (crd2idx, idx2crd and layout_eval share the path).
TEST(FuzzRegression, ScaledBasisCoordinateInTupleShape) {
  EXPECT_EQ(eval("idx2crd(131@02,(1,4))"),
            "error: idx2crd: crd2idx: a scaled-basis coordinate 131@2 has no index in the "
            "tuple shape (1,4)");
  EXPECT_EQ(eval("crd2idx(131@2,(2,4),(1,2))"),
            "error: crd2idx: a scaled-basis coordinate 131@2 has no index in the tuple shape "
            "(2,4)");
  EXPECT_EQ(eval("layout_eval(131@2,(2,4):(1,2))"),
            "error: layout_eval: crd2idx: a scaled-basis coordinate 131@2 has no index in the "
            "tuple shape (2,4)");
  // A basis coordinate of a scalar mode, and integer coordinates, still work.
  EXPECT_EQ(eval("crd2idx(131@2,(2,4))"), "131@2");
  EXPECT_EQ(eval("layout_eval(3,make_identity_layout((4,8)))"), "(3,0)");
}

// cute-fuzz-expr: an integer tiler n stands for the layout n:1, but a zero
// or negative n was composed as is and gave a layout with that extent:
// composition((8,8):(2,16), (0,4)) returned (0,4):(2,16), which parseValue
// rejects (extents must be positive). It is an error now.
TEST(FuzzRegression, CompositionNonPositiveIntegerTiler) {
  EXPECT_EQ(eval("composition((8,8):(2,16), (0,4))"),
            "error: composition: expects a positive integer tiler but got 0");
  EXPECT_EQ(eval("composition(8:2, -1)"),
            "error: composition: expects a positive integer tiler but got -1");
  EXPECT_EQ(eval("composition((8,8):(2,16), [_;4])"), "(8,4):(2,16)");
  EXPECT_EQ(eval("composition((8,8):(2,16), (?,4))"), "(?,4):(2,16)");
}

// cute-fuzz-expr: an integer coordinate against a tuple shape divides by
// each mode's size; a scaled-basis extent in the shape was used as its
// scale, as a run-time value, so idx2crd(9, (1@02,2,7)) returned run-time
// ("bound") leaves printed (0,1,4), which re-parse to a different (static)
// value. C++ has no % or / by a ScaledBasis: it is an error now.
TEST(FuzzRegression, ScaledBasisExtentInTupleShape) {
  EXPECT_EQ(eval("idx2crd(9, (1@02,2,7))"),
            "error: idx2crd: crd2idx: expects integer extents but got shape (1@2,2,7)");
  EXPECT_EQ(eval("crd2idx(9,(2@1,3),(1,2))"),
            "error: crd2idx: expects integer extents but got shape (2@1,3)");
  EXPECT_EQ(eval("idx2crd(9,(2,4))"), "(1,4)");
}

// cute-fuzz-expr (a timeout, then this input, which it points at):
// layout_eval(L) bounded the number of values (2^20) but not their size; a
// scaled-basis stride 1@1023 makes every value an arithmetic tuple of 1024
// integers, so the result needed 2^30 of them (std::bad_alloc, an abort,
// under a 2 GB limit). The integers are bounded by 2^20 as well now.
TEST(FuzzRegression, LayoutEvalDomainIntegerBound) {
  EXPECT_EQ(eval("size(layout_eval((1024,1024):(1@1023,1@0)))"),
            "error: layout_eval: expects a domain whose values hold at most 2^20 integers, but "
            "the first 1025 values of (1024,1024):(1@1023,1@0) hold 1049600");
  EXPECT_EQ(eval("layout_eval((2,2):(1@3,1@0))"), "((0,0,0,0),(0,0,0,1),(1,0,0,0),(1,0,0,1))");
  EXPECT_EQ(eval("layout_eval((4,2):(1,4))"), "(0,1,2,3,4,5,6,7)");
}

// cute-fuzz-expr (UBSan): a layout without modes, ():(), made
// left_inverse read m.order.back() of an empty vector and complement read
// stride[0] of an empty vector. As a function ():() is 1:0 (one point at
// offset 0), and both now treat it so.
TEST(FuzzRegression, EmptyLayoutInverseAndComplement) {
  EXPECT_EQ(eval("left_inverse(():())"), "1:0");
  EXPECT_EQ(eval("left_inverse(():())"), eval("left_inverse(1:0)"));
  EXPECT_EQ(eval("complement(():())"), eval("complement(1:0)"));
  EXPECT_EQ(eval("complement(():(), 4)"), "4:1");
  EXPECT_EQ(eval("complement(((),()):((),()), 4)"), "4:1");
}

// cute-fuzz-expr: a cotarget of 0 made complement's rest mode
// ceil_div(0, d) = 0, a mode of extent 0, which is no layout:
// complement((2,2,2,2):(48,2,8,1), 0) gave (2,3,0):(4,16,96), which
// parseValue rejects (C++ computes the same extent 0). A cotarget must now
// be positive; the lowering asserts the same at run time.
TEST(FuzzRegression, ComplementZeroCotarget) {
  EXPECT_EQ(eval("complement((2,2,2,2):(48,2,8,1), 0)"),
            "error: complement: expects a positive cotarget but got 0");
  EXPECT_EQ(eval("complement(4:1, 0)"), "error: complement: expects a positive cotarget but got 0");
  EXPECT_EQ(eval("complement((2,2,2,2):(48,2,8,1), 1)"), "(2,3):(4,16)");
}

// cute-fuzz-expr, within seconds of the DomainWalk change: layout_eval(L)
// took size(-61607) = -61607 of an integer as the number of points and
// reserved that many values (std::length_error, abort). Before, an integer
// or a swizzle got () for a size <= 0 and a misleading "argument 2" error
// otherwise. The one-argument form now takes a layout or a composed layout.
TEST(FuzzRegression, LayoutEvalOfANonLayout) {
  const std::string expected =
      "error: layout_eval: argument 1 must be a layout or a composed layout but got ";
  EXPECT_EQ(eval("layout_eval(-61607)"), expected + "int_tuple -61607");
  EXPECT_EQ(eval("layout_eval(3)"), expected + "int_tuple 3");
  EXPECT_EQ(eval("layout_eval(S<1,1,1>)"), expected + "swizzle S<1,1,1>");
  EXPECT_EQ(eval("layout_eval([2:1])"), expected + "tile [2:1]");
  EXPECT_EQ(eval("layout_eval(S<1,1,1> o 0 o 4:1)"), "(0,1,2,3)");
  EXPECT_EQ(eval("layout_eval(():())"), "(0)");
}

// cute-fuzz-expr: stencil_divide checked the dialect documents' positive window,
// stride and dilation only when all four values of a mode were known, so a
// static window of 0 beside a run-time dilation gave a mode of extent 0,
// ((0,?{i64}),...), which is no layout (the fuzz target's print/parse
// check). Each requirement is now checked as soon as its values are known
// (the effective window against the input also beside a run-time stride).
TEST(FuzzRegression, StencilDivideZeroWindowBesideRunTimeDilation) {
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (0,3), (1,2), ?{i64})"),
            "error: stencil_divide: stencil_output_len: expects a positive window but got 0");
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (2,3), (-1,2), ?{i64})"),
            "error: stencil_divide: stencil_output_len: expects a positive stride but got -1");
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (2,3), (1,?{i64}), (1,5))"),
            "error: stencil_divide: stencil_output_len: input 8 is shorter than the effective "
            "window 11");
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (2,3), (1,?{i64}), (1,5))"),
            eval("stencil_divide((5120,8):(13,1), (2,3), (1,1), (1,5))"));
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (2,3), (1,2), ?{i64})"),
            "((2,?{i64}),(3,?{i64})):((?{i64},13),(?{i64},2))");
  EXPECT_EQ(eval("stencil_divide((5120,8):(13,1), (0,3), (1,2), (1,1))"),
            "error: stencil_divide: stencil_output_len: expects positive input, window, stride and "
            "dilation but got (5120, 0, 1, 1)");
}

// cute-fuzz-expr: layout_eval(L) of a layout with run-time strides, such as
// (69464,(3,4)):(7,(?,4)), evaluated 833,568 points by crd2idx one by one
// (the walk takes static layouts only), over 60 s under the sanitizers: a
// libFuzzer timeout. Each value is `?` or 0; such layouts are evaluated up
// to 2^16 points now.
TEST(FuzzRegression, LayoutEvalOfManyRunTimePoints) {
  EXPECT_EQ(eval("layout_eval((69464,(3,4)):(7,(?,4)))"),
            "error: layout_eval: expects a layout with run-time leaves to have at most 2^16 "
            "points but got size 833568");
  EXPECT_EQ(eval("layout_eval((2,2):(?,1))"), "(0,?,1,?)");
  EXPECT_EQ(eval("size(layout_eval((4096,(4,4)):(7,(?,4))))"), "0");
  EXPECT_EQ(eval("layout_eval((2,(102642,2)):(?,(2,4)))"),
            "error: layout_eval: expects a layout with run-time leaves to have at most 2^16 "
            "points but got size 410568");
}

// cute-fuzz-mlir: the !cute.tiled_copy verifier called core::product on its
// tile outside any guarded operation, where an int64 overflow was recorded
// nowhere and the product came back as 0 (tile (4611686018427387904,4) "of 0
// elements"). Every public tuple function that computes now reports its own
// fault when no guarded operation encloses it.
TEST(FuzzRegression, TupleFunctionsReportFaultsOutsideAGuard) {
  using namespace cute::core;
  IntTuple big = IntTuple::of(int64_t(1) << 62), four = IntTuple::of(4);
  IntTuple tile = IntTuple::tuple({big, four});
  auto message = [](const Result<IntTuple> &r) { return r ? print(*r) : r.error().message; };
  const char *overflow = "int64 overflow in 4611686018427387904 * 4";
  EXPECT_EQ(message(product(tile)), std::string("product: ") + overflow);
  EXPECT_EQ(message(leafMul(big, four)), std::string("multiply: ") + overflow);
  EXPECT_EQ(message(crd2idx(four, big, big)), "crd2idx: int64 overflow in 4 * 4611686018427387904");
  EXPECT_EQ(message(arithAdd(IntTuple::of(INT64_MAX), IntTuple::of(1))),
            "tuple_add: int64 overflow in 9223372036854775807 + 1");
  EXPECT_EQ(message(compactMajor(IntTuple::tuple({big, four, four}), IntTuple::of(1), false)),
            std::string("make_layout: ") + overflow);
  EXPECT_EQ(message(coalesceShape(tile)), std::string("coalesce: ") + overflow);
  // Inside a guarded operation the fault still belongs to that operation.
  EXPECT_EQ(eval("size((4611686018427387904,4))"), std::string("error: size: ") + overflow);
}

// cute-fuzz-mlir (UBSan): make_tiled_mma's default tile extent, Shape_MNK's
// extent times the atom layout's, was an unchecked signed overflow.
TEST(FuzzRegression, TiledMmaTileExtentOverflow) {
  using namespace cute::core;
  Layout atoms{
      IntTuple::tuple({IntTuple::of(2), IntTuple::of(2), IntTuple::of(4444444444444444441)}),
      IntTuple::tuple({IntTuple::of(1), IntTuple::of(2), IntTuple::of(0)})};
  Result<TiledMma> m = makeTiledMma("SM80_16x8x16_F32F16F16F32_TN", atoms, std::nullopt);
  ASSERT_FALSE(m);
  EXPECT_EQ(m.error().message, "make_tiled_mma: int64 overflow in 16 * 4444444444444444441");
}
