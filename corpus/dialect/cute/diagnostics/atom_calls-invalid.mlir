// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The atom calls' verifiers (seed 000): layout rank (the values the atom's
// (thread, value) layout gives a thread), operand rank (rank-1 memrefs of
// the atom's element types) and the atom instance's memories, in that order.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @mma_with_copy_atom(%atom: !ldsm, %d: memref<4xf32>, %a: memref<8xf16>, %b: memref<4xf16>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `atom` to be a !cute.mma_atom, but got '!cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !ldsm, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @copy_with_mma_atom(%atom: !mma, %s: memref<8xf16>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `atom` to be a !cute.copy_atom, but got '!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>'}}
  cute.copy_atom_call(%atom, %s, %s) : !mma, memref<8xf16>, memref<8xf16>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @fragment_rank(%atom: !mma, %d: memref<4xf32>, %a: memref<2x4xf16>, %b: memref<4xf16>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` to be a rank-1 memref of static size (the thread's fragment), but got 'memref<2x4xf16>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<4xf32>, memref<2x4xf16>, memref<4xf16>, memref<4xf32>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @fragment_dynamic(%atom: !mma, %d: memref<?xf32>, %a: memref<8xf16>, %b: memref<4xf16>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `D` to be a rank-1 memref of static size (the thread's fragment), but got 'memref<?xf32>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<?xf32>, memref<8xf16>, memref<4xf16>, memref<?xf32>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @element_type(%atom: !mma, %d: memref<4xf32>, %a: memref<8xf16>, %b: memref<4xf32>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `B` to hold the atom's element type 'f16', but got 'memref<4xf32>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<4xf32>, memref<8xf16>, memref<4xf32>, memref<4xf32>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @values_per_thread(%atom: !mma, %d: memref<4xf32>, %a: memref<4xf16>, %b: memref<4xf16>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` to hold the 8 values the atom's layout ((4,8),(2,2,2)):((32,1),(16,8,128)) gives a thread, but got 'memref<4xf16>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<4xf32>, memref<4xf16>, memref<4xf16>, memref<4xf32>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @sm80_registers(%atom: !mma, %d: memref<4xf32>, %a: memref<8xf16>, %b: memref<4xf16>, %c: memref<4xf32, 3>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `C` in registers (no memory space, 0, or #gpu.address_space<private>) for this atom, but got 'memref<4xf32, 3>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %c) : !mma, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32, 3>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @gmma_shared(%atom: !gmma, %d: memref<4xf32>, %a: memref<1024xf16>, %b: memref<128xf16, 3>) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` in shared memory (memory space 3 or #gpu.address_space<workgroup>) for this atom, but got 'memref<1024xf16>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, memref<1024xf16>, memref<128xf16, 3>, memref<4xf32>
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @ldsm_source(%atom: !ldsm, %s: memref<8xf16, 1>, %r: memref<8xf16>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `src` in shared memory (memory space 3 or #gpu.address_space<workgroup>) for this atom, but got 'memref<8xf16, 1>'}}
  cute.copy_atom_call(%atom, %s, %r) : !ldsm, memref<8xf16, 1>, memref<8xf16>
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @ldsm_contiguous(%atom: !ldsm, %s: memref<8xf16, strided<[2]>, 3>, %r: memref<8xf16>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `src` to be contiguous (unit stride): the instruction takes the address of its first value, but got 'memref<8xf16, strided<[2]>, 3>'}}
  cute.copy_atom_call(%atom, %s, %r) : !ldsm, memref<8xf16, strided<[2]>, 3>, memref<8xf16>
  return
}

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 1>
func.func @ldsm_x1_destination(%atom: !ldsm, %s: memref<8xf16, 3>, %r: memref<8xf16>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `dst` to hold the 2 values the atom's layout (32,2):(2,1) gives a thread, but got 'memref<8xf16>'}}
  cute.copy_atom_call(%atom, %s, %r) : !ldsm, memref<8xf16, 3>, memref<8xf16>
  return
}

// -----

!cp = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
func.func @cp_async_destination(%atom: !cp, %g: memref<4xf32, 1>, %r: memref<4xf32>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `dst` in shared memory (memory space 3 or #gpu.address_space<workgroup>) for this atom, but got 'memref<4xf32>'}}
  cute.copy_atom_call(%atom, %g, %r) : !cp, memref<4xf32, 1>, memref<4xf32>
  return
}

// -----

!cp = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
func.func @cp_async_source(%atom: !cp, %g: memref<4xf32, 3>, %r: memref<4xf32, 3>) {
  // expected-error @+1 {{'cute.copy_atom_call' op expects `src` in global or generic memory (no memory space, 0, 1 or #gpu.address_space<global>) for this atom, but got 'memref<4xf32, 3>'}}
  cute.copy_atom_call(%atom, %g, %r) : !cp, memref<4xf32, 3>, memref<4xf32, 3>
  return
}
