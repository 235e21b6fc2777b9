// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout_a(
// CHECK: %{{.*}} = cute.composed_get_outer(%{{.*}}) : <"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> <"(3,2):(1,3)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(1,3)">
func.func @layout_a(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">) -> !cute.layout<"(3,2):(1,3)"> {
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.layout<"(3,2):(1,3)">
  return %b : !cute.layout<"(3,2):(1,3)">
}

// CHECK-LABEL: func.func @swizzle_a_dynamic(
// CHECK: %{{.*}} = cute.composed_get_outer(%{{.*}}) : <"S<2,4,3> o 0 o (16,?):(?,1)"> -> <"(16,?):(?,1)">
// CHECK: return %{{.*}} : !cute.layout<"(16,?):(?,1)">
func.func @swizzle_a_dynamic(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (16,?):(?,1)">) -> !cute.layout<"(16,?):(?,1)"> {
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (16,?):(?,1)"> -> !cute.layout<"(16,?):(?,1)">
  return %b : !cute.layout<"(16,?):(?,1)">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.composed_get_outer(%{{.*}}) : <"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)"> -> <"(2,4):(1@1,2@0)">
// CHECK: return %{{.*}} : !cute.layout<"(2,4):(1@1,2@0)">
func.func @basis(%cl: !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">) -> !cute.layout<"(2,4):(1@1,2@0)"> {
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)"> -> !cute.layout<"(2,4):(1@1,2@0)">
  return %b : !cute.layout<"(2,4):(1@1,2@0)">
}
