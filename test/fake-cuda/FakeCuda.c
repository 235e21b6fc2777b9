/*===- FakeCuda.c - A stand-in libcuda.so.1 for the runner's tests --------===*
 *
 * The driver entry points oracle/cuda/CudaDriver opens, without a GPU, so
 * that the lit corpus can run cute-gpu-runner's launch loop on a machine
 * with no driver (corpus/tools/gpu-runner-fault.test). A launch prints
 * "fake: <kernel> <threads>" to stdout where device printf output would go.
 * The kernel named by $FAKE_CUDA_FAULT faults as an illegal address does on
 * a real GPU: its synchronize fails, and so does every later call of the
 * process, a new context included (CUDA's sticky errors). The kernel named
 * by $FAKE_CUDA_HANG never finishes: its synchronize waits forever. The
 * device is an sm_90 unless $FAKE_CUDA_ARCH says otherwise ("sm_80"); with
 * $FAKE_CUDA_REPORT_LOADS set, each module load says on stderr whether it
 * got a cubin (an ELF image) or PTX; with $FAKE_CUDA_REJECT_CUBIN set, a
 * cubin fails to load as one for another GPU does.
 *
 *===----------------------------------------------------------------------===*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { kSuccess = 0, kIllegalAddress = 700, kNotFound = 500, kNoBinaryForGpu = 209 };

static int sticky = 0, pendingFault = 0, pendingHang = 0;
static int context = 1, module = 1;

int cuInit(unsigned flags) { return kSuccess; }
int cuDeviceGetCount(int *count) {
  *count = 1;
  return kSuccess;
}
int cuDeviceGet(int *device, int ordinal) {
  *device = ordinal;
  return kSuccess;
}
int cuDeviceGetName(char *name, int length, int device) {
  snprintf(name, (size_t)length, "fake CUDA device");
  return kSuccess;
}
int cuDeviceGetAttribute(int *value, int attribute, int device) {
  const char *arch = getenv("FAKE_CUDA_ARCH");
  int major = 9, minor = 0;
  if (arch && strlen(arch) == 5 && strncmp(arch, "sm_", 3) == 0) {
    major = arch[3] - '0';
    minor = arch[4] - '0';
  }
  if (attribute != 75 && attribute != 76) /* COMPUTE_CAPABILITY_MAJOR, _MINOR */
    return kNotFound;
  *value = attribute == 75 ? major : minor;
  return kSuccess;
}
int cuCtxCreate_v2(void **ctx, unsigned flags, int device) {
  if (sticky)
    return kIllegalAddress;
  *ctx = &context;
  return kSuccess;
}
int cuCtxDestroy_v2(void *ctx) { return sticky ? kIllegalAddress : kSuccess; }
int cuCtxSetLimit(int limit, size_t value) { return sticky ? kIllegalAddress : kSuccess; }
int cuModuleLoadData(void **mod, const void *image) {
  if (sticky)
    return kIllegalAddress;
  int cubin = memcmp(image, "\177ELF", 4) == 0;
  if (cubin && getenv("FAKE_CUDA_REJECT_CUBIN"))
    return kNoBinaryForGpu;
  if (getenv("FAKE_CUDA_REPORT_LOADS"))
    fprintf(stderr, "fake: loaded %s\n", cubin ? "a cubin" : "PTX");
  *mod = &module;
  return kSuccess;
}
/* A function handle is its kernel's name. The names stay reachable from
 * this table for the life of the process, as a real driver's handles do
 * (LeakSanitizer, in the sanitizer leg, reports unreachable ones). */
enum { kMaxFunctions = 1 << 16 };
static char *functions[kMaxFunctions];
static size_t functionCount = 0;
int cuModuleGetFunction(void **function, void *mod, const char *name) {
  if (sticky)
    return kIllegalAddress;
  if (functionCount == kMaxFunctions || !(functions[functionCount] = strdup(name)))
    return kNotFound;
  *function = functions[functionCount++];
  return kSuccess;
}
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned shared, void *stream, void **params, void **extra) {
  if (sticky)
    return kIllegalAddress;
  const char *fault = getenv("FAKE_CUDA_FAULT"), *hang = getenv("FAKE_CUDA_HANG");
  if (fault && strcmp(fault, (const char *)f) == 0)
    pendingFault = 1;
  else if (hang && strcmp(hang, (const char *)f) == 0)
    pendingHang = 1;
  else
    printf("fake: %s %u\n", (const char *)f, gx * bx);
  return kSuccess;
}
int cuCtxSynchronize(void) {
  while (pendingHang)
    pause();
  if (pendingFault)
    sticky = 1, pendingFault = 0;
  return sticky ? kIllegalAddress : kSuccess;
}
int cuMemAlloc_v2(uint64_t *ptr, size_t bytes) {
  if (sticky)
    return kIllegalAddress;
  *ptr = (uint64_t)(uintptr_t)calloc(1, bytes);
  return kSuccess;
}
int cuMemFree_v2(uint64_t ptr) {
  free((void *)(uintptr_t)ptr);
  return kSuccess;
}
int cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t bytes) {
  memcpy((void *)(uintptr_t)dst, src, bytes);
  return sticky ? kIllegalAddress : kSuccess;
}
int cuMemcpyDtoH_v2(void *dst, uint64_t src, size_t bytes) {
  memcpy(dst, (const void *)(uintptr_t)src, bytes);
  return sticky ? kIllegalAddress : kSuccess;
}
int cuGetErrorName(int error, const char **name) {
  *name = error == kIllegalAddress   ? "CUDA_ERROR_ILLEGAL_ADDRESS"
          : error == kNotFound       ? "CUDA_ERROR_NOT_FOUND"
          : error == kNoBinaryForGpu ? "CUDA_ERROR_NO_BINARY_FOR_GPU"
                                     : "CUDA_SUCCESS";
  return kSuccess;
}
