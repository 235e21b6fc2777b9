//===- AtomGenerators.h - RapidCheck generators of tiled MMAs and copies -*- C++ -*-===//
//
// Random tiled atoms over random tensors they divide, with data:
// - a tiled MMA: any MMA atom of the registry (GMMA with N in 8..64), an
//   atom layout (M, N, 1) in column- or row-major order, a permutation
//   tile that is `_` or, per M and N, a bijection of an extent twice or
//   once the default (a compact layout in a random mode order);
// - a tiled copy: a Copy_Atom<Op, T> of the registry, a thread layout of a
//   multiple of the atom's threads and a value layout of a multiple of its
//   values, each (m, n) in a random order;
// - tensors of 1 or 2 tiles per mode, column- or row-major, filled with
//   integers in [-3, 3], exact in every element type and in every sum the
//   cases make, so that results compare exactly.
// Each case spells its atom as the expression language does (C++'s names),
// so a failing case is reproduced with `cute-interp --expr`.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_ATOMGENERATORS_H
#define CUTE_ORACLE_FUZZ_ATOMGENERATORS_H

#include "cute-oracle/Fuzz/Program.h"
#include "cute-oracle/core/TiledExecution.h"

#include <rapidcheck.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace cute::fuzz {

/// The registry's atoms the generators draw from: MMA atoms by their C++
/// names (SM90 GMMA with N = 8, 16, 32), copy atoms as Copy_Atom "Op, T".
const std::vector<std::string> &registryMmaAtoms();
const std::vector<std::string> &registryCopyAtoms();

/// The MLIR type of a registry MMA atom (e.g. SM80_16x8x16_F32F16F16F32_TN)
/// or Copy_Atom "Op, T"; none where the dialect does not spell it.
std::optional<std::string> mlirMmaAtom(const std::string &op);
std::optional<std::string> mlirCopyAtom(const std::string &atom);

struct TiledMmaCase {
  std::string op;
  core::Layout atomLayout;
  std::optional<core::Tile> permutation;
  /// Tiles per mode of the tensors (M, N, K), and whether A, B, C are
  /// row-major.
  std::array<int64_t, 3> blocks;
  std::array<bool, 3> rowMajor;
  std::vector<int> a, b, c;

  /// make_tiled_mma(op, atomLayout[, permutation]).
  std::string spelling() const;
  /// The MLIR types of the tiled MMA; none for an atom the dialect does not
  /// spell.
  std::optional<TiledAtomTypes> mlirTypes() const;
};

struct TiledCopyCase {
  std::string atom; // "Op, T"
  core::Layout thr, val;
  std::array<int64_t, 2> blocks;
  std::array<bool, 2> rowMajor; // source, destination
  std::vector<int> src;

  /// make_tiled_copy(Copy_Atom<atom>, thr, val).
  std::string spelling() const;
  /// The MLIR types of the tiled copy (its layout_tv and tile built from
  /// thr and val).
  std::optional<TiledAtomTypes> mlirTypes() const;
};

/// A case as RapidCheck shows a counterexample: the spelling, the tensor
/// extents' blocks and orders, and the data.
std::ostream &operator<<(std::ostream &os, const TiledMmaCase &c);
std::ostream &operator<<(std::ostream &os, const TiledCopyCase &c);

/// Cases with data, and (Structure) without: the tiled atom and the tensor
/// shapes only.
rc::Gen<TiledMmaCase> genTiledMmaCase();
rc::Gen<TiledCopyCase> genTiledCopyCase();
rc::Gen<TiledMmaCase> genTiledMmaStructure();
rc::Gen<TiledCopyCase> genTiledCopyStructure();

/// The tiled MMA of a case and its tensors A (M,K), B (N,K), C (M,N).
struct TiledMmaTensors {
  core::TiledMma mma;
  core::Tensor a, b, c;
};
core::Result<TiledMmaTensors> tensorsOf(const TiledMmaCase &c);

/// The tiled copy of a case, its source and a zeroed destination.
struct TiledCopyTensors {
  core::TiledCopy copy;
  core::Tensor src, dst;
};
core::Result<TiledCopyTensors> tensorsOf(const TiledCopyCase &c);

} // namespace cute::fuzz

#endif
