//===- CuteNvgpuTypes.td - cute_nvgpu types and enums ------*- tablegen -*-===//
//
// The cute_nvgpu type surface: ten MMA atoms, thirteen copy atoms, two
// shared-memory descriptor types, two TMA descriptor types and the `i<N>`
// atom integer.
//
// The order of the 27 mnemonic TypeDefs below IS the mnemonic walk table:
// mlir-tblgen emits generatedTypeParser (a KeywordSwitch chain) and
// generatedTypePrinter (a TypeSwitch chain) in definition order, so slot i of
// the printer and branch i of the parser name the same type. Keep the order
// of the seed's table; the unit tests check it. AtomInt has no mnemonic and
// comes last, as the parser tries it only after every mnemonic missed.
//
//===----------------------------------------------------------------------===//

#ifndef CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_TD
#define CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_TD

include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"

//===----------------------------------------------------------------------===//
// Enums of atom.universal_copy
//===----------------------------------------------------------------------===//

def CuteNvgpu_MemOrder : I32Enum<"MemOrder",
    "PTX-like memory order of a universal copy atom", [
  I32EnumCase<"Relaxed", 0, "relaxed">,
  I32EnumCase<"Acquire", 1, "acquire">,
  I32EnumCase<"Release", 2, "release">,
  I32EnumCase<"AcqRel", 3, "acq_rel">,
  I32EnumCase<"Sc", 4, "sc">,
  I32EnumCase<"Mmio", 5, "mmio">,
  I32EnumCase<"Constant", 6, "constant">,
  I32EnumCase<"Volatile", 7, "volatile">
]> {
  let cppNamespace = "::cute::nvgpu";
}

def CuteNvgpu_MemScope : I32Enum<"MemScope",
    "PTX-like memory scope of a universal copy atom", [
  I32EnumCase<"Cluster", 0, "cluster">,
  I32EnumCase<"Gpu", 1, "gpu">,
  I32EnumCase<"Sys", 2, "sys">
]> {
  let cppNamespace = "::cute::nvgpu";
}

//===----------------------------------------------------------------------===//
// Type classes
//===----------------------------------------------------------------------===//

// A cute_nvgpu type spelled `!cute_nvgpu.<typeMnemonic>`.
class CuteNvgpu_Type<string name, string typeMnemonic, string meaning,
                     list<Trait> traits = []>
    : TypeDef<CuteNvgpu_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let summary = meaning;
}

// An atom type. Its values get the SSA name hint `asmName` through
// OpAsmTypeInterface::getAsmName: deterministic and non-semantic, and an op
// may override it with its own result names.
class CuteNvgpu_AtomType<string name, string typeMnemonic, string meaning,
                         string asmName>
    : CuteNvgpu_Type<name, typeMnemonic, meaning,
          [DeclareTypeInterfaceMethods<OpAsmTypeInterface, ["getAsmName"]>]> {
  let extraClassDefinition = [{
    void $cppClass::getAsmName(::mlir::OpAsmSetNameFn setNameFn) const {
      setNameFn("}] # asmName # [{");
    }
  }];
}

// An MMA atom: SSA name hint `mma_<family>`.
class CuteNvgpu_MmaAtomType<string name, string typeMnemonic, string meaning,
                            string family>
    : CuteNvgpu_AtomType<name, typeMnemonic, meaning, "mma_" # family>;

// A copy atom: SSA name hint `copy_<family>`.
class CuteNvgpu_CopyAtomType<string name, string typeMnemonic, string meaning,
                             string family>
    : CuteNvgpu_AtomType<name, typeMnemonic, meaning, "copy_" # family>;

//===----------------------------------------------------------------------===//
// Types with a mnemonic, in walk order (slot numbers as in the seed table)
//===----------------------------------------------------------------------===//

// Slot 0.
def CuteNvgpu_UniversalFmaAtomType : CuteNvgpu_MmaAtomType<"UniversalFmaAtom",
    "atom.universal_fma",
    "scalar fused multiply-add MMA atom, valid on every architecture",
    "universal_fma">;

// Slot 1.
def CuteNvgpu_Sm80MmaType : CuteNvgpu_MmaAtomType<"Sm80Mma", "sm80.mma",
    "SM80 (Ampere) warp-level `mma.sync` atom", "sm80">;

// Slot 2.
def CuteNvgpu_Sm80SparseMmaType : CuteNvgpu_MmaAtomType<"Sm80SparseMma",
    "sm80.sparse_mma",
    "SM80 (Ampere) structured-sparse warp-level `mma.sp.sync` atom",
    "sm80_sparse">;

// Slot 3.
def CuteNvgpu_Sm89MmaType : CuteNvgpu_MmaAtomType<"Sm89Mma", "sm89.mma",
    "SM89 (Ada) warp-level `mma.sync` atom with FP8 operands", "sm89">;

// Slot 4.
def CuteNvgpu_SmemDescType : CuteNvgpu_Type<"SmemDesc", "smem_desc",
    "64-bit WGMMA/UMMA shared-memory matrix descriptor">;

// Slot 5.
def CuteNvgpu_SmemDescViewType : CuteNvgpu_Type<"SmemDescView",
    "smem_desc_view",
    "shared-memory object viewed through a cute layout, from which a "
    "WGMMA/UMMA shared-memory descriptor is built"> {
  let description = [{
    `sourceType` describes the shared-memory object (e.g. a memref in
    address space 3); `layout` must be a `#cute.layout` attribute and tells
    WGMMA or UMMA how to interpret the tile.
  }];
  let parameters = (ins "::mlir::Type":$sourceType,
                        "::mlir::Attribute":$layout);
  let assemblyFormat = "`<` $sourceType `,` $layout `>`";
  let genVerifyDecl = 1;
}

// Slot 6.
def CuteNvgpu_Sm90MmaType : CuteNvgpu_MmaAtomType<"Sm90Mma", "sm90.mma",
    "SM90 (Hopper) warpgroup `wgmma.mma_async` atom", "sm90">;

// Slot 7.
def CuteNvgpu_Sm100MmaType : CuteNvgpu_MmaAtomType<"Sm100Mma", "sm100.mma",
    "SM100 (Blackwell) `tcgen05.mma` (UMMA) atom", "sm100">;

// Slot 8.
def CuteNvgpu_Sm100MmaSpType : CuteNvgpu_MmaAtomType<"Sm100MmaSp",
    "sm100.mma_sp",
    "SM100 (Blackwell) structured-sparse `tcgen05.mma.sp` atom", "sm100_sp">;

// Slot 9.
def CuteNvgpu_Sm100MmaBsType : CuteNvgpu_MmaAtomType<"Sm100MmaBs",
    "sm100.mma_bs",
    "SM100 (Blackwell) block-scaled (microscaling) `tcgen05.mma` atom",
    "sm100_bs">;

// Slot 10.
def CuteNvgpu_Sm100MmaBsSpType : CuteNvgpu_MmaAtomType<"Sm100MmaBsSp",
    "sm100.mma_bs_sp",
    "SM100 (Blackwell) block-scaled structured-sparse `tcgen05.mma.sp` atom",
    "sm100_bs_sp">;

// Slot 11.
// The uppercase `SM` is part of the mnemonic and is matched case-sensitively.
def CuteNvgpu_Sm120MmaBsType : CuteNvgpu_MmaAtomType<"Sm120MmaBs",
    "SM120.mma_bs",
    "SM120 (consumer Blackwell) block-scaled FP4 `mma.sync` atom",
    "sm120_bs">;

// Slot 12.
def CuteNvgpu_TmemLoadAtomType : CuteNvgpu_CopyAtomType<"TmemLoadAtom",
    "atom.tmem_load",
    "SM100 `tcgen05.ld` copy atom: tensor memory to registers",
    "sm100_tmem_load">;

// Slot 13.
def CuteNvgpu_TmemStoreAtomType : CuteNvgpu_CopyAtomType<"TmemStoreAtom",
    "atom.tmem_store",
    "SM100 `tcgen05.st` copy atom: registers to tensor memory",
    "sm100_tmem_store">;

// Slot 14.
def CuteNvgpu_S2tCopyAtomType : CuteNvgpu_CopyAtomType<"S2tCopyAtom",
    "atom.s2t_copy",
    "SM100 `tcgen05.cp` copy atom: shared memory to tensor memory",
    "sm100_s2t_copy">;

// Slot 15.
def CuteNvgpu_TmaDescriptorTiledType : CuteNvgpu_Type<"TmaDescriptorTiled",
    "tma_descriptor_tiled", "TMA tensor map (CUtensorMap) in tiled mode">;

// Slot 16.
def CuteNvgpu_TmaDescriptorIm2colType : CuteNvgpu_Type<"TmaDescriptorIm2col",
    "tma_descriptor_im2col", "TMA tensor map (CUtensorMap) in im2col mode">;

// Slot 17.
def CuteNvgpu_TmaLoadAtomType : CuteNvgpu_CopyAtomType<"TmaLoadAtom",
    "atom.tma_load",
    "SM90 TMA load atom (`cp.async.bulk.tensor`): global to shared memory",
    "sm90_tma_load">;

// Slot 18.
def CuteNvgpu_TmaStoreAtomType : CuteNvgpu_CopyAtomType<"TmaStoreAtom",
    "atom.tma_store",
    "SM90 TMA store atom (`cp.async.bulk.tensor`): shared to global memory",
    "sm90_tma_store">;

// Slot 19.
def CuteNvgpu_TmaReduceAtomType : CuteNvgpu_CopyAtomType<"TmaReduceAtom",
    "atom.tma_reduce",
    "SM90 TMA reduction atom (`cp.reduce.async.bulk.tensor`): shared "
    "memory reduced into global memory", "sm90_tma_reduce">;

// Slot 20.
def CuteNvgpu_UniversalCopyAtomType : CuteNvgpu_CopyAtomType<
    "UniversalCopyAtom", "atom.universal_copy",
    "architecture-independent copy atom of plain loads and stores",
    "universal_copy"> {
  let description = [{
    Syntax: `<elem[, N b][, allow_dsmem][, mem_order=ORDER][, mem_scope=SCOPE]>`
    with the fields in that fixed order. `N b` is the copy width in bits,
    `allow_dsmem` permits distributed shared memory, and the memory order
    and scope are PTX-like. An absent field is not a default value: the
    printer elides it and never prints a sentinel.
  }];
  let parameters = (ins
    "::mlir::Type":$elementType,
    OptionalParameter<"std::optional<uint32_t>">:$bitWidth,
    DefaultValuedParameter<"bool", "false">:$allowDsmem,
    OptionalParameter<"std::optional<::cute::nvgpu::MemOrder>">:$memOrder,
    OptionalParameter<"std::optional<::cute::nvgpu::MemScope>">:$memScope);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  // getAsmName appends the element type (`copy_universal_copy_f16`); it is
  // defined in CuteNvgpuTypes.cpp.
  let extraClassDefinition = [{}];
}

// Slot 21.
def CuteNvgpu_SimtAsyncCopyAtomType : CuteNvgpu_CopyAtomType<
    "SimtAsyncCopyAtom", "atom.simt_async_copy",
    "SM80 `cp.async` copy atom: global to shared memory, per thread",
    "sm80_simt_async_copy">;

// Slot 22.
def CuteNvgpu_LdsmAtomType : CuteNvgpu_CopyAtomType<"LdsmAtom", "atom.ldsm",
    "SM75 `ldmatrix` copy atom: shared memory to registers",
    "sm75_ldsm">;

// Slot 23.
def CuteNvgpu_StsmAtomType : CuteNvgpu_CopyAtomType<"StsmAtom", "atom.stsm",
    "SM90 `stmatrix` copy atom: registers to shared memory",
    "sm90_stsm">;

// Slot 24.
def CuteNvgpu_NonExecTiledTmaLoadAtomType : CuteNvgpu_CopyAtomType<
    "NonExecTiledTmaLoadAtom", "atom.non_exec_tiled_tma_load",
    "tiled TMA load atom not yet executable: it still lacks the runtime "
    "operands (such as the barrier) it is bound to before issue",
    "sm90_non_exec_tiled_tma_load">;

// Slot 25.
def CuteNvgpu_NonExecTiledTmaStoreAtomType : CuteNvgpu_CopyAtomType<
    "NonExecTiledTmaStoreAtom", "atom.non_exec_tiled_tma_store",
    "tiled TMA store atom not yet executable: it still lacks the runtime "
    "operands it is bound to before issue", "sm90_non_exec_tiled_tma_store">;

// Slot 26.
def CuteNvgpu_NonExecTiledTmaReduceAtomType : CuteNvgpu_CopyAtomType<
    "NonExecTiledTmaReduceAtom", "atom.non_exec_tiled_tma_reduce",
    "tiled TMA reduction atom not yet executable: it still lacks the "
    "runtime operands it is bound to before issue",
    "sm90_non_exec_tiled_tma_reduce">;

//===----------------------------------------------------------------------===//
// Atom integer
//===----------------------------------------------------------------------===//

// No ODS mnemonic: the mnemonic itself carries the width (`i4`), so the
// dialect parses and prints it by hand after the mnemonic table misses.
def CuteNvgpu_AtomIntType : TypeDef<CuteNvgpu_Dialect, "AtomInt"> {
  let typeName = "cute_nvgpu.atom_int";
  let summary = "sub-byte or microscaling integer fragment, `i<N>[<divby M>]`";
  let description = [{
    `width` is the bit width N of one element. The optional `divby` factor M
    controls packed-lane interpretation (NVFP4-style microscaling), not
    integer arithmetic. Both must be positive; an absent `divby` is elided.
  }];
  let parameters = (ins "uint32_t":$width,
                        OptionalParameter<"std::optional<uint32_t>">:$divby);
  let genVerifyDecl = 1;
}

#endif // CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_TD
