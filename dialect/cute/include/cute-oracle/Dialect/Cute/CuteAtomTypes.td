//===- CuteAtomTypes.td - cute atom and tiled-atom types ---*- tablegen -*-===//
//
// The atoms: an MMA or copy atom is a cute_nvgpu atom family
// (the dialect documents' mnemonic type, e.g. !cute_nvgpu.sm80.mma) with the attribute
// bundle that selects one instance of it (the dialect documents: shape and element types
// for an MMA, value type and instance for a copy); a tiled MMA or tiled copy
// adds the static layouts that repeat the atom. Every instance names a CuTe
// C++ atom of the registry (interp/core/Atoms.h), which gives its layouts.
//
// These types are not layout-like: they carry no kind sentinel (the dialect documents'
// seven sentinels classify the LayoutTypeInterface types), and isCuteType
// is false for them.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ATOM_TYPES_TD
#define CUTE_ATOM_TYPES_TD

include "cute-oracle/Dialect/Cute/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"

def Cute_MmaAtomType : TypeDef<Cute_Dialect, "MmaAtom"> {
  let mnemonic = "mma_atom";
  let summary = "an MMA atom: a cute_nvgpu MMA family, its shape and element types";
  let description = [{
    `!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type =
    f16, b_type = f16, c_type = f32>`: D (c_type) = A (a_type) · B (b_type)
    + C on an M x N x K tile. The instances are CuTe C++'s:
    - `sm80.mma`: [16, 8, 16] or [16, 8, 8] with (f16, f16, f32),
      (bf16, bf16, f32) or (f16, f16, f16): SM80_16x8xK_<C><A><B><C>_TN;
    - `sm80.mma` with the trailing keyword `sm75`: [16, 8, 8] with (f16,
      f16, f32), SM75_16x8x8_F32F16F16F32_TN (the same mma.sync, which
      Turing introduced; the dialect documents have no sm75 family);
    - `sm90.mma`: [64, N, 16] for N a multiple of 8 up to 256 with
      (f16, f16, f32): SM90_64xNx16_F32F16F16_SS (A and B K-major in shared
      memory).
  }];
  let parameters = (ins "::mlir::Type":$family, ArrayRefParameter<"int64_t">:$shape_MNK,
                        "::mlir::Type":$a_type, "::mlir::Type":$b_type,
                        "::mlir::Type":$c_type, DefaultValuedParameter<"bool", "false">:$sm75);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The CuTe C++ name of the atom, e.g. SM80_16x8x16_F32F16F16F32_TN.
    std::string getCppName() const;
  }];
}

def Cute_CopyAtomType : TypeDef<Cute_Dialect, "CopyAtom"> {
  let mnemonic = "copy_atom";
  let summary = "a copy atom: a cute_nvgpu copy family, its value type and instance";
  let description = [{
    `!cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices =
    4>` moves values of `value_type`. The instances are CuTe C++'s
    `Copy_Atom<Op, T>`:
    - `atom.ldsm`: `num_matrices` 1, 2 or 4 8x8 matrices of 16-bit values,
      `transpose` or not: SM75_U32x{1,2,4}_LDSM_N or SM75_U16x{2,4,8}_LDSM_T;
    - `atom.simt_async_copy`: 128 bits per thread (`cp.async`):
      SM80_CP_ASYNC_CACHEALWAYS<uint128_t>;
    - `atom.universal_copy<T, 32 b>`: UniversalCopy<uint32_t>; its value
      type is the family's element type.
  }];
  let parameters = (ins "::mlir::Type":$family, "::mlir::Type":$value_type,
                        OptionalParameter<"std::optional<int64_t>">:$num_matrices,
                        DefaultValuedParameter<"bool", "false">:$transpose);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The CuTe C++ atom as the registry names it, "Op, T".
    std::string getCppName() const;
  }];
}

def Cute_TiledMmaType : TypeDef<Cute_Dialect, "TiledMma"> {
  let mnemonic = "tiled_mma";
  let summary = "an MMA atom repeated over an atom layout, with a permutation";
  let description = [{
    `!cute.tiled_mma<!cute.mma_atom<...>, atom_layout = "(2,2,1):(1,2,0)",
    permutation = "[32;32;16]">`: C++'s `make_tiled_mma(Atom, AtomLayoutMNK,
    PermutationMNK)`. Both texts are canonical; the permutation may be left
    out (every mode `_`).
  }];
  let parameters = (ins "::mlir::Type":$atom, StringRefParameter<"the atom layout">:$atom_layout,
                        StringRefParameter<"the permutation tile", "\"\"">:$permutation);
  let assemblyFormat = "`<` $atom `,` struct($atom_layout, $permutation) `>`";
  let genVerifyDecl = 1;
}

def Cute_TiledCopyType : TypeDef<Cute_Dialect, "TiledCopy"> {
  let mnemonic = "tiled_copy";
  let summary = "a copy atom tiled by a (thread, value) layout over a tile";
  let description = [{
    `!cute.tiled_copy<!cute.copy_atom<...>, layout_tv = "...", tile = "(16,64)">`:
    C++'s TiledCopy<Copy_Atom, LayoutCopy_TV, ShapeTiler_MN>; layout_tv maps
    (thread, value) to the index in the column-major tile.
  }];
  let parameters = (ins "::mlir::Type":$atom, StringRefParameter<"the (thread, value) layout">:$layout_tv,
                        StringRefParameter<"the tile shape">:$tile);
  let assemblyFormat = "`<` $atom `,` struct($layout_tv, $tile) `>`";
  let genVerifyDecl = 1;
}

#endif
