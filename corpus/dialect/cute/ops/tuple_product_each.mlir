// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.tuple_product_each(%{{.*}}) : (!cute.int_tuple<"(3,(2,5),(1,4))">) -> !cute.int_tuple<"(3,10,4)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(3,10,4)">
func.func @static(%t: !cute.int_tuple<"(3,(2,5),(1,4))">) -> !cute.int_tuple<"(3,10,4)"> {
  %p = cute.tuple_product_each(%t) : (!cute.int_tuple<"(3,(2,5),(1,4))">) -> !cute.int_tuple<"(3,10,4)">
  return %p : !cute.int_tuple<"(3,10,4)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.tuple_product_each(%{{.*}}) : (!cute.shape<"(2,(?,3))">) -> !cute.shape<"(2,?)">
// CHECK: return %{{.*}} : !cute.shape<"(2,?)">
func.func @dynamic(%t: !cute.shape<"(2,(?,3))">) -> !cute.shape<"(2,?)"> {
  %p = cute.tuple_product_each(%t) : (!cute.shape<"(2,(?,3))">) -> !cute.shape<"(2,?)">
  return %p : !cute.shape<"(2,?)">
}
