// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @row_major(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(2,1)">
func.func @row_major(%l: !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)"> {
  %r = cute.right_inverse(%l) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
  return %r : !cute.layout<"(3,2):(2,1)">
}

// CHECK-LABEL: func.func @col_major(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(3,4):(1,3)">) -> !cute.layout<"12:1">
// CHECK: return %{{.*}} : !cute.layout<"12:1">
func.func @col_major(%l: !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"12:1"> {
  %r = cute.right_inverse(%l) : (!cute.layout<"(3,4):(1,3)">) -> !cute.layout<"12:1">
  return %r : !cute.layout<"12:1">
}

// CHECK-LABEL: func.func @no_unit_stride(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"4:2">) -> !cute.layout<"1:0">
// CHECK: return %{{.*}} : !cute.layout<"1:0">
func.func @no_unit_stride(%l: !cute.layout<"4:2">) -> !cute.layout<"1:0"> {
  %r = cute.right_inverse(%l) : (!cute.layout<"4:2">) -> !cute.layout<"1:0">
  return %r : !cute.layout<"1:0">
}

// CHECK-LABEL: func.func @partial(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(2,4):(1,4)">) -> !cute.layout<"2:1">
// CHECK: return %{{.*}} : !cute.layout<"2:1">
func.func @partial(%l: !cute.layout<"(2,4):(1,4)">) -> !cute.layout<"2:1"> {
  %r = cute.right_inverse(%l) : (!cute.layout<"(2,4):(1,4)">) -> !cute.layout<"2:1">
  return %r : !cute.layout<"2:1">
}
