//===- TiledCopyKernels.h - Whole-tile tiled copies run by a kernel -*- C++ -*-===//
//
// The tiled-copy kernel family: a random tiled copy of an
// ldmatrix or universal-copy atom (AtomGenerators.h: thread and value
// layouts, a source and a destination of one or two tiles per mode, each
// column- or row-major) copies its whole source to its destination on one
// block of its threads, as CuTe C++'s
//   thr = tiled.get_slice(t); copy(tiled, thr.partition_S(sS), thr.partition_D(sD))
// does:
// - S and D are views of shared buffers that the block fills (thread t
//   elements t, t + T, ...): element e of S holds dataValue(seed, 0, 0, e),
//   of D dataValue(seed, 1, 0, e);
// - each thread takes its fragments with cute.tiled_partition and, for
//   every atom call k of its fragment ((FrgV, FrgX), Rest...), calls
//   cute.copy_atom_call from its source values (ldmatrix: the 16-byte row
//   of shared memory they are, by cute.get_iter and memref.subview;
//   otherwise registers loaded from the fragment) to registers, which it
//   stores into D's fragment;
// - after a barrier thread 0 prints "<e>: <value>" for every element e of
//   D's buffer.
// What it must print is D(i, j) = S(i, j) for every coordinate of the
// tensors, over their layouts (expectedTiledCopyOutput): the partitions of
// D cover D once. cp.async atoms are left out (their source must be
// global memory the whole block shares), and so are ldmatrix cases whose
// source rows are not 16 contiguous, 16-byte aligned bytes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_TILEDCOPYKERNELS_H
#define CUTE_ORACLE_FUZZ_TILEDCOPYKERNELS_H

#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/core/Result.h"

#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>

namespace cute::fuzz {

struct TiledCopyKernelCase {
  /// The tiled copy and its tensors' shapes; data from `seed`.
  TiledCopyCase copy;
  uint64_t seed = 0;
};

std::ostream &operator<<(std::ostream &os, const TiledCopyKernelCase &c);

/// Cases whose tensors fit one block's static shared memory (48 KB) and
/// whose D has at most 4096 elements.
rc::Gen<TiledCopyKernelCase> genTiledCopyKernelCase();

/// The threads of the case's tiled copy (one block).
core::Result<int64_t> tiledCopyThreads(const TiledCopyKernelCase &c);

/// The case's kernel, a gpu.func @name without arguments.
core::Result<std::string> writeTiledCopyKernel(const TiledCopyKernelCase &c,
                                               const std::string &name);

/// A module holding the case's kernel in gpu.module @tiled and a @main
/// that launches it on one block of the tiled copy's threads.
core::Result<std::string> writeTiledCopyModule(const TiledCopyKernelCase &c);

/// What the kernel prints: "<e>: <D[e]>" for every element e of D's
/// buffer, D(i, j) = S(i, j).
core::Result<std::string> expectedTiledCopyOutput(const TiledCopyKernelCase &c);

} // namespace cute::fuzz

#endif
