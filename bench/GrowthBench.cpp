//===- GrowthBench.cpp - How the reference's cost grows -------------------===//
//
// Issue H asks for no quadratic surprises: each suite here runs one
// operation over inputs that grow, and reports time per point, so a flat
// column is linear growth.
//   - domain size 2^10 .. 2^24: evaluateDomain (integer strides) and
//     DomainWalk (the scaled-basis coordinates of an identity layout);
//   - nesting depth 1 .. 4 of a 2^16-point compact layout: crd2idx per
//     point and the walk.
//
// Run: build/bin/cute-bench --benchmark_filter=Growth
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <benchmark/benchmark.h>

using namespace cute::core;

namespace {

/// (2^(k/2), 2^(k - k/2)) with the given strides: 2^k points.
Layout square(int k, IntTuple d0, IntTuple d1) {
  IntTuple shape = IntTuple::tuple(
      {IntTuple::of(int64_t(1) << (k / 2)), IntTuple::of(int64_t(1) << (k - k / 2))});
  return Layout{shape, IntTuple::tuple({std::move(d0), std::move(d1)})};
}

void BM_GrowthEvaluateDomainSize(benchmark::State &state) {
  int k = int(state.range(0));
  Layout l = square(k, IntTuple::of(int64_t(1) << (k - k / 2)), IntTuple::of(1));
  for (auto _ : state)
    benchmark::DoNotOptimize(evaluateDomain(l));
  state.SetItemsProcessed(state.iterations() << k);
}
BENCHMARK(BM_GrowthEvaluateDomainSize)->DenseRange(10, 24, 2)->Unit(benchmark::kMillisecond);

void BM_GrowthDomainWalkSize(benchmark::State &state) {
  int k = int(state.range(0));
  Layout l = square(k, IntTuple::basis(1, {0}), IntTuple::basis(1, {1}));
  for (auto _ : state) {
    DomainWalk walk(l);
    for (int64_t i = 0; i < (int64_t(1) << k); ++i)
      benchmark::DoNotOptimize(walk.next());
  }
  state.SetItemsProcessed(state.iterations() << k);
}
BENCHMARK(BM_GrowthDomainWalkSize)->DenseRange(10, 24, 2)->Unit(benchmark::kMillisecond);

/// 16 extent-2 modes, paired depth - 1 times ((2,2),(2,2),... at depth 2),
/// with compact column-major strides: 2^16 points at every depth.
Layout nestedCompact(int depth) {
  IntTuple shape = IntTuple::tuple(std::vector<IntTuple>(16, IntTuple::of(2)));
  for (int d = 1; d < depth; ++d)
    for (int64_t i = 0; i + 1 < int64_t(shape.rank()); ++i)
      shape = *group(shape, i, i + 2);
  return *makeLayout(shape);
}

void BM_GrowthCrd2idxDepth(benchmark::State &state) {
  Layout l = nestedCompact(int(state.range(0)));
  for (auto _ : state)
    for (int64_t i = 0; i < 65536; ++i)
      benchmark::DoNotOptimize(evaluate(l, IntTuple::of(i)));
  state.SetItemsProcessed(state.iterations() * 65536);
}
BENCHMARK(BM_GrowthCrd2idxDepth)->DenseRange(1, 4)->Unit(benchmark::kMillisecond);

void BM_GrowthDomainWalkDepth(benchmark::State &state) {
  Layout l = nestedCompact(int(state.range(0)));
  for (auto _ : state) {
    DomainWalk walk(l);
    for (int64_t i = 0; i < 65536; ++i)
      benchmark::DoNotOptimize(walk.next());
  }
  state.SetItemsProcessed(state.iterations() * 65536);
}
BENCHMARK(BM_GrowthDomainWalkDepth)->DenseRange(1, 4)->Unit(benchmark::kMillisecond);

} // namespace
