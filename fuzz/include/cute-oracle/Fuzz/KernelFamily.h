//===- KernelFamily.h - The generated GPU kernel families -------*- C++ -*-===//
//
// The kernels the harness generates to run on one block of threads: atom
// calls (AtomCallKernels.h), whole-tile tiled MMAs (TiledMmaKernels.h)
// and whole-tile tiled copies (TiledCopyKernels.h). Each family draws a
// case from a seed and writes it the same way: its kernel, a module that
// launches it, the block's threads and what it must print, computed
// without the interpreter (interp/core's atom calls, the matrix product,
// D(i,j) = S(i,j)). A GPU batch (campaign/GpuBatch.h) and the campaign's
// gpu-kernels subject use them through this one description.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_KERNELFAMILY_H
#define CUTE_ORACLE_FUZZ_KERNELFAMILY_H

#include "cute-oracle/core/Result.h"

#include <rapidcheck.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cute::fuzz {

/// One drawn case of a kernel family, written out.
struct KernelCase {
  /// The case in words: "tiled MMA (...)".
  std::string description;
  /// The cute op a wrong printed value is blamed on: the family's call op
  /// (mma_atom_call or copy_atom_call).
  std::string callOp;
  /// Its kernel, a gpu.func named as asked.
  std::function<core::Result<std::string>(const std::string &name)> kernel;
  /// A module whose @main launches the kernel on one block.
  core::Result<std::string> module;
  /// What the module prints, computed without the interpreter.
  core::Result<std::string> expected;
  core::Result<int64_t> threads;
};

struct KernelFamily {
  /// "atom call", "tiled MMA", "tiled copy".
  std::string name;
  /// Where `expected` comes from, in words.
  std::string reference;
  /// Case `index` of `seed`: the family's generator run on `seed` (an atom
  /// call takes atom `index` modulo the family's atoms and data of `seed`),
  /// with its shrinks (a whole tile's: fewer tiles, plainer layouts; an
  /// atom call has none).
  std::function<rc::Shrinkable<KernelCase>(uint64_t seed, uint64_t index)> draw;
};

/// The families: atom calls, tiled MMAs, tiled copies.
const std::vector<KernelFamily> &kernelFamilies();

} // namespace cute::fuzz

#endif
