// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout_a(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(6,4):(1,6)">, !cute.int_tuple<"3">, !cute.layout<"(3,2):(1,3)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">
func.func @layout_a(%a: !cute.layout<"(6,4):(1,6)">, %off: !cute.int_tuple<"3">, %b: !cute.layout<"(3,2):(1,3)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> {
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(6,4):(1,6)">, !cute.int_tuple<"3">, !cute.layout<"(3,2):(1,3)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">
  return %cl : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">
}

// CHECK-LABEL: func.func @swizzle_a(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.swizzle<"S<2,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(16,8):(8,1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
func.func @swizzle_a(%sw: !cute.swizzle<"S<2,4,3>">, %off: !cute.int_tuple<"0">, %b: !cute.layout<"(16,8):(8,1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)"> {
  %cl = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<2,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(16,8):(8,1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
  return %cl : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
}

// CHECK-LABEL: func.func @tuple_offset(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,3):(1,8)">, !cute.int_tuple<"(1,2)">, !cute.layout<"(2,4):(1@1,2@0)">) -> !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">
func.func @tuple_offset(%a: !cute.layout<"(8,3):(1,8)">, %off: !cute.int_tuple<"(1,2)">, %b: !cute.layout<"(2,4):(1@1,2@0)">) -> !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)"> {
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(8,3):(1,8)">, !cute.int_tuple<"(1,2)">, !cute.layout<"(2,4):(1@1,2@0)">) -> !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">
  return %cl : !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"?">, !cute.layout<"(64,?):(1,64)">) -> !cute.composed_layout<"S<3,3,3> o ? o (64,?):(1,64)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<3,3,3> o ? o (64,?):(1,64)">
func.func @dynamic(%sw: !cute.swizzle<"S<3,3,3>">, %off: !cute.int_tuple<"?">, %b: !cute.layout<"(64,?):(1,64)">) -> !cute.composed_layout<"S<3,3,3> o ? o (64,?):(1,64)"> {
  %cl = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"?">, !cute.layout<"(64,?):(1,64)">) -> !cute.composed_layout<"S<3,3,3> o ? o (64,?):(1,64)">
  return %cl : !cute.composed_layout<"S<3,3,3> o ? o (64,?):(1,64)">
}
