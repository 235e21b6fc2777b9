//===- TiledMmaKernelTest.cpp - Generated whole-tile tiled MMA kernels ----===//
//
// The tiled-MMA kernel family (fuzz/TiledMmaKernels.h): for random SM80
// tiled MMAs and data, the interpreter runs the kernel on the tiled MMA's
// threads (tiled_partition of shared views, then one mma_atom_call per
// fragment) and prints D = A·B + C as the plain matrix product computes it
// (a RapidCheck property: a failure shrinks and prints its seed and
// reproduce string, and logs the module). The kernels lower to PTX with
// mma.sync (ptxas assembles a batch of them in
// corpus/tools/gpu-batch-tiled-mma.test).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/TiledMmaKernels.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::TiledMmaKernelCase;

RC_GTEST_PROP(TiledMmaKernels, InterpreterComputesTheMatrixProduct, ()) {
  TiledMmaKernelCase c = *cute::fuzz::genTiledMmaKernelCase();
  RC_LOG() << c << "\n";
  cute::core::Result<std::string> text = cute::fuzz::writeTiledMmaModule(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedTiledMmaOutput(c);
  RC_ASSERT(bool(expected));
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(*text);
  RC_LOG() << run.error << "the interpreter printed:\n"
           << run.printed << "the matrix product is:\n"
           << *expected;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == *expected);
}

TEST(TiledMmaKernels, LowerToPTXWithMmaSync) {
  for (uint64_t seed = 0; seed < 4; ++seed) {
    TiledMmaKernelCase c =
        cute::fuzz::genTiledMmaKernelCase()(rc::Random(seed), rc::kNominalSize).value();
    cute::core::Result<std::string> text = cute::fuzz::writeTiledMmaModule(c);
    ASSERT_TRUE(bool(text)) << c;
    mlir::MLIRContext ctx(cute::campaign::backendRegistry());
    std::string errors;
    mlir::OwningOpRef<mlir::ModuleOp> module = cute::campaign::parseText(ctx, *text, errors);
    ASSERT_TRUE(module) << c << "\n" << errors;
    mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
      errors += d.str() + "\n";
      return mlir::success();
    });
    mlir::FailureOr<std::vector<cute::lower::PTXModule>> ptx = cute::lower::lowerToPTX(*module, {});
    ASSERT_TRUE(mlir::succeeded(ptx)) << c << "\n" << errors;
    ASSERT_EQ(ptx->size(), 1u) << c;
    EXPECT_NE(ptx->front().ptx.find("mma.sync"), std::string::npos) << c;
  }
}

} // namespace
