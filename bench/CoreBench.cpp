//===- CoreBench.cpp - Google Benchmark suites of the reference algebra ---===//
//
// Run: build/bin/cute-bench  (see --benchmark_filter, --benchmark_repetitions)
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledExecution.h"

#include <benchmark/benchmark.h>

using namespace cute::core;

namespace {

Layout layout(const char *text) { return std::get<Layout>(*parseValue(text)); }
Tiler tiler(const char *text) {
  Value v = *parseValue(text);
  if (auto *l = std::get_if<Layout>(&v))
    return Tiler::ofLayout(*l);
  return std::get<Tile>(v).tiler;
}

// A 128x128 column-major tile and a 64x64 tiler; a swizzled 64x8 atom.
const char *kTile = "(128,128):(1,128)";
const char *kTiler = "[64:1;64:1]";

void BM_Composition(benchmark::State &state) {
  Layout a = layout("(128,(8,16)):(1,(128,1024))"), b = layout("((32,4),(8,16)):((4,1),(128,1024))");
  for (auto _ : state)
    benchmark::DoNotOptimize(composition(a, b));
}
BENCHMARK(BM_Composition);

void BM_LogicalDivide128By64(benchmark::State &state) {
  Layout a = layout(kTile);
  Tiler t = tiler(kTiler);
  for (auto _ : state)
    benchmark::DoNotOptimize(logicalDivide(a, t));
}
BENCHMARK(BM_LogicalDivide128By64);

void BM_Complement(benchmark::State &state) {
  Layout a = layout("(4,(2,8)):(2,(1,64))");
  for (auto _ : state)
    benchmark::DoNotOptimize(complement(a, IntTuple::of(4096)));
}
BENCHMARK(BM_Complement);

void BM_RightInverse(benchmark::State &state) {
  Layout a = layout("((8,8),(4,2)):((16,128),(1,4))");
  for (auto _ : state)
    benchmark::DoNotOptimize(rightInverse(a));
}
BENCHMARK(BM_RightInverse);

/// layout_eval over the whole domain of a divided 128x128 tile.
void BM_LayoutEvalDomainDivided(benchmark::State &state) {
  Layout d = *zippedDivide(layout(kTile), tiler(kTiler));
  int64_t n = size(d)->value();
  for (auto _ : state)
    for (int64_t i = 0; i < n; ++i)
      benchmark::DoNotOptimize(evaluate(d, IntTuple::of(i)));
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_LayoutEvalDomainDivided);

/// The same domain walked incrementally (evaluateDomain, one addition per
/// point): the path the tiled executor takes.
void BM_EvaluateDomainDivided(benchmark::State &state) {
  Layout d = *zippedDivide(layout(kTile), tiler(kTiler));
  int64_t n = size(d)->value();
  for (auto _ : state)
    benchmark::DoNotOptimize(evaluateDomain(d));
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_EvaluateDomainDivided);

/// The arithmetic-tuple values of a 128x128 identity layout, as crd2idx
/// gives them point by point and as DomainWalk walks them: the two paths of
/// `layout_eval(L)` over a whole domain.
constexpr const char *kIdentity = "(128,128):(1@0,1@1)";
void BM_LayoutEvalDomainIdentity(benchmark::State &state) {
  Layout l = layout(kIdentity);
  for (auto _ : state)
    for (int64_t i = 0; i < 128 * 128; ++i)
      benchmark::DoNotOptimize(evaluate(l, IntTuple::of(i)));
  state.SetItemsProcessed(state.iterations() * 128 * 128);
}
BENCHMARK(BM_LayoutEvalDomainIdentity);

void BM_DomainWalkIdentity(benchmark::State &state) {
  Layout l = layout(kIdentity);
  for (auto _ : state) {
    DomainWalk walk(l);
    for (int64_t i = 0; i < 128 * 128; ++i)
      benchmark::DoNotOptimize(walk.next());
  }
  state.SetItemsProcessed(state.iterations() * 128 * 128);
}
BENCHMARK(BM_DomainWalkIdentity);

/// A 64x64x32 tiled MMA (four SM80 16x8x16 atoms, 128 threads) executed
/// thread by thread: items are multiply-adds.
void BM_TiledGemm64x64x32(benchmark::State &state) {
  TiledMma mma =
      *makeTiledMma("SM80_16x8x16_F32F16F16F32_TN", layout("(2,2,1):(1,2,0)"), std::nullopt);
  auto tensor = [](ElementType t, const char *l) {
    Layout x = layout(l);
    return Tensor{t, x, std::vector<double>(size_t(size(x)->value()), 1.0)};
  };
  Tensor a = tensor(ElementType::F16, "(64,32):(1,64)"),
         b = tensor(ElementType::F16, "(64,32):(1,64)");
  for (auto _ : state) {
    Tensor c = tensor(ElementType::F32, "(64,64):(1,64)");
    benchmark::DoNotOptimize(gemm(mma, a, b, c));
  }
  state.SetItemsProcessed(state.iterations() * 64 * 64 * 32);
}
BENCHMARK(BM_TiledGemm64x64x32);

/// layout_eval over the domain of a swizzled 64x8 shared-memory atom.
void BM_LayoutEvalDomainSwizzledAtom(benchmark::State &state) {
  ComposedLayout c = std::get<ComposedLayout>(*parseValue("S<3,3,3> o 0 o (8,64):(64,1)"));
  int64_t n = 8 * 64;
  for (auto _ : state)
    for (int64_t i = 0; i < n; ++i)
      benchmark::DoNotOptimize(evaluate(c, IntTuple::of(i)));
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_LayoutEvalDomainSwizzledAtom);

/// The --batch path: parse and evaluate a small expression.
void BM_EvaluateExpression(benchmark::State &state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(evaluateExpression("logical_divide((128,128):(1,128), [32:1;16:1])"));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EvaluateExpression);

} // namespace
