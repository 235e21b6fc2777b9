// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.to_shape(%{{.*}}) : !cute.int_tuple<"(16,3)"> -> !cute.shape<"(16,3)">
// CHECK: return %{{.*}} : !cute.shape<"(16,3)">
func.func @static(%i: !cute.int_tuple<"(16,3)">) -> !cute.shape<"(16,3)"> {
  %s = cute.to_shape(%i) : !cute.int_tuple<"(16,3)"> -> !cute.shape<"(16,3)">
  return %s : !cute.shape<"(16,3)">
}

// CHECK-LABEL: func.func @dynamic_nested(
// CHECK: %{{.*}} = cute.to_shape(%{{.*}}) : !cute.int_tuple<"(2,(?,5),?{i64})"> -> !cute.shape<"(2,(?,5),?{i64})">
// CHECK: return %{{.*}} : !cute.shape<"(2,(?,5),?{i64})">
func.func @dynamic_nested(%i: !cute.int_tuple<"(2,(?,5),?{i64})">) -> !cute.shape<"(2,(?,5),?{i64})"> {
  %s = cute.to_shape(%i) : !cute.int_tuple<"(2,(?,5),?{i64})"> -> !cute.shape<"(2,(?,5),?{i64})">
  return %s : !cute.shape<"(2,(?,5),?{i64})">
}
