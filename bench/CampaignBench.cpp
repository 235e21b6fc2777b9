//===- CampaignBench.cpp - Differential campaign throughput ---------------===//
//
// The campaign's real mix: each iteration checks one generated structure
// (three forms in one module: interpreter, host JIT compiled once, runs
// batched in one child process) on V valuations, as `cute-fuzz` does.
// Reports cases/s and structures/s on one core; V is the argument.
// interpreterMix isolates the campaign's largest per-case cost: the
// interpreter running the same mix (Arguments form, prepared once).
// interpreterMixFixed runs it on a fixed set of structures (0..31), so two
// builds can be compared by instruction counts where wall time is noisy:
//   valgrind --tool=callgrind --toggle-collect='*Backend::runBatch*'
//   cute-campaign-bench --benchmark_filter=interpreterMixFixed
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

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
    cases += stats.counts.compared;
  }
  state.counters["cases/s"] = benchmark::Counter(double(cases), benchmark::Counter::kIsRate);
  state.counters["structures/s"] = benchmark::Counter(double(k), benchmark::Counter::kIsRate);
}
BENCHMARK(campaignMix)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond)->MinTime(5)->UseRealTime();

/// The interpreter alone on the campaign mix: per iteration one structure
/// of at most N ops (N = 6, cute-fuzz's default; 1 to 64 to see how the
/// cost grows with the program) in the Arguments form, prepared once and
/// run on V valuations; only preparing and running are timed. Counters:
/// runs/s and the mean number of program nodes (ops and their inputs) per
/// structure that parsed.
void interpreterMix(benchmark::State &state) {
  unsigned valuations = unsigned(state.range(0));
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  cute::fuzz::ProgramOptions options;
  options.maxOps = int(state.range(1));
  uint64_t k = 0, runs = 0, nodes = 0;
  uint64_t structures = 0;
  for (auto _ : state) {
    state.PauseTiming(); // generation, printing and parsing are not timed
    cute::fuzz::Program p = cute::fuzz::genProgram(options)(
        rc::Random(cute::campaign::structureSeed(1, k)), rc::kNominalSize).value();
    std::mt19937_64 rng(k++);
    auto module = mlir::parseSourceString<mlir::ModuleOp>(
        cute::fuzz::writeProgram(p, cute::fuzz::Form::Arguments), &ctx);
    std::vector<std::vector<int64_t>> args;
    std::vector<int64_t> witness = p.witness();
    for (unsigned i = 0; module && i < valuations; ++i)
      args.push_back(cute::fuzz::randomValuation(witness, p.width, rng));
    state.ResumeTiming();
    if (!module)
      continue;
    auto interp = cute::oracle::makeInterpreterBackend();
    (void)interp->prepare(*module);
    benchmark::DoNotOptimize(interp->runBatch("case", args));
    runs += args.size();
    nodes += p.nodes.size();
    ++structures;
  }
  state.counters["runs/s"] = benchmark::Counter(double(runs), benchmark::Counter::kIsRate);
  state.counters["nodes"] = structures ? double(nodes) / double(structures) : 0.0;
}
BENCHMARK(interpreterMix)
    ->Args({1024, 6})
    ->Args({64, 1})
    ->Args({64, 4})
    ->Args({64, 16})
    ->Args({64, 64})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(5);
BENCHMARK(interpreterMix)
    ->Name("interpreterMixFixed")
    ->Args({1024, 6})
    ->Iterations(32)
    ->Unit(benchmark::kMillisecond);

} // namespace
