// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @equal(
// CHECK: %{{.*}} = cute.tuple_eq(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(4,(2,3))">, !cute.int_tuple<"(4,(2,3))">) -> i1
// CHECK: return %{{.*}} : i1
func.func @equal(%a: !cute.int_tuple<"(4,(2,3))">, %b: !cute.int_tuple<"(4,(2,3))">) -> i1 {
  %r = cute.tuple_eq(%a, %b) : (!cute.int_tuple<"(4,(2,3))">, !cute.int_tuple<"(4,(2,3))">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @differs(
// CHECK: %{{.*}} = cute.tuple_eq(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,2)">, !cute.shape<"(4,3)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @differs(%a: !cute.shape<"(4,2)">, %b: !cute.shape<"(4,3)">) -> i1 {
  %r = cute.tuple_eq(%a, %b) : (!cute.shape<"(4,2)">, !cute.shape<"(4,3)">) -> i1
  return %r : i1
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.tuple_eq(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,1)">, !cute.coord<"(2,1)">) -> i1
// CHECK: return %{{.*}} : i1
func.func @dynamic(%a: !cute.coord<"(?,1)">, %b: !cute.coord<"(2,1)">) -> i1 {
  %r = cute.tuple_eq(%a, %b) : (!cute.coord<"(?,1)">, !cute.coord<"(2,1)">) -> i1
  return %r : i1
}
