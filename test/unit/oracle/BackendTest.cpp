//===- BackendTest.cpp - The host JIT and interpreter backends in-process -===//
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace {

// Prints its argument, asserts that it is non-zero, prints it again.
constexpr const char *kAssertingProgram = R"(
func.func @main(%x: i32) {
  cute.print(%x) : i32
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi ne, %x, %c0 : i32
  cf.assert %ok, "x is zero"
  cute.print(%x) : i32
  return
}
)";

// The mode of a layout built from its arguments, then the layout as the
// outer part of a composed layout: the core operations take size's operand
// with its mode attribute, and make_composed_layout_raw's operands (outer,
// inner, offset) as (inner, offset, outer).
constexpr const char *kLayoutProgram = R"mlir(
func.func @main(%n: i32, %m: i32) {
  %s = cute.make_shape(%n, %m) : (i32, i32) -> !cute.shape<"(?,(4,?))">
  %st = cute.make_stride(%n) : (i32) -> !cute.stride<"(1,(?,8))">
  %l = cute.make_layout(%s, %st) : (!cute.shape<"(?,(4,?))">, !cute.stride<"(1,(?,8))">) -> !cute.layout<"(?,(4,?)):(1,(?,8))">
  %z = cute.size<[1]>(%l) : (!cute.layout<"(?,(4,?)):(1,(?,8))">) -> !cute.int_tuple<"?">
  cute.print(%z) : !cute.int_tuple<"?">
  %sw = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  %off = cute.static : !cute.int_tuple<"0">
  %c = cute.make_composed_layout_raw(%l, %sw, %off) : (!cute.layout<"(?,(4,?)):(1,(?,8))">, !cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"0">) -> !cute.composed_layout<"S<2,1,2> o 0 o (?,(4,?)):(1,(?,8))">
  cute.print(%c) : !cute.composed_layout<"S<2,1,2> o 0 o (?,(4,?)):(1,(?,8))">
  return
}
)mlir";

/// kAssertingProgram, prepared on the host JIT and on the interpreter.
struct AssertingProgram : ::testing::Test {
  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<cute::oracle::Backend> jit = cute::oracle::makeJitBackend();
  std::unique_ptr<cute::oracle::Backend> interp = cute::oracle::makeInterpreterBackend();

  void SetUp() override {
    cute::oracle::registerBackendDialects(registry);
    ctx = std::make_unique<mlir::MLIRContext>(registry);
    module = mlir::parseSourceString<mlir::ModuleOp>(kAssertingProgram, ctx.get());
    ASSERT_TRUE(module);
    ASSERT_TRUE(mlir::succeeded(jit->prepare(*module)));
    ASSERT_TRUE(mlir::succeeded(interp->prepare(*module)));
  }
};

} // namespace

// A passing cf.assert prints nothing of its own.
TEST_F(AssertingProgram, JitPassingAssertionPrintsNothing) {
  cute::oracle::RunOutput out = jit->run("main", {5});
  EXPECT_TRUE(out.ok()) << out.error;
  EXPECT_EQ(out.printed, "5\n5\n");
}

// A failed cf.assert (puts + abort in LLVM) ends the run, not the process:
// its message becomes the run's error and the output before it is kept.
TEST_F(AssertingProgram, JitFailedAssertionEndsOnlyTheRun) {
  cute::oracle::RunOutput out = jit->run("main", {0});
  EXPECT_FALSE(out.ok());
  EXPECT_EQ(out.error, "assertion failed: x is zero");
  EXPECT_EQ(out.printed, "0\n");
  cute::oracle::RunOutput again = jit->run("main", {7});
  EXPECT_TRUE(again.ok()) << again.error;
  EXPECT_EQ(again.printed, "7\n7\n");
}

// abort() called without a preceding assertion message still ends only the
// run.
TEST(JitBackend, BareAbortEndsOnlyTheRun) {
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  auto module = mlir::parseSourceString<mlir::ModuleOp>(R"(
    llvm.func @abort()
    func.func @main() {
      llvm.call @abort() : () -> ()
      return
    }
  )",
                                                        &ctx);
  ASSERT_TRUE(module);
  auto jit = cute::oracle::makeJitBackend();
  ASSERT_TRUE(mlir::succeeded(jit->prepare(*module)));
  cute::oracle::RunOutput out = jit->run("main", {});
  EXPECT_FALSE(out.ok());
  EXPECT_EQ(out.error, "the program called abort()");
}

// The interpreter's failing run gives its first error's message and the
// output before it, and the next run goes on. A run turns off the note that
// prints the failing op (it keeps only the message) and must give the
// context's setting back as it found it, whichever it was.
TEST_F(AssertingProgram, InterpreterFailedRunKeepsTheMessageAndTheContextSetting) {
  for (bool printsOp : {true, false}) {
    ctx->printOpOnDiagnostic(printsOp);
    cute::oracle::RunOutput out = interp->run("main", {0});
    EXPECT_FALSE(out.ok());
    EXPECT_EQ(out.error, "assertion failed: x is zero");
    EXPECT_EQ(out.printed, "0\n");
    EXPECT_EQ(ctx->shouldPrintOpOnDiagnostic(), printsOp);
    cute::oracle::RunOutput again = interp->run("main", {7});
    EXPECT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.printed, "7\n7\n");
    EXPECT_EQ(ctx->shouldPrintOpOnDiagnostic(), printsOp);
  }
}

// The interpreter's batch captures diagnostics once for all its runs: each
// run keeps its own first error (none for a passing run between failing
// ones), and the context's setting is given back after the batch.
TEST_F(AssertingProgram, InterpreterBatchKeepsEachRunsOwnError) {
  for (bool printsOp : {true, false}) {
    ctx->printOpOnDiagnostic(printsOp);
    std::vector<cute::oracle::RunOutput> outs = interp->runBatch("main", {{0}, {7}, {0}});
    ASSERT_EQ(outs.size(), 3u);
    for (size_t failing : {0u, 2u}) {
      EXPECT_FALSE(outs[failing].ok());
      EXPECT_EQ(outs[failing].error, "assertion failed: x is zero");
      EXPECT_EQ(outs[failing].printed, "0\n");
    }
    EXPECT_TRUE(outs[1].ok()) << outs[1].error;
    EXPECT_EQ(outs[1].error, "");
    EXPECT_EQ(outs[1].printed, "7\n7\n");
    EXPECT_EQ(ctx->shouldPrintOpOnDiagnostic(), printsOp);
  }
}

// Runs of one module share what the interpreter planned for each op, and
// the storage of its operands: a run after others, a failed one among them,
// computes what the first run of a fresh backend does.
TEST(InterpreterBackend, RunsAfterOthersComputeWhatAFirstRunDoes) {
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  auto module = mlir::parseSourceString<mlir::ModuleOp>(kLayoutProgram, &ctx);
  ASSERT_TRUE(module);
  auto shared = cute::oracle::makeInterpreterBackend();
  ASSERT_TRUE(mlir::succeeded(shared->prepare(*module)));
  cute::oracle::RunOutput first = shared->run("main", {3, 5});
  EXPECT_TRUE(first.ok()) << first.error;
  EXPECT_EQ(first.printed, "20\nS<2,1,2> o 0 o (3,(4,5)):(1,(3,8))\n");
  // size<[1]> is 4 * 2^30, which overflows its i32 result.
  cute::oracle::RunOutput overflow = shared->run("main", {3, 1 << 30});
  EXPECT_FALSE(overflow.ok());
  EXPECT_NE(overflow.error.find("overflows the i32 leaf"), std::string::npos) << overflow.error;
  for (std::vector<int64_t> args : {std::vector<int64_t>{7, 2}, {1, 9}}) {
    auto fresh = cute::oracle::makeInterpreterBackend();
    ASSERT_TRUE(mlir::succeeded(fresh->prepare(*module)));
    cute::oracle::RunOutput expected = fresh->run("main", args);
    cute::oracle::RunOutput again = shared->run("main", args);
    EXPECT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.printed, expected.printed);
  }
  EXPECT_EQ(shared->run("main", {7, 2}).printed, "8\nS<2,1,2> o 0 o (7,(4,2)):(1,(7,8))\n");
}
