// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// One thread's share of an MMA atom (the dialect documents): its fragments of D, A, B, C,
// as many values as the V mode of CuTe C++'s ALayout, BLayout, CLayout
// gives a thread. SM80 fragments live in registers; SM90 GMMA
// (_SS) reads A and B from shared memory.

!f16x16 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!bf16x8 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32>
!h16x16 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f16>
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>

// CHECK-LABEL: func.func @sm80(
func.func @sm80(%d: memref<4xf32>, %a: memref<8xf16>, %b: memref<4xf16>, %c: memref<4xf32>,
                %ha: memref<4xbf16>, %hb: memref<2xbf16>, %hd: memref<4xf16>) {
  %0 = cute.make_atom : !f16x16
  // SM80_16x8x16_F32F16F16F32_TN: A (32,(2,2,2)), B (32,(2,2)), C (32,(2,2))
  // CHECK: cute.mma_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
  cute.mma_atom_call(%0, %d, %a, %b, %c) : !f16x16, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
  // D may alias C.
  // CHECK: cute.mma_atom_call
  cute.mma_atom_call(%0, %c, %a, %b, %c) : !f16x16, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
  %1 = cute.make_atom : !bf16x8
  // SM80_16x8x8_F32BF16BF16F32_TN: A (32,(2,2)), B (32,2)
  // CHECK: cute.mma_atom_call(%{{.*}}) : {{.*}}, memref<4xf32>, memref<4xbf16>, memref<2xbf16>, memref<4xf32>
  cute.mma_atom_call(%1, %d, %ha, %hb, %d) : !bf16x8, memref<4xf32>, memref<4xbf16>, memref<2xbf16>, memref<4xf32>
  %2 = cute.make_atom : !h16x16
  // CHECK: cute.mma_atom_call({{.*}}) : {{.*}}, memref<4xf16>, memref<8xf16>, memref<4xf16>, memref<4xf16>
  cute.mma_atom_call(%2, %hd, %a, %b, %hd) : !h16x16, memref<4xf16>, memref<8xf16>, memref<4xf16>, memref<4xf16>
  return
}

// CHECK-LABEL: func.func @sm90(
func.func @sm90(%d: memref<4xf32>, %sa: memref<4096xf16, 3>, %sb: memref<128xf16, 3>) {
  %0 = cute.make_atom : !gmma
  // SM90_64x8x16_F32F16F16_SS: A and B are views of whole tiles in shared
  // memory, here k-block 1 of a 64x64 SW128 tile and an INTERLEAVE tile.
  %la = cute.static : !cute.composed_layout<"S<3,3,3> o 16 o (64,16):(64,1)">
  %lb = cute.static : !cute.layout<"(8,(8,2)):(8,(1,64))">
  %a = cute.make_view %sa, %la : !cute.view<memref<4096xf16, 3>, !cute.composed_layout<"S<3,3,3> o 16 o (64,16):(64,1)">>
  %b = cute.make_view %sb, %lb : !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
  // CHECK: cute.mma_atom_call({{.*}}) : {{.*}}, memref<4xf32>, !cute.view<memref<4096xf16, 3>, !cute.composed_layout<"S<3,3,3> o 16 o (64,16):(64,1)">>, !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>, memref<4xf32>
  cute.mma_atom_call(%0, %d, %a, %b, %d) : !gmma, memref<4xf32>, !cute.view<memref<4096xf16, 3>, !cute.composed_layout<"S<3,3,3> o 16 o (64,16):(64,1)">>, !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>, memref<4xf32>
  return
}
