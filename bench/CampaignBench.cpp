//===- CampaignBench.cpp - Differential campaign throughput ---------------===//
//
// The campaign's real mix: each iteration checks one generated structure
// (three forms in one module: interpreter, host JIT compiled once, runs
// batched in one child process) on V valuations, as `cute-fuzz` does.
// Reports cases/s and structures/s on one core; V is the argument.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Campaign.h"

#include <benchmark/benchmark.h>

namespace {

void campaignMix(benchmark::State &state) {
  unsigned valuations = unsigned(state.range(0));
  cute::campaign::Checker checker({{"jit", ""}}, valuations, 20);
  cute::fuzz::ProgramOptions options;
  uint64_t k = 0, cases = 0;
  for (auto _ : state) {
    cute::fuzz::Program p = cute::fuzz::genProgram(options)(
        rc::Random(cute::campaign::structureSeed(1, k)), rc::kNominalSize).value();
    std::mt19937_64 rng(k++);
    cute::campaign::CheckStats stats;
    benchmark::DoNotOptimize(checker.check(p, rng, stats));
    cases += stats.cases;
  }
  state.counters["cases/s"] = benchmark::Counter(double(cases), benchmark::Counter::kIsRate);
  state.counters["structures/s"] = benchmark::Counter(double(k), benchmark::Counter::kIsRate);
}
BENCHMARK(campaignMix)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond)->MinTime(5)->UseRealTime();

} // namespace
