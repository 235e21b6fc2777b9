// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @row_major(
// CHECK: %{{.*}} = cute.left_inverse(%{{.*}}) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(2,1)">
func.func @row_major(%l: !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)"> {
  %r = cute.left_inverse(%l) : (!cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(3,2):(2,1)">
  return %r : !cute.layout<"(3,2):(2,1)">
}

// CHECK-LABEL: func.func @col_major(
// CHECK: %{{.*}} = cute.left_inverse(%{{.*}}) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
// CHECK: return %{{.*}} : !cute.layout<"8:1">
func.func @col_major(%l: !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1"> {
  %r = cute.left_inverse(%l) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
  return %r : !cute.layout<"8:1">
}

// CHECK-LABEL: func.func @strided(
// CHECK: %{{.*}} = cute.left_inverse(%{{.*}}) : (!cute.layout<"4:2">) -> !cute.layout<"(2,4):(0,1)">
// CHECK: return %{{.*}} : !cute.layout<"(2,4):(0,1)">
func.func @strided(%l: !cute.layout<"4:2">) -> !cute.layout<"(2,4):(0,1)"> {
  %r = cute.left_inverse(%l) : (!cute.layout<"4:2">) -> !cute.layout<"(2,4):(0,1)">
  return %r : !cute.layout<"(2,4):(0,1)">
}
