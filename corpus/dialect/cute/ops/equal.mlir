// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(6,1)">, !cute.int_tuple<"(6,1)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @int_tuple(%a: !cute.int_tuple<"(6,1)">, %b: !cute.int_tuple<"(6,1)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.int_tuple<"(6,1)">, !cute.int_tuple<"(6,1)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @shape_differs(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,9)">, !cute.shape<"(2,8)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @shape_differs(%a: !cute.shape<"(2,9)">, %b: !cute.shape<"(2,8)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.shape<"(2,9)">, !cute.shape<"(2,8)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,5):(5,1)">, !cute.layout<"(3,5):(1,3)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @layout(%a: !cute.layout<"(3,5):(5,1)">, %b: !cute.layout<"(3,5):(1,3)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.layout<"(3,5):(5,1)">, !cute.layout<"(3,5):(1,3)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.stride<"(1,?)">, !cute.stride<"(1,?)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @dynamic(%a: !cute.stride<"(1,?)">, %b: !cute.stride<"(1,?)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.stride<"(1,?)">, !cute.stride<"(1,?)">) -> i1
  return %r : i1
}
