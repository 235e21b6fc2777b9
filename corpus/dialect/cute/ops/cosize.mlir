// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(4,3):(1,8)">) -> !cute.int_tuple<"20">
// CHECK: return %{{.*}} : !cute.int_tuple<"20">
func.func @layout(%l: !cute.layout<"(4,3):(1,8)">) -> !cute.int_tuple<"20"> {
  %r = cute.cosize (%l) : (!cute.layout<"(4,3):(1,8)">) -> !cute.int_tuple<"20">
  return %r : !cute.int_tuple<"20">
}

// CHECK-LABEL: func.func @mode(
// CHECK: %{{.*}} = cute.cosize<[2]> (%{{.*}}) : (!cute.layout<"(2,5,3):(1,2,10)">) -> !cute.int_tuple<"21">
// CHECK: return %{{.*}} : !cute.int_tuple<"21">
func.func @mode(%l: !cute.layout<"(2,5,3):(1,2,10)">) -> !cute.int_tuple<"21"> {
  %r = cute.cosize<[2]> (%l) : (!cute.layout<"(2,5,3):(1,2,10)">) -> !cute.int_tuple<"21">
  return %r : !cute.int_tuple<"21">
}

// CHECK-LABEL: func.func @broadcast(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(4,2):(0,1)">) -> !cute.int_tuple<"2">
// CHECK: return %{{.*}} : !cute.int_tuple<"2">
func.func @broadcast(%l: !cute.layout<"(4,2):(0,1)">) -> !cute.int_tuple<"2"> {
  %r = cute.cosize (%l) : (!cute.layout<"(4,2):(0,1)">) -> !cute.int_tuple<"2">
  return %r : !cute.int_tuple<"2">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(4,3):(1,?)">) -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic(%l: !cute.layout<"(4,3):(1,?)">) -> !cute.int_tuple<"?"> {
  %r = cute.cosize (%l) : (!cute.layout<"(4,3):(1,?)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}

// A run-time i64 leaf makes the cosize an i64, as size is.
// CHECK-LABEL: func.func @dynamic_i64(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(4,?{i64}):(1,4)">) -> !cute.int_tuple<"?{i64}">
func.func @dynamic_i64(%l: !cute.layout<"(4,?{i64}):(1,4)">) -> !cute.int_tuple<"?{i64}"> {
  %r = cute.cosize (%l) : (!cute.layout<"(4,?{i64}):(1,4)">) -> !cute.int_tuple<"?{i64}">
  return %r : !cute.int_tuple<"?{i64}">
}

// Run-time leaves have C++'s types: (1 - 1) * ? is C++'s static 0, so the
// cosize of (1,4):(?{i64},1) is a static 4 (C++: _4), and an i64 extent
// times a static 0 stride leaves no i64 term (C++: int, 4 bytes).
// CHECK-LABEL: func.func @static_zero_term(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(1,4):(?{i64},1)">) -> !cute.int_tuple<"4">
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(?{i64},4):(0,?)">) -> !cute.int_tuple<"?">
func.func @static_zero_term(%a: !cute.layout<"(1,4):(?{i64},1)">, %b: !cute.layout<"(?{i64},4):(0,?)">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"?">) {
  %r = cute.cosize (%a) : (!cute.layout<"(1,4):(?{i64},1)">) -> !cute.int_tuple<"4">
  %s = cute.cosize (%b) : (!cute.layout<"(?{i64},4):(0,?)">) -> !cute.int_tuple<"?">
  return %r, %s : !cute.int_tuple<"4">, !cute.int_tuple<"?">
}
