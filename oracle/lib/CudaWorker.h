//===- CudaWorker.h - The CUDA driver in a child process --------*- C++ -*-===//
//
// The CUDA backend's GPU work runs in a child process that owns the driver
// (oracle/cuda/CudaDriver.h): this process never initializes CUDA, so it
// can fork other workers, and a kernel that faults costs only the child.
// A failed launch leaves the process's CUDA state unusable (an illegal
// address is sticky until the process ends), so the child exits after
// replying and the next request starts a new one, which loads the module
// again. A launch that outlasts the timeout kills the child.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_CUDAWORKER_H
#define CUTE_ORACLE_ORACLE_CUDAWORKER_H

#include "cute-oracle/Oracle/Backend.h"

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace cute::oracle {

class CudaWorker {
public:
  explicit CudaWorker(unsigned timeoutSeconds) : timeoutSeconds(timeoutSeconds) {}
  ~CudaWorker();
  CudaWorker(const CudaWorker &) = delete;
  CudaWorker &operator=(const CudaWorker &) = delete;

  /// Loads `ptx` in the child (started if need be); later launches use it.
  bool load(const std::string &ptx, std::string &error);
  /// Launches `kernel` of the loaded module on one thread with `args` and
  /// gives what it printed (device printf).
  RunOutput launch(const std::string &kernel, const std::vector<int64_t> &args);

private:
  bool start(std::string &error);
  /// Sends one request and reads its reply: the status and the printed
  /// text or error. False when the child died or timed out (`error` says,
  /// `lostChild` how it ended).
  bool exchange(const std::vector<std::string> &request, std::vector<std::string> &reply,
                std::string &error);
  /// Closes the pipes (the child then exits) and waits for the child; its
  /// wait status.
  int stop();

  unsigned timeoutSeconds;
  pid_t child = -1;
  int toChild = -1, fromChild = -1;
  std::string ptx;
  /// How the child ended when an exchange last failed: TimedOut, Crashed
  /// (killed by a signal; `lostSignal`) or BadExit.
  Outcome lostChild = Outcome::BadExit;
  int lostSignal = 0;
};

} // namespace cute::oracle

#endif
