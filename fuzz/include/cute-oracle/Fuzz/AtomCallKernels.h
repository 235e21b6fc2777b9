//===- AtomCallKernels.h - Random atom calls run by a kernel ----*- C++ -*-===//
//
// The cases of the atom-call family: a registry atom that lowers
// to PTX (SM80 MMAs, SM90 GMMA, ldmatrix, cp.async, universal copy) and the seed of
// its data, run by one block of the atom's threads:
// - each thread fills its fragments in private memory with integers in
//   [-3, 3] (value v of operand X of thread t is dataValue(seed, X, t, v)),
//   exact in every element type and in every sum an MMA makes; an ldmatrix
//   source is a shared 8x8 tile per matrix, filled by thread 0 with
//   dataValue(seed, 0, row, column), thread t addressing its row t modulo
//   the rows the instruction reads; GMMA's A and B are views of shared
//   tiles in a canonical K-major layout drawn from the seed (gmmaTileOf),
//   filled by thread 0 with dataValue(seed, X, 0, v) at element v;
// - a cp.async source is global memory the thread allocates (device
//   malloc), filled as a fragment is; its destination is the thread's part
//   of a shared tile;
// - it calls the atom and prints "<t>: <values>" of its result fragment,
//   each value converted to i32.
// expectedOutput computes what the kernel prints with interp/core's atom
// calls on the same registers, which the interpreter must reproduce
// (AtomCallKernelTest).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_ATOMCALLKERNELS_H
#define CUTE_ORACLE_FUZZ_ATOMCALLKERNELS_H

#include "cute-oracle/core/Result.h"

#include <rapidcheck.h>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace cute::fuzz {

struct AtomCallCase {
  /// The registry atom: an MMA atom's C++ name or a Copy_Atom "Op, T".
  std::string atom;
  bool isMma = false;
  uint64_t seed = 0;
};

std::ostream &operator<<(std::ostream &os, const AtomCallCase &c);

/// The atoms of the family.
const std::vector<AtomCallCase> &atomCallAtoms();
rc::Gen<AtomCallCase> genAtomCallCase();

/// Value v of operand `operand` (0: A or source, 1: B, 2: C) of thread t.
int64_t dataValue(uint64_t seed, int operand, int64_t t, int64_t v);

/// A GMMA operand's tile in shared memory: the view's layout (its MLIR
/// type) and the elements of the buffer it lies in.
struct GmmaTile {
  std::string layoutType;
  int64_t elements = 0;
};

/// A canonical K-major GMMA layout (core/GmmaDescriptor.h) of `rows` x 16
/// halves for operand `operand` (0: A, 1: B), drawn from `seed`:
/// INTERLEAVE with its core matrices rows first or k first, with or
/// without a gap, starting at element 0, 8 or 64; or SW32, SW64, SW128
/// rows with or without a gap between 8-row groups, at a random k-block of
/// the swizzled row.
GmmaTile gmmaTileOf(uint64_t seed, int operand, int64_t rows);

/// The threads of one call of the case's atom (one block).
core::Result<int64_t> atomCallThreads(const AtomCallCase &c);

/// The case's kernel, a gpu.func @name without arguments.
core::Result<std::string> writeAtomCallKernel(const AtomCallCase &c, const std::string &name);

/// A module holding the case's kernel in gpu.module @atoms and a @main that
/// launches it on one block of the atom's threads.
core::Result<std::string> writeAtomCallModule(const AtomCallCase &c);

/// What the module prints, computed with interp/core.
core::Result<std::string> expectedOutput(const AtomCallCase &c);

/// One fragment operand of the case's atom call, as its verifier wants it.
struct AtomCallFragment {
  /// The verifier's name: "D", "A", "B", "C" or "src", "dst".
  std::string name;
  int64_t values = 0;
  /// MLIR's spelling of the element type.
  std::string elementType;
  /// In shared memory (an ldmatrix source, a cp.async destination);
  /// otherwise in registers, global memory (a cp.async source), or anywhere
  /// for a universal copy.
  bool shared = false;
  /// Where the verifier wants it, in its words: "registers", "shared
  /// memory" or "global or generic memory".
  std::string place;
  /// A GMMA tile: a view of shared memory instead of a memref.
  std::optional<GmmaTile> tile;
};

/// The atom's MLIR type and its call's fragments in operand order (D, A, B,
/// C of an MMA; src, dst of a copy).
struct AtomCallSignature {
  std::string atomType;
  std::vector<AtomCallFragment> fragments;
  bool anyMemory = false; // a universal copy takes any memory
};
core::Result<AtomCallSignature> atomCallSignature(const AtomCallCase &c);

/// The cute ops the family's kernels contain.
std::vector<std::string> opsEmittedByAtomCallKernels();

} // namespace cute::fuzz

#endif
