//===- JitBackendTest.cpp - The host JIT backend run in-process -----------===//
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

struct JitFixture : ::testing::Test {
  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<cute::oracle::Backend> jit = cute::oracle::makeJitBackend();

  void SetUp() override {
    cute::oracle::registerBackendDialects(registry);
    ctx = std::make_unique<mlir::MLIRContext>(registry);
    module = mlir::parseSourceString<mlir::ModuleOp>(kAssertingProgram, ctx.get());
    ASSERT_TRUE(module);
    ASSERT_TRUE(mlir::succeeded(jit->prepare(*module)));
  }
};

} // namespace

// A passing cf.assert prints nothing of its own.
TEST_F(JitFixture, PassingAssertionPrintsNothing) {
  cute::oracle::RunOutput out = jit->run("main", {5});
  EXPECT_TRUE(out.ok) << out.error;
  EXPECT_EQ(out.printed, "5\n5\n");
}

// A failed cf.assert (puts + abort in LLVM) ends the run, not the process:
// its message becomes the run's error and the output before it is kept.
TEST_F(JitFixture, FailedAssertionEndsOnlyTheRun) {
  cute::oracle::RunOutput out = jit->run("main", {0});
  EXPECT_FALSE(out.ok);
  EXPECT_EQ(out.error, "assertion failed: x is zero");
  EXPECT_EQ(out.printed, "0\n");
  cute::oracle::RunOutput again = jit->run("main", {7});
  EXPECT_TRUE(again.ok) << again.error;
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
  )", &ctx);
  ASSERT_TRUE(module);
  auto jit = cute::oracle::makeJitBackend();
  ASSERT_TRUE(mlir::succeeded(jit->prepare(*module)));
  cute::oracle::RunOutput out = jit->run("main", {});
  EXPECT_FALSE(out.ok);
  EXPECT_EQ(out.error, "the program called abort()");
}
