// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(2,3)">, !cute.int_tuple<"(3,4)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @int_tuple(%a: !cute.int_tuple<"(2,3)">, %b: !cute.int_tuple<"(3,4)">) -> i1 {
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"(2,3)">, !cute.int_tuple<"(3,4)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @coord_shape(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.coord<"(4,0)">, !cute.shape<"(4,2)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @coord_shape(%a: !cute.coord<"(4,0)">, %b: !cute.shape<"(4,2)">) -> i1 {
  %r = cute.elem_less(%a, %b) : (!cute.coord<"(4,0)">, !cute.shape<"(4,2)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,(1,?))">, !cute.shape<"(8,(2,?))">) -> i1
// CHECK: return %{{.*}} : i1
func.func @dynamic(%a: !cute.coord<"(?,(1,?))">, %b: !cute.shape<"(8,(2,?))">) -> i1 {
  %r = cute.elem_less(%a, %b) : (!cute.coord<"(?,(1,?))">, !cute.shape<"(8,(2,?))">) -> i1
  return %r : i1
}
