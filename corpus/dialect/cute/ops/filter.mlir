// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @drop_zero_and_unit(
// CHECK: %{{.*}} = cute.filter(%{{.*}}) : (!cute.layout<"(4,1,3):(1,7,0)">) -> !cute.layout<"4:1">
// CHECK: return %{{.*}} : !cute.layout<"4:1">
func.func @drop_zero_and_unit(%l: !cute.layout<"(4,1,3):(1,7,0)">) -> !cute.layout<"4:1"> {
  %r = cute.filter(%l) : (!cute.layout<"(4,1,3):(1,7,0)">) -> !cute.layout<"4:1">
  return %r : !cute.layout<"4:1">
}

// CHECK-LABEL: func.func @coalesces(
// CHECK: %{{.*}} = cute.filter(%{{.*}}) : (!cute.layout<"(2,3,4):(1,0,2)">) -> !cute.layout<"8:1">
// CHECK: return %{{.*}} : !cute.layout<"8:1">
func.func @coalesces(%l: !cute.layout<"(2,3,4):(1,0,2)">) -> !cute.layout<"8:1"> {
  %r = cute.filter(%l) : (!cute.layout<"(2,3,4):(1,0,2)">) -> !cute.layout<"8:1">
  return %r : !cute.layout<"8:1">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.filter(%{{.*}}) : (!cute.layout<"(3,(2,5)):(0,(4,8))">) -> !cute.layout<"10:4">
// CHECK: return %{{.*}} : !cute.layout<"10:4">
func.func @nested(%l: !cute.layout<"(3,(2,5)):(0,(4,8))">) -> !cute.layout<"10:4"> {
  %r = cute.filter(%l) : (!cute.layout<"(3,(2,5)):(0,(4,8))">) -> !cute.layout<"10:4">
  return %r : !cute.layout<"10:4">
}

// CHECK-LABEL: func.func @all_zero(
// CHECK: %{{.*}} = cute.filter(%{{.*}}) : (!cute.layout<"(4,2):(0,0)">) -> !cute.layout<"1:0">
// CHECK: return %{{.*}} : !cute.layout<"1:0">
func.func @all_zero(%l: !cute.layout<"(4,2):(0,0)">) -> !cute.layout<"1:0"> {
  %r = cute.filter(%l) : (!cute.layout<"(4,2):(0,0)">) -> !cute.layout<"1:0">
  return %r : !cute.layout<"1:0">
}
