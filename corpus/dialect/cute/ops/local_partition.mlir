// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.local_partition(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.layout<"(2,3):(3,1)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,2):(12,3)">
// CHECK: return %{{.*}} : !cute.layout<"(4,2):(12,3)">
func.func @static(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.layout<"(2,3):(3,1)">, %c: !cute.coord<"(1,2)">) -> !cute.layout<"(4,2):(12,3)"> {
  %r = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.layout<"(2,3):(3,1)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,2):(12,3)">
  return %r : !cute.layout<"(4,2):(12,3)">
}

// CHECK-LABEL: func.func @dynamic_coord(
// CHECK: %{{.*}} = cute.local_partition(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.layout<"(2,3):(3,1)">, !cute.coord<"(?,?)">) -> !cute.layout<"(4,2):(12,3)">
// CHECK: return %{{.*}} : !cute.layout<"(4,2):(12,3)">
func.func @dynamic_coord(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.layout<"(2,3):(3,1)">, %c: !cute.coord<"(?,?)">) -> !cute.layout<"(4,2):(12,3)"> {
  %r = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,6):(6,1)">, !cute.layout<"(2,3):(3,1)">, !cute.coord<"(?,?)">) -> !cute.layout<"(4,2):(12,3)">
  return %r : !cute.layout<"(4,2):(12,3)">
}

// A swizzle-composed input may decay to a plain layout (C++'s slice of a
// ComposedLayout<Swizzle,...>): outer_partition(Sw<1,1,2> o _0 o (8,8),
// (2,4), (1,1)) is ((2,2),2):((-2,4),32) in include/cute.
// CHECK-LABEL: func.func @swizzle_decays(
// CHECK: -> !cute.layout<"((2,2),2):((-2,4),32)">
func.func @swizzle_decays(%a: !cute.composed_layout<"S<1,1,2> o 0 o (8,8):(1,8)">, %t: !cute.layout<"(2,4):(1,2)">, %c: !cute.coord<"(1,1)">) -> !cute.layout<"((2,2),2):((-2,4),32)"> {
  %r = cute.local_partition(%a, %t, %c) : (!cute.composed_layout<"S<1,1,2> o 0 o (8,8):(1,8)">, !cute.layout<"(2,4):(1,2)">, !cute.coord<"(1,1)">) -> !cute.layout<"((2,2),2):((-2,4),32)">
  return %r : !cute.layout<"((2,2),2):((-2,4),32)">
}
