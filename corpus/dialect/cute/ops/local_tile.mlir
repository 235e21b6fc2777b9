// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape_tiler(
// CHECK: %{{.*}} = cute.local_tile (%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">, !cute.coord<"(1,0)">) -> !cute.layout<"(4,3):(6,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,3):(6,1)">
func.func @shape_tiler(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.shape<"(4,3)">, %c: !cute.coord<"(1,0)">) -> !cute.layout<"(4,3):(6,1)"> {
  %r = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">, !cute.coord<"(1,0)">) -> !cute.layout<"(4,3):(6,1)">
  return %r : !cute.layout<"(4,3):(6,1)">
}

// CHECK-LABEL: func.func @dynamic_coord(
// CHECK: %{{.*}} = cute.local_tile (%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">, !cute.coord<"(?,?)">) -> !cute.layout<"(4,3):(6,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,3):(6,1)">
func.func @dynamic_coord(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.tile<"[4:1;3:1]">, %c: !cute.coord<"(?,?)">) -> !cute.layout<"(4,3):(6,1)"> {
  %r = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">, !cute.coord<"(?,?)">) -> !cute.layout<"(4,3):(6,1)">
  return %r : !cute.layout<"(4,3):(6,1)">
}

// CHECK-LABEL: func.func @mode(
// CHECK: %{{.*}} = cute.local_tile<[0, 1]> (%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3,5)">, !cute.coord<"(1,1)">) -> !cute.layout<"(4,3):(6,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,3):(6,1)">
func.func @mode(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.shape<"(4,3,5)">, %c: !cute.coord<"(1,1)">) -> !cute.layout<"(4,3):(6,1)"> {
  %r = cute.local_tile<[0, 1]>(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3,5)">, !cute.coord<"(1,1)">) -> !cute.layout<"(4,3):(6,1)">
  return %r : !cute.layout<"(4,3):(6,1)">
}

// CHECK-LABEL: func.func @short_coord(
// CHECK: %{{.*}} = cute.local_tile (%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(2,6)">, !cute.coord<"(3)">) -> !cute.layout<"(2,6,1):(6,1,0)">
// CHECK: return %{{.*}} : !cute.layout<"(2,6,1):(6,1,0)">
func.func @short_coord(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.shape<"(2,6)">, %c: !cute.coord<"(3)">) -> !cute.layout<"(2,6,1):(6,1,0)"> {
  %r = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(2,6)">, !cute.coord<"(3)">) -> !cute.layout<"(2,6,1):(6,1,0)">
  return %r : !cute.layout<"(2,6,1):(6,1,0)">
}

// A swizzle-composed input may decay to a plain layout, as C++'s slice of a
// ComposedLayout<Swizzle,...> does: local_tile(Sw<1,1,2> o _0 o (8,8), ...)
// at (1,1) is (2,(2,2)):(1,(6,16)) in include/cute.
// CHECK-LABEL: func.func @swizzle_decays(
// CHECK: -> !cute.layout<"(2,(2,2)):(1,(6,16))">
func.func @swizzle_decays(%a: !cute.composed_layout<"S<1,1,2> o 0 o (8,8):(1,8)">, %t: !cute.tile<"[2:1;4:1]">, %c: !cute.coord<"(1,1)">) -> !cute.layout<"(2,(2,2)):(1,(6,16))"> {
  %r = cute.local_tile(%a, %t, %c) : (!cute.composed_layout<"S<1,1,2> o 0 o (8,8):(1,8)">, !cute.tile<"[2:1;4:1]">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,(2,2)):(1,(6,16))">
  return %r : !cute.layout<"(2,(2,2)):(1,(6,16))">
}
