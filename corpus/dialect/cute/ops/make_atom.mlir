// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// Every atom family of the registry round-trips: the MMA instances of
// sm80.mma and sm90.mma, and the copy instances of ldsm, simt_async_copy and
// universal_copy (CuTe C++ names in the comments).

// CHECK-LABEL: func.func @mma_atoms(
func.func @mma_atoms() {
  // SM80_16x8x16_F32F16F16F32_TN
  // CHECK: cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
  %0 = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
  // SM80_16x8x8_F32BF16BF16F32_TN
  // CHECK: cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32>
  %1 = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32>
  // SM75_16x8x8_F32F16F16F32_TN: the sm80.mma family (the dialect documents have no
  // sm75 one) with the keyword sm75
  // CHECK: cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm75>
  %75 = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm75>
  // SM80_16x8x16_F16F16F16F16_TN
  // CHECK: cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f16>
  %2 = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f16>
  // SM90_64x248x16_F32F16F16_SS
  // CHECK: cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 248, 16], a_type = f16, b_type = f16, c_type = f32>
  %3 = cute.make_atom : !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 248, 16], a_type = f16, b_type = f16, c_type = f32>
  return
}

// CHECK-LABEL: func.func @copy_atoms(
func.func @copy_atoms() {
  // Copy_Atom<SM75_U32x4_LDSM_N, half_t>
  // CHECK: cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
  %0 = cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
  // Copy_Atom<SM75_U16x2_LDSM_T, bfloat16_t>
  // CHECK: cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 1, transpose>
  %1 = cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 1, transpose>
  // Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>
  // CHECK: cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
  %2 = cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
  // Copy_Atom<UniversalCopy<uint32_t>, half_t>
  // CHECK: cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
  %3 = cute.make_atom : !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
  return
}
