//===- CudaDriver.cpp - The CUDA driver API, opened at run time -----------===//
#include "CudaDriver.h"

#include <dlfcn.h>

#include <algorithm>

namespace cute::cuda {

/// The entry points, with the driver API's C types spelled as plain ones
/// (CUresult: int, CUdevice: int, handles: pointers).
struct Driver::Api {
  void *library = nullptr;
  int (*init)(unsigned);
  int (*deviceGetCount)(int *);
  int (*deviceGet)(int *, int);
  int (*deviceGetName)(char *, int, int);
  int (*deviceGetAttribute)(int *, int, int);
  int (*ctxCreate)(void **, unsigned, int);
  int (*ctxDestroy)(void *);
  int (*ctxSetLimit)(int, size_t);
  int (*moduleLoadData)(void **, const void *);
  int (*moduleGetFunction)(void **, void *, const char *);
  int (*launchKernel)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                      void *, void **, void **);
  int (*ctxSynchronize)();
  int (*memAlloc)(uint64_t *, size_t);
  int (*memFree)(uint64_t);
  int (*memcpyHtoD)(uint64_t, const void *, size_t);
  int (*memcpyDtoH)(void *, uint64_t, size_t);
  int (*getErrorName)(int, const char **);

  template <typename F> bool resolve(const char *symbol, F &out, std::string &error) {
    out = reinterpret_cast<F>(dlsym(library, symbol));
    if (!out)
      error = std::string("no CUDA driver (libcuda.so.1 has no ") + symbol + ")";
    return out != nullptr;
  }

  bool resolveAll(std::string &error) {
    return resolve("cuInit", init, error) && resolve("cuDeviceGetCount", deviceGetCount, error) &&
           resolve("cuDeviceGet", deviceGet, error) &&
           resolve("cuDeviceGetName", deviceGetName, error) &&
           resolve("cuDeviceGetAttribute", deviceGetAttribute, error) &&
           resolve("cuCtxCreate_v2", ctxCreate, error) &&
           resolve("cuCtxDestroy_v2", ctxDestroy, error) &&
           resolve("cuCtxSetLimit", ctxSetLimit, error) &&
           resolve("cuModuleLoadData", moduleLoadData, error) &&
           resolve("cuModuleGetFunction", moduleGetFunction, error) &&
           resolve("cuLaunchKernel", launchKernel, error) &&
           resolve("cuCtxSynchronize", ctxSynchronize, error) &&
           resolve("cuMemAlloc_v2", memAlloc, error) && resolve("cuMemFree_v2", memFree, error) &&
           resolve("cuMemcpyHtoD_v2", memcpyHtoD, error) &&
           resolve("cuMemcpyDtoH_v2", memcpyDtoH, error) &&
           resolve("cuGetErrorName", getErrorName, error);
  }
};

std::unique_ptr<Driver> Driver::open(std::string &error) {
  std::unique_ptr<Driver> d(new Driver());
  d->api = std::make_unique<Api>();
  d->api->library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!d->api->library) {
    error = std::string("no CUDA driver (") + dlerror() + ")";
    return nullptr;
  }
  if (!d->api->resolveAll(error))
    return nullptr;
  int count = 0;
  if (int r = d->api->init(0); r != 0) {
    error = "no CUDA device (cuInit: " + d->errorName(r) + ")";
    return nullptr;
  }
  if (d->api->deviceGetCount(&count) != 0 || count == 0) {
    error = "no CUDA device";
    return nullptr;
  }
  char name[256] = {0};
  if (d->api->deviceGet(&d->device, 0) != 0 ||
      d->api->deviceGetName(name, sizeof name, d->device) != 0) {
    error = "no CUDA device (cannot open device 0)";
    return nullptr;
  }
  d->name = name;
  if (!d->createContext(error))
    return nullptr;
  return d;
}

Driver::~Driver() {
  if (context)
    api->ctxDestroy(context);
}

std::string Driver::errorName(int result) const {
  const char *text = nullptr;
  if (api && api->getErrorName && api->getErrorName(result, &text) == 0 && text)
    return text;
  return "CUDA error " + std::to_string(result);
}

bool Driver::createContext(std::string &error) {
  if (context)
    api->ctxDestroy(context);
  context = module = nullptr;
  functions.clear();
  if (int r = api->ctxCreate(&context, 0, device); r != 0) {
    context = nullptr;
    error = "cannot create a CUDA context: " + errorName(r);
    return false;
  }
  const int printfFifoSize = 0x01; // CU_LIMIT_PRINTF_FIFO_SIZE
  api->ctxSetLimit(printfFifoSize, size_t(64) << 20);
  broken = false;
  return true;
}

bool Driver::loadModule(const std::string &moduleImage, std::string &error) {
  if (&moduleImage != &image)
    image = moduleImage;
  functions.clear();
  if (int r = api->moduleLoadData(&module, image.c_str()); r != 0) {
    module = nullptr;
    error = "the driver cannot load the module: " + errorName(r);
    return false;
  }
  return true;
}

std::string Driver::architecture() const {
  const int major = 75, minor = 76; // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR/MINOR
  int m = 0, n = 0;
  if (api->deviceGetAttribute(&m, major, device) != 0 ||
      api->deviceGetAttribute(&n, minor, device) != 0)
    return "";
  return "sm_" + std::to_string(m) + std::to_string(n);
}

void *Driver::function(const std::string &kernel, std::string &error) {
  if (broken && !(createContext(error) && loadModule(image, error)))
    return nullptr;
  void *&f = functions[kernel];
  if (!f && api->moduleGetFunction(&f, module, kernel.c_str()) != 0) {
    error = "no kernel " + kernel + " in the PTX";
    f = nullptr;
  }
  return f;
}

bool Driver::launchAndWait(void *f, unsigned blocks, unsigned block, std::vector<void *> &params,
                           std::string &error) {
  int r = api->launchKernel(f, blocks, 1, 1, block, 1, 1, 0, nullptr, params.data(), nullptr);
  if (r == 0)
    r = api->ctxSynchronize();
  if (r != 0) {
    broken = true;
    error = errorName(r);
  }
  return r == 0;
}

bool Driver::launch(const std::string &kernel, const std::vector<int64_t> &args, std::string &error,
                    unsigned threads) {
  void *f = function(kernel, error);
  if (!f)
    return false;
  // The driver copies each parameter's declared size from its pointer;
  // on a little-endian host the low bytes of an int64 are the narrower
  // value.
  std::vector<int64_t> storage(args);
  std::vector<void *> params;
  for (int64_t &v : storage)
    params.push_back(&v);
  return launchAndWait(f, 1, threads, params, error);
}

bool Driver::launchOnBuffers(const std::string &kernel, const std::vector<int64_t> &input,
                             size_t outputs, int64_t n, int64_t threads, int64_t block,
                             std::vector<int64_t> &output, std::string &error) {
  void *f = function(kernel, error);
  if (!f)
    return false;
  uint64_t in = 0, out = 0;
  size_t inBytes = std::max<size_t>(input.size(), 1) * 8,
         outBytes = std::max<size_t>(outputs, 1) * 8;
  bool ok = api->memAlloc(&in, inBytes) == 0 && api->memAlloc(&out, outBytes) == 0 &&
            (input.empty() || api->memcpyHtoD(in, input.data(), input.size() * 8) == 0);
  if (!ok) {
    error = "cannot allocate or fill the kernel's buffers";
  } else {
    // Two memref<?xi64> descriptors (allocated and aligned pointer, offset,
    // size, stride) and the index n.
    int64_t inSize = int64_t(input.size()), outSize = int64_t(outputs), zero = 0, one = 1;
    std::vector<void *> params{&in,  &in,   &zero,    &inSize, &one, &out,
                               &out, &zero, &outSize, &one,    &n};
    unsigned blocks = unsigned((threads + block - 1) / block);
    ok = launchAndWait(f, std::max(blocks, 1u), unsigned(block), params, error);
    output.assign(outputs, 0);
    if (ok && outputs && api->memcpyDtoH(output.data(), out, outputs * 8) != 0) {
      error = "cannot read the kernel's output back";
      ok = false;
    }
  }
  if (!broken) {
    api->memFree(in);
    api->memFree(out);
  }
  return ok;
}

} // namespace cute::cuda
