// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every cute_nvgpu mnemonic round-trips, listed in the dialect's walk order
// (slots 0-26 of the seed table). Mnemonics are case-sensitive: SM120.mma_bs
// keeps its uppercase SM. The two parameterized types get one sample each
// here and their own files (smem_desc_view.mlir, universal_copy.mlir).

// Slot 0.
// CHECK: func.func private @universal_fma(!cute_nvgpu.atom.universal_fma)
func.func private @universal_fma(!cute_nvgpu.atom.universal_fma)

// Slot 1.
// CHECK: func.func private @sm80_mma(!cute_nvgpu.sm80.mma)
func.func private @sm80_mma(!cute_nvgpu.sm80.mma)

// Slot 2.
// CHECK: func.func private @sm80_sparse_mma(!cute_nvgpu.sm80.sparse_mma)
func.func private @sm80_sparse_mma(!cute_nvgpu.sm80.sparse_mma)

// Slot 3.
// CHECK: func.func private @sm89_mma(!cute_nvgpu.sm89.mma)
func.func private @sm89_mma(!cute_nvgpu.sm89.mma)

// Slot 4.
// CHECK: func.func private @smem_desc(!cute_nvgpu.smem_desc)
func.func private @smem_desc(!cute_nvgpu.smem_desc)

// Slot 5.
// CHECK: func.func private @smem_desc_view(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(4,32):(1@0,1@1)">>)
func.func private @smem_desc_view(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(4,32):(1@0,1@1)">>)

// Slot 6.
// CHECK: func.func private @sm90_mma(!cute_nvgpu.sm90.mma)
func.func private @sm90_mma(!cute_nvgpu.sm90.mma)

// Slot 7.
// CHECK: func.func private @sm100_mma(!cute_nvgpu.sm100.mma)
func.func private @sm100_mma(!cute_nvgpu.sm100.mma)

// Slot 8.
// CHECK: func.func private @sm100_mma_sp(!cute_nvgpu.sm100.mma_sp)
func.func private @sm100_mma_sp(!cute_nvgpu.sm100.mma_sp)

// Slot 9.
// CHECK: func.func private @sm100_mma_bs(!cute_nvgpu.sm100.mma_bs)
func.func private @sm100_mma_bs(!cute_nvgpu.sm100.mma_bs)

// Slot 10.
// CHECK: func.func private @sm100_mma_bs_sp(!cute_nvgpu.sm100.mma_bs_sp)
func.func private @sm100_mma_bs_sp(!cute_nvgpu.sm100.mma_bs_sp)

// Slot 11.
// CHECK: func.func private @sm120_mma_bs(!cute_nvgpu.SM120.mma_bs)
func.func private @sm120_mma_bs(!cute_nvgpu.SM120.mma_bs)

// Slot 12.
// CHECK: func.func private @tmem_load(!cute_nvgpu.atom.tmem_load)
func.func private @tmem_load(!cute_nvgpu.atom.tmem_load)

// Slot 13.
// CHECK: func.func private @tmem_store(!cute_nvgpu.atom.tmem_store)
func.func private @tmem_store(!cute_nvgpu.atom.tmem_store)

// Slot 14.
// CHECK: func.func private @s2t_copy(!cute_nvgpu.atom.s2t_copy)
func.func private @s2t_copy(!cute_nvgpu.atom.s2t_copy)

// Slot 15.
// CHECK: func.func private @tma_descriptor_tiled(!cute_nvgpu.tma_descriptor_tiled)
func.func private @tma_descriptor_tiled(!cute_nvgpu.tma_descriptor_tiled)

// Slot 16.
// CHECK: func.func private @tma_descriptor_im2col(!cute_nvgpu.tma_descriptor_im2col)
func.func private @tma_descriptor_im2col(!cute_nvgpu.tma_descriptor_im2col)

// Slot 17.
// CHECK: func.func private @tma_load(!cute_nvgpu.atom.tma_load)
func.func private @tma_load(!cute_nvgpu.atom.tma_load)

// Slot 18.
// CHECK: func.func private @tma_store(!cute_nvgpu.atom.tma_store)
func.func private @tma_store(!cute_nvgpu.atom.tma_store)

// Slot 19.
// CHECK: func.func private @tma_reduce(!cute_nvgpu.atom.tma_reduce)
func.func private @tma_reduce(!cute_nvgpu.atom.tma_reduce)

// Slot 20.
// CHECK: func.func private @universal_copy(!cute_nvgpu.atom.universal_copy<f16>)
func.func private @universal_copy(!cute_nvgpu.atom.universal_copy<f16>)

// Slot 21.
// CHECK: func.func private @simt_async_copy(!cute_nvgpu.atom.simt_async_copy)
func.func private @simt_async_copy(!cute_nvgpu.atom.simt_async_copy)

// Slot 22.
// CHECK: func.func private @ldsm(!cute_nvgpu.atom.ldsm)
func.func private @ldsm(!cute_nvgpu.atom.ldsm)

// Slot 23.
// CHECK: func.func private @stsm(!cute_nvgpu.atom.stsm)
func.func private @stsm(!cute_nvgpu.atom.stsm)

// Slot 24.
// CHECK: func.func private @non_exec_tiled_tma_load(!cute_nvgpu.atom.non_exec_tiled_tma_load)
func.func private @non_exec_tiled_tma_load(!cute_nvgpu.atom.non_exec_tiled_tma_load)

// Slot 25.
// CHECK: func.func private @non_exec_tiled_tma_store(!cute_nvgpu.atom.non_exec_tiled_tma_store)
func.func private @non_exec_tiled_tma_store(!cute_nvgpu.atom.non_exec_tiled_tma_store)

// Slot 26.
// CHECK: func.func private @non_exec_tiled_tma_reduce(!cute_nvgpu.atom.non_exec_tiled_tma_reduce)
func.func private @non_exec_tiled_tma_reduce(!cute_nvgpu.atom.non_exec_tiled_tma_reduce)

// The generic form spells the same types inside the function_type attribute.
// GENERIC: function_type = (!cute_nvgpu.sm90.mma) -> ()
// GENERIC: function_type = (!cute_nvgpu.SM120.mma_bs) -> ()
// GENERIC: function_type = (!cute_nvgpu.atom.non_exec_tiled_tma_reduce) -> ()

// Several cute_nvgpu types in one signature, with a result.
// CHECK: func.func private @mixed(!cute_nvgpu.atom.tma_load, !cute_nvgpu.tma_descriptor_tiled) -> !cute_nvgpu.smem_desc
func.func private @mixed(!cute_nvgpu.atom.tma_load, !cute_nvgpu.tma_descriptor_tiled) -> !cute_nvgpu.smem_desc
