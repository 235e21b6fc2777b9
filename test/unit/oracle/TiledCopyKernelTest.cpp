//===- TiledCopyKernelTest.cpp - Generated whole-tile tiled copy kernels ---===//
//
// The tiled-copy kernel family (fuzz/TiledCopyKernels.h): for random
// ldmatrix and universal-copy tiled copies and data, the interpreter runs
// the kernel on the tiled copy's threads (tiled_partition of shared views,
// then one copy_atom_call per fragment) and prints D(i, j) = S(i, j) over
// the tensors' layouts (a RapidCheck property: a failure shrinks and prints
// its seed and reproduce string, and logs the module). The kernels lower to
// PTX, with ldmatrix where the atom is one (ptxas assembles a batch of them
// in corpus/tools/gpu-batch-tiled-copy.test).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/TiledCopyKernels.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::TiledCopyKernelCase;

RC_GTEST_PROP(TiledCopyKernels, InterpreterCopiesEveryElement, ()) {
  TiledCopyKernelCase c = *cute::fuzz::genTiledCopyKernelCase();
  RC_LOG() << c << "\n";
  cute::core::Result<std::string> text = cute::fuzz::writeTiledCopyModule(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedTiledCopyOutput(c);
  RC_ASSERT(bool(expected));
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(*text);
  RC_LOG() << run.error << "the interpreter printed:\n"
           << run.printed << "D(i, j) = S(i, j) is:\n"
           << *expected;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == *expected);
}

TEST(TiledCopyKernels, LowerToPTX) {
  for (uint64_t seed = 0; seed < 6; ++seed) {
    TiledCopyKernelCase c =
        cute::fuzz::genTiledCopyKernelCase()(rc::Random(seed), rc::kNominalSize).value();
    cute::core::Result<std::string> text = cute::fuzz::writeTiledCopyModule(c);
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
    bool ldmatrix = c.copy.atom.find("_LDSM_") != std::string::npos;
    EXPECT_EQ(ptx->front().ptx.find("ldmatrix") != std::string::npos, ldmatrix) << c;
  }
}

} // namespace
