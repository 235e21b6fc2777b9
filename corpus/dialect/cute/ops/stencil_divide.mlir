// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @per_mode(
// CHECK: %{{.*}} = cute.stencil_divide(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.int_tuple<"(3,2)">, !cute.int_tuple<"(1,2)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"((3,6),(2,3)):((6,6),(1,2))">
// CHECK: return %{{.*}} : !cute.layout<"((3,6),(2,3)):((6,6),(1,2))">
func.func @per_mode(%a: !cute.layout<"(8,6):(6,1)">, %w: !cute.int_tuple<"(3,2)">, %s: !cute.int_tuple<"(1,2)">, %d: !cute.int_tuple<"(1,1)">) -> !cute.layout<"((3,6),(2,3)):((6,6),(1,2))"> {
  %r = cute.stencil_divide(%a, %w, %s, %d) : (!cute.layout<"(8,6):(6,1)">, !cute.int_tuple<"(3,2)">, !cute.int_tuple<"(1,2)">, !cute.int_tuple<"(1,1)">) -> !cute.layout<"((3,6),(2,3)):((6,6),(1,2))">
  return %r : !cute.layout<"((3,6),(2,3)):((6,6),(1,2))">
}

// CHECK-LABEL: func.func @dilated(
// CHECK: %{{.*}} = cute.stencil_divide(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"10:1">, !cute.int_tuple<"3">, !cute.int_tuple<"1">, !cute.int_tuple<"2">) -> !cute.layout<"(3,6):(2,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,6):(2,1)">
func.func @dilated(%a: !cute.layout<"10:1">, %w: !cute.int_tuple<"3">, %s: !cute.int_tuple<"1">, %d: !cute.int_tuple<"2">) -> !cute.layout<"(3,6):(2,1)"> {
  %r = cute.stencil_divide(%a, %w, %s, %d) : (!cute.layout<"10:1">, !cute.int_tuple<"3">, !cute.int_tuple<"1">, !cute.int_tuple<"2">) -> !cute.layout<"(3,6):(2,1)">
  return %r : !cute.layout<"(3,6):(2,1)">
}

// CHECK-LABEL: func.func @leading_modes(
// CHECK: %{{.*}} = cute.stencil_divide(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(9,4):(1,9)">, !cute.shape<"(3)">, !cute.shape<"(3)">, !cute.shape<"(1)">) -> !cute.layout<"((3,3),4):((1,3),9)">
// CHECK: return %{{.*}} : !cute.layout<"((3,3),4):((1,3),9)">
func.func @leading_modes(%a: !cute.layout<"(9,4):(1,9)">, %w: !cute.shape<"(3)">, %s: !cute.shape<"(3)">, %d: !cute.shape<"(1)">) -> !cute.layout<"((3,3),4):((1,3),9)"> {
  %r = cute.stencil_divide(%a, %w, %s, %d) : (!cute.layout<"(9,4):(1,9)">, !cute.shape<"(3)">, !cute.shape<"(3)">, !cute.shape<"(1)">) -> !cute.layout<"((3,3),4):((1,3),9)">
  return %r : !cute.layout<"((3,3),4):((1,3),9)">
}
