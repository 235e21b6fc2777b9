//===- AtomCallKernels.h - Random atom calls run by a kernel ----*- C++ -*-===//
//
// The cases of the atom-call family (issue G): a registry atom that lowers
// to PTX (SM80 MMAs, ldmatrix, universal copy) and the seed of its data, run
// by one block of the atom's threads:
// - each thread fills its fragments in private memory with integers in
//   [-3, 3] (value v of operand X of thread t is dataValue(seed, X, t, v)),
//   exact in every element type and in every sum an MMA makes; an ldmatrix
//   source is a shared 8x8 tile per matrix, filled by thread 0 with
//   dataValue(seed, 0, row, column), thread t addressing its row t modulo
//   the rows the instruction reads;
// - it calls the atom and prints "<t>: <values>" of its result fragment,
//   each value converted to i32.
// cp.async and SM90 GMMA are left out: the first needs global memory a
// kernel without arguments cannot name, the second has no lowering yet.
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
  /// In shared memory (an ldmatrix source); otherwise in registers, or
  /// anywhere for a universal copy.
  bool shared = false;
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
