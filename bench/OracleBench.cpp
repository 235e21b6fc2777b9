//===- OracleBench.cpp - Throughput of the interpreter and the host JIT ---===//
//
// Cases per second for the differential harness: one program structure run
// on many valuations (compile once, run many), and many structures (each
// prepared anew and run once).
//
// Run: build/bin/cute-oracle-bench  (see --benchmark_filter)
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/LayoutProgram.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <benchmark/benchmark.h>

namespace {

using BackendFactory = std::unique_ptr<cute::oracle::Backend> (*)();

std::unique_ptr<cute::oracle::Backend> interpreter() {
  return cute::oracle::makeInterpreterBackend();
}

mlir::DialectRegistry registry() {
  mlir::DialectRegistry r;
  cute::oracle::registerBackendDialects(r);
  return r;
}

/// One structure prepared once, run on a fresh valuation per iteration.
void oneStructure(benchmark::State &state, BackendFactory make) {
  mlir::MLIRContext ctx(registry());
  std::mt19937_64 rng(7);
  cute::fuzz::LayoutProgram p = cute::fuzz::generateLayoutProgram(rng);
  auto module = mlir::parseSourceString<mlir::ModuleOp>(p.source, &ctx);
  auto backend = make();
  if (!module || mlir::failed(backend->prepare(*module))) {
    state.SkipWithError("cannot prepare the program");
    return;
  }
  std::vector<std::vector<int64_t>> valuations;
  for (int i = 0; i < 1024; ++i)
    valuations.push_back(cute::fuzz::generateValuation(p, rng));
  size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(backend->run("case", valuations[i++ % valuations.size()]));
  state.SetItemsProcessed(state.iterations());
}

/// A new structure per iteration: parse, prepare (lower and JIT), run once.
void manyStructures(benchmark::State &state, BackendFactory make) {
  mlir::MLIRContext ctx(registry());
  std::mt19937_64 rng(11);
  for (auto _ : state) {
    cute::fuzz::LayoutProgram p = cute::fuzz::generateLayoutProgram(rng);
    auto module = mlir::parseSourceString<mlir::ModuleOp>(p.source, &ctx);
    auto backend = make();
    if (!module || mlir::failed(backend->prepare(*module))) {
      state.SkipWithError("cannot prepare a program");
      return;
    }
    benchmark::DoNotOptimize(backend->run("case", cute::fuzz::generateValuation(p, rng)));
  }
  state.SetItemsProcessed(state.iterations());
}

} // namespace

BENCHMARK_CAPTURE(oneStructure, interpreter, interpreter);
BENCHMARK_CAPTURE(oneStructure, jit, cute::oracle::makeJitBackend);
BENCHMARK_CAPTURE(manyStructures, interpreter, interpreter);
BENCHMARK_CAPTURE(manyStructures, jit, cute::oracle::makeJitBackend)->Unit(benchmark::kMillisecond);
