//===- TiledPartitionTest.cpp - thrfrg/tidfrg and partition vs CuTe C++ ---===//
//
// thrfrg_A/B/C and get_slice(thr).partition_A/B/C of tiled MMAs, tidfrg_S/D
// and partition_S/D of tiled copies, each equal to what CuTe C++ prints
// (`_` removed), offsets included. The expected texts come from a host-only
// program that, for static layouts L of each operand, prints
//   print(mma.thrfrg_A(L));
//   auto A = make_tensor(buf, L); auto p = mma.get_slice(t).partition_A(A);
//   print(p.data() - A.data()); print(p.layout());
// (and likewise B, C; tidfrg_S/D and partition_S/D of tiled copies),
// compiled with
//   g++ -std=c++17 -I cutlass/include -I /usr/local/cuda/include
//       -I /usr/local/cuda/include/cccl partition.cpp
// against CUTLASS's include/cute/atom/mma_atom.hpp and copy_atom.hpp.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

#include <gtest/gtest.h>

#include <map>

using namespace cute::core;

namespace {

/// A tiled atom as the expression language spells it, and the tensor
/// layout each operand is partitioned over.
struct Tiled {
  const char *name, *expr;
  std::map<char, const char *> tensor;
};

// clang-format off
const std::vector<Tiled> kTiled = {
    {"m1", "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN)",
     {{'A', "(32,32):(1,32)"}, {'B', "(16,32):(1,16)"}, {'C', "(32,16):(1,32)"}}},
    {"m2", "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;16])",
     {{'A', "(64,32):(32,1)"}, {'B', "(64,32):(1,64)"}, {'C', "(64,64):(1,64)"}}},
    {"m3", "make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,2,1):(1,1,0))",
     {{'A', "(16,8):(1,16)"}, {'B', "(16,8):(1,16)"}, {'C', "(16,16):(1,16)"}}},
    {"c1", "make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1))",
     {{'S', "(16,64):(1,16)"}, {'D', "(16,64):(1,16)"}}},
    {"c2", "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (16,8):(1,16), (1,2):(1,1))",
     {{'S', "(32,32):(32,1)"}, {'D', "(32,32):(32,1)"}}},
    {"c3", "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;16]))",
     {{'S', "(32,16):(1,32)"}, {'D', "(32,16):(1,32)"}}},
};

/// One line C++ printed: thrfrg/tidfrg (thread -1) or a thread's partition.
struct Printed {
  const char *tiled;
  char operand;
  int64_t thread;
  const char *offset, *layout;
};

const std::vector<Printed> kCpp = {
    {"m1", 'A', -1, "", "(((4,8),(1,1)),((2,2,2),(2,2))):(((64,1),(0,0)),((32,8,256),(16,512)))"},
    {"m1", 'B', -1, "", "(((4,8),(1,1)),((2,2),(2,2))):(((32,1),(0,0)),((16,128),(8,256)))"},
    {"m1", 'C', -1, "", "(((4,8),(1,1)),((2,2),(2,2))):(((64,1),(0,0)),((32,8),(16,256)))"},
    {"m1", 'A', 0, "0", "((2,2,2),2,2):((32,8,256),16,512)"},
    {"m1", 'B', 0, "0", "((2,2),2,2):((16,128),8,256)"},
    {"m1", 'C', 0, "0", "((2,2),2,2):((32,8),16,256)"},
    {"m1", 'A', 5, "65", "((2,2,2),2,2):((32,8,256),16,512)"},
    {"m1", 'B', 5, "33", "((2,2),2,2):((16,128),8,256)"},
    {"m1", 'C', 5, "65", "((2,2),2,2):((32,8),16,256)"},
    {"m1", 'A', 31, "199", "((2,2,2),2,2):((32,8,256),16,512)"},
    {"m1", 'B', 31, "103", "((2,2),2,2):((16,128),8,256)"},
    {"m1", 'C', 31, "199", "((2,2),2,2):((32,8),16,256)"},
    {"m2", 'A', -1, "", "(((4,8),(2,1)),((2,2,2),(2,2))):(((2,32),(512,0)),((1,256,8),(1024,16)))"},
    {"m2", 'B', -1, "", "(((4,8),(2,1)),((2,2),(4,2))):(((128,1),(8,0)),((64,512),(16,1024)))"},
    {"m2", 'C', -1, "", "(((4,8),(2,2)),((2,2),(2,4))):(((128,1),(16,512)),((64,8),(32,1024)))"},
    {"m2", 'A', 0, "0", "((2,2,2),2,2):((1,256,8),1024,16)"},
    {"m2", 'B', 0, "0", "((2,2),4,2):((64,512),16,1024)"},
    {"m2", 'C', 0, "0", "((2,2),2,4):((64,8),32,1024)"},
    {"m2", 'A', 37, "546", "((2,2,2),2,2):((1,256,8),1024,16)"},
    {"m2", 'B', 37, "129", "((2,2),4,2):((64,512),16,1024)"},
    {"m2", 'C', 37, "145", "((2,2),2,4):((64,8),32,1024)"},
    {"m2", 'A', 127, "742", "((2,2,2),2,2):((1,256,8),1024,16)"},
    {"m2", 'B', 127, "399", "((2,2),4,2):((64,512),16,1024)"},
    {"m2", 'C', 127, "919", "((2,2),2,4):((64,8),32,1024)"},
    {"m3", 'A', -1, "", "(((4,8),(1,1)),((2,2),(1,1))):(((32,1),(0,0)),((16,8),(0,0)))"},
    {"m3", 'B', -1, "", "(((4,8),(2,1)),(2,(1,1))):(((32,1),(8,0)),(16,(0,0)))"},
    {"m3", 'C', -1, "", "(((4,8),(1,2)),((2,2),(1,1))):(((32,1),(0,128)),((16,8),(0,0)))"},
    {"m3", 'A', 0, "0", "((2,2),1,1):((16,8),0,0)"},
    {"m3", 'B', 0, "0", "(2,1,1):(16,0,0)"},
    {"m3", 'C', 0, "0", "((2,2),1,1):((16,8),0,0)"},
    {"m3", 'A', 33, "32", "((2,2),1,1):((16,8),0,0)"},
    {"m3", 'B', 33, "40", "(2,1,1):(16,0,0)"},
    {"m3", 'C', 33, "160", "((2,2),1,1):((16,8),0,0)"},
    {"m3", 'A', 63, "103", "((2,2),1,1):((16,8),0,0)"},
    {"m3", 'B', 63, "111", "(2,1,1):(16,0,0)"},
    {"m3", 'C', 63, "231", "((2,2),1,1):((16,8),0,0)"},
    {"c1", 'S', -1, "", "((8,4),((2,4),1),(2,2)):((1,32),((16,128),0),(8,512))"},
    {"c1", 'D', -1, "", "((4,8),(8,1),(2,2)):((128,1),(16,0),(8,512))"},
    {"c1", 'S', 0, "0", "(((2,4),1),2,2):(((16,128),0),8,512)"},
    {"c1", 'D', 0, "0", "((8,1),2,2):((16,0),8,512)"},
    {"c1", 'S', 9, "33", "(((2,4),1),2,2):(((16,128),0),8,512)"},
    {"c1", 'D', 9, "130", "((8,1),2,2):((16,0),8,512)"},
    {"c1", 'S', 31, "103", "(((2,4),1),2,2):(((16,128),0),8,512)"},
    {"c1", 'D', 31, "391", "((8,1),2,2):((16,0),8,512)"},
    {"c2", 'S', -1, "", "((16,8),(2,1),(2,2)):((32,2),(1,0),(512,16))"},
    {"c2", 'D', -1, "", "((16,8),(2,1),(2,2)):((32,2),(1,0),(512,16))"},
    {"c2", 'S', 0, "0", "((2,1),2,2):((1,0),512,16)"},
    {"c2", 'D', 0, "0", "((2,1),2,2):((1,0),512,16)"},
    {"c2", 'S', 17, "34", "((2,1),2,2):((1,0),512,16)"},
    {"c2", 'D', 17, "34", "((2,1),2,2):((1,0),512,16)"},
    {"c2", 'S', 127, "494", "((2,1),2,2):((1,0),512,16)"},
    {"c2", 'D', 127, "494", "((2,1),2,2):((1,0),512,16)"},
    {"c3", 'S', -1, "", "((16,2,2,2),(8,1),(1,1)):((1,256,16,0),(32,0),(0,0))"},
    {"c3", 'D', -1, "", "((4,8,2,2),((2,2,2),1),(1,1)):((64,1,16,0),((32,8,256),0),(0,0))"},
    {"c3", 'S', 0, "0", "((8,1),1,1):((32,0),0,0)"},
    {"c3", 'D', 0, "0", "(((2,2,2),1),1,1):(((32,8,256),0),0,0)"},
    {"c3", 'S', 64, "0", "((8,1),1,1):((32,0),0,0)"},
    {"c3", 'D', 64, "0", "(((2,2,2),1),1,1):(((32,8,256),0),0,0)"},
    {"c3", 'S', 127, "287", "((8,1),1,1):((32,0),0,0)"},
    {"c3", 'D', 127, "215", "(((2,2,2),1),1,1):(((32,8,256),0),0,0)"},
};
// clang-format on

const Tiled &tiledNamed(std::string_view name) {
  for (const Tiled &t : kTiled)
    if (t.name == name)
      return t;
  ADD_FAILURE() << "no tiled atom " << name;
  return kTiled.front();
}

/// The expression for a printed line, e.g. partition_A(make_tiled_mma(...),
/// 37, (64,32):(32,1)).
std::string expressionOf(const Printed &p) {
  const Tiled &t = tiledNamed(p.tiled);
  bool mma = std::string_view("ABC").find(p.operand) != std::string_view::npos;
  std::string args = std::string(t.expr) + ", " +
                     (p.thread >= 0 ? std::to_string(p.thread) + ", " : "") +
                     t.tensor.at(p.operand);
  std::string name = p.thread >= 0 ? "partition_" : mma ? "thrfrg_" : "tidfrg_";
  return name + p.operand + "(" + args + ")";
}

std::string printed(const Result<Value> &v) {
  return v ? print(*v) : "error: " + v.error().message;
}

TEST(TiledPartitionTest, LayoutsEqualCpp) {
  for (const Printed &p : kCpp) {
    std::string expr = expressionOf(p);
    EXPECT_EQ(printed(evaluateExpression(expr)), p.layout) << expr;
  }
}

Layout layoutOf(const char *text) { return std::get<Layout>(*parseValue(text)); }

const char *kMma16 = "SM80_16x8x16_F32F16F16F32_TN";

/// The tiled MMAs of kTiled through the C++ API of TiledMma.h.
Result<TiledMma> mmaNamed(std::string_view name) {
  if (name == "m1")
    return makeTiledMma(kMma16, layoutOf("1:0"), std::nullopt);
  if (name == "m2")
    return makeTiledMma(kMma16, layoutOf("(2,2,1):(1,2,0)"),
                        std::get<Tile>(*parseValue("[32;32;16]")));
  return makeTiledMma("SM80_16x8x8_F32F16F16F32_TN", layoutOf("(1,2,1):(1,1,0)"), std::nullopt);
}

/// The tiled copies of kTiled through the C++ API of TiledCopy.h.
Result<TiledCopy> copyNamed(std::string_view name) {
  const char *ldsm = "SM75_U32x4_LDSM_N, half_t";
  if (name == "c1")
    return makeTiledCopy(ldsm, layoutOf("(8,4):(4,1)"), layoutOf("(1,8):(8,1)"));
  if (name == "c2")
    return makeTiledCopy("UniversalCopy<uint32_t>, half_t", layoutOf("(16,8):(1,16)"),
                         layoutOf("(1,2):(1,1)"));
  CUTE_TRY(mma, mmaNamed("m2"));
  return makeTiledCopyFor(ldsm, mma, 'A');
}

/// A thread's fragment with its offset (the expression gives the layout
/// only).
Result<Fragment> partitionOf(const Printed &p) {
  Layout tensor = layoutOf(tiledNamed(p.tiled).tensor.at(p.operand));
  if (p.tiled[0] == 'm') {
    CUTE_TRY(mma, mmaNamed(p.tiled));
    return partition(mma, p.operand, p.thread, tensor);
  }
  CUTE_TRY(copy, copyNamed(p.tiled));
  return partition(copy, p.operand, p.thread, tensor);
}

TEST(TiledPartitionTest, OffsetsEqualCpp) {
  for (const Printed &p : kCpp) {
    if (p.thread < 0)
      continue;
    Result<Fragment> f = partitionOf(p);
    ASSERT_TRUE(f) << expressionOf(p) << ": " << f.error().message;
    EXPECT_EQ(print(f->offset), p.offset) << expressionOf(p);
    EXPECT_EQ(print(f->layout), p.layout) << expressionOf(p);
  }
}

TEST(TiledPartitionTest, ThreadOutsideTheTiledAtomIsAnError) {
  Result<Value> v = evaluateExpression(
      "partition_C(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN), 32, (16,8):(1,16))");
  ASSERT_FALSE(v);
  EXPECT_EQ(v.error().message,
            "get_slice: thread index 32 is outside the 32 threads of the tiled MMA");
  v = evaluateExpression("tidfrg_S(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, "
                         "(16,8):(1,16), (1,2):(1,1)), 64:1)");
  ASSERT_FALSE(v);
  EXPECT_EQ(v.error().message, "tidfrg_S: the layout 64:1 has fewer modes than the tile (16,16)");
}

} // namespace
