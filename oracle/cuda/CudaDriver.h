//===- CudaDriver.h - The CUDA driver API, opened at run time ---*- C++ -*-===//
//
// The few driver entry points the GPU backends need, resolved from
// libcuda.so.1 with dlopen: no link-time dependency on CUDA and no CUDA
// toolkit headers, so both the in-process CUDA backend (oracle/) and
// cute-gpu-runner (plain C++17, no LLVM) use it. One context on device 0,
// one module (PTX text) at a time, kernels launched on one thread and
// synchronized; device printf output reaches stdout at synchronization.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CUDA_CUDADRIVER_H
#define CUTE_ORACLE_CUDA_CUDADRIVER_H

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cute::cuda {

class Driver {
public:
  /// The driver with a context on device 0 and a large printf buffer, or
  /// null with `error` saying why: "no CUDA driver (...)" when libcuda
  /// cannot be opened, "no CUDA device (...)" when it has no device.
  static std::unique_ptr<Driver> open(std::string &error);
  ~Driver();

  const std::string &deviceName() const { return name; }
  /// The device's architecture as ptxas names it ("sm_90"); empty when the
  /// driver does not say.
  std::string architecture() const;
  /// Loads a module image, PTX text (which the driver compiles) or a cubin
  /// (which it loads as it is), replacing the module loaded before.
  bool loadModule(const std::string &moduleImage, std::string &error);
  /// Runs `kernel` of the module on one block of `threads` threads with its
  /// integer parameters `args` (each passed at the parameter's width, which
  /// the PTX declares) and waits for it. A failed launch leaves the context
  /// unusable: the next launch tries the module in a fresh context, which
  /// fails after a sticky error (an illegal address) that lasts as long as
  /// the process. Its users then go on in a new process (cute-gpu-runner
  /// executes itself again; the CUDA backend restarts its worker).
  bool launch(const std::string &kernel, const std::vector<int64_t> &args, std::string &error,
              unsigned threads = 1);

  /// Runs `kernel(in, out, n)`, whose parameters are two memref<?xi64>
  /// descriptors and an index, on ceil(threads / block) blocks of `block`
  /// threads: `in` holds `input`, `out` has `outputs` elements, read back
  /// into `output`.
  bool launchOnBuffers(const std::string &kernel, const std::vector<int64_t> &input, size_t outputs,
                       int64_t n, int64_t threads, int64_t block, std::vector<int64_t> &output,
                       std::string &error);

private:
  struct Api;
  /// The function `kernel` of the module, after recovering a broken context.
  void *function(const std::string &kernel, std::string &error);
  /// Launches `f` with `params` on `blocks` x `block` threads and waits.
  bool launchAndWait(void *f, unsigned blocks, unsigned block, std::vector<void *> &params,
                     std::string &error);
  Driver() = default;
  bool createContext(std::string &error);
  std::string errorName(int result) const;

  std::unique_ptr<Api> api;
  void *context = nullptr, *module = nullptr;
  std::string image, name;
  int device = 0;
  bool broken = false;
  std::map<std::string, void *> functions;
};

} // namespace cute::cuda

#endif
