// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>

// C++'s make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{},
// Layout<Shape<_8,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>,Stride<_8,_1>>{}):
// the verifier builds layout_tv and the tile from thr_layout and val_layout.
// Without them, the type's layout_tv and tile are taken as given.
// CHECK-LABEL: func.func @tiled(
// CHECK: cute.make_tiled_copy(%{{.*}}) {thr_layout = #cute.layout<"(8,4):(4,1)">, val_layout = #cute.layout<"(1,8):(8,1)">} : !cute.copy_atom<{{.*}}> -> !cute.tiled_copy<!cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)">
// CHECK: cute.make_tiled_copy(%{{.*}}) : !cute.copy_atom<{{.*}}> -> !cute.tiled_copy<!cute.copy_atom<{{.*}}>, layout_tv = "(32,8):(8,1)", tile = "(16,16)">
func.func @tiled() {
  %a = cute.make_atom : !ldsm
  %t = cute.make_tiled_copy(%a) {thr_layout = #cute.layout<"(8,4):(4,1)">, val_layout = #cute.layout<"(1,8):(8,1)">} : !ldsm -> !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)">
  %u = cute.make_tiled_copy(%a) : !ldsm -> !cute.tiled_copy<!ldsm, layout_tv = "(32,8):(8,1)", tile = "(16,16)">
  return
}
