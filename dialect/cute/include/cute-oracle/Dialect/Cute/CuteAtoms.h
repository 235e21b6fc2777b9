//===- CuteAtoms.h - The registry atoms behind the cute atom types -*- C++ -*-===//
//
// A cute atom type names a CuTe C++ atom of interp/core's registry; a tiled
// atom type gives, through interp/core, the TiledMma or TiledCopy whose
// layouts the verifiers check, the folder folds and the interpreter runs.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_CUTEATOMS_H
#define CUTE_ORACLE_DIALECT_CUTE_CUTEATOMS_H

#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

namespace cute::dialect {

/// The TiledMma of a verified !cute.tiled_mma.
core::Result<core::TiledMma> tiledMmaOf(TiledMmaType t);
/// The TiledCopy of a verified !cute.tiled_copy.
core::Result<core::TiledCopy> tiledCopyOf(TiledCopyType t);

/// get_layout_tv<operand> of a verified !cute.tiled_mma ('A', 'B', 'C') or
/// !cute.tiled_copy ('S', 'D').
core::Result<core::Layout> layoutTVOf(mlir::Type tiled, char operand);

/// `tiled` is a !cute.tiled_mma and `operand` "A", "B" or "C", or a
/// !cute.tiled_copy and "S" or "D"; the op's diagnostic otherwise.
mlir::LogicalResult verifyTiledOperand(mlir::Operation *op, mlir::Type tiled,
                                       llvm::StringRef operand);

/// cute.tile_shape of a verified !cute.mma_atom (Shape_MNK), !cute.tiled_mma
/// (tile_shape) or !cute.tiled_copy (Tiler_MN); an error for another type.
core::Result<core::IntTuple> tileShapeOf(mlir::Type atom);

/// The number of threads of a verified tiled atom.
core::Result<int64_t> threadsOf(mlir::Type tiled);

/// The extents of the tile operand `operand` of a verified tiled atom
/// covers: (M, K), (N, K), (M, N) of a tiled MMA ('A', 'B', 'C'), the tile
/// of a tiled copy ('S', 'D').
core::Result<core::IntTuple> tileExtentsOf(mlir::Type tiled, char operand);

/// get_slice(thr).partition_<operand> of a tensor laid out by `l`
/// (core::partition of TiledMma.h or TiledCopy.h).
core::Result<core::Fragment> partitionOf(mlir::Type tiled, char operand, int64_t thr,
                                         const core::Layout &l);

/// Thread index -> the offset of the first element of its partition of a
/// tensor laid out by `l` (core::threadOffsets).
core::Result<core::Layout> threadOffsetsOf(mlir::Type tiled, char operand, const core::Layout &l);

/// The (thread, value) layout of operand `operand` of a verified atom type:
/// 'A', 'B', 'C' of a !cute.mma_atom (MMA_Traits' ALayout, BLayout,
/// CLayout; 'D' is C's), 'S', 'D' of a !cute.copy_atom (Copy_Atom's
/// ValLayoutSrc, ValLayoutDst).
core::Result<core::Layout> atomLayoutTVOf(mlir::Type atom, char operand);

/// The memory a memref lives in, as the atom calls distinguish it: no
/// memory space or 0 (generic), 1 or #gpu.address_space<global>, 3 or
/// #gpu.address_space<workgroup> (shared), 5 or #gpu.address_space<private>.
enum class MemorySpace { Generic, Global, Shared, Private, Other };
MemorySpace memorySpaceOf(mlir::MemRefType type);

/// mma_atom_call and copy_atom_call.
bool isAtomCall(mlir::Operation *op);

/// The fragments of an atom call whose address its instruction takes:
/// ldmatrix's source (each thread's row), cp.async's source and
/// destination. They must be contiguous (verifier) and 16-byte aligned in
/// their buffers (the interpreter checks; the GPU faults).
llvm::SmallVector<mlir::Value> addressedFragments(mlir::Operation *call);

/// make_atom, make_tiled_mma and make_tiled_copy: the static atom builders.
bool isAtomBuilder(mlir::Operation *op);

/// The canonical text of a layout (or, with `tile`, of a tile) written in a
/// type parameter; an error names the parameter and why it is not.
core::Result<core::Value> parseTypeParameter(llvm::StringRef name, llvm::StringRef text);

} // namespace cute::dialect

#endif
