// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.to_stride(%{{.*}}) : !cute.int_tuple<"(1,9)"> -> !cute.stride<"(1,9)">
// CHECK: return %{{.*}} : !cute.stride<"(1,9)">
func.func @static(%i: !cute.int_tuple<"(1,9)">) -> !cute.stride<"(1,9)"> {
  %d = cute.to_stride(%i) : !cute.int_tuple<"(1,9)"> -> !cute.stride<"(1,9)">
  return %d : !cute.stride<"(1,9)">
}

// CHECK-LABEL: func.func @dynamic_nested(
// CHECK: %{{.*}} = cute.to_stride(%{{.*}}) : !cute.int_tuple<"(?,(1,6),?{i64})"> -> !cute.stride<"(?,(1,6),?{i64})">
// CHECK: return %{{.*}} : !cute.stride<"(?,(1,6),?{i64})">
func.func @dynamic_nested(%i: !cute.int_tuple<"(?,(1,6),?{i64})">) -> !cute.stride<"(?,(1,6),?{i64})"> {
  %d = cute.to_stride(%i) : !cute.int_tuple<"(?,(1,6),?{i64})"> -> !cute.stride<"(?,(1,6),?{i64})">
  return %d : !cute.stride<"(?,(1,6),?{i64})">
}
