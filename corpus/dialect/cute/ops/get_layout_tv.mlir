// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --cute-fold-static | FileCheck %s --check-prefix=FOLD

// The (thread, value) layouts of a tiled MMA and a tiled copy, as CuTe C++
// prints get_layout{A,B,C}_TV() and get_layout{S,D}_TV() (test/unit/AtomsTest.cpp
// holds the C++ texts); the verifier computes each with interp/core.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)", permutation = "[32;32;_]">
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!copy = !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)">

// CHECK-LABEL: func.func @mma(
// CHECK: cute.get_layout_tv<"A"> (%{{.*}}) : !cute.tiled_mma<{{.*}}> -> !cute.layout<"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">
// CHECK: cute.get_layout_tv<"B">
// CHECK: cute.get_layout_tv<"C">
// The folder replaces each layout by its value; the atoms are then dead.
// FOLD-LABEL: func.func @mma(
// FOLD-NEXT: cute.static : !cute.layout<"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">
// FOLD-NEXT: cute.static : !cute.layout<"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">
// FOLD-NEXT: cute.static : !cute.layout<"((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))">
// FOLD-NEXT: return
func.func @mma() -> (!cute.layout<"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">,
                     !cute.layout<"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">,
                     !cute.layout<"((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))">) {
  %a = cute.make_atom : !mma
  %t = cute.make_tiled_mma(%a) : !mma -> !tiled
  %la = cute.get_layout_tv<"A"> (%t) : !tiled -> !cute.layout<"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">
  %lb = cute.get_layout_tv<"B"> (%t) : !tiled -> !cute.layout<"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">
  %lc = cute.get_layout_tv<"C"> (%t) : !tiled -> !cute.layout<"((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))">
  return %la, %lb, %lc : !cute.layout<"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">,
                         !cute.layout<"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">,
                         !cute.layout<"((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))">
}

// CHECK-LABEL: func.func @copy(
// CHECK: cute.get_layout_tv<"S"> (%{{.*}}) : !cute.tiled_copy<{{.*}}> -> !cute.layout<"((8,4),((2,4),1)):((1,16),((8,64),0))">
// CHECK: cute.get_layout_tv<"D"> (%{{.*}}) : !cute.tiled_copy<{{.*}}> -> !cute.layout<"((4,8),(8,1)):((64,1),(8,0))">
func.func @copy() -> (!cute.layout<"((8,4),((2,4),1)):((1,16),((8,64),0))">, !cute.layout<"((4,8),(8,1)):((64,1),(8,0))">) {
  %a = cute.make_atom : !ldsm
  %t = cute.make_tiled_copy(%a) : !ldsm -> !copy
  %s = cute.get_layout_tv<"S"> (%t) : !copy -> !cute.layout<"((8,4),((2,4),1)):((1,16),((8,64),0))">
  %d = cute.get_layout_tv<"D"> (%t) : !copy -> !cute.layout<"((4,8),(8,1)):((64,1),(8,0))">
  return %s, %d : !cute.layout<"((8,4),((2,4),1)):((1,16),((8,64),0))">, !cute.layout<"((4,8),(8,1)):((64,1),(8,0))">
}

// SM75_16x8x8_F32F16F16F32_TN, C++'s make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{},
// Layout<Shape<_2,_1,_1>, Stride<_1,_0,_0>>{}).get_layoutA_TV().
!sm75 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm75>
!tiled75 = !cute.tiled_mma<!sm75, atom_layout = "(2,1,1):(1,0,0)">
// CHECK-LABEL: func.func @sm75(
// CHECK: cute.get_layout_tv<"A"> (%{{.*}}) : !cute.tiled_mma<!cute.mma_atom<{{.*}}, sm75>, {{.*}}> -> !cute.layout<"((4,8,2),((2,2),(1,1))):((64,1,16),((32,8),(0,0)))">
func.func @sm75() -> !cute.layout<"((4,8,2),((2,2),(1,1))):((64,1,16),((32,8),(0,0)))"> {
  %a = cute.make_atom : !sm75
  %t = cute.make_tiled_mma(%a) : !sm75 -> !tiled75
  %la = cute.get_layout_tv<"A"> (%t) : !tiled75 -> !cute.layout<"((4,8,2),((2,2),(1,1))):((64,1,16),((32,8),(0,0)))">
  return %la : !cute.layout<"((4,8,2),((2,2),(1,1))):((64,1,16),((32,8),(0,0)))">
}
