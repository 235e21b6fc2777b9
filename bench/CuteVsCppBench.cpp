//===- CuteVsCppBench.cpp - interp/core side by side with CuTe C++ --------===//
//
// Issue H's table, measured in one run: each row times an operation of
// interp/core and the same operation in CuTe C++ (include/cute/ of a CUTLASS
// checkout, host-only), every leaf a run-time `int` where C++ allows it, and
// prints the ratio. Built only when CMake is given
// -DCUTE_CPP_INCLUDE=<cutlass>/include (bench/CMakeLists.txt); nothing of
// CUTLASS is in this repository.
//
// The inputs are bench/CoreBench.cpp's. complement: C++ complements a layout
// with run-time strides only at rank 1, so its strides are static there.
//
// Run: build/bin/cute-vs-cpp-bench [--benchmark_min_time=...]
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <benchmark/benchmark.h>
#include <cute/layout.hpp>

#include <cstdio>
#include <map>
#include <string>

namespace {

namespace core = cute::core;

core::Layout coreLayout(const char *text) {
  return std::get<core::Layout>(*core::parseValue(text));
}
core::Tiler coreTiler(const char *text) {
  return std::get<core::Tile>(*core::parseValue(text)).tiler;
}

/// A run-time int the optimiser cannot see through.
int runtime(int v) {
  benchmark::DoNotOptimize(v);
  return v;
}

// composition (128,(8,16)):(1,(128,1024)) o ((32,4),(8,16)):((4,1),(128,1024))
void composition_core(benchmark::State &state) {
  core::Layout a = coreLayout("(128,(8,16)):(1,(128,1024))"),
               b = coreLayout("((32,4),(8,16)):((4,1),(128,1024))");
  for (auto _ : state)
    benchmark::DoNotOptimize(core::composition(a, b));
}
void composition_cpp(benchmark::State &state) {
  using namespace cute;
  auto a = make_layout(make_shape(runtime(128), make_shape(runtime(8), runtime(16))),
                       make_stride(runtime(1), make_stride(runtime(128), runtime(1024))));
  auto b = make_layout(
      make_shape(make_shape(runtime(32), runtime(4)), make_shape(runtime(8), runtime(16))),
      make_stride(make_stride(runtime(4), runtime(1)), make_stride(runtime(128), runtime(1024))));
  for (auto _ : state) {
    benchmark::DoNotOptimize(a); // opaque each time: nothing hoisted out of the loop
    benchmark::DoNotOptimize(b);
    benchmark::DoNotOptimize(composition(a, b));
  }
}

/// (128,128):(1,128) and the tile [64:1;64:1], run-time ints in C++.
auto cppTile() {
  using namespace cute;
  return make_layout(make_shape(runtime(128), runtime(128)), make_stride(runtime(1), runtime(128)));
}
auto cppTiler() {
  using namespace cute;
  return make_tile(Layout<int, int>(runtime(64), runtime(1)),
                   Layout<int, int>(runtime(64), runtime(1)));
}

void logical_divide_core(benchmark::State &state) {
  core::Layout a = coreLayout("(128,128):(1,128)");
  core::Tiler t = coreTiler("[64:1;64:1]");
  for (auto _ : state)
    benchmark::DoNotOptimize(core::logicalDivide(a, t));
}
void logical_divide_cpp(benchmark::State &state) {
  auto a = cppTile();
  auto t = cppTiler();
  for (auto _ : state) {
    benchmark::DoNotOptimize(a);
    benchmark::DoNotOptimize(t);
    benchmark::DoNotOptimize(cute::logical_divide(a, t));
  }
}

// complement (4,(2,8)):(2,(1,64)) with cotarget 4096
void complement_core(benchmark::State &state) {
  core::Layout a = coreLayout("(4,(2,8)):(2,(1,64))");
  for (auto _ : state)
    benchmark::DoNotOptimize(core::complement(a, core::IntTuple::of(4096)));
}
void complement_cpp(benchmark::State &state) {
  using namespace cute;
  auto a = make_layout(make_shape(runtime(4), make_shape(runtime(2), runtime(8))),
                       make_stride(Int<2>{}, make_stride(Int<1>{}, Int<64>{})));
  int cotarget = runtime(4096);
  for (auto _ : state) {
    benchmark::DoNotOptimize(a);
    benchmark::DoNotOptimize(cotarget);
    benchmark::DoNotOptimize(complement(a, cotarget));
  }
}

// layout_eval over zipped_divide((128,128):(1,128), [64:1;64:1]), per
// coordinate: crd2idx point by point; DomainWalk, as layout_eval(L) takes
// it (an IntTuple per point); evaluateDomain, the integer walk of the tiled
// executor; C++'s L(i).
constexpr int64_t kPoints = 128 * 128;
void layout_eval_core(benchmark::State &state) {
  core::Layout d = *core::zippedDivide(coreLayout("(128,128):(1,128)"), coreTiler("[64:1;64:1]"));
  for (auto _ : state)
    for (int64_t i = 0; i < kPoints; ++i)
      benchmark::DoNotOptimize(core::evaluate(d, core::IntTuple::of(i)));
  state.SetItemsProcessed(state.iterations() * kPoints);
}
void layout_eval_walk_core(benchmark::State &state) {
  core::Layout d = *core::zippedDivide(coreLayout("(128,128):(1,128)"), coreTiler("[64:1;64:1]"));
  for (auto _ : state) {
    core::DomainWalk walk(d);
    for (int64_t i = 0; i < kPoints; ++i)
      benchmark::DoNotOptimize(walk.next());
  }
  state.SetItemsProcessed(state.iterations() * kPoints);
}
void layout_eval_domain_core(benchmark::State &state) {
  core::Layout d = *core::zippedDivide(coreLayout("(128,128):(1,128)"), coreTiler("[64:1;64:1]"));
  for (auto _ : state)
    benchmark::DoNotOptimize(core::evaluateDomain(d));
  state.SetItemsProcessed(state.iterations() * kPoints);
}
void layout_eval_cpp(benchmark::State &state) {
  auto d = cute::zipped_divide(cppTile(), cppTiler());
  for (auto _ : state) {
    benchmark::DoNotOptimize(d);
    for (int i = 0; i < int(kPoints); ++i)
      benchmark::DoNotOptimize(d(i));
  }
  state.SetItemsProcessed(state.iterations() * kPoints);
}

BENCHMARK(composition_core);
BENCHMARK(composition_cpp);
BENCHMARK(logical_divide_core);
BENCHMARK(logical_divide_cpp);
BENCHMARK(complement_core);
BENCHMARK(complement_cpp);
BENCHMARK(layout_eval_core);
BENCHMARK(layout_eval_walk_core);
BENCHMARK(layout_eval_domain_core);
BENCHMARK(layout_eval_cpp);

/// The console output, then a table: per row, ns per operation (per
/// coordinate for layout_eval) of interp/core and C++, and their ratio.
class RatioReporter : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run &run : runs) {
      double ns = run.GetAdjustedCPUTime();
      if (auto items = run.counters.find("items_per_second"); items != run.counters.end())
        ns = 1e9 / items->second.value;
      nsPerOp[run.benchmark_name()] = ns;
    }
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\n| operation | interp/core | CuTe C++ (run-time ints) | ratio |\n"
                "|---|---|---|---|\n");
    printRow("composition", "composition");
    printRow("logical_divide", "logical_divide");
    printRow("complement", "complement");
    printRow("layout_eval, crd2idx per point", "layout_eval");
    printRow("layout_eval(L), DomainWalk per point", "layout_eval_walk", "layout_eval");
    printRow("evaluateDomain per point", "layout_eval_domain", "layout_eval");
  }

private:
  /// One row: <core>_core against <cpp>_cpp (the same name by default); a
  /// row whose benchmarks were filtered out is left out. With repetitions,
  /// the last one counts.
  void printRow(const char *label, const std::string &core, std::string cpp = "") {
    auto ours = nsPerOp.find(core + "_core"),
         theirs = nsPerOp.find((cpp.empty() ? core : cpp) + "_cpp");
    if (ours == nsPerOp.end() || theirs == nsPerOp.end())
      return;
    std::printf("| %s | %.1f ns | %.1f ns | %.1fx |\n", label, ours->second, theirs->second,
                ours->second / theirs->second);
  }
  std::map<std::string, double> nsPerOp;
};

} // namespace

int main(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
