//===- CudaBackend.cpp - Kernels on a GPU through the driver API ----------===//
#include "cute-oracle/Oracle/CudaBackend.h"
#include "cute-oracle/Oracle/Posix.h"

#include "../cuda/CudaDriver.h"
#include "CudaWorker.h"
#include "cute-oracle/Lower/Pipeline.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

using namespace mlir;

namespace {

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

class CudaBackend : public Backend {
public:
  CudaBackend(std::string chip, std::string features, unsigned timeoutSeconds)
      : worker(timeoutSeconds), target{std::move(chip), std::move(features)} {}

  StringRef name() const override { return "cuda"; }

  LogicalResult prepare(ModuleOp module) override {
    OwningOpRef<ModuleOp> kernels = kernelModule(module);
    FailureOr<std::vector<lower::PTXModule>> ptx = lower::lowerToPTX(*kernels, target);
    if (failed(ptx))
      return failure();
    std::string error;
    if (ptx->empty() || !worker.load(ptx->front().ptx, error))
      return module.emitError("the CUDA backend cannot load the module: ")
             << (ptx->empty() ? "no kernel" : error);
    return success();
  }

  RunOutput run(StringRef entry, ArrayRef<int64_t> args) override {
    RunOutput out = worker.launch(entry.str(), std::vector<int64_t>(args.begin(), args.end()));
    if (printObserver)
      printObserver(out.printed);
    if (!out.ok())
      out.error = "the kernel @" + entry.str() + " failed on the GPU: " + out.error;
    return out;
  }

private:
  CudaWorker worker;
  lower::PTXTarget target;
};

} // namespace

bool cudaAvailable(std::string &why) {
  // Asked in a child process, so that asking does not initialize CUDA here:
  // CUDA does not survive fork, and callers fork workers after asking.
  static std::optional<std::string> answer;
  if (!answer) {
    int channel[2];
    if (pipe(channel) != 0) {
      why = std::string("cannot ask whether CUDA is at hand: ") + std::strerror(errno);
      return false;
    }
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
    for (ssize_t n; (n = posix::readSome(channel[0], chunk, sizeof chunk)) > 0;)
      error.append(chunk, size_t(n));
    close(channel[0]);
    int status = posix::waitForExit(child);
    bool ok = child > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    answer = ok ? "" : (error.empty() ? "no CUDA device" : error);
  }
  why = *answer;
  return answer->empty();
}

std::unique_ptr<Backend> makeCudaBackend(std::string &why, std::string chip, std::string features,
                                         unsigned timeoutSeconds) {
  if (!cudaAvailable(why))
    return nullptr;
  return std::make_unique<CudaBackend>(std::move(chip), std::move(features), timeoutSeconds);
}

} // namespace cute::oracle
