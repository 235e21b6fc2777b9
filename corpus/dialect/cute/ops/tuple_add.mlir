// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(3,5)">, !cute.int_tuple<"(4,1)">) -> !cute.int_tuple<"(7,6)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(7,6)">
func.func @int_tuple(%a: !cute.int_tuple<"(3,5)">, %b: !cute.int_tuple<"(4,1)">) -> !cute.int_tuple<"(7,6)"> {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,5)">, !cute.int_tuple<"(4,1)">) -> !cute.int_tuple<"(7,6)">
  return %r : !cute.int_tuple<"(7,6)">
}

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,9)">, !cute.shape<"(2,1)">) -> !cute.shape<"(4,10)">
// CHECK: return %{{.*}} : !cute.shape<"(4,10)">
func.func @shape(%a: !cute.shape<"(2,9)">, %b: !cute.shape<"(2,1)">) -> !cute.shape<"(4,10)"> {
  %r = cute.tuple_add(%a, %b) : (!cute.shape<"(2,9)">, !cute.shape<"(2,1)">) -> !cute.shape<"(4,10)">
  return %r : !cute.shape<"(4,10)">
}

// CHECK-LABEL: func.func @rank_mismatch(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(1,2,30)">, !cute.int_tuple<"(10,20)">) -> !cute.int_tuple<"(11,22,30)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(11,22,30)">
func.func @rank_mismatch(%a: !cute.int_tuple<"(1,2,30)">, %b: !cute.int_tuple<"(10,20)">) -> !cute.int_tuple<"(11,22,30)"> {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(1,2,30)">, !cute.int_tuple<"(10,20)">) -> !cute.int_tuple<"(11,22,30)">
  return %r : !cute.int_tuple<"(11,22,30)">
}

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"6">, !cute.int_tuple<"7">) -> !cute.int_tuple<"13">
// CHECK: return %{{.*}} : !cute.int_tuple<"13">
func.func @scalar(%a: !cute.int_tuple<"6">, %b: !cute.int_tuple<"7">) -> !cute.int_tuple<"13"> {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"6">, !cute.int_tuple<"7">) -> !cute.int_tuple<"13">
  return %r : !cute.int_tuple<"13">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,4)">, !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(?,?)">
func.func @dynamic(%a: !cute.int_tuple<"(?,4)">, %b: !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?)"> {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,4)">, !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?)">
  return %r : !cute.int_tuple<"(?,?)">
}
