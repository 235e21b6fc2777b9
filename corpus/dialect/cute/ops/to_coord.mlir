// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"(2,0)"> -> !cute.coord<"(2,0)">
// CHECK: return %{{.*}} : !cute.coord<"(2,0)">
func.func @static(%i: !cute.int_tuple<"(2,0)">) -> !cute.coord<"(2,0)"> {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(2,0)"> -> !cute.coord<"(2,0)">
  return %c : !cute.coord<"(2,0)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"(4,?)"> -> !cute.coord<"(4,?)">
// CHECK: return %{{.*}} : !cute.coord<"(4,?)">
func.func @dynamic(%i: !cute.int_tuple<"(4,?)">) -> !cute.coord<"(4,?)"> {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(4,?)"> -> !cute.coord<"(4,?)">
  return %c : !cute.coord<"(4,?)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"((1,3),0,?{i64})"> -> !cute.coord<"((1,3),0,?{i64})">
// CHECK: return %{{.*}} : !cute.coord<"((1,3),0,?{i64})">
func.func @nested(%i: !cute.int_tuple<"((1,3),0,?{i64})">) -> !cute.coord<"((1,3),0,?{i64})"> {
  %c = cute.to_coord(%i) : !cute.int_tuple<"((1,3),0,?{i64})"> -> !cute.coord<"((1,3),0,?{i64})">
  return %c : !cute.coord<"((1,3),0,?{i64})">
}
