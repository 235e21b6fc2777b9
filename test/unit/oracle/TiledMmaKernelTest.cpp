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
#include "KernelFamilies.h"
#include "cute-oracle/Fuzz/TiledMmaKernels.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::TiledMmaKernelCase;

RC_GTEST_PROP(TiledMmaKernels, InterpreterComputesTheMatrixProduct, ()) {
  TiledMmaKernelCase c = *cute::fuzz::genTiledMmaKernelCase();
  RC_LOG() << c << "\n";
  cute::test::assertInterpreterPrints(cute::fuzz::writeTiledMmaModule(c),
                                      cute::fuzz::expectedTiledMmaOutput(c));
}

TEST(TiledMmaKernels, LowerToPTXWithMmaSync) {
  for (uint64_t seed = 0; seed < 4; ++seed) {
    TiledMmaKernelCase c =
        cute::fuzz::genTiledMmaKernelCase()(rc::Random(seed), rc::kNominalSize).value();
    cute::core::Result<std::string> text = cute::fuzz::writeTiledMmaModule(c);
    ASSERT_TRUE(bool(text)) << c;
    std::string ptx;
    ASSERT_TRUE(cute::test::lowersToOnePTXModule(*text, ptx)) << c;
    EXPECT_NE(ptx.find("mma.sync"), std::string::npos) << c;
  }
}

} // namespace
