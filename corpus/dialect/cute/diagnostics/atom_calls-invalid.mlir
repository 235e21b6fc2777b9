// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The atom calls' verifiers (the dialect documents): layout rank (the values the atom's
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
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_memref(%atom: !gmma, %d: memref<4xf32>, %a: memref<1024xf16, 3>, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` to be a !cute.view of its tile in shared memory (SM90 GMMA reads it through a matrix descriptor), but got 'memref<1024xf16, 3>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, memref<1024xf16, 3>, !tileB, memref<4xf32>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16>, !cute.layout<"(64,(8,2)):(8,(1,512))">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_shared(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` in shared memory (memory space 3 or #gpu.address_space<workgroup>) for this atom, but got '!cute.view<memref<1024xf16>, !cute.layout<"(64,(8,2)):(8,(1,512))">>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16, 3>, !cute.layout<"(64,(8,2)):(8,(1,512))">>
!tileB = !cute.view<memref<128xbf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_element(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `B` to hold the atom's element type 'f16', but got '!cute.view<memref<128xbf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16, 3>, !cute.layout<"(64,(8,2)):(8,(1,?))">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_dynamic(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects the layout of `A` to be static (its matrix descriptor is built when the kernel is compiled), but got '!cute.layout<"(64,(8,2)):(8,(1,?))">'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16, 3>, !cute.layout<"(64,(8,2)):(8,(1,512))">>
!tileB = !cute.view<memref<256xf16, 3>, !cute.layout<"(16,(8,2)):(8,(1,128))">>
func.func @gmma_tile_size(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `B` to view the 128 values of the atom's 8x16 tile, but got '!cute.view<memref<256xf16, 3>, !cute.layout<"(16,(8,2)):(8,(1,128))">>'}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
  return
}

// -----

// The A fragment's value order, M fastest: K strides of 64 elements inside
// an 8x8 core matrix, which no descriptor reads.
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16, 3>, !cute.layout<"(64,16):(1,64)">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_not_canonical(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{'cute.mma_atom_call' op expects `A` in a layout a GMMA matrix descriptor reads, but gmma descriptor: the layout (64,16):(1,64) is not a canonical K-major GMMA layout of a 64x16 tile of 16-bit elements: no INTERLEAVE, SW32, SW64 or SW128 descriptor with a representable start, LBO and SBO reads its elements where it places them}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
  return
}

// -----

// SW128 moved by one row of 64 elements: the swizzle pattern's phase moves,
// and the descriptor's base offset is not modelled.
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<8192xf16, 3>, !cute.composed_layout<"S<3,3,3> o 64 o (64,16):(64,1)">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
func.func @gmma_swizzle_phase(%atom: !gmma, %d: memref<4xf32>, %a: !tileA, %b: !tileB) {
  // expected-error @+1 {{is not a canonical K-major GMMA layout of a 64x16 tile}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
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
