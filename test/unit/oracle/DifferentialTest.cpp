//===- DifferentialTest.cpp - Interpreter vs host JIT on random programs --===//
//
// Each RapidCheck case is one program structure (fuzz/LayoutProgram): a
// layout with random static and dynamic leaves, evaluated by size, cosize,
// idx2crd, crd2idx, layout_eval and coalesce, plus composition, complement
// and logical_divide of static layouts evaluated at a run-time coordinate.
// The structure is compiled once per backend and run on kValuations random
// valuations of its dynamic leaves; both backends must print the same.
// RapidCheck prints the seed and a reproduce string on failure; the failing
// program and valuation are logged.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/LayoutProgram.h"
#include "cute-oracle/Oracle/Compare.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

constexpr int kValuations = 64;

mlir::DialectRegistry registry() {
  mlir::DialectRegistry r;
  cute::oracle::registerBackendDialects(r);
  return r;
}

std::string argsText(const std::vector<int64_t> &args) {
  std::string s;
  for (int64_t a : args) {
    if (!s.empty())
      s += ',';
    s += std::to_string(a);
  }
  return s;
}

/// Parses a generated program; generation bugs show up as a parse error.
mlir::OwningOpRef<mlir::ModuleOp> parse(mlir::MLIRContext &ctx, const std::string &source) {
  std::string diagnostics;
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(source, &ctx);
  RC_LOG() << diagnostics;
  return module;
}

/// Parses `source` and prepares it on both backends; the module must
/// outlive their runs.
mlir::OwningOpRef<mlir::ModuleOp> prepareOnBoth(mlir::MLIRContext &ctx, const std::string &source,
                                                cute::oracle::Backend &interp,
                                                cute::oracle::Backend &jit) {
  mlir::OwningOpRef<mlir::ModuleOp> module = parse(ctx, source);
  RC_ASSERT(bool(module));
  RC_ASSERT(mlir::succeeded(interp.prepare(*module)));
  RC_ASSERT(mlir::succeeded(jit.prepare(*module)));
  return module;
}

using Valuation = std::vector<int64_t> (*)(const cute::fuzz::LayoutProgram &, std::mt19937_64 &);

/// Runs `p`, prepared on both backends, on kValuations valuations drawn by
/// `valuation`; both must print the same and succeed or fail alike. Gives
/// how many runs the interpreter completed.
int runValuations(const cute::fuzz::LayoutProgram &p, cute::oracle::Backend &interp,
                  cute::oracle::Backend &jit, std::mt19937_64 &rng, Valuation valuation) {
  int completed = 0;
  for (int v = 0; v < kValuations; ++v) {
    std::vector<int64_t> args = valuation(p, rng);
    cute::oracle::RunOutput expected = interp.run("case", args);
    completed += expected.ok();
    cute::oracle::RunOutput actual = jit.run("case", args);
    std::optional<std::string> diff =
        cute::oracle::describeDifference("interpreter", expected, "jit", actual);
    if (diff)
      RC_LOG() << "args " << argsText(args) << "\n" << *diff;
    RC_ASSERT(!diff);
  }
  return completed;
}

} // namespace

// Every generated program verifies and runs on the interpreter.
TEST(LayoutPrograms, VerifyAndRunOnTheInterpreter) {
  mlir::MLIRContext ctx(registry());
  std::mt19937_64 rng(2026);
  int runTimeCompositions = 0, runTimeDivides = 0;
  for (int i = 0; i < 200; ++i) {
    cute::fuzz::LayoutProgram p = cute::fuzz::generateLayoutProgram(rng);
    runTimeCompositions += p.source.find("cute.composition(%L") != std::string::npos;
    runTimeDivides += p.source.find("cute.logical_divide(%L") != std::string::npos;
    mlir::OwningOpRef<mlir::ModuleOp> module = parse(ctx, p.source);
    ASSERT_TRUE(module) << p.source;
    auto interp = cute::oracle::makeInterpreterBackend();
    ASSERT_TRUE(mlir::succeeded(interp->prepare(*module)));
    std::vector<int64_t> args = cute::fuzz::generateValuation(p, rng);
    cute::oracle::RunOutput out = interp->run("case", args);
    ASSERT_TRUE(out.ok()) << out.error << "\nargs " << argsText(args) << "\n" << p.source;
    EXPECT_NE(out.printed.find('\n'), std::string::npos);
  }
  // The run-time algebra is exercised, not mostly skipped as ill-typed.
  EXPECT_GT(runTimeCompositions, 100);
  EXPECT_GT(runTimeDivides, 100);
}

RC_GTEST_PROP(Differential, InterpreterAndJitPrintTheSame, (uint64_t seed)) {
  std::mt19937_64 rng(seed);
  cute::fuzz::LayoutProgram p = cute::fuzz::generateLayoutProgram(rng);
  RC_LOG() << "program:\n" << p.source;
  mlir::MLIRContext ctx(registry());
  auto interp = cute::oracle::makeInterpreterBackend();
  auto jit = cute::oracle::makeJitBackend();
  mlir::OwningOpRef<mlir::ModuleOp> module = prepareOnBoth(ctx, p.source, *interp, *jit);
  // Small valuations never fail.
  RC_ASSERT(runValuations(p, *interp, *jit, rng, cute::fuzz::generateValuation) == kValuations);
  // The same case with the first valuation's leaves static: compiled with
  // the values folded, it must print the same on both backends too.
  std::vector<int64_t> args = cute::fuzz::generateValuation(p, rng);
  cute::fuzz::LayoutProgram fixed = cute::fuzz::staticVariant(p, args);
  RC_LOG() << "static variant:\n" << fixed.source;
  mlir::OwningOpRef<mlir::ModuleOp> staticModule = prepareOnBoth(ctx, fixed.source, *interp, *jit);
  std::vector<int64_t> index{args.back()};
  cute::oracle::RunOutput expected = interp->run("case", index);
  RC_ASSERT(expected.ok());
  std::optional<std::string> diff = cute::oracle::describeDifference(
      "interpreter", expected, "jit", jit->run("case", index));
  if (diff)
    RC_LOG() << "static variant, index " << args.back() << "\n" << *diff;
  RC_ASSERT(!diff);
}

// Near the int64 limits (64-bit leaves, magnitudes up to 2^40, indices up
// to 2^62) the backends fail alike: where the interpreter's checked
// arithmetic reports an overflow, lowered code asserts one at the same op,
// after printing the same lines; elsewhere both print the same values.
RC_GTEST_PROP(Differential, BackendsAgreeNearTheInt64Limits, (uint64_t seed)) {
  std::mt19937_64 rng(seed);
  cute::fuzz::LayoutProgram p = cute::fuzz::generateLayoutProgram(rng, 64);
  RC_LOG() << "program:\n" << p.source;
  mlir::MLIRContext ctx(registry());
  auto interp = cute::oracle::makeInterpreterBackend();
  auto jit = cute::oracle::makeJitBackend();
  mlir::OwningOpRef<mlir::ModuleOp> module = prepareOnBoth(ctx, p.source, *interp, *jit);
  int completed = runValuations(p, *interp, *jit, rng, cute::fuzz::generateWideValuation);
  RC_TAG(completed == kValuations ? "no overflow" : completed == 0 ? "all overflow" : "mixed");
}
