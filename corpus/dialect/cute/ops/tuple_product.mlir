// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.tuple_product(%{{.*}}) : (!cute.int_tuple<"(3,(2,5))">) -> !cute.int_tuple<"30">
// CHECK: return %{{.*}} : !cute.int_tuple<"30">
func.func @static(%t: !cute.int_tuple<"(3,(2,5))">) -> !cute.int_tuple<"30"> {
  %p = cute.tuple_product(%t) : (!cute.int_tuple<"(3,(2,5))">) -> !cute.int_tuple<"30">
  return %p : !cute.int_tuple<"30">
}

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.tuple_product(%{{.*}}) : (!cute.shape<"9">) -> !cute.shape<"9">
// CHECK: return %{{.*}} : !cute.shape<"9">
func.func @scalar(%t: !cute.shape<"9">) -> !cute.shape<"9"> {
  %p = cute.tuple_product(%t) : (!cute.shape<"9">) -> !cute.shape<"9">
  return %p : !cute.shape<"9">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.tuple_product(%{{.*}}) : (!cute.shape<"(4,(?,2))">) -> !cute.shape<"?">
// CHECK: return %{{.*}} : !cute.shape<"?">
func.func @dynamic(%t: !cute.shape<"(4,(?,2))">) -> !cute.shape<"?"> {
  %p = cute.tuple_product(%t) : (!cute.shape<"(4,(?,2))">) -> !cute.shape<"?">
  return %p : !cute.shape<"?">
}
