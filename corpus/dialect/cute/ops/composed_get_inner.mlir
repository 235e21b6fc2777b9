// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout_a(
// CHECK: %{{.*}} = cute.composed_get_inner(%{{.*}}) : <"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.layout<"(6,4):(1,6)">
// CHECK: return %{{.*}} : !cute.layout<"(6,4):(1,6)">
func.func @layout_a(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">) -> !cute.layout<"(6,4):(1,6)"> {
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.layout<"(6,4):(1,6)">
  return %a : !cute.layout<"(6,4):(1,6)">
}

// CHECK-LABEL: func.func @swizzle_a(
// CHECK: %{{.*}} = cute.composed_get_inner(%{{.*}}) : <"S<2,4,3> o 0 o (16,8):(8,1)"> -> !cute.swizzle<"S<2,4,3>">
// CHECK: return %{{.*}} : !cute.swizzle<"S<2,4,3>">
func.func @swizzle_a(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">) -> !cute.swizzle<"S<2,4,3>"> {
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)"> -> !cute.swizzle<"S<2,4,3>">
  return %a : !cute.swizzle<"S<2,4,3>">
}

// CHECK-LABEL: func.func @dynamic_outer(
// CHECK: %{{.*}} = cute.composed_get_inner(%{{.*}}) : <"(8,?):(1,8) o ? o (4,?):(1,4)"> -> !cute.layout<"(8,?):(1,8)">
// CHECK: return %{{.*}} : !cute.layout<"(8,?):(1,8)">
func.func @dynamic_outer(%cl: !cute.composed_layout<"(8,?):(1,8) o ? o (4,?):(1,4)">) -> !cute.layout<"(8,?):(1,8)"> {
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"(8,?):(1,8) o ? o (4,?):(1,4)"> -> !cute.layout<"(8,?):(1,8)">
  return %a : !cute.layout<"(8,?):(1,8)">
}
