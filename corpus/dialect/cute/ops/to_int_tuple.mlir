// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @casts(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.shape<"(6,2)"> -> !cute.int_tuple<"(6,2)">
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.stride<"(2,12)"> -> !cute.int_tuple<"(2,12)">
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.coord<"(5,0)"> -> !cute.int_tuple<"(5,0)">
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.int_tuple<"(7,1)"> -> !cute.int_tuple<"(7,1)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.int_tuple<"(6,2)">, !cute.int_tuple<"(2,12)">, !cute.int_tuple<"(5,0)">, !cute.int_tuple<"(7,1)">
func.func @casts(%s: !cute.shape<"(6,2)">, %d: !cute.stride<"(2,12)">, %c: !cute.coord<"(5,0)">, %i: !cute.int_tuple<"(7,1)">) -> (!cute.int_tuple<"(6,2)">, !cute.int_tuple<"(2,12)">, !cute.int_tuple<"(5,0)">, !cute.int_tuple<"(7,1)">) {
  %0 = cute.to_int_tuple(%s) : !cute.shape<"(6,2)"> -> !cute.int_tuple<"(6,2)">
  %1 = cute.to_int_tuple(%d) : !cute.stride<"(2,12)"> -> !cute.int_tuple<"(2,12)">
  %2 = cute.to_int_tuple(%c) : !cute.coord<"(5,0)"> -> !cute.int_tuple<"(5,0)">
  %3 = cute.to_int_tuple(%i) : !cute.int_tuple<"(7,1)"> -> !cute.int_tuple<"(7,1)">
  return %0, %1, %2, %3 : !cute.int_tuple<"(6,2)">, !cute.int_tuple<"(2,12)">, !cute.int_tuple<"(5,0)">, !cute.int_tuple<"(7,1)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.shape<"(3,(?,?{i64}))"> -> !cute.int_tuple<"(3,(?,?{i64}))">
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.stride<"(?,1)"> -> !cute.int_tuple<"(?,1)">
// CHECK: return %{{.*}}, %{{.*}} : !cute.int_tuple<"(3,(?,?{i64}))">, !cute.int_tuple<"(?,1)">
func.func @dynamic(%s: !cute.shape<"(3,(?,?{i64}))">, %d: !cute.stride<"(?,1)">) -> (!cute.int_tuple<"(3,(?,?{i64}))">, !cute.int_tuple<"(?,1)">) {
  %0 = cute.to_int_tuple(%s) : !cute.shape<"(3,(?,?{i64}))"> -> !cute.int_tuple<"(3,(?,?{i64}))">
  %1 = cute.to_int_tuple(%d) : !cute.stride<"(?,1)"> -> !cute.int_tuple<"(?,1)">
  return %0, %1 : !cute.int_tuple<"(3,(?,?{i64}))">, !cute.int_tuple<"(?,1)">
}
