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
#include "KernelFamilies.h"
#include "cute-oracle/Fuzz/TiledCopyKernels.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::TiledCopyKernelCase;

RC_GTEST_PROP(TiledCopyKernels, InterpreterCopiesEveryElement, ()) {
  TiledCopyKernelCase c = *cute::fuzz::genTiledCopyKernelCase();
  RC_LOG() << c << "\n";
  cute::test::assertInterpreterPrints(cute::fuzz::writeTiledCopyModule(c),
                                      cute::fuzz::expectedTiledCopyOutput(c));
}

TEST(TiledCopyKernels, LowerToPTX) {
  for (uint64_t seed = 0; seed < 6; ++seed) {
    TiledCopyKernelCase c =
        cute::fuzz::genTiledCopyKernelCase()(rc::Random(seed), rc::kNominalSize).value();
    cute::core::Result<std::string> text = cute::fuzz::writeTiledCopyModule(c);
    ASSERT_TRUE(bool(text)) << c;
    std::string ptx;
    ASSERT_TRUE(cute::test::lowersToOnePTXModule(*text, ptx)) << c;
    bool ldmatrix = c.copy.atom.find("_LDSM_") != std::string::npos;
    EXPECT_EQ(ptx.find("ldmatrix") != std::string::npos, ldmatrix) << c;
  }
}

} // namespace
