// RUN: cute-opt %s -split-input-file -verify-diagnostics

// cute.tiled_partition's verifier: the tiled atom and its operand, a view
// of a static layout, then the dialect documents' partition verifier in its order:
// phase one (the rank table between the view and the partition), phase
// three (each mode of the view a multiple of the tile's extent), and the
// result type.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
func.func @operand(%tm: !tiled, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects the operand "A", "B" or "C" of a tiled MMA, got "S"}}
  %f = cute.tiled_partition<"S">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!vc = !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
func.func @not_tiled(%atom: !mma, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects a !cute.tiled_mma or !cute.tiled_copy, got '!cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>'}}
  %f = cute.tiled_partition<"C">(%atom, %v, %t) : !mma, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vs = !cute.view<memref<512xf32>, !cute.composed_layout<"S<1,0,3> o 0 o (32,16):(1,32)">>
func.func @swizzled(%tm: !tiled, %v: !vs, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects a view of a static layout (not swizzled), but got '!cute.composed_layout<"S<1,0,3> o 0 o (32,16):(1,32)">'}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vs -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<?xf32>, !cute.layout<"(32,16):(1,?)">>
func.func @dynamic(%tm: !tiled, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects a view of a static layout (not swizzled), but got '!cute.layout<"(32,16):(1,?)">'}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}

// -----

// Phase one: a rank-2 view partitions into rank 2 or 3, not 4.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
func.func @rank(%tm: !tiled, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects same size in rank 2 but got srcShape: (32,16) and dstShape: ((2,2),1,1,1)}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1,1):((32,8),0,0,0)">>
  return
}

// -----

// Phase three: the tiled MMA's C tile is 32x16; 40 rows are not a multiple.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<640xf32>, !cute.layout<"(40,16):(1,40)">>
func.func @residual(%tm: !tiled, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects mode 0 of the view's shape (40,16) to be a multiple of the tiled atom's tile extent 32 in it, but got 40}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((40,8),0,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!v1 = !cute.view<memref<512xf32>, !cute.layout<"512:1">>
func.func @view_rank(%tm: !tiled, %v: !v1, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects a view of rank at least 2 (the tiled atom's tile (32,16)), but got shape 512}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !v1 -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"(4,1):(1,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
func.func @result(%tm: !tiled, %v: !vc, %t: index) {
  // expected-error @+1 {{'cute.tiled_partition' op expects the result type '!cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>', but got '!cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((1,8),0,0)">>'}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((1,8),0,0)">>
  return
}

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
func.func @thread(%tm: !tiled, %v: !vc) {
  %t = arith.constant 128 : index
  // expected-error @+1 {{'cute.tiled_partition' op expects one of the tiled atom's 128 threads, but got thread 128}}
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}
