//===- TiledMmaKernels.h - Whole-tile tiled MMAs run by a kernel -*- C++ -*-===//
//
// The tiled-MMA kernel family: a random tiled MMA of an SM80 or
// SM75 mma.sync atom (AtomGenerators.h: atom layout, permutation, tensors of one
// or two tiles per mode, column- or row-major) computes D = A·B + C over
// its whole tensors on one block of its threads, as CuTe C++'s
//   thr = tiled.get_slice(t); gemm(tiled, thr.partition_A(sA),
//                                  thr.partition_B(sB), thr.partition_C(sC))
// does:
// - A (M,K), B (N,K) and C (M,N) are views of shared buffers that the
//   block fills (thread t elements t, t + T, ...): element e of X's buffer
//   holds dataValue(seed, X, 0, e), an integer in [-3, 3] (every sum below
//   is exact in every element type);
// - each thread takes its fragments with cute.tiled_partition and, for
//   every (m, n) rest coordinate, loads C's fragment (v, m, n) into
//   registers, calls cute.mma_atom_call with A's (v, m, k) and B's
//   (v, n, k) for every k, and stores C's fragment back;
// - after a barrier thread 0 prints "<e>: <value>" for every element e of
//   C's buffer.
// What it must print is the plain matrix product over the layouts,
// computed here without the layout algebra's partitions (expectedTiledMmaOutput):
// the partitions of C cover C once (the atom layout's K extent is 1), so
// the threads' results do not race.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_TILEDMMAKERNELS_H
#define CUTE_ORACLE_FUZZ_TILEDMMAKERNELS_H

#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/core/Result.h"

#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>

namespace cute::fuzz {

struct TiledMmaKernelCase {
  /// The tiled MMA and its tensors' shapes; data from `seed`.
  TiledMmaCase mma;
  uint64_t seed = 0;
};

std::ostream &operator<<(std::ostream &os, const TiledMmaKernelCase &c);

/// Cases whose tensors fit one block's static shared memory (48 KB) and
/// whose C has at most 4096 elements.
rc::Gen<TiledMmaKernelCase> genTiledMmaKernelCase();

/// The threads of the case's tiled MMA (one block).
core::Result<int64_t> tiledMmaThreads(const TiledMmaKernelCase &c);

/// The case's kernel, a gpu.func @name without arguments.
core::Result<std::string> writeTiledMmaKernel(const TiledMmaKernelCase &c, const std::string &name);

/// A module holding the case's kernel in gpu.module @tiled and a @main
/// that launches it on one block of the tiled MMA's threads.
core::Result<std::string> writeTiledMmaModule(const TiledMmaKernelCase &c);

/// What the kernel prints: "<e>: <D[e]>" for every element e of C's
/// buffer, D = A·B + C computed element by element.
core::Result<std::string> expectedTiledMmaOutput(const TiledMmaKernelCase &c);

} // namespace cute::fuzz

#endif
