//===- TiledExecution.h - Tiled MMAs and copies executed on data -*- C++ -*-===//
//
// The reference semantics of mma_atom_call and copy_atom_call, and of a
// tiled MMA (gemm) or tiled copy over whole tensors, executed thread by
// thread with the layouts of TiledMma.h and TiledCopy.h:
// - each thread gathers its fragments (partition_A/B/C, partition_S/D)
//   from the tensors into registers;
// - an atom call is collective over the atom's threads. An MMA assembles
//   its A, B and C tiles from every thread's registers by the atom's
//   (thread, value) layouts, computes D = A·B + C and hands each thread its
//   fragment of D. A copy places each source value at its reference
//   position and hands each destination (thread, value) the value at its
//   own. Threads that hold the same element must hold the same value;
// - the threads store their registers back.
// Arithmetic: D(m,n) = C(m,n) + sum over k of A(m,k)·B(k,n) is computed in
// double (exact for f16/bf16 operands whose products and partial sums fit
// in 53 bits) and rounded once to D's type (Numbers.h), per atom call. The
// hardware's order of accumulation is unspecified: where the sum is not
// exact in D's type, a GPU may differ by one rounding per addition.
// Postconditions (TiledExecutionTest): gemm computes C + A·B; a copy whose
// layout_tv is one to one stores every destination element exactly once,
// with the source's value.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_TILEDEXECUTION_H
#define CUTE_ORACLE_CORE_TILEDEXECUTION_H

#include "cute-oracle/core/Numbers.h"
#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

#include <array>
#include <vector>

namespace cute::core {

/// A tensor: element c of the layout's domain is data[layout(c)], a value of
/// `type`.
struct Tensor {
  ElementType type;
  Layout layout;
  std::vector<double> data;
};

/// The registers of the threads of one atom call: registers[t][v] is value
/// v of the atom's thread t.
using Registers = std::vector<std::vector<double>>;

/// The element types D, A, B, C an MMA atom computes with, from its name
/// (e.g. SM80_16x8x16_F32F16F16F32_TN; SM90 GMMA accumulates in D).
Result<std::array<ElementType, 4>> mmaElementTypes(std::string_view op);

/// mma_atom_call: D = A·B + C over the atom's threads' fragments of A, B, C
/// (ALayout, BLayout, CLayout); the result is each thread's fragment of D.
Result<Registers> mmaAtomCall(const TiledMma &mma, const Registers &a, const Registers &b,
                              const Registers &c);

/// copy_atom_call: the atom's threads' destination registers for their
/// source registers (ValLayoutSrc, ValLayoutDst, ValLayoutRef).
Result<Registers> copyAtomCall(const TiledCopy &copy, const Registers &src);

/// The same for one atom of the registry, by its name: an MMA atom's C++
/// name (SM80_16x8x16_F32F16F16F32_TN) or a Copy_Atom "Op, T".
Result<Registers> mmaAtomCall(std::string_view op, const Registers &a, const Registers &b,
                              const Registers &c);
Result<Registers> copyAtomCall(std::string_view atom, const Registers &src);

/// gemm(mma, A, B, C): C = C + A·B for A (M,K), B (N,K), C (M,N) that the
/// tile divides, thread by thread, K-blocks in order. The result counts the
/// stores to each element of C's data.
Result<std::vector<int64_t>> gemm(const TiledMma &mma, const Tensor &a, const Tensor &b, Tensor &c);

/// copy(tiled, src, dst) for tensors of one shape that the tile divides.
/// The result counts the stores to each element of dst's data.
Result<std::vector<int64_t>> copy(const TiledCopy &copy, const Tensor &src, Tensor &dst);

} // namespace cute::core

#endif
