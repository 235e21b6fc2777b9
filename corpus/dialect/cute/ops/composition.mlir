// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout_layout(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"24:2">, !cute.layout<"(6,4):(4,1)">) -> !cute.layout<"(6,4):(8,2)">
// CHECK: return %{{.*}} : !cute.layout<"(6,4):(8,2)">
func.func @layout_layout(%a: !cute.layout<"24:2">, %b: !cute.layout<"(6,4):(4,1)">) -> !cute.layout<"(6,4):(8,2)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"24:2">, !cute.layout<"(6,4):(4,1)">) -> !cute.layout<"(6,4):(8,2)">
  return %r : !cute.layout<"(6,4):(8,2)">
}

// CHECK-LABEL: func.func @split_mode(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.layout<"4:3">) -> !cute.layout<"(2,2):(24,1)">
// CHECK: return %{{.*}} : !cute.layout<"(2,2):(24,1)">
func.func @split_mode(%a: !cute.layout<"(6,8):(8,1)">, %b: !cute.layout<"4:3">) -> !cute.layout<"(2,2):(24,1)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(6,8):(8,1)">, !cute.layout<"4:3">) -> !cute.layout<"(2,2):(24,1)">
  return %r : !cute.layout<"(2,2):(24,1)">
}

// CHECK-LABEL: func.func @layout_shape(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(1,6)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4):(1,6)">
// CHECK: return %{{.*}} : !cute.layout<"(3,4):(1,6)">
func.func @layout_shape(%a: !cute.layout<"(6,8):(1,6)">, %b: !cute.shape<"(3,4)">) -> !cute.layout<"(3,4):(1,6)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(6,8):(1,6)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4):(1,6)">
  return %r : !cute.layout<"(3,4):(1,6)">
}

// CHECK-LABEL: func.func @layout_tile(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(1,6)">, !cute.tile<"[3:2;4:2]">) -> !cute.layout<"(3,4):(2,12)">
// CHECK: return %{{.*}} : !cute.layout<"(3,4):(2,12)">
func.func @layout_tile(%a: !cute.layout<"(6,8):(1,6)">, %b: !cute.tile<"[3:2;4:2]">) -> !cute.layout<"(3,4):(2,12)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(6,8):(1,6)">, !cute.tile<"[3:2;4:2]">) -> !cute.layout<"(3,4):(2,12)">
  return %r : !cute.layout<"(3,4):(2,12)">
}

// CHECK-LABEL: func.func @composed_layout(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.layout<"2:3">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
func.func @composed_layout(%a: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, %b: !cute.layout<"2:3">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3"> {
  %r = cute.composition(%a, %b) : (!cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.layout<"2:3">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
  return %r : !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
}

// CHECK-LABEL: func.func @swizzle_composed_shape(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">, !cute.shape<"(4,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">
func.func @swizzle_composed_shape(%a: !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">, %b: !cute.shape<"(4,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)"> {
  %r = cute.composition(%a, %b) : (!cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">, !cute.shape<"(4,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">
}

// CHECK-LABEL: func.func @basis_lhs(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,6):(1@0,1@1)">, !cute.layout<"(2,3):(2,8)">) -> !cute.layout<"(2,3):(2@0,2@1)">
// CHECK: return %{{.*}} : !cute.layout<"(2,3):(2@0,2@1)">
func.func @basis_lhs(%a: !cute.layout<"(4,6):(1@0,1@1)">, %b: !cute.layout<"(2,3):(2,8)">) -> !cute.layout<"(2,3):(2@0,2@1)"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,6):(1@0,1@1)">, !cute.layout<"(2,3):(2,8)">) -> !cute.layout<"(2,3):(2@0,2@1)">
  return %r : !cute.layout<"(2,3):(2@0,2@1)">
}

// CHECK-LABEL: func.func @dynamic_rhs(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"?:1">) -> !cute.layout<"?:1">
// CHECK: return %{{.*}} : !cute.layout<"?:1">
func.func @dynamic_rhs(%a: !cute.layout<"(4,8):(1,4)">, %b: !cute.layout<"?:1">) -> !cute.layout<"?:1"> {
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"?:1">) -> !cute.layout<"?:1">
  return %r : !cute.layout<"?:1">
}
