// RUN: cute-opt %s -split-input-file --cute-atoms-to-nvvm -verify-diagnostics

// What --cute-atoms-to-nvvm refuses: an atom call on the host (its
// instruction is collective over a warp), and SM90 GMMA on a view it cannot
// trace to its memref (a kernel argument). --cute-to-llvm refuses an atom
// call it is given before --cute-atoms-to-nvvm ran.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func @host(%d: memref<4xf32>, %a: memref<8xf16>, %b: memref<4xf16>) {
  %atom = cute.make_atom : !mma
  // expected-error @+1 {{'cute.mma_atom_call' op lowers only inside a gpu.module kernel: its instruction is collective over the atom's threads}}
  cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<4xf32>, memref<8xf16>, memref<4xf16>, memref<4xf32>
  return
}

// -----

!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<1024xf16, 3>, !cute.layout<"(64,(8,2)):(8,(1,512))">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
gpu.module @m {
  gpu.func @gmma_view_argument(%d: memref<4xf32>, %a: !tileA, %sb: memref<128xf16, 3>) kernel {
    %atom = cute.make_atom : !gmma
    %lb = cute.static : !cute.layout<"(8,(8,2)):(8,(1,64))">
    %b = cute.make_view %sb, %lb : !tileB
    // expected-error @+1 {{'cute.mma_atom_call' op lowers SM90 GMMA's `A` when it is a view made by cute.make_view in the kernel (the descriptor addresses its memref), but it is not}}
    cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
    gpu.return
  }
}

// -----

!l8 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = i8, num_matrices = 4>
gpu.module @m {
  gpu.func @ldmatrix_bytes(%s: memref<16xi8, 3>, %r: memref<16xi8>) kernel {
    %atom = cute.make_atom : !l8
    // expected-error @+1 {{'cute.copy_atom_call' op ldmatrix of 8-bit values has no NVVM lowering yet (16- and 32-bit values only)}}
    cute.copy_atom_call(%atom, %s, %r) : !l8, memref<16xi8, 3>, memref<16xi8>
    gpu.return
  }
}

// -----

// The descriptor's SW128 swizzle acts on shared-memory addresses: A's buffer
// must be aligned to its period, 1024 bytes.
!gmma = !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tileA = !cute.view<memref<4096xf16, 3>, !cute.composed_layout<"S<3,3,3> o 0 o (64,16):(64,1)">>
!tileB = !cute.view<memref<128xf16, 3>, !cute.layout<"(8,(8,2)):(8,(1,64))">>
gpu.module @m {
  gpu.func @gmma_unaligned(%d: memref<4xf32>) workgroup(%sa: memref<4096xf16, 3> {llvm.align = 512 : i64}, %sb: memref<128xf16, 3> {llvm.align = 16 : i64}) kernel {
    %atom = cute.make_atom : !gmma
    %la = cute.static : !cute.composed_layout<"S<3,3,3> o 0 o (64,16):(64,1)">
    %lb = cute.static : !cute.layout<"(8,(8,2)):(8,(1,64))">
    %a = cute.make_view %sa, %la : !tileA
    %b = cute.make_view %sb, %lb : !tileB
    // expected-error @+1 {{'cute.mma_atom_call' op lowers SM90 GMMA's `A` when its view's memref is a workgroup attribution aligned to 1024 bytes ({llvm.align = 1024 : i64}), the period of its descriptor's swizzle, but it is not}}
    cute.mma_atom_call(%atom, %d, %a, %b, %d) : !gmma, memref<4xf32>, !tileA, !tileB, memref<4xf32>
    gpu.return
  }
}
