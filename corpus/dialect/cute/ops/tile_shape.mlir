// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --cute-fold-static | FileCheck %s --check-prefix=FOLD

// The tile an atom or a tiled atom covers: C++'s tile_shape(tiled_mma), an
// MMA atom's Shape_MNK, a tiled copy's Tiler_MN (test/unit/AtomsTest.cpp
// holds the C++ texts); the verifier computes each with interp/core.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)", permutation = "[32;32;_]">
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32>
!gtiled = !cute.tiled_mma<!gmma, atom_layout = "(2,1,1):(1,0,0)">
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!copy = !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)">

// CHECK-LABEL: func.func @shapes(
// CHECK: cute.tile_shape(%{{.*}}) : !cute.mma_atom<{{.*}}> -> !cute.shape<"(16,8,16)">
// CHECK: cute.tile_shape(%{{.*}}) : !cute.tiled_mma<{{.*}}> -> !cute.shape<"(32,32,16)">
// CHECK: cute.tile_shape(%{{.*}}) : !cute.tiled_mma<{{.*}}> -> !cute.shape<"(128,128,16)">
// CHECK: cute.tile_shape(%{{.*}}) : !cute.tiled_copy<{{.*}}> -> !cute.shape<"(8,32)">
// The folder replaces each shape by its value; the atoms are then dead.
// FOLD-LABEL: func.func @shapes(
// FOLD-NEXT: cute.static : !cute.shape<"(16,8,16)">
// FOLD-NEXT: cute.static : !cute.shape<"(32,32,16)">
// FOLD-NEXT: cute.static : !cute.shape<"(128,128,16)">
// FOLD-NEXT: cute.static : !cute.shape<"(8,32)">
// FOLD-NEXT: return
func.func @shapes() -> (!cute.shape<"(16,8,16)">, !cute.shape<"(32,32,16)">,
                        !cute.shape<"(128,128,16)">, !cute.shape<"(8,32)">) {
  %a = cute.make_atom : !mma
  %sa = cute.tile_shape(%a) : !mma -> !cute.shape<"(16,8,16)">
  %t = cute.make_tiled_mma(%a) : !mma -> !tiled
  %st = cute.tile_shape(%t) : !tiled -> !cute.shape<"(32,32,16)">
  %g = cute.make_atom : !gmma
  %gt = cute.make_tiled_mma(%g) : !gmma -> !gtiled
  %sg = cute.tile_shape(%gt) : !gtiled -> !cute.shape<"(128,128,16)">
  %c = cute.make_atom : !ldsm
  %ct = cute.make_tiled_copy(%c) : !ldsm -> !copy
  %sc = cute.tile_shape(%ct) : !copy -> !cute.shape<"(8,32)">
  return %sa, %st, %sg, %sc : !cute.shape<"(16,8,16)">, !cute.shape<"(32,32,16)">,
                              !cute.shape<"(128,128,16)">, !cute.shape<"(8,32)">
}
