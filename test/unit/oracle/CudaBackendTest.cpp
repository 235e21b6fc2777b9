//===- CudaBackendTest.cpp - The CUDA backend -----------------------------===//
//
// Without a CUDA driver or device (CI) the backend says why and its GPU
// tests skip with that reason; the kernel form it lowers is checked on any
// host, down to PTX. With test/fake-cuda's stand-in driver (the ctest
// cuda-backend-fake-driver), a faulting kernel is reported and later runs
// go on in a new worker process.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Oracle/CudaBackend.h"
#include "cute-oracle/Lower/Pipeline.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Registration/Dialects.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace {

constexpr const char *kModule = R"mlir(
func.func @case(%a: i32, %b: i64) {
  %s = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%b) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%l) : !cute.layout<"(?,4):(1,?{i64})">
  %n = cute.size(%l) : (!cute.layout<"(?,4):(1,?{i64})">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  return
}
func.func @main() {
  %a = arith.constant 3 : i32
  %b = arith.constant 5 : i64
  func.call @case(%a, %b) : (i32, i64) -> ()
  return
}
)mlir";

struct CudaBackendTest : ::testing::Test {
  CudaBackendTest() : context(registry()) {}
  static mlir::DialectRegistry registry() {
    mlir::DialectRegistry r;
    cute::registerCuteOracleDialects(r);
    return r;
  }
  mlir::OwningOpRef<mlir::ModuleOp> parse() {
    return mlir::parseSourceString<mlir::ModuleOp>(kModule, &context);
  }
  mlir::MLIRContext context;
};

TEST_F(CudaBackendTest, SaysWhyItIsUnavailable) {
  std::string why;
  if (cute::oracle::cudaAvailable(why))
    GTEST_SKIP() << "a CUDA device is at hand";
  EXPECT_TRUE(why.rfind("no CUDA driver (", 0) == 0 || why.rfind("no CUDA device", 0) == 0) << why;
  std::string again;
  EXPECT_EQ(cute::oracle::makeCudaBackend(again), nullptr);
  EXPECT_EQ(again, why);
}

TEST_F(CudaBackendTest, KernelFormKeepsTheCasesAndLowersToPTX) {
  mlir::OwningOpRef<mlir::ModuleOp> m = parse();
  ASSERT_TRUE(m);
  mlir::OwningOpRef<mlir::ModuleOp> k = cute::oracle::kernelModule(*m);
  auto device = k->lookupSymbol<mlir::gpu::GPUModuleOp>("cuda_cases");
  ASSERT_TRUE(device);
  auto kernel = device.lookupSymbol<mlir::gpu::GPUFuncOp>("case");
  ASSERT_TRUE(kernel);
  EXPECT_TRUE(kernel.isKernel());
  EXPECT_FALSE(k->lookupSymbol("main")) << "a function that calls others is dropped";
  mlir::FailureOr<std::vector<cute::lower::PTXModule>> ptx = cute::lower::lowerToPTX(*k, {});
  ASSERT_TRUE(mlir::succeeded(ptx));
  ASSERT_EQ(ptx->size(), 1u);
  EXPECT_NE((*ptx)[0].ptx.find(".entry case("), std::string::npos);
}

TEST_F(CudaBackendTest, RunsKernelsAsTheInterpreterRunsTheFunctions) {
  std::string why;
  auto cuda = cute::oracle::makeCudaBackend(why);
  if (!cuda)
    GTEST_SKIP() << why;
  mlir::OwningOpRef<mlir::ModuleOp> m = parse();
  auto interp = cute::oracle::makeInterpreterBackend();
  ASSERT_TRUE(mlir::succeeded(cuda->prepare(*m)));
  ASSERT_TRUE(mlir::succeeded(interp->prepare(*m)));
  for (std::vector<int64_t> args : {std::vector<int64_t>{3, 5}, {1, 1}, {7, 100000000000}}) {
    cute::oracle::RunOutput want = interp->run("case", args), got = cuda->run("case", args);
    ASSERT_TRUE(want.ok()) << want.error;
    EXPECT_TRUE(got.ok()) << got.error;
    EXPECT_EQ(got.printed, want.printed);
  }
}

constexpr const char *kFakeKernels = R"mlir(
func.func @fine() {
  return
}
func.func @boom() {
  return
}
func.func @hang() {
  return
}
)mlir";

/// The stand-in driver prints "fake: <kernel> <threads>" for a launch and
/// faults, stickily, in the kernel named by FAKE_CUDA_FAULT: the backend
/// reports the fault and the runs after it still run.
TEST_F(CudaBackendTest, RunsAfterAFaultGoOn) {
  if (!std::getenv("FAKE_CUDA_FAULT"))
    GTEST_SKIP() << "runs with test/fake-cuda's driver (ctest cuda-backend-fake-driver)";
  std::string why;
  auto cuda = cute::oracle::makeCudaBackend(why);
  ASSERT_TRUE(cuda) << why;
  mlir::OwningOpRef<mlir::ModuleOp> m =
      mlir::parseSourceString<mlir::ModuleOp>(kFakeKernels, &context);
  ASSERT_TRUE(m);
  ASSERT_TRUE(mlir::succeeded(cuda->prepare(*m)));
  cute::oracle::RunOutput before = cuda->run("fine", {});
  EXPECT_TRUE(before.ok()) << before.error;
  EXPECT_EQ(before.printed, "fake: fine 1\n");
  cute::oracle::RunOutput fault = cuda->run("boom", {});
  EXPECT_FALSE(fault.ok());
  EXPECT_EQ(fault.error, "the kernel @boom failed on the GPU: CUDA_ERROR_ILLEGAL_ADDRESS");
  for (int i = 0; i < 2; ++i) {
    cute::oracle::RunOutput after = cuda->run("fine", {});
    EXPECT_TRUE(after.ok()) << after.error;
    EXPECT_EQ(after.printed, "fake: fine 1\n");
  }
}

/// A launch that outlasts the backend's timeout (FAKE_CUDA_HANG=hang) is
/// reported and its worker killed; the next run starts another.
TEST_F(CudaBackendTest, ALaunchPastTheTimeoutEndsItsWorker) {
  if (!std::getenv("FAKE_CUDA_HANG"))
    GTEST_SKIP() << "runs with test/fake-cuda's driver (ctest cuda-backend-fake-driver)";
  std::string why;
  auto cuda = cute::oracle::makeCudaBackend(why, "sm_90", "+ptx80", /*timeoutSeconds=*/1);
  ASSERT_TRUE(cuda) << why;
  mlir::OwningOpRef<mlir::ModuleOp> m =
      mlir::parseSourceString<mlir::ModuleOp>(kFakeKernels, &context);
  ASSERT_TRUE(m);
  ASSERT_TRUE(mlir::succeeded(cuda->prepare(*m)));
  cute::oracle::RunOutput hung = cuda->run("hang", {});
  EXPECT_FALSE(hung.ok());
  EXPECT_EQ(hung.error, "the kernel @hang failed on the GPU: the kernel ran longer than 1 s");
  cute::oracle::RunOutput after = cuda->run("fine", {});
  EXPECT_TRUE(after.ok()) << after.error;
  EXPECT_EQ(after.printed, "fake: fine 1\n");
}

} // namespace
