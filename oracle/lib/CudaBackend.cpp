//===- CudaBackend.cpp - Kernels on a GPU through the driver API ----------===//
#include "cute-oracle/Oracle/CudaBackend.h"

#include "../cuda/CudaDriver.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include <cerrno>
#include <cstdio>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

using namespace mlir;

namespace {

/// The process's driver, opened on first use (null when unavailable).
std::shared_ptr<cuda::Driver> sharedDriver(std::string &why) {
  static std::string error;
  static std::shared_ptr<cuda::Driver> driver = cuda::Driver::open(error);
  why = error;
  return driver;
}

/// Whether `f` can be a kernel: integer or index arguments, no results, no
/// calls.
bool kernelCandidate(func::FuncOp f) {
  if (f.isExternal() || f.getNumResults() != 0)
    return false;
  for (Type t : f.getArgumentTypes())
    if (!t.isIntOrIndex())
      return false;
  return !f.walk([](CallOpInterface) { return WalkResult::interrupt(); }).wasInterrupted();
}

} // namespace

OwningOpRef<ModuleOp> kernelModule(ModuleOp module) {
  module.getContext()->getOrLoadDialect<gpu::GPUDialect>();
  OwningOpRef<ModuleOp> m(module.clone());
  OpBuilder b(module.getContext());
  (*m)->setAttr(gpu::GPUDialect::getContainerModuleAttrName(), b.getUnitAttr());
  b.setInsertionPointToEnd(m->getBody());
  auto device = gpu::GPUModuleOp::create(b, m->getLoc(), "cuda_cases");
  for (func::FuncOp f : llvm::to_vector(m->getOps<func::FuncOp>())) {
    if (kernelCandidate(f)) {
      b.setInsertionPointToEnd(device.getBody());
      auto k = gpu::GPUFuncOp::create(b, f.getLoc(), f.getName(), f.getFunctionType());
      k->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
      k.getBody().getBlocks().clear();
      k.getBody().takeBody(f.getBody());
      k.walk([&](func::ReturnOp r) {
        OpBuilder rb(r);
        gpu::ReturnOp::create(rb, r.getLoc());
        r.erase();
      });
    }
    f.erase();
  }
  return m;
}

namespace {

/// Runs `body` with stdout (file descriptor 1) sent to a temporary file;
/// gives what was written there.
std::string capturingStdout(const std::function<void()> &body) {
  std::fflush(stdout);
  FILE *capture = std::tmpfile();
  int saved = dup(STDOUT_FILENO);
  if (!capture || saved < 0 || dup2(fileno(capture), STDOUT_FILENO) < 0) {
    body();
    return "";
  }
  body();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  std::string text;
  std::rewind(capture);
  char chunk[4096];
  for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, capture)) > 0;)
    text.append(chunk, n);
  std::fclose(capture);
  return text;
}

class CudaBackend : public Backend {
public:
  CudaBackend(std::shared_ptr<cuda::Driver> driver, std::string chip, std::string features)
      : driver(std::move(driver)), target{std::move(chip), std::move(features)} {}

  StringRef name() const override { return "cuda"; }

  LogicalResult prepare(ModuleOp module) override {
    OwningOpRef<ModuleOp> kernels = kernelModule(module);
    FailureOr<std::vector<lower::PTXModule>> ptx = lower::lowerToPTX(*kernels, target);
    if (failed(ptx))
      return failure();
    std::string error;
    if (ptx->empty() || !driver->loadModule(ptx->front().ptx, error))
      return module.emitError("the CUDA backend cannot load the module: ")
             << (ptx->empty() ? "no kernel" : error);
    return success();
  }

  RunOutput run(StringRef entry, ArrayRef<int64_t> args) override {
    std::string error;
    bool ok = true;
    std::string printed = capturingStdout([&] {
      ok = driver->launch(entry.str(), std::vector<int64_t>(args.begin(), args.end()), error);
    });
    if (printObserver)
      printObserver(printed);
    return {printed, ok, ok ? "" : "the kernel @" + entry.str() + " failed on the GPU: " + error};
  }

private:
  std::shared_ptr<cuda::Driver> driver;
  lower::PTXTarget target;
};

} // namespace

bool cudaAvailable(std::string &why) {
  // Asked in a child process, so that asking does not initialize CUDA here:
  // CUDA does not survive fork, and callers fork workers after asking.
  static std::optional<std::string> answer;
  if (!answer) {
    int channel[2];
    if (pipe(channel) != 0)
      return sharedDriver(why) != nullptr;
    std::fflush(nullptr);
    pid_t child = fork();
    if (child == 0) {
      close(channel[0]);
      std::string error;
      std::unique_ptr<cuda::Driver> driver = cuda::Driver::open(error);
      (void)!write(channel[1], error.data(), error.size());
      _exit(driver ? 0 : 1);
    }
    close(channel[1]);
    std::string error;
    char chunk[256];
    for (ssize_t n; (n = read(channel[0], chunk, sizeof chunk)) > 0;)
      error.append(chunk, size_t(n));
    close(channel[0]);
    int status = 0;
    while (child > 0 && waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    bool ok = child > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    answer = ok ? "" : (error.empty() ? "no CUDA device" : error);
  }
  why = *answer;
  return answer->empty();
}

std::unique_ptr<Backend> makeCudaBackend(std::string &why, std::string chip, std::string features) {
  std::shared_ptr<cuda::Driver> driver = sharedDriver(why);
  if (!driver)
    return nullptr;
  return std::make_unique<CudaBackend>(std::move(driver), std::move(chip), std::move(features));
}

} // namespace cute::oracle
