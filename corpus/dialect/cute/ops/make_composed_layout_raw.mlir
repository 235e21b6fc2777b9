// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout_a(
// CHECK: %{{.*}} = cute.make_composed_layout_raw(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(2,5):(1,2)">, !cute.layout<"(4,4):(4,1)">, !cute.int_tuple<"1">) -> !cute.composed_layout<"(4,4):(4,1) o 1 o (2,5):(1,2)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(4,4):(4,1) o 1 o (2,5):(1,2)">
func.func @layout_a(%b: !cute.layout<"(2,5):(1,2)">, %a: !cute.layout<"(4,4):(4,1)">, %off: !cute.int_tuple<"1">) -> !cute.composed_layout<"(4,4):(4,1) o 1 o (2,5):(1,2)"> {
  %cl = cute.make_composed_layout_raw(%b, %a, %off) : (!cute.layout<"(2,5):(1,2)">, !cute.layout<"(4,4):(4,1)">, !cute.int_tuple<"1">) -> !cute.composed_layout<"(4,4):(4,1) o 1 o (2,5):(1,2)">
  return %cl : !cute.composed_layout<"(4,4):(4,1) o 1 o (2,5):(1,2)">
}

// CHECK-LABEL: func.func @swizzle_a(
// CHECK: %{{.*}} = cute.make_composed_layout_raw(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,8):(8,1)">, !cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)">
func.func @swizzle_a(%b: !cute.layout<"(8,8):(8,1)">, %sw: !cute.swizzle<"S<3,3,3>">, %off: !cute.int_tuple<"0">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)"> {
  %cl = cute.make_composed_layout_raw(%b, %sw, %off) : (!cute.layout<"(8,8):(8,1)">, !cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)">
  return %cl : !cute.composed_layout<"S<3,3,3> o 0 o (8,8):(8,1)">
}
