// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @tail(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"3:1">, !cute.shape<"12">) -> !cute.layout<"4:3">
// CHECK: return %{{.*}} : !cute.layout<"4:3">
func.func @tail(%l: !cute.layout<"3:1">, %c: !cute.shape<"12">) -> !cute.layout<"4:3"> {
  %r = cute.complement(%l, %c) : (!cute.layout<"3:1">, !cute.shape<"12">) -> !cute.layout<"4:3">
  return %r : !cute.layout<"4:3">
}

// CHECK-LABEL: func.func @gaps(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"4:2">, !cute.shape<"16">) -> !cute.layout<"(2,2):(1,8)">
// CHECK: return %{{.*}} : !cute.layout<"(2,2):(1,8)">
func.func @gaps(%l: !cute.layout<"4:2">, %c: !cute.shape<"16">) -> !cute.layout<"(2,2):(1,8)"> {
  %r = cute.complement(%l, %c) : (!cute.layout<"4:2">, !cute.shape<"16">) -> !cute.layout<"(2,2):(1,8)">
  return %r : !cute.layout<"(2,2):(1,8)">
}

// CHECK-LABEL: func.func @rank2(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"24">) -> !cute.layout<"(3,2):(2,12)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(2,12)">
func.func @rank2(%l: !cute.layout<"(2,2):(1,6)">, %c: !cute.shape<"24">) -> !cute.layout<"(3,2):(2,12)"> {
  %r = cute.complement(%l, %c) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"24">) -> !cute.layout<"(3,2):(2,12)">
  return %r : !cute.layout<"(3,2):(2,12)">
}

// CHECK-LABEL: func.func @layout_cotarget(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"2:3">, !cute.layout<"6:2">) -> !cute.layout<"3:1">
// CHECK: return %{{.*}} : !cute.layout<"3:1">
func.func @layout_cotarget(%l: !cute.layout<"2:3">, %c: !cute.layout<"6:2">) -> !cute.layout<"3:1"> {
  %r = cute.complement(%l, %c) : (!cute.layout<"2:3">, !cute.layout<"6:2">) -> !cute.layout<"3:1">
  return %r : !cute.layout<"3:1">
}

// CHECK-LABEL: func.func @intrinsic(
// CHECK: %{{.*}} = cute.complement(%{{.*}}) : (!cute.layout<"3:2">) -> !cute.layout<"2:1">
// CHECK: return %{{.*}} : !cute.layout<"2:1">
func.func @intrinsic(%l: !cute.layout<"3:2">) -> !cute.layout<"2:1"> {
  %r = cute.complement(%l) : (!cute.layout<"3:2">) -> !cute.layout<"2:1">
  return %r : !cute.layout<"2:1">
}

// CHECK-LABEL: func.func @intrinsic_rank2(
// CHECK: %{{.*}} = cute.complement(%{{.*}}) : (!cute.layout<"(2,2):(1,6)">) -> !cute.layout<"3:2">
// CHECK: return %{{.*}} : !cute.layout<"3:2">
func.func @intrinsic_rank2(%l: !cute.layout<"(2,2):(1,6)">) -> !cute.layout<"3:2"> {
  %r = cute.complement(%l) : (!cute.layout<"(2,2):(1,6)">) -> !cute.layout<"3:2">
  return %r : !cute.layout<"3:2">
}

// CHECK-LABEL: func.func @covered(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(1,2)">, !cute.int_tuple<"6">) -> !cute.layout<"1:0">
// CHECK: return %{{.*}} : !cute.layout<"1:0">
func.func @covered(%l: !cute.layout<"(2,3):(1,2)">, %c: !cute.int_tuple<"6">) -> !cute.layout<"1:0"> {
  %r = cute.complement(%l, %c) : (!cute.layout<"(2,3):(1,2)">, !cute.int_tuple<"6">) -> !cute.layout<"1:0">
  return %r : !cute.layout<"1:0">
}
