// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>

// C++'s make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
// Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{}, Tile<_32,_32,Underscore>{}),
// and the same atom without a permutation.
// CHECK-LABEL: func.func @tiled(
// CHECK: cute.make_tiled_mma(%{{.*}}) : !cute.mma_atom<{{.*}}> -> !cute.tiled_mma<!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>, atom_layout = "(2,2,1):(1,2,0)", permutation = "[32;32;_]">
// CHECK: cute.make_tiled_mma(%{{.*}}) : !cute.mma_atom<{{.*}}> -> !cute.tiled_mma<!cute.mma_atom<{{.*}}>, atom_layout = "1:0">
func.func @tiled() {
  %a = cute.make_atom : !mma
  %t = cute.make_tiled_mma(%a) : !mma -> !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)", permutation = "[32;32;_]">
  %u = cute.make_tiled_mma(%a) : !mma -> !cute.tiled_mma<!mma, atom_layout = "1:0">
  return
}
