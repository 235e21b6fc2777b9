//===- BatchLimits.h - What one evaluation of a GPU batch may ask -*- C++ -*-===//
//
// cute-gpu-runner (plain C++17, no LLVM) refuses a batch with an evaluation
// past these bounds; cute-fuzz --write-gpu-batch evaluates only the
// valuations that fit, so that the batches it writes always run.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CUDA_BATCHLIMITS_H
#define CUTE_ORACLE_CUDA_BATCHLIMITS_H

#include <algorithm>
#include <cstdint>

namespace cute::cuda {

/// The most i64 outputs one evaluation may ask for: 2^26 (512 MiB on the
/// host and on the device, and about 1 GB of printed lines), far above a
/// generated batch's and far below what would exhaust either side.
constexpr uint64_t kMaxEvalOutputs = uint64_t(1) << 26;

/// How many of `n` valuations, each `outputsPerValuation` outputs, one
/// evaluation holds: `n`, or fewer so that they stay within kMaxEvalOutputs
/// (0 when a single valuation is past it).
inline uint64_t valuationsThatFit(uint64_t n, uint64_t outputsPerValuation) {
  if (outputsPerValuation == 0)
    return n;
  return std::min(n, kMaxEvalOutputs / outputsPerValuation);
}

} // namespace cute::cuda

#endif
