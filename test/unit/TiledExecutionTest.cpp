//===- TiledExecutionTest.cpp - Tiled MMAs and copies on data -------------===//
//
// Numbers: f16/bf16/f32 rounding against the compiler's _Float16 and the
// bit-level round-to-nearest-even of bf16. Tiled atoms: RapidCheck
// properties over random tiled MMAs and copies (fuzz/AtomGenerators.h): a
// tiled MMA stores every element of C once and computes C + A·B; a tiled
// copy stores every destination element once, with the source's value. A
// failing case prints its spelling for `cute-interp --expr` and RapidCheck's
// reproduce string.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/TiledExecution.h"
#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Numbers.h"
#include "cute-oracle/core/Text.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <bit>
#include <cmath>

using namespace cute::core;
using cute::fuzz::TiledCopyCase;
using cute::fuzz::TiledMmaCase;

namespace {

TEST(Numbers, EverySixteenBitValueIsAFixedPointOfItsRounding) {
  for (ElementType t : {ElementType::F16, ElementType::BF16})
    for (uint32_t bits = 0; bits < 0x10000; ++bits) {
      double v = valueFromBits(t, bits);
      if (std::isnan(v))
        continue;
      ASSERT_EQ(roundTo(t, v), v) << nameOf(t) << " " << bits;
      ASSERT_EQ(bitsOf(t, v), bits) << nameOf(t) << " " << v;
    }
}

TEST(Numbers, BitsOfThirtyTwoBitValues) {
  EXPECT_EQ(bitsOf(ElementType::F32, 1.0), 0x3f800000u);
  EXPECT_EQ(valueFromBits(ElementType::F32, 0xc0490fdbu), double(-3.14159274101257324f));
  EXPECT_EQ(bitsOf(ElementType::I32, -2.0), 0xfffffffeu);
  EXPECT_EQ(valueFromBits(ElementType::I32, 0x80000000u), -2147483648.0);
  // bf16 is the high half of an f32: 1.0f is 0x3f80.
  EXPECT_EQ(bitsOf(ElementType::BF16, 1.0), 0x3f80u);
}

TEST(Numbers, TiesRoundToEvenAndOverflowToInfinity) {
  EXPECT_EQ(roundTo(ElementType::F16, 1 + std::ldexp(1, -11)), 1.0);
  EXPECT_EQ(roundTo(ElementType::F16, 1 + 3 * std::ldexp(1, -11)), 1 + std::ldexp(1, -9));
  EXPECT_EQ(roundTo(ElementType::F16, 65519), 65504);
  EXPECT_EQ(roundTo(ElementType::F16, 65520), INFINITY);
  EXPECT_EQ(roundTo(ElementType::F16, std::ldexp(1, -25)), 0.0);
  EXPECT_EQ(roundTo(ElementType::F16, 3 * std::ldexp(1, -26)), std::ldexp(1, -24));
  EXPECT_EQ(roundTo(ElementType::BF16, 1 + std::ldexp(1, -8)), 1.0);
  EXPECT_EQ(roundTo(ElementType::I32, 2147483648.0), -2147483648.0);
}

RC_GTEST_PROP(Numbers, HalfRoundingEqualsTheCompilersFloat16, (uint32_t bits)) {
  float f = std::bit_cast<float>(bits);
  RC_PRE(!std::isnan(f));
  RC_ASSERT(roundTo(ElementType::F16, f) == double(_Float16(f)));
}

/// bf16 of a float: the upper 16 bits after adding half an ulp, plus one
/// when the kept part is odd (ties to even).
double bfloat16ByBits(float f) {
  uint32_t bits = std::bit_cast<uint32_t>(f);
  bits = ((bits + 0x7fff + ((bits >> 16) & 1)) >> 16) << 16;
  return std::bit_cast<float>(bits);
}

RC_GTEST_PROP(Numbers, BFloat16RoundingEqualsTheBitLevelRounding, (uint32_t bits)) {
  float f = std::bit_cast<float>(bits);
  RC_PRE(!std::isnan(f));
  RC_ASSERT(roundTo(ElementType::BF16, f) == bfloat16ByBits(f));
}

RC_GTEST_PROP(Numbers, RoundingIsIdempotent, (double x)) {
  for (ElementType t : {ElementType::F16, ElementType::BF16, ElementType::F32, ElementType::I32})
    RC_ASSERT(roundTo(t, roundTo(t, x)) == roundTo(t, x));
}

/// A rank-2 tensor's elements by (i, j).
struct Matrix {
  const Tensor &t;
  std::vector<int64_t> index = *evaluateDomain(t.layout);
  int64_t rows = t.layout.shape.mode(0).value(), cols = t.layout.shape.mode(1).value();
  double operator()(int64_t i, int64_t j) const { return t.data[index[i + rows * j]]; }
};

RC_GTEST_PROP(TiledExecution, TiledMmaComputesCPlusAB, ()) {
  TiledMmaCase generated = *cute::fuzz::genTiledMmaCase();
  Result<cute::fuzz::TiledMmaTensors> t = cute::fuzz::tensorsOf(generated);
  RC_ASSERT(t.ok());
  Tensor result = t->c;
  Result<std::vector<int64_t>> stores = gemm(t->mma, t->a, t->b, result);
  if (!stores)
    RC_FAIL(stores.error().message);
  for (int64_t s : *stores)
    RC_ASSERT(s == 1);
  Matrix a{t->a}, b{t->b}, c{t->c}, d{result};
  for (int64_t i = 0; i < d.rows; ++i)
    for (int64_t j = 0; j < d.cols; ++j) {
      double expected = c(i, j);
      for (int64_t k = 0; k < a.cols; ++k)
        expected += a(i, k) * b(j, k);
      RC_ASSERT(d(i, j) == expected);
    }
}

RC_GTEST_PROP(TiledExecution, TiledCopyStoresEveryElementOnceWithItsSourceValue, ()) {
  TiledCopyCase generated = *cute::fuzz::genTiledCopyCase();
  Result<cute::fuzz::TiledCopyTensors> t = cute::fuzz::tensorsOf(generated);
  RC_ASSERT(t.ok());
  Tensor dst = t->dst;
  Result<std::vector<int64_t>> stores = copy(t->copy, t->src, dst);
  if (!stores)
    RC_FAIL(stores.error().message);
  for (int64_t s : *stores)
    RC_ASSERT(s == 1);
  Matrix src{t->src}, moved{dst};
  for (int64_t i = 0; i < src.rows; ++i)
    for (int64_t j = 0; j < src.cols; ++j)
      RC_ASSERT(moved(i, j) == src(i, j));
}

/// Every thread's offset by threadOffsets equals its partition's.
template <class Tiled>
void checkThreadOffsets(const Tiled &tiled, std::string_view operands, const Layout &tensor) {
  for (char operand : operands) {
    Result<Layout> offsets = threadOffsets(tiled, operand, tensor);
    RC_ASSERT(offsets.ok());
    std::vector<int64_t> byThread = *evaluateDomain(*offsets);
    for (size_t t = 0; t < byThread.size(); ++t) {
      Result<Fragment> f = partition(tiled, operand, int64_t(t), tensor);
      RC_ASSERT(f.ok());
      RC_ASSERT(f->offset.value() == byThread[t]);
    }
  }
}

RC_GTEST_PROP(TiledExecution, ThreadOffsetsArePartitionOffsets, ()) {
  TiledMmaCase m = *cute::fuzz::genTiledMmaStructure();
  Result<cute::fuzz::TiledMmaTensors> mt = cute::fuzz::tensorsOf(m);
  RC_ASSERT(mt.ok());
  checkThreadOffsets(mt->mma, "A", mt->a.layout);
  checkThreadOffsets(mt->mma, "B", mt->b.layout);
  checkThreadOffsets(mt->mma, "C", mt->c.layout);
  TiledCopyCase c = *cute::fuzz::genTiledCopyStructure();
  Result<cute::fuzz::TiledCopyTensors> ct = cute::fuzz::tensorsOf(c);
  RC_ASSERT(ct.ok());
  checkThreadOffsets(ct->copy, "S", ct->src.layout);
  checkThreadOffsets(ct->copy, "D", ct->dst.layout);
}

Tensor zeros(ElementType type, const char *layout) {
  Layout l = std::get<Layout>(*parseValue(layout));
  return Tensor{type, l, std::vector<double>(size_t(cosize(l)->value()), 0.0)};
}

TEST(TiledExecution, GemmNamesWhatItRefuses) {
  TiledMma mma = *makeTiledMma("SM80_16x8x8_F32F16F16F32_TN",
                               Layout{IntTuple::of(1), IntTuple::of(0)}, std::nullopt);
  Tensor a = zeros(ElementType::F16, "(16,8):(1,16)"), b = zeros(ElementType::F16, "(8,8):(1,8)"),
         c = zeros(ElementType::F32, "(16,8):(1,16)");
  EXPECT_TRUE(gemm(mma, a, b, c));
  Tensor wrong = zeros(ElementType::F32, "(16,8):(1,16)");
  EXPECT_EQ(gemm(mma, wrong, b, c).error().message, "gemm: A holds f32 but the atom reads f16");
  Tensor ragged = zeros(ElementType::F16, "(24,8):(1,24)");
  EXPECT_EQ(gemm(mma, ragged, b, c).error().message,
            "gemm: mode 0 of A (24,8):(1,24) is not a multiple of the tile's 16");
  TiledMma splitK = *makeTiledMma("SM80_16x8x8_F32F16F16F32_TN",
                                  std::get<Layout>(*parseValue("(1,1,2):(0,0,1)")), std::nullopt);
  EXPECT_EQ(gemm(splitK, a, b, c).error().message,
            "gemm: a tiled MMA with 2 threads in K needs a reduction of C, which is not executed");
}

TEST(TiledExecution, AtomCallsNameWhatTheThreadsDisagreeOn) {
  TiledMma gmma = *makeTiledMma("SM90_64x8x16_F32F16F16_SS",
                                Layout{IntTuple::of(1), IntTuple::of(0)}, std::nullopt);
  // GMMA's A is shared by its 128 threads (stride 0): they must agree.
  Registers a(128, std::vector<double>(64 * 16, 1.0)), b(128, std::vector<double>(8 * 16, 1.0)),
      c(128, std::vector<double>(4, 0.0));
  Result<Registers> d = mmaAtomCall(gmma, a, b, c);
  ASSERT_TRUE(d) << d.error().message;
  EXPECT_EQ((*d)[0][0], 16.0);
  a[5][3] = 2.0;
  EXPECT_EQ(mmaAtomCall(gmma, a, b, c).error().message,
            "mma_atom_call: threads disagree on element 3 of A: 1.000000 and 2.000000");
  TiledCopy ldsm =
      *makeTiledCopy("SM75_U32x4_LDSM_N, half_t", std::get<Layout>(*parseValue("32:1")),
                     std::get<Layout>(*parseValue("8:1")));
  EXPECT_EQ(copyAtomCall(ldsm, Registers(31, std::vector<double>(8))).error().message,
            "copy_atom_call: the atom has 32 threads but the source has registers for 31");
}

} // namespace
