// RUN: cute-opt %s | cute-opt | FileCheck %s

// cute.tiled_partition (the dialect documents): one thread's partition of a view by a
// tiled MMA ("A", "B", "C") or a tiled copy ("S", "D"), C++'s
// tiled.get_slice(thr).partition_X(view). The result views the thread's
// fragment from its first element: a run-time offset into the memref, and
// the fragment's layout, the same for every thread.

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!ucopy = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
!tcopy = !cute.tiled_copy<!ucopy, layout_tv = "(32,8):(8,1)", tile = "(16,16)">

// CHECK-LABEL: func.func @mma
// CHECK: cute.tiled_partition<"A"> (%{{.*}}, %{{.*}}, %{{.*}}) : !cute.tiled_mma<{{.*}}>, !cute.view<memref<1024xf16, 3>, !cute.layout<"(32,32):(32,1)">> -> !cute.view<memref<?xf16, strided<[1], offset: ?>, 3>, !cute.layout<"((2,2,2),1,2):((1,256,8),0,16)">>
// CHECK: cute.tiled_partition<"C"> (%{{.*}}, %{{.*}}, %{{.*}}) : !cute.tiled_mma<{{.*}}>, !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">> -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
func.func @mma(%sa: memref<1024xf16, 3>, %mc: memref<512xf32>, %t: index) {
  %atom = cute.make_atom : !mma
  %tm = cute.make_tiled_mma(%atom) : !mma -> !tiled
  %la = cute.static : !cute.layout<"(32,32):(32,1)">
  %a = cute.make_view %sa, %la : !cute.view<memref<1024xf16, 3>, !cute.layout<"(32,32):(32,1)">>
  %fa = cute.tiled_partition<"A">(%tm, %a, %t) : !tiled, !cute.view<memref<1024xf16, 3>, !cute.layout<"(32,32):(32,1)">> -> !cute.view<memref<?xf16, strided<[1], offset: ?>, 3>, !cute.layout<"((2,2,2),1,2):((1,256,8),0,16)">>
  %lc = cute.static : !cute.layout<"(32,16):(1,32)">
  %c = cute.make_view %mc, %lc : !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">>
  %fc = cute.tiled_partition<"C">(%tm, %c, %t) : !tiled, !cute.view<memref<512xf32>, !cute.layout<"(32,16):(1,32)">> -> !cute.view<memref<?xf32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}

// CHECK-LABEL: func.func @copy
// CHECK: cute.tiled_partition<"S"> ({{.*}}) : {{.*}} -> !cute.view<memref<?xf16, strided<[1], offset: ?>>, !cute.layout<"((2,4),1,1):((1,2),0,0)">>
func.func @copy(%m: memref<256xf16>, %t: index) {
  %atom = cute.make_atom : !ucopy
  %tc = cute.make_tiled_copy(%atom) : !ucopy -> !tcopy
  %l = cute.static : !cute.layout<"(16,16):(1,16)">
  %v = cute.make_view %m, %l : !cute.view<memref<256xf16>, !cute.layout<"(16,16):(1,16)">>
  %f = cute.tiled_partition<"S">(%tc, %v, %t) : !tcopy, !cute.view<memref<256xf16>, !cute.layout<"(16,16):(1,16)">> -> !cute.view<memref<?xf16, strided<[1], offset: ?>>, !cute.layout<"((2,4),1,1):((1,2),0,0)">>
  return
}
