// RUN: cute-opt %s -split-input-file -verify-diagnostics

// make_atom is dispatched on its result type (the dialect documents); the tiled builders
// confirm that the result atom type matches the operand atom type (the dialect documents).

func.func @make_atom_result() {
  // expected-error @+1 {{'cute.make_atom' op expects a !cute.mma_atom or !cute.copy_atom result, got '!cute_nvgpu.sm80.mma'}}
  %a = cute.make_atom : !cute_nvgpu.sm80.mma
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!bf = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32>
func.func @tiled_mma_atom(%a: !mma) {
  // expected-error @+1 {{'cute.make_tiled_mma' op expects the result atom type '!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32>' to match the operand atom type '!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>'}}
  %t = cute.make_tiled_mma(%a) : !mma -> !cute.tiled_mma<!bf, atom_layout = "1:0">
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @tiled_mma_result(%a: !mma) {
  // expected-error @+1 {{'cute.make_tiled_mma' op expects a !cute.tiled_mma result, got '!cute.layout<"1:0">'}}
  %t = cute.make_tiled_mma(%a) : !mma -> !cute.layout<"1:0">
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!ldsm2 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 2>
func.func @tiled_copy_atom(%a: !ldsm) {
  // expected-error @+1 {{'cute.make_tiled_copy' op expects the result atom type}}
  %t = cute.make_tiled_copy(%a) : !ldsm -> !cute.tiled_copy<!ldsm2, layout_tv = "(32,4):(4,1)", tile = "(8,16)">
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @tiled_copy_layouts(%a: !ldsm) {
  // expected-error @+1 {{'cute.make_tiled_copy' op expects layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)" for these thr_layout and val_layout, got '!cute.tiled_copy<!cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>, layout_tv = "(32,8):(1,32)", tile = "(8,32)">'}}
  %t = cute.make_tiled_copy(%a) {thr_layout = #cute.layout<"(8,4):(4,1)">, val_layout = #cute.layout<"(1,8):(8,1)">} : !ldsm -> !cute.tiled_copy<!ldsm, layout_tv = "(32,8):(1,32)", tile = "(8,32)">
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @tiled_copy_half(%a: !ldsm) {
  // expected-error @+1 {{'cute.make_tiled_copy' op expects both thr_layout and val_layout, or neither}}
  %t = cute.make_tiled_copy(%a) {thr_layout = #cute.layout<"(8,4):(4,1)">} : !ldsm -> !cute.tiled_copy<!ldsm, layout_tv = "(32,8):(1,32)", tile = "(8,32)">
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "1:0">
func.func @layout_tv_operand(%t: !tiled) {
  // expected-error @+1 {{'cute.get_layout_tv' op expects the operand "A", "B" or "C" of a tiled MMA, got "S"}}
  %l = cute.get_layout_tv<"S"> (%t) : !tiled -> !cute.layout<"1:0">
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!copy = !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,32)">
func.func @layout_tv_copy_operand(%t: !copy) {
  // expected-error @+1 {{'cute.get_layout_tv' op expects the operand "S" or "D" of a tiled copy, got "A"}}
  %l = cute.get_layout_tv<"A"> (%t) : !copy -> !cute.layout<"1:0">
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "1:0">
func.func @layout_tv_value(%t: !tiled) {
  // expected-error @+1 {{'cute.get_layout_tv' op declared result type '!cute.layout<"(32,4):(1,32)">' does not match the inferred value "((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))"}}
  %l = cute.get_layout_tv<"C"> (%t) : !tiled -> !cute.layout<"(32,4):(1,32)">
  return
}

// -----

func.func @layout_tv_kind(%t: !cute.layout<"1:0">) {
  // expected-error @+1 {{'cute.get_layout_tv' op expects a !cute.tiled_mma or !cute.tiled_copy, got '!cute.layout<"1:0">'}}
  %l = cute.get_layout_tv<"C"> (%t) : !cute.layout<"1:0"> -> !cute.layout<"1:0">
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
func.func @tile_shape_value(%t: !tiled) {
  // expected-error @+1 {{'cute.tile_shape' op declared result type '!cute.shape<"(16,8,16)">' does not match the inferred value "(32,16,16)"}}
  %s = cute.tile_shape(%t) : !tiled -> !cute.shape<"(16,8,16)">
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @tile_shape_result_kind(%a: !mma) {
  // expected-error @+1 {{'cute.tile_shape' op declared result type '!cute.layout<"(16,8,16):(1,16,128)">' does not match the inferred value "(16,8,16)"}}
  %s = cute.tile_shape(%a) : !mma -> !cute.layout<"(16,8,16):(1,16,128)">
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @tile_shape_copy_atom(%a: !ldsm) {
  // expected-error @+1 {{'cute.tile_shape' op expects a !cute.mma_atom, !cute.tiled_mma or !cute.tiled_copy, got '!cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>'}}
  %s = cute.tile_shape(%a) : !ldsm -> !cute.shape<"(8,8)">
  return
}
