// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,7)">, !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(5,5)">
func.func @int_tuple(%a: !cute.int_tuple<"(9,7)">, %b: !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5)"> {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(9,7)">, !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5)">
  return %r : !cute.int_tuple<"(5,5)">
}

// CHECK-LABEL: func.func @lhs_longer(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,7,3)">, !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5,3)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(5,5,3)">
func.func @lhs_longer(%a: !cute.int_tuple<"(9,7,3)">, %b: !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5,3)"> {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(9,7,3)">, !cute.int_tuple<"(4,2)">) -> !cute.int_tuple<"(5,5,3)">
  return %r : !cute.int_tuple<"(5,5,3)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.shape<"(8,(6,5))">, !cute.shape<"(1,(2,3))">) -> !cute.shape<"(7,(4,2))">
// CHECK: return %{{.*}} : !cute.shape<"(7,(4,2))">
func.func @nested(%a: !cute.shape<"(8,(6,5))">, %b: !cute.shape<"(1,(2,3))">) -> !cute.shape<"(7,(4,2))"> {
  %r = cute.tuple_sub(%a, %b) : (!cute.shape<"(8,(6,5))">, !cute.shape<"(1,(2,3))">) -> !cute.shape<"(7,(4,2))">
  return %r : !cute.shape<"(7,(4,2))">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(3,1)">) -> !cute.int_tuple<"(?,?)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(?,?)">
func.func @dynamic(%a: !cute.int_tuple<"(?,?)">, %b: !cute.int_tuple<"(3,1)">) -> !cute.int_tuple<"(?,?)"> {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(3,1)">) -> !cute.int_tuple<"(?,?)">
  return %r : !cute.int_tuple<"(?,?)">
}
