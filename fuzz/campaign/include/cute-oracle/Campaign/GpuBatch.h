//===- GpuBatch.h - Generated cases for a GPU on another host ---*- C++ -*-===//
//
// The split-host path of the differential campaign: this host (with LLVM)
// writes a batch folder, a machine with a GPU and no LLVM runs it with
// cute-gpu-runner, and this host compares what the GPU printed against the
// interpreter.
//
// A batch folder holds:
//   cases.mlir    gpu.module @cases: per structure k a kernel @s<k> (its
//                 Arguments form, writeKernel) and, where it has a layout
//                 to evaluate, an evaluation kernel @e<k> (writeEvalKernel:
//                 one thread per valuation and coordinate, results in a
//                 buffer); a @main launching every case on one thread, then
//                 every evaluation on its buffers, printing their outputs
//                 (cute-interp runs it and prints expected.txt's lines);
//   cases.ptx     that gpu.module lowered by cute-to-ptx-pipeline;
//   batch.txt     "cute-gpu-batch 1", "ptx cases.ptx", then one line per
//                 case: "case <id> <kernel> <bits> <n> <v1> ... <vn>", the
//                 kernel's integer arguments (each of <bits> bits); and one
//                 per evaluation: "eval <id> <kernel> <n> <leaves> <span>
//                 <outputs> <values>", n valuations of <leaves> run-time
//                 leaves, <span> coordinates each, <outputs> i64 per
//                 coordinate (n is fewer than the structure's cases when
//                 all of them would exceed cute-gpu-runner's bound on one
//                 evaluation's outputs, cuda/BatchLimits.h);
//                 With --atom-calls, also one line per atom call:
//                 "atom <id> <kernel> <threads>", a kernel without
//                 arguments (fuzz::writeAtomCallKernel) run on one block of
//                 <threads> threads;
//   expected.txt  per case "== case <id>" then what the interpreter printed
//                 (running the host form), per evaluation "== eval <id>"
//                 then the outputs the interpreter computed running the
//                 kernel thread by thread, one per line, per atom call
//                 "== atom <id>" then what its threads printed.
// cute-gpu-runner writes actual.txt in expected.txt's form; the section
// of a case whose launch failed ends with "cute-gpu-runner: error <why>".
//
// Only valuations the interpreter accepts enter a batch: device code has
// no run-time checks, so a refused valuation has no expected output.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_GPUBATCH_H
#define CUTE_ORACLE_CAMPAIGN_GPUBATCH_H

#include "cute-oracle/Fuzz/Generators.h"

#include <map>
#include <string>

namespace cute::campaign {

struct GpuBatchOptions {
  std::string dir;
  uint64_t seed = 1;
  /// Structures 0..structures-1 of `seed`.
  uint64_t structures = 16;
  /// Admissible valuations per structure, at most.
  unsigned valuations = 64;
  fuzz::ProgramOptions generator;
  /// Atom-call kernels (fuzz/AtomCallKernels.h): case i runs atom i modulo
  /// the family's atoms on data seeded by `seed` and i.
  uint64_t atomCalls = 0;
  /// Whole-tile tiled MMA kernels (fuzz/TiledMmaKernels.h) drawn from
  /// `seed` and their index; they run as atom calls do.
  uint64_t tiledMmas = 0;
  /// Whole-tile tiled copies (fuzz/TiledCopyKernels.h), likewise.
  uint64_t tiledCopies = 0;
  std::string chip = "sm_90", features = "+ptx80";
  /// When set, this ptxas assembles the PTX into a cubin for its target
  /// (Cubin.h), which cute-gpu-runner loads on a device of that
  /// architecture instead of having the driver compile the PTX.
  std::string ptxas;
};

/// Writes the batch folder; prints what it wrote. 0 on success, 1 when
/// nothing could be written.
int writeGpuBatch(const GpuBatchOptions &options);

/// Reads a batch file of `== case <id>`, `== eval <id>` and `== atom <id>`
/// sections: "case <id>", "eval <id>" or "atom <id>" -> text, an atom
/// call's lines in thread order (device printf does not order threads).
std::map<std::string, std::string> readCaseSections(const std::string &text);

/// Compares DIR/actual.txt with DIR/expected.txt over the sections that
/// DIR/batch.txt lists, and prints each that differs or is missing from
/// either, with its kernel, and each section of either output that
/// batch.txt does not list. 0 when every listed section agrees and none is
/// unlisted, 1 otherwise, 2 when a file cannot be read or batch.txt lists
/// nothing.
int compareGpuBatch(const std::string &dir);

} // namespace cute::campaign

#endif
