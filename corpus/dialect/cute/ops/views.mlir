// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// Views (the dialect documents): make_view binds a rank-1 memref to a layout, get_iter
// and get_layout take it apart; cute.memref.load/store address an element
// by coordinate; cute.copy copies a view into another, optionally masked.

!tile = !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>
!swz = !cute.view<memref<64xf16, 3>, !cute.composed_layout<"S<3,0,3> o 0 o (8,8):(8,1)">>
!frag = !cute.view<memref<256xf16>, !cute.layout<"(16,16):(1,16)">>
!mask = !cute.view<memref<256xi1>, !cute.layout<"256:1">>
!dyn = !cute.view<memref<?xi32, 1>, !cute.layout<"(4,?):(?,1)">>

// CHECK-LABEL: func.func @build
// CHECK: %[[V:.*]] = cute.make_view %{{.*}}, %{{.*}} : !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>
// CHECK: cute.get_iter %[[V]] : !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>
// CHECK: cute.get_layout %[[V]] : !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>
func.func @build(%m: memref<256xf16, 3>, %l: !cute.layout<"(16,16):(16,1)">) -> (memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">) {
  %v = cute.make_view %m, %l : !tile
  %i = cute.get_iter %v : !tile
  %k = cute.get_layout %v : !tile
  return %i, %k : memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">
}

// CHECK-LABEL: func.func @swizzled
// CHECK: cute.make_view %{{.*}}, %{{.*}} : !cute.view<memref<64xf16, 3>, !cute.composed_layout<"S<3,0,3> o 0 o (8,8):(8,1)">>
func.func @swizzled(%m: memref<64xf16, 3>, %l: !cute.composed_layout<"S<3,0,3> o 0 o (8,8):(8,1)">) -> !swz {
  %v = cute.make_view %m, %l : !swz
  return %v : !swz
}

// CHECK-LABEL: func.func @access
// CHECK: %[[X:.*]] = cute.memref.load %{{.*}}, %{{.*}} : !cute.view<memref<?xi32, 1>, !cute.layout<"(4,?):(?,1)">>, !cute.coord<"(?,?)">
// CHECK: cute.memref.store %[[X]], %{{.*}}, %{{.*}} : !cute.view<memref<?xi32, 1>, !cute.layout<"(4,?):(?,1)">>, !cute.coord<"?">
func.func @access(%v: !dyn, %c: !cute.coord<"(?,?)">, %i: !cute.coord<"?">) {
  %x = cute.memref.load %v, %c : !dyn, !cute.coord<"(?,?)">
  cute.memref.store %x, %v, %i : !dyn, !cute.coord<"?">
  return
}

// CHECK-LABEL: func.func @copies
// CHECK: cute.copy(%{{.*}}, %{{.*}}) : !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>, !cute.view<memref<256xf16>, !cute.layout<"(16,16):(1,16)">>
// CHECK: cute.copy(%{{.*}}, %{{.*}}, %{{.*}}) : !cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>, !cute.view<memref<256xf16>, !cute.layout<"(16,16):(1,16)">>, !cute.view<memref<256xi1>, !cute.layout<"256:1">>
func.func @copies(%s: !tile, %d: !frag, %p: !mask) {
  cute.copy(%s, %d) : !tile, !frag
  cute.copy(%s, %d, %p) : !tile, !frag, !mask
  return
}
