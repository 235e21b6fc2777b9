//===- CudaBackend.h - Kernels on a GPU through the driver API --*- C++ -*-===//
//
// The CUDA backend runs a module's functions as kernels on the GPU: every
// function that takes integers, returns nothing and calls nothing becomes
// a gpu.func kernel of one gpu.module (the others, such as a @main that
// calls them, are dropped), lowered by the cute-to-ptx-pipeline and loaded
// with the CUDA driver (oracle/cuda/CudaDriver.h, libcuda by dlopen) in a
// child process (oracle/lib/CudaWorker.h): a kernel that faults costs that
// child only, and the next run starts another. run(entry, args) launches
// entry's kernel on one thread and gives what it printed (device printf).
// Device code has no run-time checks, so only valuations the interpreter
// accepts compare.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_CUDABACKEND_H
#define CUTE_ORACLE_ORACLE_CUDABACKEND_H

#include "cute-oracle/Oracle/Backend.h"

#include "mlir/IR/OwningOpRef.h"

namespace cute::oracle {

/// What the CUDA backend lowers for `module`: a clone whose kernel
/// candidates (integer arguments, no results, no calls) are kernels of the
/// same names in gpu.module @cuda_cases, the other functions dropped.
mlir::OwningOpRef<mlir::ModuleOp> kernelModule(mlir::ModuleOp module);

/// Whether a CUDA driver and device are at hand; `why` says why not
/// ("no CUDA driver (...)" or "no CUDA device (...)"). It is asked once, in
/// a child process, so that this process may still fork workers that use
/// CUDA (CUDA does not survive fork). Each CUDA backend's child opens the
/// driver itself; this process never does.
bool cudaAvailable(std::string &why);

/// A CUDA backend for chip `chip` (PTX features `features`); null with
/// `why` when cudaAvailable fails. A launch longer than `timeoutSeconds`
/// is killed and reported.
std::unique_ptr<Backend> makeCudaBackend(std::string &why, std::string chip = "sm_90",
                                         std::string features = "+ptx80",
                                         unsigned timeoutSeconds = 60);

} // namespace cute::oracle

#endif
