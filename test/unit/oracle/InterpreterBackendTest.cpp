//===- InterpreterBackendTest.cpp - The interpreter behind the Backend API ===//
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace {

// Prints its argument, asserts that it is non-zero, prints it again.
constexpr const char *kFailingProgram = R"(
func.func @main(%x: i32) {
  cute.print(%x) : i32
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi ne, %x, %c0 : i32
  cf.assert %ok, "x is zero"
  cute.print(%x) : i32
  return
}
)";

struct InterpreterFixture : ::testing::TestWithParam<bool> {
  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<cute::oracle::Backend> interp = cute::oracle::makeInterpreterBackend();

  void SetUp() override {
    cute::oracle::registerBackendDialects(registry);
    ctx = std::make_unique<mlir::MLIRContext>(registry);
    module = mlir::parseSourceString<mlir::ModuleOp>(kFailingProgram, ctx.get());
    ASSERT_TRUE(module);
    ASSERT_TRUE(mlir::succeeded(interp->prepare(*module)));
  }
};

} // namespace

// A failing run gives its first error's message and the output before it,
// and the next run of the module goes on. A run turns off the note that
// prints the failing op (it keeps only the message) and must give the
// context's setting back as it found it, whichever it was.
TEST_P(InterpreterFixture, FailedRunKeepsTheMessageAndTheContextSetting) {
  ctx->printOpOnDiagnostic(GetParam());
  cute::oracle::RunOutput out = interp->run("main", {0});
  EXPECT_FALSE(out.ok);
  EXPECT_EQ(out.error, "assertion failed: x is zero");
  EXPECT_EQ(out.printed, "0\n");
  EXPECT_EQ(ctx->shouldPrintOpOnDiagnostic(), GetParam());
  cute::oracle::RunOutput again = interp->run("main", {7});
  EXPECT_TRUE(again.ok) << again.error;
  EXPECT_EQ(again.printed, "7\n7\n");
  EXPECT_EQ(ctx->shouldPrintOpOnDiagnostic(), GetParam());
}

INSTANTIATE_TEST_SUITE_P(PrintOpOnDiagnostic, InterpreterFixture, ::testing::Bool());
